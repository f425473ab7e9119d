import { describe, expect, it } from 'vitest';
import { staffSalesOf } from './staffSales';

describe('sales by staff member', () => {
  it('gathers each person’s rows of every business, a return’s negative row taken off, most taken first, the unrecorded last', () => {
    const staff = staffSalesOf({
      bills: [
        { name: 'Kasun', count: 2, amount: 60000 },
        { name: 'Nimal', count: 1, amount: 120000 },
        { name: 'Kasun', count: 0, amount: -30000 },
        { name: null, count: 1, amount: 5000 },
      ],
      recharges: [{ name: 'Kasun', count: 3, amount: 150000 }],
      repairs: [
        { name: 'Nimal', count: 1, amount: 200000 },
        { name: '', count: 1, amount: 1000 },
      ],
    });
    expect(staff.map((line) => [line.name, line.total])).toEqual([
      ['Nimal', 320000],
      ['Kasun', 180000],
      [null, 6000],
    ]);
    expect(staff[1]!.businesses).toEqual({ bills: { count: 2, amount: 30000 }, recharges: { count: 3, amount: 150000 }, repairs: { count: 0, amount: 0 } });
    expect(staff[2]!.businesses.repairs).toEqual({ count: 1, amount: 1000 });
  });

  it('gives nobody for nothing sold', () => {
    expect(staffSalesOf({ bills: [], recharges: [], repairs: [] })).toEqual([]);
  });
});
