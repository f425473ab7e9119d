import type { FilterPayload, SortPayload } from 'react-admin';
import { shopDayOf } from '../domain/shopDay';

type Row = Record<string, unknown>;

export interface ListQuery {
  filter?: FilterPayload;
  sort?: SortPayload;
  pagination?: { page: number; perPage: number };
}

/**
 * `a.b.c` in a record; undefined when any step is missing. A number picks a list's item
 * (`products.0`); a name maps over the list (`products.name` of a bill → every line's name),
 * so a search can look inside lines.
 */
export function getPath(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (Array.isArray(value)) value = /^\d+$/.test(key) ? value[Number(key)] : value.map((item) => getPath(item, key));
    else if (value === null || typeof value !== 'object') return undefined;
    else value = (value as Row)[key];
  }
  return value;
}

/** Filters, sorts and pages a whole collection in memory; `total` is the filtered count. */
export function applyListQuery<T extends Row>(
  records: readonly T[],
  { filter = {}, sort, pagination }: ListQuery,
  searchFields: readonly string[] = [],
): { data: T[]; total: number } {
  const tests = Object.entries(filter)
    .filter(([, value]) => !isBlank(value))
    .map(([key, value]) => (key === 'q' ? matchSearch(String(value), searchFields) : matchField(key, value)));
  const matching = records.filter((record) => tests.every((test) => test(record)));
  const sorted = sort?.field ? sortBy(matching, sort) : matching;
  if (!pagination) return { data: sorted, total: sorted.length };
  const start = (pagination.page - 1) * pagination.perPage;
  return { data: sorted.slice(start, start + pagination.perPage), total: sorted.length };
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** `q`: a case-insensitive substring of any searched field, or of "firstName lastName" when both are searched. */
function matchSearch(query: string, fields: readonly string[]) {
  const needle = query.trim().toLowerCase();
  const fullNames = fields
    .filter((field) => field.endsWith('firstName') && fields.includes(field.replace(/firstName$/, 'lastName')))
    .map((field) => [field, field.replace(/firstName$/, 'lastName')] as const);
  return (record: Row) =>
    !needle ||
    fields.some((field) => text(getPath(record, field)).includes(needle)) ||
    fullNames.some(([first, last]) => `${text(getPath(record, first))} ${text(getPath(record, last))}`.includes(needle));
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
  return [...records].sort((a, b) => {
    const left = getPath(a, field);
    const right = getPath(b, field);
    const leftMissing = left === undefined || left === null || left === '';
    const rightMissing = right === undefined || right === null || right === '';
    if (leftMissing || rightMissing) return Number(leftMissing) - Number(rightMissing);
    return direction * compareValues(left, right);
  });
}

function compareValues(left: unknown, right: unknown): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  return collator.compare(String(idOf(left)), String(idOf(right)));
}
