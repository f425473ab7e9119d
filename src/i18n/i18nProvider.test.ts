import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from './i18nProvider';
import { missingKeys } from './missingKeys';

describe('translations', () => {
  // This file reads what it misses on purpose: the suite's check (tests/setup/console.ts) must not fail it.
  afterEach(() => missingKeys.clear());

  it('shows a missing key as itself and records it, so a screen test that meets one fails', () => {
    const { translate } = createI18nProvider();
    expect(translate('app.title')).toBe('Shop Staff Console');
    expect([...missingKeys]).toEqual([]);
    expect(translate('app.no.such.key')).toBe('app.no.such.key');
    expect([...missingKeys]).toEqual(['app.no.such.key']);
  });

  it('takes a default given with the call without counting the key as missing', () => {
    const { translate } = createI18nProvider();
    expect(translate('Supplier Name', { _: 'Supplier Name' })).toBe('Supplier Name');
    expect([...missingKeys]).toEqual([]);
  });
});
