import type { ShopRecord } from '../resources/types';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasId = (value: unknown): boolean => isObject(value) && (value._id != null || value.id != null);
/** Keys of an answer that only reports on the call, e.g. `{ message: 'Created', data: null }`. */
const REPORT_KEYS = new Set(['message', 'success', 'status', 'statusCode', 'data']);

/** A record with react-admin's `id`, taken from the shop's `_id` (which is kept). */
export function withId<T extends Json>(record: T): T & ShopRecord {
  return (record.id != null ? record : { ...record, id: record._id }) as T & ShopRecord;
}

/**
 * The list in an answer, whatever its shape (product.md §7): a list, `{data: [...]}`, `{<key>: [...]}`
 * for one of `keys`, an object whose only list is the one, or a single record (→ one-element list).
 */
export function unwrapList(answer: unknown, keys: readonly string[] = []): ShopRecord[] {
  // Items that are not objects are kept as they are, for the caller to read.
  if (Array.isArray(answer)) return answer.map((item) => (isObject(item) ? withId(item) : item)) as ShopRecord[];
  if (!isObject(answer)) return [];
  for (const key of ['data', ...keys]) {
    if (Array.isArray(answer[key])) return unwrapList(answer[key], keys);
  }
  if (isObject(answer.data)) return unwrapList(answer.data, keys);
  if (hasId(answer)) return [withId(answer)];
  const lists = Object.values(answer).filter(Array.isArray);
  if (lists.length === 1) return unwrapList(lists[0], keys);
  const isReport = Object.keys(answer).every((key) => REPORT_KEYS.has(key));
  return isReport ? [] : [withId(answer)];
}

/**
 * The record in an answer: the answer itself when it has an id, else the first property holding a
 * record (`{data: record}`, `{staff: record}`, `{message, customer: record}`); undefined when none.
 */
export function unwrapRecord(answer: unknown): ShopRecord | undefined {
  if (Array.isArray(answer)) return answer.length === 1 ? unwrapRecord(answer[0]) : undefined;
  if (!isObject(answer)) return undefined;
  if (hasId(answer)) return withId(answer);
  const nested = isObject(answer.data) ? answer.data : Object.values(answer).find(hasId);
  return nested ? unwrapRecord(nested) : undefined;
}
