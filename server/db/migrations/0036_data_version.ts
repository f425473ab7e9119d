import { sql, type Kysely } from 'kysely';
import { engineOf } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * On PostgreSQL, a version of the data that every server process sees (the list cache's,
 * listCache.ts): a one-row table `data_version` whose `version` each insert, update, delete or
 * truncate of a table moves, by a statement-level trigger. The bump is part of the writing
 * transaction, so it becomes visible exactly when the write does (and a rolled-back write
 * leaves it as it was). Reading it is one row. On SQLite the server's one connection counts
 * its own changes (`total_changes()`), so nothing is made there.
 *
 * Every table that exists now gets the trigger, but the search tables, which change only with
 * their own table. A table made by a later migration needs its own:
 * `create trigger <table>_data_version after insert or update or delete or truncate on <table>
 * for each statement execute function data_version_bump()`.
 */
const BOOKKEEPING = ['data_version', 'kysely_migration', 'kysely_migration_lock'];

async function trackedTables(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables
    where schemaname = current_schema() and tablename not like '%\\_search' order by tablename`.execute(db);
  return rows.map((row) => row.name).filter((name) => !BOOKKEEPING.includes(name));
}

export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`create table data_version (version bigint not null)`.execute(db);
  await sql`insert into data_version (version) values (0)`.execute(db);
  await sql`create function data_version_bump() returns trigger language plpgsql as $$
begin
  update data_version set version = version + 1;
  return null;
end $$`.execute(db);
  for (const table of await trackedTables(db)) {
    await sql`create trigger ${sql.raw(`${table}_data_version`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function data_version_bump()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  // The triggers go with their function.
  await sql`drop function data_version_bump() cascade`.execute(db);
  await sql`drop table data_version`.execute(db);
}
