import type { FastifyInstance } from 'fastify';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { WALK_IN_CUSTOMER_ID } from '../../src/domain/walkIn';
import { connectDatabase, IN_MEMORY } from '../db/connect';
import { insertAgent } from '../db/agents';
import { insertCustomer } from '../db/customers';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { searchIndex } from '../paging/search';
import { buildAgentInput, buildCustomerInput, buildTestApp, call, listWords, loginAs, postCreated } from '../test/helpers';

type Rec = Record<string, unknown> & { _id: string };
type Page = { data: Rec[]; total: number; summary: Record<string, number> };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
const customers: Rec[] = [];
let agent: Rec;

const created = (path: string, body: unknown) => postCreated<Rec>(app, ownerToken, path, body);

/** A list asked by the page, as the console asks it. */
async function page(path: string, query: Record<string, unknown>, token = ownerToken) {
  const search = listWords(query);
  return call(app, 'GET', `/api/${path}?${search}`, { token });
}
const ids = async (path: string, query: Record<string, unknown>, token = ownerToken) => {
  const response = await page(path, { _page: '1', _perPage: '100', ...query }, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Page).data.map((record) => record._id);
};
const found = (q: string) => ids('customers', { _filter: { q } });

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  // Three customers beside the demo's, newest last; names no demo customer has.
  customers.push(await created('/api/customers', buildCustomerInput({ firstName: 'Zanthe', lastName: 'Qorvalu', phoneNumber: '0791112223', cardNumber: 'ZX-7781', email: null })));
  customers.push(await created('/api/customers', buildCustomerInput({ firstName: 'xandru', lastName: 'Qorvalu', nicNumber: '199912345678' })));
  customers.push(await created('/api/customers', buildCustomerInput({ firstName: 'Ylva', lastName: 'Brennick', address: 'Qorvalu Lane, Kandy' })));
  agent = await created('/api/agents', buildAgentInput({ firstName: 'Quillon', lastName: 'Marsh', phoneNumber: '0795550001' }));
});
afterAll(() => app.close());

describe('GET /customers asked by the page', () => {
  it('answers the page and the total of the whole list, newest first, without the walk-in customer', async () => {
    const whole: Rec[] = (await call(app, 'GET', '/api/customers', { token: ownerToken })).json();
    const response = await page('customers', { _page: '1', _perPage: '2' });
    expect(response.statusCode, response.body).toBe(200);
    const answer: Page = response.json();
    expect(answer).toEqual({ data: whole.slice(0, 2), total: whole.length, summary: {} });
    expect(answer.data.map((record) => record._id)).toEqual([customers[2]._id, customers[1]._id]);
    const last: Page = (await page('customers', { _page: String(Math.ceil(whole.length / 2)), _perPage: '2' })).json();
    expect(last.data.at(-1)).toEqual(whole.at(-1));
    expect(whole.some((record) => record._id === WALK_IN_CUSTOMER_ID)).toBe(false);
  });

  it('gives staff each record as their whole list does: no by-names, nor ordering by them', async () => {
    const whole: Rec[] = (await call(app, 'GET', '/api/customers', { token: staffToken })).json();
    const answer: Page = (await page('customers', { _page: '1', _perPage: '1000' }, staffToken)).json();
    expect(answer.data).toEqual(whole);
    expect(JSON.stringify(answer)).not.toMatch(/ByName/);
    expect((await page('customers', { _page: '1', _sort: 'createdByName' }, staffToken)).statusCode).toBe(400);
    expect((await page('customers', { _page: '1', _sort: 'createdByName' })).statusCode).toBe(200);
  });

  it('searches names, phone, NIC, card number, email and address through the index', async () => {
    expect(await found('qorvalu')).toEqual([customers[2]._id, customers[1]._id, customers[0]._id]);
    expect(await found('ZANTHE QOR')).toEqual([customers[0]._id]);
    expect(await found('111222')).toEqual([customers[0]._id]);
    expect(await found('zx-77')).toEqual([customers[0]._id]);
    expect(await found('9991234567')).toEqual([customers[1]._id]);
    expect(await found('lane, kandy')).toEqual([customers[2]._id]);
    // Two characters scan the index's text; a quote is only a character.
    expect(await found('xa')).toContain(customers[1]._id);
    expect(await found('"')).toEqual([]);
    // A match never spans two fields: a last name and the phone number after it.
    expect(await found('qorvalu0791')).toEqual([]);
    // Never the walk-in customer, even by its name.
    expect(await found('walk-in')).toEqual([]);
  });

  it('keeps the index in step with an edit and a delete', async () => {
    const [first] = customers;
    const { _id, createdAt, updatedAt, createdByName, updatedByName, ...fields } = first;
    const edited = await call(app, 'PUT', `/api/customers/${_id}`, { token: ownerToken, body: { ...fields, email: '', lastName: 'Ostrander' }, headers: { 'if-match': `"v-${updatedAt}"` } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await found('zanthe ostr')).toEqual([_id]);
    expect(await found('zanthe qorvalu')).toEqual([]);
    const extra = await created('/api/customers', buildCustomerInput({ firstName: 'Temporary', lastName: 'Vexmoor' }));
    expect(await found('vexmoor')).toEqual([extra._id]);
    const removed = await call(app, 'DELETE', `/api/customers/${extra._id}`, { token: ownerToken, headers: { 'if-match': `"v-${extra.updatedAt}"` } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await found('vexmoor')).toEqual([]);
    // Put back as it was, for the other tests.
    const back = await call(app, 'PUT', `/api/customers/${_id}`, { token: ownerToken, body: { ...fields, email: '' }, headers: { 'if-match': `"v-${edited.json().updatedAt}"` } });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('sorts names ignoring case, and by the card number', async () => {
    const filter = { q: 'qorvalu' };
    expect(await ids('customers', { _filter: filter, _sort: 'firstName', _order: 'ASC' })).toEqual([customers[1]._id, customers[2]._id, customers[0]._id]);
    expect(await ids('customers', { _filter: filter, _sort: 'firstName', _order: 'DESC' })).toEqual([customers[0]._id, customers[2]._id, customers[1]._id]);
    const byCard: Page = (await page('customers', { _page: '1', _perPage: '1', _filter: filter, _sort: 'cardNumber', _order: 'DESC' })).json();
    expect(byCard).toMatchObject({ data: [{ _id: customers[0]._id }], total: 3 });
  });

  it("filters by a Colombo day: today's customers, none the day before", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
    expect(await ids('customers', { _filter: { q: 'qorvalu', createdAt_day: today } })).toHaveLength(3);
    expect(await ids('customers', { _filter: { createdAt_day: '2020-01-01' } })).toEqual([]);
  });

  it('finds customers by id, as getMany asks, but never the walk-in customer (its own route serves it)', async () => {
    const asked = { _page: '1', _perPage: '3', _filter: { id: [customers[0]._id, customers[2]._id, WALK_IN_CUSTOMER_ID] } };
    expect((await ids('customers', asked)).sort()).toEqual([customers[0]._id, customers[2]._id].sort());
    expect(await ids('customers', { _filter: { id: customers[1]._id } })).toEqual([customers[1]._id]);
  });

  it('answers every matching customer as a list when no page is asked (an export)', async () => {
    const response = await page('customers', { _filter: { q: 'qorvalu' }, _sort: 'createdAt', _order: 'ASC' });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Rec[]).map((record) => record._id)).toEqual(customers.map((record) => record._id));
  });

  it('refuses what it cannot read with a 400 and the message, never a guess', async () => {
    for (const query of [
      { _page: '0' },
      { _page: '1', _perPage: '5000' },
      { _page: '1', _filter: '{not json' },
      { _page: '1', _filter: { unknownField: 'x' } },
      { _page: '1', _filter: { phoneNumber: '0791112223' } },
      { _page: '1', _filter: { createdAt_day: '12/03/2026' } },
      { _page: '1', _sort: 'address' },
      { _page: '1', _sort: 'createdAt', _order: 'UP' },
    ]) {
      const response = await page('customers', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.listQueryInvalid, key: 'listQueryInvalid' });
    }
  });

  it('still answers the whole list to a caller asking as the spec does', async () => {
    const response = await call(app, 'GET', '/api/customers?unrelated=1', { token: ownerToken });
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
  });
});

