import { describe, expect, it } from 'vitest';
import { breakDownTakings, repairProfitShare, type TakingsEntry } from './takings';

// 13 Mar 2026 in Colombo runs from 2026-03-12T18:30Z to 2026-03-13T18:30Z.
const entry = (business: TakingsEntry['business'], at: string, cents: number, profitCents = 0, count = 1): TakingsEntry => ({ business, at, count, cents, profitCents });

const ENTRIES: TakingsEntry[] = [
  entry('bills', '2026-03-12T18:29:59.999Z', 100_000, 40_000), // 12 Mar, 23:59:59
  entry('bills', '2026-03-12T18:30:00.000Z', 25_010, 10_005, 2), // 13 Mar, 00:00 (a half-hour of two bills)
  entry('recharges', '2026-03-13T18:29:59.999Z', 20, 1), // 13 Mar, 23:59:59
  entry('repairs', '2026-03-13T04:00:00.000Z', 500_000, 150_000), // 13 Mar, 09:30: an advance
  entry('repairs', '2026-03-13T18:30:00.000Z', 750_000, 225_000), // 14 Mar, 00:00: the balance
  entry('bills', 'not a date', 99_900, 99_900),
];

describe('takings by Colombo day and business', () => {
  const breakdown = breakDownTakings(ENTRIES);

  it('puts each entry on the Colombo day it falls on, either side of midnight, oldest day first', () => {
    expect(breakdown.days).toEqual([
      { day: '2026-03-12', cents: { bills: 100_000, recharges: 0, repairs: 0 }, totalCents: 100_000, profitCents: 40_000 },
      { day: '2026-03-13', cents: { bills: 25_010, recharges: 20, repairs: 500_000 }, totalCents: 525_030, profitCents: 160_006 },
      { day: '2026-03-14', cents: { bills: 0, recharges: 0, repairs: 750_000 }, totalCents: 750_000, profitCents: 225_000 },
    ]);
  });

  it('totals each business, in the report order, with how many bills, sales and payments', () => {
    expect(breakdown.businesses).toEqual([
      { business: 'bills', count: 3, cents: 125_010, profitCents: 50_005 },
      { business: 'recharges', count: 1, cents: 20, profitCents: 1 },
      { business: 'repairs', count: 2, cents: 1_250_000, profitCents: 375_000 },
    ]);
    expect(breakdown.total).toEqual({ count: 6, cents: 1_375_030, profitCents: 425_006 });
  });

  it('sums the days to the same totals as the businesses (an unreadable instant counts in neither)', () => {
    const days = breakdown.days.reduce((sum, day) => sum + day.totalCents, 0);
    const profit = breakdown.days.reduce((sum, day) => sum + day.profitCents, 0);
    expect([days, profit]).toEqual([breakdown.total.cents, breakdown.total.profitCents]);
  });

  it('names every business even over days with no takings', () => {
    expect(breakDownTakings([])).toEqual({
      days: [],
      businesses: ['bills', 'recharges', 'repairs'].map((business) => ({ business, count: 0, cents: 0, profitCents: 0 })),
      total: { count: 0, cents: 0, profitCents: 0 },
    });
  });
});

describe("a repair payment's share of the repair's profit", () => {
  it.each([
    ['the whole amount paid at once', 380_000, 1_250_000, 1_250_000, 380_000],
    ['an advance of 40%', 380_000, 1_250_000, 500_000, 152_000],
    ['a third, rounded to the cent', 100, 300, 100, 33],
    ['a loss, in step', -30_000, 100_000, 50_000, -15_000],
    ['nothing agreed', 0, 0, 0, 0],
  ])('%s', (_case, profit, agreed, paid, expected) => {
    expect(repairProfitShare(profit, agreed, paid)).toBe(expected);
  });
});
