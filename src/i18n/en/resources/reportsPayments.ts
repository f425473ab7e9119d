/** Takings by payment method (issue 48): each method's takings by business, its refunds and the net. */
export const reportsPayments = {
  name: 'Takings by Payment Method |||| Takings by Payment Method',
  figures: 'This period',
  received: 'Received',
  refunded: 'Refunded',
  net: 'Net takings',
  onAccounts: 'Put on accounts (credit)',
  total: 'Total',
  chart: 'Received by payment method',
  nothing: 'Nothing was received in these days',
  columns: { method: 'Payment method', received: 'Received', refunded: 'Refunded', net: 'Net' },
  business: { bill: 'Bills', sale: 'Recharge sales', repair: 'Repairs', account: 'Payments on account' },
  credit: 'Sold on credit: %{onAccounts} put on accounts; %{takenOff} of returns taken off accounts.',
  basis:
    'Every payment made in these days by how it was paid, as each day close counts it: bills, recharge sales, repairs when paid and payments on account; refunds of returns on the day they were given back.',
  failed: 'Takings by payment method could not be loaded',
};
