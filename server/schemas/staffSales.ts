import { arrayOf, LIMITS, nullableString, numberOut, object, string, text, type Infer } from './common';

/** GET /reports/staff-sales?from=&to=: both shop days, `YYYY-MM-DD`, as the revenue reports ask them. */
export const staffSalesQuery = object({ from: text(LIMITS.word), to: text(LIMITS.word) });
export type StaffSalesQuery = Infer<typeof staffSalesQuery>;

const part = object({ count: numberOut, amount: numberOut }, ['count', 'amount']);
const person = object(
  { name: nullableString, businesses: object({ bills: part, recharges: part, repairs: part }, ['bills', 'recharges', 'repairs']), total: numberOut },
  ['name', 'businesses', 'total'],
);

/** What each person took by business, and in all (LKR). */
export const staffSalesAnswer = object({ from: string, to: string, staff: arrayOf(person), total: numberOut }, ['from', 'to', 'staff', 'total']);
