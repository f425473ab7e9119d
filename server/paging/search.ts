import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * A list's search through its trigram index (an FTS5 table holding each record's searched
 * text, lower-cased, under the record's key): `key` is among the rows whose text holds
 * `text`. Three characters or more go through the index; one or two scan the index's own
 * text, which is still far smaller than the records.
 */
export function searchIndex(index: string, key: RawBuilder<unknown>, text: string): RawBuilder<SqlBool> {
  const table = sql.table(index);
  if ([...text].length < 3) return sql<SqlBool>`${key} in (select rowid from ${table} where instr(text, ${text}) > 0)`;
  // One phrase: the characters as typed, in order (a quote inside is doubled).
  const phrase = `"${text.replace(/"/g, '""')}"`;
  return sql<SqlBool>`${key} in (select rowid from ${table} where ${table} match ${phrase})`;
}
