import { sql, type Kysely } from 'kysely';
import { engineOf } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * On PostgreSQL, a version of the data that every server process sees (the list cache's,
 * listCache.ts): a one-row table `data_version` whose `version` each transaction that inserts,
 * updates or deletes rows moves once, as it commits. The bump is part of the writing
 * transaction, so it becomes visible exactly when the write does (and a rolled-back write
 * leaves it as it was). Reading it is one row. On SQLite the server's one connection counts
 * its own changes (`total_changes()`), so nothing is made there.
 *
 * The triggers are deferred constraint triggers, so the bump runs at commit, the transaction's
 * last step: the row's lock is held only while committing, and never by a transaction that
 * then waits for another lock (a plain trigger would hold it from the first write on, and a
 * transaction holding it while waiting for a row another holds, that one waiting for it, is a
 * deadlock). Such triggers fire per row, so a transaction-local setting lets only the first
 * bump of a transaction write.
 *
 * Every table that exists now gets the trigger, but the search tables, which change only with
 * their own table. A table made later gets it from migrateToLatest (db/dataVersion.ts).
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
  if current_setting('shop.data_version_bumped', true) is distinct from 'yes' then
    perform set_config('shop.data_version_bumped', 'yes', true);
    update data_version set version = version + 1;
  end if;
  return null;
end $$`.execute(db);
  for (const table of await trackedTables(db)) {
    await sql`create constraint trigger ${sql.raw(`${table}_data_version`)} after insert or update or delete on ${sql.table(table)}
      deferrable initially deferred for each row execute function data_version_bump()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  // The triggers go with their function.
  await sql`drop function data_version_bump() cascade`.execute(db);
  await sql`drop table data_version`.execute(db);
}
