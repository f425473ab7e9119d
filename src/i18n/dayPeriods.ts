import updateLocale from 'dayjs/plugin/updateLocale.js';
import { dayjs } from '../domain/dayjs';

/**
 * AM and PM in Sinhala and Tamil: CLDR's day periods (abbreviated, as a time is written).
 * dayjs's si and ta locales have none, so their `hh:mm A` read '04:30 PM' in English. Given
 * to the locale when the language loads, every time shown in that language (lists, details,
 * the date-time pickers, a receipt or message in a customer's language) says it in that
 * language; English keeps AM and PM.
 */
const DAY_PERIODS = {
  si: { am: 'පෙ.ව.', pm: 'ප.ව.' },
  ta: { am: 'முற்பகல்', pm: 'பிற்பகல்' },
} as const;

dayjs.extend(updateLocale);

/** Gives a language's dayjs locale its AM/PM words; its module calls this once dayjs's locale is loaded. */
export function giveDayPeriods(locale: keyof typeof DAY_PERIODS): void {
  const { am, pm } = DAY_PERIODS[locale];
  dayjs.updateLocale(locale, { meridiem: (hour: number) => (hour < 12 ? am : pm) });
}
