import { CONDITION_MAX, intakeProblem, OTHER_ACCESSORY, OTHER_ACCESSORY_MAX, orderedAccessories, type Accessory } from '../../src/domain/repairIntake';
import type { RepairRow } from '../db/repairs';
import { HttpError } from '../errors';
import { arrayOf, nullableString, string, text, type Schema } from './common';

/**
 * A repair's intake (product.md §10, beyond the spec): the accessories received, what 'Other'
 * was, and the device's condition. Optional in POST and PUT /repairs, so the spec's payloads
 * work unchanged; answered only on a repair that has them noted. Types and sizes only here
 * (sizes far above the domain's, whose messages then answer).
 */

/** Far above the eight names a list may hold: a longer one is a mistake, refused by its type. */
const MAX_ACCESSORIES_IN_BODY = 20;

/** The body's intake, beside the spec's repair fields. */
export const intakeInput = {
  accessories: { type: ['array', 'null'], items: { type: 'string', maxLength: 40 }, maxItems: MAX_ACCESSORIES_IN_BODY } as unknown as Schema<string[] | null>,
  otherAccessory: text(OTHER_ACCESSORY_MAX * 4),
  condition: text(CONDITION_MAX * 4),
};

/** The answer's intake (each absent until noted). */
export const intakeOutput = { accessories: arrayOf(string), otherAccessory: nullableString, condition: nullableString };

type IntakeBody = { accessories?: string[] | null; otherAccessory?: string | null; condition?: string | null };
type IntakeColumns = Pick<RepairRow, 'accessories' | 'otherAccessory' | 'condition'>;

const trimmed = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const storedList = (json: string | null): string[] | null => (json === null ? null : (JSON.parse(json) as string[]));

/**
 * The intake columns to write: on create from the body alone; on edit (`existing`) a field left
 * out keeps its value and one sent as null or '' is cleared. 400 naming the field when it may
 * not be kept. What 'Other' was is kept only while 'Other' is ticked.
 */
export function readIntake(body: IntakeBody, existing?: IntakeColumns): IntakeColumns {
  const pick = <K extends keyof IntakeBody>(field: K, stored: IntakeBody[K]) => (body[field] !== undefined ? body[field] : stored);
  const accessories = pick('accessories', existing ? storedList(existing.accessories) : null) ?? null;
  const form = {
    accessories,
    otherAccessory: trimmed(pick('otherAccessory', existing?.otherAccessory)),
    condition: trimmed(pick('condition', existing?.condition)),
  };
  const problem = intakeProblem(form);
  if (problem) throw new HttpError(400, { key: problem.key }, { [problem.field]: { key: problem.key } });
  const names = accessories && orderedAccessories(accessories as Accessory[]);
  return {
    accessories: names && JSON.stringify(names),
    otherAccessory: names?.includes(OTHER_ACCESSORY) ? form.otherAccessory : null,
    condition: form.condition,
  };
}

/** The intake as a repair answers it: each field only once noted, so a repair of the spec's payload reads as before. */
export function intakeOut(row: Partial<IntakeColumns>) {
  return {
    ...(row.accessories != null ? { accessories: storedList(row.accessories)! } : {}),
    ...(row.otherAccessory ? { otherAccessory: row.otherAccessory } : {}),
    ...(row.condition ? { condition: row.condition } : {}),
  };
}
