import { payloadDay, shopDay } from './dates';
import { formatMoney } from './labels';
import type { MessageKey } from './messages';
import { fromCents, hasAtMostTwoDecimals, readAmount, toCents } from './money';
import { MAX_TENDER, RECEIVING_TENDERS } from './payments';
import { price, units } from './products';
import { firstError, isBlank, lengthBetween, required, type Rule, type RuleSet } from './validation';

/**
 * Goods received (issue 47, beyond the spec): stock bought from a supplier against their
 * invoice, at a cost per unit, paid now by a tender or owed to the supplier. The form's rules
 * (shared by the console and the server), the moving-average cost the server sets, a payment
 * out to a supplier, and what the dashboard says is due.
 * Money is whole cents here, as in bills.ts.
 */

/** More lines than any supplier's invoice has. */
export const MAX_RECEIPT_LINES = 100;
/** The largest note (LKR): far above a small shop's delivery, and its cents fit the stored whole number. */
export const MAX_RECEIPT_TOTAL = 20_000_000;

/** How a receipt was settled: a tender paid out now, or owed to the supplier. */
export const RECEIPT_PAYMENTS = [...RECEIVING_TENDERS, 'owed'] as const;
export type ReceiptPayment = (typeof RECEIPT_PAYMENTS)[number];

export const isReceiptPayment = (value: unknown): value is ReceiptPayment =>
  typeof value === 'string' && (RECEIPT_PAYMENTS as readonly string[]).includes(value);

/** One line of the form: which product, how many units, at what cost each (LKR). */
export const receiptLineRules: RuleSet = {
  productId: [required('billProductRequired')],
  quantity: [required('quantityRequired'), units(1, 'quantityMin')],
  unitCost: [required('unitCostRequired'), price],
};

/** The lines of the form: at least one, at most MAX_RECEIPT_LINES (each line has its own rules, shown under its inputs). */
export const receiptLinesPresent: Rule = (value) => {
  if (!Array.isArray(value) || value.length === 0) return 'billProductsRequired';
  return value.length > MAX_RECEIPT_LINES ? 'receiptTooManyLines' : undefined;
};

const lines: Rule = (value) => {
  const count = receiptLinesPresent(value);
  if (count) return count;
  for (const line of value as unknown[]) {
    const problem = line && typeof line === 'object' ? firstError(receiptLineRules, line as Record<string, unknown>) : 'billProductRequired';
    if (problem) return problem;
  }
  return formReceiptTotal(value) > MAX_RECEIPT_TOTAL ? 'receiptTotalTooLarge' : undefined;
};

const payment: Rule = (value) => (isBlank(value) || isReceiptPayment(String(value).trim()) ? undefined : 'receiptPaymentInvalid');

/**
 * The receipt's rules with "today" given (a Colombo `YYYY-MM-DD`), so tests fix the clock: a
 * supplier, their invoice number (1–40 characters) and its date (not after today), how it was
 * paid, and the lines. An owed receipt may say when it is due (not before the invoice's date).
 */
export function goodsReceiptRulesOn(today: () => string): RuleSet {
  const invoiceDate: Rule = (value) => {
    if (isBlank(value)) return undefined;
    const day = payloadDay(String(value));
    if (!day) return 'dateInvalid';
    return day > today() ? 'invoiceDateFuture' : undefined;
  };
  const dueDate: Rule = (value, record) => {
    if (isBlank(value)) return undefined;
    const day = payloadDay(String(value));
    if (!day) return 'dateInvalid';
    const invoice = typeof record?.invoiceDate === 'string' ? payloadDay(record.invoiceDate) : undefined;
    return invoice && day < invoice ? 'dueDateBeforeInvoice' : undefined;
  };
  return {
    supplierId: [required('receiptSupplierRequired')],
    invoiceNumber: [required('invoiceNumberRequired'), lengthBetween(1, 40, 'invoiceNumberLength')],
    invoiceDate: [required('invoiceDateRequired'), invoiceDate],
    payment: [required('receiptPaymentInvalid'), payment],
    dueDate: [dueDate],
    lines: [lines],
  };
}

export const goodsReceiptRules: RuleSet = goodsReceiptRulesOn(() => shopDay());

/**
 * How a note's unit costs were set: `invoice`, typed by the owner from the supplier's invoice;
 * `average`, received by staff (who see no cost), each line at the product's moving-average cost
 * then; `corrected`, such a note whose costs the owner has since put right.
 */
export const RECEIPT_COSTINGS = ['invoice', 'average', 'corrected'] as const;
export type ReceiptCosting = (typeof RECEIPT_COSTINGS)[number];

/** One line of staff's form: a product and its units, no cost. */
export const staffReceiptLineRules: RuleSet = { productId: receiptLineRules.productId, quantity: receiptLineRules.quantity };

const staffLines: Rule = (value) => {
  const count = receiptLinesPresent(value);
  if (count) return count;
  for (const line of value as unknown[]) {
    const problem = line && typeof line === 'object' ? firstError(staffReceiptLineRules, line as Record<string, unknown>) : 'billProductRequired';
    if (problem) return problem;
  }
  return undefined;
};

/**
 * Staff's note (the owner's `staffReceiveGoods` switch): the supplier, their invoice number and
 * date, and lines of product and units. No cost and no payment: the server values each line at the
 * product's moving-average cost and the note is owed, the owner's to settle and to correct.
 */
export function staffReceiptRulesOn(today: () => string): RuleSet {
  const { supplierId, invoiceNumber, invoiceDate } = goodsReceiptRulesOn(today);
  return { supplierId, invoiceNumber, invoiceDate, lines: [staffLines] };
}

export const staffReceiptRules: RuleSet = staffReceiptRulesOn(() => shopDay());

