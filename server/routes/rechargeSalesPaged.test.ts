import type { FastifyInstance } from 'fastify';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { connectDatabase, IN_MEMORY } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { buildAgentInput, buildCustomerInput, buildTestApp, call, listWords, loginAs, postCreated } from '../test/helpers';

type Rec = Record<string, unknown> & { _id: string };
type Page = { data: Rec[]; total: number; summary: Record<string, number> };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let kasun: Rec;
let nimal: Rec;
let ruwan: Rec;
const sales: Rec[] = [];

const created = (path: string, body: unknown) => postCreated<Rec>(app, ownerToken, path, body);

/** Sales History asked by the page, as the console asks it. */
async function page(query: Record<string, unknown>, token = ownerToken) {
  const search = listWords(query);
  return call(app, 'GET', `/api/recharge/sales?${search}`, { token });
}
const ids = async (filter: Record<string, unknown>, token = ownerToken) =>
  ((await page({ _page: '1', _perPage: '10', _filter: filter }, token)).json() as Page).data.map((sale) => sale._id);
const sum = (records: Rec[], value: (sale: Rec) => number) => Math.round(records.reduce((total, sale) => total + value(sale) * 100, 0)) / 100;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  // Only this test's sales: the demo's go (their search rows with them, by the index's trigger).
  await app.db.deleteFrom('recharge_sales').execute();
  kasun = await created('/api/customers', buildCustomerInput({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567', whatsappNumber: '0771234567', nicNumber: '881234567V', cardNumber: 'DTV-40211873' }));
  nimal = await created('/api/customers', buildCustomerInput({ firstName: 'Nimal', lastName: 'Silva', phoneNumber: '0719876543', whatsappNumber: '0719876543', nicNumber: '901112223V', cardNumber: 'DTV-55500011' }));
  ruwan = await created('/api/agents', buildAgentInput({ firstName: 'Ruwan', lastName: 'Fernando', phoneNumber: '0702223334', whatsappNumber: '0702223334', nicNumber: '780001112V' }));
  for (const rechargeType of ['Dialog', 'Mobitel']) await created('/api/recharge/topup', { rechargeType, topUpValue: 100000, topUpCost: 96000, topUpDate: '2026-03-01' });
  // Five sales, oldest first.
  for (const [rechargeType, buyer, soldToType, soldValue, soldPrice] of [
    ['Dialog', kasun, 'customer', 100, 100],
    ['Mobitel', ruwan, 'agent', 500, 490],
    ['Dialog', nimal, 'customer', 200, 200],
    ['Dialog', kasun, 'customer', 1000, 1000],
    ['Mobitel', nimal, 'customer', 300, 300],
  ] as const) {
    sales.push(await created('/api/recharge/sale', { rechargeType, soldValue, soldPrice, soldToType, soldToId: buyer._id }));
  }
});
afterAll(() => app.close());

describe('GET /recharge/sales asked by the page', () => {
  it('answers the page, the total and the figures of the whole set, newest first', async () => {
    const response = await page({ _page: '1', _perPage: '2' });
    expect(response.statusCode, response.body).toBe(200);
    const answer: Page = response.json();
    expect(answer.data.map((sale) => sale._id)).toEqual([sales[4]._id, sales[3]._id]);
    expect(answer.total).toBe(5);
    // Profit at each provider's unit cost when sold (the demo's top-ups too); the cost, the price less it.
    const profit = sum(sales, (sale) => Number(sale.profit));
    expect(profit).toBeGreaterThan(0);
    expect(answer.summary).toEqual({ count: 5, totalSoldPrice: 2090, totalSoldValue: 2100, totalCost: sum(sales, (sale) => Number(sale.soldPrice) - Number(sale.profit)), totalProfit: profit });
    const third: Page = (await page({ _page: '3', _perPage: '2' })).json();
    expect(third.data.map((sale) => sale._id)).toEqual([sales[0]._id]);
  });

  it("gives each record as the whole list does, with its buyer; staff get no cost", async () => {
    const whole: Rec[] = (await call(app, 'GET', '/api/recharge/sales', { token: staffToken })).json();
    const answer: Page = (await page({ _page: '1', _perPage: '5' }, staffToken)).json();
    expect(answer.data.map(({ buyer, ...sale }) => sale)).toEqual(whole);
    expect(answer.summary).toEqual({ count: 5, totalSoldPrice: 2090 });
    expect(JSON.stringify(answer)).not.toMatch(/profit|soldValue|unitCost|totalCost|ByName/i);
    // The whole list stays as it was: no buyers.
    expect(whole.every((sale) => !('buyer' in sale))).toBe(true);
  });

  it("embeds each sale's buyer, customer or agent, as the console reads it", async () => {
    const answer: Page = (await page({ _page: '1', _perPage: '5' })).json();
    const byId = new Map(answer.data.map((sale) => [sale._id, sale.buyer]));
    expect(byId.get(sales[0]._id)).toEqual({
      _id: kasun._id,
      firstName: 'Kasun',
      lastName: 'Perera',
      phoneNumber: '0771234567',
      whatsappNumber: '0771234567',
      nicNumber: '881234567V',
      cardNumber: 'DTV-40211873',
      language: null,
    });
    expect(byId.get(sales[1]._id)).toEqual({
      _id: ruwan._id,
      firstName: 'Ruwan',
      lastName: 'Fernando',
      phoneNumber: '0702223334',
      whatsappNumber: '0702223334',
      nicNumber: '780001112V',
      language: null,
    });
  });

  it("searches the buyer's name, NIC, phone and card number through the index", async () => {
    expect(await ids({ q: 'kasun PER' })).toEqual([sales[3]._id, sales[0]._id]);
    expect(await ids({ q: '9876' })).toEqual([sales[4]._id, sales[2]._id]);
    expect(await ids({ q: '780001112v' })).toEqual([sales[1]._id]);
    expect(await ids({ q: 'dtv-555' })).toEqual([sales[4]._id, sales[2]._id]);
    // Two characters scan the index's text; a quote is only a character.
    expect(await ids({ q: 'ru' })).toEqual([sales[1]._id]);
    expect(await ids({ q: '"' })).toEqual([]);
    // A match never spans two fields: a name and the NIC after it.
    expect(await ids({ q: 'silva901' })).toEqual([]);
    expect(await ids({ q: 'silva 901' })).toEqual([]);
  });

  it("follows a buyer's later edits of phone, NIC and card, and a buyer no longer kept", async () => {
    const edited = await call(app, 'PUT', `/api/customers/${nimal._id}`, {
      token: ownerToken,
      body: buildCustomerInput({ firstName: 'Nimal', lastName: 'Silva', phoneNumber: '0715550000', whatsappNumber: '0715550000', nicNumber: '901112223V', cardNumber: 'DTV-77700022' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await ids({ q: '9876543' })).toEqual([]);
    expect(await ids({ q: '5550000' })).toEqual([sales[4]._id, sales[2]._id]);
    expect(await ids({ q: 'dtv-777' })).toEqual([sales[4]._id, sales[2]._id]);
    const agent = await call(app, 'PUT', `/api/agents/${ruwan._id}`, {
      token: ownerToken,
      body: buildAgentInput({ firstName: 'Ruwan', lastName: 'Fernando', phoneNumber: '0702223334', whatsappNumber: '0702223334', nicNumber: '780009999V' }),
    });
    expect(agent.statusCode, agent.body).toBe(200);
    expect(await ids({ q: '780001112' })).toEqual([]);
    expect(await ids({ q: '780009999' })).toEqual([sales[1]._id]);
    // The page's buyer is the record as it now reads.
    const answer: Page = (await page({ _page: '1', _perPage: '1', _filter: { id: [sales[2]._id] } })).json();
    expect(answer.data[0].buyer).toMatchObject({ phoneNumber: '0715550000', cardNumber: 'DTV-77700022' });
    // A buyer no longer kept: the sale is found by the name it was sold to, and carries no buyer.
    const { createdAt, updatedAt } = ruwan as Record<string, string>;
    await sql`delete from agents where id = ${ruwan._id}`.execute(app.db);
    expect(await ids({ q: '780009999' })).toEqual([]);
    expect(await ids({ q: 'ruwan' })).toEqual([sales[1]._id]);
    const gone: Page = (await page({ _page: '1', _perPage: '1', _filter: { id: [sales[1]._id] } })).json();
    expect(gone.data[0].buyer).toBeNull();
    await app.db
      .insertInto('agents')
      .values({ id: ruwan._id as string, firstName: 'Ruwan', lastName: 'Fernando', address: '', email: null, phoneNumber: '0702223334', whatsappNumber: '0702223334', nicNumber: '780009999V', createdAt, updatedAt })
      .execute();
  });

  it('filters by provider (one or several), by Colombo day and by id, and sorts', async () => {
    expect(await ids({ rechargeType: 'Mobitel' })).toEqual([sales[4]._id, sales[1]._id]);
    expect((await ids({ rechargeType: ['Mobitel', 'Dialog'] })).length).toBe(5);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
    const todays: Page = (await page({ _page: '1', _perPage: '10', _filter: { saleDate_day: today, rechargeType: 'Dialog' } })).json();
    const dialog = [sales[0], sales[2], sales[3]];
    expect(todays).toMatchObject({ total: 3, summary: { count: 3, totalSoldPrice: 1300, totalProfit: sum(dialog, (sale) => Number(sale.profit)) } });
    const before: Page = (await page({ _page: '1', _perPage: '10', _filter: { saleDate_day: '2020-01-01' } })).json();
    expect(before).toMatchObject({ data: [], total: 0, summary: { count: 0, totalSoldPrice: 0 } });
    expect((await ids({ id: [sales[0]._id, sales[3]._id] })).sort()).toEqual([sales[0]._id, sales[3]._id].sort());
    const cheapest: Page = (await page({ _page: '1', _perPage: '2', _sort: 'soldPrice', _order: 'ASC' })).json();
    expect(cheapest.data.map((sale) => sale._id)).toEqual([sales[0]._id, sales[2]._id]);
    const byProfit: Page = (await page({ _page: '1', _perPage: '1', _sort: 'profit', _order: 'DESC' })).json();
    expect(byProfit.data.map((sale) => sale._id)).toEqual([sales[3]._id]);
  });

  it('answers every matching sale, with its buyer, as a list when no page is asked (an export)', async () => {
    const response = await page({ _filter: { q: 'kasun' }, _sort: 'saleDate', _order: 'ASC' });
    expect(response.statusCode, response.body).toBe(200);
    const exported = response.json() as Rec[];
    expect(exported.map((sale) => sale._id)).toEqual([sales[0]._id, sales[3]._id]);
    expect(exported.map((sale) => (sale.buyer as Rec)._id)).toEqual([kasun._id, kasun._id]);
  });

  it('refuses what it cannot read with a 400 and the message, never a guess', async () => {
    for (const query of [
      { _page: '0' },
      { _page: '1', _filter: '{not json' },
      { _page: '1', _filter: { soldToPhone: 'x' } },
      { _page: '1', _filter: { saleDate_day: '12/03/2026' } },
      { _page: '1', _sort: 'buyer.phoneNumber' },
    ]) {
      const response = await page(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.listQueryInvalid, key: 'listQueryInvalid' });
    }
    // Staff may not order sales by what they may not see.
    for (const field of ['profit', 'soldValue', 'unitCost', 'createdByName']) expect((await page({ _page: '1', _sort: field }, staffToken)).statusCode, field).toBe(400);
  });
});

describe('the recharge search indexes (migration 0029)', () => {
  it('indexes the sales and top-ups a shop already kept, and numbers the next sale after them', async () => {
    const db = connectDatabase(IN_MEMORY);
    const before = Object.keys(migrations).filter((name) => name < '0029');
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(before[before.length - 1]);
    expect(error).toBeUndefined();
    const stamps = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', createdByName: null, updatedByName: null };
    const person = { ...stamps, address: '', email: null };
    await db.insertInto('customers').values({ ...person, id: 'c1', firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567', whatsappNumber: '0771234567', nicNumber: '881234567V', cardNumber: 'DTV-1' }).execute();
    await db.insertInto('agents').values({ ...person, id: 'a1', firstName: 'Ruwan', lastName: 'Fernando', phoneNumber: '0702223334', whatsappNumber: '0702223334', nicNumber: '780001112V' }).execute();
    const sale = (id: string, soldToType: 'customer' | 'agent', soldToId: string, soldToName: string) => ({
      id, rechargeType: 'Dialog', soldValue: 100, soldPrice: 100, soldToType, soldToId, soldToName, saleDate: '2025-02-01T00:00:00.000Z', unitCost: 0.96, profit: 4, ...stamps,
    });
    await db.insertInto('recharge_sales').values([sale('s1', 'customer', 'c1', 'Kasun Perera'), sale('s2', 'agent', 'a1', 'Ruwan Fernando')] as never).execute();
    await db.insertInto('recharge_topups').values({ ...stamps, createdByName: 'Owner Demo', id: 't1', rechargeType: 'Dialog', topUpValue: 500000, topUpCost: 482550, topUpDate: '2025-01-01T00:00:00.000Z' } as never).execute();
    await migrateToLatest(db);
    const topUps = await sql<{ searchKey: number; text: string }>`select t.searchKey, x.text from recharge_topups t join recharge_topups_search x on x.rowid = t.searchKey`.execute(db);
    expect(topUps.rows).toEqual([{ searchKey: 1, text: 'dialog\u001fowner demo\u001f\u001f5000\u001f4825.5' }]);
    const texts = await sql<{ id: string; searchKey: number; text: string }>`select s.id, s.searchKey, x.text from recharge_sales s join recharge_sales_search x on x.rowid = s.searchKey order by s.searchKey`.execute(db);
    expect(texts.rows).toEqual([
      { id: 's1', searchKey: 1, text: 'kasun perera\u001f881234567v\u001f0771234567\u001fdtv-1' },
      { id: 's2', searchKey: 2, text: 'ruwan fernando\u001f780001112v\u001f0702223334' },
    ]);
    await db.insertInto('recharge_sales').values(sale('s3', 'customer', 'c1', 'Kasun Perera') as never).execute();
    const found = await sql<{ id: string; searchKey: number }>`select id, searchKey from recharge_sales where searchKey in (select rowid from recharge_sales_search where recharge_sales_search match '"4567"') order by searchKey`.execute(db);
    expect(found.rows).toEqual([
      { id: 's1', searchKey: 1 },
      { id: 's3', searchKey: 3 },
    ]);
    await db.destroy();
  });
});
