import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';

// English only for now; a second language is one more file beside en.ts.
export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
