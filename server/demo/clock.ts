import { shopDay } from '../../src/domain/dates';
import type { Actor } from '../db/ids';
import type { SeedReport } from '../seed';

/**
 * What every demo seeder shares: when its records happened and who made them. Demo data is
 * fixed but for its dates, which follow the seeding day so the shop always looks current.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * Midnight UTC of `today`'s date in Colombo, minus `daysAgo` days, plus `minutes` (03:00 UTC is
 * 08:30 in Colombo). Colombo's date, not UTC's: from 18:30 UTC Colombo is already on the next
 * day, and "yesterday" must be the shop's yesterday then too.
 */
export function demoInstant(today: Date, daysAgo: number, minutes: number): Date {
  const [year, month, day] = shopDay(today).split('-').map(Number);
  const midnight = Date.UTC(year!, month! - 1, day!);
  return new Date(midnight - daysAgo * DAY_MS + minutes * MINUTE_MS);
}

/** The demo owner's and staff member's accounts (a sale keeps who made it by id and by name). */
export function demoActors(report: SeedReport): { owner: Actor; staff: Actor } {
  const owner = report.accounts.find((account) => account.role === 'super_admin');
  const staff = report.accounts.find((account) => account.role === 'admin') ?? owner;
  const actor = (account: typeof owner): Actor => ({ id: account?.id ?? null, name: account?.fullName ?? null });
  return { owner: actor(owner), staff: actor(staff) };
}

/** The demo owner's and staff member's full names (records name their creator). */
export function demoAuthors(report: SeedReport): { owner: string | null; staff: string | null } {
  const owner = report.accounts.find((account) => account.role === 'super_admin')?.fullName ?? null;
  const staff = report.accounts.find((account) => account.role === 'admin')?.fullName ?? owner;
  return { owner, staff };
}
