import { shopDayOf } from './shopDay';

/**
 * The shop's takings broken down by Asia/Colombo day and by business (product.md §10, "Reports
 * by day and by business"). Each business counts on the day its money came in:
 * - bills on the day they were made, net of their returns (a return counts on its bill's day,
 *   as the revenue report counts it);
 * - recharge sales on their sale day;
 * - repairs when they are paid: the advance on its day, the balance on the collection day;
 *   not on the day the device was taken in, which is what the spec's repair report counts.
 * Money is whole cents here; the server turns it into LKR.
 */

/** The shop's businesses, in the order a report shows them. */
export const BUSINESSES = ['bills', 'recharges', 'repairs'] as const;
export type Business = (typeof BUSINESSES)[number];

/** Takings of one business at one instant (or several that fall on the same shop day), cents. */
export interface TakingsEntry {
  business: Business;
  /** An ISO-8601 instant (or a payload day): where it falls decides its shop day. */
  at: string;
  /** How many bills, sales or repair payments it stands for. */
  count: number;
  cents: number;
  profitCents: number;
}

/** What one business took over the whole range. */
export interface BusinessTakings {
  business: Business;
  count: number;
  cents: number;
  profitCents: number;
}

/** One shop day: each business's takings, their total and the day's profit, cents. */
export interface DayTakings {
  day: string;
  cents: Record<Business, number>;
  totalCents: number;
  profitCents: number;
}

export interface TakingsBreakdown {
  /** Only the days that took something, oldest first. */
  days: DayTakings[];
  /** Every business, in BUSINESSES order, even one that took nothing. */
  businesses: BusinessTakings[];
  total: { count: number; cents: number; profitCents: number };
}

const noBusinessCents = (): Record<Business, number> => ({ bills: 0, recharges: 0, repairs: 0 });

/**
 * Groups takings by the Asia/Colombo day they fall on and by business. The days' totals and
 * the businesses' totals are sums of the same entries, so they always agree to the cent.
 * An entry whose instant cannot be read is left out of both.
 */
export function breakDownTakings(entries: Iterable<TakingsEntry>): TakingsBreakdown {
  const days = new Map<string, DayTakings>();
  const businesses = new Map<Business, BusinessTakings>(BUSINESSES.map((business) => [business, { business, count: 0, cents: 0, profitCents: 0 }]));
  for (const entry of entries) {
    const day = shopDayOf(entry.at);
    const business = businesses.get(entry.business);
    if (!day || !business) continue;
    let row = days.get(day);
    if (!row) days.set(day, (row = { day, cents: noBusinessCents(), totalCents: 0, profitCents: 0 }));
    row.cents[entry.business] += entry.cents;
    row.totalCents += entry.cents;
    row.profitCents += entry.profitCents;
    business.count += entry.count;
    business.cents += entry.cents;
    business.profitCents += entry.profitCents;
  }
  const byBusiness = [...businesses.values()];
  return {
    days: [...days.values()].sort((a, b) => (a.day < b.day ? -1 : 1)),
    businesses: byBusiness,
    total: {
      count: byBusiness.reduce((sum, part) => sum + part.count, 0),
      cents: byBusiness.reduce((sum, part) => sum + part.cents, 0),
      profitCents: byBusiness.reduce((sum, part) => sum + part.profitCents, 0),
    },
  };
}

/**
 * The part of a repair's profit a payment brings, in whole cents: the profit in step with the
 * agreed amount paid (an advance of half the amount brings half the profit), so a repair's
 * profit, like its money, counts on the days it is paid. Nothing agreed, no share.
 */
export function repairProfitShare(profitCents: number, finalAmountCents: number, paidCents: number): number {
  if (finalAmountCents <= 0) return 0;
  return Math.round((profitCents * paidCents) / finalAmountCents);
}

/** The breakdown as the API answers it (`GET /reports/takings`), LKR; `profit` only for the owner. */
export interface TakingsReport {
  from: string;
  to: string;
  businesses: { business: Business; count: number; amount: number; profit?: number }[];
  days: ({ day: string; total: number; profit?: number } & Record<Business, number>)[];
  total: { count: number; amount: number; profit?: number };
}
