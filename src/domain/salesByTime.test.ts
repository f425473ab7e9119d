import { describe, expect, it } from 'vitest';
import { salesByTime } from './salesByTime';

describe('sales by hour of day and day of week', () => {
  it('places each entry on the shop’s clock (Asia/Colombo, UTC+5:30): its hour and its weekday, Monday first', () => {
    const answer = salesByTime([
      // Monday 23 Nov 2026, 9:30 am in Colombo.
      { business: 'bills', at: '2026-11-23T04:00:00.000Z', count: 2, cents: 50000, profitCents: 10000 },
      // Sunday 29 Nov 2026, 11:45 pm in Colombo (still Sunday, though 18:15 UTC).
      { business: 'recharges', at: '2026-11-29T18:15:00.000Z', count: 1, cents: 10000, profitCents: 350 },
      // Monday 30 Nov 2026, 12:10 am in Colombo (Sunday in UTC).
      { business: 'repairs', at: '2026-11-29T18:40:00.000Z', count: 1, cents: 200000, profitCents: 80000 },
      // A return taken off its bill's half hour.
      { business: 'bills', at: '2026-11-23T04:00:00.000Z', count: 0, cents: -5000, profitCents: -1000 },
    ]);
    expect(answer.hours[9]).toEqual({ count: 2, amount: 45000 });
    expect(answer.hours[23]).toEqual({ count: 1, amount: 10000 });
    expect(answer.hours[0]).toEqual({ count: 1, amount: 200000 });
    expect(answer.weekdays[0]).toEqual({ count: 3, amount: 245000 });
    expect(answer.weekdays[6]).toEqual({ count: 1, amount: 10000 });
    expect(answer.grid[0]![9]).toBe(45000);
    expect(answer.grid[6]![23]).toBe(10000);
    expect(answer.total).toEqual({ count: 4, amount: 255000 });
    expect(answer.hours.reduce((sum, hour) => sum + hour.amount, 0)).toBe(answer.total.amount);
  });

  it('gives 24 empty hours and 7 empty weekdays for nothing', () => {
    const answer = salesByTime([]);
    expect(answer.hours).toHaveLength(24);
    expect(answer.weekdays).toHaveLength(7);
    expect(answer.total).toEqual({ count: 0, amount: 0 });
  });
});
