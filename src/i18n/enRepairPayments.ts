/**
 * English words of a repair's advance and balance (product.md §10, beyond the spec): the
 * Advance section of Take In Repair, the balance asked for on collection, the job card's
 * lines. Kept beside en.ts, which spreads them in under `app.repairPayments`.
 */
export const repairPaymentWords = {
  advance: 'Advance',
  advanceHelp: 'Optional: what the customer pays now. Leave the amount empty for no advance.',
  balance: 'Balance to pay on collection',
  balanceDue: 'Balance due: %{amount}',
  paidSoFar: 'Paid so far: %{amount}',
  due: 'Due %{amount}',
  jobCard: { advance: 'Advance paid', paid: 'Paid', balance: 'Balance to pay' },
};
