import { fromCents } from '../../src/domain/money';
import type { ReceiptWithLines } from '../db/goodsReceipts';
import type { GoodsReceiptLineRow, GoodsReceiptRow } from '../db/schema';
import { alwaysPresent, arrayOf, LIMITS, nullableString, numberInput, numberOut, object, recordStamps, string, text, type Infer, type Schema } from './common';

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
  lines: arrayOf(object(lineProperties, Object.keys(lineProperties) as (keyof typeof lineProperties)[])),
  ...recordStamps,
};
/** A goods received note, its lines and costs in LKR: the owner's alone (the route's guard). */
export const goodsReceiptRecord = object(receiptProperties, alwaysPresent(receiptProperties));
export type GoodsReceiptRecord = Infer<typeof goodsReceiptRecord>;

export function toGoodsReceiptRecord(row: GoodsReceiptRow, lines: readonly GoodsReceiptLineRow[]): GoodsReceiptRecord {
  return {
    _id: row.id,
    number: row.number,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate,
    total: fromCents(row.total),
    paidBy: row.paidBy,
    status: row.paidBy ? 'paid' : 'owed',
    dueDate: row.dueDate,
    lines: lines.map((line) => ({
      productId: line.productId,
      name: line.productName,
      quantity: line.quantity,
      unitCost: fromCents(line.unitCost),
      amount: fromCents(line.quantity * line.unitCost),
    })),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
  };
}

export const receiptRecordOf = (receipt: ReceiptWithLines) => toGoodsReceiptRecord(receipt, receipt.lines);
