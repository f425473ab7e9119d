import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocaleState, useTranslate, type TranslationMessages } from 'react-admin';
import { languageKey } from '../engine/queryKeys';
import { en } from './en';
import { translatorFor } from './i18nProvider';
import { isLocale, loadLocale, type LocaleCode } from './locales';

export interface Language {
  locale: LocaleCode;
  translate: (key: string, options?: object) => string;
  /** The language's catalogue is still loading (the first receipt in Tamil of a session). */
  isPending: boolean;
}

/**
 * The words of a document for its recipient (a receipt, job card, statement or WhatsApp
 * message to a customer or agent): in `wanted`, the person's preferred language, whatever
 * language the screen is in; in the screen's language when the person has none.
 */
export function useLanguage(wanted: unknown): Language {
  const screenTranslate = useTranslate();
  const [screenLocale] = useLocaleState();
  const other = isLocale(wanted) && wanted !== screenLocale ? wanted : undefined;
  const { data: messages, isPending } = useQuery({
    queryKey: languageKey(other ?? 'none'),
    queryFn: (): Promise<TranslationMessages> => (other === 'en' ? Promise.resolve(en) : loadLocale(other as Exclude<LocaleCode, 'en'>)),
    enabled: other !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return useMemo((): Language => {
    if (!other) return { locale: isLocale(screenLocale) ? screenLocale : 'en', translate: screenTranslate, isPending: false };
    if (!messages) return { locale: other, translate: screenTranslate, isPending };
    return { locale: other, translate: translatorFor(other, messages), isPending: false };
  }, [other, messages, isPending, screenLocale, screenTranslate]);
}
