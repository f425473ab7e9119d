import { formatAmount } from './labels';
import type { MessageKey, Said } from './messages';
import { fromCents, hasAtMostTwoDecimals, readAmount, toCents } from './money';
import { payloadMomentOf, shopDateTime, shopDayStart } from './dates';
import { isBlank, required, type Rule, type RuleSet } from './validation';
import { registeredCustomer } from './walkIn';
import { deviceIdRule } from './deviceId';

/**
 * Repairs (product.md §3, §4, §5, §9): the status list, the rules of the issue, repair,
 * status-change and revenue-report forms with the spec's messages, and the money maths
 * (final amount, profit, profit margin). The console's forms and the server run the same
 * rules. Amounts are LKR with at most two decimals; sums run in whole cents.
 */

/**
 * Every status a repair can have, in workflow order: the four of product.md §4 plus the two the
 * shop uses between them. A fixed list (not a table): nothing in the product adds or
 * renames statuses, the console colours them by name, and a constant is checked without a query.
 */
export const REPAIR_STATUSES = [
  'Received from Customer',
  'In Progress',
  'Pending Parts',
  'Sent to Company',
  'Returned from Company',
  'Customer Collected',
] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

/**
 * A short, stable name per status, for what is kept per status by name (labels, each status's
 * message template): the status names themselves hold spaces.
 */
export const REPAIR_STATUS_KEYS = {
  'Received from Customer': 'received',
  'In Progress': 'inProgress',
  'Pending Parts': 'pendingParts',
  'Sent to Company': 'sent',
  'Returned from Company': 'returned',
  'Customer Collected': 'collected',
} as const satisfies Record<RepairStatus, string>;
export type RepairStatusKey = (typeof REPAIR_STATUS_KEYS)[RepairStatus];

/** Every new repair starts here, with one history entry, so its timeline begins at intake. */
export const INITIAL_REPAIR_STATUS: RepairStatus = 'Received from Customer';

export function isRepairStatus(value: unknown): value is RepairStatus {
  return typeof value === 'string' && (REPAIR_STATUSES as readonly string[]).includes(value);
}

/** product.md §9: issue names 3–100 characters; issue cost and price 0 … 1,000,000. */
export const ISSUE_NAME_MIN = 3;
export const ISSUE_NAME_MAX = 100;
export const MAX_ISSUE_AMOUNT = 1_000_000;

/**
 * Letters (any script, with their vowel signs and the zero-width joiners Sinhala conjuncts
 * need), digits, spaces, hyphen, underscore, parentheses, dot.
 */
const ISSUE_NAME = /^[\p{L}\p{M}\p{N}\u200C\u200D _\-().]+$/u;
const length = (value: unknown) => [...String(value).trim()].length;

const issueNameLength: Rule = (value) =>
  isBlank(value) || (length(value) >= ISSUE_NAME_MIN && length(value) <= ISSUE_NAME_MAX) ? undefined : 'issueNameLength';
const issueNameChars: Rule = (value) => (isBlank(value) || ISSUE_NAME.test(String(value).trim()) ? undefined : 'issueNameChars');

/** The issue-name rule of product.md §5 (the name is fixed once seeded, but the form still shows it). */
export const issueNameRules: readonly Rule[] = [required('issueNameRequired'), issueNameLength, issueNameChars];

interface MoneyKeys {
  invalid: MessageKey;
  negative: MessageKey;
  decimals: MessageKey;
  tooLarge?: MessageKey;
}

/** A money amount (a number, or numeric text from a form): ≥ 0, ≤ `max` when given, two decimals at most. */
const money =
  (keys: MoneyKeys, max?: number): Rule =>
  (value) => {
    if (isBlank(value)) return undefined;
    const amount = readAmount(value);
    if (!Number.isFinite(amount)) return keys.invalid;
    if (amount < 0) return keys.negative;
    if (max !== undefined && amount > max && keys.tooLarge) return keys.tooLarge;
    if (!hasAtMostTwoDecimals(amount)) return keys.decimals;
    return undefined;
  };

/** Edit Issue form (product.md §5): actual cost and customer price required, 0 to 1,000,000. */
export const issueRules: RuleSet = {
  actualCost: [
    required('issueCostRequired'),
    money({ invalid: 'issueCostInvalid', negative: 'issueCostNegative', tooLarge: 'issueCostTooLarge', decimals: 'issueCostDecimals' }, MAX_ISSUE_AMOUNT),
  ],
  customerPrice: [
    required('issuePriceRequired'),
    money(
      { invalid: 'issuePriceInvalid', negative: 'issuePriceNegative', tooLarge: 'issuePriceTooLarge', decimals: 'issuePriceDecimals' },
      MAX_ISSUE_AMOUNT,
    ),
  ],
};

