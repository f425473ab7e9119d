import { arrayOf, LIMITS, nullableString, numberOut, object, string, text, type Infer } from './common';

/** GET /reports/products?from=&to=&idleDays=: shop days as the revenue reports ask them; days without a sale (1 to 3650, 90 by default). */
export const productSalesQuery = object({ from: text(LIMITS.word), to: text(LIMITS.word), idleDays: text(LIMITS.word) });
export type ProductSalesQuery = Infer<typeof productSalesQuery>;

const productLine = object({ productId: string, name: string, quantity: numberOut, revenue: numberOut, profit: numberOut }, ['productId', 'name', 'quantity', 'revenue', 'profit']);
const idleProduct = object({ productId: string, name: string, quantity: numberOut, lastSold: nullableString, value: numberOut }, ['productId', 'name', 'quantity', 'lastSold', 'value']);

/** Each product's units, revenue and profit, their totals, and the products with stock and no sale in the last `idleDays` (LKR). */
export const productSalesAnswer = object(
  {
    from: string,
    to: string,
    idleDays: numberOut,
    lines: arrayOf(productLine),
    total: object({ quantity: numberOut, revenue: numberOut, profit: numberOut }, ['quantity', 'revenue', 'profit']),
    idle: arrayOf(idleProduct),
    idleValue: numberOut,
  },
  ['from', 'to', 'idleDays', 'lines', 'total', 'idle', 'idleValue'],
);
