import { arrayOf, LIMITS, numberOut, object, string, text, type Infer } from './common';

/** GET /dashboard/ledgers?from=&to=: both days, `YYYY-MM-DD`. */
export const ledgersQuery = object({ from: text(LIMITS.word), to: text(LIMITS.word) });
export type LedgersQuery = Infer<typeof ledgersQuery>;

// `profit` only for roles that see cost (product.md §6): absent, never zero, for the others.
const ledgerDay = object({ day: string, count: numberOut, amount: numberOut, profit: numberOut }, ['day', 'count', 'amount']);
const ledger = arrayOf(ledgerDay);

/** GET /dashboard/attention?stock=: the stock threshold, a whole number of units. */
export const attentionQuery = object({ stock: text(LIMITS.word) });
export type AttentionQuery = Infer<typeof attentionQuery>;

/** What needs attention: repairs waiting, and the products low in stock (the lowest few named). */
export const attentionAnswer = object(
  {
    returned: numberOut,
    overdue: numberOut,
    lowStock: object({ total: numberOut, products: arrayOf(object({ name: string, quantity: numberOut }, ['name', 'quantity'])) }, ['total', 'products']),
  },
  ['returned', 'overdue', 'lowStock'],
);

/**
 * Each kind's days that had something, oldest first, LKR; `expenses` only for the owner. The
 * takings (`bills`, `recharges`, `repairs`: repairs when paid) are the revenue reports' own;
 * `takenIn` and `collected` count repairs by the day they came in and went out.
 */
export const ledgersAnswer = object(
  { from: string, to: string, bills: ledger, recharges: ledger, repairs: ledger, takenIn: ledger, collected: ledger, expenses: ledger },
  ['from', 'to', 'bills', 'recharges', 'repairs', 'takenIn', 'collected'],
);
