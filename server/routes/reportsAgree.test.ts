import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay, shopDayStart } from '../../src/domain/dates';
import { buildTestApp, call, loginAs } from '../test/helpers';

/**
 * The reports of issue 48 over the demo shop's last four weeks (its bills, returns, recharge
 * sales, repairs and payments, dated from the clock): none empty, and each total the figure the
 * screens that already show it give over the same days.
 */

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await buildTestApp();
  token = await loginAs(app, 'owner');
});
afterAll(() => app.close());

const read = async (path: string) => {
  const response = await call(app, 'GET', path, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const cents = (amount: number) => Math.round(amount * 100);

describe('the reports agree with the screens over the demo shop', () => {
  const to = shopDay();
  const from = shopDay(new Date(Date.parse(shopDayStart(to)!) - 27 * 24 * 60 * 60 * 1000 + 6 * 60 * 60 * 1000));
  const range = `from=${from}&to=${to}`;

  it('products, customers, staff, hours and recharges add up to the bills report and the takings', async () => {
    const takings = await read(`/api/reports/takings?${range}`);
    const bills = await read(`/api/bills/report?${range}`);
    const part = (business: string) => (takings.businesses as { business: string; amount: number; count: number }[]).find((line) => line.business === business)!;
    expect(bills.totalSales).toBeGreaterThan(0);

    const products = await read(`/api/reports/products?${range}`);
    expect(products.lines.length).toBeGreaterThan(0);
    expect(products.total).toMatchObject({ revenue: bills.totalSales, profit: bills.totalProfit });
    expect(products.idle.every((line: { quantity: number }) => line.quantity > 0)).toBe(true);

    const customers = await read(`/api/reports/customers?${range}`);
    expect(customers.top.length).toBeGreaterThan(0);
    expect(customers.total).toBe(bills.totalSales);
    expect(cents(customers.newCustomers.amount) + cents(customers.returning.amount) + cents(customers.walkIn.amount)).toBe(cents(bills.totalSales));

    const staff = await read(`/api/reports/staff-sales?${range}`);
    expect(staff.staff.length).toBeGreaterThan(0);
    expect(staff.total).toBe(takings.total.amount);

    const hours = await read(`/api/reports/sales-by-time?${range}`);
    expect(hours.total.amount).toBe(takings.total.amount);
    expect(hours.weekdays.reduce((sum: number, line: { amount: number }) => sum + cents(line.amount), 0)).toBe(cents(takings.total.amount));

    const recharges = await read(`/api/reports/recharge-margins?${range}`);
    expect(recharges.total).toMatchObject({ amount: part('recharges').amount, count: part('recharges').count });
  });

  it('takings by payment method are the days’ closes added up', async () => {
    const methods = await read(`/api/reports/payment-methods?${range}`);
    expect(methods.total.received).toBeGreaterThan(0);
    const received: Record<string, number> = {};
    const refunded: Record<string, number> = {};
    for (let day = from; day <= to; day = shopDay(new Date(Date.parse(shopDayStart(day)!) + 30 * 60 * 60 * 1000))) {
      const { movements } = await read(`/api/dayclose/day/${day}`);
      for (const byMethod of Object.values(movements.received as Record<string, Record<string, number>>))
        for (const [method, amount] of Object.entries(byMethod)) received[method] = (received[method] ?? 0) + cents(amount);
      for (const [method, amount] of Object.entries(movements.refunds as Record<string, number>)) refunded[method] = (refunded[method] ?? 0) + cents(amount);
    }
    for (const line of methods.methods as { method: string; received: number; refunded: number }[]) {
      expect(cents(line.received), line.method).toBe(received[line.method] ?? 0);
      expect(cents(line.refunded), line.method).toBe(refunded[line.method] ?? 0);
    }
    expect(cents(methods.credit.onAccounts)).toBe(received.credit ?? 0);
  });

  it('the repairs report counts the repairs taken in, each by its issues, and its issues bring the takings’ repair income', async () => {
    const repairs = await read(`/api/reports/repairs?${range}`);
    const takings = await read(`/api/reports/takings?${range}`);
    const income = (takings.businesses as { business: string; amount: number }[]).find((line) => line.business === 'repairs')!.amount;
    expect(income).toBeGreaterThan(0);
    expect(repairs.issues.reduce((sum: number, line: { amount: number }) => sum + cents(line.amount), 0)).toBe(cents(income));
    expect(repairs.takenIn).toBeGreaterThan(0);
    expect(repairs.issues.reduce((sum: number, line: { count: number }) => sum + line.count, 0)).toBeGreaterThanOrEqual(repairs.takenIn);
    expect(repairs.bands.reduce((sum: number, line: { count: number }) => sum + line.count, 0)).toBe(repairs.collected);
  });
});
