import { describe, expect, it } from 'vitest';
import { applyListQuery } from './listQuery';
import { RESOURCE_DATA, withDerived } from './resourceData';

describe("bills' totals net of returns (product.md §10)", () => {
  const read = (bill: Record<string, unknown>) => withDerived(RESOURCE_DATA.bills, { id: String(bill.id), ...bill });
  const bills = [
    read({ id: 'sold', totalAmount: 3000, profit: 900 }),
    read({ id: 'returned', totalAmount: 5000, profit: 2000, returnedAmount: 4000.5, returnedProfit: 1600 }),
    read({ id: 'staff', totalAmount: 1500 }),
  ];

  it('work out each bill’s net total and (for those who see it) net profit as it is read', () => {
    expect(bills.map((bill) => [bill.netAmount, bill.netProfit])).toEqual([
      [3000, 900],
      [999.5, 400],
      [1500, undefined],
    ]);
    expect('netProfit' in bills[2]).toBe(false);
  });

  it('sort by what each bill counts for, not by what was sold', () => {
    const order = applyListQuery(bills, { sort: { field: 'netAmount', order: 'DESC' } }).data.map((bill) => bill.id);
    expect(order).toEqual(['sold', 'staff', 'returned']);
  });
});
