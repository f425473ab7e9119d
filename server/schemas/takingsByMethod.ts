import { MONEY_TENDERS } from '../../src/domain/dayClose';
import { arrayOf, enumOf, LIMITS, numberOut, object, string, text, type Infer } from './common';

/** GET /reports/payment-methods?from=&to=: both shop days, `YYYY-MM-DD`, as the revenue reports ask them. */
export const takingsByMethodQuery = object({ from: text(LIMITS.word), to: text(LIMITS.word) });
export type TakingsByMethodQuery = Infer<typeof takingsByMethodQuery>;

const businesses = object({ bill: numberOut, sale: numberOut, repair: numberOut, account: numberOut }, ['bill', 'sale', 'repair', 'account']);
const methodLine = object(
  { method: enumOf(MONEY_TENDERS), received: numberOut, refunded: numberOut, net: numberOut, businesses },
  ['method', 'received', 'refunded', 'net', 'businesses'],
);

/** Each money tender's takings, by business, and the refunds; their totals; what went on accounts and came off them (LKR). */
export const takingsByMethodAnswer = object(
  {
    from: string,
    to: string,
    methods: arrayOf(methodLine),
    total: object({ received: numberOut, refunded: numberOut, net: numberOut }, ['received', 'refunded', 'net']),
    credit: object({ onAccounts: numberOut, takenOff: numberOut }, ['onAccounts', 'takenOff']),
  },
  ['from', 'to', 'methods', 'total', 'credit'],
);
