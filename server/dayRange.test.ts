import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../src/domain/messages';
import { buildTestApp, call, loginAs } from './test/helpers';

/**
 * One reader for a query's (or a form's) single day (`readDay`, beside `readDayRange`): the stock
 * value's `?day=`, the monthly profit's `?to=` and the day close's day all refuse a wrong day
 * alike, 400 with the range readers' message named under the field, and read nothing.
 */

let app: FastifyInstance;
let owner: string;
const TODAY = '2026-03-13';

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

async function signIn(): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T04:30:00Z`)); // 10 am in Colombo
  owner = await loginAs(app, 'owner');
  return owner;
}

/** Not a day: words, a day that is not on the calendar, the wrong shape, a moment rather than a day. */
const WRONG_DAYS = ['yesterday', '2026-02-30', '2026-13-01', '2026-3-1', '13/03/2026', '2026-03-01 10:00:00', '2026-03-01T10:00'];

const refusedAsWrongDay = (response: { statusCode: number; body: string; json: () => unknown }, field: string) => {
  expect(response.statusCode, response.body).toBe(400);
  const answer = response.json() as { message: string; errors?: Record<string, string> };
  expect(answer.message).toBe(MESSAGES.dateInvalid);
  expect(answer.errors?.[field]).toBe(MESSAGES.dateInvalid);
};

describe('a single day in a query', () => {
  it.each(WRONG_DAYS)('GET /stock/value?day=%s is refused with the date message', async (day) => {
    refusedAsWrongDay(await call(app, 'GET', `/api/stock/value?day=${encodeURIComponent(day)}`, { token: await signIn() }), 'day');
  });

  it.each(WRONG_DAYS)('GET /reports/profit-and-loss/months?to=%s is refused with the date message', async (day) => {
    refusedAsWrongDay(await call(app, 'GET', `/api/reports/profit-and-loss/months?to=${encodeURIComponent(day)}`, { token: await signIn() }), 'to');
  });

  // The path's day is at most ten characters (its schema refuses longer ones with its own message).
  it.each(WRONG_DAYS.filter((day) => day.length <= 10))('GET /dayclose/day/%s is refused with the date message, no longer "choose the day"', async (day) => {
    refusedAsWrongDay(await call(app, 'GET', `/api/dayclose/day/${encodeURIComponent(day)}`, { token: await signIn() }), 'day');
  });

  it.each(WRONG_DAYS)('POST /dayclose with the day %s is refused with the date message, closing nothing', async (day) => {
    const token = await signIn();
    const before = (await call(app, 'GET', '/api/dayclose', { token })).json() as unknown[];
    refusedAsWrongDay(await call(app, 'POST', '/api/dayclose', { token, body: { day, openingFloat: 0, count: {} } }), 'day');
    expect((await call(app, 'GET', '/api/dayclose', { token })).json()).toHaveLength(before.length);
  });

  it('takes no day, or a blank one, as the route’s own default: today for the stock and the months; a close still asks for its day', async () => {
    const token = await signIn();
    for (const blank of ['', '%20%20']) {
      const stock = await call(app, 'GET', `/api/stock/value?day=${blank}`, { token });
      expect(stock.statusCode, stock.body).toBe(200);
      expect(stock.json().day).toBe(TODAY);
      const months = await call(app, 'GET', `/api/reports/profit-and-loss/months?to=${blank}`, { token });
      expect(months.statusCode, months.body).toBe(200);
      expect((months.json().months as { month: string }[]).at(-1)?.month).toBe('2026-03');
    }
    const close = await call(app, 'POST', '/api/dayclose', { token, body: { day: '  ', openingFloat: 0, count: {} } });
    expect(close.statusCode, close.body).toBe(400);
    expect(close.json().message).toBe(MESSAGES.dayCloseDayRequired);
  });

  it('reads a day with spaces around it as that day, and keeps each route’s own rule for a day after today', async () => {
    const token = await signIn();
    const stock = await call(app, 'GET', `/api/stock/value?day=${encodeURIComponent(' 2026-03-01 ')}`, { token });
    expect(stock.statusCode, stock.body).toBe(200);
    expect(stock.json().day).toBe('2026-03-01');
    expect((await call(app, 'GET', '/api/stock/value?day=2026-03-14', { token })).json().message).toBe(MESSAGES.stockValueDayFuture);
    expect((await call(app, 'GET', '/api/dayclose/day/2026-03-14', { token })).json().message).toBe(MESSAGES.dayCloseFuture);
    const months = await call(app, 'GET', '/api/reports/profit-and-loss/months?to=2026-05-02', { token });
    expect(months.statusCode, months.body).toBe(200);
    expect((months.json().months as { month: string }[]).at(-1)?.month).toBe('2026-05');
  });
});
