import { fromCents, toCents } from './money';
import { PAYLOAD_DAY, dayjs } from './dayjs';
import { isOverdue, RETURNED_STATUS } from './repairs';
import { shopDayOf } from './shopDay';

/**
 * The dashboard's figures, computed from the lists the screens already read: each
 * collection is passed once into a ledger of Asia/Colombo days, and today's, this month's and
 * the last 30 days' figures are read from it. Money is summed in whole cents (./money).
 * Takings follow the revenue reports' rule (./takings): a repair's money counts when paid.
 */

/** What one kind of takings came to over a day or a span of days, in LKR. */
export interface Totals {
  count: number;
  amount: number;
  profit: number;
}

/** Count, amount and profit per shop day (`YYYY-MM-DD`), in cents. */
export type Ledger = ReadonlyMap<string, { count: number; cents: number; profitCents: number }>;

interface LedgerFields<T> {
  day: (row: T) => unknown;
  amount: (row: T) => unknown;
  /** Absent for staff (the server strips it); counts 0. */
  profit?: (row: T) => unknown;
}

const cents = (value: unknown) => toCents(Number(value ?? 0) || 0);

/** One pass over a collection: its rows grouped by the shop day they fall on. */
export function ledgerOf<T>(rows: readonly T[], { day, amount, profit }: LedgerFields<T>): Ledger {
  const ledger = new Map<string, { count: number; cents: number; profitCents: number }>();
  for (const row of rows) {
    const key = shopDayOf(day(row));
    if (!key) continue;
    let entry = ledger.get(key);
    if (!entry) ledger.set(key, (entry = { count: 0, cents: 0, profitCents: 0 }));
    entry.count += 1;
    entry.cents += cents(amount(row));
    entry.profitCents += profit ? cents(profit(row)) : 0;
  }
  return ledger;
}

/** What a backend summed at one instant (or a half hour, or a day): how many, and their cents. */
export interface LedgerEntry {
  /** An ISO-8601 instant or a `YYYY-MM-DD` day: where it falls decides its shop day. */
  at: string;
  count: number;
  cents: number;
  profitCents: number;
}

/** Entries summed elsewhere (by the server, per half hour) grouped into a ledger of shop days. */
export function ledgerOfEntries(entries: readonly LedgerEntry[]): Ledger {
  const ledger = new Map<string, { count: number; cents: number; profitCents: number }>();
  for (const entry of entries) {
    const key = shopDayOf(entry.at);
    if (!key) continue;
    const sofar = ledger.get(key) ?? { count: 0, cents: 0, profitCents: 0 };
    ledger.set(key, { count: sofar.count + entry.count, cents: sofar.cents + entry.cents, profitCents: sofar.profitCents + entry.profitCents });
  }
  return ledger;
}

/** One shop day of a ledger as a backend answers it, in LKR (profit absent for a role that sees no cost). */
export interface LedgerDay {
  day: string;
  count: number;
  amount: number;
  profit?: number;
}

/** A ledger as an answer's days (LKR), oldest first; and back. */
export function ledgerDays(ledger: Ledger, withProfit: boolean): LedgerDay[] {
  return [...ledger]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, entry]) => ({ day, count: entry.count, amount: fromCents(entry.cents), ...(withProfit ? { profit: fromCents(entry.profitCents) } : {}) }));
}

export function ledgerOfDays(days: readonly LedgerDay[]): Ledger {
  return new Map(days.map((day) => [day.day, { count: day.count, cents: cents(day.amount), profitCents: cents(day.profit) }]));
}

/** The totals of the days from `first` to `last`, both included (`YYYY-MM-DD` compare as text). */
export function totalsBetween(ledger: Ledger, first: string, last: string): Totals {
  let count = 0;
  let amountCents = 0;
  let profitCents = 0;
  for (const [day, entry] of ledger) {
    if (day < first || day > last) continue;
    count += entry.count;
    amountCents += entry.cents;
    profitCents += entry.profitCents;
  }
  return { count, amount: fromCents(amountCents), profit: fromCents(profitCents) };
}

