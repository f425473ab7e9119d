import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopDay, shopDayStart } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import type { RepairReportAnswer } from '../../src/domain/repairReport';
import { buildCustomerInput, buildTestApp, call, inEnglish, loginAs } from '../test/helpers';
import { catalogue } from '../test/repairs';

/**
 * The repairs report (issue 48, `GET /api/reports/repairs`): repairs taken in about 1,060 days
 * from now (no demo repair falls then), one collected three days later and claimed under its
 * warranty; the owner's alone.
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
const later = (day: string, days: number) => shopDay(new Date(Date.parse(shopDayStart(day)!) + days * DAY + 6 * 60 * 60 * 1000));

const created = async (token: string, path: string, body: unknown): Promise<Rec> => {
  const response = await call(app, 'POST', path, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

describe('GET /api/reports/repairs', () => {
  const first = shopDay(new Date(Date.now() + 1060 * DAY));

  it('counts the repairs taken in by issue, what each issue brought when paid, the days to collection, and the warranty claims', async () => {
    let token = await on(first);
    const customer = await created(token, '/api/customers', buildCustomerInput());
    const issues = await catalogue(app, token);
    const [screen, battery] = [issues.get('Screen Replacement')!, issues.get('Battery Replacement')!];
    const warranty = await call(app, 'PUT', `/api/repairs/issues/${screen._id}`, { token, body: { actualCost: screen.actualCost, customerPrice: screen.customerPrice, warrantyDays: 90 } });
    expect(warranty.statusCode, warranty.body).toBe(200);
    const both = await created(token, '/api/repairs', { customerId: customer._id, issues: [screen._id, battery._id], repairProduct: 'Galaxy A14', discount: 1000 });
    await created(token, '/api/repairs', { customerId: customer._id, issues: [screen._id], repairProduct: 'Redmi Note 12' });

    token = await on(later(first, 3));
    const collected = await call(app, 'PATCH', `/api/repairs/status/${both._id}`, {
      token,
      body: { status: 'Customer Collected', dateManual: `${later(first, 3)} 10:00:00`, note: null, payment: { tenders: [{ method: 'cash', amount: both.finalAmount }] } },
    });
    expect(collected.statusCode, collected.body).toBe(200);
    token = await on(later(first, 5));
    const claim = await call(app, 'POST', `/api/repairs/${both._id}/claim`, { token, body: { issues: [screen._id] } });
    expect(claim.statusCode, claim.body).toBe(201);
    expect(claim.json().claimStatus).toBe('approved');

    const response = await call(app, 'GET', `/api/reports/repairs?from=${first}&to=${later(first, 5)}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    const answer: RepairReportAnswer = response.json();
    expect(answer.takenIn).toBe(3);
    expect(answer.issues.map((line) => [line.name, line.count])).toEqual([
      ['Screen Replacement', 3],
      ['Battery Replacement', 1],
    ]);
    // What was charged, when it was paid: the discounted repair's payment shared by the issues'
    // prices; the other repair, unpaid, brings nothing. Together, the takings' repair income.
    const charged = both.finalAmount as number;
    expect(charged).toBe((screen.customerPrice as number) + (battery.customerPrice as number) - 1000);
    const [screenPaid, batteryPaid] = [answer.issues[0]!.amount, answer.issues[1]!.amount];
    expect(Math.round((screenPaid + batteryPaid) * 100)).toBe(Math.round(charged * 100));
    expect(batteryPaid).toBeLessThan(battery.customerPrice as number);
    expect(Math.abs(batteryPaid - ((battery.customerPrice as number) * charged) / ((screen.customerPrice as number) + (battery.customerPrice as number)))).toBeLessThanOrEqual(0.01);
    const takings = (await call(app, 'GET', `/api/reports/takings?from=${first}&to=${later(first, 5)}`, { token })).json();
    expect(takings.businesses.find((line: { business: string }) => line.business === 'repairs').amount).toBe(charged);
    expect(answer).toMatchObject({ collected: 1, averageDays: 3, medianDays: 3 });
    expect(answer.bands.find((band) => band.band === 'threeToSeven')!.count).toBe(1);
    expect(answer.claims).toEqual({ count: 1, approved: 1, awaiting: 0 });

    // The first two days alone: taken in, none collected nor claimed.
    const early = (await call(app, 'GET', `/api/reports/repairs?from=${first}&to=${later(first, 1)}`, { token })).json() as RepairReportAnswer;
    expect(early).toMatchObject({ takenIn: 2, collected: 0, averageDays: null, claims: { count: 0 } });
    expect(early.issues.map((line) => line.amount)).toEqual([0, 0]);
  });

  it('refuses staff with a message and no figure, and a range missing or backwards with the reports’ messages', async () => {
    const staff = await loginAs(app, 'staff');
    const refused = await call(app, 'GET', '/api/reports/repairs?from=2026-01-01&to=2026-01-31', { token: staff });
    expect(refused.statusCode).toBe(403);
    expect(inEnglish(refused.json())).toEqual({ message: MESSAGES.forbidden });
    const owner = await loginAs(app, 'owner');
    const missing = await call(app, 'GET', '/api/reports/repairs?from=2026-01-01', { token: owner });
    expect(missing.statusCode).toBe(400);
    expect(inEnglish(missing.json())).toEqual({ message: MESSAGES.revenueRangeRequired });
    const backwards = await call(app, 'GET', '/api/reports/repairs?from=2026-02-01&to=2026-01-01', { token: owner });
    expect(backwards.statusCode).toBe(400);
    expect(inEnglish(backwards.json())).toEqual({ message: MESSAGES.dateRangeOrder });
  });
});
