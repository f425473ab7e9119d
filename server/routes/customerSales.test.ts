import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopDay, shopDayStart } from '../../src/domain/dates';
import type { CustomerSalesAnswer } from '../../src/domain/customerSales';
import { MESSAGES } from '../../src/domain/messages';
import { buildCustomerInput, buildTestApp, call, inEnglish, loginAs } from '../test/helpers';

/**
 * Top customers and new against returning (issue 48, `GET /api/reports/customers`): bills of
 * three customers about 1,000 days from now (no demo bill falls then), one of them billed a
 * month before; the owner's alone; its total the bills' takings of the revenue report.
 */

type Rec = Record<string, unknown> & { _id: string };
const DAY = 24 * 60 * 60 * 1000;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

async function on(day: string): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.parse(shopDayStart(day)!) + 10 * 60 * 60 * 1000));
  return loginAs(app, 'owner');
}

const created = async (token: string, path: string, body: unknown): Promise<Rec> => {
  const response = await call(app, 'POST', path, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

describe('GET /api/reports/customers', () => {
  const before = shopDay(new Date(Date.now() + 1000 * DAY));
  const first = shopDay(new Date(Date.parse(shopDayStart(before)!) + 30 * DAY + 6 * 60 * 60 * 1000));
  const last = shopDay(new Date(Date.parse(shopDayStart(first)!) + 2 * DAY + 6 * 60 * 60 * 1000));

  it('ranks the customers by their bills net of returns, tells the new from the returning, and adds up to the bills’ takings', async () => {
    let token = await on(before);
    const [regular, newcomer, other] = [
      await created(token, '/api/customers', buildCustomerInput()),
      await created(token, '/api/customers', buildCustomerInput()),
      await created(token, '/api/customers', buildCustomerInput()),
    ];
    const product = await created(token, '/api/products', { name: 'CS Cable', quantity: 50, buyingPrice: 100, sellingPrice: 300 });
    const sell = (customer: Rec, quantity: number) => created(token, '/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity, billedPrice: 300 }] });
    await sell(regular, 1);

    token = await on(first);
    await sell(regular, 2);
    const big = await sell(newcomer, 5);
    await sell(other, 1);
    token = await on(last);
    await created(token, `/api/bills/${big._id}/returns`, { lines: [{ productId: product._id, quantity: 1 }], refund: { method: 'cash' } });

    const response = await call(app, 'GET', `/api/reports/customers?from=${first}&to=${last}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    const answer: CustomerSalesAnswer = response.json();
    expect(answer.top.map((line) => [line.customerId, line.bills, line.amount, line.isNew])).toEqual([
      [newcomer._id, 1, 1200, true],
      [regular._id, 1, 600, false],
      [other._id, 1, 300, true],
    ]);
    expect(answer.top[0]!.name).toBe(`${newcomer.firstName} ${newcomer.lastName}`);
    expect(answer.newCustomers).toEqual({ customers: 2, bills: 2, amount: 1500 });
    expect(answer.returning).toEqual({ customers: 1, bills: 1, amount: 600 });
    expect(answer.walkIn).toEqual({ bills: 0, amount: 0 });
    expect(answer.total).toBe(2100);

    const report = await call(app, 'GET', `/api/bills/report?from=${first}&to=${last}`, { token });
    expect(report.statusCode, report.body).toBe(200);
    expect(answer.total).toBe(report.json().totalSales);
  });

  it('keeps a customer one line under the name they bear now, though a bill keeps the name it was made out to', async () => {
    const day = shopDay(new Date(Date.now() + 1100 * DAY));
    const token = await on(day);
    const customer = await created(token, '/api/customers', buildCustomerInput({ firstName: 'Chamari', lastName: 'Jayasuriya' }));
    const product = await created(token, '/api/products', { name: 'CS Remote', quantity: 10, buyingPrice: 100, sellingPrice: 400 });
    const sell = () => created(token, '/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity: 1, billedPrice: 400 }] });
    await sell();
    const renamed = await call(app, 'PUT', `/api/customers/${customer._id}`, { token, body: buildCustomerInput({ ...customer, lastName: 'Atapattu' }) });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await sell();

    const response = await call(app, 'GET', `/api/reports/customers?from=${day}&to=${day}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    const answer: CustomerSalesAnswer = response.json();
    expect(answer.top.map((line) => [line.customerId, line.name, line.bills, line.amount])).toEqual([[customer._id, 'Chamari Atapattu', 2, 800]]);
  });

  it('refuses staff with a message and no figure, and a range missing or backwards with the reports’ messages', async () => {
    const staff = await loginAs(app, 'staff');
    const refused = await call(app, 'GET', '/api/reports/customers?from=2026-01-01&to=2026-01-31', { token: staff });
    expect(refused.statusCode).toBe(403);
    expect(inEnglish(refused.json())).toEqual({ message: MESSAGES.forbidden });
    const owner = await loginAs(app, 'owner');
    const missing = await call(app, 'GET', '/api/reports/customers?from=2026-01-01', { token: owner });
    expect(missing.statusCode).toBe(400);
    expect(inEnglish(missing.json())).toEqual({ message: MESSAGES.revenueRangeRequired });
    const backwards = await call(app, 'GET', '/api/reports/customers?from=2026-02-01&to=2026-01-01', { token: owner });
    expect(backwards.statusCode).toBe(400);
    expect(inEnglish(backwards.json())).toEqual({ message: MESSAGES.dateRangeOrder });
  });
});
