import type { FastifyInstance } from 'fastify';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import { connectDatabase, IN_MEMORY } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { buildTestApp, call, listWords, loginAs, postCreated } from '../test/helpers';

type Rec = Record<string, unknown> & { _id: string };
type Page = { data: Rec[]; total: number; summary: Record<string, number> };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let rent: Rec;
let transport: Rec;
const expenses: Rec[] = [];
const colomboDay = (days: number) => shopDay(new Date(Date.now() + days * 86_400_000));

const created = (path: string, body: unknown) => postCreated<Rec>(app, ownerToken, path, body);

/** The expenses list asked by the page, as the console asks it. */
async function page(query: Record<string, unknown>, token = ownerToken) {
  const search = listWords(query);
  return call(app, 'GET', `/api/expenses?${search}`, { token });
}
const answer = async (query: Record<string, unknown>, token = ownerToken): Promise<Page> => {
  const response = await page(query, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const ids = async (filter: Record<string, unknown>, more: Record<string, unknown> = {}) =>
  (await answer({ _page: '1', _perPage: '20', _filter: filter, ...more })).data.map((expense) => expense._id);

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  // Only this test's expenses: the demo's go (their search rows with them, by the index's trigger).
  await app.db.deleteFrom('expenses').execute();
  // …and the demo's day closes (it closes every day up to yesterday), so the last days take back-dated expenses.
  await app.db.deleteFrom('day_closes').execute();
  rent = await created('/api/expense-categories', { name: 'Shop Rent Paged' });
  transport = await created('/api/expense-categories', { name: 'Transport Paged' });
  // Four expenses over three Colombo days, oldest first.
  for (const [category, amount, description, days, paidBy] of [
    [rent, 45000, 'Rent for the month', -3, 'bank'],
    [transport, 650, 'Three-wheeler to the wholesaler', -2, 'cash'],
    [transport, 1200.5, 'Courier of a repaired phone', -2, 'card'],
    [rent, 2500, 'Shop sign repair', -1, 'cash'],
  ] as const) {
    expenses.push(await created('/api/expenses', { categoryId: category._id, amount, description, expenseDate: colomboDay(days), paidBy }));
  }
});
afterAll(() => app.close());

