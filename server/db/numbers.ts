import { sql, type RawBuilder } from 'kysely';

/**
 * A new row's sequential number (product.md §10: B-000123, R-000678): one more than the
 * highest so far, computed inside the INSERT itself. One statement reads and writes, and
 * SQLite runs one write at a time, so two bills made at once never take the same number; the
 * unique index (migration 0014) would refuse it if they did. Reads the index's last entry.
 */
export function nextNumber(table: 'bills' | 'repairs'): RawBuilder<number> {
  return sql<number>`${sql.raw(NEXT_NUMBER_SQL(table))}`;
}

/** The same expression as SQL text, for a statement written out in full (statements.ts). */
export const NEXT_NUMBER_SQL = (table: 'bills' | 'repairs'): string => `(select coalesce(max(number), 0) + 1 from "${table}")`;
