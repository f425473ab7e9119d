import { documentNumber } from './numbers';
import { formatMoney } from './labels';
import { fromCents, toCents } from './money';
import { TENDERS, type PaymentRefusal, type Tender } from './payments';

/**
 * Returns of bills (product.md §10, beyond the spec): a bill is returned in whole or line by
 * line; the units go back to stock and the money goes back by a tender or onto the customer's
 * account (`credit`: what they owe falls). A product can never come back more often than it
 * was sold. The server checks with these functions in the return's transaction; the Return
 * dialog shows with them as the user types.
 */

/** How a return's money goes back: a tender, or `credit` (to the customer's account). */
export const REFUND_METHODS: readonly Tender[] = TENDERS;
export type RefundMethod = Tender;

/** A line sold or returned, as far as quantities go. */
export interface QuantityLine {
  productId: string;
  quantity: number;
}

/** A bill line with what has come back of it and what may still come back. */
export interface ReturnableLine<L extends QuantityLine> {
  line: L;
  sold: number;
  returned: number;
  left: number;
}

/**
 * Per bill line: sold, already returned, still returnable. A product's returns use up its
 * lines in bill order, so a bill selling one product on two lines (at two prices) refunds
 * the first line's price first, the same way each time it is asked.
 */
export function returnableLines<L extends QuantityLine>(lines: readonly L[], returned: readonly QuantityLine[]): ReturnableLine<L>[] {
  const back = new Map<string, number>();
  for (const line of returned) back.set(line.productId, (back.get(line.productId) ?? 0) + line.quantity);
  return lines.map((line) => {
    const used = Math.min(line.quantity, back.get(line.productId) ?? 0);
    back.set(line.productId, (back.get(line.productId) ?? 0) - used);
    return { line, sold: line.quantity, returned: used, left: line.quantity - used };
  });
}

/** Σ quantity per product. */
function byProduct(lines: readonly QuantityLine[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return totals;
}

/** A return asked for: per product, a whole quantity (0 lines are ignored). */
export interface ReturnRequestLine {
  productId?: unknown;
  quantity?: unknown;
}

/** The bill lines a return takes units from, with how many of each. */
export interface ReturnPlan<L extends QuantityLine> {
  taken: { line: L; quantity: number }[];
}

/** The largest quantity one line of a return may carry (as a bill's, product.md §9). */
const MAX_RETURN_QUANTITY = 1_000_000;

/**
 * Checks a return against the bill's lines and its earlier returns. Refused: a quantity that
 * is not a whole number ≥ 0, a product not on the bill, nothing to return, or more of a
 * product than was sold minus what already came back (`returnTooMuch`, naming the product
 * and what may still be returned: the server answers it with a 409).
 */
export function planReturn<L extends QuantityLine & { name: string }>(
  lines: readonly L[],
  returned: readonly QuantityLine[],
  requested: readonly ReturnRequestLine[] | null | undefined,
): ReturnPlan<L> | PaymentRefusal {
  const wanted: QuantityLine[] = [];
  for (const line of requested ?? []) {
    const quantity = line?.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_RETURN_QUANTITY) return { error: 'returnQuantityInvalid' };
    if (typeof line.productId !== 'string' || !lines.some((sold) => sold.productId === line.productId)) return { error: 'returnProductNotOnBill' };
    if (quantity > 0) wanted.push({ productId: line.productId, quantity });
  }
  if (wanted.length === 0) return { error: 'returnLinesRequired' };

  const open = returnableLines(lines, returned);
  for (const [productId, quantity] of byProduct(wanted)) {
    const left = open.filter((entry) => entry.line.productId === productId).reduce((sum, entry) => sum + entry.left, 0);
    if (quantity > left) {
      const name = lines.find((line) => line.productId === productId)!.name;
      return { error: 'returnTooMuch', values: { name, requested: String(quantity), left: String(left) } };
    }
  }

  const still = byProduct(wanted);
  const taken: ReturnPlan<L>['taken'] = [];
  for (const entry of open) {
    const quantity = Math.min(entry.left, still.get(entry.line.productId) ?? 0);
    if (quantity <= 0) continue;
    still.set(entry.line.productId, still.get(entry.line.productId)! - quantity);
    taken.push({ line: entry.line, quantity });
  }
  return { taken };
}

/** True when `outcome` is a refusal. */
export function isReturnRefusal<L extends QuantityLine>(outcome: ReturnPlan<L> | PaymentRefusal): outcome is PaymentRefusal {
  return 'error' in outcome;
}

