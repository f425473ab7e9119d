import type { Kysely } from 'kysely';
import { newId } from '../../server/db/ids';
import type { Database } from '../../server/db/schema';

/** Row helpers every part of the benchmark's large shop uses. */

/**
 * The id and stamps of record `i` of `total`, spread over the last `years` years, oldest first
 * (`createdAt` ascending with `i`), as the list routes' newest-first order expects.
 */
export function spreadOverYear(i: number, total: number, years = 1) {
  const SPAN_MS = years * 365 * 24 * 3600 * 1000;
  const at = new Date(Date.now() - SPAN_MS + Math.floor(((i + 1) / (total + 1)) * SPAN_MS)).toISOString();
  return { id: newId(new Date(at)), createdAt: at, updatedAt: at, createdByName: 'Bench Owner', updatedByName: null };
}

/** Inserts `rows` into `table` in one transaction, 500 rows a statement. */
export async function insertInChunks<T extends keyof Database>(db: Kysely<Database>, table: T, rows: object[]) {
  const CHUNK = 500; // SQLite's bound-parameter limit allows ~32k per statement
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += CHUNK) {
      await trx.insertInto(table).values(rows.slice(start, start + CHUNK) as never).execute();
    }
  });
}
