import { DAY_NOTE_MAX, DENOMINATIONS, movementsInLkr, type DayMovements } from '../../src/domain/dayClose';
import { fromCents } from '../../src/domain/money';
import type { RecentDay } from '../../src/domain/recentCloses';
import type { CashMovement, DayCloseRow, FloatCheck } from '../db/schema';
import { arrayOf, LIMITS, nullableString, numberInput, numberOut, object, string, text, type Infer, type Schema } from './common';

/**
 * Closing the day (product.md §10). Types and sizes only: the counts, amounts, day and note are
 * the domain's rules (src/domain/dayClose.ts), so users read its messages. LKR in and out.
 */

const boolean = { type: 'boolean' } as unknown as Schema<boolean>;

const lkrByKey = { type: 'object', additionalProperties: { type: 'number' } };

/** The pieces of each note and coin, by its LKR value (null: none counted). */
const countInput = {
  type: ['object', 'null'],
  additionalProperties: { type: ['number', 'null'] },
  maxProperties: DENOMINATIONS.length,
} as unknown as Schema<Record<string, number | null> | null>;

/** POST /dayclose. */
export const closeBody = object(
  {
    /** The Asia/Colombo day, `YYYY-MM-DD`: today or an earlier one. */
    day: text(LIMITS.word),
    openingFloat: numberInput,
    count: countInput,
    /** Cash left in the drawer for the next day; absent: all that was counted. */
    floatLeft: numberInput,
    note: text(DAY_NOTE_MAX * 4),
    /** The expected cash the closer saw: refused (409) when the day's takings moved since. Optional. */
    expected: numberInput,
    /** true (or absent, as before shifts): the day's close, which locks the day; false: a shift's (the `closesByShift` setting on). */
    closesDay: { type: ['boolean', 'null'] } as unknown as Schema<boolean | null>,
    /** The shift the closer saw open: refused (409) when another close of the day came first. Optional. */
    shift: numberInput,
  },
  ['day'],
);
export type CloseBody = Infer<typeof closeBody>;

/** POST /dayclose/cash: a pay-in or pay-out of the drawer, today. */
export const cashMovementBody = object({ kind: text(LIMITS.word), amount: numberInput, reason: text(DAY_NOTE_MAX * 4) });
export type CashMovementBody = Infer<typeof cashMovementBody>;

/** POST /dayclose/:id/reopen. */
export const reopenBody = object({ reason: text(DAY_NOTE_MAX * 4) });
export type ReopenBody = Infer<typeof reopenBody>;

/** `/dayclose/day/:day`. */
export const dayParams = object({ day: { type: 'string', minLength: 1, maxLength: 10 } as unknown as Schema<string> }, ['day']);

const movements = {
  type: 'object',
  properties: {
    received: { type: 'object', additionalProperties: lkrByKey },
    refunds: lkrByKey,
    expenses: lkrByKey,
    payIns: { type: 'number' },
    payOuts: { type: 'number' },
  },
  required: ['received', 'refunds', 'expenses', 'payIns', 'payOuts'],
} as unknown as Schema<ReturnType<typeof movementsInLkr>>;

const closeProperties = {
  _id: string,
  day: string,
  /** 'closed' while the close locks its day; 'reopened' once the owner opened it again. */
  status: string,
  openingFloat: numberOut,
  expected: numberOut,
  counted: numberOut,
  difference: numberOut,
  floatLeft: numberOut,
  note: nullableString,
  closedAt: string,
  closedByName: nullableString,
  reopenedAt: nullableString,
  reopenedByName: nullableString,
  reopenReason: nullableString,
  /** true: the day's close (it locks the day); false: a shift's. */
  closesDay: boolean,
  /** 1, 2, … within the day; the day's close is the last. */
  shift: numberOut,
  /** When its period started (the previous close of the day), null: the day's start. */
  fromAt: nullableString,
};
/** A close as the Day Close list shows it. */
export const dayCloseRecord = object(closeProperties, Object.keys(closeProperties) as (keyof typeof closeProperties)[]);
export type DayCloseRecord = Infer<typeof dayCloseRecord>;

const cashMovementProperties = { _id: string, kind: string, amount: numberOut, reason: string, createdAt: string, createdByName: nullableString };
export const cashMovementRecord = object(cashMovementProperties, Object.keys(cashMovementProperties) as (keyof typeof cashMovementProperties)[]);

const dayCheckProperties = { rechargeType: string, computed: numberOut, shown: numberOut, difference: numberOut, reason: nullableString, checkedAt: string, adjustedAmount: numberInput };
const dayCheck = object(dayCheckProperties, Object.keys(dayCheckProperties) as (keyof typeof dayCheckProperties)[]);

const shiftLineProperties = { shift: numberOut, expected: numberOut, counted: numberOut, difference: numberOut, closedAt: string, closedByName: nullableString };
const shiftLine = object(shiftLineProperties, Object.keys(shiftLineProperties) as (keyof typeof shiftLineProperties)[]);

/**
 * What a close's report adds to it: the sums, the drawer's pay-ins and pay-outs and the float
 * checks of its period (a day's close: the day's float checks), the shifts closed before a day's
 * close, and where to send it.
 */
