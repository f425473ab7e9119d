import { dayjs, PAYLOAD_DAY } from './dayjs';
import { DOCUMENT_PREFIXES } from './numbers';
import { collectedAt, type StatusEntry } from './repairs';
import { shopDayOf } from './shopDay';
import { isBlank, normalisePhone, type Rule } from './validation';
import { normaliseDeviceId, SERIAL } from './deviceId';

/**
 * The shop's warranty on its repairs, and the device's IMEI or serial (product.md §10, beyond
 * the spec; the identifier's rule: ./deviceId.ts). A repair issue carries a warranty of whole days (0: none), copied into a repair's
 * issue lines when the repair is taken in; a collected repair is under warranty until its
 * collection day (Asia/Colombo) plus the longest warranty of its issues, that last day included.
 */

/** Ten years: far beyond any repair warranty, and short of a typing slip. */
export const WARRANTY_DAYS_MAX = 3650;

/** An issue's warranty: a whole number of days, 0 to 3650; blank passes (no warranty is 0). */
export const warrantyDaysRule: Rule = (value) => {
  if (isBlank(value)) return undefined;
  const days = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof days === 'number' && Number.isInteger(days) && days >= 0 && days <= WARRANTY_DAYS_MAX ? undefined : 'warrantyDaysInvalid';
};

/** A warranty claim is free to the customer and waits for the owner's approval unless the owner made it. */
export const CLAIM_STATUSES = ['awaitingApproval', 'approved'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** What the warranty of a repair reads: its status history, the warranty days its issues copied, and whether it is itself a claim. */
export interface WarrantyFacts {
  status?: unknown;
  statusHistory?: readonly Pick<StatusEntry, 'status' | 'isDeleted' | 'dateEntered'>[];
  issues?: readonly { warrantyDays?: unknown }[];
  warrantyOf?: unknown;
}

/** The longest warranty among a repair's issues (0 when none has one, or the backend keeps none). */
export function warrantyDaysOf(issues: WarrantyFacts['issues']): number {
  return Math.max(0, ...(issues ?? []).map((issue) => (typeof issue.warrantyDays === 'number' ? issue.warrantyDays : 0)));
}

/**
 * The last day (`YYYY-MM-DD`, Asia/Colombo) a collected repair is under warranty: the
 * collection day plus its longest warranty. Undefined when it is not collected, has no
 * warranty, or is itself a warranty claim (a claim mends the original under its warranty; it
 * does not start a new one).
 */
export function warrantyEnd(repair: WarrantyFacts): string | undefined {
  if (repair.warrantyOf) return undefined;
  const days = warrantyDaysOf(repair.issues);
  const collected = shopDayOf(collectedAt(repair));
  if (!days || !collected) return undefined;
  return dayjs.utc(collected, PAYLOAD_DAY).add(days, 'day').format(PAYLOAD_DAY);
}

/** Is the repair under warranty at `at` (its Asia/Colombo day at most the warranty's last day)? */
export function underWarrantyOn(repair: WarrantyFacts, at: number | Date | string): boolean {
  const end = warrantyEnd(repair);
  const day = shopDayOf(new Date(at).toISOString());
  return end !== undefined && day !== undefined && day <= end;
}

/** What a warranty search may be: a local phone number, a job number (R-000123, 000123, 123), an IMEI or serial. */
export interface WarrantySearch {
  phone?: string;
  number?: number;
  deviceId?: string;
}

/** The ways `text` may name a repair; empty when it names none. A phone number is not read as a job number; a ten-digit text may be a phone and a serial: both are tried. */
export function warrantySearchOf(text: string): WarrantySearch {
  const typed = text.trim();
  const search: WarrantySearch = {};
  const phone = normalisePhone(typed);
  if (/^0\d{9}$/.test(phone)) search.phone = phone;
  const job = new RegExp(`^(?:${DOCUMENT_PREFIXES.repair}-?)?0*(\\d{1,9})$`, 'i').exec(typed);
  if (job && Number(job[1]) > 0 && !search.phone) search.number = Number(job[1]);
  const id = normaliseDeviceId(typed);
  if (SERIAL.test(id)) search.deviceId = id;
  return search;
}
