import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Kysely, Migrator, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateShop } from '../../scripts/bench/generate';
import { seedDatabase } from '../seed';
import { buildCustomerInput, buildTestApp, call, listWords, loginAs, postCreated, runOnFile, testConfig } from '../test/helpers';
import { recordActivity } from './activity';
import { billFields, insertBill } from './bills';
import { connectDatabase, IN_MEMORY } from './connect';
import { GroupCommitSqliteDialect, type CommitListener } from './groupCommit';
import { SearchBacklog, searchIsCurrent, type SearchBacklogTiming } from './searchIndexing';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { ListCache } from '../listCache';
import type { Customer, Database } from './schema';

type Rec = Record<string, unknown> & { _id: string };
type Page = { data: Rec[]; total: number };
type Indexed = { rowid: number; text: string };

const SEARCH_AT_COMMIT = '0038_search_at_commit';
const names = Object.keys(migrations).sort();
/** The last migration before this one: the schema whose insert triggers indexed each row. */
const BEFORE = names[names.indexOf(SEARCH_AT_COMMIT) - 1]!;
const INDEXES = ['bills_search', 'activity_search'] as const;

/** What an index holds, in order. */
const indexed = async (db: Kysely<any>, index: string) => (await sql<Indexed>`select rowid, text from ${sql.table(index)} order by rowid`.execute(db)).rows;
/** What the index should hold: the view's text for every row, as the old insert trigger computed it. */
const expected = async (db: Kysely<any>, index: string) => (await sql<Indexed>`select rowid, text from ${sql.table(`${index}_text`)} order by rowid`.execute(db)).rows;
const pendingCount = async (db: Kysely<any>) => Number((await sql<{ n: number }>`select count(*) as n from search_pending`.execute(db)).rows[0].n);

/** Once what is noted is indexed (as before a search), every index holds exactly its view's rows, and nothing waits to be indexed. */
async function expectIndexesComplete(db: Kysely<any>): Promise<void> {
  await searchIsCurrent(db);
  for (const index of INDEXES) expect(await indexed(db, index), index).toEqual(await expected(db, index));
  expect(await pendingCount(db)).toBe(0);
}

const bNumber = (number: unknown) => `B-${String(number).padStart(6, '0')}`;

describe('search finds every committed row at once', () => {
  let app: FastifyInstance;
  let ownerToken: string;
  let customer: Rec;
  let product: Rec;

  const search = async (resource: 'bills' | 'activity', q: string) => {
    const response = await call(app, 'GET', `/api/${resource}?${listWords({ _page: '1', _perPage: '50', _filter: { q } })}`, { token: ownerToken });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Page).data.map((row) => row._id);
  };
  const paidBill = (quantity = 1) => ({
    customerId: customer._id,
    products: [{ productId: product._id, quantity, billedPrice: 900 }],
    payment: { tenders: [{ method: 'cash', amount: 450 * quantity }, { method: 'card', amount: 450 * quantity }], cashGiven: null },
  });

  beforeAll(async () => {
    // Seeded as `npm start` seeds: the demo's bills and entries are written outside any transaction.
    app = await buildTestApp();
    ownerToken = await loginAs(app, 'owner');
    customer = await postCreated(app, ownerToken, '/api/customers', buildCustomerInput({ firstName: 'Tharaka', lastName: 'Gunawardena', phoneNumber: '0754443322' }));
    product = await postCreated(app, ownerToken, '/api/products', { name: 'Smart Card Reader', quantity: 1000, buyingPrice: 600, sellingPrice: 900 });
  });
  afterAll(() => app.close());

  it('finds a paid bill created through the route by its number and its customer phone, and its activity entry', async () => {
    const bill = await postCreated(app, ownerToken, '/api/bills', paidBill());
    expect(await search('bills', bNumber(bill.number))).toEqual([bill._id]);
    expect(await search('bills', '0754443322')).toContain(bill._id);
    const entries = await search('activity', bill._id);
    expect(entries).toHaveLength(1);
  });

  it('finds all of more concurrent paid bills than one commit group holds', async () => {
    const bills = await Promise.all(Array.from({ length: 40 }, () => postCreated(app, ownerToken, '/api/bills', paidBill())));
    for (const bill of bills) {
      expect(await search('bills', bNumber(bill.number))).toEqual([bill._id]);
      expect(await search('activity', bill._id)).toHaveLength(1);
    }
    await expectIndexesComplete(app.db);
  });

  it('finds a sign-in refused, whose entry is written outside any transaction', async () => {
    const response = await call(app, 'POST', '/api/auth/login', { body: { email: 'nobody-here@shop.test', password: 'wrong-password' } });
    expect(response.statusCode).toBe(401);
    expect(await search('activity', 'nobody-here@shop.test')).toHaveLength(1);
  });

  it('finds a bill and an entry written with the database directly, outside any transaction', async () => {
    const stored = await app.db.selectFrom('customers').selectAll().where('id', '=', customer._id).executeTakeFirstOrThrow();
    const bill = await insertBill(app.db, billFields(stored, [line('Direct Write Antenna')]), 'Script');
    await app.db
      .insertInto('activity')
      .values({ id: 'direct-entry', at: new Date().toISOString(), userId: null, userName: 'Maintenance Script', action: 'update', resource: 'bills', recordId: bill.id, before: null, after: null })
      .execute();
    expect(await search('bills', 'direct write antenna')).toEqual([bill.id]);
    expect(await search('activity', 'maintenance script')).toEqual(['direct-entry']);
  });

  it("leaves the index holding exactly each row's text, the demo's bills included", async () => {
    await searchIsCurrent(app.db);
    expect(await app.db.selectFrom('bills').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).toEqual({ n: (await indexed(app.db, 'bills_search')).length });
    await expectIndexesComplete(app.db);
  });
});

