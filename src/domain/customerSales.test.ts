import { describe, expect, it } from 'vitest';
import { customerSales } from './customerSales';
import { WALK_IN_CUSTOMER_ID } from './walkIn';

describe('top customers and new against returning', () => {
  const line = (customerId: string, name: string, bills: number, amount: number, isNew: boolean) => ({ customerId, name, bills, amount, isNew });

  it('ranks the customers by what they spent, counts the new and the returning, and keeps the walk-in apart but in the total', () => {
    const answer = customerSales(
      [
        line('a', 'Nimal Perera', 2, 150000, false),
        line('b', 'Kasun Silva', 1, 300000, true),
        line(WALK_IN_CUSTOMER_ID, 'Walk-in', 5, 900000, false),
        line('c', 'Amal Fernando', 3, 150000, true),
      ],
      2,
    );
    expect(answer.top.map((customer) => customer.customerId)).toEqual(['b', 'c']);
    expect(answer.newCustomers).toEqual({ customers: 2, bills: 4, amount: 450000 });
    expect(answer.returning).toEqual({ customers: 1, bills: 2, amount: 150000 });
    expect(answer.walkIn).toEqual({ bills: 5, amount: 900000 });
    expect(answer.total).toBe(1500000);
  });

  it('gives no one for no bill', () => {
    expect(customerSales([])).toMatchObject({ top: [], newCustomers: { customers: 0 }, total: 0 });
  });
});
