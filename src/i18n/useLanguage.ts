import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useI18nProvider, useTranslate } from 'react-admin';
import { languageKey } from '../engine/queryKeys';
import { translatorFor } from './i18nProvider';
import { loadLocale, type LoadedLanguage } from './languageLoading';
import { isLocale, type LocaleCode } from './locales';

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
  // The provider's own locale: the whole tree redraws when it changes.
  const screenLocale = useI18nProvider().getLocale();
  const other = isLocale(wanted) && wanted !== screenLocale ? wanted : undefined;
  const { data: loaded, isPending } = useQuery({
    queryKey: languageKey(other ?? 'none'),
    // English is in the bundle already; `null` says so (react-query keeps no undefined).
    queryFn: (): Promise<LoadedLanguage | null> => (other === 'en' ? Promise.resolve(null) : loadLocale(other as Exclude<LocaleCode, 'en'>)),
    enabled: other !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return useMemo((): Language => {
    if (!other) return { locale: isLocale(screenLocale) ? screenLocale : 'en', translate: screenTranslate, isPending: false };
    if (loaded === undefined) return { locale: other, translate: screenTranslate, isPending };
    return { locale: other, translate: translatorFor(other, loaded ?? undefined), isPending: false };
  }, [other, loaded, isPending, screenLocale, screenTranslate]);
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
