import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { connectDatabase, IN_MEMORY } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { searchIndex } from '../paging/search';
import { buildCustomerInput, buildTestApp, call, listWords, loginAs, postCreated } from '../test/helpers';

type Rec = Record<string, unknown> & { _id: string };
type Page = { data: Rec[]; total: number; summary: Record<string, number> };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
const bills: Rec[] = [];
let charger: Rec;
const productOf = (_bill: Rec) => charger._id;

const created = (path: string, body: unknown) => postCreated<Rec>(app, ownerToken, path, body);

/** The bills list asked by the page, as the console asks it. */
async function page(query: Record<string, unknown>, token = ownerToken) {
  const search = listWords(query);
  return call(app, 'GET', `/api/bills?${search}`, { token });
}

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  // Only this test's bills: the demo's go (their search rows with them, by the index's trigger).
  await app.db.deleteFrom('bill_returns').execute();
  await app.db.deleteFrom('bills').execute();
  const kasun = await created('/api/customers', buildCustomerInput({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567' }));
  const nimal = await created('/api/customers', buildCustomerInput({ firstName: 'Nimal', lastName: 'Silva', phoneNumber: '0719876543' }));
  const cable = await created('/api/products', { name: 'HDMI Cable', quantity: 100, buyingPrice: 400, sellingPrice: 750 });
  charger = await created('/api/products', { name: 'Samsung Charger', quantity: 100, buyingPrice: 1500, sellingPrice: 2500 });
  // Five bills: Kasun's cable ×1, ×2, ×3 and Nimal's charger ×1, ×2, newest last.
  for (const [customer, product, quantity] of [
    [kasun, cable, 1],
    [nimal, charger, 1],
    [kasun, cable, 2],
    [nimal, charger, 2],
    [kasun, cable, 3],
  ] as const) {
    bills.push(await created('/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity, billedPrice: product.sellingPrice }] }));
  }
});
afterAll(() => app.close());

/** A bill's columns but its id and number, quoted (camelCase names), for copies made in SQL. */
const COPIED_COLUMNS = ['customerId', 'customerFirstName', 'customerLastName', 'customerCardNumber', 'customerPhoneNumber', 'customerWhatsappNumber', 'customerNicNumber', 'customerEmail', 'lines', 'totalAmount', 'profit', 'belowCost', 'createdAt', 'updatedAt'];
const COPIED = sql.join(COPIED_COLUMNS.map((column) => sql.ref(column)));
/** The same columns as a copy reads them, some of them replaced. */
const copiedAs = (replaced: Record<string, RawBuilder<unknown>>) => sql.join(COPIED_COLUMNS.map((column) => replaced[column] ?? sql.ref(column)));

describe('GET /bills asked by the page', () => {
  it('answers the page, the total and the figures of the whole set, newest first', async () => {
    const response = await page({ _page: '1', _perPage: '2' });
    expect(response.statusCode, response.body).toBe(200);
    const answer: Page = response.json();
    expect(answer.data.map((bill) => bill._id)).toEqual([bills[4]._id, bills[3]._id]);
    expect(answer.total).toBe(5);
    // 750×6 + 2500×3 = 12,000; profit 350×6 + 1000×3 = 5,100.
    expect(answer.summary).toEqual({ count: 5, totalSales: 12000, totalProfit: 5100 });
    const second: Page = (await page({ _page: '3', _perPage: '2' })).json();
    expect(second.data.map((bill) => bill._id)).toEqual([bills[0]._id]);
  });

  it('counts again after a write: the figures kept for a filter last until the database changes', async () => {
    const before: Page = (await page({ _page: '1', _perPage: '1', _filter: { q: 'nimal' } })).json();
    const extra = await created('/api/bills', { customerId: bills[1].customerId, products: (bills[1].products as Rec[]).map(() => ({ productId: productOf(bills[1]), quantity: 1, billedPrice: 2500 })) });
    const after: Page = (await page({ _page: '1', _perPage: '1', _filter: { q: 'nimal' } })).json();
    expect(after.total).toBe(before.total + 1);
    expect(after.summary.totalSales).toBe(before.summary.totalSales + 2500);
    expect(after.data[0]._id).toBe(extra._id);
    await call(app, 'DELETE', `/api/bills/${extra._id}`, { token: ownerToken });
    expect(((await page({ _page: '1', _perPage: '1', _filter: { q: 'nimal' } })).json() as Page).total).toBe(before.total);
  });

  it('gives each record exactly as the whole list does', async () => {
    const whole: Rec[] = (await call(app, 'GET', '/api/bills', { token: staffToken })).json();
    const answer: Page = (await page({ _page: '1', _perPage: '5' }, staffToken)).json();
    expect(answer.data).toEqual(whole);
    // Staff never see profit, in the records or the figures.
    expect(answer.summary).toEqual({ count: 5, totalSales: 12000 });
    expect(JSON.stringify(answer)).not.toMatch(/profit/i);
  });

  it('searches names, phone numbers, products and bill numbers through the index', async () => {
    const ids = async (q: string) => ((await page({ _page: '1', _perPage: '10', _filter: { q } })).json() as Page).data.map((bill) => bill._id);
    expect(await ids('kasun PER')).toEqual([bills[4]._id, bills[2]._id, bills[0]._id]);
    expect(await ids('9876')).toEqual([bills[3]._id, bills[1]._id]);
    expect(await ids('charger')).toEqual([bills[3]._id, bills[1]._id]);
    expect(await ids(`B-${String(bills[2].number).padStart(6, '0')}`)).toEqual([bills[2]._id]);
    // Two characters scan the index's text; a quote is only a character.
    expect(await ids('ka')).toEqual([bills[4]._id, bills[2]._id, bills[0]._id]);
    expect(await ids('"')).toEqual([]);
    // A match never spans two fields: a last name and the phone number after it.
    expect(await ids('silva0719')).toEqual([]);
    expect(await ids('silva 0719')).toEqual([]);
  });

  it('sums the filtered set and sorts by the net amount', async () => {
    const answer: Page = (await page({ _page: '1', _perPage: '10', _filter: { q: 'silva' }, _sort: 'netAmount', _order: 'ASC' })).json();
    expect(answer.data.map((bill) => bill._id)).toEqual([bills[1]._id, bills[3]._id]);
    expect(answer.summary).toEqual({ count: 2, totalSales: 7500, totalProfit: 3000 });
  });

  it("finds a bill by its credit notes' numbers, until the return is gone", async () => {
    const ids = async (q: string) => ((await page({ _page: '1', _perPage: '10', _filter: { q } })).json() as Page).data.map((bill) => bill._id);
    const back = await call(app, 'POST', `/api/bills/${bills[1]._id}/returns`, { token: ownerToken, body: { lines: [{ productId: charger._id, quantity: 1 }], refund: { method: 'cash' } } });
    expect(back.statusCode, back.body).toBe(201);
    const note = `CN-${String(back.json().returns[0].number).padStart(6, '0')}`;
    expect(await ids(note)).toEqual([bills[1]._id]);
    expect(await ids(note.toLowerCase())).toEqual([bills[1]._id]);
    // The bill is still found by everything else it was found by.
    expect(await ids(`B-${String(bills[1].number).padStart(6, '0')}`)).toEqual([bills[1]._id]);
    expect(await ids('nimal')).toEqual([bills[3]._id, bills[1]._id]);
    await app.db.deleteFrom('bill_returns').execute();
    expect(await ids(note)).toEqual([]);
  });

  it('sums the filtered set net of its returns, and only of its own', async () => {
    const figures = async (q: string) => ((await page({ _page: '1', _perPage: '1', _filter: { q } })).json() as Page).summary;
    const before = { nimal: await figures('nimal'), kasun: await figures('kasun') };
    // One of Nimal's two chargers (sold at 2,500, bought at 1,500) comes back.
    const back = await call(app, 'POST', `/api/bills/${bills[3]._id}/returns`, { token: ownerToken, body: { lines: [{ productId: charger._id, quantity: 1 }], refund: { method: 'cash' } } });
    expect(back.statusCode, back.body).toBe(201);
    expect(await figures('nimal')).toEqual({ ...before.nimal, totalSales: before.nimal.totalSales - 2500, totalProfit: before.nimal.totalProfit - 1000 });
    expect(await figures('kasun')).toEqual(before.kasun);
    // Staff's figures are net too, and still without profit.
    const staffs: Page = (await page({ _page: '1', _perPage: '1', _filter: { q: 'nimal' } }, staffToken)).json();
    expect(staffs.summary).toEqual({ count: before.nimal.count, totalSales: before.nimal.totalSales - 2500 });
    await app.db.deleteFrom('bill_returns').execute();
  });

  it("filters by a Colombo day: today's bills, none the day before", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
    const todays: Page = (await page({ _page: '1', _perPage: '10', _filter: { createdAt_day: today } })).json();
    expect(todays.total).toBe(5);
    const before: Page = (await page({ _page: '1', _perPage: '10', _filter: { createdAt_day: '2020-01-01' } })).json();
    expect(before).toMatchObject({ data: [], total: 0, summary: { count: 0, totalSales: 0 } });
  });

  it('finds bills by id, as getMany asks', async () => {
    const answer: Page = (await page({ _page: '1', _perPage: '2', _filter: { id: [bills[0]._id, bills[3]._id] } })).json();
    expect(answer.data.map((bill) => bill._id).sort()).toEqual([bills[0]._id, bills[3]._id].sort());
  });

  it('answers every matching bill as a list when no page is asked (an export)', async () => {
    const response = await page({ _filter: { q: 'kasun' }, _sort: 'createdAt', _order: 'ASC' });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Rec[]).map((bill) => bill._id)).toEqual([bills[0]._id, bills[2]._id, bills[4]._id]);
  });

  it('streams an export of more rows than the stream reads at once', async () => {
    const many = await buildTestApp();
    const token = await loginAs(many, 'owner');
    const before = (await call(many, 'GET', '/api/bills', { token })).json() as Rec[];
    // 1,200 more bills, copies of the demo's first with new ids and numbers.
    await sql`insert into bills (id, ${COPIED}, number)
      select 'copy' || (100000 + n.value), ${COPIED}, 100000 + n.value
      from (select * from bills limit 1) as b, (with recursive n(value) as (select 1 union all select value + 1 from n where value < 1200) select value from n) as n`.execute(many.db);
    const response = await call(many, 'GET', `/api/bills?_sort=createdAt&_order=DESC&_filter=${encodeURIComponent('{}')}`, { token });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect((response.json() as Rec[]).length).toBe(before.length + 1200);
    await many.close();
  });

  it('leaves a bill written without a number out of the search, so the numbered ones stay found', async () => {
    const other = await buildTestApp();
    const token = await loginAs(other, 'owner');
    await sql`insert into bills (id, ${COPIED}, number)
      select 'unnumbered', ${copiedAs({ customerFirstName: sql`'Unnumbered'` })}, null from bills limit 1`.execute(other.db);
    const [first] = (await call(other, 'GET', '/api/bills', { token })).json() as Rec[];
    const search = async (q: string) =>
      ((await call(other, 'GET', `/api/bills?_page=1&_perPage=50&_filter=${encodeURIComponent(JSON.stringify({ q }))}`, { token })).json() as Page).data.map((bill) => bill._id);
    expect(await search('unnumbered')).toEqual([]);
    expect(await search(`b-${String(first.number).padStart(6, '0')}`)).toEqual([first._id]);
    // The next bill takes the next number; had the unnumbered one taken that key in the index, this would fail.
    const line = (first.products as Rec[])[0];
    const product = ((await call(other, 'GET', '/api/products', { token })).json() as Rec[]).find((item) => item.name === line.name)!;
    const next = await call(other, 'POST', '/api/bills', { token, body: { customerId: first.customerId, products: [{ productId: product._id, quantity: 1, billedPrice: product.sellingPrice }] } });
    expect(next.statusCode, next.body).toBe(201);
    expect(await search(`b-${String(next.json().number).padStart(6, '0')}`)).toEqual([next.json()._id]);
    await other.close();
  });

  // SQLite's planner, told which side leads (search.ts); PostgreSQL's counts the matches itself,
  // so this is asked of a SQLite database whichever engine the suite runs on.
  it("reads a day's bills through their day's index and tests each against the search, rather than every bill with the name", async () => {
    const db = connectDatabase(IN_MEMORY);
    await migrateToLatest(db);
    const plan = async (rowsLead: boolean) =>
      (
        await sql<{ detail: string }>`explain query plan select * from bills where ${searchIndex(db, 'bills_search', sql`bills.number`, 'kasun', rowsLead)}
          and bills.createdAt >= '2026-03-11T18:30:00.000Z' and bills.createdAt < '2026-03-12T18:30:00.000Z' order by createdAt desc, rowid desc limit 10`.execute(db)
      ).rows.map((row) => row.detail).join(' / ');
    expect(await plan(true)).toMatch(/SEARCH bills USING INDEX bills_newest/);
    expect(await plan(true)).not.toMatch(/TEMP B-TREE/);
    expect(await plan(false)).toMatch(/bills_number/);
    await db.destroy();
  });

  it('refuses what it cannot read with a 400 and the message, never a guess', async () => {
    for (const query of [
      { _page: '0' },
      { _page: '1', _perPage: '5000' },
      { _page: '1', _filter: '{not json' },
      { _page: '1', _filter: { unknownField: 'x' } },
      { _page: '1', _filter: { createdAt_day: '12/03/2026' } },
      { _page: '1', _sort: 'customer.phoneNumber' },
      { _page: '1', _sort: 'createdAt', _order: 'UP' },
    ]) {
      const response = await page(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.listQueryInvalid, key: 'listQueryInvalid' });
    }
    // Staff may not order bills by profit (it would tell the order of what they may not see).
    expect((await page({ _page: '1', _sort: 'netProfit' }, staffToken)).statusCode).toBe(400);
  });
});
