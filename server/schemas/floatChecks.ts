import { FLOAT_NOTE_MAX, FLOAT_REASONS } from '../../src/domain/floatChecks';
import { fromCents } from '../../src/domain/money';
import { RECHARGE_TYPES, type RechargeType } from '../../src/domain/recharge';
import type { FloatCheckWithAdjustment } from '../db/floatChecks';
import { arrayOf, enumOf, LIMITS, nullableString, numberInput, numberOut, object, string, text, type Infer, type Schema } from './common';

/**
 * Float checks (product.md §10). Types and sizes only: presence, amounts, the provider and
 * reason lists are the domain's `floatLineRules`, so users read its messages. LKR in and out.
 */

const flag = { type: ['boolean', 'null'] } as unknown as Schema<boolean | null>;

/** One provider's line of a check. */
const floatLineBody = object({
  rechargeType: text(LIMITS.word),
  /** What the provider shows. */
  shown: numberInput,
  /** The computed balance the checker saw: a check against a balance that moved since is refused (409). Optional. */
  computed: numberInput,
  reason: text(LIMITS.word),
  note: text(FLOAT_NOTE_MAX * 4),
  /** The owner's: bring the computed balance to what the provider shows, with the check (403 for staff). */
  adjust: flag,
});

/** POST /recharge/float. */
export const floatCheckBody = object(
  { checks: { ...arrayOf(floatLineBody), maxItems: RECHARGE_TYPES.length * 2 } as Schema<Infer<typeof floatLineBody>[]> },
  ['checks'],
);
export type FloatCheckBody = Infer<typeof floatCheckBody>;
export type FloatLineBody = Infer<typeof floatLineBody>;

const floatCheckProperties = {
  _id: string,
  rechargeType: enumOf(RECHARGE_TYPES),
  computed: numberOut,
  shown: numberOut,
  difference: numberOut,
  reason: { ...nullableString, enum: [...FLOAT_REASONS, null] } as Schema<string | null>,
  note: nullableString,
  checkedAt: string,
  checkedByName: nullableString,
  // The owner's adjustment of this check's difference; null until there is one.
  adjustedAmount: numberInput,
  adjustedFrom: numberInput,
  adjustedTo: numberInput,
  adjustedAt: nullableString,
  adjustedByName: nullableString,
};
/** A check as the console lists it: every field present, null where there is nothing. */
export const floatCheckRecord = object(floatCheckProperties, Object.keys(floatCheckProperties) as (keyof typeof floatCheckProperties)[]);
export type FloatCheckRecord = Infer<typeof floatCheckRecord>;

const lkr = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** The one mapping from a stored check (and its adjustment) to what the API shows. */
export function toFloatCheckRecord(row: FloatCheckWithAdjustment): FloatCheckRecord {
  return {
    _id: row.id,
    rechargeType: row.rechargeType as RechargeType,
    computed: fromCents(row.computed),
    shown: fromCents(row.shown),
    difference: fromCents(row.difference),
    reason: row.reason,
    note: row.note,
    checkedAt: row.checkedAt,
    checkedByName: row.checkedByName,
    adjustedAmount: lkr(row.adjustedAmount),
    adjustedFrom: lkr(row.adjustedFrom),
    adjustedTo: lkr(row.adjustedTo),
    adjustedAt: row.adjustedAt,
    adjustedByName: row.adjustedByName,
  };
}