/** Does staff's note carry what is the owner's to say: a unit cost on a line, a payment or a due date? */
export function carriesOwnersFields(input: { payment?: unknown; dueDate?: unknown; lines?: unknown }): boolean {
  if (!isBlank(input.payment) || !isBlank(input.dueDate)) return true;
  return Array.isArray(input.lines) && input.lines.some((line) => line && typeof line === 'object' && !isBlank((line as { unitCost?: unknown }).unitCost));
}

/** The owner's corrected unit costs, one per line of the note in its order (LKR). */
export const correctedCostRules: RuleSet = { unitCost: [required('unitCostRequired'), price] };

/** A line's cost in cents: quantity × unit cost. */
export const lineCost = (line: { quantity: number; unitCost: number }): number => line.quantity * line.unitCost;

/** A receipt's total in cents: Σ quantity × unit cost. */
export const receiptTotal = (lines: readonly { quantity: number; unitCost: number }[]): number => lines.reduce((sum, line) => sum + lineCost(line), 0);

/**
 * The buying price after a receipt: the moving-average cost of what is then on the shelf,
 * (max(onHand, 0) × oldCost + Σ received cost) / (max(onHand, 0) + received units), to the
 * cent. Stock below zero counts as none (the database refuses it today, but a count or an
 * import may one day leave it so): those units already left at the old cost. All in cents.
 */
export function movingAverageCost(stock: { onHand: number; cost: number }, received: { quantity: number; cost: number }): number {
  if (received.quantity <= 0) return stock.cost;
  const kept = Math.max(stock.onHand, 0);
  return Math.round((kept * stock.cost + received.cost) / (kept + received.quantity));
}

/**
 * The buying price after the owner corrects a staff note's costs once its products have moved
 * since (sold, received, returned, counted): sales since keep the cost they were sold at, so only
 * the units of the note still on the shelf take the difference. Units cannot be told apart at an
 * average cost, so the shelf is taken to hold the note's units as far as it holds any
 * (min(note's units, on hand)); the stock's value moves by that share of (new − old note cost),
 * never below 0. An empty shelf keeps its cost. All in cents.
 */
export function correctedAverageCost(shelf: { onHand: number; cost: number }, note: { quantity: number; oldCost: number; newCost: number }): number {
  if (shelf.onHand <= 0 || note.quantity <= 0) return shelf.cost;
  const onShelf = Math.min(note.quantity, shelf.onHand);
  const value = shelf.onHand * shelf.cost + ((note.newCost - note.oldCost) * onShelf) / note.quantity;
  return Math.max(0, Math.round(value / shelf.onHand));
}

/** A form's lines' total in LKR, summed in cents (the create dialog's figure). */
export function formReceiptTotal(lines: unknown): number {
  if (!Array.isArray(lines)) return 0;
  let cents = 0;
  for (const line of lines as { quantity?: unknown; unitCost?: unknown }[]) {
    const quantity = Number(line?.quantity);
    const cost = Number(line?.unitCost);
    if (Number.isFinite(quantity) && Number.isFinite(cost)) cents += Math.round(cost * 100) * quantity;
  }
  return cents / 100;
}

/** A payment out to a supplier, checked: cents and the tender, or why not. */
export type SupplierPayment = { amount: number; method: (typeof RECEIVING_TENDERS)[number] } | { error: MessageKey; values?: Record<string, string> };

/**
 * A payment out to a supplier of `owed` cents (what their owed notes come to, less what was paid):
 * any money tender, an amount of 0.01 … 10,000,000 to the cent, part or all of what is owed and
 * never more (the shop has no use yet for money left with a supplier, so an overpayment is a typo).
 */
export function supplierPayment(owed: number, amount: unknown, method: unknown): SupplierPayment {
  if (owed <= 0) return { error: 'nothingOwed' };
  if (!RECEIVING_TENDERS.includes(method as never)) return { error: 'tenderMethodInvalid' };
  const problem = tenderAmountProblem(amount);
  if (problem) return { error: problem };
  const cents = toCents(readAmount(amount));
  if (cents > owed) return { error: 'paymentMoreThanOwed', values: { balance: formatMoney(fromCents(owed)) } };
  return { amount: cents, method: method as (typeof RECEIVING_TENDERS)[number] };
}

const tenderAmountProblem: Rule = (value) => {
  if (isBlank(value)) return 'tenderAmountRequired';
  const amount = readAmount(value);
  if (!Number.isFinite(amount)) return 'tenderAmountRequired';
  if (amount <= 0) return 'tenderAmountPositive';
  if (amount > MAX_TENDER) return 'tenderAmountTooLarge';
  if (!hasAtMostTwoDecimals(amount)) return 'tenderAmountDecimals';
  return toCents(amount) > 0 ? undefined : 'tenderAmountPositive';
};

/** A supplier's balance as `GET /suppliers/balances` answers it (LKR). */
export interface SupplierBalance {
  _id: string;
  name: string;
  owed: number;
  /** The earliest due date among their owed notes, or null when none says one. */
  firstDueDate: string | null;
}

/**
 * For the dashboard's attention list: what the shop owes its suppliers in all (LKR, summed in
 * cents), and how many of them have a note due by `today`; undefined when none is due yet.
 */
export function suppliersDue(balances: readonly SupplierBalance[] | undefined, today: string): { owed: number; due: number } | undefined {
  if (!balances) return undefined;
  const due = balances.filter((balance) => balance.owed > 0 && balance.firstDueDate !== null && balance.firstDueDate <= today).length;
  if (due === 0) return undefined;
  return { owed: fromCents(balances.reduce((sum, balance) => sum + toCents(balance.owed), 0)), due };
}
