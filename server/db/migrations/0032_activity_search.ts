import { sql, type Kysely, type RawBuilder } from 'kysely';

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

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger activity_search_delete`.execute(db);
  await sql`drop trigger activity_search_update`.execute(db);
  await sql`drop trigger activity_search_insert`.execute(db);
  await sql`drop table activity_search`.execute(db);
  await db.schema.dropIndex('activity_seq').execute();
  await db.schema.alterTable('activity').dropColumn('seq').execute();
}
