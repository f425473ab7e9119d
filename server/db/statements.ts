import { CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './schema';

/**
 * Runs a statement whose SQL text is fixed (written once, values bound as parameters), without
 * Kysely's builder: building and compiling a query costs far more than SQLite running a small
 * one (about a fifth of a paid bill's server time under load, for statements whose shape never
 * changes). Only for the hot write paths; everything else stays with the builder. The text is
 * also the prepared-statement cache's key (connect.ts), so it is prepared once. Runs on `db` as
 * given: inside a transaction, on its connection.
 */
export function runStatement<R>(db: Kysely<Database>, sql: string, parameters: readonly unknown[]): Promise<QueryResult<R>> {
  return db.executeQuery<R>(CompiledQuery.raw(sql, parameters as unknown[]));
}

/** `"a", "b", "c"`: column names quoted as Kysely quotes them. */
export const columnList = (columns: readonly string[]): string => columns.map((column) => `"${column}"`).join(', ');

/** `?, ?, ?`: one placeholder per value. */
export const placeholders = (count: number): string => Array.from({ length: count }, () => '?').join(', ');
