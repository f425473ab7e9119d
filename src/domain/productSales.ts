import { addDays } from './dates';
import type { MessageKey } from './messages';

/**
 * The products report (issue 48, our server's `reports`; the owner's): each product's units
 * sold, revenue and profit over a range of days, by the bill lines of the bills made then net
 * of their returns (a return counts on its bill's day, as the takings count it), so its totals
 * are the bills' takings of the revenue reports and the day close; and the products with stock
 * that sold nothing in the last N days of the range, with their stock value as the stock value
 * screen counts it (units × moving-average cost).
 */

/** Units, revenue and profit of a product's lines (cents), sold or returned. */
export interface ProductLines {
  productId: string;
  name: string;
  quantity: number;
  revenue: number;
  profit: number;
}

/** A product with stock and no sale in the days asked: when it last sold (an instant, or null for never) and its stock value (cents). */
export interface IdleProduct {
  productId: string;
  name: string;
  quantity: number;
  lastSold: string | null;
  value: number;
}

/** `GET /reports/products` as the console reads it (LKR). */
export interface ProductSalesAnswer {
  from: string;
  to: string;
  idleDays: number;
  lines: ProductLines[];
  total: { quantity: number; revenue: number; profit: number };
  idle: IdleProduct[];
  idleValue: number;
}

export const DEFAULT_IDLE_DAYS = 90;
export const MAX_IDLE_DAYS = 3650;

/** The `idleDays` asked: a whole number from 1 to 3650, 90 when none is given. */
export function readIdleDays(asked: unknown): { days: number } | { error: MessageKey } {
  if (asked === undefined || asked === null || asked === '') return { days: DEFAULT_IDLE_DAYS };
  const text = String(asked).trim();
  const days = Number(text);
  if (!/^\d+$/.test(text) || days < 1 || days > MAX_IDLE_DAYS) return { error: 'idleDaysInvalid' };
  return { days };
}

/**
 * Each product's lines sold less those returned, best revenue first (then by name): a product
 * sold and wholly returned stays, at nought, so the list still says it was billed. The name is
 * the product's name today where it has one, else the name its lines were sold under.
 */
export function netProductLines(sold: readonly ProductLines[], returned: readonly ProductLines[], names: ReadonlyMap<string, string> = new Map()): ProductLines[] {
  const lines = new Map<string, ProductLines>();
  for (const line of sold) {
    const known = lines.get(line.productId);
    if (known) Object.assign(known, { quantity: known.quantity + line.quantity, revenue: known.revenue + line.revenue, profit: known.profit + line.profit });
    else lines.set(line.productId, { ...line, name: names.get(line.productId) ?? line.name });
  }
  for (const line of returned) {
    const known = lines.get(line.productId) ?? { productId: line.productId, name: names.get(line.productId) ?? line.name, quantity: 0, revenue: 0, profit: 0 };
    lines.set(line.productId, { ...known, quantity: known.quantity - line.quantity, revenue: known.revenue - line.revenue, profit: known.profit - line.profit });
  }
  return [...lines.values()].sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name) || a.productId.localeCompare(b.productId));
}

/** The sums of the lines (cents). */
export const productTotals = (lines: readonly ProductLines[]) =>
  lines.reduce((total, line) => ({ quantity: total.quantity + line.quantity, revenue: total.revenue + line.revenue, profit: total.profit + line.profit }), { quantity: 0, revenue: 0, profit: 0 });

/** The first of the `days` shop days ending with `to` (both `YYYY-MM-DD`): a product sold since then is not idle. */
export const idleSince = (to: string, days: number): string => addDays(to, -(days - 1));
