import { arrayOf, numberOut, object, string, type Infer, type Schema } from './common';

/** One product's line of the stock's value (LKR). */
const stockValueLine = object({ _id: string, name: string, quantity: numberOut, averageCost: numberOut, value: numberOut }, ['_id', 'name', 'quantity', 'averageCost', 'value']);

/** The stock's value at the end of a shop day: its lines and their total (LKR). */
export const stockValueAnswer = object({ day: string, total: numberOut, lines: arrayOf(stockValueLine) }, ['day', 'total', 'lines']);

/** `?day=YYYY-MM-DD` (default: today). */
export const stockValueQuery = object({
  day: { type: 'string', maxLength: 40, description: 'A shop day, `YYYY-MM-DD` (default: today): the stock as it stood at its end.' } as unknown as Schema<string>,
});
export type StockValueQuery = Infer<typeof stockValueQuery>;
