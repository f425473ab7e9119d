import type { FieldKind, FieldSet } from '../domain/fields';
import { rulesOf } from '../domain/fields';
import type { InputDeclaration, InputKind } from './types';

const INPUT_KINDS: Record<FieldKind, InputKind> = {
  text: 'text',
  textarea: 'textarea',
  email: 'email',
  phone: 'phone',
  nic: 'nic',
  integer: 'integer',
  money: 'money',
  enum: 'enum',
  language: 'language',
};

/**
 * A resource's create / edit inputs from its domain field list (src/domain/fields.ts): each
 * field's kind, rules (the same the server checks), for an enum its values, and the feature a
 * field beyond the spec needs (shown only by backends that name it). `fullWidth` names the
 * inputs that take a whole row of the dialog.
 */
export function fieldInputs(fields: FieldSet, { fullWidth = [] }: { fullWidth?: readonly string[] } = {}): InputDeclaration[] {
  const rules = rulesOf(fields);
  return Object.entries(fields).map(([source, field]) => ({
    source,
    kind: INPUT_KINDS[field.kind],
    rules: rules[source],
    ...(field.values ? { choices: field.values } : {}),
    ...(field.kind === 'textarea' && field.maxLength ? { maxLength: field.maxLength } : {}),
    ...(fullWidth.includes(source) ? { fullWidth: true } : {}),
    ...(field.feature ? { feature: field.feature } : {}),
  }));
}
