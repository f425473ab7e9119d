import { sql, type RawBuilder } from 'kysely';

/**
 * Σ `column` over the rows, 0 for none: whole cents on both engines. (SQLite's `total()` gave a
 * float and PostgreSQL has none; SQLite's `sum()` of integers stays an integer, exact to 2^63.)
 */
export const sumOf = (column: string): RawBuilder<number> => sql<number>`coalesce(sum(${sql.ref(column)}), 0)`;
