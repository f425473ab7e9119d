import { shopDayStart } from './dates';
import type { MessageKey, Said } from './messages';
import { formatAmount } from './labels';
import { fromCents, hasAtMostTwoDecimals, toCents } from './money';
import { isBlank, required, type Rule, type RuleSet } from './validation';
import { walkInPaysInFull } from './walkIn';
import { RECHARGE_TYPES, type RechargeType } from './rechargeTypes';

// Moved to the shared money and date modules; still exported here for recharge's callers.
export { fromCents, toCents } from './money';
export { shopDayStart } from './dates';

/**
 * Recharges (product.md §3, §5, §9): the five providers, top-up and sale rules with the spec's
 * messages, and the balance / unit-cost / profit maths. Amounts are LKR with at most two
 * decimals; the maths runs in whole cents so sums never drift.
 */

export { RECHARGE_TYPES, type RechargeType };

/** Who a recharge is sold to (product.md §3). */
export const SOLD_TO_TYPES = ['customer', 'agent'] as const;
export type SoldToType = (typeof SOLD_TO_TYPES)[number];

/** The largest amount a top-up or sale may carry (LKR); far above any real one. */
export const MAX_RECHARGE_AMOUNT = 100_000_000;

export function isRechargeType(value: unknown): value is RechargeType {
  return typeof value === 'string' && (RECHARGE_TYPES as readonly string[]).includes(value);
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

/**
 * Balance per provider = Σ top-up value − Σ sold value (+ Σ the owner's float adjustments,
 * product.md §10), every provider named (0 when none).
 */
export function balances(
  boughtCents: Partial<Record<string, number>>,
  soldCents: Partial<Record<string, number>>,
  adjustedCents: Partial<Record<string, number>> = {},
): Record<RechargeType, number> {
  return Object.fromEntries(
    RECHARGE_TYPES.map((type) => [type, fromCents((boughtCents[type] ?? 0) - (soldCents[type] ?? 0) + (adjustedCents[type] ?? 0))]),
  ) as Record<RechargeType, number>;
}

/** A provider's average cost per unit of value: Σ cost / Σ value, four decimals (product.md §9); 0 with no value bought. */
export function unitCost(totalCost: number, totalValue: number): number {
  return totalValue > 0 ? round(totalCost / totalValue, 4) : 0;
}

/** A sale's profit: sold price − sold value × unit cost, two decimals (product.md §9). */
export function saleProfit(soldPrice: number, soldValue: number, cost: number): number {
  return round(soldPrice - soldValue * cost, 2);
}

/**
 * product.md §5's refusal. The template already says LKR, so each amount is the digits the
 * rest of the console shows after 'LKR ' (`1,250.00`): one way of writing money everywhere.
 */
export function insufficientBalanceMessage(balance: number, amount: number): Said {
  return { key: 'insufficientBalance', values: { balance: formatAmount(balance), amount: formatAmount(amount) } };
}

/** Editing or deleting a top-up would leave `type` with less than nothing. */
export function balanceWouldBeNegativeMessage(type: string, balance: number): Said {
  return { key: 'topUpBalanceNegative', values: { type, balance: formatAmount(balance) } };
}

/** A money amount: a finite number (or numeric text from a form), 0 … max, at most two decimals. */
export const amount =
  (min = 0): Rule =>
  (value) => {
    if (isBlank(value)) return undefined;
    const number = typeof value === 'number' ? value : Number(String(value).trim());
    if (!Number.isFinite(number)) return 'rechargeAmountInvalid';
    if (number < min) return min > 0 ? 'soldValuePositive' : 'rechargeAmountNegative';
    if (number > MAX_RECHARGE_AMOUNT) return 'rechargeAmountTooLarge';
    if (!hasAtMostTwoDecimals(number)) return 'rechargeAmountDecimals';
    return undefined;
  };

const provider =
  (key: MessageKey): Rule =>
  (value) =>
    isBlank(value) || isRechargeType(value) ? undefined : key;

const day: Rule = (value) => (isBlank(value) || shopDayStart(String(value).trim()) ? undefined : 'dateInvalid');

/** Top-up form (product.md §5): type, value, cost, date required; amounts ≥ 0 with two decimals. */
export const topUpRules: RuleSet = {
  rechargeType: [required('rechargeTypeRequired'), provider('rechargeTypeInvalid')],
  topUpValue: [required('topUpValueRequired'), amount()],
  topUpCost: [required('topUpCostRequired'), amount()],
  topUpDate: [required('rechargeDateRequired'), day],
};

/** 'Please select customer', or 'Please select agent' when selling to an agent. */
const soldToId: Rule = Object.assign(
  (value: unknown, record?: Record<string, unknown>) =>
    isBlank(value) ? (record?.soldToType === 'agent' ? 'saleAgentRequired' : 'saleCustomerRequired') : undefined,
  { isRequired: true },
);

const soldToType: Rule = (value) =>
  isBlank(value) || (SOLD_TO_TYPES as readonly unknown[]).includes(value) ? undefined : 'soldToTypeRequired';

/** Record Sale form (product.md §5). A sale of nothing is refused: the sold value must be above 0. */
export const saleRules: RuleSet = {
  rechargeType: [required('saleTypeRequired'), provider('rechargeTypeInvalid')],
  soldValue: [required('soldValueRequired'), amount(0.01)],
  soldPrice: [required('soldPriceRequired'), amount()],
  soldToType: [required('soldToTypeRequired'), soldToType],
  // The walk-in customer pays in full (product.md §10).
  soldToId: [soldToId, walkInPaysInFull],
};

/**
 * product.md §5: a sale's value or price may not exceed the chosen provider's balance. The refusal,
 * or undefined when it fits or cannot be judged yet (no amount, no provider, no balances).
 */
export function balanceShortfall(amount: unknown, type: unknown, balanceByType: unknown): Said | undefined {
  if (isBlank(amount) || !isRechargeType(type) || !balanceByType || typeof balanceByType !== 'object') return undefined;
  const wanted = typeof amount === 'number' ? amount : Number(String(amount).trim());
  const available = Number((balanceByType as Record<string, unknown>)[type]);
  if (!Number.isFinite(wanted) || !Number.isFinite(available)) return undefined;
  return toCents(wanted) > toCents(available) ? insufficientBalanceMessage(available, wanted) : undefined;
}
