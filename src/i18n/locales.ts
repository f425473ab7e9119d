import type { TranslationMessages } from 'react-admin';
import { dayjs } from '../domain/dayjs';

/** The console's languages: English (the spec's wording, the default), Sinhala and Tamil, each named in itself. */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'si', name: 'සිංහල' },
  { locale: 'ta', name: 'தமிழ்' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['locale'];

export const DEFAULT_LOCALE: LocaleCode = 'en';

export function isLocale(value: unknown): value is LocaleCode {
  return LOCALES.some(({ locale }) => locale === value);
}

/**
 * A language's catalogue, with what it needs to read right: dayjs's month names and the
 * script's font (Noto Sans Sinhala or Tamil, bundled from npm). Each is its own chunk,
 * loaded only when that language is first chosen (for the screen, or for a customer's
 * receipt), so the English first screen does not grow. English is in the main bundle.
 */
export async function loadLocale(locale: Exclude<LocaleCode, 'en'>): Promise<TranslationMessages> {
  if (locale === 'si') {
    const [{ si }] = await Promise.all([
      import('./si'),
      import('dayjs/locale/si.js'),
      import('@fontsource/noto-sans-sinhala/400.css'),
      import('@fontsource/noto-sans-sinhala/500.css'),
      import('@fontsource/noto-sans-sinhala/700.css'),
    ]);
    return si as TranslationMessages;
  }
  const [{ ta }] = await Promise.all([
    import('./ta'),
    import('dayjs/locale/ta.js'),
    import('@fontsource/noto-sans-tamil/400.css'),
    import('@fontsource/noto-sans-tamil/500.css'),
    import('@fontsource/noto-sans-tamil/700.css'),
  ]);
  return ta as TranslationMessages;
}

/**
 * The page follows the chosen language: `<html lang>` (screen readers and axe read it, and
 * the browser picks the script's font by it) and dayjs's default month names for every date
 * the screens format.
 */
export function showLocale(locale: LocaleCode): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  dayjs.locale(locale);
}

/**
 * The language a document about `record` is written in for its recipient: the person's own
 * preferred language (a customer or agent record, or a statement's person), else that of
 * the customer or agent the record is for (a bill, a repair, a recharge sale's `buyer`).
 * Undefined when none is kept (the shop's own backend keeps none): the screen's language is used.
 */
export function recipientLocale(record: unknown): LocaleCode | undefined {
  const { language, customer, agent, person, buyer } = (record ?? {}) as Record<string, unknown>;
  for (const candidate of [language, ...[customer, agent, person, buyer].map((who) => (who as { language?: unknown } | null | undefined)?.language)]) {
    if (isLocale(candidate)) return candidate;
  }
  return undefined;
}
