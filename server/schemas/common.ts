/**
 * Small JSON-schema builders that also carry the TypeScript type of what they accept, so
 * a route's body type is derived from its schema (`Infer<typeof body>`) and never written
 * twice. Schemas check TYPES and sane sizes only: presence and format are the domain
 * rules' job, so users read the spec's wording rather than a validator's.
 */

import { LIMITS } from '../../src/domain/fields';
import { LANGUAGES, type Language } from '../../src/domain/languages';

declare const accepts: unique symbol;

/** A JSON schema whose valid values have type `T` (`T` exists for the type checker only). */
export type Schema<T> = { readonly [accepts]: T } & Readonly<Record<string, unknown>>;

export type Infer<S> = S extends Schema<infer T> ? T : never;

const schema = <T>(json: Record<string, unknown>) => json as Schema<T>;

/** The text limits, shared with the domain's field declarations. */
export { LIMITS };

/** An input string; null is accepted and means "none", like ''. */
export const text = (maxLength: number) => schema<string | null>({ type: ['string', 'null'], maxLength });

/** An input that must be one of `values` (or null / absent for none). */
export const oneOf = <const V extends readonly string[]>(values: V) =>
  schema<V[number] | null>({ type: ['string', 'null'], enum: [...values, null] });

/** An input number; null means none. */
export const numberInput = schema<number | null>({ type: ['number', 'null'] });
/** An output number. */
export const numberOut = schema<number>({ type: 'number' });

/** An output string, always present. */
export const string = schema<string>({ type: 'string' });
/** An output string or null. */
export const nullableString = schema<string | null>({ type: ['string', 'null'] });
/** An output limited to `values`. */
export const enumOf = <const V extends readonly string[]>(values: V) => schema<V[number]>({ type: 'string', enum: values });

/**
 * A customer's or agent's preferred language (product.md §10), as the records about them
 * carry it (a bill's customer, a sale's buyer, a statement): a code, or null for none.
 */
export const languageOut = schema<Language | null>({ type: ['string', 'null'], enum: [...LANGUAGES, null] });

/**
 * What every shop record answers beside its own fields (by-names are full names or null).
 * The by-names are the owner's (product.md §6): absent from staff's answers (http/byNames.ts).
 */
export const recordStamps = { createdAt: string, updatedAt: string, createdByName: nullableString, updatedByName: nullableString };

/** The keys of `properties` a record always carries: all but the by-names, which staff do not get. */
export const alwaysPresent = <P extends object>(properties: P) =>
  Object.keys(properties).filter((key) => key !== 'createdByName' && key !== 'updatedByName') as Exclude<keyof P & string, 'createdByName' | 'updatedByName'>[];

type Properties = Record<string, Schema<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type ObjectOf<P extends Properties, R extends keyof P> = Simplify<
  { [K in R]: Infer<P[K]> } & { [K in Exclude<keyof P, R>]?: Infer<P[K]> }
>;

/**
 * An object with these properties; only `required` ones must be present. Unknown
 * properties are dropped (Fastify's Ajv runs with removeAdditional), not refused, so a
 * client sending a whole record (with `_id`, `createdAt`…) still succeeds.
 */
export const object = <P extends Properties, R extends keyof P & string = never>(
  properties: P,
  required: readonly R[] = [],
) => schema<ObjectOf<P, R>>({ type: 'object', properties, required, additionalProperties: false });

export const arrayOf = <T>(items: Schema<T>) => schema<T[]>({ type: 'array', items });

/** `/:id` route parameters. Any string: an id that matches nothing is a 404, not a 400. */
export const idParams = object({ id: schema<string>({ type: 'string', minLength: 1, maxLength: LIMITS.id }) }, ['id']);

/**
 * The `If-Match` precondition a write of a record may send, as a header schema (so /api/docs
 * lists it); http/preconditions.ts evaluates it. Optional: a write without it is not checked.
 * Not `object()`: extra headers must stay allowed.
 */
export const preconditionHeaders = (tags = '`"v-<updatedAt>"`, the record\'s ETag as read') =>
  schema<{ 'if-match'?: string }>({
    type: 'object',
    properties: {
      'if-match': {
        type: 'string',
        maxLength: 500,
        description:
          `Write only if the record is still as read: ${tags}; \`*\`: any version. A tag of another version, ` +
          'a weak, unknown or malformed tag is refused with 409 and nothing is written. Optional: without it the write is not checked.',
      },
    },
  });

/**
 * The `If-None-Match` a read of one record may send, as a header schema: the ETag a client
 * holds; when it is still the record's, the answer is 304 with no body.
 */
export const revalidationHeaders = schema<{ 'if-none-match'?: string }>({
  type: 'object',
  properties: {
    'if-none-match': { type: 'string', maxLength: 500, description: 'The ETag held (`"v-<updatedAt>"`, or `*`): 304 with no body while it is still the record\'s. Optional.' },
  },
});

/** A rule message's values, by the name of its `{placeholder}`. */
const messageValues = schema<Record<string, string>>({ type: 'object', additionalProperties: { type: 'string' }, description: 'The values put in the message, by placeholder' });

/**
 * An error's answer (errors.ts `ErrorAnswer`): `{ message }` in English, and for the domain's rule
 * messages their `key` and `values` beside it. A refusal about particular fields adds
 * `errors: { field: message }` (react-admin's server-side validation shape) and `errorKeys`.
 * Fastify writes only what this schema names: a field missing here never reaches the client.
 */
export const messageAnswer = object(
  {
    message: string,
    key: schema<string>({ type: 'string', description: "The message's key in src/domain/messages.ts (absent for a text no catalogue holds)" }),
    values: messageValues,
    errors: schema<Record<string, string>>({ type: 'object', additionalProperties: { type: 'string' }, description: 'The refusal by field, for a form to show under the field' }),
    errorKeys: schema<Record<string, { key: string; values?: Record<string, string> }>>({
      type: 'object',
      additionalProperties: { type: 'object', properties: { key: { type: 'string' }, values: messageValues }, required: ['key'], additionalProperties: false },
      description: "Each field's message by its key and values, as `key` and `values` are the message's",
    }),
  },
  ['message'],
);

/**
 * A refusal as a response schema: `{ message }` (errors.ts answers every 4xx this way), with
 * the reasons (the domain's messages where they are fixed) for the API description.
 * apiDocs.ts adds the refusals every route of a kind can give (400, 401, 403, 404, 413,
 * 429); a route declares only its own, e.g. a 409.
 */
export const errorAnswer = (...whys: string[]) => ({
  ...messageAnswer,
  description: whys.length === 1 ? whys[0] : whys.map((why) => `- ${why}`).join('\n'),
});

/** A delete's confirmation: `{ message: '<Entity> deleted successfully', _id }`. */
export const deletedAnswer = object({ message: string, _id: string }, ['message', '_id']);

type Cleaned<T> = { [K in keyof T]?: Exclude<T[K], null> };

/**
 * Request input as the rules expect it: strings trimmed, and '' or null turned into
 * absent (spec: an optional field sent empty means none). `untrimmed` fields, such as
 * passwords, keep their exact characters.
 */
export function cleanInput<T extends object>(input: T, untrimmed: readonly (keyof T)[] = []): Cleaned<T> {
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const kept = typeof value === 'string' && !untrimmed.includes(key as keyof T) ? value.trim() : value;
    if (kept !== null && kept !== undefined && kept !== '') cleaned[key] = kept;
  }
  return cleaned as Cleaned<T>;
}
