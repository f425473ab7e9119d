import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { en } from './en';
import { reportMissingKey } from './missingKeys';

/** A provider over `messages` (English only for now; a second language is one more file beside en.ts). */
export const createI18nProvider = (messages: TranslationMessages = en) =>
  polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], {
    onMissingKey: reportMissingKey,
  });

export const i18nProvider = createI18nProvider();
