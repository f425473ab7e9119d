import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LocaleCode } from '../../src/i18n/locales';
import { SCRIPT_FONT_FACES, SCRIPT_FONT_FILES, type ScriptLocale } from './fontFiles';
import { LANGUAGE_NAME_FONTS } from './languageNameFonts';

/**
 * The status page's fonts. A phone without Sinhala or Tamil fonts draws those letters as empty
 * boxes, so the page brings its own, and no more than it shows:
 * - the language it is read in: that script's whole Noto font (35 KB Sinhala, 15 KB Tamil), a
 *   file the browser keeps for a year (its address carries its content's hash);
 * - the other languages' names on the language links: the same family cut down to those few
 *   letters (scripts/language-name-fonts.ts), about 1.5 KB each, inline.
 * Each @font-face keeps fontsource's unicode-range, so a Latin letter never falls through to it.
 */
export interface ScriptFont {
  /** `/status/fonts/<locale>-<hash>.woff2` */
  path: string;
  bytes: Buffer;
}

const require = createRequire(import.meta.url);

/** Each script's font, read once at start. */
export function loadScriptFonts(): Record<ScriptLocale, ScriptFont> {
  const fonts = {} as Record<ScriptLocale, ScriptFont>;
  for (const [locale, file] of Object.entries(SCRIPT_FONT_FILES) as [ScriptLocale, string][]) {
    const bytes = readFileSync(require.resolve(file));
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    fonts[locale] = { path: `/status/fonts/${locale}-${hash}.woff2`, bytes };
  }
  return fonts;
}

const isScript = (locale: LocaleCode): locale is ScriptLocale => locale in SCRIPT_FONT_FILES;

/** The @font-face rules of a page in `locale`. */
export function fontFaces(locale: LocaleCode, fonts: Record<ScriptLocale, ScriptFont>): string {
  return (Object.keys(SCRIPT_FONT_FACES) as ScriptLocale[])
    .map((script) => {
      const { family, range } = SCRIPT_FONT_FACES[script];
      const src = script === locale ? `url(${fonts[script].path})` : `url(data:font/woff2;base64,${LANGUAGE_NAME_FONTS[script]})`;
      return `@font-face{font-family:"${family}";font-display:swap;src:${src} format("woff2");unicode-range:${range}}`;
    })
    .join('');
}

/** The page's own script font, fetched ahead of the style sheet's need for it. */
export const preloadedFont = (locale: LocaleCode, fonts: Record<ScriptLocale, ScriptFont>): string | undefined =>
  isScript(locale) ? fonts[locale].path : undefined;
