import { describe, expect, it } from 'vitest';
import type { ContextRule } from '../../resources/types';
import { toContextValidators } from './ruleValidators';

describe('context rules (rules that see the form’s route answers)', () => {
  const withinLimit: ContextRule = (value, record, data) => {
    const limits = data.limits as Record<string, number> | undefined;
    if (!limits || record.kind === undefined) return undefined;
    if (Number(value) > limits[String(record.kind)]) return { text: `Only ${limits[String(record.kind)]} left` };
    return value === 0 ? 'soldValuePositive' : undefined;
  };

  it('read the answers when they run, not when they were made', () => {
    let answers: Record<string, unknown> = {};
    const [validate] = toContextValidators([withinLimit], () => answers);
    expect(validate(50, { kind: 'a' }, {} as never)).toBeUndefined();
    answers = { limits: { a: 20 } };
    expect(validate(50, { kind: 'a' }, {} as never)).toBe('Only 20 left');
    expect(validate(10, { kind: 'a' }, {} as never)).toBeUndefined();
  });

  it('answer a message key as its i18n key', () => {
    const [validate] = toContextValidators([withinLimit], () => ({ limits: { a: 20 } }));
    expect(validate(0, { kind: 'a' }, {} as never)).toBe('app.messages.soldValuePositive');
  });
});
