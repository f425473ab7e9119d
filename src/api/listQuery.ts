import type { FilterPayload, SortPayload } from 'react-admin';
import { shopDayOf } from '../domain/shopDay';
import { getPath } from './getPath';

export { getPath } from './getPath';

type Row = Record<string, unknown>;

export interface ListQuery {
  filter?: FilterPayload;
  sort?: SortPayload;
  pagination?: { page: number; perPage: number };
}

/**
 * Filters, sorts and pages a whole collection in memory; `total` is the filtered count.
 * A collection is sorted once per sort order and the sorted rows are kept (filtering keeps
 * their order), and each record's search text is built once: a page turn or a keystroke on
 * 50,000 bills then costs one pass over the rows, not a sort. The collection must not be
 * mutated (the dataProvider replaces it on every load); answers share the cached arrays.
 */
export function applyListQuery<T extends Row>(
  records: readonly T[],
  { filter = {}, sort, pagination }: ListQuery,
  searchFields: readonly string[] = [],
  flags: Readonly<Record<string, Flag>> = {},
): { data: T[]; total: number } {
  // A flag switched off filters nothing (react-admin keeps `false` in the URL).
  const set = Object.entries(filter).filter(([key, value]) => !isBlank(value) && !(key in flags && !isOn(value)));
  const ordered = sort?.field ? sortedOnce(records, sort) : records;
  const matching = set.length ? filteredOnce(ordered, set, searchFields, flags) : (ordered as T[]);
  if (!pagination) return { data: matching, total: matching.length };
  const start = (pagination.page - 1) * pagination.perPage;
  return { data: matching.slice(start, start + pagination.perPage), total: matching.length };
}

/**
 * The last filter's matches per sorted collection: turning the pages of a filtered list (or
 * re-reading its summary) filters once, and answers the same array, so figures computed from
 * it are computed once too.
 */
const lastFiltered = new WeakMap<readonly Row[], { key: string; rows: Row[] }>();

/** A named test of a record (a declaration's `flag` filter), switched on by `<name>: true` in the filter. */
export type Flag = (record: Row) => boolean;
const isOn = (value: unknown) => value === true || value === 'true';

function filteredOnce<T extends Row>(
  ordered: readonly T[],
  set: [string, unknown][],
  searchFields: readonly string[],
  flags: Readonly<Record<string, Flag>>,
): T[] {
  const key = JSON.stringify([set, searchFields]);
  const last = lastFiltered.get(ordered);
  if (last?.key === key) return last.rows as T[];
  const tests = set.map(([field, value]) =>
    field === 'q' ? matchSearch(String(value), searchFields) : (flags[field] ?? matchField(field, value)),
  );
  const rows = ordered.filter((record) => tests.every((test) => test(record)));
  lastFiltered.set(ordered, { key, rows });
  return rows;
}

const sortedCollections = new WeakMap<readonly Row[], Map<string, Row[]>>();

