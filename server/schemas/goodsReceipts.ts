import { fromCents } from '../../src/domain/money';
import type { ReceiptWithLines } from '../db/goodsReceipts';
import type { GoodsReceiptLineRow, GoodsReceiptRow } from '../db/schema';
import { arrayOf, LIMITS, nullableString, numberInput, numberOut, object, recordStamps, string, text, type Infer, type Schema } from './common';

/**
 * Goods received (issue 47): types and sane sizes only; presence, ranges and days are the
 * domain's `goodsReceiptRules`, so users read the shop's messages. Money in LKR.
 */

const lineInput = object({ productId: text(LIMITS.id), quantity: numberInput, unitCost: numberInput });

/** POST /goods-receipts. `payment`: a tender paid now (cash, card, bank, wallet, lankaqr) or `owed`. */
export const goodsReceiptBody = object({
  supplierId: text(LIMITS.id),
  invoiceNumber: text(200),
  invoiceDate: text(LIMITS.word),
  payment: text(LIMITS.word),
  dueDate: text(LIMITS.word),
  lines: { type: ['array', 'null'], items: lineInput, maxItems: 500 } as unknown as Schema<Infer<typeof lineInput>[] | null>,
});
export type GoodsReceiptBody = Infer<typeof goodsReceiptBody>;

const lineProperties = { productId: string, name: string, quantity: numberOut, unitCost: numberOut, amount: numberOut };
/** What every reader of a note sees; the rest (costs, payment, how it was costed) is the owner's. */
const PUBLIC_FIELDS = ['_id', 'number', 'supplierId', 'supplierName', 'invoiceNumber', 'invoiceDate', 'lines', 'createdAt', 'updatedAt'] as const;
const receiptProperties = {
  _id: string,
  number: numberOut,
  supplierId: string,
  supplierName: string,
  invoiceNumber: string,
  invoiceDate: string,
  total: numberOut,
  /** The tender it was paid by, or null: owed. */
  paidBy: nullableString,
  /** `paid` or `owed`, for the list's chip and filter. */
  status: string,
  dueDate: nullableString,
  /** How its unit costs were set: `invoice`, `average` (received by staff), `corrected` (src/domain/goodsReceipts.ts). */
  costing: string,
  lines: arrayOf(object(lineProperties, ['productId', 'name', 'quantity'])),
  ...recordStamps,
};
/**
 * A goods received note and its lines. To the owner with its costs in LKR, how it was paid and
 * costed; to staff (where the owner lets them receive goods) without any of those: no cost, value
 * or amount owed leaves the server for them.
 */
export const goodsReceiptRecord = object(receiptProperties, [...PUBLIC_FIELDS]);
export type GoodsReceiptRecord = Infer<typeof goodsReceiptRecord>;

/** Who reads a note: `cost`, the owner, sees its costs, payment and costing. */
export interface ReceiptView {
  cost: boolean;
}

export function toGoodsReceiptRecord(row: GoodsReceiptRow, lines: readonly GoodsReceiptLineRow[], view: ReceiptView): GoodsReceiptRecord {
  const stamps = { createdAt: row.createdAt, updatedAt: row.updatedAt, createdByName: row.createdByName, updatedByName: row.updatedByName };
  const header = { _id: row.id, number: row.number, supplierId: row.supplierId, supplierName: row.supplierName, invoiceNumber: row.invoiceNumber, invoiceDate: row.invoiceDate };
  if (!view.cost) return { ...header, lines: lines.map((line) => ({ productId: line.productId, name: line.productName, quantity: line.quantity })), ...stamps };
  return {
    ...header,
    total: fromCents(row.total),
    paidBy: row.paidBy,
    status: row.paidBy ? 'paid' : 'owed',
    dueDate: row.dueDate,
    costing: row.costing,
    lines: lines.map((line) => ({
      productId: line.productId,
      name: line.productName,
      quantity: line.quantity,
      unitCost: fromCents(line.unitCost),
      amount: fromCents(line.quantity * line.unitCost),
    })),
    ...stamps,
  };
}

export const receiptRecordOf = (receipt: ReceiptWithLines, view: ReceiptView) => toGoodsReceiptRecord(receipt, receipt.lines, view);

/** PUT /goods-receipts/:id/costs: the owner's unit cost of each line of a note staff received, in its order (LKR). */
const costInput = object({ unitCost: numberInput });
export const receiptCostsBody = object({
  lines: { type: ['array', 'null'], items: costInput, maxItems: 500 } as unknown as Schema<Infer<typeof costInput>[] | null>,
});
export type ReceiptCostsBody = Infer<typeof receiptCostsBody>;
