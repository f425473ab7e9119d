import { describe, expect, it } from 'vitest';
import { fromCents, hasAtMostTwoDecimals, sumMoney, toCents } from './money';

describe('money', () => {
  it.each([
    [1250.5, 125050],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [10_000_000, 1_000_000_000],
  ])('%s LKR is %s cents and back', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
    expect(fromCents(cents)).toBeCloseTo(amount, 10);
  });

  it.each([
    [0.01, true],
    [0.1 + 0.2, true],
    [9_999_999.99, true],
    [10.555, false],
    [1.005, false],
    [0.001, false],
  ])('%s has at most two decimals: %s', (amount, expected) => {
    expect(hasAtMostTwoDecimals(amount)).toBe(expected);
  });
});

describe('sumMoney', () => {
  it('sums in whole cents, a missing amount as 0', () => {
    const rows = [{ amount: 0.1 }, { amount: 0.2 }, { amount: undefined }, { amount: 1000.55 }];
    expect(sumMoney(rows, (row) => row.amount)).toBe(1000.85);
    expect(sumMoney([], () => 5)).toBe(0);
  });
});
