import { arrayOf, LIMITS, numberOut, object, string, text, type Infer } from './common';

/** GET /reports/sales-by-time?from=&to=: both shop days, `YYYY-MM-DD`, as the revenue reports ask them. */
export const salesByTimeQuery = object({ from: text(LIMITS.word), to: text(LIMITS.word) });
export type SalesByTimeQuery = Infer<typeof salesByTimeQuery>;

const takings = object({ count: numberOut, amount: numberOut }, ['count', 'amount']);

/** The takings by the shop's hour (24) and weekday (7, Monday first), each weekday's by hour, and the total (LKR). */
export const salesByTimeAnswer = object(
  { from: string, to: string, hours: arrayOf(takings), weekdays: arrayOf(takings), grid: arrayOf(arrayOf(numberOut)), total: takings },
  ['from', 'to', 'hours', 'weekdays', 'grid', 'total'],
);
