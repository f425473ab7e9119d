import { sql, type Kysely, type RawBuilder } from 'kysely';
import { engineOf } from './engineOf';

/** The tables numbered by `nextNumber`. */
type NumberedTable = 'bills' | 'repairs' | 'goods_receipts' | 'supplier_returns';

/**
 * A new row's sequential number (product.md §10: B-000123, R-000678): one more than the
 * highest so far, computed inside the INSERT itself, after `lockNumbers`. The unique index
 * (migration 0014) would refuse a number taken twice. Reads the index's last entry.
 */
export function nextNumber(table: NumberedTable): RawBuilder<number> {
  return sql<number>`${sql.raw(NEXT_NUMBER_SQL(table))}`;
}

/** The same expression as SQL text, for a statement written out in full (statements.ts). */
export const NEXT_NUMBER_SQL = (table: NumberedTable): string => `(select coalesce(max(number), 0) + 1 from "${table}")`;

/**
 * Makes `max + 1` safe for the rest of the transaction: call it inside the transaction, before
 * the INSERT that numbers. SQLite runs one write at a time, so there it is nothing (no
 * statement). On PostgreSQL two connections could read the same max: a transaction-scoped
 * advisory lock on the numbering makes the next one wait until this one commits, and its
 * INSERT (a new statement, so a new snapshot under READ COMMITTED) then reads this one's row.
 * It serialises numbering only, not the rest of the writes.
 */
export async function lockNumbers(db: Kysely<any>, table: NumberedTable | 'payments' | 'bill_returns'): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`${table}.number`}))`.execute(db);
}
