import type { Validator } from 'react-admin';
import type { Rule } from '../domain/validation';

/**
 * Turns domain rules into react-admin validators. The message key becomes the i18n key
 * `app.messages.<key>`, which the input translates under the field.
 */
export function toValidators(rules: readonly Rule[] = []): Validator[] {
  return rules.map((rule) =>
    // react-admin marks an input whose validator has `isRequired` with an asterisk.
    Object.assign(
      (value: unknown, values: Record<string, unknown>) => {
        const key = rule(value, values);
        return key ? `app.messages.${key}` : undefined;
      },
      { isRequired: 'isRequired' in rule },
    ),
  );
}
