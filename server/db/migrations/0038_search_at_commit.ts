import { sql, type Kysely, type RawBuilder } from 'kysely';
import { engineOf } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * On SQLite, the bills' and the activity log's new rows are indexed for search once per commit
 * group, just before its COMMIT, instead of by a trigger per row.
 *
 * Why: every write transaction of the server is a savepoint inside a group commit
 * (server/db/groupCommit.ts), and FTS5 writes what a table has pending as a new segment at every
 * savepoint, then merges the segments as they pile up: two tiny segments and their merges per
 * paid bill were most of SQLite's work for it. Indexed together, a group's bills make one segment.
 * (The group commit and searchIndexing.ts are gone; 0042 indexes by trigger in the writing
 * transaction again.)
 *
 * How: the insert triggers only note the new row's key in `search_pending`; a view per index
 * (`bills_search_text`, `activity_search_text`) gives `(rowid, text)` as the insert trigger
 * computed it (the expressions below are 0027's and 0032's, copied as they were); the server
 * indexes the noted rows from the view just before each COMMIT, in the same transaction, and
 * after any write made outside a transaction (server/db/searchIndexing.ts). A savepoint rolled
 * back takes its notes with it. The update and delete triggers stay as they were: an edit or a
 * delete is rare, and the flush indexes a noted row afresh whatever happened to it meanwhile
 * (a row deleted before the flush is simply not in the view).
 *
 * PostgreSQL is unchanged: its search tables are plain tables with GIN trigram indexes, which
 * have no segments written per savepoint (GIN buffers new entries in its own pending list), and
 * its server has no group commit to flush from; its row triggers stay.
 */

/** 0027's searchText, as it was. */
const billsSearchText = (row: 'new' | 'bills') => {
  const column = (name: string) => sql.ref(`${row}.${name}`);
  return sql`lower(
    ${column('customerFirstName')} || ' ' || ${column('customerLastName')} || char(31) ||
    ${column('customerPhoneNumber')} || char(31) || ${column('customerWhatsappNumber')} || char(31) ||
    ${column('customerNicNumber')} || char(31) || ${column('customerCardNumber')} || char(31) ||
    coalesce((select group_concat(coalesce(json_extract(value, '$.name'), '') || char(31) || coalesce(json_extract(value, '$.serial'), ''), char(31)) from json_each(${column('lines')})), '') || char(31) ||
    'b-' || printf('%06d', ${column('number')})
  )`;
};

/** 0032's objectJson, valueOf and searchText, as they were. */
const objectJson = (json: RawBuilder<unknown>) =>
  sql`(case when json_valid(${json}) then (case when json_type(${json}) = 'object' then ${json} end) end)`;

const valueOf = (json: RawBuilder<unknown>, key: RawBuilder<unknown>) =>
  sql`(select case type when 'null' then null when 'text' then value else ${json} -> fullkey end from json_each(${json}) where key = ${key})`;

const activitySearchText = (row: 'new' | 'activity') => {
  const column = (name: string) => sql.ref(`${row}.${name}`);
  const before = objectJson(column('before'));
  const after = objectJson(column('after'));
  const key = sql.ref('changed.key');
  return sql`lower(
    coalesce(${column('userName')}, '') || char(31) || coalesce(${column('recordId')}, '') || char(31) ||
    coalesce((
      select group_concat(field || char(31) || coalesce(valueBefore, '') || char(31) || coalesce(valueAfter, ''), char(31))
      from (
        select changed.key as field, ${valueOf(before, key)} as valueBefore, ${valueOf(after, key)} as valueAfter
        from (select key from json_each(coalesce(${before}, '{}')) union select key from json_each(coalesce(${after}, '{}'))) as changed
      )
      where valueBefore is not valueAfter
    ), '')
  )`;
};

const INDEXES = ['bills_search', 'activity_search'] as const;

/** Indexes the noted rows and forgets them: what the server does before each COMMIT. */
async function indexPending(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) {
    const noted = sql`(select row from search_pending where index_name = ${index})`;
    await sql`delete from ${sql.table(index)} where rowid in ${noted}`.execute(db);
    await sql`insert into ${sql.table(index)} (rowid, text) select rowid, text from ${sql.table(`${index}_text`)} where rowid in ${noted} order by rowid`.execute(db);
    await sql`delete from search_pending where index_name = ${index}`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return;
  // Keyed by index and row, so a row noted twice in a group is indexed once.
  await sql`create table search_pending (index_name text not null, row integer not null, primary key (index_name, row)) without rowid`.execute(db);
  await sql`create view bills_search_text (rowid, text) as select number, ${billsSearchText('bills')} from bills where number is not null`.execute(db);
  await sql`create view activity_search_text (rowid, text) as select seq, ${activitySearchText('activity')} from activity`.execute(db);
  await sql`drop trigger bills_search_insert`.execute(db);
  await sql`create trigger bills_search_insert after insert on bills when new.number is not null begin
    insert or ignore into search_pending (index_name, row) values ('bills_search', new.number);
  end`.execute(db);
  // The entry is numbered as before (0032); only its indexing waits.
  await sql`drop trigger activity_search_insert`.execute(db);
  await sql`create trigger activity_search_insert after insert on activity begin
    update activity set seq = (select coalesce(max(seq), 0) + 1 from activity) where rowid = new.rowid and new.seq is null;
    insert or ignore into search_pending (index_name, row) select 'activity_search', activity.seq from activity where activity.rowid = new.rowid;
  end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return;
  await indexPending(db);
  await sql`drop trigger bills_search_insert`.execute(db);
  await sql`create trigger bills_search_insert after insert on bills when new.number is not null begin
    insert into bills_search (rowid, text) values (new.number, ${billsSearchText('new')});
  end`.execute(db);
  await sql`drop trigger activity_search_insert`.execute(db);
  await sql`create trigger activity_search_insert after insert on activity begin
    update activity set seq = (select coalesce(max(seq), 0) + 1 from activity) where rowid = new.rowid and new.seq is null;
    insert into activity_search (rowid, text) select activity.seq, ${activitySearchText('activity')} from activity where activity.rowid = new.rowid;
  end`.execute(db);
  await sql`drop view activity_search_text`.execute(db);
  await sql`drop view bills_search_text`.execute(db);
  await sql`drop table search_pending`.execute(db);
}
