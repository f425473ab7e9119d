import { describe, expect, it } from 'vitest';
import { change, comparedRanges, lastTwelveMonths, monthOf, statementOf } from './profitAndLoss';

describe('statementOf', () => {
  it('takes cost as income less the profit kept, sums each business, orders expenses largest first, and nets them off gross profit', () => {
    const statement = statementOf(
      { from: '2026-03-01', to: '2026-03-31' },
      [
        { business: 'bills', count: 2, cents: 500_000, profitCents: 200_000 },
        { business: 'repairs', count: 1, cents: 1_250_000, profitCents: 850_000 },
      ],
      [
        { categoryId: 'r', category: 'Rent', amount: 30_000 },
        { categoryId: 'e', category: 'Electricity', amount: 70_000 },
      ],
    );
    expect(statement.businesses).toEqual([
      { business: 'bills', income: 500_000, cost: 300_000, gross: 200_000 },
      { business: 'recharges', income: 0, cost: 0, gross: 0 },
      { business: 'repairs', income: 1_250_000, cost: 400_000, gross: 850_000 },
    ]);
    expect(statement).toMatchObject({ income: 1_750_000, cost: 700_000, gross: 1_050_000, expensesTotal: 100_000, net: 950_000 });
    expect(statement.expenses.map((line) => line.category)).toEqual(['Electricity', 'Rent']);
  });

  it('is a loss when expenses pass gross profit', () => {
    expect(statementOf({ from: '2026-03-01', to: '2026-03-01' }, [], [{ categoryId: 'r', category: 'Rent', amount: 100 }]).net).toBe(-100);
  });
});

describe('comparedRanges', () => {
  it('sets a whole month beside the whole month before and the same month a year earlier', () => {
    expect(comparedRanges('2026-03-01', '2026-03-31')).toEqual({
      previous: { from: '2026-02-01', to: '2026-02-28' },
      yearEarlier: { from: '2025-03-01', to: '2025-03-31' },
    });
    expect(comparedRanges('2024-02-01', '2024-02-29')).toEqual({
      previous: { from: '2024-01-01', to: '2024-01-31' },
      yearEarlier: { from: '2023-02-01', to: '2023-02-28' },
    });
    expect(comparedRanges('2026-01-01', '2026-03-31').previous).toEqual({ from: '2025-10-01', to: '2025-12-31' });
  });

  it('sets any other range of days beside as many days just before, and the same days a year earlier', () => {
    expect(comparedRanges('2026-03-10', '2026-03-16')).toEqual({
      previous: { from: '2026-03-03', to: '2026-03-09' },
      yearEarlier: { from: '2025-03-10', to: '2025-03-16' },
    });
    expect(comparedRanges('2024-02-29', '2024-02-29')).toEqual({
      previous: { from: '2024-02-28', to: '2024-02-28' },
      yearEarlier: { from: '2023-02-28', to: '2023-02-28' },
    });
  });
});

describe('change, monthOf and lastTwelveMonths', () => {
  it('gives the difference and its share of the figure before, none of nothing', () => {
    expect(change(15_000, 10_000)).toEqual({ amount: 5_000, percent: 50 });
    expect(change(-5_000, 10_000)).toEqual({ amount: -15_000, percent: -150 });
    expect(change(5_000, -10_000)).toEqual({ amount: 15_000, percent: 150 });
    expect(change(5_000, 0)).toEqual({ amount: 5_000, percent: null });
  });

  it('names a month’s days and the twelve months ending with one', () => {
    expect(monthOf('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    const months = lastTwelveMonths('2026-03-31');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-04', from: '2025-04-01', to: '2025-04-30' });
    expect(months[11]).toEqual({ month: '2026-03', from: '2026-03-01', to: '2026-03-31' });
  });
});
