import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** The database engines the server runs on. */
export type EngineName = 'sqlite' | 'postgres';

/**
 * What differs between the engines, behind one small interface with an implementation per
 * engine (server/db/sqlite.ts, server/db/postgres.ts); everything else (migrations, queries,
 * routes) is written once against Kysely. docs/postgresql.md lists every engine-specific
 * place and which of them still has to move behind this.
 */
export interface DatabaseEngine {
  readonly name: EngineName;
  /** Opens the database (a pool on PostgreSQL); `db.destroy()` closes it. */
  open(): Promise<Kysely<Database>>;
  /** True for a UNIQUE constraint failure, e.g. two requests creating the same email at once. */
  isUniqueViolation(error: unknown): boolean;
  /** True for a FOREIGN KEY failure, e.g. deleting a category that an expense uses. */
  isForeignKeyViolation(error: unknown): boolean;
}

/** Where the server's data lives: DATABASE_URL (PostgreSQL) when set, else the SQLite file. */
export interface DatabaseLocation {
  databaseFile: string;
  databaseUrl: string | null;
}

/**
 * The engine for a configuration. PostgreSQL's module (and the `pg` driver) is imported
 * only when DATABASE_URL asks for it, so a SQLite server loads nothing more than before.
 */
export async function engineFor(location: DatabaseLocation): Promise<DatabaseEngine> {
  if (location.databaseUrl) {
    const { postgresEngine } = await import('./postgres');
    return postgresEngine(location.databaseUrl);
  }
  const { sqliteEngine } = await import('./sqlite');
  return sqliteEngine(location.databaseFile);
}