/** A bill line as the route stores it. */
function line(name: string, serial?: string) {
  return { productId: 'p-1', name, quantity: 1, billedPrice: 90_000, buyingPrice: 60_000, sellingPrice: 90_000, ...(serial ? { serial } : {}) };
}

describe("a commit group's rows", () => {
  let db: Kysely<Database>;
  let customer: Customer;

  beforeAll(async () => {
    db = connectDatabase(IN_MEMORY);
    await migrateToLatest(db);
    await seedDatabase(db, testConfig());
    await searchIsCurrent(db);
    customer = await db.selectFrom('customers').selectAll().orderBy('createdAt').executeTakeFirstOrThrow();
  });
  afterAll(() => db.destroy());

  /** Runs `writes` as concurrent logical transactions, so they join one commit group; the last one reads what is noted. */
  async function inOneGroup(...writes: ((trx: Kysely<Database>) => Promise<unknown>)[]) {
    let notedInGroup: { index_name: string; row: number }[] = [];
    const settled = await Promise.allSettled([
      ...writes.map((write) => db.transaction().execute(write)),
      db.transaction().execute(async (trx) => {
        notedInGroup = (await sql<{ index_name: string; row: number }>`select index_name, row from search_pending order by index_name, row`.execute(trx)).rows;
      }),
    ]);
    return { settled, notedInGroup };
  }
  const billNamed = (trx: Kysely<Database>, name: string, serial?: string) => insertBill(trx, billFields(customer, [line(name, serial)]), 'Test');
  const textOf = async (number: number) => {
    await searchIsCurrent(db);
    return (await sql<Indexed>`select rowid, text from bills_search where rowid = ${number}`.execute(db)).rows;
  };

  it('notes nothing for a write rolled back, and indexes the others of its group', async () => {
    let kept = 0;
    const { settled, notedInGroup } = await inOneGroup(
      async (trx) => (kept = (await billNamed(trx, 'Kept Decoder')).number),
      async (trx) => {
        await billNamed(trx, 'Refused Decoder');
        throw new Error('refused');
      },
    );
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(notedInGroup).toEqual([{ index_name: 'bills_search', row: kept }]);
    expect((await textOf(kept))[0].text).toContain('kept decoder');
    expect(await db.selectFrom('bills').where('customerFirstName', '=', customer.firstName).where('lines', 'like', '%Refused Decoder%').selectAll().execute()).toEqual([]);
    expect((await sql`select rowid from bills_search where text like '%refused decoder%'`.execute(db)).rows).toEqual([]);
    await expectIndexesComplete(db);
  });

  it('indexes a bill edited after it was written in the same group once, with its latest text', async () => {
    let number = 0;
    const { settled } = await inOneGroup(
      async (trx) => (number = (await billNamed(trx, 'Edited Phone', 'IMEI-111111')).number),
      async (trx) => {
        await trx.updateTable('bills').set({ lines: JSON.stringify([line('Edited Phone', 'IMEI-222222')]), customerFirstName: 'Renamed' }).where('number', '=', number).execute();
      },
    );
    expect(settled.every((result) => result.status === 'fulfilled')).toBe(true);
    const rows = await textOf(number);
    expect(rows).toHaveLength(1);
    expect(rows[0].text).toContain('imei-222222');
    expect(rows[0].text).toMatch(/^renamed /);
    expect(rows[0].text).not.toContain('imei-111111');
    await expectIndexesComplete(db);
  });

  it('leaves no entry for a bill written and deleted in the same group', async () => {
    let number = 0;
    await inOneGroup(
      async (trx) => (number = (await billNamed(trx, 'Deleted Remote')).number),
      async (trx) => trx.deleteFrom('bills').where('number', '=', number).execute(),
    );
    expect(number).toBeGreaterThan(0);
    expect(await textOf(number)).toEqual([]);
    await expectIndexesComplete(db);
  });
});

