/**
 * Search finds every committed row as soon as its write has answered: the search indexes are
 * written by the database's triggers in the writing transaction, on either engine.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFields, insertBill } from '../db/bills';
import type { Customer, Database } from '../db/schema';
import { buildCustomerInput, buildTestApp, call, listWords, loginAs, postCreated, testDatabase } from '../test/helpers';

type Rec = Record<string, unknown> & { _id: string };

const bNumber = (number: unknown) => `B-${String(number).padStart(6, '0')}`;

/** A bill line as the route stores it. */
const line = (name: string, serial?: string) => ({
  productId: 'p-1',
  name,
  quantity: 1,
  billedPrice: 90_000,
  buyingPrice: 60_000,
  sellingPrice: 90_000,
  ...(serial ? { serial } : {}),
});

/** Rows of `index` whose key no row of `table` has, and rows of `table` indexed other than once. */
async function strayOrMissing(db: Kysely<any>, table: string, index: string, key: string) {
  const stray = await sql<{ rowid: number }>`select s.rowid from ${sql.table(index)} s where not exists (select 1 from ${sql.table(table)} t where ${sql.ref(`t.${key}`)} = s.rowid)`.execute(db);
  const missing = await sql<{ key: number }>`select ${sql.ref(`t.${key}`)} as key from ${sql.table(table)} t where ${sql.ref(`t.${key}`)} is not null
    and (select count(*) from ${sql.table(index)} s where s.rowid = ${sql.ref(`t.${key}`)}) <> 1`.execute(db);
  return { stray: stray.rows, missing: missing.rows };
}

describe('search finds every committed row at once', () => {
  let app: FastifyInstance;
  let ownerToken: string;
  let customer: Rec;
  let product: Rec;

  const search = async (resource: 'bills' | 'activity', q: string) => {
    const response = await call(app, 'GET', `/api/${resource}?${listWords({ _page: '1', _perPage: '50', _filter: { q } })}`, { token: ownerToken });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: Rec[] }).data.map((row) => row._id);
  };
  const paidBill = () => ({
    customerId: customer._id,
    products: [{ productId: product._id, quantity: 1, billedPrice: 900 }],
    payment: { tenders: [{ method: 'cash', amount: 450 }, { method: 'card', amount: 450 }], cashGiven: null },
  });

  beforeAll(async () => {
    app = await buildTestApp();
    ownerToken = await loginAs(app, 'owner');
    customer = await postCreated(app, ownerToken, '/api/customers', buildCustomerInput({ firstName: 'Tharaka', lastName: 'Gunawardena', phoneNumber: '0754443322' }));
    product = await postCreated(app, ownerToken, '/api/products', { name: 'Smart Card Reader', quantity: 1000, buyingPrice: 600, sellingPrice: 900 });
    // A worker's first app also makes the demo template: more than the default 10 s on a busy machine.
  }, 30_000);
  afterAll(() => app.close());

  it('finds a paid bill by its number and its customer phone, and its activity entry', async () => {
    const bill = await postCreated(app, ownerToken, '/api/bills', paidBill());
    expect(await search('bills', bNumber(bill.number))).toEqual([bill._id]);
    expect(await search('bills', '0754443322')).toContain(bill._id);
    expect(await search('activity', bill._id)).toHaveLength(1);
  });

  it('finds every one of many paid bills created at once', async () => {
    const bills = await Promise.all(Array.from({ length: 40 }, () => postCreated(app, ownerToken, '/api/bills', paidBill())));
    for (const bill of bills) {
      expect(await search('bills', bNumber(bill.number))).toEqual([bill._id]);
      expect(await search('activity', bill._id)).toHaveLength(1);
    }
  });

  it('finds a sign-in refused, whose entry is written outside any transaction', async () => {
    const response = await call(app, 'POST', '/api/auth/login', { body: { email: 'nobody-here@shop.test', password: 'wrong-password' } });
    expect(response.statusCode).toBe(401);
    expect(await search('activity', 'nobody-here@shop.test')).toHaveLength(1);
  });

  it('finds a bill and an entry written with the database directly, outside any transaction', async () => {
    const stored = await app.db.selectFrom('customers').selectAll().where('id', '=', customer._id).executeTakeFirstOrThrow();
    const bill = await insertBill(app.db, billFields(stored, [line('Direct Write Antenna')]), { id: null, name: 'Script' });
    await app.db
      .insertInto('activity')
      .values({ id: 'direct-entry', at: new Date().toISOString(), userId: null, userName: 'Maintenance Script', action: 'update', resource: 'bills', recordId: bill.id, before: null, after: null })
      .execute();
    expect(await search('bills', 'direct write antenna')).toEqual([bill.id]);
    expect(await search('activity', 'maintenance script')).toEqual(['direct-entry']);
  });

  it('leaves every bill and entry indexed exactly once, the demo\'s included, and nothing else', async () => {
    expect(await strayOrMissing(app.db, 'bills', 'bills_search', 'number')).toEqual({ stray: [], missing: [] });
    expect(await strayOrMissing(app.db, 'activity', 'activity_search', 'seq')).toEqual({ stray: [], missing: [] });
  });
});

describe("a transaction's rows", () => {
  let db: Kysely<Database>;
  let customer: Customer;

  beforeAll(async () => {
    db = await testDatabase('demo');
    customer = await db.selectFrom('customers').selectAll().orderBy('createdAt').executeTakeFirstOrThrow();
  });
  afterAll(() => db.destroy());

  const billNamed = (trx: Kysely<Database>, name: string, serial?: string) => insertBill(trx, billFields(customer, [line(name, serial)]), { id: null, name: 'Test' });
  const textOf = async (number: number) => (await sql<{ text: string }>`select text from bills_search where rowid = ${number}`.execute(db)).rows.map((row) => row.text);
  const matching = async (words: string) => (await sql`select rowid from bills_search where text like ${`%${words}%`}`.execute(db)).rows;

  it('are indexed when it commits, and not at all when it rolls back, whatever runs beside it', async () => {
    let kept = 0;
    const settled = await Promise.allSettled([
      db.transaction().execute(async (trx) => (kept = (await billNamed(trx, 'Kept Decoder')).number)),
      db.transaction().execute(async (trx) => {
        await billNamed(trx, 'Refused Decoder');
        throw new Error('refused');
      }),
    ]);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect((await textOf(kept))[0]).toContain('kept decoder');
    expect(await matching('refused decoder')).toEqual([]);
  });

  it('index a bill edited after it was written once, with its latest text', async () => {
    const number = await db.transaction().execute(async (trx) => {
      const { number } = await billNamed(trx, 'Edited Phone', 'IMEI-111111');
      await trx.updateTable('bills').set({ lines: JSON.stringify([line('Edited Phone', 'IMEI-222222')]), customerFirstName: 'Renamed' }).where('number', '=', number).execute();
      return number;
    });
    const texts = await textOf(number);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^renamed .*imei-222222/);
    expect(texts[0]).not.toContain('imei-111111');
  });

  it('leave no entry for a bill written and deleted', async () => {
    const number = await db.transaction().execute(async (trx) => {
      const { number } = await billNamed(trx, 'Deleted Remote');
      await trx.deleteFrom('bills').where('number', '=', number).execute();
      return number;
    });
    expect(number).toBeGreaterThan(0);
    expect(await textOf(number)).toEqual([]);
  });
});
