import type { Kysely } from 'kysely';
import type { RefundMethod } from '../../src/domain/returns';
import { newId, timestamp } from './ids';
import { lockNumbers } from './numbers';
import type { BillReturn, Database } from './schema';

/** A line of a return as kept (JSON column): the bill line's product, name and prices, cents. */
export interface ReturnedLine {
  productId: string;
  name: string;
  quantity: number;
  billedPrice: number;
  buyingPrice: number;
}

/** A return's lines. */
export function returnedLines(row: BillReturn): ReturnedLine[] {
  return JSON.parse(row.lines) as ReturnedLine[];
}

/** A bill's returns, oldest first. */
export function returnsOfBill(db: Kysely<Database>, billId: string): Promise<BillReturn[]> {
  return db.selectFrom('bill_returns').selectAll().where('billId', '=', billId).orderBy('number').execute();
}

/**
 * Every return, by bill, for the bills list. Returns are few beside bills, so one read of the
 * whole table costs less than a join on every streamed bill.
 */
export async function returnsByBill(db: Kysely<Database>, billIds?: readonly string[]): Promise<Map<string, BillReturn[]>> {
  if (billIds && billIds.length === 0) return new Map();
  let query = db.selectFrom('bill_returns').selectAll().orderBy('number');
  if (billIds) query = query.where('billId', 'in', billIds);
  const byBill = new Map<string, BillReturn[]>();
  for (const row of await query.execute()) {
    const list = byBill.get(row.billId) ?? [];
    list.push(row);
    byBill.set(row.billId, list);
  }
  return byBill;
}

/** Records a return under the next credit note number. Call inside the return's transaction. */
export async function insertReturn(
  db: Kysely<Database>,
  fields: { billId: string; lines: readonly ReturnedLine[]; amount: number; profit: number; method: RefundMethod },
  createdByName: string | null,
): Promise<BillReturn> {
  // Returns of different bills run at once on PostgreSQL: without the lock two would read the
  // same max and the second would break the unique column (numbers.ts `lockNumbers`). The max
  // is read after it, in a statement of its own, so it sees the number committed meanwhile.
  await lockNumbers(db, 'bill_returns');
  const last = await db.selectFrom('bill_returns').select((eb) => eb.fn.max('number').as('number')).executeTakeFirst();
  return db
    .insertInto('bill_returns')
    .values({
      id: newId(),
      number: Number(last?.number ?? 0) + 1,
      billId: fields.billId,
      lines: JSON.stringify(fields.lines),
      amount: fields.amount,
      profit: fields.profit,
      method: fields.method,
      createdAt: timestamp(),
      createdByName,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes a bill's returns (the bill is being deleted). */
export async function deleteReturnsOfBill(db: Kysely<Database>, billId: string): Promise<void> {
  await db.deleteFrom('bill_returns').where('billId', '=', billId).execute();
}
