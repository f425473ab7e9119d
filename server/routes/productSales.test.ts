import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopDay, shopDayStart } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import type { ProductSalesAnswer } from '../../src/domain/productSales';
import { buildCustomerInput, buildTestApp, call, inEnglish, loginAs } from '../test/helpers';

/**
 * The products report (issue 48, `GET /api/reports/products`): a few products worked by hand
 * about 700 days from now (no demo bill falls then), sold, returned and left on the shelf; the
 * owner's alone; its totals the bills' takings of the revenue report over the same days.
 */

type Rec = Record<string, unknown> & { _id: string };
const DAY = 24 * 60 * 60 * 1000;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

/** Signs in as `who` with the clock at 10 am in Colombo on `day`. */
async function on(day: string, who: 'owner' | 'staff' = 'owner'): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.parse(shopDayStart(day)!) + 10 * 60 * 60 * 1000));
  return loginAs(app, who);
}
const later = (day: string, days: number) => shopDay(new Date(Date.parse(shopDayStart(day)!) + days * DAY + 6 * 60 * 60 * 1000));

const created = async (token: string, path: string, body: unknown): Promise<Rec> => {
  const response = await call(app, 'POST', path, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

describe('GET /api/reports/products', () => {
  const first = shopDay(new Date(Date.now() + 700 * DAY));
  const [sold, returned, shelved] = [later(first, 1), later(first, 2), later(first, 40)];

  it('gives each product’s units, revenue and profit net of returns, and the products with stock and no sale in the last days asked', async () => {
    let token = await on(first);
    const customer = await created(token, '/api/customers', buildCustomerInput());
    const cable = await created(token, '/api/products', { name: 'PS Cable', quantity: 20, buyingPrice: 120.25, sellingPrice: 300 });
    const charger = await created(token, '/api/products', { name: 'PS Charger', quantity: 5, buyingPrice: 1500, sellingPrice: 2500 });
    const case_ = await created(token, '/api/products', { name: 'PS Case', quantity: 4, buyingPrice: 200, sellingPrice: 450 });

    token = await on(sold);
    const bill = await created(token, '/api/bills', {
      customerId: customer._id,
      products: [
        { productId: cable._id, quantity: 4, billedPrice: 300 },
        { productId: charger._id, quantity: 2, billedPrice: 2400, discountReason: 'Regular customer' },
      ],
    });
    await created(token, '/api/bills', { customerId: customer._id, products: [{ productId: cable._id, quantity: 1, billedPrice: 280, discountReason: 'Regular customer' }] });
    token = await on(returned);
    await created(token, `/api/bills/${bill._id}/returns`, { lines: [{ productId: charger._id, quantity: 1 }], refund: { method: 'cash' } });

    token = await on(shelved);
    const read = async (query: string): Promise<ProductSalesAnswer> => {
      const response = await call(app, 'GET', `/api/reports/products?${query}`, { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const answer = await read(`from=${first}&to=${shelved}&idleDays=30`);
    expect(answer).toMatchObject({ from: first, to: shelved, idleDays: 30 });
    // The charger: 2 at 2,400.00 less 1 returned; the cable: 4 at 300.00 and 1 at 280.00 (bought at 120.25).
    expect(answer.lines).toEqual([
      { productId: charger._id, name: 'PS Charger', quantity: 1, revenue: 2400, profit: 900 },
      { productId: cable._id, name: 'PS Cable', quantity: 5, revenue: 1480, profit: 878.75 },
    ]);
    expect(answer.total).toEqual({ quantity: 6, revenue: 3880, profit: 1778.75 });

    // Its totals are the bills' takings of the revenue report over the same days.
    const report = await call(app, 'GET', `/api/bills/report?from=${first}&to=${shelved}`, { token });
    expect(report.statusCode, report.body).toBe(200);
    expect(answer.total).toMatchObject({ revenue: report.json().totalSales, profit: report.json().totalProfit });

    // Nothing sold in the last 30 days: the case (never sold) and both others (last sold 39 days before);
    // each valued at its units × average cost, as the stock value screen values it.
    const idle = (id: string) => answer.idle.find((line) => line.productId === id);
    expect(idle(case_._id)).toEqual({ productId: case_._id, name: 'PS Case', quantity: 4, lastSold: null, value: 800 });
    expect(idle(charger._id)).toMatchObject({ quantity: 4, value: 6000 });
    expect(shopDay(new Date(idle(charger._id)!.lastSold!))).toBe(sold);
    expect(idle(cable._id)).toMatchObject({ quantity: 15, value: 1803.75 });
    const value = await call(app, 'GET', `/api/stock/value?day=${shelved}`, { token });
    const valued = value.json().lines as { _id: string; value: number }[];
    for (const line of answer.idle) expect(valued.find((row) => row._id === line.productId)?.value).toBe(line.value);
    expect(answer.idleValue).toBe(answer.idle.reduce((sum, line) => Math.round((sum + line.value) * 100) / 100, 0));

    // Over the last 60 days the cable and the charger sold: the case alone is idle of the three.
    const wider = await read(`from=${first}&to=${shelved}&idleDays=60`);
    expect(wider.idle.find((line) => line.productId === cable._id)).toBeUndefined();
    expect(wider.idle.find((line) => line.productId === case_._id)).toBeDefined();
    // A range without a bill: no line, nothing in total.
    const quiet = await read(`from=${later(first, 10)}&to=${later(first, 12)}`);
    expect(quiet).toMatchObject({ lines: [], total: { quantity: 0, revenue: 0, profit: 0 }, idleDays: 90 });
  });

  it('refuses staff with a message and no figure, a range missing or backwards, and days without a sale that are not a whole number from 1 to 3650', async () => {
    const staff = await loginAs(app, 'staff');
    const refused = await call(app, 'GET', '/api/reports/products?from=2026-01-01&to=2026-01-31', { token: staff });
    expect(refused.statusCode).toBe(403);
    expect(inEnglish(refused.json())).toEqual({ message: MESSAGES.forbidden });
    const owner = await loginAs(app, 'owner');
    const asked = async (query: string, message: string, field?: string) => {
      const response = await call(app, 'GET', `/api/reports/products?${query}`, { token: owner });
      expect(response.statusCode, response.body).toBe(400);
      expect(inEnglish(response.json())).toEqual(field ? { message, errors: { [field]: message } } : { message });
    };
    await asked('from=2026-01-01', MESSAGES.revenueRangeRequired);
    await asked('from=2026-02-01&to=2026-01-01', MESSAGES.dateRangeOrder);
    for (const days of ['0', '3651', '2.5', 'ten']) await asked(`from=2026-01-01&to=2026-01-31&idleDays=${days}`, MESSAGES.idleDaysInvalid, 'idleDays');
  });
});
