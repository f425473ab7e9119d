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
 * millisecond). With `rowsLead`, the table's rows lead through an index of their own and each is
 * tested against the matches (`+key` keeps SQLite from reaching for the key's index). The
 * caller asks for it in two cases:
 * - a day filter: the day's index gives the rows, so a common name on one day costs that day's
 *   rows, not every bill with the name;
 * - a search that matches a large share of the rows (`isCommonSearch`: the first digits of a
 *   phone number typed into a picker, which every customer holds): the list's order walks its
 *   own index and stops at the page, instead of looking up every match by key and sorting them.
 * PostgreSQL's planner counts the matches itself (the GIN index has statistics), so there the
 * key is left as it is.
 */
export function searchIndex(db: Kysely<any>, index: string, key: RawBuilder<unknown>, text: string, rowsLead = false): RawBuilder<SqlBool> {
  const table = sql.table(index);
  if (engineOf(db) === 'postgres') {
    if ([...text].length < 3) return sql<SqlBool>`${key} in (select rowid from ${table} where strpos(text, ${text}) > 0)`;
    // LIKE's own characters taken literally (backslash is its escape), so the trigram index serves any substring.
    const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
    return sql<SqlBool>`${key} in (select rowid from ${table} where text like ${pattern})`;
  }
  const tested = rowsLead ? sql`+${key}` : key;
  return sql<SqlBool>`${tested} in (select rowid from ${table} where ${sqliteMatch(index, text)})`;
}

/** SQLite: the index's rows holding `text`: three characters or more through the trigrams, fewer by reading the stored text. */
function sqliteMatch(index: string, text: string): RawBuilder<SqlBool> {
  if ([...text].length < 3) return sql<SqlBool>`instr(text, ${text}) > 0`;
  // One phrase: the characters as typed, in order (a quote inside is doubled).
  const phrase = `"${text.replace(/"/g, '""')}"`;
  return sql<SqlBool>`${sql.table(index)} match ${phrase}`;
}

/**
 * At this many matches a search is common enough that the list's order should lead (above):
 * below it the matches cost little whichever way; above it they cost more the more there are,
 * while the order's walk stops at the first page (docs/performance.md has the figures).
 */
export const COMMON_SEARCH_MATCHES = 2_000;

/**
 * Whether `text` matches at least COMMON_SEARCH_MATCHES rows of `index`: SQLite counts them up to
 * that number and stops (under a millisecond for '071' among 100,000). Always false on
 * PostgreSQL, whose planner needs no telling.
 */
export async function isCommonSearch(db: Kysely<any>, index: string, text: string): Promise<boolean> {
  if (engineOf(db) === 'postgres') return false;
  const { rows } = await sql<{ found: number }>`select count(*) as found from (select 1 from ${sql.table(index)} where ${sqliteMatch(index, text)} limit ${COMMON_SEARCH_MATCHES})`.execute(db);
  return Number(rows[0].found) >= COMMON_SEARCH_MATCHES;
}
