/**
 * English words of the repair status page without sign-in (product.md §10), `app.statusPage`,
 * and of its link on the job card. Kept beside en.ts, which spreads them in.
 */
export const statusPageWords = {
  title: 'Repair status',
  job: 'Job %{number}',
  device: 'Device',
  yourDevice: 'Your device',
  progress: 'Progress',
  expectedReturn: 'Expected back',
  notSet: 'Not set yet',
  amountDue: 'Amount due',
  callShop: 'Questions? Call %{shop}',
  loading: 'Loading the status of your repair…',
  notFound: 'We could not find this repair. Please check the link on your job card, or call the shop.',
  failed: 'The status could not be loaded. Please check your connection and try again.',
  retry: 'Try again',
  askPhone: {
    intro: 'To see the status of this repair, enter the last four digits of the phone number you gave the shop.',
    label: 'Last four digits of your phone',
    submit: 'Show status',
    refused: 'No repair matches this link and these digits. Please check them, or call the shop.',
  },
  jobCard: {
    caption: 'Follow your repair: %{link}',
    qrAlt: 'QR code of the repair’s status page',
  },
};