/** The money a return gives back, Σ billed price × quantity, summed in cents (prices in LKR as typed or answered). */
export function refundCents(taken: readonly { line: { billedPrice: number }; quantity: number }[], pricesIn: 'cents' | 'lkr'): number {
  return taken.reduce((sum, { line, quantity }) => sum + (pricesIn === 'cents' ? line.billedPrice : toCents(line.billedPrice)) * quantity, 0);
}

/** A tender of a bill's payment or of one of its refunds (cents; a refund's amount is negative). */
export interface PaidTender {
  method: string;
  amount: number;
}

/**
 * What can still go back by each method (cents), for a bill of `total` cents: what was received
 * for it by that method, less what its returns already gave back so (product.md §10). Cash goes
 * back as cash, a card or transfer the same way, and credit (what the bill left owing) comes off
 * the account as a lower debt, never as money out. A bill with no tender recorded (sold before
 * payments were kept, or with nothing due) was paid in cash.
 */
export function refundable(total: number, paid: readonly PaidTender[], refunded: readonly PaidTender[]): Partial<Record<RefundMethod, number>> {
  const left: Partial<Record<RefundMethod, number>> = {};
  const tenders = paid.length || total === 0 ? paid : [{ method: 'cash', amount: total }];
  for (const { method, amount } of tenders) if (isRefundMethod(method)) left[method] = (left[method] ?? 0) + amount;
  for (const { method, amount } of refunded) if (isRefundMethod(method)) left[method] = (left[method] ?? 0) + amount;
  for (const method of REFUND_METHODS) if ((left[method] ?? 0) <= 0) delete left[method];
  return left;
}

/** A refund of `amount` cents by `method` beyond what the bill took that way; undefined when it is within. */
export function refundRefusal(amount: number, method: RefundMethod, left: Partial<Record<RefundMethod, number>>): PaymentRefusal | undefined {
  const available = left[method] ?? 0;
  return amount > available ? { error: 'refundMoreThanPaid', values: { amount: formatMoney(fromCents(available)) } } : undefined;
}

/** Is this a way the money can go back? */
export function isRefundMethod(method: unknown): method is RefundMethod {
  return REFUND_METHODS.includes(method as RefundMethod);
}

/** A credit note's number as printed: 45 → 'CN-000045'. */
export function creditNoteNumber(number: number): string {
  return documentNumber('creditNote', number);
}

/** What a bill counts for once its returns are taken off (LKR): the list's totals and the dashboard. */
export function netOfReturns(bill: { totalAmount?: unknown; returnedAmount?: unknown }): number {
  return fromCents(toCents(Number(bill.totalAmount ?? 0)) - toCents(Number(bill.returnedAmount ?? 0)));
}

/** A bill's profit once its returns' profit is taken off (LKR); undefined when the bill carries no profit (staff). */
export function profitNetOfReturns(bill: { profit?: unknown; returnedProfit?: unknown }): number | undefined {
  if (bill.profit === undefined || bill.profit === null) return undefined;
  return fromCents(toCents(Number(bill.profit)) - toCents(Number(bill.returnedProfit ?? 0)));
}

/** How much of a bill has come back: all of it, part of it, or (undefined) nothing. */
export type ReturnState = 'returned' | 'partReturned';

/**
 * A bill's return state, for the chip beside its net total: every unit sold came back
 * ('returned'), some did ('partReturned'), or none (undefined, also on a backend without
 * returns). Counted in units when the bill carries its returns' lines, else by money.
 */
export function returnState(bill: {
  products?: readonly { quantity?: unknown }[] | unknown;
  returns?: readonly { lines?: readonly { quantity?: unknown }[] }[] | unknown;
  totalAmount?: unknown;
  returnedAmount?: unknown;
}): ReturnState | undefined {
  const units = (lines: unknown) => (Array.isArray(lines) ? lines.reduce((sum: number, line) => sum + (Number(line?.quantity) || 0), 0) : 0);
  const returns = Array.isArray(bill.returns) ? bill.returns : [];
  const back = returns.reduce((sum: number, given) => sum + units(given?.lines), 0);
  if (back > 0) return back >= units(bill.products) ? 'returned' : 'partReturned';
  if (!(Number(bill.returnedAmount) > 0)) return undefined;
  return netOfReturns(bill) <= 0 ? 'returned' : 'partReturned';
}
