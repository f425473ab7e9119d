import { Kysely, PostgresDialect } from 'kysely';
import type { DatabaseEngine } from './engine';
import { isPostgresForeignKeyViolation, isPostgresUniqueViolation } from './postgresErrors';
import type { Database } from './schema';

/** PostgreSQL's type ids (pg_type.oid) whose text the driver would otherwise hand over as strings. */
const INT8 = 20;
const NUMERIC = 1700;

/**
 * Whole numbers as JavaScript numbers, as better-sqlite3 gives them, so every answer is the
 * same on both engines. `bigint` columns (money in cents, counts: migrations/engine.ts) and
 * `count(*)` come as int8, `sum()` of bigint as numeric; pg returns both as strings by
 * default, lest a value beyond 2^53 lose digits. The shop's figures stay far below 2^53
 * cents (LKR 90 trillion); a value that does not is refused rather than rounded.
 */
function exactNumber(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) && Number.isInteger(value)) {
    throw new Error(`PostgreSQL returned ${text}, beyond the exact range of a JavaScript number`);
  }
  return value;
}

/** Connections per server process (pg's default): several processes share one database's max_connections (100). */
const POOL_SIZE = 10;

/**
 * PostgreSQL at `url` (postgres://user:password@host:port/database): a pool of connections
 * through Kysely's PostgresDialect. Each commit is durable before it returns
 * (synchronous_commit is on by default).
 */
export function postgresEngine(url: string, backups: DatabaseEngine['backups']): DatabaseEngine {
  return {
    name: 'postgres',
    open: () => connectPostgres(url),
    isUniqueViolation: isPostgresUniqueViolation,
    isForeignKeyViolation: isPostgresForeignKeyViolation,
    // Given by engineFor: this module is also the tests' way to connect, and the backups'
    // module brings the migrations and the domain with it (which a test file may mock).
    backups,
  };
}

export async function connectPostgres(url: string): Promise<Kysely<Database>> {
  // Imported here, not at the top, so the SQLite server (and its bundle) never loads the driver.
  const [{ default: pg }, { default: Cursor }] = await Promise.all([import('pg'), import('pg-cursor')]);
  const parsers: Record<number, (text: string) => unknown> = { [INT8]: exactNumber, [NUMERIC]: Number };
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server drops (a restart of PostgreSQL) must not crash the process;
  // the pool replaces it and the next query reports any lasting problem.
  pool.on('error', () => {});
  // `.stream()` (a whole list, an export) reads through a cursor, a batch of rows at a time.
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
}
