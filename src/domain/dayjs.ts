import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { timezoneFormatCache } from './timezoneFormatCache';

/**
 * dayjs, set up once for the console and the server: `utc` and `timezone` read the shop's
 * zone from the platform's time-zone data, `customParseFormat` parses the payload formats
 * strictly, and `timezoneFormatCache` makes `tz()` cheap. Import dayjs from here, never from the package, so the plugins are always there.
 */
dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(timezoneFormatCache);

export { dayjs, type Dayjs };

/** product.md §1: days and times are the shop's, in Asia/Colombo, whatever zone the server or browser runs in. */
export const SHOP_TIME_ZONE = 'Asia/Colombo';

/** The payload formats (product.md §7): a day, and a day with its time. */
export const PAYLOAD_DAY = 'YYYY-MM-DD';
export const PAYLOAD_DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** The display formats (product.md §9). */
export const DATE_FORMAT = 'DD MMM YYYY';
export const TIME_FORMAT = 'hh:mm A';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

/**
 * A payload day or moment as the shop's wall clock, parsed strictly: the text must be exactly
 * `format` and a real day and time ('2026-02-30', '2026-3-1' and '24:00:00' are refused).
 */
export function parseShop(value: string, format: string): Dayjs | undefined {
  // Strict parsing checks the text against the format; the zone is applied to the checked text.
  if (!dayjs(value, format, true).isValid()) return undefined;
  return dayjs.tz(value, format, SHOP_TIME_ZONE);
}

/** An instant (a Date, epoch milliseconds or ISO-8601 text) on the shop's clock; undefined when it is none. */
export function inShop(instant: string | number | Date): Dayjs | undefined {
  const time = dayjs(instant);
  return time.isValid() ? time.tz(SHOP_TIME_ZONE) : undefined;
}

/** Now on the shop's clock. */
export const shopNow = (): Dayjs => dayjs().tz(SHOP_TIME_ZONE);
