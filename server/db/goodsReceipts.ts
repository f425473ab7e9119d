import { sql, type Kysely } from 'kysely';
import type { ExpenseTender } from '../../src/domain/expenses';
import type { ReceiptCosting } from '../../src/domain/goodsReceipts';
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
  /** Typed from the invoice (the owner's) or at the average cost (staff's); absent: the owner's. */
  costing?: ReceiptCosting;
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

/**
 * Where a product's ledger stands against a note of staff's (issue 47): undefined when anything
 * but that note's own movements (its `received` row and any earlier correction) came after it;
 * else the stock just before the note, units and average cost, from the ledger (the note's
 * received row's stock before it, the average of the movement before that; none before: 0).
 */
export async function receiptMovementsSince(db: Kysely<Database>, productId: string, receiptId: string): Promise<{ before: { onHand: number; cost: number } } | undefined> {
  const own = await db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('productId', '=', productId)
    .where('sourceId', '=', receiptId)
    .where('kind', 'in', ['received', 'recosted'])
    .executeTakeFirstOrThrow();
  const count = Number(own.count);
  if (count === 0) return undefined;
  const latest = await db
    .selectFrom('stock_movements')
    .select(['kind', 'sourceId', 'quantity', 'onHand', 'averageCost'])
    .where('productId', '=', productId)
    .orderBy('createdAt', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .limit(count + 1)
    .execute();
  const mine = latest.slice(0, count);
  if (mine.some((row) => row.sourceId !== receiptId || (row.kind !== 'received' && row.kind !== 'recosted'))) return undefined;
  const received = mine.find((row) => row.kind === 'received');
  if (!received) return undefined;
  return { before: { onHand: Number(received.onHand) - Number(received.quantity), cost: Number(latest[count]?.averageCost ?? 0) } };
}

/** A note's lines at the owner's unit costs (cents) and its total with them, marked `corrected`; the note as stored after. */
export async function recostReceipt(db: Kysely<Database>, receipt: ReceiptWithLines, lines: readonly GoodsReceiptLineRow[], by: string): Promise<ReceiptWithLines> {
  for (const line of lines) await db.updateTable('goods_receipt_lines').set({ unitCost: line.unitCost }).where('id', '=', line.id).execute();
  const total = lines.reduce((sum, line) => sum + line.quantity * line.unitCost, 0);
  const row = await db
    .updateTable('goods_receipts')
    .set({ total, costing: 'corrected', updatedByName: by, updatedAt: nextUpdatedAt(db) })
    .where('id', '=', receipt.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, lines: [...lines] };
}
