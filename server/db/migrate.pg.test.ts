import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshPostgres } from '../test/postgres';
import { connectDatabase, IN_MEMORY } from './connect';
import { migrateToLatest } from './migrate';
import { engineOf } from './migrations/engine';

// The same migrations on both engines, then the same writes: what each reads back must be equal.
let postgres: Kysely<any>;
let sqlite: Kysely<any>;
let engines: [string, Kysely<any>][];

beforeAll(async () => {
  postgres = await openFreshPostgres();
  sqlite = connectDatabase(IN_MEMORY);
  await migrateToLatest(postgres);
  await migrateToLatest(sqlite);
  engines = [
    ['sqlite', sqlite],
    ['postgres', postgres],
  ];
});

afterAll(() => sqlite.destroy());

/** Runs the same call on both engines; answers [sqlite's, postgres's]. */
async function onBoth<T>(call: (db: Kysely<any>) => Promise<T>): Promise<[T, T]> {
  return [await call(sqlite), await call(postgres)];
}

/** Each table (FTS5's own shadow tables left out) with its columns in order (PostgreSQL's explicit rowid left out). */
async function schemaOf(db: Kysely<any>): Promise<Record<string, string[]>> {
  const tables =
    engineOf(db) === 'postgres'
      ? (await sql<{ name: string; column: string }>`select table_name as name, column_name as column from information_schema.columns
          where table_schema = 'public' and column_name <> 'rowid' order by table_name, ordinal_position`.execute(db)).rows
      : (await sql<{ name: string; column: string }>`select m.name as name, c.name as column from sqlite_master m join pragma_table_info(m.name) c
          where m.type = 'table' and m.name not like 'sqlite_%' and m.name not glob '*_search_*' order by m.name, c.cid`.execute(db)).rows;
  const schema: Record<string, string[]> = {};
  for (const { name, column } of tables) (schema[name] ??= []).push(column);
  return schema;
}

const customer = {
  id: '65f000000000000000000001',
  firstName: 'Kasun',
  lastName: 'Perera',
  address: '12 Galle Road, Colombo',
  email: null,
  phoneNumber: '0771234567',
  whatsappNumber: '0771234567',
  nicNumber: '199012345678',
  cardNumber: 'DTV-1234',
  createdAt: '2025-01-02T03:04:05.678Z',
  updatedAt: '2025-01-02T03:04:05.678Z',
  createdByName: 'Owner Demo',
  updatedByName: null,
};

