import { inShop } from './dayjs';
import { shopDay } from './dates';
import { EXPENSE_TENDERS, type ExpenseTender } from './expenses';
import { formatDate, formatMoney } from './format';
import type { MessageKey, Said } from './messages';
import { fromCents, toCents } from './money';
import { RECEIVING_TENDERS, type Tender } from './payments';
import { amount } from './recharge';
import { isBlank, required, type Rule, type RuleSet } from './validation';

/**
 * Closing the day (product.md §10, beyond the spec): the cash the drawer should hold after one
 * Asia/Colombo day, worked out from what came in and went out, against what the closer counts
 * by notes and coins. One close per shop day; a closed day takes no more money writes until the
 * owner reopens it. Every sum here is whole cents: the server closes with it, the console shows
 * it live as the count is typed.
 */

/** Sri Lankan notes and coins a drawer holds, in LKR, largest first. */
export const NOTES = [5000, 2000, 1000, 500, 100, 50, 20] as const;
export const COINS = [10, 5, 2, 1] as const;
export const DENOMINATIONS = [...NOTES, ...COINS] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

/** Pieces counted of each denomination, keyed by its LKR value as text (`{ '5000': 3, '100': 12 }`); blank is none. */
export type DrawerCount = Partial<Record<string, unknown>>;

/** More pieces of one note than any drawer holds: a typing slip, not a count. */
export const MAX_PIECES = 100_000;

/** The longest note a close or a pay-in/out keeps. */
export const DAY_NOTE_MAX = 500;

/** Pieces as typed: a whole number from 0 to MAX_PIECES; blank counts none. Undefined when it is not a count. */
export function readPieces(value: unknown): number | undefined {
  if (isBlank(value)) return 0;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isInteger(number) && number >= 0 && number <= MAX_PIECES ? number : undefined;
}

/** One denomination's box. */
export const piecesRule: Rule = (value) => (readPieces(value) === undefined ? 'dayClosePiecesInvalid' : undefined);

/** Why a count cannot be taken: an unknown denomination or a box that is no count. */
export function countProblem(count: DrawerCount | null | undefined): MessageKey | undefined {
  for (const [key, value] of Object.entries(count ?? {})) {
    if (!DENOMINATIONS.some((denomination) => String(denomination) === key)) return 'dayCloseDenominationInvalid';
    if (piecesRule(value)) return 'dayClosePiecesInvalid';
  }
  return undefined;
}

/** Each denomination with the pieces counted and what they make, in cents (a box that is no count makes 0). */
export function countLines(count: DrawerCount | null | undefined): { denomination: Denomination; pieces: number; cents: number }[] {
  return DENOMINATIONS.map((denomination) => {
    const pieces = readPieces(count?.[String(denomination)]) ?? 0;
    return { denomination, pieces, cents: denomination * 100 * pieces };
  });
}

/** The drawer's cash as counted, in cents. */
export function countedCents(count: DrawerCount | null | undefined): number {
  return countLines(count).reduce((sum, line) => sum + line.cents, 0);
}

/** The count as stored: only denominations with pieces, as numbers. */
export function storedCount(count: DrawerCount | null | undefined): Record<string, number> {
  return Object.fromEntries(countLines(count).flatMap((line) => (line.pieces ? [[String(line.denomination), line.pieces]] : [])));
}

/** What brings money in, as the `payments` table names its sources: bills, recharge sales, repairs, payments on account. */
export const BUSINESSES = ['bill', 'sale', 'repair', 'account'] as const;
export type Business = (typeof BUSINESSES)[number];

/** The tenders money moves by (Credit is a debt, not money). */
export const MONEY_TENDERS = RECEIVING_TENDERS;
export type MoneyTender = (typeof MONEY_TENDERS)[number];

/**
 * What moved on one day, in cents, as the server sums it: payments received by business and
 * tender (Credit: put on accounts), refunds of returns by tender (positive; Credit: taken off an
 * account), expenses by how they were paid, and the drawer's pay-ins and pay-outs.
 */
