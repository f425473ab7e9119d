import { RECHARGE_TYPES, type RechargeType } from './rechargeTypes';

/**
 * Recharge sales and margin by provider (issue 48, our server's `reports`; the owner's: margin
 * is a cost figure): over a range of days, each provider's sales by sale date as the takings
 * count them (what the buyer paid), the value sold, the profit kept on each sale, and the margin.
 */

/** One provider's line (cents, or LKR as the API answers it). */
export interface ProviderMargin {
  rechargeType: RechargeType;
  count: number;
  /** The reload value sold. */
  value: number;
  /** What the buyers paid: the provider's takings. */
  amount: number;
  profit: number;
  /** Profit as a share of what was paid, in percent; null when nothing was. */
  margin: number | null;
}

/** `GET /reports/recharge-margins` as the console reads it (LKR). */
export interface RechargeMarginsAnswer {
  from: string;
  to: string;
  providers: ProviderMargin[];
  total: Omit<ProviderMargin, 'rechargeType'>;
}

/** Profit as a share of the amount paid, in percent to one decimal; null for nothing paid. */
export const marginOf = (profit: number, amount: number): number | null => (amount === 0 ? null : Math.round((profit / amount) * 1000) / 10);

/** Every provider in the shop's order (one without a sale at nought) from the grouped rows (cents), and the total. */
export function providerMargins(rows: readonly { rechargeType: string; count: number; value: number; amount: number; profit: number }[]): Omit<RechargeMarginsAnswer, 'from' | 'to'> {
  const providers = RECHARGE_TYPES.map((rechargeType) => {
    const row = rows.find((line) => line.rechargeType === rechargeType);
    const [count, value, amount, profit] = [row?.count ?? 0, row?.value ?? 0, row?.amount ?? 0, row?.profit ?? 0];
    return { rechargeType, count, value, amount, profit, margin: marginOf(profit, amount) };
  });
  const sum = (pick: (line: ProviderMargin) => number) => providers.reduce((total, line) => total + pick(line), 0);
  const [amount, profit] = [sum((line) => line.amount), sum((line) => line.profit)];
  return { providers, total: { count: sum((line) => line.count), value: sum((line) => line.value), amount, profit, margin: marginOf(profit, amount) } };
}
