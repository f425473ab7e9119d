import { fromCents } from '../../src/domain/money';
import { BUSINESSES, type TakingsBreakdown, type TakingsReport } from '../../src/domain/takings';
import { arrayOf, enumOf, LIMITS, numberOut, object, string, text, type Infer } from './common';

/** GET /reports/takings?from=&to=: both days, `YYYY-MM-DD`, as the repair revenue report asks. */
export const takingsQuery = object({ from: text(LIMITS.word), to: text(LIMITS.word) });
export type TakingsQuery = Infer<typeof takingsQuery>;

// `profit` only for roles that see cost (product.md §6): absent, never zero, for the others.
const businessTakings = object(
  { business: enumOf(BUSINESSES), count: numberOut, amount: numberOut, profit: numberOut },
  ['business', 'count', 'amount'],
);
const dayTakings = object(
  { day: string, bills: numberOut, recharges: numberOut, repairs: numberOut, total: numberOut, profit: numberOut },
  ['day', 'bills', 'recharges', 'repairs', 'total'],
);

/** The takings of the days from `from` to `to`, by business and by day, LKR. */
export const takingsAnswer = object(
  {
    from: string,
    to: string,
    businesses: arrayOf(businessTakings),
    days: arrayOf(dayTakings),
    total: object({ count: numberOut, amount: numberOut, profit: numberOut }, ['count', 'amount']),
  },
  ['from', 'to', 'businesses', 'days', 'total'],
);

/** The one mapping from a breakdown in cents to the answer in LKR; profit only `withProfit`. */
export function toTakingsAnswer(breakdown: TakingsBreakdown, days: { from: string; to: string }, withProfit: boolean): TakingsReport {
  const profit = (cents: number) => (withProfit ? { profit: fromCents(cents) } : {});
  return {
    ...days,
    businesses: breakdown.businesses.map((part) => ({ business: part.business, count: part.count, amount: fromCents(part.cents), ...profit(part.profitCents) })),
    days: breakdown.days.map((row) => ({
      day: row.day,
      bills: fromCents(row.cents.bills),
      recharges: fromCents(row.cents.recharges),
      repairs: fromCents(row.cents.repairs),
      total: fromCents(row.totalCents),
      ...profit(row.profitCents),
    })),
    total: { count: breakdown.total.count, amount: fromCents(breakdown.total.cents), ...profit(breakdown.total.profitCents) },
  };
}
