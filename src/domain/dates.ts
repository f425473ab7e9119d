import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/**
 * The shop's calendar (spec §1, §9): payload dates `YYYY-MM-DD` and `YYYY-MM-DD HH:mm:ss`
 * name days and times in Asia/Colombo, whatever zone the server or browser runs in.
 */
export const SHOP_TIME_ZONE = 'Asia/Colombo';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_TIME = /^(\d{4}-\d{2}-\d{2}) \d{2}:\d{2}:\d{2}$/;

/**
 * Is `value` a real calendar day (or time) in `format`? Parsed as UTC, so the answer never
 * depends on the local zone (a browser's daylight-saving gap would reject a real time).
 */
const isReal = (value: string, format: string) => dayjs.utc(value, format, true).isValid();

/** A payload day `YYYY-MM-DD` (a real calendar day) as the instant it starts in Asia/Colombo, ISO-8601 UTC. */
export function shopDayStart(day: string): string | undefined {
  if (!DAY.test(day) || !isReal(day, 'YYYY-MM-DD')) return undefined;
  return dayjs.tz(day, SHOP_TIME_ZONE).toISOString();
}

/** The instant the Asia/Colombo day after `day` starts (the exclusive end of `day`), ISO-8601 UTC. */
export function shopDayEnd(day: string): string | undefined {
  return shopDayStart(day) === undefined ? undefined : dayjs.tz(day, SHOP_TIME_ZONE).add(1, 'day').toISOString();
}

/**
 * A payload moment `YYYY-MM-DD HH:mm:ss` in Asia/Colombo (a real day and time) as an
 * ISO-8601 UTC instant. A bare `YYYY-MM-DD` is that day's start, so a date-only picker
 * still works.
 */
export function shopDateTime(value: string): string | undefined {
  if (DAY.test(value)) return shopDayStart(value);
  if (!DAY_TIME.test(value) || !isReal(value, 'YYYY-MM-DD HH:mm:ss')) return undefined;
  return dayjs.tz(value, 'YYYY-MM-DD HH:mm:ss', SHOP_TIME_ZONE).toISOString();
}

/** The Asia/Colombo day of an instant (default: now) as `YYYY-MM-DD`. */
export function shopDay(instant: Date = new Date()): string {
  return dayjs(instant).tz(SHOP_TIME_ZONE).format('YYYY-MM-DD');
}

/**
 * The day a payload date names: `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` (a real calendar day
 * and time) → `YYYY-MM-DD`; undefined when malformed. Surrounding spaces are ignored.
 */
export function payloadDay(value: string): string | undefined {
  const text = value.trim();
  if (DAY.test(text)) return isReal(text, 'YYYY-MM-DD') ? text : undefined;
  const match = DAY_TIME.exec(text);
  return match && isReal(text, 'YYYY-MM-DD HH:mm:ss') ? match[1] : undefined;
}
