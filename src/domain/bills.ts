import { shopDayEnd, shopDayStart } from './dates';
import { MESSAGES, type MessageKey } from './messages';
import { price, units } from './products';
import { firstError, isBlank, required, type Rule, type RuleSet } from './validation';

/**
 * Bills (spec §3, §4, §5): the Create Bill form's rules, the totals and profit maths, the
 * stock refusal's message and the revenue report's date range. Bills are created or
 * deleted only, never edited. Money maths runs in whole cents.
 */

/** More lines than any counter bill has; keeps a bill's total exact in cents. */
export const MAX_BILL_LINES = 50;

/** One product line of the form: which product, how many, at what price (LKR). */
export const billLineRules: RuleSet = {
  productId: [required('billProductRequired')],
  quantity: [required('quantityRequired'), units(1, 'quantityMin')],
  billedPrice: [required('billedPriceRequired'), price],
};

/** The lines: at least one, at most MAX_BILL_LINES, each valid (the first bad line's message). */
const lines: Rule = (value) => {
  if (!Array.isArray(value) || value.length === 0) return 'billProductsRequired';
  if (value.length > MAX_BILL_LINES) return 'billTooManyLines';
  for (const line of value) {
    const problem = line && typeof line === 'object' ? firstError(billLineRules, line as Record<string, unknown>) : 'billProductRequired';
    if (problem) return problem;
  }
  return undefined;
};

/** Create Bill (spec §5): a customer and at least one line of quantity ≥ 1 at a price ≥ 0. */
export const billRules: RuleSet = {
  customerId: [required('billCustomerRequired')],
  products: [lines],
};

/** A line as the bill keeps it: the product's name and buying price at sale time, money in cents. */
export interface BillLine {
  productId: string;
  name: string;
  quantity: number;
  billedPrice: number;
  buyingPrice: number;
}

/**
 * Units asked per product, in order of first appearance: repeated lines of one product
 * count together against its stock.
 */
export function quantitiesByProduct(lines: readonly { productId: string; quantity: number }[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return totals;
}

/** totalAmount = Σ billedPrice × quantity; profit = Σ (billedPrice − buyingPrice) × quantity (cents). */
export function billTotals(lines: readonly BillLine[]): { totalAmount: number; profit: number } {
  let totalAmount = 0;
  let profit = 0;
  for (const line of lines) {
    totalAmount += line.billedPrice * line.quantity;
    profit += (line.billedPrice - line.buyingPrice) * line.quantity;
  }
  return { totalAmount, profit };
}

/** 'Insufficient stock for HDMI Cable: available 3, requested 5'. */
export function insufficientStockMessage(name: string, available: number, requested: number): string {
  return MESSAGES.insufficientStock
    .replace('{name}', name)
    .replace('{available}', String(available))
    .replace('{requested}', String(requested));
}

/** Instants (ISO-8601 UTC) bounding a report: from `start` inclusive to `end` exclusive; either may be open. */
export interface InstantRange {
  start?: string;
  end?: string;
}

/**
 * The revenue report's range from optional `YYYY-MM-DD` days, both inclusive Asia/Colombo
 * days: from the start of `from` to the start of the day after `to`. A malformed day or
 * `from` after `to` is the message key to answer.
 */
export function reportRange(from?: string, to?: string): InstantRange | { error: MessageKey } {
  const range: InstantRange = {};
  if (!isBlank(from)) {
    range.start = shopDayStart(from!.trim());
    if (!range.start) return { error: 'dateInvalid' };
  }
  if (!isBlank(to)) {
    range.end = shopDayEnd(to!.trim());
    if (!range.end) return { error: 'dateInvalid' };
  }
  if (range.start && range.end && range.start >= range.end) return { error: 'dateRangeOrder' };
  return range;
}
