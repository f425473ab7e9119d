import { arrayOf, LIMITS, numberOut, object, string, text, type Infer, type Schema } from './common';

/** GET /reports/customers?from=&to=: both shop days, `YYYY-MM-DD`, as the revenue reports ask them. */
export const customerSalesQuery = object({ from: text(LIMITS.word), to: text(LIMITS.word) });
export type CustomerSalesQuery = Infer<typeof customerSalesQuery>;

const boolean = { type: 'boolean' } as unknown as Schema<boolean>;
const spend = object({ customerId: string, name: string, bills: numberOut, amount: numberOut, isNew: boolean }, ['customerId', 'name', 'bills', 'amount', 'isNew']);
const group = object({ customers: numberOut, bills: numberOut, amount: numberOut }, ['customers', 'bills', 'amount']);

/** The top customers by what they spent, the new and the returning, the walk-in apart, and the bills' total (LKR). */
export const customerSalesAnswer = object(
  { from: string, to: string, top: arrayOf(spend), newCustomers: group, returning: group, walkIn: object({ bills: numberOut, amount: numberOut }, ['bills', 'amount']), total: numberOut },
  ['from', 'to', 'top', 'newCustomers', 'returning', 'walkIn', 'total'],
);
