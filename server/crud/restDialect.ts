import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { toCents } from '../../src/domain/money';
import { MESSAGES } from '../../src/domain/messages';
import type { Database } from '../db/schema';
import { engineOf } from '../db/engineOf';
import { sqliteNullOrder } from '../db/nullOrder';
import { HttpError } from '../errors';
import { object, text, type Infer } from '../schemas/common';
import type { PlainResource, PlainTableName } from './declaration';
import { sortableColumns, type PlainRow } from './store';

/**
 * The conventional REST dialect's list query: react-admin's ra-data-simple-rest (the console's
 * fallback for resources without a route table) sends `sort=["name","ASC"]`,
 * `range=[0,9]` (inclusive) and `filter={"q":"tea"}`; json-server's dialect `_sort`, `_order`,
 * `_start`, `_end` (exclusive) and `q`. Both are read; the total goes back in `Content-Range`.
 */
export const restListQuery = object({
  sort: text(200),
  range: text(100),
  filter: text(4000),
  _sort: text(100),
  _order: text(10),
  _start: text(20),
  _end: text(20),
  q: text(200),
});
export type RestListQuery = Infer<typeof restListQuery>;

export interface ListPage {
  sort: { field: string; descending: boolean } | null;
  start: number;
  /** Exclusive; null: to the end. */
  end: number | null;
  filter: Record<string, unknown>;
}

/** Whether a request asked for a page, an order or a filter (else it gets the whole cached list). */
export const asksForPage = (query: RestListQuery) => Object.values(query).some((value) => value !== undefined && value !== null && value !== '');

const refuse = (what: string): never => {
  throw new HttpError(400, `${MESSAGES.invalidRequest}: ${what}`);
};

function json(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return refuse(`${name} must be JSON`);
  }
}

const wholeNumber = (value: unknown, name: string): number =>
  Number.isSafeInteger(Number(value)) && Number(value) >= 0 && String(value).trim() !== '' ? Number(value) : refuse(`${name} must be a whole number`);

/** The request's page, order and filter, checked against what the resource has (400 otherwise). */
export function readListPage(declaration: PlainResource<any>, query: RestListQuery): ListPage {
  const columns = sortableColumns(declaration);
  const page: ListPage = { sort: null, start: 0, end: null, filter: {} };
  const [field, order] = query.sort ? (json(query.sort, 'sort') as unknown[]) : [query._sort, query._order ?? 'ASC'];
  if (field !== undefined && field !== null) {
    if (typeof field !== 'string' || !columns.has(field)) refuse(`cannot sort by ${String(field)}`);
    if (order !== 'ASC' && order !== 'DESC' && order !== 'asc' && order !== 'desc') refuse('the order must be ASC or DESC');
    page.sort = { field: field as string, descending: String(order).toUpperCase() === 'DESC' };
  }
  if (query.range) {
    const range = json(query.range, 'range');
    if (!Array.isArray(range) || range.length !== 2) refuse('range must be [first, last]');
    const [first, last] = (range as unknown[]).map((value, index) => wholeNumber(value, index ? 'range end' : 'range start'));
    page.start = first;
    page.end = Math.max(first, last + 1);
  } else {
    if (query._start) page.start = wholeNumber(query._start, '_start');
    if (query._end) page.end = Math.max(page.start, wholeNumber(query._end, '_end'));
  }
  const filter = query.filter ? json(query.filter, 'filter') : {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) refuse('filter must be an object');
  page.filter = { ...(filter as Record<string, unknown>), ...(query.q ? { q: query.q } : {}) };
  for (const key of Object.keys(page.filter)) if (key !== 'q' && !columns.has(key)) refuse(`cannot filter by ${key}`);
  return page;
}

const TEXT_KINDS = new Set(['text', 'textarea', 'email', 'phone', 'nic', 'enum']);

/**
 * `q` is a case-insensitive "contains" over the fields the declaration searches (not every
 * text field: a note may hold what the list's search should not find); any other key an
 * equality (a list: any of them). Keys were checked against the columns (readListPage).
 */
