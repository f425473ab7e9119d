import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopDay, shopDayStart } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import type { RechargeMarginsAnswer } from '../../src/domain/rechargeMargins';
import { buildCustomerInput, buildTestApp, call, inEnglish, loginAs } from '../test/helpers';

/**
 * Recharge sales and margin by provider (issue 48, `GET /api/reports/recharge-margins`): sales
 * of two providers about 940 days from now (no demo record falls then); the owner's alone; its
 * total the recharges' takings of the revenue reports over the same days.
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

describe('GET /api/reports/recharge-margins', () => {
  const day = shopDay(new Date(Date.now() + 940 * DAY));

  it('gives each provider’s sales, value, takings, profit and margin, its total the recharges’ takings', async () => {
    const token = await on(day);
    const customer = await created(token, '/api/customers', buildCustomerInput());
    await created(token, '/api/recharge/topup', { rechargeType: 'Dialog', topUpValue: 10000, topUpCost: 9650, topUpDate: day });
    await created(token, '/api/recharge/topup', { rechargeType: 'Mobitel', topUpValue: 10000, topUpCost: 9700, topUpDate: day });
    const sale = (rechargeType: string, soldValue: number) =>
      created(token, '/api/recharge/sale', { rechargeType, soldValue, soldPrice: soldValue, soldToType: 'customer', soldToId: customer._id });
    await sale('Dialog', 100);
    await sale('Mobitel', 500);
    await sale('Mobitel', 250);

    const response = await call(app, 'GET', `/api/reports/recharge-margins?from=${day}&to=${day}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    const answer: RechargeMarginsAnswer = response.json();
    expect(answer.providers.find((line) => line.rechargeType === 'Dialog')).toEqual({ rechargeType: 'Dialog', count: 1, value: 100, amount: 100, profit: 3.5, margin: 3.5 });
    expect(answer.providers.find((line) => line.rechargeType === 'Mobitel')).toEqual({ rechargeType: 'Mobitel', count: 2, value: 750, amount: 750, profit: 22.5, margin: 3 });
    expect(answer.providers.find((line) => line.rechargeType === 'Hutch')).toMatchObject({ count: 0, amount: 0, margin: null });
    expect(answer.total).toEqual({ count: 3, value: 850, amount: 850, profit: 26, margin: 3.1 });

    const takings = await call(app, 'GET', `/api/reports/takings?from=${day}&to=${day}`, { token });
    expect(takings.statusCode, takings.body).toBe(200);
    const recharges = (takings.json().businesses as { business: string; amount: number; count: number }[]).find((part) => part.business === 'recharges')!;
    expect(answer.total).toMatchObject({ amount: recharges.amount, count: recharges.count });
  });

  it('refuses staff with a message and no figure, and a range missing or backwards with the reports’ messages', async () => {
    const staff = await loginAs(app, 'staff');
    const refused = await call(app, 'GET', '/api/reports/recharge-margins?from=2026-01-01&to=2026-01-31', { token: staff });
    expect(refused.statusCode).toBe(403);
    expect(inEnglish(refused.json())).toEqual({ message: MESSAGES.forbidden });
    const owner = await loginAs(app, 'owner');
    const missing = await call(app, 'GET', '/api/reports/recharge-margins?from=2026-01-01', { token: owner });
    expect(missing.statusCode).toBe(400);
    expect(inEnglish(missing.json())).toEqual({ message: MESSAGES.revenueRangeRequired });
    const backwards = await call(app, 'GET', '/api/reports/recharge-margins?from=2026-02-01&to=2026-01-01', { token: owner });
    expect(backwards.statusCode).toBe(400);
    expect(inEnglish(backwards.json())).toEqual({ message: MESSAGES.dateRangeOrder });
  });
});
