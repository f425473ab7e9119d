import { documentNumber } from './numbers';
import type { AdjustmentReason } from './stockAdjustments';

/**
 * The stock ledger (issue 47, beyond the spec): every change of a product's stock is a movement
 * with a signed quantity, and a product's quantity on hand is always the sum of its movements.
 * Each kind is named once here; a later writer (goods received, an adjustment, a count) adds its
 * rows under its kind and the stock card reads them with no other change.
 * - `opening`: the stock a product started the ledger with (a new product's quantity, or what
 *   each product had when the ledger began: migration 0044);
 * - `sold`: a bill took it (negative); `billDeleted`: a deleted bill put back what was still out;
 * - `customerReturn`: a customer brought it back (a bill's return, a credit note);
 * - `refill`: the spec's Refill Stock (it sets the stock: the movement is the difference);
 * - `edited`: the owner changed the quantity in the product's edit form;
 * - `received`, `supplierReturn`, `adjusted`, `counted`: goods received, returned to a supplier,
 *   an adjustment with its reason, a stock count (written by later work);
 * - `recosted`: the owner put right the unit costs of a note staff received at the average cost:
 *   no units move (quantity 0), the average cost after it does.
 */
export const STOCK_MOVEMENT_KINDS = [
  'opening',
  'sold',
  'customerReturn',
  'billDeleted',
  'refill',
  'edited',
  'received',
  'supplierReturn',
  'adjusted',
  'counted',
  'recosted',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export const isStockMovementKind = (value: unknown): value is StockMovementKind =>
  typeof value === 'string' && (STOCK_MOVEMENT_KINDS as readonly string[]).includes(value);

/** A movement as the stock card reads it (`GET /products/:id/movements`). */
export interface StockMovement {
  _id: string;
  kind: StockMovementKind;
  /** Signed: units in are positive, units out negative. */
  quantity: number;
  /** The quantity on hand right after it. */
  onHand: number;
  /** The bill (sold, billDeleted), the return (customerReturn), the goods received note (received) or the return to a supplier (supplierReturn) it came from; null for the rest. */
  sourceId: string | null;
  /** That record's number when it was written (a deleted bill's number stays readable). */
  sourceNumber: number | null;
  /** An adjustment's reason (src/domain/stockAdjustments.ts) and note; null for other kinds (and absent from a backend before them). */
  reason?: AdjustmentReason | null;
  note?: string | null;
  createdAt: string;
  createdByName: string | null;
}

/** Which numbered paper a kind's source is: a bill's, a credit note's, a goods received note's, a supplier return's, or none. */
const SOURCE_PAPER: Partial<Record<StockMovementKind, 'bill' | 'creditNote' | 'goodsReceipt' | 'supplierReturn'>> = {
  sold: 'bill',
  billDeleted: 'bill',
  customerReturn: 'creditNote',
  received: 'goodsReceipt',
  recosted: 'goodsReceipt',
  supplierReturn: 'supplierReturn',
};

/** The paper a movement came from as people read it ('B-000123', 'CN-000045'), or '' for none. */
export function movementPaper(movement: Pick<StockMovement, 'kind' | 'sourceNumber'>): string {
  const paper = SOURCE_PAPER[movement.kind];
  return paper && movement.sourceNumber ? documentNumber(paper, movement.sourceNumber) : '';
}

/** A quantity as the stock card shows it: '+5', '−3' (a true minus sign), '0'. */
export function signedQuantity(quantity: number): string {
  if (quantity > 0) return `+${quantity}`;
  if (quantity < 0) return `\u2212${-quantity}`;
  return '0';
}
