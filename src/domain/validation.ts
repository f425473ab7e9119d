import type { MessageKey } from './messages';

/**
 * A validation rule: answers the key of the message to show, or undefined when the value
 * passes. Rules are plain functions so the console (react-admin `validate`) and the server
 * (before writing) run the very same checks.
 */
export type Rule = (value: unknown, record?: Record<string, unknown>) => MessageKey | undefined;

/** Spec: an optional field sent as an empty string or null means none. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

// A pragmatic address check: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LOCAL_PHONE = /^0\d{9}$/;
const NIC = /^(\d{9}[VvXx]|\d{12})$/;

/** A rule that refuses a blank value; marked `isRequired` so forms can show the field as mandatory. */
export const required = (key: MessageKey): Rule =>
  Object.assign((value: unknown) => (isBlank(value) ? key : undefined), { isRequired: true });

/** Checks the format only when a value is present; pair with `required` for mandatory fields. */
export const matches =
  (pattern: RegExp, key: MessageKey): Rule =>
  (value) =>
    isBlank(value) || pattern.test(String(value).trim()) ? undefined : key;

export const minLength =
  (min: number, key: MessageKey): Rule =>
  (value) =>
    isBlank(value) || String(value).length >= min ? undefined : key;

/**
 * Between `min` and `max` characters (as people count them: code points), trimmed; blank
 * passes (pair with `required`). A new resource states "2 to 80 characters" with this.
 */
export const lengthBetween =
  (min: number, max: number, key: MessageKey): Rule =>
  (value) => {
    if (isBlank(value)) return undefined;
    const size = [...String(value).trim()].length;
    return size >= min && size <= max ? undefined : key;
  };

/** The messages of a number rule: not a number, below `min`, above `max`, too many decimals. */
export interface NumberMessages {
  invalid: MessageKey;
  belowMin: MessageKey;
  aboveMax?: MessageKey;
  decimals?: MessageKey;
}

/**
 * A number from `min` to `max` with at most `decimals` decimals (numbers, or numeric text from
 * a form); blank passes (pair with `required`). `decimals: 2` is money to the cent.
 */
export const numberBetween =
  (min: number, max: number, messages: NumberMessages, decimals = 2): Rule =>
  (value) => {
    if (isBlank(value)) return undefined;
    const number = typeof value === 'number' ? value : Number(String(value).trim());
    if (!Number.isFinite(number)) return messages.invalid;
    if (number < min) return messages.belowMin;
    if (number > max) return messages.aboveMax ?? messages.invalid;
    // Cents are a float's error away from whole (0.1 + 0.2); whole units are whole exactly, or
    // 1e-7 passed as a closing hour and reached an integer column as it came.
    const scaled = number * 10 ** decimals;
    const whole = decimals === 0 ? Number.isInteger(number) : Math.abs(scaled - Math.round(scaled)) <= 1e-6;
    return whole ? undefined : (messages.decimals ?? messages.invalid);
  };

/** One of `values` exactly (after trimming); blank passes (pair with `required`). */
export const oneOf =
  (values: readonly string[], key: MessageKey): Rule =>
  (value) =>
    isBlank(value) || values.includes(String(value).trim()) ? undefined : key;

export const email = (key: MessageKey): Rule => matches(EMAIL, key);
/**
 * A phone number as people type it, as the shop keeps it (product.md §5, §9: ten digits
 * starting with 0): spaces, hyphens, dots and brackets dropped, and the country code +94 / 94 /
 * 0094 (with or without the trunk 0 after it) turned into the leading 0, so '+94 77 123 4567',
 * '94771234567' and '077-123 4567' all become '0771234567'. Anything that does not come out as
 * a local number is given back as typed, so the rule's message still names what is wrong and an
 * input's value does not change under the user's fingers while they type.
 */
export function normalisePhone(text: string): string {
  const compact = text.trim().replace(/[\s\-.()]/g, '');
  const international = /^(?:\+|00)?940?(\d{9})$/.exec(compact);
  const local = international ? `0${international[1]}` : compact;
  return LOCAL_PHONE.test(local) ? local : text;
}

/** product.md §5's local number, checked on what is left after normalising (normalisePhone). */
export const localPhone =
  (key: MessageKey = 'phoneInvalid'): Rule =>
  (value) =>
    isBlank(value) || LOCAL_PHONE.test(normalisePhone(String(value))) ? undefined : key;
export const nic = (key: MessageKey = 'nicInvalid'): Rule => matches(NIC, key);

export type RuleSet = Record<string, readonly Rule[]>;

/** The first failing rule of each field, for showing one message under each input. */
export function validateRecord(rules: RuleSet, record: Record<string, unknown>): Partial<Record<string, MessageKey>> {
  const errors: Partial<Record<string, MessageKey>> = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    for (const rule of fieldRules) {
      const key = rule(record[field], record);
      if (key) {
        errors[field] = key;
        break;
      }
    }
  }
  return errors;
}

/** The first failing message key over all fields, in declaration order: what a server answers. */
export function firstError(rules: RuleSet, record: Record<string, unknown>): MessageKey | undefined {
  return Object.values(validateRecord(rules, record))[0];
}
