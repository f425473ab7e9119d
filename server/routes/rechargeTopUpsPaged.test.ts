import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { buildTestApp, call, listWords, loginAs } from '../test/helpers';

type Rec = Record<string, unknown> & { _id: string };
type Page = { data: Rec[]; total: number; summary: Record<string, unknown> };

let app: FastifyInstance;
let ownerToken: string;
const topUps: Rec[] = [];

/** Recharge Management asked by the page, as the console asks it. */
async function page(query: Record<string, unknown>, token = ownerToken) {
  const search = listWords(query);
  return call(app, 'GET', `/api/recharge/topup?${search}`, { token });
}
const ids = async (filter: Record<string, unknown>) =>
  ((await page({ _page: '1', _perPage: '10', _filter: filter })).json() as Page).data.map((topUp) => topUp._id);

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  // Only this test's top-ups: the demo's go (their search rows with them, by the index's trigger).
  await app.db.deleteFrom('recharge_sales').execute();
  await app.db.deleteFrom('recharge_topups').execute();
  // Four top-ups, oldest first; two on 12 Mar.
  for (const [rechargeType, topUpValue, topUpCost, topUpDate] of [
    ['Dialog', 5000, 4825, '2026-03-10'],
    ['Mobitel', 3000, 2900.5, '2026-03-11'],
    ['Dialog', 10000, 9650, '2026-03-12'],
    ['Hutch', 2000, 1930.05, '2026-03-12'],
  ] as const) {
    const response = await call(app, 'POST', '/api/recharge/topup', { token: ownerToken, body: { rechargeType, topUpValue, topUpCost, topUpDate } });
    expect(response.statusCode, response.body).toBe(201);
    topUps.push(response.json());
  }
});
afterAll(() => app.close());

describe('GET /recharge/topup asked by the page', () => {
  it('answers the page, the total and the figures of the whole set, newest day first', async () => {
    const response = await page({ _page: '1', _perPage: '2' });
    expect(response.statusCode, response.body).toBe(200);
    const answer: Page = response.json();
    // The same day: the later written first.
    expect(answer.data.map((topUp) => topUp._id)).toEqual([topUps[3]._id, topUps[2]._id]);
    expect(answer.total).toBe(4);
    expect(answer.summary).toEqual({ totalValue: 20000, totalCost: 19305.55, records: '4 / 4' });
    const whole: Rec[] = (await call(app, 'GET', '/api/recharge/topup', { token: ownerToken })).json();
    const all: Page = (await page({ _page: '1', _perPage: '4' })).json();
    expect(all.data).toEqual(whole);
  });

  it('filters by provider and by Colombo day, sums the filtered set and counts it of all kept', async () => {
    const dialog: Page = (await page({ _page: '1', _perPage: '10', _filter: { rechargeType: 'Dialog' } })).json();
    expect(dialog.data.map((topUp) => topUp._id)).toEqual([topUps[2]._id, topUps[0]._id]);
    expect(dialog.summary).toEqual({ totalValue: 15000, totalCost: 14475, records: '2 / 4' });
    expect(await ids({ topUpDate_day: '2026-03-12' })).toEqual([topUps[3]._id, topUps[2]._id]);
    expect(await ids({ topUpDate_day: '2026-03-13' })).toEqual([]);
    expect((await ids({ id: [topUps[1]._id] }))).toEqual([topUps[1]._id]);
    const cheapest: Page = (await page({ _page: '1', _perPage: '1', _sort: 'topUpCost', _order: 'ASC' })).json();
    expect(cheapest.data.map((topUp) => topUp._id)).toEqual([topUps[3]._id]);
  });

  it('searches provider, names and the amounts as the console shows them, and follows edits and deletes', async () => {
    expect(await ids({ q: 'MOBITEL' })).toEqual([topUps[1]._id]);
    expect(await ids({ q: '2900.5' })).toEqual([topUps[1]._id]);
    expect(await ids({ q: '1930.05' })).toEqual([topUps[3]._id]);
    expect(await ids({ q: '290050' })).toEqual([]);
    expect((await ids({ q: 'owner' })).length).toBe(4);
    expect(await ids({ q: 'hu' })).toEqual([topUps[3]._id]);
    const edited = await call(app, 'PUT', `/api/recharge/topup/${topUps[1]._id}`, {
      token: ownerToken,
      body: { rechargeType: 'Mobitel', topUpValue: 3000, topUpCost: 2911.75, topUpDate: '2026-03-11' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await ids({ q: '2900.5' })).toEqual([]);
    expect(await ids({ q: '2911.75' })).toEqual([topUps[1]._id]);
    const gone = await call(app, 'DELETE', `/api/recharge/topup/${topUps[3]._id}`, { token: ownerToken });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await ids({ q: 'hutch' })).toEqual([]);
    expect(((await page({ _page: '1', _perPage: '10', _filter: { q: 'dialog' } })).json() as Page).summary.records).toBe('2 / 3');
  });

  it('answers every matching top-up as a list when no page is asked (an export)', async () => {
    const response = await page({ _filter: { rechargeType: 'Dialog' }, _sort: 'topUpDate', _order: 'ASC' });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Rec[]).map((topUp) => topUp._id)).toEqual([topUps[0]._id, topUps[2]._id]);
  });

  it('refuses what it cannot read with a 400 and the message, and staff are refused the list', async () => {
    for (const query of [{ _page: '1', _filter: { soldToName: 'x' } }, { _page: '1', _sort: 'updatedByName' }, { _page: '1', _filter: { topUpDate_day: 'today' } }]) {
      const response = await page(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.listQueryInvalid, key: 'listQueryInvalid' });
    }
    expect((await page({ _page: '1' }, await loginAs(app, 'staff'))).statusCode).toBe(403);
  });
});
