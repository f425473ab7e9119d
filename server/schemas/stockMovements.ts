import { ADJUSTMENT_REASONS } from '../../src/domain/stockAdjustments';
import { STOCK_MOVEMENT_KINDS } from '../../src/domain/stockMovements';
import type { StockMovementRow } from '../db/schema';
import { MAX_PAGE_SIZE } from '../paging/listQuery';
import { arrayOf, enumOf, nullableString, numberOut, object, string, type Infer, type Schema } from './common';

const described = (description: string) => ({ type: 'string', description }) as unknown as Schema<string>;
const nullableNumber = { type: ['number', 'null'] } as unknown as Schema<number | null>;

/** The stock card's page words: `?_page=1&_perPage=50` (the list's own words; no sort or filter: newest first). */
export const movementsQuery = object({
  _page: described('Page number, from 1 (default 1).'),
  _perPage: described(`Movements per page (1–${MAX_PAGE_SIZE}, default 50).`),
});
export type MovementsQuery = Infer<typeof movementsQuery>;

const movementProperties = {
  _id: string,
  kind: enumOf(STOCK_MOVEMENT_KINDS),
  quantity: numberOut,
  onHand: numberOut,
  sourceId: nullableString,
  sourceNumber: nullableNumber,
  /** An adjustment's reason and note (null for other kinds). */
  reason: { type: ['string', 'null'], enum: [...ADJUSTMENT_REASONS, null] } as unknown as Schema<(typeof ADJUSTMENT_REASONS)[number] | null>,
  note: nullableString,
  createdAt: string,
};

/** One movement; `createdByName` only for those who see who did what (`products` / `audit`: the owner). */
export const movementRecord = object(
  { ...movementProperties, createdByName: nullableString },
  Object.keys(movementProperties) as (keyof typeof movementProperties)[],
);
export type MovementRecord = Infer<typeof movementRecord>;

/** A page of a product's stock card, newest first, and how many movements it has in all. */
export const movementsAnswer = object({ data: arrayOf(movementRecord), total: numberOut }, ['data', 'total']);

export function toMovementRecord(row: StockMovementRow, withNames: boolean): MovementRecord {
  const record: MovementRecord = {
    _id: row.id,
    kind: row.kind,
    quantity: row.quantity,
    onHand: row.onHand,
    sourceId: row.sourceId,
    sourceNumber: row.sourceNumber,
    reason: row.reason,
    note: row.note,
    createdAt: row.createdAt,
  };
  if (withNames) record.createdByName = row.createdByName;
  return record;
}
