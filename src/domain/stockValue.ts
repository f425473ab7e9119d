import { askedDay } from './dates';
import type { MessageKey } from './messages';

/**
 * The stock's value (issue 47, beyond the spec; the owner's alone): each product's units on
 * hand × its moving-average cost, and their total, today or at the end of any past shop day.
 * The server reads them from the stock ledger: each product's last movement on or before the
 * day's end keeps both (migration 0049).
 */

/** One product's line (LKR): its units and average cost then, and their product. */
export interface StockValueLine {
  _id: string;
  name: string;
  quantity: number;
  averageCost: number;
  value: number;
}

/** `GET /stock/value?day=`: the day valued, its lines (products with stock then, by name) and their total (LKR). */
export interface StockValueAnswer {
  day: string;
  total: number;
  lines: StockValueLine[];
}

/** A line's value in cents: units × average cost (cents). */
export const lineValue = (line: { quantity: number; averageCost: number }): number => line.quantity * line.averageCost;

/** The total in cents of lines kept in cents. */
export const totalValue = (lines: readonly { quantity: number; averageCost: number }[]): number => lines.reduce((sum, line) => sum + lineValue(line), 0);

/**
 * The day asked (`YYYY-MM-DD`), given "today" so tests fix the clock: none means today; a day
 * that is not one, or one after today (its stock is not known yet), is refused with why.
 */
export function valuedDay(asked: unknown, today: string): { day: string } | { error: MessageKey } {
  const read = askedDay(asked);
  if ('error' in read) return read;
  const day = read.day ?? today;
  return day > today ? { error: 'stockValueDayFuture' } : { day };
}
