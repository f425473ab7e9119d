import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { shopDayEnd, shopDayStart } from '../../src/domain/dates';
import { toCents, fromCents } from '../../src/domain/money';
import { HttpError } from '../errors';
import { currentUser } from '../auth/guard';
import { withoutHiddenNames } from '../http/byNames';
import { engineOf } from '../db/engineOf';
import { sqliteNullOrder } from '../db/nullOrder';
import { itemSerializer, jsonArray } from '../listCache';
import type { ListQuery } from './listQuery';
import { isCommonSearch, searchIndex } from './search';

/**
 * How a list field reads in SQL: `instant` an ISO-8601 UTC text (a day filter spans the
 * Colombo day's instants), `day` a shop-calendar text starting `YYYY-MM-DD`, `money` integer
 * cents (the console speaks LKR), `number` and `text` as stored.
 */
export type FieldKind = 'instant' | 'day' | 'money' | 'number' | 'text';

export interface ListField {
  sql: Expression<unknown>;
  kind: FieldKind;
  /** The console may order the list by it. */
  sortable?: boolean;
  /** Text that orders and compares ignoring (ASCII) case, as the console's in-browser sort reads names (see `caseless`). */
  caseless?: boolean;
}

/**
 * A text field that orders and compares ignoring case: SQLite's NOCASE collation, which the
 * lists' indexes are made with; PostgreSQL's `lower()`, which its expression indexes are made
 * with (migrations 0031, 0033). Both fold ASCII letters only (the columns' collation is "C"
 * there), so the order is the same.
 */
export const caseless = (expression: Expression<unknown>): ListField => ({ sql: expression, kind: 'text', sortable: true, caseless: true });

/** How `field` reads in SQL on `db`'s engine. */
function fieldSql(db: Kysely<any>, field: ListField): Expression<unknown> {
  if (!field.caseless) return field.sql;
  return engineOf(db) === 'postgres' ? sql`lower(${field.sql})` : sql`${field.sql} collate nocase`;
}

/** A value compared with `field`: lower-cased as the field is on PostgreSQL (SQLite's NOCASE applies to both sides itself). */
const comparedValue = (db: Kysely<any>, field: ListField, value: unknown) => (field.caseless && engineOf(db) === 'postgres' ? sql`lower(${value})` : value);

/** A figure over the whole filtered set (or, `over: 'all'`, the whole list), as the list's summary cards show it. */
export interface SummaryFigure {
  /**
   * The figure's aggregate over the list's table; or, for a figure that also needs another
   * table's rows of the same set (a bill's returns), made from the set's `where` clause.
   */
  sql: RawBuilder<unknown> | ((where: RawBuilder<unknown>) => RawBuilder<unknown>);
  money?: boolean;
  over?: 'all';
  /** A figure the declaration shows as text, from its value and the filtered set's count ('12 / 340' shown of all). */
  text?: (value: number, total: number) => string;
}

/**
 * One list as our server pages it: the table, the fields the console filters and sorts on
 * (by the names its declaration uses), the search, the named switches (`overdue`), the
 * summary figures the caller may see, and how stored rows become the route's records.
 */
export interface PagedList<Row> {
  table: string;
  fields: Readonly<Record<string, ListField>>;
  defaultSort: { field: string; descending: boolean };
  /** Rows every answer leaves out (the walk-in customer). */
  always?: RawBuilder<SqlBool>;
  /** The list's search index (an FTS5 trigram table of each record's searched text) and the record's key in it. */
  search?: { index: string; key: RawBuilder<unknown> };
  flags?: Readonly<Record<string, (now: Date) => RawBuilder<SqlBool>>>;
  /** The summary figures, by the declaration's keys; a list is built per caller, so staff's has no cost or profit. */
  summary?: Readonly<Record<string, SummaryFigure>>;
  /**
   * How stored rows become the route's records, with what that needs read first: about these
   * rows for a page, about every row (`'all'`) for an export, whose stream holds SQLite's one
   * connection until its last row (so nothing may be read meanwhile).
   */
  records: (rows: Row[] | 'all') => Promise<(row: Row) => unknown>;
}

const refuse = (): never => {
  throw new HttpError(400, { key: 'listQueryInvalid' });
};
const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const isOn = (value: unknown) => value === true || value === 'true';
const DAY_FILTER = /^(.+)_(day|from|to)$/;
const BOUND = /^(.+)_(gte|lte)$/;

