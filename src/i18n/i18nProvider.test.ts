import { afterEach, describe, expect, it } from 'vitest';
import { dayjs } from '../domain/dayjs';
import { formatDate } from '../domain/format';
import { createI18nProvider } from './i18nProvider';
import { missingKeys } from './missingKeys';
import { si } from './si';
import { ta } from './ta';

describe('translations', () => {
  // This file reads what it misses on purpose: the suite's check (tests/setup/console.ts) must not fail it.
  afterEach(() => missingKeys.clear());
  afterEach(() => {
    dayjs.locale('en');
    document.documentElement.lang = 'en';
  });

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

  it('offers English, Sinhala and Tamil, each named in itself, English first', () => {
    expect(createI18nProvider().getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'si', name: 'සිංහල' },
      { locale: 'ta', name: 'தமிழ்' },
    ]);
  });

  it.each([
    ['si', si, 'දුරුතු'],
    ['ta', ta, 'ஜனவரி'],
  ] as const)('switches to %s: its words, <html lang>, and month names in dates', async (locale, catalogue, january) => {
    const provider = createI18nProvider();
    await provider.changeLocale(locale);
    expect(provider.getLocale()).toBe(locale);
    expect(provider.translate('languages.preferred')).toBe(catalogue.languages.preferred);
    expect(provider.translate('resources.bills.name', { smart_count: 2 })).toBe(
      catalogue.resources.bills.name.split('||||').at(-1)!.trim(),
    );
    expect(document.documentElement.lang).toBe(locale);
    expect(formatDate('2026-01-15')).toContain(january.slice(0, 2));
    await provider.changeLocale('en');
    expect(document.documentElement.lang).toBe('en');
    expect(formatDate('2026-01-15')).toBe('15 Jan 2026');
  });

  it('fills a rule message, named by its key, with its values in the chosen language', async () => {
    const provider = createI18nProvider();
    expect(provider.translate('app.messages.quantityAboveStock', { available: 3 })).toBe('Only 3 in stock');
    await provider.changeLocale('si');
    expect(provider.translate('app.messages.quantityAboveStock', { available: 3 })).toBe(si.app.messages.quantityAboveStock.replace('{available}', '3'));
    expect(provider.translate('A message no catalogue knows', { _: 'A message no catalogue knows' })).toBe('A message no catalogue knows');
  });

  it("gives node-polyglot the browser's own Object.entries, not the polyfill whose probes throw while react-admin loads (vite.config.ts)", async () => {
    const specifier: string = 'object.entries';
    const { default: entries } = (await import(/* @vite-ignore */ specifier)) as { default: unknown };
    expect(entries).toBe(Object.entries);
  });
});
