/**
 * The console's languages: English (the spec's wording, the default), Sinhala and Tamil, each
 * named in itself. Only this list is on the first screen; the rest loads with a language
 * (./languageLoading.ts) or with a document (./useLanguage.ts).
 */
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
