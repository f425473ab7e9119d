import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { isPostgresForeignKeyViolation, isPostgresUniqueViolation } from './postgresErrors';
import type { Database } from './schema';

/** An in-memory database for tests: private to one connection, gone when it closes. */
export const IN_MEMORY = ':memory:';

/**
 * Opens the SQLite file (or `IN_MEMORY`). WAL lets readers run beside the single writer;
 * busy_timeout makes a second process wait for a lock instead of failing at once.
 * `db.destroy()` closes the file.
 *
 * `synchronous = FULL`: in WAL mode every commit fsyncs the WAL before it returns, so a bill
 * whose 201 was sent survives a power cut (with NORMAL a commit is safe from a crashed
 * process but the last ones may roll back on power loss).
 *
 * Kysely's own SQLite dialect: one connection, so transactions run one after another, and a
 * query outside a transaction waits for the one under way (it never sees uncommitted rows).
 *
 * `file` may also be a serialized database (SQLite's own file format in a Buffer): opened in
 * memory as a private copy, as the tests copy a migrated template instead of migrating again.
 */
export function connectDatabase(file: string | Buffer): Kysely<Database> {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -8000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** How many distinct SQL texts keep their prepared statement. */
const CACHED_STATEMENTS = 500;

/**
 * Kysely prepares every query afresh; compiling the SQL was a tenth of a recharge sale's
 * time under load. Queries of one shape have one SQL text (values are bound parameters), so
 * each text is prepared once and reused. Safe because Kysely runs one query at a time on
 * this single connection (a stream holds it until done). When full, the oldest text goes
 * first, so shapes such as `in (?, ?, …)` of many lengths cannot grow the cache unbounded
 * (the app's own shapes are a few dozen, far below the bound).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql) as unknown as SqliteStatement;
        if (statements.size >= CACHED_STATEMENTS) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

/**
 * True for a UNIQUE constraint failure, e.g. two requests creating the same email at once.
 * Either engine's (the routes ask this one question whichever engine they run on).
 */
export function isUniqueViolation(error: unknown): boolean {
  return isSqliteUniqueViolation(error) || isPostgresUniqueViolation(error);
}

/** True for a FOREIGN KEY failure on either engine (see isSqliteForeignKeyViolation). */
export function isForeignKeyViolation(error: unknown): boolean {
  return isSqliteForeignKeyViolation(error) || isPostgresForeignKeyViolation(error);
}

export function isSqliteUniqueViolation(error: unknown): boolean {
  return error instanceof SQLite.SqliteError && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * True for a FOREIGN KEY failure, e.g. deleting a category that an expense written outside
 * this server uses. SQLite reports an ON DELETE RESTRICT refusal as CONSTRAINT_TRIGGER.
 */
export function isSqliteForeignKeyViolation(error: unknown): boolean {
  return (
    error instanceof SQLite.SqliteError &&
    (error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || (error.code === 'SQLITE_CONSTRAINT_TRIGGER' && /FOREIGN KEY/.test(error.message)))
  );
}
