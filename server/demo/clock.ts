import type { SeedReport } from '../seed';

/**
 * What every demo seeder shares: when its records happened and who made them. Demo data is
 * fixed but for its dates, which follow the seeding day so the shop always looks current.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** Midnight UTC of `today` minus `daysAgo` days, plus `minutes` (03:00 UTC is 08:30 in Colombo). */
export function demoInstant(today: Date, daysAgo: number, minutes: number): Date {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return new Date(midnight - daysAgo * DAY_MS + minutes * MINUTE_MS);
}

/** The demo owner's and staff member's full names (records name their creator). */
export function demoAuthors(report: SeedReport): { owner: string | null; staff: string | null } {
  const owner = report.accounts.find((account) => account.role === 'super_admin')?.fullName ?? null;
  const staff = report.accounts.find((account) => account.role === 'admin')?.fullName ?? owner;
  return { owner, staff };
}
