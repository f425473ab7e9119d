import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations';
import { trackDataVersion } from './dataVersion';
import { engineOf } from './engineOf';
import { postgresSchema } from './migrations/engine';

/**
 * Brings the database to the latest schema (or up to and including the migration `through`);
 * the same call at start-up and in tests.
 */
export async function migrateToLatest(db: Kysely<any>, through?: string): Promise<void> {
  // On PostgreSQL the migrations' column types are read as SQLite means them (migrations/engine.ts).
  const target = engineOf(db) === 'postgres' ? db.withPlugin(postgresSchema) : db;
  const migrator = new Migrator({ db: target, provider: { getMigrations: async () => migrations } });
  const { error, results } = await (through ? migrator.migrateTo(through) : migrator.migrateToLatest());
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  if (engineOf(db) === 'postgres') await trackDataVersion(db);
}

/**
 * Runs a plain resource's own migration outside the list (tests declare resources of their
 * own), as migrateToLatest would: with PostgreSQL's types, and its table's writes moving the
 * version of the data.
 */
export async function runMigration(db: Kysely<any>, up: (db: Kysely<any>) => Promise<void>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  await up(postgres ? db.withPlugin(postgresSchema) : db);
  if (postgres) await trackDataVersion(db);
}