const reportProperties = {
  ...closeProperties,
  shifts: arrayOf(shiftLine),
  count: { type: 'object', additionalProperties: { type: 'number' } } as unknown as Schema<Record<string, number>>,
  movements,
  cashMovements: arrayOf(cashMovementRecord),
  floatChecks: arrayOf(dayCheck),
  /** The shop's phone from Settings: the day report goes there by WhatsApp. */
  shopPhone: string,
};
export const dayCloseReport = object(reportProperties, Object.keys(reportProperties) as (keyof typeof reportProperties)[]);

/** GET /dayclose/day/:day: the day as it stands now, for the Close the day dialog: its open period, or its close once closed. */
export const dayAnswer = object(
  {
    day: string,
    /** The opening float to start from: what the last close before the open period (of any day or shift) left in the drawer. */
    openingFloat: numberOut,
    /** What moved in the open period (since the day's last shift close), or the day's close's stored sums. */
    movements,
    /** The shift the open period is (1 with none closed yet), or the day's close's. */
    shift: numberOut,
    /** When the open period started: the last shift close's `closedAt`, null for the day's start. */
    fromAt: nullableString,
    /** The day's pay-ins and pay-outs and float checks, all day. */
    cashMovements: arrayOf(cashMovementRecord),
    floatChecks: arrayOf(dayCheck),
    /** The day's close standing, or null while the day is open. */
    close: { ...dayCloseRecord, type: ['object', 'null'] } as unknown as Schema<DayCloseRecord | null>,
    /** Every close standing for the day, shifts and the day's, in the order closed. */
    closes: arrayOf(dayCloseRecord),
  },
  ['day', 'openingFloat', 'movements', 'shift', 'fromAt', 'cashMovements', 'floatChecks', 'close', 'closes'],
);

/** The one mapping from a stored close to what the list shows. */
export function toDayCloseRecord(row: Omit<DayCloseRow, 'movements' | 'count'>): DayCloseRecord {
  return {
    _id: row.id,
    day: row.day,
    status: row.reopenedAt ? 'reopened' : 'closed',
    openingFloat: fromCents(row.openingFloat),
    expected: fromCents(row.expected),
    counted: fromCents(row.counted),
    difference: fromCents(row.difference),
    floatLeft: fromCents(row.floatLeft),
    note: row.note,
    closedAt: row.closedAt,
    closedByName: row.closedByName,
    reopenedAt: row.reopenedAt,
    reopenedByName: row.reopenedByName,
    reopenReason: row.reopenReason,
    closesDay: row.closesDay === 1,
    shift: row.shift,
    fromAt: row.fromAt,
  };
}

/** A shift closed before the day's close, as the day's report lists it. */
export function toShiftLine(row: Pick<DayCloseRow, 'shift' | 'expected' | 'counted' | 'difference' | 'closedAt' | 'closedByName'>) {
  return {
    shift: row.shift,
    expected: fromCents(row.expected),
    counted: fromCents(row.counted),
    difference: fromCents(row.difference),
    closedAt: row.closedAt,
    closedByName: row.closedByName,
  };
}

export function toCashMovementRecord(row: CashMovement) {
  return { _id: row.id, kind: row.kind, amount: fromCents(row.amount), reason: row.reason, createdAt: row.createdAt, createdByName: row.createdByName };
}

export function toDayCheck(row: FloatCheck & { adjustedAmount: number | null }) {
  return {
    rechargeType: row.rechargeType,
    computed: fromCents(row.computed),
    shown: fromCents(row.shown),
    difference: fromCents(row.difference),
    reason: row.reason,
    checkedAt: row.checkedAt,
    adjustedAmount: row.adjustedAmount === null ? null : fromCents(row.adjustedAmount),
  };
}

/** A stored close's movements (JSON, cents) as the API answers them. */
export const storedMovements = (row: DayCloseRow) => movementsInLkr(JSON.parse(row.movements) as DayMovements);

/** `GET /dayclose/recent?days=`: how many days up to today (1 to 31; the domain reads it). */
export const recentQuery = object({ days: text(LIMITS.word) });
export type RecentQuery = Infer<typeof recentQuery>;

const recentCheckProperties = { rechargeType: string, difference: numberOut, adjusted: { type: 'boolean' } as unknown as Schema<boolean> };
const recentDayProperties = {
  day: string,
  closed: { type: 'boolean' } as unknown as Schema<boolean>,
  /** counted − expected of the close standing; null while the day is not closed. */
  difference: { type: ['number', 'null'] } as unknown as Schema<number | null>,
  floatChecks: arrayOf(object(recentCheckProperties, Object.keys(recentCheckProperties) as (keyof typeof recentCheckProperties)[])),
};
/** The last days, latest first, for the dashboard: closed or not, the cash difference and the float checks' differences (LKR). */
export const recentAnswer = object(
  { today: string, days: arrayOf(object(recentDayProperties, Object.keys(recentDayProperties) as (keyof typeof recentDayProperties)[])) },
  ['today', 'days'],
);

export function toRecentDay(day: RecentDay) {
  return {
    ...day,
    difference: day.difference === null ? null : fromCents(day.difference),
    floatChecks: day.floatChecks.map((check) => ({ ...check, difference: fromCents(check.difference) })),
  };
}