describe('migration 0038', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  it("gives, for every row, the text the old insert triggers wrote: the views' expressions are theirs", async () => {
    const db = connectDatabase(IN_MEMORY);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      // The demo's bills and entries, and the odd ones: serials, no number, an entry that is not JSON.
      await seedDatabase(db, testConfig());
      const customer = await db.selectFrom('customers').selectAll().executeTakeFirstOrThrow();
      await insertBill(db, billFields(customer, [line('Serial Phone', 'SN-1'), line('Plain Cable')]), null);
      await db.insertInto('activity').values({ id: 'odd', at: new Date().toISOString(), userId: null, userName: null, action: 'update', resource: 'bills', recordId: null, before: '{"a": 1, "b": null}', after: '{not json' }).execute();
      const byOldTriggers = { bills_search: await indexed(db, 'bills_search'), activity_search: await indexed(db, 'activity_search') };
      expect(byOldTriggers.bills_search.length).toBeGreaterThan(10);
      await migrateToLatest(db);
      for (const index of INDEXES) expect(await expected(db, index), index).toEqual(byOldTriggers[index]);
      await expectIndexesComplete(db);
    } finally {
      await db.destroy();
    }
  });

  it('goes down and up again on a shop with rows, indexing what was noted first', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-search-at-commit-'));
    const file = path.join(dir, 'shop.db');
    const db = connectDatabase(file);
    await migrateToLatest(db);
    await seedDatabase(db, testConfig());
    const customer = await db.selectFrom('customers').selectAll().executeTakeFirstOrThrow();
    await searchIsCurrent(db);
    await db.destroy();
    // Written by another connection (no group commit to index it): noted, not yet indexed.
    runOnFile(file, writtenElsewhere(customer, 'Noted Elsewhere'));
    const plain = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file) }) });
    try {
      expect(await pendingCount(plain)).toBe(1);
      const migrator = new Migrator({ db: plain, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      expect((await sql`select name from sqlite_schema where name in ('search_pending', 'bills_search_text', 'activity_search_text')`.execute(plain)).rows).toEqual([]);
      expect((await sql`select rowid from bills_search where text like '%noted elsewhere%'`.execute(plain)).rows).toHaveLength(1);
      // The old triggers again: a row is indexed as it is written.
      runOnFile(file, writtenElsewhere(customer, 'Indexed At Once'));
      expect((await sql`select rowid from bills_search where text like '%indexed at once%'`.execute(plain)).rows).toHaveLength(1);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      await expectIndexesComplete(plain);
      expect(await indexed(plain, 'bills_search')).toHaveLength(Number((await sql<{ n: number }>`select count(*) as n from bills`.execute(plain)).rows[0].n));
    } finally {
      await plain.destroy();
    }
  });

  it('indexes at open what another connection noted', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-search-at-commit-'));
    const file = path.join(dir, 'shop.db');
    const first = connectDatabase(file);
    await migrateToLatest(first);
    await seedDatabase(first, testConfig());
    const customer = await first.selectFrom('customers').selectAll().executeTakeFirstOrThrow();
    await first.destroy();
    runOnFile(file, writtenElsewhere(customer, 'Found After Open'));
    const reopened = connectDatabase(file);
    try {
      // Read through a connection of its own: the server's indexed it when it opened, before any query.
      const outside = new SQLite(file, { readonly: true });
      expect(outside.prepare("select count(*) from bills_search where text like '%found after open%'").pluck().get()).toBe(1);
      outside.close();
      await expectIndexesComplete(reopened);
    } finally {
      await reopened.destroy();
    }
  });

  it('builds a large shop as the bench does, in one transaction, with every bill indexed', async () => {
    const db = connectDatabase(IN_MEMORY);
    try {
      await migrateToLatest(db);
      await generateShop(db, { customers: 30, agents: 3, topUps: 3, sales: 10, expenses: 5, repairs: 5, products: 10, bills: 600, years: 1 });
      await searchIsCurrent(db);
      expect(await indexed(db, 'bills_search')).toHaveLength(600);
      await expectIndexesComplete(db);
    } finally {
      await db.destroy();
    }
  });
});

