import { sql, type Kysely } from 'kysely';
import { creationStamps } from './ids';
import { lockNumbers, nextNumber } from './numbers';
import type { Database, SupplierReturnRow } from './schema';

/** A return's fields as stored (cents). */
export type SupplierReturnFields = Omit<SupplierReturnRow, 'id' | 'number' | 'createdAt' | 'updatedAt' | 'createdByName' | 'updatedByName'>;

/** Writes a return, numbered (SRN-000001) inside the caller's transaction. */
export async function insertSupplierReturn(db: Kysely<Database>, fields: SupplierReturnFields, by: string | null, now: Date = new Date()): Promise<SupplierReturnRow> {
  await lockNumbers(db, 'supplier_returns');
  return db
    .insertInto('supplier_returns')
    .values({ ...fields, number: nextNumber('supplier_returns'), ...creationStamps(by, now) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The units of a product a goods received note brought, and how many of them went back since. */
export async function receivedAndReturned(db: Kysely<Database>, receiptId: string, productId: string): Promise<{ received: number; returned: number }> {
  const { rows } = await sql<{ received: number | string; returned: number | string }>`select
      (select coalesce(sum(quantity), 0) from goods_receipt_lines where "receiptId" = ${receiptId} and "productId" = ${productId}) as received,
      (select coalesce(sum(quantity), 0) from supplier_returns where "receiptId" = ${receiptId} and "productId" = ${productId}) as returned`.execute(db);
  return { received: Number(rows[0]?.received ?? 0), returned: Number(rows[0]?.returned ?? 0) };
}

/** The returns against a goods received note, oldest first. */
export function returnsOfReceipt(db: Kysely<Database>, receiptId: string): Promise<SupplierReturnRow[]> {
  return db.selectFrom('supplier_returns').selectAll().where('receiptId', '=', receiptId).orderBy('createdAt').orderBy('number').execute();
}
