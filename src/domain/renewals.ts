import { addDays, daysBetween } from './dates';
import type { Language } from './languages';
import { fillMessage, type Said } from './messages';
import { isBlank, type Rule } from './validation';

/**
 * TV renewals due (issue 49, our server's `renewals`). Each TV customer's DDTV package is
 * renewed at the counter as a DDTV recharge sale to them; the renewal falls due the package
 * length after the last one (the owner's setting, 30 days unless changed). The server lists
 * them from these rules; the console shows days left and sends the reminder.
 */

/** The recharge type a TV package is renewed by. */
export const RENEWAL_TYPE = 'DDTV';

/** Days a package lasts unless the owner sets another (Settings), and the bounds of that setting. */
export const DEFAULT_RENEWAL_DAYS = 30;
export const RENEWAL_DAYS_MIN = 1;
export const RENEWAL_DAYS_MAX = 366;

/** The list shows the renewals due this many days ahead unless asked another (`within`). */
export const DEFAULT_DUE_WITHIN = 7;
export const DUE_WITHIN_MAX = 366;

/**
 * How long late a customer stays on the list: one whose renewal lapsed longer ago has gone to
 * another shop or given up TV, and would bury the customers still worth a reminder.
 */
export const OVERDUE_SHOWN_DAYS = 90;

/** The list's filter by state: due today or in the next days, or late. */
export const RENEWAL_STATUSES = ['due', 'overdue'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

/** The list filter's choices: a state, or the customers marked stopped instead (to take the mark off). */
export const RENEWAL_FILTERS = [...RENEWAL_STATUSES, 'stopped'] as const;

/**
 * A customer's package length: their own where the owner set one (a longer or shorter package
 * than the shop's usual), else the shop's (Settings).
 */
export const packageDays = (own: number | null | undefined, shop: number): number => own ?? shop;

/** The day a renewal falls due: the package length after the last DDTV sale's shop day. */
export const renewalDueDay = (lastSaleDay: string, renewalDays: number): string => addDays(lastSaleDay, renewalDays);

/** Days left until `dueDay` from `today`: 0 due today, negative days late. */
export const renewalDaysLeft = (dueDay: string, today: string): number => daysBetween(today, dueDay);

/**
 * The shop days a customer's last DDTV sale falls between for their renewal to be on the list
 * (both ends included): due within `within` days from `today`, and, by `status`, not yet late
 * (`due`), late by up to OVERDUE_SHOWN_DAYS (`overdue`), or either (none).
 */
export function lastSaleDays(today: string, renewalDays: number, within: number, status?: RenewalStatus): { first: string; last: string } {
  const dueFirst = status === 'due' ? today : addDays(today, -OVERDUE_SHOWN_DAYS);
  const dueLast = status === 'overdue' ? addDays(today, -1) : addDays(today, within);
  return { first: addDays(dueFirst, -renewalDays), last: addDays(dueLast, -renewalDays) };
}

/** How a row's days left show: late, due today, or due soon. */
export const renewalTone = (daysLeft: number): 'overdue' | 'today' | 'soon' => (daysLeft < 0 ? 'overdue' : daysLeft === 0 ? 'today' : 'soon');

/** A customer's renewal as `GET /renewals` lists it (money in LKR). */
export interface Renewal {
  /** The customer's id: one row per customer. */
  _id: string;
  customerName: string;
  cardNumber: string | null;
  phoneNumber: string | null;
  whatsappNumber: string | null;
  language: string | null;
  lastSaleDay: string;
  lastAmount: number;
  /** The package length the due day counts: the customer's own, else the shop's. */
  renewalDays: number;
  /** The customer's own package length, set by the owner; null: the shop's. */
  customerRenewalDays: number | null;
  dueDay: string;
  daysLeft: number;
  /** The latest reminder since the last sale: when (ISO-8601), by whom, and whether it was today's. */
  remindedAt: string | null;
  remindedByName: string | null;
  remindedToday: boolean;
  /** Why the customer stopped, on the list of those marked stopped; null otherwise. */
  stopReason: string | null;
}

/** The placeholders a reminder's template may use. */
export const RENEWAL_PLACEHOLDERS = ['customerName', 'cardNumber', 'dueDate', 'amount', 'shopName'] as const;

/** A reminder's text: `template` with the placeholders filled. */
export function renewalMessage(template: string, values: Partial<Record<(typeof RENEWAL_PLACEHOLDERS)[number], string>>): string {
  return fillMessage(template, Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Record<string, string>);
}

/** The longest reminder the owner may write (WhatsApp carries far more; a typo's paste is caught). */
export const RENEWAL_MESSAGE_MAX = 1000;

/**
 * Why the owner's reminder cannot be kept (the message naming the first unknown placeholder),
 * or undefined when it can. Empty is allowed: the console's own words in that language.
 */
export function renewalMessageProblem(template: unknown): Said | undefined {
  const text = typeof template === 'string' ? template : '';
  if ([...text.trim()].length > RENEWAL_MESSAGE_MAX) return { key: 'repairMessageTooLong' };
  const unknown = [...text.matchAll(/\{([^{}]*)\}/g)].find((match) => !(RENEWAL_PLACEHOLDERS as readonly string[]).includes(match[1]!));
  return unknown ? { key: 'renewalMessageUnknownPlaceholder', values: { placeholder: unknown[0] } } : undefined;
}

/** Is `days` a package length the owner may set? */
export const isRenewalDays = (days: unknown): days is number => Number.isInteger(days) && (days as number) >= RENEWAL_DAYS_MIN && (days as number) <= RENEWAL_DAYS_MAX;

/** A customer's own package length as typed: empty (the shop's), or a length the owner may set. */
export const ownPackageDays: Rule = (value) => (isBlank(value) || isRenewalDays(Number(value)) ? undefined : 'renewalDaysInvalid');

/** `GET /settings/renewals`: the package length and the owner's reminder per language ('' for the console's own words). */
export interface RenewalSettings {
  renewalDays: number;
  messages: Record<Language, string>;
  updatedAt: string;
  updatedByName: string | null;
}

/** A TV package sold: a DDTV sale to a customer (its instant, ISO-8601), with the customer's package length. */
export interface PackageSold {
  customerId: string;
  saleAt: string;
  days: number;
}

/** The dashboard's monthly renewals: the packages falling due this month up to today, and how many of them were renewed. */
export interface MonthRenewals {
  due: number;
  renewed: number;
}

/**
 * Renewals made against renewals due (the dashboard's monthly figures, `GET /renewals/summary`):
 * the packages whose due day falls from the month's first day to today, and of those, how many
 * the customer renewed (a DDTV sale after it, `lastSaleAt` being each customer's latest), early
 * or late. Counts only, no money: staff see it too.
 */
export function monthRenewals(packages: readonly PackageSold[], lastSaleAt: ReadonlyMap<string, string>, monthFirst: string, today: string, dayOf: (instant: string) => string): MonthRenewals {
  const due = packages.filter((sold) => {
    const dueDay = renewalDueDay(dayOf(sold.saleAt), sold.days);
    return dueDay >= monthFirst && dueDay <= today;
  });
  return { due: due.length, renewed: due.filter((sold) => (lastSaleAt.get(sold.customerId) ?? '') > sold.saleAt).length };
}
