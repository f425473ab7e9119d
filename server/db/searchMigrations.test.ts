/**
 * SQLite's search migrations of the bills and the activity log: the views that give each row's
 * searched text (0038, 0039, 0041), the FTS5 merge settings (0035, 0040), and 0042, whose triggers
 * write each row's text from those views in its writing transaction. PostgreSQL's search tables
 * are compared with SQLite's in migrate.pg.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { generateShop } from '../../scripts/bench/generate';
import { seedDatabase } from '../seed';
import { runOnFile, testConfig } from '../test/helpers';
import { recordActivity } from './activity';
import { billFields, insertBill } from './bills';
import { connectDatabase, IN_MEMORY } from './connect';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import type { Bill, Customer } from './schema';

type Indexed = { rowid: number; text: string };

const names = Object.keys(migrations).sort();
/** The migration before `name`. */
const before = (name: string) => names[names.indexOf(name) - 1]!;
/** Moves `db` up or down to the migration `name` (included), expecting no error. */
const migrating = (db: Kysely<any>) => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  return async (name: string) => expect((await migrator.migrateTo(name)).error).toBeUndefined();
};
const INDEXES = ['bills_search', 'activity_search'] as const;
const IN_TRANSACTION = '0042_search_in_transaction';

/**
 * The demo seeded on a schema older than the tables it also writes (suppliers, stock movements,
 * goods received, counts, barcodes, reorder levels, a note staff received, when a repair was collected): those tables and columns are made for the seeding and dropped after, so the
 * migrations under test meet the schema of their day, holding the demo's bills, customers and activity.
 */
async function onOlderSchema(db: Kysely<any>, write: () => Promise<unknown>): Promise<void> {
  const later = ['0043_suppliers', '0044_stock_movements', '0045_goods_receipts', '0046_stock_adjustments_counts', '0047_product_barcodes', '0048_reorder', '0049_movement_costs', '0051_staff_receiving', '0053_report_reads', '0054_sellers_and_package_lengths'];
  for (const name of later) await migrations[name]!.up(db);
  await write();
  for (const name of later.reverse()) await migrations[name]!.down!(db);
}
const seedOnOlderSchema = (db: Kysely<any>) => onOlderSchema(db, () => seedDatabase(db, testConfig()));

/** What an index holds, in order. */
const indexed = async (db: Kysely<any>, index: string) => (await sql<Indexed>`select rowid, text from ${sql.table(index)} order by rowid`.execute(db)).rows;
/** What the index should hold: the view's text for every row. */
const expected = async (db: Kysely<any>, index: string) => (await sql<Indexed>`select rowid, text from ${sql.table(`${index}_text`)} order by rowid`.execute(db)).rows;
const pendingCount = async (db: Kysely<any>) => Number((await sql<{ n: number }>`select count(*) as n from search_pending`.execute(db)).rows[0].n);
const hasPending = async (db: Kysely<any>) => (await sql`select 1 from sqlite_schema where name = 'search_pending'`.execute(db)).rows.length > 0;

/** Every index holds exactly its view's rows, and nothing is noted to be indexed later. */
async function expectIndexesComplete(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) expect(await indexed(db, index), index).toEqual(await expected(db, index));
  expect(await hasPending(db)).toBe(false);
}

/** An FTS5 table's setting as its config table holds it (absent: FTS5's default). */
const setting = async (db: Kysely<any>, index: string, key: string) =>
  (await sql<{ v: number }>`select v from ${sql.table(`${index}_config`)} where k = ${key}`.execute(db)).rows[0]?.v;

/** A bill line as the route stores it. */
function line(name: string, serial?: string) {
  return { productId: 'p-1', name, quantity: 1, billedPrice: 90_000, buyingPrice: 60_000, sellingPrice: 90_000, ...(serial ? { serial } : {}) };
}