describe('migrations on PostgreSQL', () => {
  it('make the same tables and columns as on SQLite', async () => {
    const [onSqlite, onPostgres] = await onBoth(schemaOf);
    expect(Object.keys(onPostgres)).toContain('customers');
    expect(onPostgres).toEqual(onSqlite);
  });

  it('are recorded as applied, so a second run does nothing', async () => {
    await migrateToLatest(postgres);
    const [onSqlite, onPostgres] = await onBoth((db) => db.selectFrom('kysely_migration').select('name').orderBy('name').execute());
    expect(onPostgres).toEqual(onSqlite);
  });

  it('seed the same rows: the settings, the repair catalogue, the walk-in customer', async () => {
    for (const table of ['settings', 'customers']) {
      const [onSqlite, onPostgres] = await onBoth((db) => db.selectFrom(table).selectAll().orderBy('id').execute());
      expect(onPostgres.map(({ rowid: _, updatedAt: __, ...row }) => row)).toEqual(onSqlite.map(({ updatedAt: _, ...row }) => row));
    }
    const [onSqlite, onPostgres] = await onBoth((db) =>
      db.selectFrom('repair_issues').select(['name', 'actualCost', 'customerPrice', 'warrantyDays']).orderBy('name').execute(),
    );
    expect(onPostgres).toEqual(onSqlite);
  });

  it('read a customer back as it was written, with the same types', async () => {
    const [onSqlite, onPostgres] = await onBoth(async (db) => {
      await db.insertInto('customers').values(customer).execute();
      return db.selectFrom('customers').selectAll().where('id', '=', customer.id).executeTakeFirstOrThrow();
    });
    const { rowid, ...row } = onPostgres;
    expect(typeof rowid).toBe('number');
    expect(row).toEqual(onSqlite);
    expect(row).toMatchObject(customer);
  });

  it('refuse a second customer with the same phone as a unique violation', async () => {
    for (const [, db] of engines) {
      const error = await db.insertInto('customers').values({ ...customer, id: '65f000000000000000000002' }).execute().catch((caught: unknown) => caught);
      const { isUniqueViolation } = await import('./connect');
      expect(isUniqueViolation(error)).toBe(true);
    }
  });

  it('keep the providers\' running totals by trigger, as whole numbers', async () => {
    const stamps = { createdAt: customer.createdAt, updatedAt: customer.updatedAt, createdByName: null, updatedByName: null };
    const [onSqlite, onPostgres] = await onBoth(async (db) => {
      await db.insertInto('recharge_topups').values([
        { id: 't1', rechargeType: 'dialog', topUpValue: 3_000_000_000, topUpCost: 2_900_000_000, topUpDate: customer.createdAt, ...stamps },
        { id: 't2', rechargeType: 'dialog', topUpValue: 100_000, topUpCost: 97_000, topUpDate: customer.createdAt, ...stamps },
      ]).execute();
      await db.insertInto('recharge_sales').values({
        id: 's1', rechargeType: 'dialog', soldValue: 50_000, soldPrice: 50_000, soldToType: 'customer', soldToId: customer.id,
        soldToName: 'Kasun Perera', saleDate: customer.createdAt, unitCost: 0.9667, profit: 1_665, ...stamps,
      }).execute();
      await db.updateTable('recharge_topups').set({ topUpValue: 200_000 }).where('id', '=', 't2').execute();
      await db.insertInto('recharge_adjustments').values({
        id: 'a1', rechargeType: 'dialog', amount: -500, balanceBefore: 0, balanceAfter: -500, createdAt: customer.createdAt,
      }).execute();
      const totals = await db.selectFrom('recharge_totals').select(['rechargeType', 'bought', 'cost', 'sold', 'adjusted']).execute();
      const sums = await db.selectFrom('recharge_topups').select([sql<number>`count(*)`.as('count'), sql<number>`sum("topUpValue")`.as('value')]).execute();
      const sale = await db.selectFrom('recharge_sales').select('unitCost').executeTakeFirstOrThrow();
      return { totals, sums, sale };
    });
    expect(onPostgres).toEqual(onSqlite);
    expect(onPostgres.totals).toEqual([{ rechargeType: 'dialog', bought: 3_000_200_000, cost: 2_900_097_000, sold: 50_000, adjusted: -500 }]);
  });

  it('index a bill and a repair for search by trigger, with the same text', async () => {
    const stamps = { createdAt: customer.createdAt, updatedAt: customer.updatedAt, createdByName: null, updatedByName: null };
    const [onSqlite, onPostgres] = await onBoth(async (db) => {
      await db.insertInto('bills').values({
        id: 'b1', customerId: customer.id, customerFirstName: 'Kasun', customerLastName: 'PERERA', customerCardNumber: 'DTV-1234',
        customerPhoneNumber: '0771234567', customerWhatsappNumber: '0771234567', customerNicNumber: '199012345678', customerEmail: null,
        lines: JSON.stringify([{ productId: 'p1', name: 'Dialog Dish', quantity: 1, billedPrice: 100, buyingPrice: 90, serial: 'SN-9' }, { productId: 'p2', name: 'LNB', quantity: 2, billedPrice: 50, buyingPrice: 40 }]),
        totalAmount: 200, profit: 30, number: 42, ...stamps,
      }).execute();
      await db.insertInto('repairs').values({
        id: 'r1', customerId: customer.id, repairProduct: 'Galaxy A14', issues: '[]', discount: 0, finalAmount: 0, profit: 0, status: 'Received',
        expectedReturnDate: null, statusHistory: '[]', note: null, dateIn: customer.createdAt, number: 1234567, statusCode: 'abc', imei: '3569', ...stamps,
      }).execute();
      await db.updateTable('customers').set({ lastName: 'Silva' }).where('id', '=', customer.id).execute();
      const bills = await sql<{ rowid: number; text: string }>`select rowid, text from bills_search order by rowid`.execute(db);
      const repairs = await sql<{ rowid: number; text: string }>`select rowid, text from repairs_search order by rowid`.execute(db);
      return { bills: bills.rows, repairs: repairs.rows };
    });
    expect(onPostgres).toEqual(onSqlite);
    expect(onPostgres.bills[0]!.text).toBe(
      ['kasun perera', '0771234567', '0771234567', '199012345678', 'dtv-1234', 'dialog dish', 'sn-9', 'lnb', '', 'b-000042'].join('\u001f'),
    );
    expect(onPostgres.repairs[0]!.text).toContain('kasun silva');
  });
});
