import type { Feature } from './features';
import type { Language } from './languages';
import type { MessageKey } from './messages';
import { required as requiredRule, type Rule, type RuleSet } from './validation';

/**
 * The fields of a plain resource, declared once: the console builds its inputs from them
 * (src/resources/fieldInputs.ts) and the server its body and record schemas, its checks and
 * the values it stores (server/crud). A field is named here and nowhere else.
 *
 * - `kind`: what the value is and how a form asks for it. `integer` and `money` are numbers
 *   (money in LKR, stored as whole cents); `enum` one of `values`; `language` a person's
 *   preferred language (src/domain/languages.ts), asked for by each language's own name; the
 *   rest text.
 * - `required`: the message when it is blank. Without it the field is optional and a blank
 *   value is stored as null.
 * - `rules`: what a present value must pass (format, length, range), each with its message.
 * - `feature`: a field beyond the spec, kept by backends that name this feature at sign-in
 *   (product.md §10). The console asks for it and sends it only there; our server refuses it
 *   under its name, and keeps it when an edit leaves it out (a client of the spec's API does not
 *   know it, and must not clear it).
 */
export type FieldKind = 'text' | 'textarea' | 'email' | 'phone' | 'nic' | 'integer' | 'money' | 'enum' | 'language';

export interface FieldDeclaration {
  kind: FieldKind;
  required?: MessageKey;
  rules?: readonly Rule[];
  /**
   * Text: the longest the API accepts at all (default 200). A bound against abuse, above the
   * rules' own limits, so a slightly long value gets the rule's message, not a schema error.
   */
  maxLength?: number;
  /** `enum`: the values it may take. */
  values?: readonly string[];
  /** Text: the value as stored and shown, after trimming (a category name's spaces collapsed). */
  normalise?: (text: string) => string;
  feature?: Feature;
}

export type FieldSet = Readonly<Record<string, FieldDeclaration>>;

/** A field set with its literal types kept, so values and records are typed from it. */
export const defineFields = <const F extends FieldSet>(fields: F): F => fields;

/**
 * The longest text the API accepts at all, by what it is: far above any real name or email,
 * low enough that nobody stores a novel. Read by field declarations and the server's schemas.
 */
export const LIMITS = {
  name: 100,
  email: 254,
  password: 256,
  id: 64,
  word: 50,
  address: 200,
  /** Phone, NIC and card numbers. */
  code: 50,
} as const;

/** Text fields' bound when a declaration gives none. */
export const DEFAULT_MAX_LENGTH = 200;

type Present<D> = D extends { kind: 'integer' | 'money' }
  ? number
  : D extends { values: readonly (infer V extends string)[] }
    ? V
    : D extends { kind: 'language' }
      ? Language
      : string;

/** A field's stored (and answered) value: null when optional and left blank. */
export type FieldValue<D> = D extends { required: MessageKey } ? Present<D> : Present<D> | null;

/** The values of a field set, as a record answers them. */
export type FieldValues<F extends FieldSet> = { -readonly [K in keyof F]: FieldValue<F[K]> };

/** What a form may send for each field: its value, or null / absent for none. */
export type FieldInput<F extends FieldSet> = { -readonly [K in keyof F]?: Present<F[K]> | null };

/** The field names, in declaration order (the order rules are checked and answers list them). */
export const fieldNames = <F extends FieldSet>(fields: F) => Object.keys(fields) as (keyof F & string)[];

/** Each field's rules, `required` first: what the forms show and the server answers, field by field in order. */
export function rulesOf(fields: FieldSet): RuleSet {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, [...(field.required ? [requiredRule(field.required)] : []), ...(field.rules ?? [])]]),
  );
}
