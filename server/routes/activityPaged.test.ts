import type { FastifyInstance } from 'fastify';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { connectDatabase, IN_MEMORY } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import type { ActivityRow, Database } from '../db/schema';
import { buildCustomerInput, buildTestApp, call, listWords, loginAs } from '../test/helpers';
import { toActivityRecord } from './activity';

type Rec = Record<string, unknown> & { _id: string };
type Page = { data: Rec[]; total: number; summary: Record<string, number> };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;

const OWNER = { userId: 'owner-account', userName: 'Owner Demo' };
const STAFF = { userId: 'staff-account', userName: 'Staff Demo' };
const json = (row: object | null) => (row ? JSON.stringify(row) : null);

/** Five entries over three Colombo days (UTC+5:30), oldest first. */
const ENTRIES = [
  // Colombo 2026-03-11 01:30: a customer created.
  { id: 'e0', at: '2026-03-10T20:00:00.000Z', ...OWNER, action: 'create', resource: 'customers', recordId: 'c-kasun', before: null, after: json({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567' }) },
  // Colombo 2026-03-11 15:30: renamed; the phone number is kept, so it is no change.
  { id: 'e1', at: '2026-03-11T10:00:00.000Z', ...STAFF, action: 'update', resource: 'customers', recordId: 'c-kasun', before: json({ firstName: 'Kasun', phoneNumber: '0771234567', balance: 1500, vip: false }), after: json({ firstName: 'Kasun Chaminda', phoneNumber: '0771234567', balance: 1500.5, vip: true }) },
  // Colombo 2026-03-12 00:30: a refill; the buying price is kept.
  { id: 'e2', at: '2026-03-11T19:00:00.000Z', ...OWNER, action: 'update', resource: 'products', recordId: 'p-hdmi', before: json({ name: 'HDMI Cable', quantity: 10, buyingPrice: 40000 }), after: json({ name: 'HDMI Cable', quantity: 12, buyingPrice: 40000 }) },
  { id: 'e3', at: '2026-03-12T05:00:00.000Z', ...STAFF, action: 'signIn', resource: 'auth', recordId: null, before: null, after: null },
  // A row the route cannot read as JSON lists no changes; the index must not refuse it either.
  { id: 'e4', at: '2026-03-12T06:00:00.000Z', ...OWNER, action: 'delete', resource: 'bills', recordId: 'b-000042', before: json({ totalAmount: 180000, note: { by: 'Silva' } }), after: '{not json' },
];

async function page(query: Record<string, unknown>, token = ownerToken) {
  const search = listWords(query);
  return call(app, 'GET', `/api/activity?${search}`, { token });
}
const ids = async (query: Record<string, unknown>) => {
  const response = await page({ _page: '1', _perPage: '25', ...query });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Page).data.map((entry) => entry._id);
};
const found = (q: string) => ids({ _filter: { q } });

/** What the in-browser search looked in, field by field (lower-cased), against what the index holds for each entry. */
async function indexAgainstRecords(db: Kysely<Database>) {
  const rows = await db.selectFrom('activity').selectAll().orderBy('seq').execute();
  const indexed = (await sql<{ rowid: number; text: string }>`select rowid, text from activity_search order by rowid`.execute(db)).rows;
  const parts = (row: ActivityRow) => {
    const record = toActivityRecord(row);
    return [record.userName ?? '', record.recordId ?? '', ...record.changes.flatMap((change) => [change.field, change.before ?? '', change.after ?? ''])]
      .map((part) => part.toLowerCase())
      .sort();
  };
  return {
    expected: rows.map((row) => ({ seq: row.seq, parts: parts(row) })),
    actual: indexed.map((entry) => ({ seq: entry.rowid, parts: entry.text.split('\u001f').sort() })),
  };
}

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  // Only this test's entries (their index rows go with them, by the delete trigger).
  await app.db.deleteFrom('activity').execute();
  for (const entry of ENTRIES) await app.db.insertInto('activity').values(entry).execute();
});
afterAll(() => app.close());

