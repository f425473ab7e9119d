import { PAYLOAD_DAY, inShop, parseShop } from './dayjs';

/** A payload day, `YYYY-MM-DD` (its shape; ./dayjs's parseShop checks it is a real day). */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The shop days a UTC day overlaps, kept per UTC day: the shop day it begins on, the one it
 * ends on, and the instant between them (the shop's midnight). A UTC day holds one shop
 * midnight at most (Asia/Colombo keeps no daylight saving), so a list of 50,000 bills asks the
 * zone data three times per UTC day its rows fall on, not once per row (a zone lookup costs
 * tens of microseconds, too slow for a dashboard or a filter over every row).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const utcDays = new Map<number, { midnight: number; before: string; after: string }>();

function shopDayOfInstant(time: number): string {
  const utcDay = Math.floor(time / DAY_MS);
  let known = utcDays.get(utcDay);
  if (!known) {
    const before = inShop(utcDay * DAY_MS)!.format(PAYLOAD_DAY);
    const after = inShop((utcDay + 1) * DAY_MS - 1)!.format(PAYLOAD_DAY);
    const midnight = before === after ? Number.POSITIVE_INFINITY : parseShop(after, PAYLOAD_DAY)!.valueOf();
    if (utcDays.size > 100_000) utcDays.clear();
    utcDays.set(utcDay, (known = { midnight, before, after }));
  }
  return time < known.midnight ? known.before : known.after;
}

/**
 * The Asia/Colombo day (`YYYY-MM-DD`) a stored value falls on: a payload day or day-time
 * names its own day; an instant (ISO-8601) is converted. Undefined for anything else.
 */
export function shopDayOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length < 10) return undefined;
  if (value.length === 10 || value[10] === ' ') return DAY.test(value.slice(0, 10)) ? value.slice(0, 10) : undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : shopDayOfInstant(time);
}