function filterOf(db: Kysely<Database>, declaration: PlainResource<any>, filter: Record<string, unknown>) {
  // SQLite's LIKE ignores the case of ASCII letters; PostgreSQL's does not, so both sides are lower-cased there (ASCII only, under the columns' "C" collation).
  const contains = engineOf(db) === 'postgres'
    ? (name: string, pattern: string) => sql<SqlBool>`lower(${sql.ref(name)}) like lower(${pattern}) escape '\\'`
    : (name: string, pattern: string) => sql<SqlBool>`${sql.ref(name)} like ${pattern} escape '\\'`;
  const searched: readonly string[] = declaration.search;
  const stored = (key: string, value: unknown) => (declaration.fields[key]?.kind === 'money' && typeof value === 'number' ? toCents(value) : value);
  return (eb: ExpressionBuilder<Database, PlainTableName>): Expression<SqlBool> => {
    // The records the server keeps itself are not the list's (served at `<path>/built-in`).
    const conditions: Expression<SqlBool>[] = declaration.builtIn ? [eb(sql.ref('id'), 'not in', [...declaration.builtIn.ids])] : [];
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined || value === '') continue;
      if (key === 'q') {
        const pattern = `%${String(value).trim().replace(/[\\%_]/g, '\\$&')}%`;
        conditions.push(eb.or(searched.map((name) => contains(name, pattern))));
        continue;
      }
      const column = sql.ref(key);
      if (Array.isArray(value)) {
        conditions.push(value.length ? eb(column, 'in', value.map((item) => stored(key, item))) : sql.lit(false));
      } else {
        conditions.push(value === null ? eb(column, 'is', null) : eb(column, '=', stored(key, value)));
      }
    }
    return eb.and(conditions);
  };
}

/** One page of rows and the number of rows the filter matched. */
export async function queryPage(
  db: Kysely<Database>,
  declaration: PlainResource<any>,
  page: ListPage,
): Promise<{ rows: PlainRow[]; total: number }> {
  const where = filterOf(db, declaration, page.filter);
  const postgres = engineOf(db) === 'postgres';
  const counted = await db.selectFrom(declaration.table).select((eb) => eb.fn.countAll<number>().as('total')).where(where).executeTakeFirstOrThrow();
  let query = db.selectFrom(declaration.table).selectAll().where(where).$castTo<PlainRow>();
  if (page.sort) {
    const direction = page.sort.descending ? 'desc' : 'asc';
    // Text sorts as people read it ('alpha' before 'Bravo'), not by character code.
    const text = TEXT_KINDS.has(declaration.fields[page.sort.field]?.kind) || page.sort.field.endsWith('ByName');
    // Ignoring case: SQLite's NOCASE, PostgreSQL's lower() (both fold ASCII only).
    const caseless = postgres ? sql`lower(${sql.ref(page.sort.field)})` : sql`${sql.ref(page.sort.field)} collate nocase`;
    query = query.orderBy(text ? caseless : sql.ref(page.sort.field), sqliteNullOrder(db, direction)).orderBy(sql`rowid`, direction);
  } else {
    query = query.orderBy('createdAt', 'desc').orderBy(sql`rowid`, 'desc');
  }
  if (page.end !== null) query = query.limit(page.end - page.start);
  // SQLite needs a LIMIT before an OFFSET: -1 is "no limit" (PostgreSQL refuses a negative one and needs none).
  else if (page.start && !postgres) query = query.limit(-1);
  if (page.start) query = query.offset(page.start);
  return { rows: await query.execute(), total: Number(counted.total) };
}

/** `Content-Range: <unit> first-last/total` (`*` for an empty page), as ra-data-simple-rest reads it. */
export function contentRange(unit: string, start: number, count: number, total: number): string {
  return count ? `${unit} ${start}-${start + count - 1}/${total}` : `${unit} */${total}`;
}

/** The headers a cross-origin console must be allowed to read to page (CORS hides others). */
export const EXPOSED_HEADERS = 'Content-Range, X-Total-Count';
