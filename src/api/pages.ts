import type { GetListParams } from 'react-admin';
import type { ShopRecord } from '../resources/types';
import { unwrapList } from './unwrap';

/**
 * Lists served by the page (docs/architecture.md): the console asks a list route for a page
 * with its order and filters; our server answers `{data, total, summary}`, and a backend that
 * ignores the words answers the whole list as the spec's call does, which the console then
 * keeps and pages in the browser as it always has. Which it is follows from the answer alone.
 */

/** The largest page our server answers; a list asked for more is asked as every matching record. */
export const MAX_PAGE_SIZE = 1000;

/** One page of a list, with the figures of the whole filtered set (summary cards, by their keys). */
export interface ListPage {
  data: ShopRecord[];
  total: number;
  summary: Record<string, number | string>;
}

/**
 * The query words of a list request: the filters as JSON (as the list's URL keeps them), the
 * order, and the page unless every matching record is wanted (`pagination` undefined).
 */
export function pageQuery({ filter, sort, pagination }: Pick<GetListParams, 'filter' | 'sort' | 'pagination'>): Record<string, string> {
  return {
    _filter: JSON.stringify(filter ?? {}),
    ...(sort?.field ? { _sort: sort.field, _order: sort.order === 'DESC' ? 'DESC' : 'ASC' } : {}),
    ...(pagination ? { _page: String(pagination.page), _perPage: String(pagination.perPage) } : {}),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The page in an answer, or undefined when the answer is a whole list: an array, a wrapped
 * one (`{customers: [...]}`), or a `{data, total}` holding more rows than a page (a backend
 * that names its total but ignores the page).
 */
export function pageOf(answer: unknown, perPage: number): ListPage | undefined {
  if (!isObject(answer) || !Array.isArray(answer.data) || typeof answer.total !== 'number') return undefined;
  if (answer.data.length > perPage) return undefined;
  const summary = isObject(answer.summary) ? (answer.summary as Record<string, number | string>) : {};
  return { data: unwrapList(answer.data), total: answer.total, summary };
}