/** A value as the field stores it: LKR → cents; a number for numbers; text as text. */
function stored(field: ListField, value: unknown): unknown {
  if (field.kind === 'money' || field.kind === 'number') {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (!Number.isFinite(number)) return refuse();
    return field.kind === 'money' ? toCents(number) : number;
  }
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return refuse();
  return String(value);
}

/** The calendar day after `day` (`YYYY-MM-DD`), for a `day` field's exclusive bound. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A shop-day filter (`_day`, `_from`, `_to`) on an instant or a day field. */
function dayCondition(field: ListField, side: string, value: unknown): RawBuilder<SqlBool> {
  const day = typeof value === 'string' ? value : '';
  const [start, end] = field.kind === 'instant' ? [shopDayStart(day), shopDayEnd(day)] : /^\d{4}-\d{2}-\d{2}$/.test(day) ? [day, nextDay(day)] : [];
  if (!start || !end) return refuse();
  if (side === 'day') return sql<SqlBool>`(${field.sql} >= ${start} and ${field.sql} < ${end})`;
  return side === 'from' ? sql<SqlBool>`${field.sql} >= ${start}` : sql<SqlBool>`${field.sql} < ${end}`;
}

/**
 * Each set filter as SQL, read as the console's in-browser lists read them
 * (src/api/listQuery.ts): `q` the search, a switch by name, `<field>_day|_from|_to` shop days,
 * `<field>_gte|_lte` bounds, any other field equal to the value (or one of a list). A key the
 * list does not know is a 400: a wrong answer would look like a right one.
 */
async function conditions<Row>(
  db: Kysely<any>,
  list: PagedList<Row>,
  filter: Record<string, unknown>,
  now: Date,
  { inOrder }: { inOrder: boolean },
): Promise<RawBuilder<SqlBool>[]> {
  const found: RawBuilder<SqlBool>[] = list.always ? [list.always] : [];
  // A day or a range of days narrows the rows through its own index first; the search then only tests them.
  const byDays = Object.entries(filter).some(([key, value]) => !isBlank(value) && DAY_FILTER.test(key) && ['instant', 'day'].includes(list.fields[key.replace(DAY_FILTER, '$1')]?.kind ?? ''));
  for (const [key, value] of Object.entries(filter)) {
    if (isBlank(value)) continue;
    if (key === 'q') {
      const text = String(value).trim().toLowerCase();
      if (!text) continue;
      if (!list.search) refuse();
      const { index, key: searchKey } = list.search!;
      // Rows read in the list's order (a page) are led by that order when the search matches a
      // large share of them (search.ts). A count is not: it would then read every row of the
      // table, where the matches lead it to each of theirs.
      found.push(searchIndex(db, index, searchKey, text, byDays || (inOrder && (await isCommonSearch(db, index, text)))));
      continue;
    }
    const flag = list.flags?.[key];
    if (flag) {
      if (isOn(value)) found.push(flag(now));
      continue;
    }
    const day = DAY_FILTER.exec(key);
    const dayField = day && list.fields[day[1]];
    if (day && dayField && (dayField.kind === 'instant' || dayField.kind === 'day')) {
      found.push(dayCondition(dayField, day[2], value));
      continue;
    }
    const bound = BOUND.exec(key);
    const boundField = bound && list.fields[bound[1]];
    if (bound && boundField && (boundField.kind === 'money' || boundField.kind === 'number')) {
      const operator = bound[2] === 'gte' ? sql`>=` : sql`<=`;
      found.push(sql<SqlBool>`${boundField.sql} ${operator} ${stored(boundField, value)}`);
      continue;
    }
    const field = list.fields[key] ?? refuse();
    const values = (Array.isArray(value) ? value : [value]).map((one) => comparedValue(db, field, stored(field, one)));
    const column = fieldSql(db, field);
    found.push(values.length === 1 ? sql<SqlBool>`${column} = ${values[0]}` : sql<SqlBool>`${column} in (${sql.join(values)})`);
  }
  return found;
}

const whereOf = (found: RawBuilder<SqlBool>[]) => (found.length ? sql`where ${sql.join(found, sql` and `)}` : sql``);