describe('migration 0039', () => {
  const ONE_PASS = '0039_activity_text_one_pass';
  /** Rows whose text is easy to get wrong: numbers as written, odd names, a name twice, values alike as text, rows that are not objects. */
  const oddRows: [string | null, string | null][] = [
    ['{"z": 1, "a": 2, "B": 3, "b": 4, "é": 5, "_": 6, "10": 7, "2": 8}', '{"a": 2, "z": 1.0, "é": "5"}'],
    ['{"price": 1.50, "big": 12345678901234567890, "tiny": 1E-7, "exp": 1e3, "zero": -0}', '{"price": 1.5, "big": 1.2345678901234567e19, "tiny": 1e-7, "exp": 1000, "zero": 0}'],
    ['{"flag": true, "off": false, "none": null, "text": "true"}', '{"flag": "true", "off": 0, "none": "", "text": true}'],
    ['{"nested": {"k": 1.0, "j": "X"}, "list": [1, "Two", null], "empty": {}}', '{"nested": {"j": "X", "k": 1.0}, "list": [1, "Two"], "empty": []}'],
    ['{"a": 1, "a": 2, "b": "x", "b": null}', '{"a": 2, "b": "y"}'],
    ['{"a b": 1, "a.b": 2, "\\"q": 3, "": 4, "line\\ns": "Ä\\u0042c"}', null],
    [null, '{"Name": "Kasun Perera", "Phone": "0710000000", "Lines": "[{\\"name\\":\\"Cable\\"}]"}'],
    ['{not json', '[1, 2]'],
    ['"text"', '5'],
    ['{}', '{}'],
  ];

  it("gives, for every row, the text 0038's view gave: one pass over the fields, the same text", async () => {
    const db = connectDatabase(IN_MEMORY);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo(names[names.indexOf(ONE_PASS) - 1]!)).error).toBeUndefined();
      // The demo's entries (bills, payments, customers, staff…), a paid bill's, and the odd ones.
      await seedDatabase(db, testConfig());
      const customer = await db.selectFrom('customers').selectAll().executeTakeFirstOrThrow();
      const bill = await insertBill(db, billFields(customer, [line('Serial Phone', 'SN-1'), line('Plain Cable')]), null);
      await recordActivity(db, { user: { id: null, name: 'Ä Cashier' }, action: 'create', resource: 'bills', recordId: bill.id, after: { ...bill, payment: { tenders: [{ method: 'cash', amount: 450.5 }], cashGiven: null } } });
      await recordActivity(db, { user: { id: null, name: 'Owner' }, action: 'update', resource: 'customers', recordId: customer.id, before: customer, after: { ...customer, firstName: 'Renamed', creditLimit: 12.5 } });
      for (const [index, [before, after]] of oddRows.entries()) {
        await db.insertInto('activity').values({ id: `odd-${index}`, at: new Date().toISOString(), userId: null, userName: index % 2 ? 'Odd ROWS' : null, action: 'update', resource: 'bills', recordId: index % 3 ? `R-${index}` : null, before, after }).execute();
      }
      const scanned = await expected(db, 'activity_search');
      expect(scanned.filter((row) => row.text.length > 2).length).toBeGreaterThan(oddRows.length);
      expect((await migrator.migrateTo(ONE_PASS)).error).toBeUndefined();
      expect(await expected(db, 'activity_search')).toEqual(scanned);
      // And down again: 0038's view as it was.
      expect((await migrator.migrateTo(names[names.indexOf(ONE_PASS) - 1]!)).error).toBeUndefined();
      expect(await expected(db, 'activity_search')).toEqual(scanned);
    } finally {
      await db.destroy();
    }
  });
});

