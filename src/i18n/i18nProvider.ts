import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from './en';
import { DEFAULT_LOCALE, LOCALES, isLocale, loadLocale, showLocale, type LocaleCode } from './locales';
import { reportMissingKey } from './missingKeys';
import { fillMessage, knownMessage } from './serverMessages';

/**
 * The console's translations: English in the bundle, Sinhala and Tamil loaded when chosen
 * (react-admin's language menu in the top bar and on the sign-in page; react-admin's store
 * remembers the choice in this browser). `messages` replaces English in a test that declares
 * a resource of its own.
 *
 * A text that is one of the server's rule messages ('Customer not found', 'Only 3 in stock')
 * reads in the chosen language wherever the console shows it (notices, a field's message,
 * a dialog's problem): every such place translates what it shows with the text as its own
 * default, so this one lookup covers them all.
 */
export function createI18nProvider(messages: TranslationMessages = en): I18nProvider {
  const polyglot = polyglotI18nProvider(
    (locale) => (locale === 'si' || locale === 'ta' ? loadLocale(locale) : messages),
    DEFAULT_LOCALE,
    [...LOCALES],
    { onMissingKey: reportMissingKey },
  );
  return {
    ...polyglot,
    translate: withServerMessages(polyglot.translate),
    async changeLocale(locale, options) {
      await polyglot.changeLocale(locale, options);
      showLocale(isLocale(locale) ? locale : DEFAULT_LOCALE);
    },
  };
}

/** A translator for one language's loaded `messages`, apart from the screen's (a customer's receipt in their language). */
export function translatorFor(locale: LocaleCode, messages: TranslationMessages): I18nProvider['translate'] {
  return withServerMessages(polyglotI18nProvider(() => messages, locale, [...LOCALES], { onMissingKey: reportMissingKey }).translate);
}

/** `translate`, reading a server rule message ('Only 3 in stock') in `translate`'s language. */
function withServerMessages(translate: I18nProvider['translate']): I18nProvider['translate'] {
  return (key, options) => {
    const known = typeof key === 'string' ? knownMessage(key) : undefined;
    if (known) return fillMessage(translate(`app.messages.${known.key}`), known.values);
    return translate(key, options);
  };
}

export const i18nProvider = createI18nProvider();