/** One day's totals. */
export const totalsOn = (ledger: Ledger, day: string): Totals => totalsBetween(ledger, day, day);

/** The first day of `day`'s month. */
export const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** The `count` days ending with `last`, oldest first. */
export function daysUpTo(last: string, count: number): string[] {
  const end = dayjs(last, PAYLOAD_DAY, true);
  return Array.from({ length: count }, (_, index) => end.subtract(count - 1 - index, 'day').format(PAYLOAD_DAY));
}

/** Sum of several totals (the shop's takings: bills, recharge sales and repairs). */
export function addTotals(...parts: readonly Totals[]): Totals {
  const sum = (pick: (totals: Totals) => number) => fromCents(parts.reduce((total, part) => total + toCents(pick(part)), 0));
  return { count: parts.reduce((total, part) => total + part.count, 0), amount: sum((part) => part.amount), profit: sum((part) => part.profit) };
}

/** The shop's three kinds of takings, each a ledger. */
export interface TakingsLedgers {
  bills: Ledger;
  recharges: Ledger;
  repairs: Ledger;
}

/** One day of the takings chart, in LKR. */
export interface TakingsDay {
  day: string;
  bills: number;
  recharges: number;
  repairs: number;
  profit: number;
}

/** The chart's days: each kind's takings and their profit together, `count` days up to `last`. */
export function takingsByDay(ledgers: TakingsLedgers, last: string, count = 30): TakingsDay[] {
  return daysUpTo(last, count).map((day) => {
    const [bills, recharges, repairs] = [ledgers.bills, ledgers.recharges, ledgers.repairs].map((ledger) => totalsOn(ledger, day));
    return { day, bills: bills.amount, recharges: recharges.amount, repairs: repairs.amount, profit: addTotals(bills, recharges, repairs).profit };
  });
}

/** A provider's balance and whether it is at or below the threshold. */
export interface ProviderBalance {
  type: string;
  amount: number;
  low: boolean;
}

/** Each provider of `types` with its balance from `GET /recharge/balance` (missing: 0). */
export function providerBalances(types: readonly string[], answer: unknown, threshold: number): ProviderBalance[] {
  const byType = (answer ?? {}) as Record<string, unknown>;
  return types.map((type) => {
    const amount = Number(byType[type] ?? 0) || 0;
    return { type, amount, low: amount <= threshold };
  });
}

/** Products whose stock is at or below `threshold`, lowest first (by name among equals, as the server sorts them). */
export function lowStock<T extends { quantity?: unknown; name?: unknown }>(products: readonly T[], threshold: number): T[] {
  const byName = (a: T, b: T) => (String(a.name ?? '') < String(b.name ?? '') ? -1 : String(a.name ?? '') > String(b.name ?? '') ? 1 : 0);
  return products.filter((product) => Number(product.quantity ?? 0) <= threshold).sort((a, b) => Number(a.quantity) - Number(b.quantity) || byName(a, b));
}

/** Repairs waiting for someone: back from the company for the customer, and past their expected return date. */
export interface RepairsWaiting {
  returned: number;
  overdue: number;
}

/** The repairs waiting, counted from the whole list (a backend that counts them answers the same). */
export function repairsWaiting(repairs: readonly { status?: unknown; expectedReturnDate?: unknown }[], now: number): RepairsWaiting {
  return {
    returned: repairs.filter((repair) => repair.status === RETURNED_STATUS).length,
    overdue: repairs.filter((repair) => isOverdue(repair, now)).length,
  };
}

/** How many products are at or below the stock threshold, and the lowest few by name and quantity. */
export interface LowStockSummary {
  total: number;
  products: { name: string; quantity: number }[];
}

/** How many lowest products the dashboard names. */
export const LOW_STOCK_SHOWN = 3;

/** The low-stock summary from the whole products list. */
export function lowStockSummary(products: readonly { name?: unknown; quantity?: unknown }[], threshold: number): LowStockSummary {
  const low = lowStock(products, threshold);
  return { total: low.length, products: low.slice(0, LOW_STOCK_SHOWN).map((product) => ({ name: String(product.name ?? ''), quantity: Number(product.quantity) })) };
}