describe('GET /expenses asked by the page', () => {
  it('answers the page, the total and the figures of the whole set, newest day first', async () => {
    const first = await answer({ _page: '1', _perPage: '2' });
    expect(first.data.map((expense) => expense._id)).toEqual([expenses[3]._id, expenses[2]._id]);
    expect(first.total).toBe(4);
    expect(first.summary).toEqual({ filteredTotal: 49350.5, globalTotal: 49350.5, count: 4 });
    const second = await answer({ _page: '2', _perPage: '2' });
    expect(second.data.map((expense) => expense._id)).toEqual([expenses[1]._id, expenses[0]._id]);
  });

  it('gives each record exactly as the whole list does, staff without who recorded it', async () => {
    for (const token of [ownerToken, staffToken]) {
      const whole: Rec[] = (await call(app, 'GET', '/api/expenses', { token })).json();
      expect((await answer({ _page: '1', _perPage: '10' }, token)).data).toEqual(whole);
    }
    const staff = await answer({ _page: '1', _perPage: '10' }, staffToken);
    expect(staff.data[0].categoryId).toEqual({ _id: rent._id, name: 'Shop Rent Paged' });
    expect(JSON.stringify(staff)).not.toMatch(/ByName/);
    // No expense field is a cost: staff read the same figures.
    expect(staff.summary).toEqual({ filteredTotal: 49350.5, globalTotal: 49350.5, count: 4 });
    // Nor may they order by a name they may not see.
    expect((await page({ _page: '1', _sort: 'createdByName' }, staffToken)).statusCode).toBe(400);
    expect((await page({ _page: '1', _sort: 'createdByName' })).statusCode).toBe(200);
  });

  it('filters by category (its id), how it was paid, one Colombo day and a range of days; the global total stays whole', async () => {
    expect(await ids({ categoryId: transport._id })).toEqual([expenses[2]._id, expenses[1]._id]);
    expect(await ids({ paidBy: 'cash' })).toEqual([expenses[3]._id, expenses[1]._id]);
    expect(await ids({ expenseDate: colomboDay(-2) })).toEqual([expenses[2]._id, expenses[1]._id]);
    expect(await ids({ expenseDate_day: colomboDay(-2) })).toEqual([expenses[2]._id, expenses[1]._id]);
    expect(await ids({ expenseDate_from: colomboDay(-2), expenseDate_to: colomboDay(-2) })).toEqual([expenses[2]._id, expenses[1]._id]);
    expect(await ids({ expenseDate_from: colomboDay(-2) })).toEqual([expenses[3]._id, expenses[2]._id, expenses[1]._id]);
    expect(await ids({ expenseDate_to: colomboDay(-3) })).toEqual([expenses[0]._id]);
    const rentCash = await answer({ _page: '1', _perPage: '10', _filter: { categoryId: rent._id, paidBy: 'cash' } });
    expect(rentCash.summary).toEqual({ filteredTotal: 2500, globalTotal: 49350.5, count: 1 });
    const none = await answer({ _page: '1', _perPage: '10', _filter: { expenseDate_day: '2020-01-01' } });
    expect(none).toEqual({ data: [], total: 0, summary: { filteredTotal: 0, globalTotal: 49350.5, count: 0 } });
  });

  it('searches descriptions and category names through the index, a rename included', async () => {
    expect(await ids({ q: 'WHEELER' })).toEqual([expenses[1]._id]);
    expect(await ids({ q: 'transport paged' })).toEqual([expenses[2]._id, expenses[1]._id]);
    // Two characters scan the index's text; a quote is only a character.
    expect(await ids({ q: 'ai' })).toEqual([expenses[3]._id, expenses[2]._id]);
    expect(await ids({ q: '"' })).toEqual([]);
    // A match never spans the description and the category.
    expect(await ids({ q: 'repairshop' })).toEqual([]);
    // A category renamed: its expenses are found by the new name, no longer by the old.
    const renamed = await call(app, 'PUT', `/api/expense-categories/${transport._id}`, { token: ownerToken, body: { name: 'Deliveries' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await ids({ q: 'deliver' })).toEqual([expenses[2]._id, expenses[1]._id]);
    expect(await ids({ q: 'transport' })).toEqual([]);
    // An edited description is searched as edited.
    const edited = await call(app, 'PUT', `/api/expenses/${expenses[0]._id}`, {
      token: ownerToken,
      body: { categoryId: rent._id, amount: 45000, description: 'Landlord, March', expenseDate: colomboDay(-3), paidBy: 'bank' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await ids({ q: 'landlord' })).toEqual([expenses[0]._id]);
    expect(await ids({ q: 'rent for' })).toEqual([]);
    await call(app, 'PUT', `/api/expense-categories/${transport._id}`, { token: ownerToken, body: { name: 'Transport Paged' } });
  });

  it('sorts by amount and by category name, and sums the filtered set', async () => {
    const byAmount = await answer({ _page: '1', _perPage: '10', _sort: 'amount', _order: 'ASC', _filter: { q: 'paged' } });
    expect(byAmount.data.map((expense) => expense._id)).toEqual([expenses[1]._id, expenses[2]._id, expenses[3]._id, expenses[0]._id]);
    expect(await ids({}, { _sort: 'categoryId.name', _order: 'DESC' })).toEqual([expenses[2]._id, expenses[1]._id, expenses[3]._id, expenses[0]._id]);
    const searched = await answer({ _page: '1', _perPage: '10', _filter: { q: 'courier' } });
    expect(searched.summary).toEqual({ filteredTotal: 1200.5, globalTotal: 49350.5, count: 1 });
  });

  it('finds expenses by id, as getMany asks', async () => {
    expect((await ids({ id: [expenses[0]._id, expenses[3]._id] })).sort()).toEqual([expenses[0]._id, expenses[3]._id].sort());
  });

  it('answers every matching expense as a list when no page is asked (an export)', async () => {
    const response = await page({ _filter: { categoryId: rent._id }, _sort: 'expenseDate', _order: 'ASC' });
    expect(response.statusCode, response.body).toBe(200);
    const exported = response.json() as Rec[];
    expect(exported.map((expense) => expense._id)).toEqual([expenses[0]._id, expenses[3]._id]);
    expect(exported[0].categoryId).toEqual({ _id: rent._id, name: 'Shop Rent Paged' });
  });

  it('refuses what it cannot read with a 400 and the message, never a guess', async () => {
    for (const query of [
      { _page: '0' },
      { _page: '1', _filter: { unknownField: 'x' } },
      { _page: '1', _filter: { expenseDate_day: '12/03/2026' } },
      { _page: '1', _sort: 'description' },
      { _page: '1', _sort: 'amount', _order: 'UP' },
    ]) {
      const response = await page(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.listQueryInvalid, key: 'listQueryInvalid' });
    }
  });
});

describe('the expenses search index (migration 0030)', () => {
  it('indexes the expenses a shop already kept, and keys new ones after them', async () => {
    const db = connectDatabase(IN_MEMORY);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0027_bills_list')).error).toBeUndefined();
      const stamps = { createdAt: '2026-03-01T04:30:00.000Z', updatedAt: '2026-03-01T04:30:00.000Z', createdByName: 'Owner', updatedByName: null };
      await db.insertInto('expense_categories').values({ id: 'c1', name: 'Generator Fuel', nameKey: 'generator fuel', ...stamps }).execute();
      await db
        .insertInto('expenses')
        .values([
          { id: 'e1', categoryId: 'c1', amount: 150000, description: 'Diesel for the generator', expenseDate: '2026-03-01', ...stamps },
          { id: 'e2', categoryId: 'c1', amount: 5000, description: 'Oil change', expenseDate: '2026-03-02', ...stamps },
        ] as never)
        .execute();
      await migrateToLatest(db);

      const found = async (text: string) =>
        (await sql<{ id: string }>`select id from expenses where searchKey in (select rowid from expenses_search where expenses_search match ${`"${text}"`}) order by id`.execute(db)).rows.map((row) => row.id);
      expect(await found('diesel')).toEqual(['e1']);
      expect(await found('generator fuel')).toEqual(['e1', 'e2']);
      await db.insertInto('expenses').values({ id: 'e3', categoryId: 'c1', amount: 100, description: 'Funnel', expenseDate: '2026-03-03', ...stamps }).execute();
      const keys = await db.selectFrom('expenses').select(['id', 'searchKey']).orderBy('id').execute();
      expect(new Set(keys.map((row) => row.searchKey)).size).toBe(3);
      expect(keys[2].searchKey).toBeGreaterThan(Math.max(keys[0].searchKey, keys[1].searchKey));
      expect(await found('funnel')).toEqual(['e3']);
      await db.deleteFrom('expenses').where('id', '=', 'e1').execute();
      expect(await found('generator')).toEqual(['e2', 'e3']);
      expect((await sql<{ n: number }>`select count(*) as n from expenses_search`.execute(db)).rows[0].n).toBe(2);
    } finally {
      await db.destroy();
    }
  });
});