describe('GET /activity asked by the page', () => {
  it('answers the page and the total, newest first, with no figures (the list declares none)', async () => {
    const response = await page({ _page: '1', _perPage: '2' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: [{ _id: 'e4' }, { _id: 'e3' }], total: 5, summary: {} });
    expect(await ids({ _page: '3', _perPage: '2' })).toEqual(['e0']);
  });

  it('gives each entry exactly as the whole list does, changes included', async () => {
    const whole: Rec[] = (await call(app, 'GET', '/api/activity', { token: ownerToken })).json();
    const answer: Page = (await page({ _page: '1', _perPage: '25' })).json();
    expect(answer.data).toEqual(whole);
    expect(answer.data.find((entry) => entry._id === 'e1')!.changes).toEqual([
      { field: 'firstName', before: 'Kasun', after: 'Kasun Chaminda' },
      { field: 'balance', before: '1500', after: '1500.5' },
      { field: 'vip', before: 'false', after: 'true' },
    ]);
  });

  it('is for the owner only: staff get a 403 when asking for a page too', async () => {
    expect((await page({ _page: '1', _perPage: '25' }, staffToken)).statusCode).toBe(403);
    expect((await page({ _filter: {} }, staffToken)).statusCode).toBe(403);
  });

  it('searches who, the record and the changed fields with their values, through the index', async () => {
    expect(await found('STAFF demo')).toEqual(['e3', 'e1']);
    expect(await found('b-000042')).toEqual(['e4']);
    expect(await found('kasun')).toEqual(['e1', 'e0']);
    expect(await found('chaminda')).toEqual(['e1']);
    expect(await found('1500.5')).toEqual(['e1']);
    expect(await found('quantity')).toEqual(['e2']);
    expect(await found('{"by":"silva"}')).toEqual(['e4']);
    // Only what changed is searched, as the screen lists only what changed.
    expect(await found('phoneNumber')).toEqual(['e0']);
    expect(await found('buyingprice')).toEqual([]);
    // Two characters scan the index's text; a match never spans a field and its value.
    expect(await found('ka')).toEqual(['e1', 'e0']);
    expect(await found('firstnamekasun')).toEqual([]);
    expect(await found('"')).toEqual(['e4']);
  });

  it('filters by user, section, action (one or several) and Colombo days', async () => {
    expect(await ids({ _filter: { userId: STAFF.userId } })).toEqual(['e3', 'e1']);
    expect(await ids({ _filter: { resource: 'customers' } })).toEqual(['e1', 'e0']);
    expect(await ids({ _filter: { action: 'update', q: 'hdmi' } })).toEqual(['e2']);
    expect(await ids({ _filter: { action: ['create', 'delete'] } })).toEqual(['e4', 'e0']);
    // 19:00 UTC on the 11th is half past midnight on the 12th in Colombo.
    expect(await ids({ _filter: { at_from: '2026-03-12' } })).toEqual(['e4', 'e3', 'e2']);
    expect(await ids({ _filter: { at_to: '2026-03-11' } })).toEqual(['e1', 'e0']);
    expect(await ids({ _filter: { at_from: '2026-03-11', at_to: '2026-03-11', userId: OWNER.userId } })).toEqual(['e0']);
  });

  it('sorts by the sortable columns, ties in the order written', async () => {
    expect(await ids({ _sort: 'userName', _order: 'ASC' })).toEqual(['e0', 'e2', 'e4', 'e1', 'e3']);
    expect(await ids({ _sort: 'resource', _order: 'DESC' })).toEqual(['e2', 'e1', 'e0', 'e4', 'e3']);
    expect(await ids({ _sort: 'at', _order: 'ASC', _perPage: '2' })).toEqual(['e0', 'e1']);
  });

  it('finds entries by id, as getMany and the details page ask', async () => {
    expect((await ids({ _filter: { id: ['e0', 'e3'] } })).sort()).toEqual(['e0', 'e3']);
    expect(await ids({ _filter: { id: 'e2' } })).toEqual(['e2']);
  });

  it('answers every matching entry as a list when no page is asked (an export)', async () => {
    const response = await page({ _filter: { resource: 'customers' }, _sort: 'at', _order: 'ASC' });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Rec[]).map((entry) => entry._id)).toEqual(['e0', 'e1']);
  });

  it('refuses what it cannot read with a 400 and the message, never a guess', async () => {
    for (const query of [
      { _page: '1', _filter: { changes: 'x' } },
      { _page: '1', _filter: { at_day: '12/03/2026' } },
      { _page: '1', _sort: 'recordId' },
      { _page: '1', _sort: 'changes.field' },
      { _page: '1', _perPage: '1001' },
    ]) {
      const response = await page(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.listQueryInvalid, key: 'listQueryInvalid' });
    }
  });

  it('indexes each new entry as it is written, and keeps the index to what the screen searched', async () => {
    const customer = (await call(app, 'POST', '/api/customers', { token: staffToken, body: buildCustomerInput({ firstName: 'Nirosha' }) })).json() as Rec;
    expect(await found('nirosha')).toHaveLength(1);
    await call(app, 'PUT', `/api/customers/${customer._id}`, { token: ownerToken, body: buildCustomerInput({ ...customer, firstName: 'Niroshani' }) });
    expect(await found('niroshani')).toHaveLength(1);
    // Should an entry be corrected or pruned, the index follows.
    await app.db.updateTable('activity').set({ userName: 'Owner Renamed' }).where('id', '=', 'e0').execute();
    expect(await found('owner renamed')).toEqual(['e0']);
    await app.db.deleteFrom('activity').where('id', '=', 'e3').execute();
    expect(await found('staff demo')).toEqual(expect.not.arrayContaining(['e3']));
    const { expected, actual } = await indexAgainstRecords(app.db);
    expect(actual).toEqual(expected);
  });
});

describe('migration 0032 on a log that already had entries', () => {
  let db: Kysely<Database>;
  afterAll(() => db?.destroy());

  it('numbers the entries in the order written, indexes them, and numbers the next one after', async () => {
    db = connectDatabase(IN_MEMORY);
    const names = Object.keys(migrations).sort();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(names[names.indexOf('0032_activity_search') - 1]!);
    expect(error).toBeUndefined();
    // Two written in the same millisecond (the later one second), and one older written last.
    for (const entry of [ENTRIES[1], { ...ENTRIES[4], at: ENTRIES[1].at }, ENTRIES[0]]) await db.insertInto('activity').values(entry as never).execute();
    await migrateToLatest(db);
    const numbered = await db.selectFrom('activity').select(['id', 'seq']).orderBy('seq').execute();
    expect(numbered).toEqual([
      { id: 'e0', seq: 1 },
      { id: 'e1', seq: 2 },
      { id: 'e4', seq: 3 },
    ]);
    await db.insertInto('activity').values(ENTRIES[2]).execute();
    expect(await db.selectFrom('activity').select('seq').where('id', '=', 'e2').executeTakeFirstOrThrow()).toEqual({ seq: 4 });
    const { expected, actual } = await indexAgainstRecords(db);
    expect(actual).toEqual(expected);
    const kasun = await sql<{ rowid: number }>`select rowid from activity_search where activity_search match '"kasun"' order by rowid`.execute(db);
    expect(kasun.rows.map((row) => row.rowid)).toEqual([1, 2]);
  });
});
