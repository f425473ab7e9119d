import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/**
 * Payload dates (spec §7, §9): `YYYY-MM-DD` and `YYYY-MM-DD HH:mm:ss` name a day or a
 * moment in the shop's time zone, Asia/Colombo; the server stores ISO-8601 UTC instants.
 * Shared by every resource that reads such dates (recharge top-ups, repairs).
 */

const SHOP_ZONE = 'Asia/Colombo';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A payload day `YYYY-MM-DD` (a real calendar day) as the instant it starts in Asia/Colombo, ISO-8601 UTC. */
export function shopDayStart(day: string): string | undefined {
  if (!DAY.test(day) || !dayjs(day, 'YYYY-MM-DD', true).isValid()) return undefined;
  return dayjs.tz(day, SHOP_ZONE).toISOString();
}

/** The instant the Asia/Colombo day after `day` starts (the exclusive end of `day`), ISO-8601 UTC. */
export function shopDayEnd(day: string): string | undefined {
  const start = shopDayStart(day);
  return start === undefined ? undefined : dayjs.tz(day, SHOP_ZONE).add(1, 'day').toISOString();
}

/**
 * A payload moment `YYYY-MM-DD HH:mm:ss` in Asia/Colombo (a real day and time) as an
 * ISO-8601 UTC instant. A bare `YYYY-MM-DD` is that day's start, so a date-only picker
 * still works.
 */
export function shopDateTime(value: string): string | undefined {
  if (DAY.test(value)) return shopDayStart(value);
  if (!DAY_TIME.test(value) || !dayjs(value, 'YYYY-MM-DD HH:mm:ss', true).isValid()) return undefined;
  return dayjs.tz(value, 'YYYY-MM-DD HH:mm:ss', SHOP_ZONE).toISOString();
}
