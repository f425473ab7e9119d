import { describe, expect, it } from 'vitest';
import { DEFAULT_IDLE_DAYS, idleSince, netProductLines, productTotals, readIdleDays } from './productSales';

describe('the products report’s rules', () => {
  const line = (productId: string, name: string, quantity: number, revenue: number, profit: number) => ({ productId, name, quantity, revenue, profit });

  it('takes each product’s returned lines off its sold ones, best revenue first, a wholly returned product kept at nought, named as the product is today', () => {
    const sold = [line('a', 'Cable', 5, 148000, 87875), line('b', 'Charger', 2, 480000, 180000), line('c', 'Case', 1, 45000, 25000)];
    const returned = [line('b', 'Charger', 1, 240000, 90000), line('c', 'Case', 1, 45000, 25000), line('d', 'Gone', 1, 1000, 100)];
    const lines = netProductLines(sold, returned, new Map([['a', 'USB-C Cable']]));
    expect(lines).toEqual([
      line('b', 'Charger', 1, 240000, 90000),
      line('a', 'USB-C Cable', 5, 148000, 87875),
      line('c', 'Case', 0, 0, 0),
      line('d', 'Gone', -1, -1000, -100),
    ]);
    expect(productTotals(lines)).toEqual({ quantity: 5, revenue: 387000, profit: 177775 });
    expect(productTotals([])).toEqual({ quantity: 0, revenue: 0, profit: 0 });
  });

  it('reads the days without a sale: 90 when none is given, else a whole number from 1 to 3650', () => {
    expect(readIdleDays(undefined)).toEqual({ days: DEFAULT_IDLE_DAYS });
    expect(readIdleDays('')).toEqual({ days: 90 });
    expect(readIdleDays('30')).toEqual({ days: 30 });
    expect(readIdleDays(' 3650 ')).toEqual({ days: 3650 });
    for (const bad of ['0', '3651', '2.5', '-3', 'ten']) expect(readIdleDays(bad)).toEqual({ error: 'idleDaysInvalid' });
  });

  it('counts the days without a sale back from the range’s last day, that day included, across months and years', () => {
    expect(idleSince('2026-03-31', 1)).toBe('2026-03-31');
    expect(idleSince('2026-03-31', 31)).toBe('2026-03-01');
    expect(idleSince('2026-01-10', 30)).toBe('2025-12-12');
    expect(idleSince('2028-03-01', 2)).toBe('2028-02-29');
  });
});
