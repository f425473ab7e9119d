import { sql, type Kysely } from 'kysely';
import type { ActivityAction, ActivityResource } from '../../src/domain/activity';
import { newId, timestamp } from './ids';
import type { ActivityRow, ActivityTable, Database } from './schema';
import { columnList, placeholders, runStatement, statement, type Statement } from './statements';

/**
 * What one entry says; `before` / `after` are stored rows (a password hash is never kept).
 * Its action and resource are the domain's lists, which the Activity screen filters by.
 */
export interface ActivityEntry {
  user: { id: string | null; name: string | null };
  action: ActivityAction;
  resource: ActivityResource;
  recordId?: string | null;
  before?: object | null;
  after?: object | null;
}

/**
 * Never logged, whatever the row: a hash is a secret even when salted; PostgreSQL's `rowid`
 * column is the row's place in its table, which SQLite keeps out of `select *` (so the entry is
 * the same on both engines).
 */
const SECRET_COLUMNS = new Set(['passwordHash', 'rowid']);

function snapshot(row: object | null | undefined): string | null {
  if (!row) return null;
  // Most rows are plain objects holding no secret: written as they are, without a copy.
  if (Object.getPrototypeOf(row) === Object.prototype && !Object.keys(row).some((key) => SECRET_COLUMNS.has(key))) return JSON.stringify(row);
  return JSON.stringify(Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMNS.has(key))));
}

/** An entry's columns, in the order recordActivity binds them. */
const ENTRY_COLUMNS = ['id', 'at', 'userId', 'userName', 'action', 'resource', 'recordId', 'before', 'after'] as const satisfies readonly (keyof ActivityTable)[];
const COLUMNS = columnList(ENTRY_COLUMNS);
const VALUES = placeholders(ENTRY_COLUMNS.length);

/**
 * Every write logs through this one fixed statement (statements.ts). On SQLite it numbers the
 * entry itself (`seq`, the search index's key), with the insert trigger's own expression
 * (migration 0032): the trigger numbers only an entry written without one, so it no longer
 * rewrites the row it has just inserted (a second write of the whole entry, its `before` and
 * `after` with it, on every logged write). PostgreSQL's `seq` comes from its sequence, as before.
 */
const INSERT_ENTRY: Statement = {
  sqlite: `insert into "activity" (${COLUMNS}, "seq") values (${VALUES}, (select coalesce(max("seq"), 0) + 1 from "activity"))`,
  postgres: statement(`insert into "activity" (${COLUMNS}) values (${VALUES})`).postgres,
};

/**
 * Records one entry. Call it with the write's transaction (`trx`), so the entry and the
 * change commit or roll back together: a refused or failed write leaves none.
 */
export async function recordActivity(db: Kysely<Database>, entry: ActivityEntry): Promise<void> {
  await runStatement(db, INSERT_ENTRY, [
    newId(),
    timestamp(),
    entry.user.id,
    entry.user.name,
    entry.action,
    entry.resource,
    entry.recordId ?? null,
    snapshot(entry.before),
    snapshot(entry.after),
  ]);
}

/**
 * How many entries the Activity screen receives: the newest. Older ones stay in the table (and
 * in every backup). The list is rebuilt after each write, so years of entries would make every
 * write slow and the answer large; 5,000 is months of a shop's writes.
 */
export const ACTIVITY_LIST_LIMIT = 5_000;

/** The newest entries, newest first, streamed. */
export function streamActivity(db: Kysely<Database>, limit = ACTIVITY_LIST_LIMIT): AsyncIterableIterator<ActivityRow> {
  return db.selectFrom('activity').selectAll().orderBy('at', 'desc').orderBy(sql`rowid`, 'desc').limit(limit).stream(500);
}
