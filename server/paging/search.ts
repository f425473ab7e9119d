import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { engineOf } from '../db/engineOf';

/**
 * A list's search through its trigram index (a table holding each record's searched text,
 * lower-cased, under the record's key: an FTS5 table on SQLite, a table with a pg_trgm GIN
 * index on PostgreSQL): `key` is among the rows whose text holds `text`. Three characters or
 * more go through the index; one or two scan the index's own text, which is still far smaller
 * than the records.
 *
 * Which side leads is said, not left to SQLite's guess (it cannot count a virtual table's
 * matches): by default the matches lead, each found by its key (a rare number: under a
 * millisecond; a common name among 500,000 bills: about 200 ms, then kept). `byOtherIndex`
 * (a day filter narrows the rows through its own index): those rows lead and each is tested
 * against the matches (`+key` keeps SQLite from reaching for the key's index), so a common
 * name on one day costs that day's rows, about 20 ms, not every bill with the name.
 * PostgreSQL's planner counts the matches itself (the GIN index has statistics), so there the
 * key is left as it is.
 */
export function searchIndex(db: Kysely<any>, index: string, key: RawBuilder<unknown>, text: string, byOtherIndex = false): RawBuilder<SqlBool> {
  const table = sql.table(index);
  if (engineOf(db) === 'postgres') {
    if ([...text].length < 3) return sql<SqlBool>`${key} in (select rowid from ${table} where strpos(text, ${text}) > 0)`;
    // LIKE's own characters taken literally (backslash is its escape), so the trigram index serves any substring.
    const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
    return sql<SqlBool>`${key} in (select rowid from ${table} where text like ${pattern})`;
  }
  const tested = byOtherIndex ? sql`+${key}` : key;
  if ([...text].length < 3) return sql<SqlBool>`${tested} in (select rowid from ${table} where instr(text, ${text}) > 0)`;
  // One phrase: the characters as typed, in order (a quote inside is doubled).
  const phrase = `"${text.replace(/"/g, '""')}"`;
  return sql<SqlBool>`${tested} in (select rowid from ${table} where ${table} match ${phrase})`;
}
