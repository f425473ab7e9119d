import type { Said } from './messages';
import { MAX_QUANTITY, numberOf } from './products';
import { isBlank, required, type Rule, type RuleSet } from './validation';

/**
 * Stock adjustments (issue 47, our server's `stockAdjustments`): the owner corrects a product's
 * stock by a signed number of units, saying why. The reasons are a fixed list, so the stock card
 * and reports can group them; the note says the rest. The sign is the owner's (a `found` item is
 * usually +1, a damaged one −1, but undoing a mistaken adjustment needs the other sign).
 */
export const ADJUSTMENT_REASONS = ['damaged', 'lost', 'found', 'ownUse'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export const isAdjustmentReason = (value: unknown): value is AdjustmentReason =>
  typeof value === 'string' && (ADJUSTMENT_REASONS as readonly string[]).includes(value);

/** The longest note an adjustment keeps. */
export const ADJUSTMENT_NOTE_MAX = 200;

/** A signed whole number of units, not 0, at most MAX_QUANTITY either way. */
const signedUnits: Rule = (value) => {
  if (isBlank(value)) return undefined;
  const number = numberOf(value);
  if (!Number.isFinite(number) || !Number.isInteger(number)) return 'quantityInvalid';
  if (number === 0) return 'adjustmentQuantityZero';
  return Math.abs(number) > MAX_QUANTITY ? 'quantityTooLarge' : undefined;
};

const reason: Rule = (value) => (isBlank(value) || isAdjustmentReason(value) ? undefined : 'adjustmentReasonInvalid');

/** A note of at most ADJUSTMENT_NOTE_MAX characters (a count sheet's note too). */
export const stockNote: Rule = (value) => (isBlank(value) || [...String(value).trim()].length <= ADJUSTMENT_NOTE_MAX ? undefined : 'stockNoteTooLong');

/** The Adjust stock form (and `POST /products/:id/adjustments`): quantity, reason, an optional note. */
export const adjustmentRules: RuleSet = {
  quantity: [required('quantityRequired'), signedUnits],
  reason: [required('adjustmentReasonRequired'), reason],
  note: [stockNote],
};

/** The stock an adjustment leaves; the server refuses it below zero. */
export const adjustedStock = (current: number, quantity: number): number => current + quantity;

/** 'HDMI Cable has 2 in stock: an adjustment cannot take it below 0'. */
export function adjustmentBelowZeroMessage(name: string, quantity: number): Said {
  return { key: 'adjustmentBelowZero', values: { name, quantity: String(quantity) } };
}

/** 'Stock adjusted. New quantity: N'. */
export function stockAdjustedMessage(quantity: number): Said {
  return { key: 'stockAdjusted', values: { quantity: String(quantity) } };
}
