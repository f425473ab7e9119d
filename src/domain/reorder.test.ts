import { describe, expect, it } from 'vitest';
import { byUrgency, COVER_DAYS, daysLeft, formatPerDay, SALE_DAYS, soldPerDay, suggestedQuantity, type ReorderLine } from './reorder';

describe('the rate of sale', () => {
  it.each([
    [30, 30, 1],
    [45, 30, 1.5],
    [0, 30, 0],
    [-3, 30, 0],
    [7, 0, 0],
  ])('%i units over %i days is %d a day', (sold, days, perDay) => {
    expect(soldPerDay(sold, days)).toBe(perDay);
  });

  it('is read over 30 shop days by default', () => {
    expect(SALE_DAYS).toBe(30);
    expect(soldPerDay(60)).toBe(2);
  });

  it.each([
    [0, '0'],
    [1 / 30, '0.03'],
    [0.266, '0.27'],
    [1.5, '1.5'],
    [2, '2'],
  ])('shows %d a day as %s', (perDay, shown) => {
    expect(formatPerDay(perDay)).toBe(shown);
  });
});

describe('the days of stock left', () => {
  it.each([
    [10, 2, 5],
    [10, 3, 3],
    [0, 1, 0],
    [5, 0.1, 50],
  ])('%i on hand at %d a day lasts %i whole days', (onHand, perDay, days) => {
    expect(daysLeft(onHand, perDay)).toBe(days);
  });

  it('is none (shown as —) when nothing sells', () => {
    expect(daysLeft(4, 0)).toBeNull();
  });
});

describe('the suggested quantity', () => {
  it('covers 30 days at the rate of sale, less what is on hand', () => {
    expect(COVER_DAYS).toBe(30);
    // 2 a day: 60 for the month, 10 on hand.
    expect(suggestedQuantity(10, 12, 2)).toBe(50);
    // 0.5 a day: 15, 3 on hand.
    expect(suggestedQuantity(3, 5, 0.5)).toBe(12);
    // 11 sold over 30 days is 11 for the next 30, not 12 for a float's error.
    expect(suggestedQuantity(0, 5, 11 / 30)).toBe(11);
  });

  it('lifts the stock above the reorder level at least, so the product leaves the list once received', () => {
    expect(suggestedQuantity(2, 5, 0)).toBe(4);
    expect(suggestedQuantity(5, 5, 0)).toBe(1);
    expect(suggestedQuantity(0, 0, 0)).toBe(1);
    // A slow seller under a high level: the level wins over 30 days' sales.
    expect(suggestedQuantity(10, 40, 0.2)).toBe(31);
  });
});

describe('the order of a group’s lines', () => {
  const line = (name: string, days: number | null, quantity = 1): ReorderLine => ({ productId: name, name, quantity, reorderLevel: 5, sold: 0, perDay: 0, daysLeft: days, suggested: 1, lastUnitCost: null });
  it('puts the fewest days left first, then those selling nothing, the least stock first, then by name', () => {
    const lines = [line('Idle B', null, 3), line('Slow', 20), line('Idle A', null, 3), line('Fast', 2), line('Idle C', null, 1)];
    expect([...lines].sort(byUrgency).map((each) => each.name)).toEqual(['Fast', 'Slow', 'Idle C', 'Idle A', 'Idle B']);
  });
});
