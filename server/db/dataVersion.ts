import { sql, type Kysely } from 'kysely';

/** Tables whose writes are not the data's: the version itself, the migrator's, and the search tables (written only with their own table). */
const UNTRACKED = ['data_version', 'kysely_migration', 'kysely_migration_lock'];

/**
 * On PostgreSQL, gives every table the trigger that moves `data_version` (migration 0036) on
 * its writes, a table made after 0036 too (a plain resource's own migration, server/crud), so no
 * migration has to remember it: the list cache would serve a stale list of a table without it.
 * Runs after migrating (once per start-up) and makes only the missing ones. Nothing when 0036
 * has not run (a database migrated to an earlier point).
 */
export async function trackDataVersion(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables t
    where schemaname = current_schema() and tablename not like '%\\_search' and to_regproc('data_version_bump') is not null
      and not exists (select 1 from pg_trigger where tgrelid = (quote_ident(t.tablename))::regclass and tgname = t.tablename || '_data_version')
    order by tablename`.execute(db);
  for (const { name } of rows) {
    if (UNTRACKED.includes(name)) continue;
    await sql`create constraint trigger ${sql.raw(`${name}_data_version`)} after insert or update or delete on ${sql.table(name)}
      deferrable initially deferred for each row execute function data_version_bump()`.execute(db);
  }
}
