import { BUSINESSES, MONEY_TENDERS, type Business, type DayMovements, type MoneyTender } from './dayClose';

/**
 * Takings by payment method (issue 48, our server's `reports`; the owner's): the money received
 * over a range of days by how it was paid, each business's part in it, and the refunds of
 * returns given back by each, from the same `payments` rows and the same sums as each day's
 * close (src/domain/dayClose.ts `dayFigures`), so the range's figures are its days' closes added
 * up. Credit is no money: what went on accounts is shown apart.
 */

/** One payment method's line (cents, or LKR as the API answers it). */
export interface MethodTakings {
  method: MoneyTender;
  /** Received by this method, all businesses. */
  received: number;
  /** Refunds of returns given back by it. */
  refunded: number;
  net: number;
  /** The part of `received` each business brought. */
  businesses: Record<Business, number>;
}

/** `GET /reports/payment-methods` as the console reads it (LKR). */
export interface TakingsByMethodAnswer {
  from: string;
  to: string;
  methods: MethodTakings[];
  total: { received: number; refunded: number; net: number };
  /** Sales put on customers' and agents' accounts, and returns taken off them. */
  credit: { onAccounts: number; takenOff: number };
}

type Moved = Pick<DayMovements, 'received' | 'refunds'>;

const cents = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0);

/** Each money tender's takings from the payments moved (cents), in the tenders' order, and their totals. */
export function takingsByMethod(moved: Moved): Omit<TakingsByMethodAnswer, 'from' | 'to'> {
  const methods = MONEY_TENDERS.map((method) => {
    const businesses = Object.fromEntries(BUSINESSES.map((business) => [business, cents(moved.received[business]?.[method])])) as Record<Business, number>;
    const received = BUSINESSES.reduce((sum, business) => sum + businesses[business], 0);
    const refunded = cents(moved.refunds[method]);
    return { method, received, refunded, net: received - refunded, businesses };
  });
  const total = methods.reduce((sum, line) => ({ received: sum.received + line.received, refunded: sum.refunded + line.refunded, net: sum.net + line.net }), { received: 0, refunded: 0, net: 0 });
  const onAccounts = BUSINESSES.reduce((sum, business) => sum + cents(moved.received[business]?.credit), 0);
  return { methods, total, credit: { onAccounts, takenOff: cents(moved.refunds.credit) } };
}
