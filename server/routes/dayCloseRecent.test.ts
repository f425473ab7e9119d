import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { daysUpTo } from '../../src/domain/dashboard';
import { shopDay, shopDayStart } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import { insertDayClose, reopenDayClose, standingClosesOf } from '../db/dayCloses';
import { insertFloatCheck } from '../db/floatChecks';
import { buildTestApp, call, loginAs } from '../test/helpers';

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;

// A fixed noon in Colombo: the demo shop seeded beside it and the days asked agree on today,
// whenever the suite runs (a run across Colombo's midnight seeded one day and asked the next).
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date('2030-06-15T06:30:00Z'));
const TODAY = shopDay();
// Latest first, as the answer lists them.
const [, , twoDaysAgo, threeDaysAgo] = daysUpTo(TODAY, 4).reverse();
const by = { id: null, name: 'Staff Demo' };
/** Noon of a shop day in Colombo. */
const noonOf = (day: string) => new Date(Date.parse(shopDayStart(day)!) + 12 * 3_600_000);

const closeFields = (day: string, expected: number, counted: number) => ({
  day,
  openingFloat: 0,
  expected,
  counted,
  difference: counted - expected,
  floatLeft: counted,
  count: '{}',
  movements: JSON.stringify({ received: {}, refunds: {}, expenses: {}, payIns: 0, payOuts: 0 }),
  note: counted === expected ? null : 'A 100 note missing',
});

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  // The demo shop closed every day up to yesterday: its closes of these two days step aside for the test's own.
  for (const day of [twoDaysAgo, threeDaysAgo]) {
    for (const close of await standingClosesOf(app.db, day)) await reopenDayClose(app.db, close.id, 'Replaced by the test', { id: null, name: 'Owner Demo' });
  }
  // Two days ago: closed LKR 100.01 short, and Mobitel found LKR 12.34 over the computed balance.
  await insertDayClose(app.db, closeFields(twoDaysAgo, 1_250_001, 1_240_000), by);
  await insertFloatCheck(app.db, { rechargeType: 'Mobitel', computed: 500_000, shown: 501_234, difference: 1_234, reason: 'providerCommission', note: null }, by, noonOf(twoDaysAgo));
  // Three days ago: closed, then reopened by the owner and not closed again.
  const reopened = await insertDayClose(app.db, closeFields(threeDaysAgo, 300_000, 300_000), by);
  await reopenDayClose(app.db, reopened.id, 'A sale was left out', { id: null, name: 'Owner Demo' });
});
afterAll(async () => {
  await app.close();
  vi.useRealTimers();
});

const recent = (query: string, token = staffToken) => call(app, 'GET', `/api/dayclose/recent${query}`, { token });

describe('GET /dayclose/recent: the last days’ closes for the dashboard (product.md §10)', () => {
  it('lists the last seven days up to today, latest first: closed or not, the cash and float differences in LKR to the cent', async () => {
    const response = await recent('');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.today).toBe(TODAY);
    expect(answer.days.map((entry: { day: string }) => entry.day)).toEqual(daysUpTo(TODAY, 7).reverse());
    const dayOf = (day: string) => answer.days.find((entry: { day: string }) => entry.day === day);
    expect(dayOf(TODAY)).toMatchObject({ closed: false, difference: null });
    expect(dayOf(twoDaysAgo)).toEqual({ day: twoDaysAgo, closed: true, difference: -100.01, floatChecks: [{ rechargeType: 'Mobitel', difference: 12.34, adjusted: false }] });
    // A reopened close is no close: the day is not closed until it is closed again.
    expect(dayOf(threeDaysAgo)).toEqual({ day: threeDaysAgo, closed: false, difference: null, floatChecks: [] });
  });

  it('answers staff and the owner alike (differences are not cost or profit)', async () => {
    const asStaff = await recent('?days=3');
    const asOwner = await recent('?days=3', ownerToken);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json()).toEqual(asStaff.json());
    expect(asStaff.json().days).toHaveLength(3);
    expect((await call(app, 'GET', '/api/dayclose/recent')).statusCode).toBe(401);
  });

  it('refuses a number of days outside 1 to 31 (400)', async () => {
    for (const days of ['0', '32', 'week']) {
      const response = await recent(`?days=${days}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.recentDaysInvalid, key: 'recentDaysInvalid' });
    }
  });
});
