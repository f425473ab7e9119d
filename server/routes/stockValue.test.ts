import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopDay, shopDayEnd, shopDayStart } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import { buildCustomerInput, buildTestApp, call, inEnglish, loginAs } from '../test/helpers';

/**
 * The stock's value (issue 47, `GET /api/stock/value?day=`): each product's units × moving-average
 * cost at the end of a shop day, from the ledger; the owner's alone. The history below is worked
 * by hand on days of its own, weeks after the demo's (the demo's stock is the same on each of
 * them, so each day's total is the demo's plus the worked products').
 */

const DAY = 24 * 60 * 60 * 1000;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

/** Signs in as `who` with the clock at `instant` (a token's times follow the clock). */
async function at(instant: string, who: 'owner' | 'staff' = 'owner'): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
  return loginAs(app, who);
}

const valueOn = async (token: string, day?: string) => {
  const response = await call(app, 'GET', `/api/stock/value${day ? `?day=${day}` : ''}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { day: string; total: number; lines: { _id: string; name: string; quantity: number; averageCost: number; value: number }[] };
};

/** Adds whole LKR amounts as cents do (the answer's total is summed in cents). */
const plus = (...amounts: number[]) => Math.round(amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0)) / 100;

describe('GET /api/stock/value', () => {
  // Four shop days in a row, 40 days from now: D0 before the worked products, then D1, D2, D3.
  const d0 = shopDay(new Date(Date.now() + 40 * DAY));
  const next = (day: string) => shopDay(new Date(Date.parse(shopDayEnd(day)!) + 60_000));
  const d1 = next(d0);
  const d2 = next(d1);
  const d3 = next(d2);
  const morningOf = (day: string) => new Date(Date.parse(shopDayStart(day)!) + 4 * 60 * 60 * 1000).toISOString();

  it('values each product at the end of each day from its last movement by then, a day ending at midnight in Colombo', async () => {
    let token = await at(morningOf(d0));
    const before = await valueOn(token, d0);
    expect(before.day).toBe(d0);
    expect(before.total).toBe(plus(...before.lines.map((line) => line.value)));

    // D1: a cable, 10 at LKR 100.00; a remote, 5 at LKR 200.00.
    token = await at(morningOf(d1));
    const product = async (name: string, quantity: number, buyingPrice: number) =>
      (await call(app, 'POST', '/api/products', { token, body: { name, quantity, buyingPrice, sellingPrice: 300 } })).json();
    const cable = await product('Value test HDMI cable', 10, 100);
    const remote = await product('Value test remote', 5, 200);
    const customer = (await call(app, 'POST', '/api/customers', { token, body: buildCustomerInput() })).json();
    const supplier = (await call(app, 'POST', '/api/suppliers', { token, body: { name: 'Value Test Supplies' } })).json();
    const sell = async (id: string, quantity: number) =>
      expect((await call(app, 'POST', '/api/bills', { token, body: { customerId: customer._id, products: [{ productId: id, quantity, billedPrice: 300 }] } })).statusCode).toBe(201);

    // D2, at 23:59 in Colombo: 10 cables received at LKR 130.00 (average (10 × 100 + 10 × 130) / 20 = 115.00), 4 sold; every remote sold.
    token = await at(new Date(Date.parse(shopDayEnd(d2)!) - 60_000).toISOString());
    const received = await call(app, 'POST', '/api/goods-receipts', {
      token,
      body: { supplierId: supplier._id, invoiceNumber: 'VAL-1', invoiceDate: d2, payment: 'owed', lines: [{ productId: cable._id, quantity: 10, unitCost: 130 }] },
    });
    expect(received.statusCode, received.body).toBe(201);
    await sell(cable._id, 4);
    await sell(remote._id, 5);

    // D3, a minute after midnight: the cable's buying price set to LKR 120.00 (its stock revalued), 6 sold.
    token = await at(new Date(Date.parse(shopDayEnd(d2)!) + 60_000).toISOString());
    expect((await call(app, 'PUT', `/api/products/${cable._id}`, { token, body: { name: cable.name, quantity: 16, buyingPrice: 120, sellingPrice: 300 } })).statusCode).toBe(200);
    await sell(cable._id, 6);

    const worked = (answer: Awaited<ReturnType<typeof valueOn>>) => answer.lines.filter((line) => line.name.startsWith('Value test'));
    const [one, two, three, today] = [await valueOn(token, d1), await valueOn(token, d2), await valueOn(token, d3), await valueOn(token)];
    expect(worked(await valueOn(token, d0))).toEqual([]);
    expect(worked(one)).toEqual([
      { _id: cable._id, name: 'Value test HDMI cable', quantity: 10, averageCost: 100, value: 1000 },
      { _id: remote._id, name: 'Value test remote', quantity: 5, averageCost: 200, value: 1000 },
    ]);
    expect(one.total).toBe(plus(before.total, 2000));
    // The remote had none left at D2's end: it is not listed.
    expect(worked(two)).toEqual([{ _id: cable._id, name: 'Value test HDMI cable', quantity: 16, averageCost: 115, value: 1840 }]);
    expect(two.total).toBe(plus(before.total, 1840));
    expect(worked(three)).toEqual([{ _id: cable._id, name: 'Value test HDMI cable', quantity: 10, averageCost: 120, value: 1200 }]);
    expect(three.total).toBe(plus(before.total, 1200));
    // No day: today, as it stands.
    expect(today).toEqual({ ...three, day: d3 });
  });

  it('is the owner’s: staff are refused with a message and nothing of costs', async () => {
    const token = await at(morningOf(d0), 'staff');
    const response = await call(app, 'GET', '/api/stock/value', { token });
    expect(response.statusCode).toBe(403);
    expect(inEnglish(response.json())).toEqual({ message: MESSAGES.forbidden });
    expect(response.body).not.toMatch(/averageCost|total/);
    expect((await call(app, 'GET', '/api/stock/value')).statusCode).toBe(401);
  });

  it('refuses a day that is not one, or one after today, with its message under the day', async () => {
    const token = await at(morningOf(d0));
    for (const [day, message] of [
      ['2026-02-30', MESSAGES.dateInvalid],
      ['yesterday', MESSAGES.dateInvalid],
      [d1, MESSAGES.stockValueDayFuture],
    ] as const) {
      const response = await call(app, 'GET', `/api/stock/value?day=${day}`, { token });
      expect(response.statusCode, day).toBe(400);
      expect(inEnglish(response.json())).toEqual({ message, errors: { day: message } });
    }
  });
});
