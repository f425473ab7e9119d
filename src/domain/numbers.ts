import { recordNumber } from './labels';

/**
 * The shop's human sequential numbers (product.md §10, beyond the spec): our server numbers
 * bills, credit notes, payments, repairs, goods received notes and supplier returns 1, 2, 3… and people read them with a prefix and six
 * digits ('B-000123'), on screens, printed documents and messages, and type them into search.
 */
export const DOCUMENT_PREFIXES = { bill: 'B', creditNote: 'CN', payment: 'P', repair: 'R', goodsReceipt: 'GRN', supplierReturn: 'SRN' } as const;
export type DocumentKind = keyof typeof DOCUMENT_PREFIXES;

/** Six digits: a small shop's lifetime of bills; a longer number shows whole ('B-1234567'). */
const DIGITS = 6;

/** A positive whole number, or undefined (the shop's own backend sends none). */
export function sequenceOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** `documentNumber('bill', 123)` → 'B-000123'. */
export function documentNumber(kind: DocumentKind, number: number): string {
  return `${DOCUMENT_PREFIXES[kind]}-${String(number).padStart(DIGITS, '0')}`;
}

/**
 * How a record's number reads: its sequential number when the backend gave one ('B-000123'),
 * else the last characters of its id as the console always showed them ('9C41F0A2'), so the
 * shop's own backend reads as before.
 */
export function numberOfRecord(kind: DocumentKind, record: { id?: unknown; _id?: unknown; number?: unknown } | null | undefined): string {
  const number = sequenceOf(record?.number);
  return number === undefined ? recordNumber(record?.id ?? record?._id) : documentNumber(kind, number);
}

/**
 * The text a list searches for a record's number: 'B-000123' when it has one, so the search
 * box (a case-insensitive substring, src/api/listQuery.ts) finds it typed as 'B-000123',
 * 'b-000123', '000123' or '123'; undefined when the record has no number.
 */
export function numberSearchText(kind: DocumentKind, value: unknown): string | undefined {
  const number = sequenceOf(value);
  return number === undefined ? undefined : documentNumber(kind, number);
}

/** Does what was typed in a search box find this number? The same test as the list's search. */
export function matchesDocumentNumber(query: string, kind: DocumentKind, value: unknown): boolean {
  const needle = query.trim().toLowerCase();
  const text = numberSearchText(kind, value)?.toLowerCase();
  return !!text && !!needle && text.includes(needle);
}
