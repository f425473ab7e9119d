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

export const email = (key: MessageKey): Rule => matches(EMAIL, key);
export const localPhone = (key: MessageKey = 'phoneInvalid'): Rule => matches(LOCAL_PHONE, key);
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
