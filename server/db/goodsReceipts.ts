import { sql, type Kysely } from 'kysely';
import type { ExpenseTender } from '../../src/domain/expenses';
import { creationStamps, newId, nextUpdatedAt } from './ids';
import { lockNumbers, nextNumber } from './numbers';
import type { Database, GoodsReceiptLineRow, GoodsReceiptRow } from './schema';

/** A receipt's fields as stored (cents, days). */
export interface ReceiptFields {
  supplierId: string;
  supplierName: string;
  invoiceNumber: string;
  invoiceDate: string;
  total: number;
  paidBy: ExpenseTender | null;
  dueDate: string | null;
}

/** A line as stored: the product and its name then, units, unit cost in cents. */
export interface ReceiptLine {
  productId: string;
  productName: string;
  quantity: number;
  unitCost: number;
}

/** A receipt with its lines, in the order typed. */
export type ReceiptWithLines = GoodsReceiptRow & { lines: GoodsReceiptLineRow[] };

/** Writes a receipt, numbered (GRN-000001) inside the caller's transaction, and its lines. */
export async function insertReceipt(db: Kysely<Database>, fields: ReceiptFields, lines: readonly ReceiptLine[], by: string | null, now: Date = new Date()): Promise<ReceiptWithLines> {
  await lockNumbers(db, 'goods_receipts');
  const receipt = await db
    .insertInto('goods_receipts')
    .values({ ...fields, number: nextNumber('goods_receipts'), ...creationStamps(by, now) })
    .returningAll()
    .executeTakeFirstOrThrow();
  const rows = lines.map((line, position) => ({ id: newId(now), receiptId: receipt.id, position, ...line }));
  await db.insertInto('goods_receipt_lines').values(rows).execute();
  return { ...receipt, lines: rows };
}

/** One receipt and its lines, or undefined. */
export async function findReceipt(db: Kysely<Database>, id: string): Promise<ReceiptWithLines | undefined> {
  const receipt = await db.selectFrom('goods_receipts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!receipt) return undefined;
  return { ...receipt, lines: await db.selectFrom('goods_receipt_lines').selectAll().where('receiptId', '=', id).orderBy('position').execute() };
}

/** The lines of these receipts, by receipt, each in the order typed. */
export async function linesOf(db: Kysely<Database>, receiptIds: readonly string[] | 'all'): Promise<Map<string, GoodsReceiptLineRow[]>> {
  let query = db.selectFrom('goods_receipt_lines').selectAll().orderBy('receiptId').orderBy('position');
  if (receiptIds !== 'all') query = receiptIds.length ? query.where('receiptId', 'in', [...new Set(receiptIds)]) : query.where(sql.lit(false));
  const byReceipt = new Map<string, GoodsReceiptLineRow[]>();
  for (const line of await query.execute()) {
    const lines = byReceipt.get(line.receiptId) ?? [];
    lines.push(line);
    byReceipt.set(line.receiptId, lines);
  }
  return byReceipt;
}

/**
 * Puts received units on a product's shelf and sets its buying price (the moving-average cost,
 * worked out by the caller from the row it read in this transaction): the stock after it. A new
 * version, as a sale gives it; the product's by-name stays (a receipt is no edit of it).
 */
export async function receiveStock(db: Kysely<Database>, id: string, quantity: number, buyingPrice: number): Promise<number | undefined> {
  const row = await db
    .updateTable('products')
    .set((eb) => ({ quantity: eb('quantity', '+', quantity), buyingPrice, updatedAt: nextUpdatedAt(db) }))
    .where('id', '=', id)
    .returning('quantity')
    .executeTakeFirst();
  return row ? Number(row.quantity) : undefined;
}
