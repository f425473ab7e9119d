/**
 * The shop's calendar without a date library. Asia/Colombo has kept UTC+05:30, without
 * daylight saving, since 2006 (older than any shop record), so a fixed offset gives the same
 * answers as a zone lookup (tests check it against the platform's time-zone data) while
 * staying out of the first screen's bundle and fast enough to filter 50,000 rows a keystroke.
 */
export const SHOP_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** A payload day, `YYYY-MM-DD`. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The wall-clock fields of an instant in Asia/Colombo (read with the getUTC… methods). */
export function shopClock(time: number): Date {
  return new Date(time + SHOP_OFFSET_MS);
}

/**
 * The Asia/Colombo day (`YYYY-MM-DD`) a stored value falls on: a payload day or day-time
 * names its own day; an instant (ISO-8601) is converted. Undefined for anything else.
 */
export function shopDayOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length < 10) return undefined;
  if (value.length === 10 || value[10] === ' ') return DAY.test(value.slice(0, 10)) ? value.slice(0, 10) : undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : shopClock(time).toISOString().slice(0, 10);
}
