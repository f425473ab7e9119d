import { fromCents } from '../../src/domain/money';
import { countSummary, lineDifference, STOCK_COUNT_STATUSES } from '../../src/domain/stockCounts';
import type { StockCountLineRow } from '../db/schema';
import type { StockCountWithLines } from '../db/stockCounts';
import { arrayOf, enumOf, LIMITS, nullableString, numberInput, numberOut, object, string, text, type Infer, type Schema } from './common';

/**
 * Stock counts (issue 47). The buying prices and values (`unitCost`, `value`) are the owner's
 * (`stock/counts` / `cost`) and who did what the owner's too (`audit`): for staff those keys are
 * absent, not null.
 */

const nullableNumber = { type: ['number', 'null'] } as unknown as Schema<number | null>;

/** POST /stock-counts: a search (blank: every product) and a note. */
export const newCountBody = object({ search: text(500), note: text(500) });
export type NewCountBody = Infer<typeof newCountBody>;

/** POST /stock-counts/:id/counts: counts by line (`counted` null: not counted). */
export const countsBody = object(
  {
    lines: { type: 'array', maxItems: 5000, items: object({ _id: text(LIMITS.id), counted: numberInput }, ['_id']) } as unknown as Schema<{ _id: string | null; counted?: number | null }[]>,
  },
  ['lines'],
);
export type CountsBody = Infer<typeof countsBody>;

const lineProperties = { _id: string, productId: string, name: string, expected: numberOut, counted: nullableNumber, difference: nullableNumber };
const lineRecord = object({ ...lineProperties, unitCost: numberOut, value: numberOut }, Object.keys(lineProperties) as (keyof typeof lineProperties)[]);

const countProperties = {
  _id: string,
  status: enumOf(STOCK_COUNT_STATUSES),
  search: nullableString,
  note: nullableString,
  createdAt: string,
  updatedAt: string,
  submittedAt: nullableString,
  closedAt: nullableString,
  products: numberOut,
  counted: numberOut,
  differing: numberOut,
  over: numberOut,
  short: numberOut,
};

/** A sheet; its `lines` in a sheet's own answer (GET /stock-counts/:id and the writes), not in the list. */
export const countRecord = object(
  {
    ...countProperties,
    value: numberOut,
    createdByName: nullableString,
    updatedByName: nullableString,
    submittedByName: nullableString,
    closedByName: nullableString,
    lines: arrayOf(lineRecord),
  },
  Object.keys(countProperties) as (keyof typeof countProperties)[],
);
export type CountRecord = Infer<typeof countRecord>;

export interface CountView {
  cost: boolean;
  audit: boolean;
}

function toLineRecord(line: StockCountLineRow, view: CountView) {
  const record: Infer<typeof lineRecord> = {
    _id: line.id,
    productId: line.productId,
    name: line.productName,
    expected: line.expected,
    counted: line.counted,
    difference: lineDifference(line),
  };
  if (view.cost) Object.assign(record, { unitCost: fromCents(line.unitCost), value: fromCents((lineDifference(line) ?? 0) * line.unitCost) });
  return record;
}

/** The one mapping from a stored sheet to what the API shows to `view`; `withLines` for a sheet's own answer. */
export function toCountRecord(count: StockCountWithLines, view: CountView, withLines: boolean): CountRecord {
  const { products, counted, differing, over, short, value } = countSummary(count.lines);
  const record: CountRecord = {
    _id: count.id,
    status: count.status,
    search: count.search,
    note: count.note,
    createdAt: count.createdAt,
    updatedAt: count.updatedAt,
    submittedAt: count.submittedAt,
    closedAt: count.closedAt,
    products,
    counted,
    differing,
    over,
    short,
  };
  // A posted sheet's value is the one posted (at the buying prices then), never recomputed.
  if (view.cost) record.value = fromCents(count.postedValue ?? value);
  if (view.audit)
    Object.assign(record, { createdByName: count.createdByName, updatedByName: count.updatedByName, submittedByName: count.submittedByName, closedByName: count.closedByName });
  if (withLines) record.lines = count.lines.map((line) => toLineRecord(line, view));
  return record;
}