describe('migration 0040', () => {
  const CRISIS = '0040_search_crisis_merge';
  /** An FTS5 table's setting as its config table holds it (absent: FTS5's default). */
  const setting = async (db: Kysely<any>, index: string, key: string) =>
    (await sql<{ v: number }>`select v from ${sql.table(`${index}_config`)} where k = ${key}`.execute(db)).rows[0]?.v;

  it('lets the indexes merged 16 at a time merge a little at each write: their crisis merge waits for 64 segments', async () => {
    const db = connectDatabase(IN_MEMORY);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo(names[names.indexOf(CRISIS) - 1]!)).error).toBeUndefined();
      for (const index of INDEXES) expect(await setting(db, index, 'crisismerge')).toBeUndefined();
      expect((await migrator.migrateTo(CRISIS)).error).toBeUndefined();
      for (const index of INDEXES) {
        expect(await setting(db, index, 'automerge')).toBe(16);
        expect(await setting(db, index, 'crisismerge')).toBe(64);
      }
      // And down again: FTS5's default of 16.
      expect((await migrator.migrateTo(names[names.indexOf(CRISIS) - 1]!)).error).toBeUndefined();
      for (const index of INDEXES) expect(await setting(db, index, 'crisismerge')).toBe(16);
    } finally {
      await db.destroy();
    }
  });
});