/** The matching rows in the list's order (rowid breaks ties, as the whole list is ordered: newest written first within a moment). */
function rowsOf<Row>(db: Kysely<any>, list: PagedList<Row>, found: RawBuilder<SqlBool>[], sort: ListQuery['sort']) {
  const { field, descending } = sort ?? list.defaultSort;
  const chosen = list.fields[field];
  if (!chosen?.sortable) return refuse();
  const direction = descending ? 'desc' : 'asc';
  let query = db.selectFrom(list.table).selectAll(list.table);
  for (const condition of found) query = query.where(condition);
  return query.orderBy(fieldSql(db, chosen), sqliteNullOrder(db, direction)).orderBy(sql.ref(`${list.table}.rowid`), direction);
}

/** The summary figures over the filtered set (and the whole list where a figure asks), as the console shows them. */
async function summaryOf<Row>(db: Kysely<any>, list: PagedList<Row>, where: RawBuilder<unknown>): Promise<{ total: number; summary: Record<string, number | string> }> {
  const figures = Object.entries(list.summary ?? {});
  const select = (chosen: [string, SummaryFigure][], where: RawBuilder<unknown>) =>
    sql.join([
      sql`count(*) as ${sql.ref('_total')}`,
      ...chosen.map(([key, figure]) => sql`${typeof figure.sql === 'function' ? figure.sql(where) : figure.sql} as ${sql.ref(key)}`),
    ]);
  const filtered = figures.filter(([, figure]) => figure.over !== 'all');
  const all = figures.filter(([, figure]) => figure.over === 'all');
  const table = sql.table(list.table);
  const allWhere = whereOf(list.always ? [list.always] : []);
  const [row] = (await sql<Record<string, number | null>>`select ${select(filtered, where)} from ${table} ${where}`.execute(db)).rows;
  const [allRow] = all.length ? (await sql<Record<string, number | null>>`select ${select(all, allWhere)} from ${table} ${allWhere}`.execute(db)).rows : [{}];
  const total = Number(row._total);
  const summary: Record<string, number | string> = {};
  for (const [key, figure] of figures) {
    const value = Number((figure.over === 'all' ? allRow : row)[key] ?? 0);
    summary[key] = figure.text ? figure.text(value, total) : figure.money ? fromCents(value) : value;
  }
  return { total, summary };
}

/**
 * Answers a list route asked by the page: `{data, total, summary}`, the page's records
 * shaped and serialised by the route's own item schema (so a caller gets no field the whole
 * list would not give it). Asked without a page (an export), every matching record, streamed.
 */
export async function sendListQuery<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Kysely<any>,
  list: PagedList<Row>,
  query: ListQuery,
): Promise<FastifyReply> {
  const now = new Date();
  const serialize = itemSerializer(request, reply);
  const hidden = request.hiddenByNames ?? [];
  const json = (record: unknown) => serialize(hidden.length ? withoutHiddenNames(request, record) : record);
  reply.type('application/json; charset=utf-8');
  if (!query.page) {
    // One row at a time, so an export of years never holds them all.
    const rows = rowsOf(db, list, await conditions(db, list, query.filter, now, { inOrder: true }), query.sort);
    const toRecord = await list.records('all');
    const records = async function* () {
      for await (const row of rows.stream()) yield toRecord(row as Row);
    };
    return reply.send(Readable.from(jsonArray(records(), json)));
  }
  const { number, size } = query.page;
  // Answers are kept until the next write (ListCache.memo), as whole lists are: the figures per
  // filter (a page turn does not count the rows again) and each page, per what the caller may
  // see (role and by-names), and per hour, for a switch judged by the clock (overdue). A kept
  // page costs no query to build either.
  const view = `${request.routeOptions.url}|${now.toISOString().slice(0, 13)}|${currentUser(request).role}|${hidden.join(',')}|${JSON.stringify(query.filter)}`;
  const { memo } = request.server.listCache;
  return reply.send(
    await memo(`${view}|${JSON.stringify(query.sort ?? null)}|${number}|${size}`, async () => {
      const onPage = await conditions(db, list, query.filter, now, { inOrder: true });
      const [page, figures] = await Promise.all([
        rowsOf(db, list, onPage, query.sort).limit(size).offset((number - 1) * size).execute() as Promise<Row[]>,
        memo(view, async () => summaryOf(db, list, whereOf(await conditions(db, list, query.filter, now, { inOrder: false })))),
      ]);
      const toRecord = await list.records(page);
      return `{"data":[${page.map((row) => json(toRecord(row))).join(',')}],"total":${figures.total},"summary":${JSON.stringify(figures.summary)}}`;
    }),
  );
}
