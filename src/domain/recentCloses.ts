import { inShop } from './dayjs';
import { daysUpTo } from './dashboard';
import { shopDay, shopDayOf } from './dates';

/**
 * The last days' closes at a glance (product.md §10, closing the day): for each of the last
 * days, closed or not, the cash difference its close found and the float checks' differences
 * of that day; and whether today's close is due (the shop's closing hour has passed and today
 * is not closed). The server assembles the days in cents; the dashboard reads them.
 */

/** How many days the dashboard shows, and the most one answer gives. */
export const RECENT_DAYS = 7;
export const MAX_RECENT_DAYS = 31;

/** `?days=` as a whole number of days from 1 to MAX_RECENT_DAYS (absent: RECENT_DAYS), or undefined. */
export function readRecentDays(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return RECENT_DAYS;
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 && days <= MAX_RECENT_DAYS ? days : undefined;
}

/** A float check found on a day: what the provider showed − the computed balance (cents). */
export interface DayCheckDifference {
  rechargeType: string;
  difference: number;
  /** The owner moved the computed balance by it. */
  adjusted: boolean;
}

/** One of the last days: closed (a close standing) with its cash difference, and its float checks (cents). */
export interface RecentDay {
  day: string;
  closed: boolean;
  /** counted − expected of the close standing, or null while the day is not closed. */
  difference: number | null;
  floatChecks: DayCheckDifference[];
}

/**
 * The `count` days up to `today`, latest first: each with the close standing for it (a close
 * reopened and not closed again is no close) and the float checks made on it (in the order
 * made, each on the Asia/Colombo day of `checkedAt`).
 */
export function recentDays(
  today: string,
  count: number,
  standing: readonly { day: string; difference: number }[],
  checks: readonly (DayCheckDifference & { checkedAt: string })[],
): RecentDay[] {
  const closes = new Map(standing.map((close) => [close.day, close.difference]));
  const byDay = new Map<string, DayCheckDifference[]>();
  for (const { checkedAt, ...check } of checks) {
    const day = shopDayOf(checkedAt);
    if (day) byDay.set(day, [...(byDay.get(day) ?? []), check]);
  }
  return daysUpTo(today, count)
    .reverse()
    .map((day) => ({ day, closed: closes.has(day), difference: closes.get(day) ?? null, floatChecks: byDay.get(day) ?? [] }));
}

/**
 * Is today's close due and not done? Only once the shop's clock (Asia/Colombo) reaches the
 * closing hour, only for today (the days' answer must name today: one read before midnight
 * says nothing of the day after), and only while today is not closed.
 */
export function dayCloseDue(now: Date | number, closingHour: number, days: readonly Pick<RecentDay, 'day' | 'closed'>[] | undefined): boolean {
  const clock = inShop(now);
  if (!clock || clock.hour() < closingHour) return false;
  const today = days?.find((entry) => entry.day === shopDay(new Date(now)));
  return Boolean(today && !today.closed);
}
