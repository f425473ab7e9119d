import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopDay, shopDayStart } from '../../src/domain/dates';
import { MONEY_TENDERS } from '../../src/domain/dayClose';
import { MESSAGES } from '../../src/domain/messages';
import type { TakingsByMethodAnswer } from '../../src/domain/takingsByMethod';
import { buildCustomerInput, buildTestApp, call, inEnglish, loginAs } from '../test/helpers';
import { catalogue } from '../test/repairs';

/**
 * Takings by payment method (issue 48, `GET /api/reports/payment-methods`): a few days of trade
 * about 760 days from now (no demo record falls then), paid by several tenders, a return
 * refunded, a repair's advance and balance, a payment on account; the owner's alone; every
 * figure the days' closes added up.
 */

type Rec = Record<string, unknown> & { _id: string };
const DAY = 24 * 60 * 60 * 1000;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

async function on(day: string, who: 'owner' | 'staff' = 'owner'): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.parse(shopDayStart(day)!) + 10 * 60 * 60 * 1000));
  return loginAs(app, who);
}

const created = async (token: string, path: string, body: unknown): Promise<Rec> => {
  const response = await call(app, 'POST', path, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const cents = (amount: number) => Math.round(amount * 100);

describe('GET /api/reports/payment-methods', () => {
  const first = shopDay(new Date(Date.now() + 760 * DAY));
  const days = Array.from({ length: 3 }, (_, index) => shopDay(new Date(Date.parse(shopDayStart(first)!) + (index * 24 + 6) * 60 * 60 * 1000)));

  it('gives what each method took by business, its refunds and what went on accounts, as the days’ closes add up', async () => {
    let token = await on(days[0]!);
    const customer = await created(token, '/api/customers', buildCustomerInput());
    expect((await call(app, 'PUT', `/api/accounts/customer/${customer._id}`, { token, body: { creditLimit: 5000 } })).statusCode).toBe(200);
    const product = await created(token, '/api/products', { name: 'PM Cable', quantity: 50, buyingPrice: 100, sellingPrice: 300 });
    const issues = await catalogue(app, token);
    const sell = (quantity: number, payment: unknown) =>
      created(token, '/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity, billedPrice: 300 }], payment });
    const cashBill = await sell(4, { tenders: [{ method: 'cash', amount: 1200 }] });
    await sell(2, { tenders: [{ method: 'card', amount: 200 }, { method: 'credit', amount: 400 }] });
    const repair = await created(token, '/api/repairs', {
      customerId: customer._id,
      issues: [issues.get('Screen Replacement')!._id],
      repairProduct: 'Galaxy A14',
      payment: { tenders: [{ method: 'lankaqr', amount: 2000 }] },
    });

    token = await on(days[1]!);
    await created(token, `/api/bills/${cashBill._id}/returns`, { lines: [{ productId: product._id, quantity: 1 }], refund: { method: 'cash' } });
    const paid = await call(app, 'POST', `/api/accounts/customer/${customer._id}/payments`, { token, body: { tenders: [{ method: 'bank', amount: 150 }] } });
    expect(paid.statusCode, paid.body).toBe(201);

    token = await on(days[2]!);
    const collected = await call(app, 'PATCH', `/api/repairs/status/${repair._id}`, {
      token,
      body: { status: 'Customer Collected', dateManual: `${days[2]} 09:00:00`, note: null, payment: { tenders: [{ method: 'card', amount: (repair.finalAmount as number) - 2000 }] } },
    });
    expect(collected.statusCode, collected.body).toBe(200);

    const response = await call(app, 'GET', `/api/reports/payment-methods?from=${days[0]}&to=${days[2]}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    const answer: TakingsByMethodAnswer = response.json();
    const method = (name: string) => answer.methods.find((line) => line.method === name)!;
    expect(answer.methods.map((line) => line.method)).toEqual([...MONEY_TENDERS]);
    expect(method('cash')).toEqual({ method: 'cash', received: 1200, refunded: 300, net: 900, businesses: { bill: 1200, sale: 0, repair: 0, account: 0 } });
    expect(method('card').businesses).toEqual({ bill: 200, sale: 0, repair: (repair.finalAmount as number) - 2000, account: 0 });
    expect(method('lankaqr')).toMatchObject({ received: 2000, businesses: { repair: 2000 } });
    expect(method('bank')).toMatchObject({ received: 150, businesses: { account: 150 } });
    expect(answer.credit).toEqual({ onAccounts: 400, takenOff: 0 });
    expect(answer.total).toEqual({ received: 1200 + 200 + 150 + (repair.finalAmount as number), refunded: 300, net: 1200 + 200 + 150 + (repair.finalAmount as number) - 300 });

    // Each figure is the days' closes added up: by method and business, refunds by method.
    const closed: Record<string, Record<string, number>> = {};
    const refunds: Record<string, number> = {};
    for (const day of days) {
      const close = await call(app, 'GET', `/api/dayclose/day/${day}`, { token });
      expect(close.statusCode, close.body).toBe(200);
      const { movements } = close.json();
      for (const [business, byMethod] of Object.entries(movements.received as Record<string, Record<string, number>>))
        for (const [tender, amount] of Object.entries(byMethod)) (closed[business] ??= {})[tender] = (closed[business]?.[tender] ?? 0) + cents(amount);
      for (const [tender, amount] of Object.entries(movements.refunds as Record<string, number>)) refunds[tender] = (refunds[tender] ?? 0) + cents(amount);
    }
    for (const line of answer.methods) {
      for (const [business, amount] of Object.entries(line.businesses)) expect(cents(amount), `${line.method} ${business}`).toBe(closed[business]?.[line.method] ?? 0);
      expect(cents(line.refunded), line.method).toBe(refunds[line.method] ?? 0);
    }
    expect(cents(answer.credit.onAccounts)).toBe(Object.values(closed).reduce((sum, byMethod) => sum + (byMethod.credit ?? 0), 0));

    // A day alone: the return's day has its refund and the payment on account only.
    const second = (await call(app, 'GET', `/api/reports/payment-methods?from=${days[1]}&to=${days[1]}`, { token })).json() as TakingsByMethodAnswer;
    expect(second.total).toEqual({ received: 150, refunded: 300, net: -150 });
  });

  it('refuses staff with a message and no figure, and a range missing or backwards with the reports’ messages', async () => {
    const staff = await loginAs(app, 'staff');
    const refused = await call(app, 'GET', '/api/reports/payment-methods?from=2026-01-01&to=2026-01-31', { token: staff });
    expect(refused.statusCode).toBe(403);
    expect(inEnglish(refused.json())).toEqual({ message: MESSAGES.forbidden });
    const owner = await loginAs(app, 'owner');
    const missing = await call(app, 'GET', '/api/reports/payment-methods?to=2026-01-01', { token: owner });
    expect(missing.statusCode).toBe(400);
    expect(inEnglish(missing.json())).toEqual({ message: MESSAGES.revenueRangeRequired });
    const backwards = await call(app, 'GET', '/api/reports/payment-methods?from=2026-02-01&to=2026-01-01', { token: owner });
    expect(backwards.statusCode).toBe(400);
    expect(inEnglish(backwards.json())).toEqual({ message: MESSAGES.dateRangeOrder });
  });
});