describe('GET /agents asked by the page', () => {
  it('pages, searches and sorts agents, each record as the whole list gives it', async () => {
    const whole: Rec[] = (await call(app, 'GET', '/api/agents', { token: staffToken })).json();
    const answer: Page = (await page('agents', { _page: '1', _perPage: '1' }, staffToken)).json();
    expect(answer).toEqual({ data: [whole[0]], total: whole.length, summary: {} });
    expect(answer.data[0]._id).toBe(agent._id);
    expect(await ids('agents', { _filter: { q: 'quillon mar' } })).toEqual([agent._id]);
    expect(await ids('agents', { _filter: { q: '5550' } })).toEqual([agent._id]);
    const byName = await ids('agents', { _sort: 'firstName', _order: 'ASC' });
    expect(byName).toEqual([...whole].sort((a, b) => String(a.firstName).localeCompare(String(b.firstName), 'en', { sensitivity: 'base' })).map((record) => record._id));
    // An agent has no card number.
    expect((await page('agents', { _page: '1', _sort: 'cardNumber' })).statusCode).toBe(400);
  });
});

describe('the people search indexes (migration 0031)', () => {
  it('index the customers and agents a database already had, and those added after', async () => {
    const db = connectDatabase(IN_MEMORY);
    const names = Object.keys(migrations).sort();
    const before = names[names.indexOf('0031_people_search') - 1];
    expect((await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(before)).error).toBeUndefined();
    const old = await insertCustomer(db, buildCustomerInput({ firstName: 'Oldrow', cardNumber: 'OLD-1', email: null }) as never, 'Owner');
    const oldAgent = await insertAgent(db, buildAgentInput({ firstName: 'Agentold' }) as never, 'Owner');
    await migrateToLatest(db);
    const newer = await insertCustomer(db, buildCustomerInput({ firstName: 'Newrow' }) as never, 'Owner');
    const search = (table: 'customers' | 'agents', text: string) =>
      sql<{ id: string }>`select id from ${sql.table(table)} where ${searchIndex(db, `${table}_search`, sql.ref(`${table}.searchKey`), text)}`.execute(db).then(({ rows }) => rows.map((row) => row.id));
    expect(await search('customers', 'oldrow perera')).toEqual([old.id]);
    expect(await search('customers', 'old-1')).toEqual([old.id]);
    expect(await search('agents', 'agentold')).toEqual([oldAgent.id]);
    expect(await search('customers', 'newrow')).toEqual([newer.id]);
    // Each row its own key, and the walk-in customer (migration 0016) one too.
    const keys = await sql<{ keys: number; rows: number }>`select count(distinct searchKey) as keys, count(*) as rows from customers`.execute(db);
    expect(keys.rows[0]).toEqual({ keys: 3, rows: 3 });
    await db.destroy();
  });
});