describe('migration 0041', () => {
  const CREDIT_NOTES = '0041_credit_notes_searched';
  const withCreditNotes = async (db: Kysely<any>) =>
    (await sql<Indexed>`select rowid, text from bills_search where text like ${'%cn-%'} order by rowid`.execute(db)).rows;

  it("indexes the bills that have returns again with their credit notes' numbers, and without them when undone", async () => {
    const db = connectDatabase(IN_MEMORY);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo(names[names.indexOf(CREDIT_NOTES) - 1]!)).error).toBeUndefined();
      await seedDatabase(db, testConfig());
      const bill = await db.selectFrom('bills').select(['id', 'number']).where('number', 'is not', null).orderBy('number').executeTakeFirstOrThrow();
      const returned = { billId: bill.id, lines: '[]', amount: 100, profit: 10, method: 'cash', createdAt: new Date().toISOString(), createdByName: null };
      await db.insertInto('bill_returns').values([{ ...returned, id: 'cn-test-1', number: 9001 }, { ...returned, id: 'cn-test-2', number: 9002 }]).execute();
      expect(await withCreditNotes(db)).toEqual([]);

      expect((await migrator.migrateTo(CREDIT_NOTES)).error).toBeUndefined();
      await expectIndexesComplete(db);
      const found = (await withCreditNotes(db)).find((row) => row.rowid === bill.number);
      expect(found?.text).toMatch(/b-\d{6}\u001fcn-009001\u001fcn-009002$/);

      expect((await migrator.migrateTo(names[names.indexOf(CREDIT_NOTES) - 1]!)).error).toBeUndefined();
      await expectIndexesComplete(db);
      expect(await withCreditNotes(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});

/** An INSERT of a one-line bill, as a tool other than the server would write it. */
function writtenElsewhere(customer: Customer, product: string): string {
  const quote = (value: string | null) => (value === null ? 'null' : `'${value.replaceAll("'", "''")}'`);
  const fields = billFields(customer, [line(product)]);
  const now = new Date().toISOString();
  return `insert into bills (id, customerId, customerFirstName, customerLastName, customerCardNumber, customerPhoneNumber, customerWhatsappNumber,
      customerNicNumber, customerEmail, lines, totalAmount, profit, belowCost, createdAt, updatedAt, number)
    values (${quote(`elsewhere-${product}`)}, ${quote(fields.customerId)}, ${quote(fields.customerFirstName)}, ${quote(fields.customerLastName)},
      ${quote(fields.customerCardNumber)}, ${quote(fields.customerPhoneNumber)}, ${quote(fields.customerWhatsappNumber)}, ${quote(fields.customerNicNumber)},
      ${quote(fields.customerEmail)}, ${quote(fields.lines)}, ${fields.totalAmount}, ${fields.profit}, ${fields.belowCost}, '${now}', '${now}',
      (select coalesce(max(number), 0) + 1 from bills))`;
}

describe('rows indexed after their writes', () => {
  /** The database as connectDatabase opens it, with the backlog's timing given, and what the backlog held at each commit it was told of. */
  async function openWith(timing: SearchBacklogTiming) {
    const sqlite = new SQLite(IN_MEMORY);
    const backlog = new SearchBacklog(sqlite, timing);
    const notedAtCommits: number[] = [];
    let counting = false;
    const listener: CommitListener = {
      afterCommit() {
        // Right after a COMMIT, on its own connection: nothing else runs on it now.
        if (counting) notedAtCommits.push(sqlite.prepare('select count(*) from search_pending').pluck().get() as number);
        backlog.afterCommit();
      },
      close: () => backlog.close(),
    };
    const db = new Kysely<Database>({ dialect: new GroupCommitSqliteDialect(sqlite as unknown as SqliteDatabase, sqlite, listener) });
    backlog.attach(db);
    await migrateToLatest(db);
    await seedDatabase(db, testConfig());
    await searchIsCurrent(db);
    const customer = await db.selectFrom('customers').selectAll().executeTakeFirstOrThrow();
    /** `count` bills in one transaction: one commit, `count` rows noted. */
    const writeBills = async (count: number) => {
      counting = true;
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < count; i++) await insertBill(trx, billFields(customer, [line(`Backlog Cable ${i}`)]), 'Test');
      });
    };
    return { db, notedAtCommits, writeBills };
  }
  const HOUR = 3_600_000;
  /**
   * From the ten bills noted to none, each commit indexed at most `chunk` rows. (A pass may
   * join the bills' own group, so the first commit seen may already hold fewer than ten.)
   */
  const expectPassesOfAtMost = (chunk: number, notedAtCommits: number[]) => {
    const steps = [10, ...notedAtCommits];
    expect(steps.at(-1)).toBe(0);
    expect(steps.length).toBeGreaterThan(10 / chunk);
    for (let i = 1; i < steps.length; i++) expect(steps[i - 1] - steps[i], String(steps)).toBeLessThanOrEqual(chunk);
  };
  let opened: Kysely<Database> | null = null;
  afterEach(async () => {
    await opened?.destroy();
    opened = null;
  });

  it('leaves a write\'s rows noted until the database is quiet, then indexes them with no search asked', async () => {
    const db = (opened = connectDatabase(IN_MEMORY));
    await migrateToLatest(db);
    await seedDatabase(db, testConfig());
    const customer = await db.selectFrom('customers').selectAll().executeTakeFirstOrThrow();
    await searchIsCurrent(db);

    const bill = await db.transaction().execute((trx) => insertBill(trx, billFields(customer, [line('Quiet Time Dish')]), 'Test'));

    expect(await pendingCount(db)).toBe(1);
    await vi.waitFor(async () => expect(await pendingCount(db)).toBe(0), { timeout: 5_000, interval: 20 });
    expect((await indexed(db, 'bills_search')).find((row) => row.rowid === bill.number)?.text).toContain('quiet time dish');
    await expectIndexesComplete(db);
  });

  it('indexes everything noted before a search reads the index, however long the quiet wait', async () => {
    const { db, writeBills } = await openWith({ quietMs: HOUR, chunk: 3, longestWaitMs: HOUR });
    opened = db;
    await writeBills(10);
    expect(await pendingCount(db)).toBe(10);

    await searchIsCurrent(db);

    expect(await pendingCount(db)).toBe(0);
    expect((await indexed(db, 'bills_search')).filter((row) => row.text.includes('backlog cable'))).toHaveLength(10);
    await expectIndexesComplete(db);
  });

  it('indexes a chunk at a time while quiet, each pass after the last one\'s commit, until none is left', async () => {
    const { db, notedAtCommits, writeBills } = await openWith({ quietMs: 5, chunk: 3, longestWaitMs: HOUR });
    opened = db;

    await writeBills(10);
    await vi.waitFor(async () => expect(await pendingCount(db)).toBe(0), { timeout: 5_000, interval: 20 });

    expectPassesOfAtMost(3, notedAtCommits);
    await expectIndexesComplete(db);
  });

  it('does not index while writes keep the database busy, unless rows have waited the longest wait', async () => {
    const waiting = await openWith({ quietMs: HOUR, chunk: 3, longestWaitMs: HOUR });
    await waiting.writeBills(10);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await pendingCount(waiting.db)).toBe(10);
    expect(waiting.notedAtCommits).toEqual([10]);
    await waiting.db.destroy();

    // With no longest wait, every commit is overdue: a pass follows each one.
    const overdue = await openWith({ quietMs: HOUR, chunk: 3, longestWaitMs: 0 });
    opened = overdue.db;
    await overdue.writeBills(10);
    await vi.waitFor(async () => expect(await pendingCount(overdue.db)).toBe(0), { timeout: 5_000, interval: 20 });
    expectPassesOfAtMost(3, overdue.notedAtCommits);
  });

  it("keeps a list's cached answers when its rows are indexed: indexing changes no answer, so nothing is worked out again", async () => {
    const { db, writeBills } = await openWith({ quietMs: HOUR, chunk: 3, longestWaitMs: HOUR });
    opened = db;
    const cache = new ListCache(db);
    let builds = 0;
    const figure = () => cache.memo('bills counted', async () => ++builds);
    await writeBills(5);
    expect(await figure()).toBe(1);

    await searchIsCurrent(db);

    expect(await pendingCount(db)).toBe(0);
    expect(await figure()).toBe(1);
    // A write does change it.
    await writeBills(1);
    expect(await figure()).toBe(2);
  });

  it('indexes only the index a search reads, and nothing for one its triggers keep', async () => {
    const { db, writeBills } = await openWith({ quietMs: HOUR, chunk: 3, longestWaitMs: HOUR });
    opened = db;
    await writeBills(2);
    await recordActivity(db, { user: { id: null, name: 'Test' }, action: 'update', resource: 'bills', recordId: 'b-x', after: { note: 'noted' } });
    const notedOf = async (index: string) => Number((await sql<{ n: number }>`select count(*) as n from search_pending where index_name = ${index}`.execute(db)).rows[0].n);

    await searchIsCurrent(db, 'products_search');
    expect([await notedOf('bills_search'), await notedOf('activity_search')]).toEqual([2, 1]);
    await searchIsCurrent(db, 'bills_search');
    expect([await notedOf('bills_search'), await notedOf('activity_search')]).toEqual([0, 1]);
  });

  it('is not asked for inside a transaction, which holds the connection its indexing waits for', async () => {
    const { db } = await openWith({ quietMs: HOUR, chunk: 3, longestWaitMs: HOUR });
    opened = db;
    await expect(db.transaction().execute((trx) => searchIsCurrent(trx, 'bills_search'))).rejects.toThrow(/outside a transaction/);
  });

  it('does not try again and again after a pass fails, and searches of the other indexes still work', async () => {
    const { db, notedAtCommits, writeBills } = await openWith({ quietMs: 5, chunk: 3, longestWaitMs: HOUR });
    opened = db;
    // A note no index answers to: every pass over all the indexes fails on it.
    await sql`insert into search_pending (index_name, row) values ('no such index', 1)`.execute(db);
    await writeBills(2);
    await new Promise((resolve) => setTimeout(resolve, 200));

    // The bills' commit, and none after it: the failed passes rolled back and committed nothing.
    expect(notedAtCommits).toEqual([3]);
    await searchIsCurrent(db, 'bills_search');
    expect((await indexed(db, 'bills_search')).filter((row) => row.text.includes('backlog cable'))).toHaveLength(2);
    await expect(searchIsCurrent(db)).rejects.toThrow(/Unknown search index/);
  });
});
