import type { RepairStatusKey } from './repairs';

/**
 * The English words of the repair messages a shop starts with (product.md §10), by status key:
 * plain text with no imports, so the English catalogue (src/i18n/en/languages.ts) carries them
 * in the first screen's bundle without the date library. Returned from Company and Customer
 * Collected are the spec's two (§4), worded as the console always sent them; the others say the
 * step in a line, with the status link where the backend gives one. src/domain/repairMessages.ts
 * keeps them by status (the server's defaults); each language's catalogue has them translated.
 */

/** How every default message signs off: the shop's name, then its address and phone when it has them. */
const SIGNATURE = '{shopName}\n{shopAddress}\nTel: {shopPhone}';
const TRACK = 'Track your repair: {statusLink}';

export const DEFAULT_TEMPLATES = {
  received: ['Dear {customerName},', 'We have received your {device} for repair (repair {jobNumber}).', 'Expected ready by: {expectedDate}', TRACK, SIGNATURE].join('\n'),
  inProgress: ['Dear {customerName},', 'We are now working on your {device} (repair {jobNumber}).', 'Expected ready by: {expectedDate}', TRACK, SIGNATURE].join('\n'),
  pendingParts: [
    'Dear {customerName},',
    'Your {device} (repair {jobNumber}) is waiting for parts. We will let you know as soon as they arrive.',
    TRACK,
    SIGNATURE,
  ].join('\n'),
  sent: [
    'Dear {customerName},',
    'Your {device} (repair {jobNumber}) has been sent to the company for repair. We will let you know when it is back.',
    TRACK,
    SIGNATURE,
  ].join('\n'),
  returned: [
    'Dear {customerName},',
    'Good news! Your {device} (repair {jobNumber}) is back from the company and ready for collection.',
    'Repaired: {issues}',
    'Amount to pay: {amountDue}',
    'Please bring your job card when you come to collect it.',
    SIGNATURE,
  ].join('\n'),
  collected: [
    'Dear {customerName},',
    'Thank you for collecting your {device} (repair {jobNumber}).',
    'Repaired: {issues}',
    'Amount paid: {finalAmount}',
    'We hope it serves you well. Contact us any time if something is not right.',
    SIGNATURE,
  ].join('\n'),
} as const satisfies Record<RepairStatusKey, string>;

/** What a repair is called when it names no device. */
export const YOUR_DEVICE = 'your device';