export interface DayMovements {
  received: Partial<Record<Business, Partial<Record<Tender, number>>>>;
  refunds: Partial<Record<Tender, number>>;
  expenses: Partial<Record<ExpenseTender, number>>;
  payIns: number;
  payOuts: number;
}

/** A day's figures, in cents. */
export interface DayFigures {
  /** Each business: money received, and what went on customers' accounts. */
  businesses: { business: Business; received: number; credit: number }[];
  /** Each money tender: received, refunded, spent on expenses and what is left (for a card terminal or an app to agree with). */
  tenders: { method: MoneyTender; received: number; refunded: number; spent: number; net: number }[];
  totals: { received: number; credit: number; refunded: number; refundedToAccounts: number; spent: number };
  /** The drawer: opening float + cash received + pay-ins − cash refunds − cash expenses − pay-outs = expected. */
  cash: { opening: number; received: number; payIns: number; refunded: number; spent: number; payOuts: number; expected: number };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const centsOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0);

/** The day's figures from its movements and the opening float (cents in, cents out). */
export function dayFigures(movements: DayMovements, openingFloat: number): DayFigures {
  const received = (business: Business, method: Tender) => centsOf(movements.received[business]?.[method]);
  const businesses = BUSINESSES.map((business) => ({
    business,
    received: sum(MONEY_TENDERS.map((method) => received(business, method))),
    credit: received(business, 'credit'),
  }));
  const tenders = MONEY_TENDERS.map((method) => {
    const byMethod = {
      received: sum(BUSINESSES.map((business) => received(business, method))),
      refunded: centsOf(movements.refunds[method]),
      spent: EXPENSE_TENDERS.includes(method) ? centsOf(movements.expenses[method]) : 0,
    };
    return { method, ...byMethod, net: byMethod.received - byMethod.refunded - byMethod.spent };
  });
  const cash = tenders.find((tender) => tender.method === 'cash')!;
  const opening = centsOf(openingFloat);
  const payIns = centsOf(movements.payIns);
  const payOuts = centsOf(movements.payOuts);
  return {
    businesses,
    tenders,
    totals: {
      received: sum(businesses.map((line) => line.received)),
      credit: sum(businesses.map((line) => line.credit)),
      refunded: sum(tenders.map((line) => line.refunded)),
      refundedToAccounts: centsOf(movements.refunds.credit),
      spent: sum(tenders.map((line) => line.spent)),
    },
    cash: {
      opening,
      received: cash.received,
      payIns,
      refunded: cash.refunded,
      spent: cash.spent,
      payOuts,
      expected: opening + cash.received + payIns - cash.refunded - cash.spent - payOuts,
    },
  };
}

/** Movements as the API answers them (LKR) back in cents, for `dayFigures`. */
export function movementsInCents(answer: unknown): DayMovements {
  const given = (answer ?? {}) as Partial<Record<keyof DayMovements, unknown>>;
  const record = (value: unknown) =>
    Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).map(([key, lkr]) => [key, toCents(Number(lkr) || 0)]));
  return {
    received: Object.fromEntries(Object.entries((given.received ?? {}) as Record<string, unknown>).map(([business, byTender]) => [business, record(byTender)])),
    refunds: record(given.refunds),
    expenses: record(given.expenses),
    payIns: toCents(Number(given.payIns) || 0),
    payOuts: toCents(Number(given.payOuts) || 0),
  };
}

/** Movements in cents as the API answers them (LKR). */
export function movementsInLkr(movements: DayMovements) {
  const record = (value: Partial<Record<string, number>>) => Object.fromEntries(Object.entries(value).map(([key, cents]) => [key, fromCents(cents ?? 0)]));
  return {
    received: Object.fromEntries(Object.entries(movements.received).map(([business, byTender]) => [business, record(byTender ?? {})])),
    refunds: record(movements.refunds),
    expenses: record(movements.expenses),
    payIns: fromCents(movements.payIns),
    payOuts: fromCents(movements.payOuts),
  };
}

