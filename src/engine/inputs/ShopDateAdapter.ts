import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

/**
 * MUI X's dayjs adapter, reading back the language's own AM/PM words (src/i18n/dayPeriods.ts).
 * A picker parses the text it shows each time a section changes, strictly; dayjs's parser reads
 * a locale's own PM word as AM (iamkun/dayjs#2031: customParseFormat decides `hour > 12`, and
 * the PM word first matches at 12), so Sinhala '12 මැදි 2026 04:30 ප.ව.' was refused and the
 * field held an invalid date. Such a text is read as the same time in the morning, which dayjs
 * gets right, and moved on twelve hours. English AM/PM parses as before.
 */
export class ShopDateAdapter extends AdapterDayjs {
  constructor(...args: ConstructorParameters<typeof AdapterDayjs>) {
    super(...args);
    const parse = this.parse;
    this.parse = (value, format) => {
      const read = parse(value, format);
      if (read === null || read.isValid() || !format.includes('A')) return read;
      const day = this.date(undefined);
      const am = this.formatByString(this.startOfDay(day), 'A');
      const pm = this.formatByString(this.endOfDay(day), 'A');
      if (am.includes(pm) || !value.includes(pm)) return read;
      const morning = parse(value.replace(pm, am), format);
      return morning?.isValid() ? this.setHours(morning, this.getHours(morning) + 12) : read;
    };
  }
}
