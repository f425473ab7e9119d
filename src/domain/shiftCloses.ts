import { dayName } from './dayClose';
import { shopDayEnd, shopDayStart } from './dates';
import type { Said } from './messages';

/**
 * Closing by shift (product.md §10, closing the day): when the owner turns it on, the drawer may
 * be counted several times a day. Each close covers a period of its Asia/Colombo day: from the
 * previous standing close of that day (its `closedAt`) or the day's start, up to the close — the
 * day's own close up to the day's end. Only the day's close locks the day; a shift's close does
 * not. The opening float of a period is what the close before it (of any day or shift) left.
 */

/** A standing (not reopened) close of a day, as the period maths reads it (cents). */
export interface StandingClose {
  shift: number;
  /** The day's close (true) or a shift's (false). */
  closesDay: boolean;
  closedAt: string;
  floatLeft: number;
}

/** A close's period: from `from` (null: the day's start) up to `to` (null: the day's end), by when each row was made. */
export interface ClosePeriod {
  from: string | null;
  to: string | null;
}

/** The period a day has open now: which shift it is, since when, and the float it opened with (cents). */
export interface OpenPeriod {
  shift: number;
  from: string | null;
  openingFloat: number;
}

/** The last of a day's standing closes (by when it was closed), or undefined. ISO instants of one width: text order is time order. */
export function latestClose<Close extends { closedAt: string }>(standing: readonly Close[]): Close | undefined {
  return standing.reduce<Close | undefined>((last, close) => (!last || close.closedAt > last.closedAt ? close : last), undefined);
}

/**
 * The day's open period, after its standing closes: the next shift, from the last close's
 * `closedAt` (none yet: the day's start), opening with what that close left in the drawer, or
 * with `floatLeftBefore` (what the last close of an earlier day left) when the day has none.
 */
export function openPeriod(standing: readonly StandingClose[], floatLeftBefore: number): OpenPeriod {
  const last = latestClose(standing);
  if (!last) return { shift: 1, from: null, openingFloat: floatLeftBefore };
  return { shift: Math.max(...standing.map((close) => close.shift)) + 1, from: last.closedAt, openingFloat: last.floatLeft };
}

/** The period a close made `at` covers: the open period up to `at` for a shift, up to the day's end for the day. */
export function closingPeriod(open: Pick<OpenPeriod, 'from'>, closesDay: boolean, at: string): ClosePeriod {
  return { from: open.from, to: closesDay ? null : at };
}

/** The period of a stored close. */
export function periodOf(close: { fromAt: string | null; closesDay: boolean | number; closedAt: string }): ClosePeriod {
  return { from: close.fromAt, to: close.closesDay ? null : close.closedAt };
}

/**
 * The instants `[from, to)` between which a row counts in `period` of `day`. Payments (and float
 * checks) belong to a day by when they were made, so theirs stay within the day's Colombo
 * midnights. Expenses and pay-ins/outs belong to a day by their date, so theirs are open-ended:
 * an expense created before the day started counts in its first period, one created after it
 * ended in its last (the day's close).
 */
export function periodBounds(day: string, period: ClosePeriod) {
  const start = shopDayStart(day)!;
  const end = shopDayEnd(day)!;
  return {
    madeFrom: period.from === null || period.from < start ? start : period.from,
    madeTo: period.to === null || period.to > end ? end : period.to,
    datedFrom: period.from,
    datedTo: period.to,
  };
}

/** Whether a row of `day` made at `createdAt` counts in `period`; `dated`: it belongs to the day by its date (an expense, a pay-in/out). */
export function countsIn(createdAt: string, day: string, period: ClosePeriod, dated: boolean): boolean {
  const bounds = periodBounds(day, period);
  const from = dated ? bounds.datedFrom : bounds.madeFrom;
  const to = dated ? bounds.datedTo : bounds.madeTo;
  return (from === null || createdAt >= from) && (to === null || createdAt < to);
}

/**
 * The days closed among `closes` (a standing day's close), each with the difference of all its
 * standing closes, shifts and the day's, summed in cents: what the drawer was short or over that day.
 */
export function closedDays(closes: readonly { day: string; closesDay: boolean | number; difference: number; standing: boolean }[]): { day: string; difference: number }[] {
  const standing = closes.filter((close) => close.standing);
  const closed = new Set(standing.filter((close) => close.closesDay).map((close) => close.day));
  const byDay = new Map<string, number>();
  for (const close of standing) if (closed.has(close.day)) byDay.set(close.day, (byDay.get(close.day) ?? 0) + close.difference);
  return [...byDay].map(([day, difference]) => ({ day, difference }));
}

/** 'Shift 2 of 24 Nov 2026 is already closed'. */
export function shiftAlreadyClosedMessage(day: string, shift: number): Said {
  return { key: 'shiftAlreadyClosed', values: { shift: String(shift), day: dayName(day) } };
}

/** A later close of the day stands: it is reopened first. */
export function reopenLaterFirstMessage(day: string): Said {
  return { key: 'dayReopenLaterFirst', values: { day: dayName(day) } };
}
