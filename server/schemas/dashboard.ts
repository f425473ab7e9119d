import { arrayOf, LIMITS, numberOut, object, string, text, type Infer } from './common';

/** GET /dashboard/ledgers?from=&to=: both days, `YYYY-MM-DD`. */
export const ledgersQuery = object({ from: text(LIMITS.word), to: text(LIMITS.word) });
export type LedgersQuery = Infer<typeof ledgersQuery>;

// `profit` only for roles that see cost (product.md §6): absent, never zero, for the others.
const ledgerDay = object({ day: string, count: numberOut, amount: numberOut, profit: numberOut }, ['day', 'count', 'amount']);
const ledger = arrayOf(ledgerDay);

/** Each kind's days that had something, oldest first, LKR; `expenses` only for the owner. */
export const ledgersAnswer = object(
  { from: string, to: string, bills: ledger, recharges: ledger, repairs: ledger, collected: ledger, expenses: ledger },
  ['from', 'to', 'bills', 'recharges', 'repairs', 'collected'],
);