describe('migration 0038', () => {
  it("gives, for every row, the text the old insert triggers wrote: the views' expressions are theirs", async () => {
    const db = connectDatabase(IN_MEMORY);
    try {
      const migrateTo = migrating(db);
      await migrateTo(before('0038_search_at_commit'));
      // The demo's bills and entries, and the odd ones: serials, no number, an entry that is not JSON.
      await seedOnOlderSchema(db);
      const customer = await db.selectFrom('customers').selectAll().executeTakeFirstOrThrow();
      await onOlderSchema(db, () => insertBill(db, billFields(customer, [line('Serial Phone', 'SN-1'), line('Plain Cable')]), { id: null, name: null }));
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

});

describe('migration 0042', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  it('indexes what was noted, then every row in its writing transaction, one written by another connection too; down notes them again', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-search-in-transaction-'));
    const file = path.join(dir, 'shop.db');
    const db = connectDatabase(file);
    try {
      const migrateTo = migrating(db);
      await migrateTo(before(IN_TRANSACTION));
      await seedOnOlderSchema(db);
      const customer = await db.selectFrom('customers').selectAll().executeTakeFirstOrThrow();
      runOnFile(file, writtenElsewhere(customer, 'Noted Before'));
      expect(await pendingCount(db)).toBeGreaterThan(1);
      const found = async (words: string) => (await sql`select rowid from bills_search where text like ${`%${words}%`}`.execute(db)).rows;
      expect(await found('noted before')).toEqual([]);

      await migrateTo(IN_TRANSACTION);
      await expectIndexesComplete(db);
      expect(await found('noted before')).toHaveLength(1);
      runOnFile(file, writtenElsewhere(customer, 'Indexed At Once'));
      expect(await found('indexed at once')).toHaveLength(1);
      for (const index of INDEXES) expect([await setting(db, index, 'automerge'), await setting(db, index, 'crisismerge')]).toEqual([4, 16]);

      await migrateTo(before(IN_TRANSACTION));
      runOnFile(file, writtenElsewhere(customer, 'Noted Again'));
      expect(await pendingCount(db)).toBe(1);
      expect(await found('noted again')).toEqual([]);
      for (const index of INDEXES) expect([await setting(db, index, 'automerge'), await setting(db, index, 'crisismerge')]).toEqual([16, 64]);

      await migrateToLatest(db);
      await expectIndexesComplete(db);
      expect(await found('noted again')).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });

  it('builds a large shop as the bench does, in one transaction, with every bill indexed', async () => {
    const db = connectDatabase(IN_MEMORY);
    try {
      await migrateToLatest(db);
      await generateShop(db, { customers: 30, agents: 3, topUps: 3, sales: 10, expenses: 5, repairs: 5, products: 10, bills: 600, years: 1 });
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
      const migrateTo = migrating(db);
      await migrateTo(before(ONE_PASS));
      // The demo's entries (bills, payments, customers, staff…), a paid bill's, and the odd ones.
      await seedOnOlderSchema(db);
      const customer = await db.selectFrom('customers').selectAll().executeTakeFirstOrThrow();
      let bill!: Bill;
      await onOlderSchema(db, async () => {
        bill = await insertBill(db, billFields(customer, [line('Serial Phone', 'SN-1'), line('Plain Cable')]), { id: null, name: null });
      });
      await recordActivity(db, { user: { id: null, name: 'Ä Cashier' }, action: 'create', resource: 'bills', recordId: bill.id, after: { ...bill, payment: { tenders: [{ method: 'cash', amount: 450.5 }], cashGiven: null } } });
      await recordActivity(db, { user: { id: null, name: 'Owner' }, action: 'update', resource: 'customers', recordId: customer.id, before: customer, after: { ...customer, firstName: 'Renamed', creditLimit: 12.5 } });
      for (const [index, [before, after]] of oddRows.entries()) {
        await db.insertInto('activity').values({ id: `odd-${index}`, at: new Date().toISOString(), userId: null, userName: index % 2 ? 'Odd ROWS' : null, action: 'update', resource: 'bills', recordId: index % 3 ? `R-${index}` : null, before, after }).execute();
      }
      const scanned = await expected(db, 'activity_search');
      expect(scanned.filter((row) => row.text.length > 2).length).toBeGreaterThan(oddRows.length);
      await migrateTo(ONE_PASS);
      expect(await expected(db, 'activity_search')).toEqual(scanned);
      // And down again: 0038's view as it was.
      await migrateTo(before(ONE_PASS));
      expect(await expected(db, 'activity_search')).toEqual(scanned);
    } finally {
      await db.destroy();
    }
  });
});

describe('migration 0040', () => {
  const CRISIS = '0040_search_crisis_merge';

  it('lets the indexes merged 16 at a time merge a little at each write: their crisis merge waits for 64 segments', async () => {
    const db = connectDatabase(IN_MEMORY);
    try {
      const migrateTo = migrating(db);
      await migrateTo(before(CRISIS));
      for (const index of INDEXES) expect(await setting(db, index, 'crisismerge')).toBeUndefined();
      await migrateTo(CRISIS);
      for (const index of INDEXES) {
        expect(await setting(db, index, 'automerge')).toBe(16);
        expect(await setting(db, index, 'crisismerge')).toBe(64);
      }
      // And down again: FTS5's default of 16.
      await migrateTo(before(CRISIS));
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
      const migrateTo = migrating(db);
      await migrateTo(before(CREDIT_NOTES));
      await seedOnOlderSchema(db);
      const bill = await db.selectFrom('bills').select(['id', 'number']).where('number', 'is not', null).orderBy('number').executeTakeFirstOrThrow();
      const returned = { billId: bill.id, lines: '[]', amount: 100, profit: 10, method: 'cash', createdAt: new Date().toISOString(), createdByName: null };
      await db.insertInto('bill_returns').values([{ ...returned, id: 'cn-test-1', number: 9001 }, { ...returned, id: 'cn-test-2', number: 9002 }]).execute();
      expect(await withCreditNotes(db)).toEqual([]);

      await migrateTo(CREDIT_NOTES);
      expect(await indexed(db, 'bills_search')).toEqual(await expected(db, 'bills_search'));
      const found = (await withCreditNotes(db)).find((row) => row.rowid === bill.number);
      expect(found?.text).toMatch(/b-\d{6}\u001fcn-009001\u001fcn-009002$/);

      await migrateTo(before(CREDIT_NOTES));
      expect(await indexed(db, 'bills_search')).toEqual(await expected(db, 'bills_search'));
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