/** Counted − expected, in cents: below zero the drawer is short, above it over. */
export function cashDifference(counted: number, expected: number): number {
  return counted - expected;
}

/** A note is needed when the count differs from the expected cash; any note stays within DAY_NOTE_MAX. */
export function noteProblem(note: unknown, difference: number): MessageKey | undefined {
  if (isBlank(note)) return difference === 0 ? undefined : 'dayCloseNoteRequired';
  return [...String(note).trim()].length > DAY_NOTE_MAX ? 'textTooLong' : undefined;
}

/** Cash left in the drawer for tomorrow's opening float: 0 up to what was counted (cents). */
export function floatLeftProblem(floatLeft: number, counted: number): MessageKey | undefined {
  return floatLeft > counted ? 'dayCloseFloatLeftTooMuch' : undefined;
}

/** The day a close names: a real day, not after `today` (both `YYYY-MM-DD`). */
export function closeDayProblem(day: string | undefined, today: string): MessageKey | undefined {
  if (!day) return 'dayCloseDayRequired';
  return day > today ? 'dayCloseFuture' : undefined;
}

/**
 * Is a close of `day` at `now` a close of today before the shop's closing hour (Settings,
 * Asia/Colombo)? Closing it locks the rest of the day's trade, so the closer is asked first.
 * A shift's close locks nothing, and an earlier day is over.
 */
export function closesEarly(day: string, now: Date | number, closingHour: number): boolean {
  const clock = inShop(now);
  return Boolean(clock) && day === shopDay(new Date(now)) && clock!.hour() < closingHour;
}

/** The close form's amounts: the opening float and what is left in the drawer, LKR 0 or more to the cent. */
export const closeAmountRules: RuleSet = {
  openingFloat: [amount()],
  floatLeft: [amount()],
};

/** A pay-in puts cash into the drawer (change from the bank); a pay-out takes it out (a delivery paid, the owner's takings). */
export const CASH_MOVEMENT_KINDS = ['in', 'out'] as const;
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];

const positive: Rule = (value) => {
  if (isBlank(value)) return undefined;
  const problem = amount()(value);
  if (problem) return problem;
  return Number(value) > 0 ? undefined : 'cashMovementAmountPositive';
};
const kind: Rule = (value) => (isBlank(value) || (CASH_MOVEMENT_KINDS as readonly unknown[]).includes(value) ? undefined : 'cashMovementKindInvalid');
const reasonLength: Rule = (value) => (isBlank(value) || [...String(value).trim()].length <= DAY_NOTE_MAX ? undefined : 'textTooLong');

/** A pay-in or pay-out: which, how much (LKR, more than 0, to the cent) and why. */
export const cashMovementRules: RuleSet = {
  kind: [required('cashMovementKindInvalid'), kind],
  amount: [required('cashMovementAmountRequired'), positive],
  reason: [required('cashMovementReasonRequired'), reasonLength],
};

/** A day as messages name it: '24 Nov 2026'. */
export const dayName = (day: string) => formatDate(day);

/** '24 Nov 2026 is closed; …': what refuses a write dated into a closed day. */
export function dayClosedMessage(day: string): Said {
  return { key: 'dayClosed', values: { day: dayName(day) } };
}

/** '24 Nov 2026 is already closed'. */
export function dayAlreadyClosedMessage(day: string): Said {
  return { key: 'dayAlreadyClosed', values: { day: dayName(day) } };
}

/** The expected cash moved while the closer counted (cents): the figures to read again. */
export function figuresChangedMessage(expected: number): Said {
  return { key: 'dayCloseFiguresChanged', values: { expected: formatMoney(fromCents(expected)) } };
}

/** 'Cash left in the drawer cannot be more than was counted (LKR 1,000.00)'. */
export function floatLeftMessage(counted: number): Said {
  return { key: 'dayCloseFloatLeftTooMuch', values: { counted: formatMoney(fromCents(counted)) } };
}
