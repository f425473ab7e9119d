import { HttpError } from '../errors';

/**
 * What a list request asks beyond the spec's whole collection (docs/architecture.md, "Lists
 * served by the page"): a page, an order and filters. The console sends
 * `?_page=2&_perPage=25&_sort=createdAt&_order=DESC&_filter={"q":"kasun"}`; a backend that
 * ignores these answers the whole list, and the console then keeps it in the browser.
 */
export interface ListQuery {
  /** The page asked for; absent: every matching record (an export). */
  page?: { number: number; size: number };
  sort?: { field: string; descending: boolean };
  /** The list's filters as the console's URL keeps them (`createdAt_day`, `q`, `status`…). */
  filter: Record<string, unknown>;
}

/** A page holds at most this many records; the console asks for more as a whole set (an export). */
export const MAX_PAGE_SIZE = 1000;

/** The query string's paging words, for the route's schema (and so /api/docs). */
export const listQuerystring = {
  type: 'object',
  properties: {
    _page: { type: 'string', description: 'Page number, from 1: the answer is `{data, total, summary}` instead of the whole list.' },
    _perPage: { type: 'string', description: `Records per page (1–${MAX_PAGE_SIZE}).` },
    _sort: { type: 'string', description: 'Field to sort by.' },
    _order: { type: 'string', description: '`ASC` or `DESC`.' },
    _filter: { type: 'string', description: 'The filters as a JSON object, e.g. `{"q":"kasun","createdAt_day":"2026-03-12"}`.' },
  },
} as const;

export type ListQuerystring = Partial<Record<'_page' | '_perPage' | '_sort' | '_order' | '_filter', string>>;

const whole = (text: string | undefined, min: number, max: number) => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
};

/**
 * The page the words ask for (`_page` from 1, `_perPage` up to MAX_PAGE_SIZE, `defaultSize`
 * when only the page is given), or undefined when they ask none; a word it cannot read is a 400.
 */
export function readPage({ _page, _perPage }: Pick<ListQuerystring, '_page' | '_perPage'>, defaultSize = 10): ListQuery['page'] {
  if (_page === undefined && _perPage === undefined) return undefined;
  const number = whole(_page ?? '1', 1, Number.MAX_SAFE_INTEGER);
  const size = whole(_perPage ?? String(defaultSize), 1, MAX_PAGE_SIZE);
  if (number === undefined || size === undefined) throw new HttpError(400, { key: 'listQueryInvalid' });
  return { number, size };
}

/**
 * The request's list query, or undefined when it asks none of it (the spec's call: the whole
 * list, served from the list cache). A word it cannot read is a 400, never a guess.
 */
export function readListQuery(query: ListQuerystring): ListQuery | undefined {
  const { _page, _perPage, _sort, _order, _filter } = query;
  if ([_page, _perPage, _sort, _order, _filter].every((word) => word === undefined)) return undefined;
  let filter: Record<string, unknown> = {};
  if (_filter !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(_filter);
    } catch {
      parsed = undefined;
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new HttpError(400, { key: 'listQueryInvalid' });
    filter = parsed as Record<string, unknown>;
  }
  const page = readPage(query);
  if (_order !== undefined && _order !== 'ASC' && _order !== 'DESC') throw new HttpError(400, { key: 'listQueryInvalid' });
  const sort = _sort ? { field: _sort, descending: _order === 'DESC' } : undefined;
  return { page, sort, filter };
}
