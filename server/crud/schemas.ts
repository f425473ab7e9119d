import { DEFAULT_MAX_LENGTH, fieldNames, type FieldDeclaration, type FieldSet } from '../../src/domain/fields';
import { LANGUAGES } from '../../src/domain/languages';
import { fromCents, toCents } from '../../src/domain/money';
import type { Schema } from '../schemas/common';
import { enumOf, nullableString, numberInput, numberOut, object, oneOf, alwaysPresent, recordStamps, string, text } from '../schemas/common';
import type { PlainRecord, PlainResource } from './declaration';

/**
 * A plain resource's schemas and mappings, all derived from its field list: what a form may
 * send (types and sizes only: presence and format are the domain rules', so users read the
 * spec's messages), what a record answers, and how a form is stored and a row answered.
 */

const isNumber = (field: FieldDeclaration) => field.kind === 'integer' || field.kind === 'money';

function inputSchema(field: FieldDeclaration): Schema<unknown> {
  if (field.values) return oneOf(field.values);
  return isNumber(field) ? numberInput : text(field.maxLength ?? DEFAULT_MAX_LENGTH);
}

/** The values a field answers one of: an enum's, or the languages a person may prefer. */
const answeredValues = (field: FieldDeclaration) => field.values ?? (field.kind === 'language' ? LANGUAGES : undefined);

function outputSchema(field: FieldDeclaration): Schema<unknown> {
  const values = answeredValues(field);
  const type = isNumber(field) ? numberOut : values ? enumOf(values) : string;
  if (field.required) return type;
  if (type === string) return nullableString;
  return { ...type, type: [(type as unknown as { type: string }).type, 'null'], ...(values ? { enum: [...values, null] } : {}) } as Schema<unknown>;
}

/** POST and PUT bodies: every field, none required by the schema (the rules say what is). */
export function bodySchema<F extends FieldSet>(fields: F) {
  return object(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, inputSchema(field)])));
}

/** The record's keys in answer order: its id, the fields, the stamps, then any trailing fields. */
function recordKeys(declaration: PlainResource<any>): string[] {
  const trailing = new Set<string>(declaration.trailingFields ?? []);
  const fields = fieldNames(declaration.fields);
  return [
    '_id',
    ...fields.filter((name) => !trailing.has(name)),
    ...Object.keys(recordStamps),
    ...fields.filter((name) => trailing.has(name)),
  ];
}

/**
 * A record: every key always present (an optional field left blank is null), then the figures
 * the server works out, present only for the callers who may see them.
 */
export function recordSchema<F extends FieldSet>(declaration: PlainResource<F>): Schema<PlainRecord<F>> {
  const properties: Record<string, Schema<unknown>> = { ...recordStamps, _id: string };
  for (const [name, field] of Object.entries(declaration.fields)) properties[name] = outputSchema(field);
  const keys = recordKeys(declaration);
  const shape = Object.fromEntries(keys.map((key) => [key, properties[key]]));
  const computed = Object.fromEntries((declaration.computed?.money ?? []).map((name) => [name, numberOut]));
  return object({ ...shape, ...computed }, alwaysPresent(shape)) as unknown as Schema<PlainRecord<F>>;
}

type Row = Record<string, unknown> & { id: string };

/** Row → record: the id as `_id`, money back to LKR, keys in answer order. */
export function recordMapper<F extends FieldSet>(declaration: PlainResource<F>): (row: Row) => PlainRecord<F> {
  const money = new Set(fieldNames(declaration.fields).filter((name) => declaration.fields[name].kind === 'money'));
  const [idKey, ...keys] = recordKeys(declaration);
  return (row) => {
    const record: Record<string, unknown> = { [idKey]: row.id };
    for (const key of keys) record[key] = money.has(key) && row[key] !== null ? fromCents(row[key] as number) : row[key];
    return record as PlainRecord<F>;
  };
}

/** A checked form → the columns stored: text normalised, money in cents, blanks null, and the unique key column. */
export function storedValues(declaration: PlainResource<any>, form: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(declaration.fields as FieldSet)) {
    const value = form[name];
    if (value === undefined || value === null) values[name] = null;
    else if (field.kind === 'money') values[name] = toCents(Number(value));
    else if (isNumber(field)) values[name] = Number(value);
    else values[name] = field.normalise ? field.normalise(String(value)) : value;
  }
  const key = declaration.unique?.key;
  if (key) values[key.column] = key.of(String(values[declaration.unique!.field]));
  return values;
}
