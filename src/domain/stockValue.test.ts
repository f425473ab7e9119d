import { describe, expect, it } from 'vitest';
import { lineValue, totalValue, valuedDay } from './stockValue';

describe('the stock value’s day', () => {
  const today = '2026-11-24';
  it('is today when none is asked', () => {
    for (const asked of [undefined, null, '']) expect(valuedDay(asked, today)).toEqual({ day: today });
  });
  it('takes today and any earlier real day', () => {
    expect(valuedDay('2026-11-24', today)).toEqual({ day: '2026-11-24' });
    expect(valuedDay('2025-02-28', today)).toEqual({ day: '2025-02-28' });
  });
  it('refuses a day after today, and text that is no day', () => {
    expect(valuedDay('2026-11-25', today)).toEqual({ error: 'stockValueDayFuture' });
    for (const asked of ['2026-02-30', '24/11/2026', 'today', '2026-11-24 10:00:00', 20261124]) expect(valuedDay(asked, today), String(asked)).toEqual({ error: 'dateInvalid' });
  });
});

describe('a stock value in cents', () => {
  it('is units × average cost, summed', () => {
    expect(lineValue({ quantity: 16, averageCost: 11_500 })).toBe(184_000);
    expect(totalValue([{ quantity: 16, averageCost: 11_500 }, { quantity: 3, averageCost: 333 }])).toBe(184_999);
    expect(totalValue([])).toBe(0);
  });
});
