import { PAYLOAD_DAY, inShop } from './dayjs';

/** A payload day, `YYYY-MM-DD` (its shape; ./dayjs's parseShop checks it is a real day). */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The shop day of an instant, kept per quarter of an hour: every offset Asia/Colombo has used
 * since 1906 is a whole half-hour, so every instant of a quarter falls on the same shop day.
 * A list of 50,000 bills then asks the zone data once per quarter its rows fall in, not once
 * per row (a zone lookup costs tens of microseconds).
 */
const QUARTER_MS = 15 * 60 * 1000;
const dayOfQuarter = new Map<number, string>();

function shopDayOfInstant(time: number): string {
  const quarter = Math.floor(time / QUARTER_MS);
  let day = dayOfQuarter.get(quarter);
  if (day === undefined) {
    day = inShop(quarter * QUARTER_MS)!.format(PAYLOAD_DAY);
    if (dayOfQuarter.size > 100_000) dayOfQuarter.clear();
    dayOfQuarter.set(quarter, day);
  }
  return day;
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
