import type { TranslationMessages } from 'react-admin';
import type { LocaleCode } from './locales';

/**
 * A language's catalogue, with what it needs to read right: dayjs's month names and AM/PM, and the
 * script's font fetched (Noto Sans Sinhala or Tamil, declared on every page: src/scriptFonts.css).
 * Each catalogue is its own chunk, loaded only when that language is first chosen (for the
 * screen, or for a customer's receipt), so the English first screen does not grow. English is
 * in the main bundle.
 */
export interface LoadedLanguage {
  messages: TranslationMessages;
}

export async function loadLocale(locale: Exclude<LocaleCode, 'en'>): Promise<LoadedLanguage> {
  return { messages: await loadCatalogue(locale) };
}

/** A language's module brings dayjs's month names and AM/PM (see si/index.ts); its font is fetched before its words show. */
async function loadCatalogue(locale: Exclude<LocaleCode, 'en'>): Promise<TranslationMessages> {
  const messages = locale === 'si' ? (await import('./si')).si : (await import('./ta')).ta;
  await loadFont(locale);
  return messages as TranslationMessages;
}

/** Each script's font, and a letter of it (a font face with a unicode-range loads only for letters in that range). */
const SCRIPT_FONT = { si: { family: 'Noto Sans Sinhala', letter: 'අ' }, ta: { family: 'Noto Sans Tamil', letter: 'அ' } } as const;

/**
 * The script's font faces (the weights its CSS declares), fetched before a word is drawn in them.
 * A word Chromium draws while its font is still on the way shows as empty boxes, and some stay so
 * after the font arrives (the Welcome heading, a receipt's labels) until the page is reloaded.
 * A font that fails to load leaves the words to the system's fonts rather than keep the language back.
 */
async function loadFont(locale: Exclude<LocaleCode, 'en'>): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  const { family, letter } = SCRIPT_FONT[locale];
  await Promise.all([400, 500, 700].map((weight) => document.fonts.load(`${weight} 1em "${family}"`, letter))).catch(() => undefined);
}

/**
 * The page follows the chosen language: `<html lang>` (screen readers and axe read it, and
 * the browser picks the script's font by it) and dayjs's default month names for every date
 * the screens format. dayjs is imported here, not above: the first screen does without it.
 */
export async function showLocale(locale: LocaleCode): Promise<void> {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  const { dayjs } = await import('../domain/dayjs');
  dayjs.locale(locale);
}
