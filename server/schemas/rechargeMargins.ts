import { RECHARGE_TYPES } from '../../src/domain/rechargeTypes';
import { arrayOf, enumOf, LIMITS, numberOut, object, string, text, type Infer, type Schema } from './common';

/** GET /reports/recharge-margins?from=&to=: both shop days, `YYYY-MM-DD`, as the revenue reports ask them. */
export const rechargeMarginsQuery = object({ from: text(LIMITS.word), to: text(LIMITS.word) });
export type RechargeMarginsQuery = Infer<typeof rechargeMarginsQuery>;

const margin = { type: ['number', 'null'] } as unknown as Schema<number | null>;
const figures = { count: numberOut, value: numberOut, amount: numberOut, profit: numberOut, margin };
const required = ['count', 'value', 'amount', 'profit', 'margin'] as const;

/** Each provider's sales, value sold, takings, profit and margin (percent), and the total (LKR). */
export const rechargeMarginsAnswer = object(
  {
    from: string,
    to: string,
    providers: arrayOf(object({ rechargeType: enumOf(RECHARGE_TYPES), ...figures }, ['rechargeType', ...required])),
    total: object(figures, [...required]),
  },
  ['from', 'to', 'providers', 'total'],
);
