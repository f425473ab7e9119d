import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from './en';
import type { LoadedLanguage } from './languageLoading';
import { DEFAULT_LOCALE, LOCALES, isLocale, type LocaleCode } from './locales';
import { reportMissingKey } from './missingKeys';

/**
 * The console's translations: English in the bundle, Sinhala and Tamil loaded when chosen
 * (react-admin's language menu in the top bar; buttons on the sign-in and status pages;
 * react-admin's store remembers the choice in this browser). `messages` replaces English
 * in a test that declares a resource of its own.
 *
 * In Sinhala or Tamil, a text that is one of the server's English rule messages ('Customer
 * not found', 'Only 3 in stock') reads in that language wherever the console shows it
 * (notices, a field's message, a dialog's problem): every such place translates what it
 * shows with the text as its own default, so this one lookup (src/i18n/serverMessages.ts,
 * loaded with the language) covers them all.
 */
export function createI18nProvider(messages: TranslationMessages = en): I18nProvider {
  let loaded: LoadedLanguage | undefined;
  const polyglot = polyglotI18nProvider(
    (locale) => {
      if (locale !== 'si' && locale !== 'ta') return messages;
      return import('./languageLoading').then(async ({ loadLocale }) => {
        const language = await loadLocale(locale);
        loaded = language;
        return language.messages;
      });
    },
    DEFAULT_LOCALE,
    [...LOCALES],
    { onMissingKey: reportMissingKey },
  );
  let translate = polyglot.translate;
  return {
    ...polyglot,
    translate: (key, options) => translate(key, options),
    async changeLocale(locale, options) {
      loaded = undefined;
      await polyglot.changeLocale(locale, options);
      // Set by the catalogue's loading above (TypeScript cannot see a callback's assignment).
      const language = loaded as LoadedLanguage | undefined;
      translate = language ? language.withServerMessages(polyglot.translate) : polyglot.translate;
      const { showLocale } = await import('./languageLoading');
      await showLocale(isLocale(locale) ? locale : DEFAULT_LOCALE);
    },
  };
}

/** A translator for one loaded language, apart from the screen's (a customer's receipt in their language). */
export function translatorFor(locale: LocaleCode, language: LoadedLanguage | undefined): I18nProvider['translate'] {
  const translate = polyglotI18nProvider(() => language?.messages ?? en, locale, [...LOCALES], { onMissingKey: reportMissingKey }).translate;
  return language ? language.withServerMessages(translate) : translate;
}

export const i18nProvider = createI18nProvider();
