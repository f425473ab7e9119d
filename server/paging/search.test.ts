import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, IN_MEMORY } from '../db/connect';
import { insertCustomer } from '../db/customers';
import { migrateToLatest } from '../db/migrate';
import { buildCustomerInput, buildTestApp, call, listWords, loginAs } from '../test/helpers';
import { COMMON_SEARCH_MATCHES, isCommonSearch, searchIndex } from './search';

type Rec = Record<string, unknown> & { _id: string };
type Page = { data: Rec[]; total: number };

// SQLite's planner, told which side leads; asked of a SQLite database whichever engine the suite runs on.
describe('a common search (search.ts)', () => {
  it('is one whose matches reach COMMON_SEARCH_MATCHES, counted through the index up to that number', async () => {
    const db = connectDatabase(IN_MEMORY);
    await migrateToLatest(db);
    let rowid = 100_000;
    const index = async (rows: number, text: string) => {
      for (let row = 0; row < rows; row++) await sql`insert into customers_search (rowid, text) values (${rowid++}, ${text})`.execute(db);
    };
    await index(COMMON_SEARCH_MATCHES - 1, 'zorvath pellanor 0791234567');
    expect(await isCommonSearch(db, 'customers_search', 'zorvath')).toBe(false);
    expect(await isCommonSearch(db, 'customers_search', 'zo')).toBe(false);
    await index(1, 'zorvath quill 0770000000');
    expect(await isCommonSearch(db, 'customers_search', 'zorvath')).toBe(true);
    // Short text is read through the text itself, as the search reads it.
    expect(await isCommonSearch(db, 'customers_search', 'zo')).toBe(true);
    expect(await isCommonSearch(db, 'customers_search', 'pellanor')).toBe(false);
    await db.destroy();
  });

  it("walks the list's own order when told the rows lead, and stops at the page", async () => {
    const db = connectDatabase(IN_MEMORY);
    await migrateToLatest(db);
    const plan = async (rowsLead: boolean) =>
      (
        await sql<{ detail: string }>`explain query plan select * from customers
          where ${searchIndex(db, 'customers_search', sql`customers.searchKey`, '071', rowsLead)} order by createdAt desc, rowid desc limit 25`.execute(db)
      ).rows
        .map((row) => row.detail)
        .join(' / ');
    expect(await plan(true)).toMatch(/SCAN customers USING INDEX customers_created_at/);
    expect(await plan(true)).not.toMatch(/TEMP B-TREE/);
    expect(await plan(false)).toMatch(/TEMP B-TREE FOR ORDER BY/);
    await db.destroy();
  });
});

describe('GET /customers, a search most customers match', () => {
  let app: FastifyInstance;
  let token: string;
  const many = COMMON_SEARCH_MATCHES + 40;

  beforeAll(async () => {
    app = await buildTestApp();
    token = await loginAs(app, 'owner');
    // Written in one transaction, a minute apart, so the order by creation is known.
    const start = Date.parse('2026-01-05T04:00:00.000Z');
    await app.db.transaction().execute(async (trx) => {
      for (let row = 0; row < many; row++) {
        const input = buildCustomerInput({ firstName: 'Orvanne', lastName: `Telk${row}`, phoneNumber: `078${String(row).padStart(7, '0')}`, email: null, cardNumber: `OT-${row}` });
        await insertCustomer(trx, input as never, 'Owner', new Date(start + row * 60_000));
      }
    });
  });
  afterAll(() => app.close());

  const page = async (query: Record<string, unknown>) => {
    const response = await call(app, 'GET', `/api/customers?${listWords(query)}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };

  it('answers the same page and total as the whole list searched, in either order', async () => {
    const whole: Rec[] = (await call(app, 'GET', '/api/customers', { token })).json();
    const matching = whole.filter((record) => String(record.firstName) === 'Orvanne');
    expect(matching).toHaveLength(many);
    // Newest first: the page walks the creation order and stops; the total counts every match.
    const first = await page({ _page: '1', _perPage: '25', _sort: 'createdAt', _order: 'DESC', _filter: { q: 'orvanne' } });
    expect(first.total).toBe(many);
    expect(first.data.map((record) => record.lastName)).toEqual(Array.from({ length: 25 }, (_, index) => `Telk${many - 1 - index}`));
    const later = await page({ _page: '3', _perPage: '25', _sort: 'createdAt', _order: 'DESC', _filter: { q: 'orvanne' } });
    expect(later.data.map((record) => record.lastName)).toEqual(Array.from({ length: 25 }, (_, index) => `Telk${many - 51 - index}`));
    // By card number, ascending (ignoring case, as the list sorts text): the order of the text itself.
    const byCard = await page({ _page: '1', _perPage: '10', _sort: 'cardNumber', _order: 'ASC', _filter: { q: 'orvanne' } });
    const card = (record: Rec) => String(record.cardNumber).toLowerCase();
    const expected = [...matching].sort((a, b) => (card(a) < card(b) ? -1 : card(a) > card(b) ? 1 : 0)).slice(0, 10);
    expect(byCard.data.map((record) => record.cardNumber)).toEqual(expected.map((record) => record.cardNumber));
    expect(byCard.total).toBe(many);
    // A rare search among them still finds its one record.
    const one = await page({ _page: '1', _perPage: '25', _filter: { q: '0780000007' } });
    expect(one.data.map((record) => record.lastName)).toEqual(['Telk7']);
    expect(one.total).toBe(1);
  });
});
