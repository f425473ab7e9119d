import type { MessageKey } from './messages';
import { oneOf, type Rule } from './validation';

/**
 * The languages a customer or an agent may prefer for what the shop gives or sends them
 * (receipts, job cards, statements, WhatsApp messages): the console's own (src/i18n/locales.ts),
 * by their codes. None kept: the staff member's screen language is used.
 */
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** A preferred language, when one is given: one of LANGUAGES, by its code. */
export const preferredLanguage = (key: MessageKey = 'languageInvalid'): Rule => oneOf(LANGUAGES, key);
