import { CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import { engineOf } from './engineOf';
import type { Database } from './schema';

/**
 * A statement's fixed SQL text on each engine. Most are the same text but for the placeholders
 * (`?` on SQLite, `$1, $2, …` on PostgreSQL): `statement(text)` makes both from one.
 */
export interface Statement {
  readonly sqlite: string;
  readonly postgres: string;
}

/**
 * One text for both engines, written with SQLite's `?` placeholders; PostgreSQL's numbers them.
 * The texts are the server's own, with no `?` inside a quoted name or string.
 */
export function statement(text: string): Statement {
  let number = 0;
  return { sqlite: text, postgres: text.replace(/\?/g, () => `$${++number}`) };
}

/**
 * Runs a statement whose SQL text is fixed (written once, values bound as parameters), without
 * Kysely's builder: building and compiling a query costs far more than SQLite running a small
 * one (about a fifth of a paid bill's server time under load, for statements whose shape never
 * changes). Only for the hot write paths; everything else stays with the builder. The text is
 * also the prepared-statement cache's key (connect.ts), so it is prepared once. Runs on `db` as
 * given: inside a transaction, on its connection. Choosing the engine's text is a check of the
 * adapter's class.
 */
export function runStatement<R>(db: Kysely<Database>, text: Statement, parameters: readonly unknown[]): Promise<QueryResult<R>> {
  return db.executeQuery<R>(CompiledQuery.raw(engineOf(db) === 'postgres' ? text.postgres : text.sqlite, parameters as unknown[]));
}

/** `"a", "b", "c"`: column names quoted as Kysely quotes them. */
export const columnList = (columns: readonly string[]): string => columns.map((column) => `"${column}"`).join(', ');

/** `?, ?, ?`: one placeholder per value (see `statement` for PostgreSQL's). */
export const placeholders = (count: number): string => Array.from({ length: count }, () => '?').join(', ');
