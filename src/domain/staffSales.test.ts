import { describe, expect, it } from 'vitest';
import { staffSalesOf } from './staffSales';

describe('sales by staff member', () => {
  it('gathers each person’s rows of every business, a return’s negative row taken off, most taken first, the unrecorded last', () => {
    const staff = staffSalesOf({
      bills: [
        { id: 'k', name: 'Kasun', count: 2, amount: 60000 },
        { id: 'n', name: 'Nimal', count: 1, amount: 120000 },
        { id: 'k', name: 'Kasun', count: 0, amount: -30000 },
        { id: null, name: null, count: 1, amount: 5000 },
      ],
      recharges: [{ id: 'k', name: 'Kasun', count: 3, amount: 150000 }],
      repairs: [
        { id: 'n', name: 'Nimal', count: 1, amount: 200000 },
        { id: null, name: '', count: 1, amount: 1000 },
      ],
    }, new Map([['k', 'Kasun'], ['n', 'Nimal']]));
    expect(staff.map((line) => [line.name, line.total])).toEqual([
      ['Nimal', 320000],
      ['Kasun', 180000],
      [null, 6000],
    ]);
    expect(staff[1]!.businesses).toEqual({ bills: { count: 2, amount: 30000 }, recharges: { count: 3, amount: 150000 }, repairs: { count: 0, amount: 0 } });
    expect(staff[2]!.businesses.repairs).toEqual({ count: 1, amount: 1000 });
  });

  it('keeps an account one line under its name now, whatever name its records were written under; a record without an account goes by its own name', () => {
    const staff = staffSalesOf(
      {
        bills: [
          { id: 'k', name: 'Kasun Silva', count: 2, amount: 60000 },
          { id: 'k', name: 'Kasun Perera', count: 1, amount: 10000 },
          { id: null, name: 'Kasun Silva', count: 1, amount: 5000 },
        ],
        recharges: [{ id: 'k', name: 'Kasun Silva', count: 1, amount: 500 }],
        repairs: [],
      },
      new Map([['k', 'Kasun Perera']]),
    );
    expect(staff.map((line) => [line.name, line.total, line.businesses.bills.count])).toEqual([
      ['Kasun Perera', 70500, 3],
      ['Kasun Silva', 5000, 1],
    ]);
  });

  it('gives nobody for nothing sold', () => {
    expect(staffSalesOf({ bills: [], recharges: [], repairs: [] }, new Map())).toEqual([]);
  });
});
