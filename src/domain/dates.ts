import { PAYLOAD_DATE_TIME, PAYLOAD_DAY, SHOP_TIME_ZONE, dayjs, inShop, parseShop, shopNow } from './dayjs';

/**
 * The shop's calendar (product.md §1, §9): payload dates `YYYY-MM-DD` and `YYYY-MM-DD HH:mm:ss`
 * name days and times in Asia/Colombo, whatever zone the server or browser runs in. dayjs
 * (./dayjs) parses them strictly and reads the zone.
 */
export { SHOP_TIME_ZONE };

/** A payload day `YYYY-MM-DD` (a real calendar day) as the instant it starts in Asia/Colombo, ISO-8601 UTC. */
export function shopDayStart(day: string): string | undefined {
  return parseShop(day, PAYLOAD_DAY)?.toISOString();
}

/** The instant the Asia/Colombo day after `day` starts (the exclusive end of `day`), ISO-8601 UTC. */
export function shopDayEnd(day: string): string | undefined {
  // The next calendar day is counted on the plain calendar, then placed in the zone.
  if (!parseShop(day, PAYLOAD_DAY)) return undefined;
  return shopDayStart(dayjs(day, PAYLOAD_DAY, true).add(1, 'day').format(PAYLOAD_DAY));
}

/**
 * A payload moment `YYYY-MM-DD HH:mm:ss` in Asia/Colombo (a real day and time) as an
 * ISO-8601 UTC instant. A bare `YYYY-MM-DD` is that day's start, so a date-only picker
 * still works.
 */
export function shopDateTime(value: string): string | undefined {
  return (parseShop(value, PAYLOAD_DATE_TIME) ?? parseShop(value, PAYLOAD_DAY))?.toISOString();
}

/**
 * The one day a query or form may name (`?day=`, `?to=`, the day to close): none when left
 * blank; a day alone, `YYYY-MM-DD` (a real calendar day; a date with a time names a moment, not
 * a day), surrounding spaces ignored; anything else `dateInvalid`. The server's `readDay`
 * (server/dayRange.ts) answers that with a 400.
 */
export function askedDay(value: unknown): { day?: string } | { error: 'dateInvalid' } {
  if (value === undefined || value === null) return {};
  const text = typeof value === 'string' ? value.trim() : undefined;
  if (text === '') return {};
  const day = text?.length === 10 ? payloadDay(text) : undefined;
  return day ? { day } : { error: 'dateInvalid' };
}

/** The Asia/Colombo day of an instant (default: now) as `YYYY-MM-DD`. */
export function shopDay(instant?: Date): string {
  return (instant ? inShop(instant)! : shopNow()).format(PAYLOAD_DAY);
}

/**
 * The day a payload date names: `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` (a real calendar day
 * and time) → `YYYY-MM-DD`; undefined when malformed. Surrounding spaces are ignored.
 */
export function payloadDay(value: string): string | undefined {
  const text = value.trim();
  return (parseShop(text, PAYLOAD_DAY) ?? parseShop(text, PAYLOAD_DATE_TIME))?.format(PAYLOAD_DAY);
}

/** An instant (ISO-8601) as the payload moment `YYYY-MM-DD HH:mm:ss` in Asia/Colombo; undefined when it is none. */
export function payloadMomentOf(instant: string | null | undefined): string | undefined {
  return instant ? inShop(instant)?.format(PAYLOAD_DATE_TIME) : undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** A shop day `YYYY-MM-DD` moved by `count` calendar days. */
export function addDays(day: string, count: number): string {
  return new Date(utc(day) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from one shop day to another (`YYYY-MM-DD`; negative when `to` is before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

export { shopDayOf } from './shopDay';
