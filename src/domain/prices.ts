import { formatMoney } from './labels';
import { messageText, refusalSaid } from './messages';
import { fromCents, readAmount, toCents } from './money';
import { isBlank, lengthBetween, type Rule } from './validation';

/**
 * Prices staff cannot quietly undercut (product.md §10, beyond the spec). A bill line starts at
 * the product's selling price; a lower price is a discount, which needs a reason and, for staff,
 * stays within the largest discount the owner allows (a percentage of the selling price, in the
 * shop's settings). Below the buying price only the owner may sell, and such a bill is marked.
 * Selling at or above the owner's own selling price is never refused: if that price is under
 * cost, the owner chose it. All maths in whole cents.
 */

/** The largest discount staff may give until the owner sets another: 10% of the selling price. */
export const DEFAULT_MAX_DISCOUNT_PERCENT = 10;
/** A discount's reason is a few words ("regular customer", "scratched box"). */
export const DISCOUNT_REASON_MAX = 120;

/** A line's price against its product, in cents. */
export interface LinePrice {
  /** The product's selling price when billed. */
  sellingPrice: number;
  billedPrice: number;
  /** The product's buying price; unknown to staff's console, so optional. */
  buyingPrice?: number;
  discountReason?: string | null;
}

/** Who is billing, and what the owner set. */
export interface PricePolicy {
  /** The largest discount in percent, or undefined where no limit can be read (the shop's own backend). */
  maxDiscountPercent: number | undefined;
  /** The owner: any discount, and below cost. */
  mayUnderprice: boolean;
  /** A discount needs a reason (where the backend keeps one). */
  asksReason: boolean;
}

export type PriceRefusal =
  | { error: 'discountAboveLimit'; values: { percent: string; lowest: string } }
  | { error: 'belowCostForbidden' | 'discountReasonRequired'; values?: undefined };

/** A price under the selling price is a discount. */
export const isDiscounted = (line: LinePrice): boolean => line.billedPrice < line.sellingPrice;

/** Sold under what it cost the shop (false when the cost is not known). */
export const isBelowCost = (line: Pick<LinePrice, 'billedPrice' | 'buyingPrice'>): boolean => line.buyingPrice !== undefined && line.billedPrice < line.buyingPrice;

/** Does any line of a bill sell below cost? (the owner's mark on the bill) */
export const anyBelowCost = (lines: readonly Pick<LinePrice, 'billedPrice' | 'buyingPrice'>[]): boolean => lines.some(isBelowCost);

/**
 * The lowest price (cents) within `maxPercent` off `sellingPrice`. The discount allowed is
 * rounded down to the cent, so the limit is never exceeded: 10% off LKR 9.99 is at most 0.99.
 */
export function lowestPrice(sellingPrice: number, maxPercent: number): number {
  return sellingPrice - Math.floor((sellingPrice * maxPercent) / 100);
}

/** The discount as a percentage of the selling price, to two decimals (0 when none). */
export function discountPercent(line: LinePrice): number {
  if (!isDiscounted(line) || line.sellingPrice <= 0) return 0;
  return Math.round(((line.sellingPrice - line.billedPrice) * 10_000) / line.sellingPrice) / 100;
}

/**
 * Why this line's price is refused, or undefined. Staff: within the limit first (the console
 * can say so as they type), then not below cost (only the server knows the cost); everyone:
 * a reason for a discount where the backend keeps one.
 */
export function priceRefusal(line: LinePrice, policy: PricePolicy): PriceRefusal | undefined {
  if (!isDiscounted(line)) return undefined;
  if (!policy.mayUnderprice) {
    const limit = policy.maxDiscountPercent;
    if (limit !== undefined && line.billedPrice < lowestPrice(line.sellingPrice, limit)) {
      return { error: 'discountAboveLimit', values: { percent: String(limit), lowest: formatMoney(fromCents(lowestPrice(line.sellingPrice, limit))) } };
    }
    if (isBelowCost(line)) return { error: 'belowCostForbidden' };
  }
  if (policy.asksReason && isBlank(line.discountReason)) return { error: 'discountReasonRequired' };
  return undefined;
}

/** A refusal's message with its figures filled in. */
export function priceRefusalText(refusal: PriceRefusal): string {
  return messageText(refusalSaid(refusal));
}

/** A discount's reason: a few words. */
export const discountReasonRules: readonly Rule[] = [lengthBetween(1, DISCOUNT_REASON_MAX, 'discountReasonTooLong')];

/**
 * A bill form's line (LKR, as typed; `sellingPrice` kept on the line when its product was
 * picked) in cents; undefined until both prices are numbers.
 */
export function formLinePrice(line: { billedPrice?: unknown; sellingPrice?: unknown } | undefined): LinePrice | undefined {
  const cents = centsOfBoth(line?.sellingPrice, line?.billedPrice);
  return cents && { sellingPrice: cents[0], billedPrice: cents[1] };
}

/** A form line's reason: required once its price is under the product's selling price. */
export const reasonForDiscount: Rule = (value, line) => {
  const prices = formLinePrice(line);
  return prices && isDiscounted(prices) && isBlank(value) ? 'discountReasonRequired' : undefined;
};

/** Two amounts typed into a form (LKR, numbers or text) in cents, when both are numbers. */
function centsOfBoth(a: unknown, b: unknown): [number, number] | undefined {
  if (isBlank(a) || isBlank(b)) return undefined;
  const [x, y] = [readAmount(a), readAmount(b)];
  return Number.isFinite(x) && Number.isFinite(y) ? [toCents(x), toCents(y)] : undefined;
}

/**
 * A product's form (LKR): is the selling price under the buying price? A warning the owner
 * confirms, never a refusal (a clearance sale is the owner's call).
 */
export function sellsUnderCost(values: { buyingPrice?: unknown; sellingPrice?: unknown }): boolean {
  const cents = centsOfBoth(values.buyingPrice, values.sellingPrice);
  return cents !== undefined && cents[1] < cents[0];
}

/** A top-up's form (LKR): does it cost more than the reload value it gives? Confirmed, not refused. */
export function costsMoreThanValue(values: { topUpValue?: unknown; topUpCost?: unknown }): boolean {
  const cents = centsOfBoth(values.topUpValue, values.topUpCost);
  return cents !== undefined && cents[1] > cents[0];
}
