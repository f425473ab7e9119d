import type { ValidationErrorMessage, Validator } from 'react-admin';
import { getPath } from '../../api/getPath';
import { MESSAGES, type MessageKey } from '../../domain/messages';
import type { Rule } from '../../domain/validation';
import { ruleMessage } from '../../i18n/ruleMessages';

/** `products.2.quantity` → `products.2`: the line an input of a line item belongs to. */
const linePath = (source: string) => source.replace(/\.[^.]+$/, '');

/**
 * Turns domain rules into react-admin validators. The message key becomes the i18n key
 * `app.messages.<key>`, which the input translates under the field; a message with
 * `{placeholders}` is filled from the record the rule saw ('Only {available} in stock').
 * With `perLine`, a rule sees the input's own line of a line-items group as its record.
 */
export function toValidators(rules: readonly Rule[] = [], { perLine = false } = {}): Validator[] {
  return rules.map((rule) =>
    // react-admin marks an input whose validator has `isRequired` with an asterisk.
    Object.assign(
      (value: unknown, values: Record<string, unknown>, props?: { source?: string; finalSource?: string }) => {
        // react-admin passes the input's full path (`products.2.quantity`) as finalSource.
        const path = props?.finalSource ?? props?.source;
        const record = perLine && path ? (getPath(values, linePath(path)) as Record<string, unknown>) : values;
        const key = rule(value, record ?? {});
        return key ? messageFor(key, record ?? {}) : undefined;
      },
      { isRequired: 'isRequired' in rule },
    ),
  );
}

function messageFor(key: MessageKey, record: Record<string, unknown>): ValidationErrorMessage {
  const fields = [...MESSAGES[key].matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).filter((field) => record[field] !== undefined);
  return ruleMessage(fields.length ? { key, values: Object.fromEntries(fields.map((field) => [field, String(record[field])])) } : { key });
}
