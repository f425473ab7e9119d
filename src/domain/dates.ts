import { DAY, SHOP_OFFSET_MS, shopClock } from './shopDay';

/**
 * The shop's calendar (product.md §1, §9): payload dates `YYYY-MM-DD` and `YYYY-MM-DD HH:mm:ss`
 * name days and times in Asia/Colombo, whatever zone the server or browser runs in.
 */
export const SHOP_TIME_ZONE = 'Asia/Colombo';

const DAY_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The UTC time of a calendar day and time, or undefined when it is no real one (30 Feb, 24:00). */
function wallTime(day: string, hours = 0, minutes = 0, seconds = 0): number | undefined {
  const [year, month, date] = day.split('-').map(Number);
  const time = Date.UTC(year, month - 1, date, hours, minutes, seconds);
  const back = new Date(time);
  const real =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === date &&
    back.getUTCHours() === hours &&
    back.getUTCMinutes() === minutes &&
    back.getUTCSeconds() === seconds;
  return real ? time : undefined;
}

/** A payload day `YYYY-MM-DD` (a real calendar day) as the instant it starts in Asia/Colombo, ISO-8601 UTC. */
export function shopDayStart(day: string): string | undefined {
  const time = DAY.test(day) ? wallTime(day) : undefined;
  return time === undefined ? undefined : new Date(time - SHOP_OFFSET_MS).toISOString();
}

/** The instant the Asia/Colombo day after `day` starts (the exclusive end of `day`), ISO-8601 UTC. */
export function shopDayEnd(day: string): string | undefined {
  const start = shopDayStart(day);
  return start === undefined ? undefined : new Date(Date.parse(start) + 24 * 60 * 60 * 1000).toISOString();
}

/** `YYYY-MM-DD HH:mm:ss` as its wall-clock parts, when it is a real day and time. */
function dayTimeParts(value: string): { day: string; time: number } | undefined {
  const match = DAY_TIME.exec(value);
  if (!match) return undefined;
  const time = wallTime(match[1], Number(match[2]), Number(match[3]), Number(match[4]));
  return time === undefined ? undefined : { day: match[1], time };
}

/**
 * A payload moment `YYYY-MM-DD HH:mm:ss` in Asia/Colombo (a real day and time) as an
 * ISO-8601 UTC instant. A bare `YYYY-MM-DD` is that day's start, so a date-only picker
 * still works.
 */
export function shopDateTime(value: string): string | undefined {
  if (DAY.test(value)) return shopDayStart(value);
  const parts = dayTimeParts(value);
  return parts ? new Date(parts.time - SHOP_OFFSET_MS).toISOString() : undefined;
}

/** The Asia/Colombo day of an instant (default: now) as `YYYY-MM-DD`. */
export function shopDay(instant: Date = new Date()): string {
  return shopClock(instant.getTime()).toISOString().slice(0, 10);
}

/**
 * The day a payload date names: `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` (a real calendar day
 * and time) → `YYYY-MM-DD`; undefined when malformed. Surrounding spaces are ignored.
 */
export function payloadDay(value: string): string | undefined {
  const text = value.trim();
  if (DAY.test(text)) return wallTime(text) === undefined ? undefined : text;
  return dayTimeParts(text)?.day;
}

export { shopDayOf } from './shopDay';