function sortedOnce<T extends Row>(records: readonly T[], sort: SortPayload): T[] {
  let orders = sortedCollections.get(records);
  if (!orders) sortedCollections.set(records, (orders = new Map()));
  const key = `${sort.field}\u0000${sort.order}`;
  let sorted = orders.get(key);
  if (!sorted) orders.set(key, (sorted = sortBy(records, sort)));
  return sorted as T[];
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** `q`: a case-insensitive substring of any searched field, or of "firstName lastName" when both are searched. */
function matchSearch(query: string, fields: readonly string[]) {
  const needle = query.trim().toLowerCase();
  const haystack = searchTextOf(fields);
  return (record: Row) => !needle || haystack(record).includes(needle);
}

/** Each record's searched fields, lower-cased and joined once (per field list) and kept while the record lives. */
const searchTexts = new Map<string, WeakMap<Row, string>>();

function searchTextOf(fields: readonly string[]) {
  const fieldsKey = fields.join(',');
  let texts = searchTexts.get(fieldsKey);
  if (!texts) searchTexts.set(fieldsKey, (texts = new WeakMap()));
  const fullNames = fields
    .filter((field) => field.endsWith('firstName') && fields.includes(field.replace(/firstName$/, 'lastName')))
    .map((field) => [field, field.replace(/firstName$/, 'lastName')] as const);
  const known = texts;
  return (record: Row) => {
    let haystack = known.get(record);
    if (haystack === undefined) {
      // A separator no one types keeps a match from spanning two fields.
      haystack = [
        ...fields.map((field) => text(getPath(record, field))),
        ...fullNames.map(([first, last]) => `${text(getPath(record, first))} ${text(getPath(record, last))}`),
      ].join('\u0000');
      known.set(record, haystack);
    }
    return haystack;
  };
}

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : Array.isArray(value) ? value.map(text).join(' ') : String(value).toLowerCase();

/**
 * Day filters, in the shop's calendar (Asia/Colombo): `<field>_day` is one day, `<field>_from`
 * and `<field>_to` an inclusive range of days (`YYYY-MM-DD`), whatever the field holds (an
 * instant, a day, a day and time). A filter's value stays a day, so the URL reads as the user chose.
 */
const DAY_FILTER = /^(.+)_(day|from|to)$/;

function matchDay(field: string, side: string, day: string) {
  return (record: Row) => {
    const value = shopDayOf(getPath(record, field));
    if (value === undefined) return false;
    return side === 'day' ? value === day : side === 'from' ? value >= day : value <= day;
  };
}

/**
 * `<field>_gte` / `<field>_lte` bound a field; `_day`, `_from`, `_to` match shop days (above);
 * any other key must equal (or, for a list, be one of) the value.
 */
function matchField(key: string, expected: unknown) {
  const day = DAY_FILTER.exec(key);
  if (day) return matchDay(day[1], day[2], String(expected));
  const bound = /^(.+)_(gte|lte)$/.exec(key);
  if (bound) {
    const [, field, side] = bound;
    return (record: Row) => {
      const value = getPath(record, field);
      if (value === undefined || value === null || value === '') return false;
      const order = compareBound(value, expected);
      return side === 'gte' ? order >= 0 : order <= 0;
    };
  }
  const allowed = (Array.isArray(expected) ? expected : [expected]).map(String);
  return (record: Row) => allowed.includes(String(idOf(getPath(record, key))));
}

/** A reference may be embedded (`categoryId: {_id, name}`); it then compares by its id. */
function idOf(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { _id, id } = value as Row;
    return id ?? _id ?? value;
  }
  return value;
}

/**
 * Numbers compare numerically. Strings compare on the bound's length, so an ISO instant
 * '2026-03-12T04:30:00Z' is within `_lte: '2026-03-12'` (a day bound includes its whole day).
 */
function compareBound(value: unknown, bound: unknown): number {
  if (typeof value === 'number' || typeof bound === 'number') return Number(value) - Number(bound);
  const boundText = String(bound);
  const valueText = String(value).slice(0, boundText.length);
  return valueText < boundText ? -1 : valueText > boundText ? 1 : 0;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Stable sort on any (dotted) field; numbers numerically, text by locale; missing values last either way. */
function sortBy<T extends Row>(records: readonly T[], { field, order }: SortPayload): T[] {
  const direction = order === 'DESC' ? -1 : 1;
  // Each value read once, not once per comparison.
  const keyed = records.map((record, index) => ({ record, index, value: getPath(record, field) }));
  const missing = (value: unknown) => value === undefined || value === null || value === '';
  keyed.sort((a, b) => {
    const leftMissing = missing(a.value);
    const rightMissing = missing(b.value);
    if (leftMissing || rightMissing) return Number(leftMissing) - Number(rightMissing) || a.index - b.index;
    return direction * compareValues(a.value, b.value) || a.index - b.index;
  });
  return keyed.map((entry) => entry.record);
}

/** ISO days and instants ('2026-03-12T04:30:00.000Z') order as plain text, far faster than the collator. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

function compareValues(left: unknown, right: unknown): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  if (typeof left === 'string' && typeof right === 'string' && ISO_DATE.test(left) && ISO_DATE.test(right)) {
    return left < right ? -1 : left > right ? 1 : 0;
  }
  return collator.compare(String(idOf(left)), String(idOf(right)));
}
