import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';

/** An in-memory database for tests: private to one connection, gone when it closes. */
export const IN_MEMORY = ':memory:';

/**
 * Opens the SQLite file (or `IN_MEMORY`). WAL lets readers run beside the single writer;
 * busy_timeout makes a second process wait for a lock instead of failing at once.
 * `db.destroy()` closes the file.
 */
export function connectDatabase(file: string): Kysely<Database> {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** True for a UNIQUE constraint failure, e.g. two requests creating the same email at once. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof SQLite.SqliteError && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
