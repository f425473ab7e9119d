import 'dayjs/locale/si.js';
import 'dayjs/locale/ta.js';
import { formatDateTime } from '../../src/domain/format';
import { giveDayPeriods } from '../../src/i18n/dayPeriods';
import { app as en } from '../../src/i18n/en/app';
import { repairsManagement as enRepairs } from '../../src/i18n/en/resources/repairsManagement';
import type { LocaleCode } from '../../src/i18n/locales';
import { app as si } from '../../src/i18n/si/app';
import { repairsManagement as siRepairs } from '../../src/i18n/si/resources/repairsManagement';
import { app as ta } from '../../src/i18n/ta/app';
import { repairsManagement as taRepairs } from '../../src/i18n/ta/resources/repairsManagement';

/**
 * The status page's words in each language, read from the console's catalogues (src/i18n), so
 * a word is written once: the page's own (`app.statusPage`), the server's messages it shows, and
 * the repair statuses as the console names them. Dates through dayjs in that language, with the
 * AM/PM the console gives Sinhala and Tamil.
 */
giveDayPeriods('si');
giveDayPeriods('ta');

const CATALOGUES = {
  en: { app: en, statuses: enRepairs.choices.status as Record<string, string> },
  si: { app: si, statuses: siRepairs.choices.status as Record<string, string> },
  ta: { app: ta, statuses: taRepairs.choices.status as Record<string, string> },
} satisfies Record<LocaleCode, unknown>;

/** Fills polyglot's `%{name}` placeholders, as the console's translate does. */
const fill = (text: string, values: Record<string, string>) => text.replace(/%\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export function wordsIn(locale: LocaleCode) {
  const { app, statuses } = CATALOGUES[locale];
  const page = app.statusPage;
  return {
    ...page,
    job: (number: string) => fill(page.job, { number }),
    callShop: (shop: string) => fill(page.callShop, { shop }),
    /** A status as the API names it (English), in this language; one without a translation as named. */
    status: (status: string) => statuses[status] ?? status,
    dateTime: (value: string) => formatDateTime(value, locale),
    tooMany: app.messages.statusPageTooMany,
    phoneDigits: app.messages.statusPagePhoneDigits,
  };
}

export type StatusPageWords = ReturnType<typeof wordsIn>;
