import type { MessageKey } from './messages';
import { isBlank, lengthBetween, type Rule, type RuleSet } from './validation';

/**
 * Intake that protects the shop (product.md §10, beyond the spec): what came in with a device
 * (its accessories) and the state it came in (its condition), noted when a repair is taken in,
 * printed on the job card the customer signs. Both optional: a repair without them is the spec's.
 */

/** The accessories a counter receives with a device, as the API names them, in the order the form shows them. */
export const ACCESSORIES = ['Charger', 'Cable', 'Case/cover', 'SIM card', 'Memory card', 'Battery', 'Box', 'Other'] as const;
export type Accessory = (typeof ACCESSORIES)[number];
export const OTHER_ACCESSORY: Accessory = 'Other';

/** Room for "stylus pen and its spare nibs", not for a story. */
export const OTHER_ACCESSORY_MAX = 60;
/** "Cracked screen, scratches on back, dent by the camera, no sound from the earpiece…". */
export const CONDITION_MAX = 300;

const isAccessory = (value: unknown): value is Accessory => (ACCESSORIES as readonly unknown[]).includes(value);

/** A list of known accessory names (or none). */
const knownAccessories: Rule = (value) =>
  value == null || (Array.isArray(value) && value.every(isAccessory)) ? undefined : 'accessoryUnknown';

/** 'Other' ticked needs a word of what it is. */
const otherNamed: Rule = (value, form) =>
  isBlank(value) && Array.isArray(form?.accessories) && form.accessories.includes(OTHER_ACCESSORY) ? 'otherAccessoryRequired' : undefined;

/** The intake's fields, on the form and on the server alike; each refusal names its field. */
export const intakeRules: RuleSet = {
  accessories: [knownAccessories],
  otherAccessory: [otherNamed, lengthBetween(1, OTHER_ACCESSORY_MAX, 'otherAccessoryTooLong')],
  condition: [lengthBetween(1, CONDITION_MAX, 'conditionTooLong')],
};

/** The first refusal of the intake and the field it names, or undefined when it may be kept. */
export function intakeProblem(form: Record<string, unknown>): { field: string; key: MessageKey } | undefined {
  for (const [field, rules] of Object.entries(intakeRules)) {
    for (const rule of rules) {
      const key = rule(form[field], form);
      if (key) return { field, key };
    }
  }
  return undefined;
}

/** Known names once each, in the form's order (a list sent twice over keeps one of each). */
export function orderedAccessories(names: readonly Accessory[]): Accessory[] {
  return ACCESSORIES.filter((name) => names.includes(name));
}

/** What a job card or details view says was received: 'Charger, Case/cover, stylus pen'; '' for nothing. */
export function accessoriesText(repair: { accessories?: readonly string[] | null; otherAccessory?: string | null }): string {
  return (repair.accessories ?? [])
    .map((name) => (name === OTHER_ACCESSORY ? repair.otherAccessory || name : name))
    .join(', ');
}
