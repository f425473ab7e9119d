import type { PluginFunc } from 'dayjs';

/**
 * A dayjs plugin, extended after `timezone`: `tz()` with one cached `Intl.DateTimeFormat` per
 * zone instead of `Date#toLocaleString('en-US', { timeZone })`, which builds a new formatter on
 * every call (dayjs issue 1236, still open). Every date the console shows goes through `tz()`,
 * and MUI X's date fields call it many times a keystroke, where a new formatter each time
 * cost a day filter much of its budget. The text is the same: `toLocaleString` with no date or time options means
 * exactly these numeric year … second options (ECMA-402, ToDateTimeOptions). Everything else
 * is the timezone plugin's own `tz()` (dayjs 1.11), so it is used for what this does not
 * cover: the default zone (kept inside that plugin) and an invalid date.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The instant's wall clock in `timeZone` as `toLocaleString` writes it ('3/12/2026, 10:00:00 AM'),
 * and the zone's offset then in minutes, computed as the plugin's own `tzOffset` does (the wall
 * clock read as UTC, less the instant without its milliseconds).
 */
function wallClock(date: Date, timeZone: string): { text: string; offset: number } {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const pm = parts.find((part) => part.type === 'dayPeriod')?.value === 'PM';
  const hour = (field('hour') % 12) + (pm ? 12 : 0);
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(field('year'), field('month') - 1, field('day'));
  asUtc.setUTCHours(hour, field('minute'), field('second'), 0);
  const time = date.getTime();
  return { text: parts.map((part) => part.value).join(''), offset: (asUtc.getTime() - (time - (time % 1000))) / 60_000 };
}

// dayjs's plugin interface reaches members its types do not declare ($L, $ms, $set, $x): hence `any`.
export const timezoneFormatCache: PluginFunc = (_option, dayjsClass, dayjsFactory) => {
  const proto = dayjsClass.prototype as any;
  const pluginTz = proto.tz as (this: any, timezone?: string, keepLocalTime?: boolean) => any;
  proto.tz = function tz(this: any, timezone?: string, keepLocalTime?: boolean) {
    if (timezone === undefined || !this.isValid()) return pluginTz.call(this, timezone, keepLocalTime);
    const oldOffset = this.utcOffset();
    const date: Date = this.toDate();
    const { text: target, offset } = wallClock(date, timezone);
    let shifted: any;
    if (!Number(offset)) {
      shifted = this.utcOffset(0, keepLocalTime);
    } else {
      shifted = (dayjsFactory as any)(target, { locale: this.$L }).$set('millisecond', this.$ms).utcOffset(offset, true);
      if (keepLocalTime) shifted = shifted.add(oldOffset - shifted.utcOffset(), 'minute');
    }
    shifted.$x.$timezone = timezone;
    return shifted;
  };
};
