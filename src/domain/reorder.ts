import type { Language } from './languages';

/**
 * The reorder list (issue 47, our server's `reorder`): the products at or under their reorder
 * level, each with its rate of sale over the last shop days, the days of stock that leaves, and
 * a quantity to order, grouped by the supplier last bought from. The server works it out
 * (`GET /stock/reorder`); the rules are here, once, for both sides.
 */

/** The shop days the rate of sale is read over: today and the 29 before it. */
export const SALE_DAYS = 30;

/** The days an order is meant to last. */
export const COVER_DAYS = 30;

/** Units sold a day over `days`, from the units sold net of returns (never below 0). */
export function soldPerDay(sold: number, days = SALE_DAYS): number {
  return days > 0 ? Math.max(0, sold) / days : 0;
}

/** Whole days the stock on hand lasts at `perDay`; null when nothing sells (the list shows —). */
export function daysLeft(onHand: number, perDay: number): number | null {
  if (perDay <= 0) return null;
  return Math.floor(Math.max(0, onHand) / perDay);
}

/**
 * The quantity to order: enough for COVER_DAYS at the rate of sale (the rate is of 30 days, and a
 * small shop orders about monthly), and at least enough to lift the stock above the reorder level,
 * so a product that sold nothing still leaves the list once its order is received.
 */
export function suggestedQuantity(onHand: number, reorderLevel: number, perDay: number): number {
  const wanted = Math.max(Math.ceil(perDay * COVER_DAYS - 1e-9), reorderLevel + 1);
  return Math.max(0, wanted - Math.max(0, onHand));
}

/** A rate of sale as shown: to two decimals at most ('0.03', '1.5', '2'), so one unit a month still shows. */
export const formatPerDay = (perDay: number): string => String(Number(Math.max(0, perDay).toFixed(2)));

/** One product on the list. */
export interface ReorderLine {
  productId: string;
  name: string;
  /** On hand now. */
  quantity: number;
  reorderLevel: number;
  /** Units sold over the last SALE_DAYS shop days, net of customer returns and deleted bills. */
  sold: number;
  perDay: number;
  daysLeft: number | null;
  suggested: number;
  /** The unit cost on its latest goods received note (LKR), or null; a purchase order shows it only when the owner asks. */
  lastUnitCost: number | null;
}

/** The products last bought from one supplier (`supplier` null: never received from any). */
export interface ReorderGroup {
  supplier: {
    _id: string;
    name: string;
    phoneNumber: string | null;
    whatsappNumber: string | null;
    /** The purchase order's language (src/domain/suppliers.ts `supplierLanguage`). */
    language: Language;
  } | null;
  lines: ReorderLine[];
}

/** `GET /stock/reorder`: the shop days read (`from`–`to`, both included) and the groups. */
export interface ReorderAnswer {
  from: string;
  to: string;
  days: number;
  groups: ReorderGroup[];
}

/** Lines in the order to act on: fewest days left first, those selling nothing after, then by name. */
export function byUrgency(a: ReorderLine, b: ReorderLine): number {
  const left = (line: ReorderLine) => (line.daysLeft === null ? Number.POSITIVE_INFINITY : line.daysLeft);
  return left(a) - left(b) || a.quantity - b.quantity || a.name.localeCompare(b.name);
}