/**
 * product.md §9: (price − cost) ÷ cost × 100, to one decimal; 0 when the cost is 0 (a labour-only
 * job has no meaningful margin).
 */
export function profitMargin(actualCost: number, customerPrice: number): number {
  if (!actualCost) return 0;
  const margin = ((customerPrice - actualCost) / actualCost) * 100;
  // Halves round away from zero on both sides (−12.25 → −12.3), with a hair of slack for binary fractions.
  return (Math.sign(margin) * Math.round(Math.abs(margin) * 10 + 1e-9)) / 10 || 0;
}

/** At least one issue (the form's multi-select); only checked when the list is sent. */
const issueList: Rule = (value) => (value === undefined || (Array.isArray(value) && value.length > 0) ? undefined : 'repairIssuesRequired');

const discount = money({ invalid: 'repairDiscountInvalid', negative: 'repairDiscountNegative', decimals: 'repairDiscountDecimals' });

const dateTime: Rule = (value) => (isBlank(value) || shopDateTime(String(value).trim()) ? undefined : 'repairDateInvalid');

/**
 * Add Repair form (product.md §5): customer and issues required; discount ≥ 0 with two decimals;
 * return date optional. The customer is a registered one, never the walk-in customer (§10).
 */
export const repairRules: RuleSet = {
  customerId: [required('repairCustomerRequired'), registeredCustomer],
  issues: [required('repairIssuesRequired'), issueList],
  discount: [discount],
  expectedReturnDate: [dateTime],
  imei: [deviceIdRule],
};

/** Edit Repair form: the customer is fixed (not checked here); a field left out keeps its value. */
export const repairEditRules: RuleSet = {
  issues: [issueList],
  discount: [discount],
  expectedReturnDate: [dateTime],
  imei: [deviceIdRule],
};

/**
 * A status change records what has happened, so it is never dated after now. A browser's clock
 * a little ahead of the server's must not refuse a change dated "now": a few minutes' grace.
 */
export const STATUS_DATE_GRACE_MS = 5 * 60 * 1000;
const notInFuture: Rule = (value) => {
  if (isBlank(value)) return undefined;
  const instant = shopDateTime(String(value).trim());
  return instant && Date.parse(instant) > Date.now() + STATUS_DATE_GRACE_MS ? 'repairStatusDateFuture' : undefined;
};

const status: Rule = (value) => (isBlank(value) || isRepairStatus(String(value).trim()) ? undefined : 'repairStatusInvalid');

/** Change Status and Edit Status History forms (product.md §5): status and date-time required (not in the future), note optional. */
export const statusChangeRules: RuleSet = {
  status: [required('repairStatusRequired'), status],
  dateManual: [required('repairStatusDateRequired'), dateTime, notInFuture],
};

const day: Rule = (value) => (isBlank(value) || shopDayStart(String(value).trim()) ? undefined : 'dateInvalid');

/** Repair Revenue Report (product.md §5): both days of the range required, `YYYY-MM-DD`. */
export const revenueRangeRules: RuleSet = {
  from: [required('revenueRangeRequired'), day],
  to: [required('revenueRangeRequired'), day],
};

/** What a repair's money comes from: each issue's price and cost as copied into it. */
export interface PricedIssue {
  customerPrice: number;
  actualCost: number;
}

export interface RepairTotals {
  /** Σ customer prices. */
  subtotal: number;
  /** Σ actual costs. */
  totalCost: number;
  /** subtotal − discount. */
  finalAmount: number;
  /** finalAmount − totalCost (negative when sold below cost). */
  profit: number;
}

/** The repair's figures, in LKR, summed in whole cents so no fraction of a cent is lost. */
export function repairTotals(issues: readonly PricedIssue[], discountAmount = 0): RepairTotals {
  const subtotal = issues.reduce((sum, issue) => sum + toCents(issue.customerPrice), 0);
  const totalCost = issues.reduce((sum, issue) => sum + toCents(issue.actualCost), 0);
  const finalAmount = subtotal - toCents(discountAmount);
  return {
    subtotal: fromCents(subtotal),
    totalCost: fromCents(totalCost),
    finalAmount: fromCents(finalAmount),
    profit: fromCents(finalAmount - totalCost),
  };
}

