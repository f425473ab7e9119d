import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * A list's search through its trigram index (an FTS5 table holding each record's searched
 * text, lower-cased, under the record's key): `key` is among the rows whose text holds
 * `text`. Three characters or more go through the index; one or two scan the index's own
 * text, which is still far smaller than the records.
 *
 * Which side leads is said, not left to SQLite's guess (it cannot count a virtual table's
 * matches): by default the matches lead, each found by its key (a rare number: under a
 * millisecond; a common name among 500,000 bills: about 200 ms, then kept). `byOtherIndex`
 * (a day filter narrows the rows through its own index): those rows lead and each is tested
 * against the matches (`+key` keeps SQLite from reaching for the key's index), so a common
 * name on one day costs that day's rows, about 20 ms, not every bill with the name.
 */
export function searchIndex(index: string, key: RawBuilder<unknown>, text: string, byOtherIndex = false): RawBuilder<SqlBool> {
  const table = sql.table(index);
  const tested = byOtherIndex ? sql`+${key}` : key;
  if ([...text].length < 3) return sql<SqlBool>`${tested} in (select rowid from ${table} where instr(text, ${text}) > 0)`;
  // One phrase: the characters as typed, in order (a quote inside is doubled).
  const phrase = `"${text.replace(/"/g, '""')}"`;
  return sql<SqlBool>`${tested} in (select rowid from ${table} where ${table} match ${phrase})`;
}
