import { sql, type Kysely, type RawBuilder } from 'kysely';
import { engineOf } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * On SQLite, the view `activity_search_text` (0038) gives each entry's searched text in one pass
 * over the fields of its `before` and `after` rows, instead of one `json_each` scan of each row
 * per field. The text is the same, character for character.
 *
 * Why: the view's text is computed for every new entry when the group commits (0038), and the
 * old expression looked each field up with its own scan, so a paid bill's entry of about 25
 * fields read about 25 × 25 rows of `json_each` twice over: 235 µs an entry timed alone, about a
 * quarter of a paid bill's SQL (docs/performance.md).
 *
 * How: each row's fields are read once, keyed by name, the first of a name kept (as the old
 * lookup found the first); before and after are matched by name, the changed ones kept and joined
 * in name order (the order the old `union` of names gave). A field's value is computed as before:
 * a string as is, null as none, anything else as its JSON text (`->`, which keeps a number as
 * written). A test compares the two expressions' text over varied rows.
 *
 * The update trigger keeps 0032's expression: an entry is never edited by the server, and both
 * give the same text. PostgreSQL is unchanged: its text is computed by its own row trigger.
 */

/** A stored row as JSON text, or null when it is not a JSON object (0032's objectJson). */
const objectJson = (json: RawBuilder<unknown>) =>
  sql`(case when json_valid(${json}) then (case when json_type(${json}) = 'object' then ${json} end) end)`;

/** 0032's valueOf, for down(): a field's value, found by its own scan of the row. */
const valueOf = (json: RawBuilder<unknown>, key: RawBuilder<unknown>) =>
  sql`(select case type when 'null' then null when 'text' then value else ${json} -> fullkey end from json_each(${json}) where key = ${key})`;

/** 0032's searchText, as 0038's view had it (for down()). */
const scanningText = () => {
  const column = (name: string) => sql.ref(`activity.${name}`);
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

/**
 * Each field of a stored row once, with its value as text (a string as is, null as none,
 * anything else as JSON). A name written twice gives its first value: with one min() in an
 * aggregate, SQLite takes the other columns from the row of the minimum ("bare columns").
 */
const fieldsOf = (json: RawBuilder<unknown>, side: 0 | 1) =>
  sql`select ${sql.lit(side)} as side, key, min(id) as first,
      case type when 'null' then null when 'text' then value else ${json} -> fullkey end as value
    from json_each(${json}) group by key`;

/** The same text as scanningText, each row's fields read once. */
const onePassText = () => {
  const column = (name: string) => sql.ref(`activity.${name}`);
  const before = objectJson(column('before'));
  const after = objectJson(column('after'));
  return sql`lower(
    coalesce(${column('userName')}, '') || char(31) || coalesce(${column('recordId')}, '') || char(31) ||
    coalesce((
      select group_concat(field || char(31) || coalesce(valueBefore, '') || char(31) || coalesce(valueAfter, ''), char(31) order by field)
      from (
        select key as field, max(case side when 0 then value end) as valueBefore, max(case side when 1 then value end) as valueAfter
        from (${fieldsOf(before, 0)} union all ${fieldsOf(after, 1)})
        group by key
      )
      where valueBefore is not valueAfter
    ), '')
  )`;
};

const createView = (db: Kysely<any>, text: RawBuilder<unknown>) =>
  sql`create view activity_search_text (rowid, text) as select seq, ${text} from activity`.execute(db);

export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return;
  await sql`drop view activity_search_text`.execute(db);
  await createView(db, onePassText());
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return;
  await sql`drop view activity_search_text`.execute(db);
  await createView(db, scanningText());
}
