import { sql, type Kysely, type RawBuilder } from 'kysely';
import { createPostgresSearch, dropPostgresTrigger, engineOf, postgresTrigger } from './engine';
import { dropPostgresKeySequence, postgresKeySequence } from './postgresKeys';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The activity log's search index (lists served by the page, docs/architecture.md): one row
 * per entry, holding what the Activity screen's search box looks in, lower-cased: who (the
 * name as kept), the record's id, and each changed field's name, value before and value after
 * — the same changes the route lists (server/routes/activity.ts `changesOf`): the fields
 * whose values, as text, differ between the stored `before` and `after` rows.
 *
 * An entry's id is text and its rowid may change on VACUUM, so each entry gets a number
 * (`seq`, in the order entries were written) that keys the index. Fields are joined by a unit
 * separator no one types, so a match never spans two of them.
 *
 * The log is written once per entry and never edited, so the insert trigger does the work
 * (numbering the entry, then indexing it); the update and delete triggers keep the index right
 * should an entry ever be corrected or pruned.
 */

/** A stored row as JSON text, or `{}` when it is none (or not an object), as the route reads it. */
const objectJson = (json: RawBuilder<unknown>) =>
  sql`(case when json_valid(${json}) then (case when json_type(${json}) = 'object' then ${json} end) end)`;

/** Each field of a stored row with its value as text, as the route shows it: a string as is, null as none, anything else as JSON. */
const valueOf = (json: RawBuilder<unknown>, key: RawBuilder<unknown>) =>
  sql`(select case type when 'null' then null when 'text' then value else ${json} -> fullkey end from json_each(${json}) where key = ${key})`;

/** The entry's searched text (a trigger may not use WITH, so this is plain subqueries). */
const searchText = (row: 'new' | 'activity') => {
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

export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return upPostgres(db);
  await db.schema.alterTable('activity').addColumn('seq', 'integer').execute();
  // Numbered in the order written: by time, then by the order rows were inserted.
  await sql`update activity set seq = ordered.n
    from (select rowid as r, row_number() over (order by at, rowid) as n from activity) as ordered
    where ordered.r = activity.rowid`.execute(db);
  await db.schema.createIndex('activity_seq').on('activity').column('seq').unique().execute();
  await sql`create virtual table activity_search using fts5(text, tokenize = 'trigram')`.execute(db);
  await sql`insert into activity_search (rowid, text) select seq, ${searchText('activity')} from activity`.execute(db);
  // The entry's number is the next one, unless the writer gave one (a restored entry keeps its own).
  await sql`create trigger activity_search_insert after insert on activity begin
    update activity set seq = (select coalesce(max(seq), 0) + 1 from activity) where rowid = new.rowid and new.seq is null;
    insert into activity_search (rowid, text) select activity.seq, ${searchText('activity')} from activity where activity.rowid = new.rowid;
  end`.execute(db);
  // Not on seq: the insert trigger's numbering is no edit of what is searched.
  await sql`create trigger activity_search_update after update of userName, recordId, "before", "after" on activity begin
    delete from activity_search where rowid = old.seq;
    insert into activity_search (rowid, text) values (new.seq, ${searchText('new')});
  end`.execute(db);
  await sql`create trigger activity_search_delete after delete on activity begin
    delete from activity_search where rowid = old.seq;
  end`.execute(db);
}

/**
 * SQLite's json_valid(X) for PostgreSQL 15, which has neither it nor IS JSON: whether the text
 * reads as JSON. Immutable, so that in `case when json_valid(x) then x::json end` over a constant
 * the planner folds the test first and never casts text that is not JSON.
 */
const POSTGRES_JSON_VALID = `create function json_valid(value text) returns boolean language plpgsql immutable strict as $$
begin
  perform value::json;
  return true;
exception when others then
  return false;
end $$`;

/** objectJson in PostgreSQL's words: the stored row as json, or null when it is none or not an object. */
const postgresObject = (json: string) => `(case when json_valid(${json}) then (case when json_typeof(${json}::json) = 'object' then ${json}::json end) end)`;

/**
 * The same text as searchText, in PostgreSQL's words: json_each_text gives a field's value as
 * valueOf does (a string as is, null as none, anything else as its JSON text as written, which
 * the server writes compact, as SQLite's `->` gives it); the fields in byte order (collate "C"),
 * the order of SQLite's UNION; `is distinct from` for `is not`. Each row is read as JSON once
 * (`offset 0` keeps the planner from copying the casts into every use).
 */
const postgresSearchText = (row: string) => `lower(
    coalesce(${row}."userName", '') || chr(31) || coalesce(${row}."recordId", '') || chr(31) ||
    coalesce((
      select string_agg(changed.field || chr(31) || coalesce(changed."valueBefore", '') || chr(31) || coalesce(changed."valueAfter", ''), chr(31) order by changed.field collate "C")
      from (select ${postgresObject(`${row}."before"`)} as b, ${postgresObject(`${row}."after"`)} as a offset 0) as stored,
      lateral (
        select keys.key as field,
          (select e.value from json_each_text(stored.b) as e where e.key = keys.key limit 1) as "valueBefore",
          (select e.value from json_each_text(stored.a) as e where e.key = keys.key limit 1) as "valueAfter"
        from (select key from json_each(coalesce(stored.b, '{}'::json)) union select key from json_each(coalesce(stored.a, '{}'::json))) as keys
      ) as changed
      where changed."valueBefore" is distinct from changed."valueAfter"
    ), '')
  )`;

/**
 * On PostgreSQL: a pg_trgm table kept by PL/pgSQL triggers; a new entry's number from a
 * sequence before it is written (a given one kept: postgresKeySequence), so the insert trigger
 * only indexes it.
 */
async function upPostgres(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activity').addColumn('seq', 'integer').execute();
  await sql`update activity set seq = ordered.n
    from (select rowid as r, row_number() over (order by at, rowid) as n from activity) as ordered
    where ordered.r = activity.rowid`.execute(db);
  await db.schema.createIndex('activity_seq').on('activity').column('seq').unique().execute();
  await postgresKeySequence(db, 'activity_seq_next', 'activity', 'seq', 'kept');
  await sql.raw(POSTGRES_JSON_VALID).execute(db);
  await createPostgresSearch(db, 'activity_search');
  await sql.raw(`insert into activity_search (rowid, text) select seq, ${postgresSearchText('activity')} from activity`).execute(db);
  await postgresTrigger(db, 'activity_search', 'insert or delete or update of "userName", "recordId", "before", "after"', 'activity', `
    if tg_op <> 'INSERT' then delete from activity_search where rowid = old.seq; end if;
    if tg_op <> 'DELETE' then insert into activity_search (rowid, text) values (new.seq, ${postgresSearchText('new')}); end if;`);
}

async function downPostgres(db: Kysely<any>): Promise<void> {
  await dropPostgresTrigger(db, 'activity_search');
  await sql`drop table activity_search`.execute(db);
  await sql`drop function json_valid(text)`.execute(db);
  await dropPostgresKeySequence(db, 'activity_seq_next');
  await db.schema.dropIndex('activity_seq').execute();
  await db.schema.alterTable('activity').dropColumn('seq').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return downPostgres(db);
  await sql`drop trigger activity_search_delete`.execute(db);
  await sql`drop trigger activity_search_update`.execute(db);
  await sql`drop trigger activity_search_insert`.execute(db);
  await sql`drop table activity_search`.execute(db);
  await db.schema.dropIndex('activity_seq').execute();
  await db.schema.alterTable('activity').dropColumn('seq').execute();
}
