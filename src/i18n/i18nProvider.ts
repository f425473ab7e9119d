import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from './en';
import type { LoadedLanguage } from './languageLoading';
import { DEFAULT_LOCALE, LOCALES, isLocale, type LocaleCode } from './locales';
import { reportMissingKey } from './missingKeys';
import { withRuleMessages } from './ruleMessages';

/**
 * The console's translations: English in the bundle, Sinhala and Tamil loaded when chosen
 * (react-admin's language menu in the top bar; buttons on the sign-in and status pages;
 * react-admin's store remembers the choice in this browser). `messages` replaces English
 * in a test that declares a resource of its own.
 *
 * The rule messages read in the chosen language with their values, and so does what the server
 * sent with a message's key (src/i18n/ruleMessages.ts).
 */
export function createI18nProvider(messages: TranslationMessages = en): I18nProvider {
  const polyglot = polyglotI18nProvider(
    (locale) => {
      if (locale !== 'si' && locale !== 'ta') return messages;
      return import('./languageLoading').then(async ({ loadLocale }) => (await loadLocale(locale)).messages);
    },
    DEFAULT_LOCALE,
    [...LOCALES],
    { onMissingKey: reportMissingKey },
  );
  return {
    ...polyglot,
    translate: withRuleMessages(polyglot.translate),
    async changeLocale(locale, options) {
      await polyglot.changeLocale(locale, options);
      const { showLocale } = await import('./languageLoading');
      await showLocale(isLocale(locale) ? locale : DEFAULT_LOCALE);
    },
  };
}

/** A translator for one loaded language, apart from the screen's (a customer's receipt in their language). */
export function translatorFor(locale: LocaleCode, language: LoadedLanguage | undefined): I18nProvider['translate'] {
  return withRuleMessages(polyglotI18nProvider(() => language?.messages ?? en, locale, [...LOCALES], { onMissingKey: reportMissingKey }).translate);
}

export const i18nProvider = createI18nProvider();
