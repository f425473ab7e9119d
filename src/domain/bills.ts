import type { Said } from './messages';
import { price, units } from './products';
import { firstError, isBlank, required, type Rule, type RuleSet } from './validation';
import { walkInPaysInFull } from './walkIn';

/**
 * Bills (product.md §3, §4, §5): the Create Bill form's rules, the totals and profit maths, the
 * stock refusal's message (the report's range is ./reports). Bills are created or
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
  const count = billLinesPresent(value);
  if (count) return count;
  for (const line of value as unknown[]) {
    const problem = line && typeof line === 'object' ? firstError(billLineRules, line as Record<string, unknown>) : 'billProductRequired';
    if (problem) return problem;
  }
  return undefined;
};

/**
 * Create Bill (product.md §5): a customer and at least one line of quantity ≥ 1 at a price ≥ 0;
 * the walk-in customer pays in full (§10).
 */
export const billRules: RuleSet = {
  customerId: [required('billCustomerRequired'), walkInPaysInFull],
  products: [lines],
};

/**
 * A line as the bill keeps it: the product's name and buying price at sale time, money in cents;
 * on our server also its selling price then and, for a discount, the reason (./prices).
 */
export interface BillLine {
  productId: string;
  name: string;
  quantity: number;
  billedPrice: number;
  buyingPrice: number;
  sellingPrice?: number;
  discountReason?: string;
  /** A sold device's IMEI or serial (product.md §10, ./serials), trimmed; absent for none. */
  serial?: string;
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
export function insufficientStockMessage(name: string, available: number, requested: number): Said {
  return { key: 'insufficientStock', values: { name, available: String(available), requested: String(requested) } };
}

/** The lines of the Create Bill form: at least one, at most MAX_BILL_LINES (each line has its own rules). */
export const billLinesPresent: Rule = (value) => {
  if (!Array.isArray(value) || value.length === 0) return 'billProductsRequired';
  return value.length > MAX_BILL_LINES ? 'billTooManyLines' : undefined;
};

/**
 * A line's quantity against the stock the list showed when its product was picked (the
 * form keeps it as the line's `available`). A hint for the seller only: the server's
 * conditional stock update is the guard, and its 409 is shown as it comes.
 */
export const withinStock: Rule = (value, line) => {
  const available = line?.available;
  if (typeof available !== 'number' || isBlank(value)) return undefined;
  return Number(value) > available ? 'quantityAboveStock' : undefined;
};

/** The total of a form's lines, Σ quantity × billed price, summed in cents (LKR). */
export function linesTotal(lines: unknown): number {
  if (!Array.isArray(lines)) return 0;
  let cents = 0;
  for (const line of lines as { quantity?: unknown; billedPrice?: unknown }[]) {
    const quantity = Number(line?.quantity);
    const price = Number(line?.billedPrice);
    if (Number.isFinite(quantity) && Number.isFinite(price)) cents += Math.round(price * 100) * quantity;
  }
  return cents / 100;
}
