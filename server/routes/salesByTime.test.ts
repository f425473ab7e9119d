import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopDay, shopDayStart } from '../../src/domain/dates';
import { inShop } from '../../src/domain/dayjs';
import { MESSAGES } from '../../src/domain/messages';
import type { SalesByTimeAnswer } from '../../src/domain/salesByTime';
import { buildCustomerInput, buildTestApp, call, inEnglish, loginAs } from '../test/helpers';

/**
 * Sales by hour of day and day of week (issue 48, `GET /api/reports/sales-by-time`): bills made
 * at set hours of two days about 880 days from now (no demo record falls then); the owner's
 * alone; the hours adding up to the revenue reports' takings over the same days.
 */

type Rec = Record<string, unknown> & { _id: string };
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

/** Signs in as the owner with the clock at `hour` (and 10 minutes) in Colombo on `day`. */
async function at(day: string, hour: number): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.parse(shopDayStart(day)!) + hour * HOUR + 10 * 60 * 1000));
  return loginAs(app, 'owner');
}

const created = async (token: string, path: string, body: unknown): Promise<Rec> => {
  const response = await call(app, 'POST', path, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

describe('GET /api/reports/sales-by-time', () => {
  const first = shopDay(new Date(Date.now() + 880 * DAY));
  const second = shopDay(new Date(Date.parse(shopDayStart(first)!) + 30 * HOUR));
  // Monday first, as the report gives them.
  const weekdayOf = (day: string) => (inShop(shopDayStart(day)!)!.day() + 6) % 7;

  it('gives the takings by the shop’s hour and weekday, adding up to the takings of the same days', async () => {
    let token = await at(first, 9);
    const customer = await created(token, '/api/customers', buildCustomerInput());
    const product = await created(token, '/api/products', { name: 'ST Cable', quantity: 50, buyingPrice: 100, sellingPrice: 300 });
    const sell = (quantity: number) => created(token, '/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity, billedPrice: 300 }] });
    await sell(2);
    await sell(1);
    token = await at(first, 18);
    const evening = await sell(4);
    token = await at(second, 9);
    await sell(3);
    // A return counts on its bill's hour, as the takings count it.
    await created(token, `/api/bills/${evening._id}/returns`, { lines: [{ productId: product._id, quantity: 1 }], refund: { method: 'cash' } });

    const response = await call(app, 'GET', `/api/reports/sales-by-time?from=${first}&to=${second}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    const answer: SalesByTimeAnswer = response.json();
    expect(answer.hours).toHaveLength(24);
    expect(answer.hours[9]).toEqual({ count: 3, amount: 1800 });
    expect(answer.hours[18]).toEqual({ count: 1, amount: 900 });
    expect(answer.hours.filter((hour) => hour.count > 0)).toHaveLength(2);
    expect(answer.weekdays[weekdayOf(first)]).toEqual({ count: 3, amount: 1800 });
    expect(answer.weekdays[weekdayOf(second)]).toEqual({ count: 1, amount: 900 });
    expect(answer.grid[weekdayOf(first)]![18]).toBe(900);
    expect(answer.total).toEqual({ count: 4, amount: 2700 });

    const takings = await call(app, 'GET', `/api/reports/takings?from=${first}&to=${second}`, { token });
    expect(takings.statusCode, takings.body).toBe(200);
    expect(answer.total.amount).toBe(takings.json().total.amount);
  });

  it('refuses staff with a message and no figure, and a range missing or backwards with the reports’ messages', async () => {
    const staff = await loginAs(app, 'staff');
    const refused = await call(app, 'GET', '/api/reports/sales-by-time?from=2026-01-01&to=2026-01-31', { token: staff });
    expect(refused.statusCode).toBe(403);
    expect(inEnglish(refused.json())).toEqual({ message: MESSAGES.forbidden });
    const owner = await loginAs(app, 'owner');
    const missing = await call(app, 'GET', '/api/reports/sales-by-time?to=2026-01-01', { token: owner });
    expect(missing.statusCode).toBe(400);
    expect(inEnglish(missing.json())).toEqual({ message: MESSAGES.revenueRangeRequired });
    const backwards = await call(app, 'GET', '/api/reports/sales-by-time?from=2026-02-01&to=2026-01-01', { token: owner });
    expect(backwards.statusCode).toBe(400);
    expect(inEnglish(backwards.json())).toEqual({ message: MESSAGES.dateRangeOrder });
  });
});