/** The refusal of a discount above Σ prices, naming that total as every amount is written (`LKR 11,300.50`). */
export function discountAboveTotalMessage(subtotal: number): Said {
  return { key: 'repairDiscountAboveTotal', values: { total: formatAmount(subtotal) } };
}

/** One entry of a repair's status history (product.md §3). */
export interface StatusEntry {
  status: string;
  note: string | null;
  /** ISO-8601 UTC. */
  dateEntered: string;
  /** Who made this step (changed the status); kept when the entry is corrected. */
  updatedByName: string | null;
  isDeleted: boolean;
  /** Who last corrected the entry (Edit Status History) and when (ISO-8601 UTC); absent until someone does. */
  editedByName?: string | null;
  editedAt?: string | null;
}

/** The repair's current status: that of the last entry not flagged deleted. */
export function currentStatus(history: readonly Pick<StatusEntry, 'status' | 'isDeleted'>[]): string | undefined {
  return history.findLast((entry) => !entry.isDeleted)?.status;
}

/** The ids in first-seen order, each once: selecting an issue twice means the issue once. */
export function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/** A colour of the console's theme (MUI palette names), so the domain names it without React. */
export type StatusTone = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

/** product.md §4: the four colour-coded statuses. */
const STATUS_TONES: Readonly<Record<string, StatusTone>> = {
  'Received from Customer': 'info',
  'Sent to Company': 'warning',
  'Returned from Company': 'secondary',
  'Customer Collected': 'success',
};

/** The chip colour of a repair's status in the list (product.md §4): the four coded ones, else plain. */
export function repairStatusTone(status: unknown): StatusTone {
  return STATUS_TONES[String(status ?? '')] ?? 'default';
}

/**
 * The colour of a status history entry (product.md §4): the four coded statuses, and any status
 * containing collected, returned, in progress or pending; a deleted entry is red.
 */
export function historyTone(status: unknown, isDeleted = false): StatusTone {
  if (isDeleted) return 'error';
  const exact = STATUS_TONES[String(status ?? '')];
  if (exact) return exact;
  const text = String(status ?? '').toLowerCase();
  if (text.includes('collected')) return 'success';
  if (text.includes('returned')) return 'secondary';
  if (text.includes('in progress')) return 'primary';
  if (text.includes('pending')) return 'warning';
  return 'default';
}

/** An instant (ISO-8601) as the payload moment `YYYY-MM-DD HH:mm:ss` in Asia/Colombo (a form's starting value). */
export const payloadMoment = (instant: string | null | undefined): string | undefined => payloadMomentOf(instant);

/** product.md §4: back from the company, waiting for the customer to collect it. */
export const RETURNED_STATUS: RepairStatus = 'Returned from Company';
export const COLLECTED_STATUS: RepairStatus = 'Customer Collected';

type RepairProgress = { status?: unknown; expectedReturnDate?: unknown; statusHistory?: readonly Pick<StatusEntry, 'status' | 'isDeleted' | 'dateEntered'>[] };

/**
 * Past its expected return date and not yet ready for the customer: neither back from the
 * company (then it waits for the customer, not for the shop) nor collected.
 */
export function isOverdue(repair: RepairProgress, now: number): boolean {
  if (repair.status === RETURNED_STATUS || repair.status === COLLECTED_STATUS) return false;
  const expected = typeof repair.expectedReturnDate === 'string' ? instantOf(repair.expectedReturnDate) : Number.NaN;
  return !Number.isNaN(expected) && expected < now;
}

/**
 * An instant from the API: ISO-8601 (our server), or a payload moment `YYYY-MM-DD HH:mm:ss`
 * (product.md §7), which is Asia/Colombo time whatever the browser's zone.
 */
function instantOf(value: string): number {
  if (/^\d{4}-\d{2}-\d{2}( \d|$)/.test(value)) {
    const iso = shopDateTime(value);
    return iso ? Date.parse(iso) : Number.NaN;
  }
  return Date.parse(value);
}

/** When a collected repair was collected: the instant of its last (not deleted) 'Customer Collected' entry. */
export function collectedAt(repair: RepairProgress): string | undefined {
  if (repair.status !== COLLECTED_STATUS) return undefined;
  return repair.statusHistory?.findLast((entry) => !entry.isDeleted && entry.status === COLLECTED_STATUS)?.dateEntered;
}
