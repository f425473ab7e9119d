import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshPostgres } from '../test/postgres';
import { connectDatabase, IN_MEMORY } from './connect';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { engineOf } from './engineOf';

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

/** Tables PostgreSQL has and SQLite has not: the version of the data (0036), which SQLite keeps on its one connection, and the shared rate-limit counts (0037), which SQLite keeps in the process's memory. */
const POSTGRES_ONLY = ['data_version', 'rate_limits'];

/** Each table (FTS5's own shadow tables and POSTGRES_ONLY left out) with its columns in order (PostgreSQL's explicit rowid left out). */
async function schemaOf(db: Kysely<any>): Promise<Record<string, string[]>> {
  const tables =
    engineOf(db) === 'postgres'
      ? (await sql<{ name: string; column: string }>`select table_name as name, column_name as column from information_schema.columns
          where table_schema = 'public' and column_name <> 'rowid' and not (table_name = any(${POSTGRES_ONLY}))
          order by table_name, ordinal_position`.execute(db)).rows
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

const written = { createdAt: customer.createdAt, updatedAt: customer.updatedAt, createdByName: 'Owner Demo', updatedByName: null };

const agent = {
  id: '65f0000000000000000000a1',
  firstName: 'Nimal',
  lastName: 'Fernando',
  address: '4 Temple Road, Kandy',
  email: 'nimal@example.com',
  phoneNumber: '0719876543',
  whatsappNumber: '0719876543',
  nicNumber: '851234567V',
  ...written,
};

/**
 * Each row of the search table `index` with the id of the `table` row whose key it is under
 * (null when no row has that key), sorted, and every id of `table`: so the comparison holds
 * whatever the keys are (a sequence leaves gaps where SQLite's max + 1 does not) and shows a
 * row missing from the index or an index row left behind.
 */
async function searchRows(db: Kysely<any>, table: string, index: string, key = 'searchKey') {
  const indexed = await sql<{ id: string | null; text: string }>`select s.id as id, t.text as text
    from ${sql.table(index)} as t left join ${sql.table(table)} as s on ${sql.ref(`s.${key}`)} = t.rowid`.execute(db);
  const ids = await db.selectFrom(table).select('id').execute();
  const order = (a: { id: string | null; text: string }, b: { id: string | null; text: string }) =>
    String(a.id).localeCompare(String(b.id)) || a.text.localeCompare(b.text);
  return { indexed: indexed.rows.sort(order), ids: ids.map(({ id }) => id as string).sort() };
}

/** The search tables made by 0029–0033, with the row each indexes and the column of its key. */
const KEYED = [
  ['recharge_sales', 'recharge_sales_search', 'searchKey'],
  ['recharge_topups', 'recharge_topups_search', 'searchKey'],
  ['expenses', 'expenses_search', 'searchKey'],
  ['customers', 'customers_search', 'searchKey'],
  ['agents', 'agents_search', 'searchKey'],
  ['activity', 'activity_search', 'seq'],
  ['products', 'products_search', 'searchKey'],
] as const;

/** A new row of each keyed table; `n` makes its id and unique fields its own. */
const newRow: Record<(typeof KEYED)[number][0], (n: number) => Record<string, unknown>> = {
  recharge_sales: (n) => ({
    id: `sale-${n}`, rechargeType: 'mobitel', soldValue: 10_000, soldPrice: 10_000, soldToType: 'customer', soldToId: customer.id,
    soldToName: 'Kasun Silva', saleDate: customer.createdAt, unitCost: 0.97, profit: 300, ...written,
  }),
  recharge_topups: (n) => ({ id: `topup-${n}`, rechargeType: 'mobitel', topUpValue: 1_000 + n, topUpCost: 970, topUpDate: customer.createdAt, ...written }),
  expenses: (n) => ({ id: `expense-${n}`, categoryId: 'c-rent', amount: 100, description: `Expense ${n}`, expenseDate: '2025-01-02', ...written }),
  customers: (n) => ({ ...customer, id: `customer-${n}`, phoneNumber: `07000${String(n).padStart(5, '0')}`, cardNumber: `C-${n}` }),
  agents: (n) => ({ ...agent, id: `agent-${n}`, phoneNumber: `07100${String(n).padStart(5, '0')}` }),
  activity: (n) => ({ id: `entry-${n}`, at: customer.createdAt, userId: null, userName: 'Owner Demo', action: 'create', resource: 'products', recordId: `p-${n}`, before: null, after: '{"name":"x"}' }),
  products: (n) => ({ id: `product-${n}`, name: `Product ${n}`, quantity: 1, buyingPrice: 10, sellingPrice: 12, ...written }),
};

/** A row's key, read back by id. */
async function keyOf(db: Kysely<any>, table: string, key: string, id: string): Promise<number> {
  const row = await db.selectFrom(table).select(sql.ref(key).as('key')).where('id', '=', id).executeTakeFirstOrThrow();
  return row.key as number;
}

/** The objects of a PostgreSQL database that migrations make besides tables' columns (identity sequences left out). */
async function postgresObjects(db: Kysely<any>) {
  const names = async (query: ReturnType<typeof sql<{ name: string }>>) => (await query.execute(db)).rows.map(({ name }) => name).sort();
  return {
    tables: await names(sql`select table_name as name from information_schema.tables where table_schema = 'public'`),
    indexes: await names(sql`select indexname as name from pg_indexes where schemaname = 'public'`),
    // Not pg_trgm's own functions: the extension stays (0027 made it), what it brought is its business.
    functions: await names(sql`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`),
    triggers: await names(sql`select tgname as name from pg_trigger where not tgisinternal`),
    sequences: await names(sql`select sequence_name as name from information_schema.sequences where sequence_schema = 'public' and sequence_name not like '%_rowid_seq'`),
  };
}

describe('migrations on PostgreSQL', () => {
  it('make the same tables and columns as on SQLite', async () => {
    const [onSqlite, onPostgres] = await onBoth(schemaOf);
    expect(Object.keys(onPostgres)).toContain('customers');
    expect(onPostgres).toEqual(onSqlite);
    const postgresOnly = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_name = any(${POSTGRES_ONLY})`.execute(postgres);
    expect(postgresOnly.rows.map(({ name }) => name)).toEqual(POSTGRES_ONLY);
  });

  it('move the version of the data on every table\'s writes, when they commit (migration 0036)', async () => {
    const version = async () => (await sql<{ version: number }>`select version from data_version`.execute(postgres)).rows[0]!.version;
    const untracked = await sql<{ name: string }>`select tablename as name from pg_tables t where schemaname = 'public'
      and not exists (select 1 from pg_trigger where tgrelid = (quote_ident(t.tablename))::regclass and tgname = t.tablename || '_data_version')
      order by tablename`.execute(postgres);
    expect(untracked.rows.map((row) => row.name).filter((name) => !name.endsWith('_search'))).toEqual(['data_version', 'kysely_migration', 'kysely_migration_lock']);
    const before = await version();
    await postgres.updateTable('settings').set({ updatedByName: 'Owner Demo' }).where('id', '=', 1).execute();
    const afterWrite = await version();
    expect(afterWrite).toBeGreaterThan(before);
    await postgres
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('settings').set({ updatedByName: 'Nobody' }).where('id', '=', 1).execute();
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await version()).toBe(afterWrite);
    await postgres.updateTable('settings').set({ updatedByName: null }).where('id', '=', 1).execute();
    expect(await version()).toBeGreaterThan(afterWrite);
    // Nothing of it on SQLite: its connection counts its own changes.
    expect((await sql<{ name: string }>`select name from sqlite_master where name = 'data_version'`.execute(sqlite)).rows).toEqual([]);
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

  it("index a bill's credit notes with it, as returns are written and removed (migration 0041)", async () => {
    const creditNote = (id: string, number: number) => ({ id, number, billId: 'b1', lines: '[]', amount: 50, profit: 10, method: 'cash', createdAt: customer.createdAt, createdByName: null });
    const billText = async (db: Kysely<any>) => (await sql<{ text: string }>`select text from bills_search where rowid = 42`.execute(db)).rows[0]?.text;
    const [onSqlite, onPostgres] = await onBoth(async (db) => {
      const texts: (string | undefined)[] = [];
      await db.insertInto('bill_returns').values([creditNote('cn-b', 12), creditNote('cn-a', 7)]).execute();
      texts.push(await billText(db));
      await db.deleteFrom('bill_returns').where('id', '=', 'cn-a').execute();
      texts.push(await billText(db));
      await db.deleteFrom('bill_returns').execute();
      texts.push(await billText(db));
      return texts;
    });
    expect(onPostgres).toEqual(onSqlite);
    const sold = ['kasun perera', '0771234567', '0771234567', '199012345678', 'dtv-1234', 'dialog dish', 'sn-9', 'lnb', '', 'b-000042'].join('\u001f');
    expect(onPostgres).toEqual([`${sold}\u001fcn-000007\u001fcn-000012`, `${sold}\u001fcn-000012`, sold]);
  });

  it('index recharge sales and top-ups for search by trigger, with the same text', async () => {
    const [onSqlite, onPostgres] = await onBoth(async (db) => {
      await db.insertInto('agents').values(agent).execute();
      const sale = newRow.recharge_sales;
      await db.insertInto('recharge_sales').values([
        { ...sale(2), soldToType: 'agent', soldToId: agent.id, soldToName: 'Nimal Fernando' },
        { ...sale(3), soldToId: 'no-such-customer', soldToName: 'Someone' },
        { ...sale(4), soldToName: 'Kasun Silva' },
      ]).execute();
      const topUp = newRow.recharge_topups;
      // LKR as the console's search read it: 4825.5, 4825.05, 5000; and what printf makes of negative cents.
      await db.insertInto('recharge_topups').values([
        { ...topUp(3), topUpValue: 482_550, topUpCost: 482_505 },
        { ...topUp(4), topUpValue: 500_000, topUpCost: -12_345, updatedByName: 'Manager Demo' },
        { ...topUp(5), topUpValue: -5, topUpCost: 7 },
      ]).execute();
      // The buyer's numbers change: their sales are indexed again.
      await db.updateTable('customers').set({ phoneNumber: '0775550000', cardNumber: 'DTV-9' }).where('id', '=', customer.id).execute();
      await db.updateTable('agents').set({ nicNumber: '200012345678' }).where('id', '=', agent.id).execute();
      await db.updateTable('recharge_sales').set({ soldToName: 'Walk In' }).where('id', '=', 'sale-3').execute();
      await db.updateTable('recharge_sales').set({ soldToType: 'agent', soldToId: agent.id }).where('id', '=', 'sale-4').execute();
      await db.deleteFrom('recharge_sales').where('id', '=', 'sale-3').execute();
      await db.updateTable('recharge_topups').set({ rechargeType: 'Airtel', topUpCost: 482_500 }).where('id', '=', 'topup-3').execute();
      await db.deleteFrom('recharge_topups').where('id', '=', 't1').execute();
      const agentSales = await searchRows(db, 'recharge_sales', 'recharge_sales_search');
      // The agent is deleted: their sales match by name only.
      await db.deleteFrom('agents').where('id', '=', agent.id).execute();
      return {
        agentSales,
        sales: await searchRows(db, 'recharge_sales', 'recharge_sales_search'),
        topUps: await searchRows(db, 'recharge_topups', 'recharge_topups_search'),
      };
    });
    expect(onPostgres).toEqual(onSqlite);
    const text = (rows: { indexed: { id: string | null; text: string }[] }, id: string) => rows.indexed.find((row) => row.id === id)?.text;
    expect(text(onPostgres.agentSales, 'sale-2')).toBe(['nimal fernando', '200012345678', '0719876543'].join('\u001f'));
    expect(text(onPostgres.sales, 'sale-2')).toBe('nimal fernando\u001f');
    expect(text(onPostgres.sales, 's1')).toBe(['kasun perera', '199012345678', '0775550000', 'dtv-9'].join('\u001f'));
    expect(onPostgres.topUps.indexed.map(({ text }) => text)).toEqual(expect.arrayContaining([
      ['airtel', 'owner demo', '', '4825.5', '4825'].join('\u001f'),
      ['mobitel', 'owner demo', 'manager demo', '5000', '-123.-45'].join('\u001f'),
      ['mobitel', 'owner demo', '', '0.-5', '0.07'].join('\u001f'),
    ]));
    expect(onPostgres.sales.indexed.map(({ id }) => id)).toEqual(onPostgres.sales.ids);
    expect(onPostgres.topUps.indexed.map(({ id }) => id)).toEqual(onPostgres.topUps.ids);
  });

  it('index expenses for search by trigger, with the same text, and again when their category is renamed', async () => {
    const [onSqlite, onPostgres] = await onBoth(async (db) => {
      await db.insertInto('expense_categories').values([
        { id: 'c-rent', name: 'Rent', nameKey: 'rent', ...written },
        { id: 'c-power', name: 'Power', nameKey: 'power', ...written },
      ]).execute();
      const expense = newRow.expenses;
      await db.insertInto('expenses').values([{ ...expense(1), description: 'June RENT' }, { ...expense(2), categoryId: 'c-power', description: 'CEB bill' }, expense(3)]).execute();
      await db.updateTable('expenses').set({ description: 'July rent' }).where('id', '=', 'expense-1').execute();
      await db.updateTable('expenses').set({ categoryId: 'c-rent' }).where('id', '=', 'expense-2').execute();
      await db.updateTable('expense_categories').set({ name: 'Shop Rent' }).where('id', '=', 'c-rent').execute();
      await db.deleteFrom('expenses').where('id', '=', 'expense-3').execute();
      return searchRows(db, 'expenses', 'expenses_search');
    });
    expect(onPostgres).toEqual(onSqlite);
    expect(onPostgres.indexed).toEqual([
      { id: 'expense-1', text: 'july rent\u001fshop rent' },
      { id: 'expense-2', text: 'ceb bill\u001fshop rent' },
    ]);
  });

  it('index customers and agents for search by trigger, with the same text', async () => {
    const [onSqlite, onPostgres] = await onBoth(async (db) => {
      await db.insertInto('customers').values([{ ...newRow.customers(1), email: 'K@Example.com' }, newRow.customers(2)]).execute();
      await db.insertInto('agents').values([newRow.agents(1), { ...newRow.agents(2), email: null }]).execute();
      await db.updateTable('customers').set({ firstName: 'KAMAL', address: 'Matara' }).where('id', '=', 'customer-1').execute();
      await db.updateTable('agents').set({ lastName: 'De Silva', whatsappNumber: '0760000000' }).where('id', '=', 'agent-2').execute();
      await db.deleteFrom('customers').where('id', '=', 'customer-2').execute();
      await db.deleteFrom('agents').where('id', '=', 'agent-1').execute();
      return { customers: await searchRows(db, 'customers', 'customers_search'), agents: await searchRows(db, 'agents', 'agents_search') };
    });
    expect(onPostgres).toEqual(onSqlite);
    expect(onPostgres.customers.indexed.find((row) => row.id === 'customer-1')?.text).toBe(
      ['kamal perera', '0700000001', '0771234567', '199012345678', 'c-1', 'k@example.com', 'matara'].join('\u001f'),
    );
    expect(onPostgres.agents.indexed.map(({ id }) => id)).toEqual(['agent-2']);
  });

  it('index activity for search by trigger, with the same changed fields, in the same order', async () => {
    const entry = newRow.activity;
    const [onSqlite, onPostgres] = await onBoth(async (db) => {
      await db.insertInto('activity').values([
        // Keys in byte order: 'Z' < '_x' < 'name'; a null on both sides is no change.
        { ...entry(1), before: null, after: JSON.stringify({ name: 'Dish', price: 100, tags: ['a'], note: null, Z: 1, _x: 'y' }) },
        { ...entry(2), before: JSON.stringify({ name: 'Dish', price: 100, ok: true }), after: JSON.stringify({ name: 'Dish ', price: 150, ok: false, extra: { k: 1 } }) },
        // Not JSON, or not an object: no fields.
        { ...entry(3), before: 'not json', after: '[1,2]' },
        // A JSON null and the text 'null' differ.
        { ...entry(4), userName: null, recordId: null, before: JSON.stringify({ a: null, same: 'é' }), after: JSON.stringify({ a: 'null', same: 'é' }) },
        { ...entry(5), before: '{"a":1,"a":2}', after: '' },
      ]).execute();
      await db.updateTable('activity').set({ after: JSON.stringify({ name: 'Dish', price: 90 }) }).where('id', '=', 'entry-1').execute();
      await db.updateTable('activity').set({ userName: 'Manager Demo' }).where('id', '=', 'entry-3').execute();
      await db.deleteFrom('activity').where('id', '=', 'entry-5').execute();
      return searchRows(db, 'activity', 'activity_search', 'seq');
    });
    expect(onPostgres).toEqual(onSqlite);
    const text = (id: string) => onPostgres.indexed.find((row) => row.id === id)?.text;
    expect(text('entry-2')).toBe(
      ['owner demo', 'p-2', 'extra', '', '{"k":1}', 'name', 'dish', 'dish ', 'ok', 'true', 'false', 'price', '100', '150'].join('\u001f'),
    );
    expect(text('entry-3')).toBe(['manager demo', 'p-3', ''].join('\u001f'));
    expect(text('entry-4')).toBe(['', '', 'a', '', 'null'].join('\u001f'));
    expect(onPostgres.indexed.map(({ id }) => id)).toEqual(onPostgres.ids);
  });

  it('index products for search by trigger, with the same text', async () => {
    const [onSqlite, onPostgres] = await onBoth(async (db) => {
      await db.insertInto('products').values([{ ...newRow.products(1), name: 'Dialog HD Dish' }, newRow.products(2), newRow.products(3)]).execute();
      await db.updateTable('products').set({ name: 'LNB Twin' }).where('id', '=', 'product-2').execute();
      await db.deleteFrom('products').where('id', '=', 'product-3').execute();
      return searchRows(db, 'products', 'products_search');
    });
    expect(onPostgres).toEqual(onSqlite);
    expect(onPostgres.indexed).toEqual([
      { id: 'product-1', text: 'dialog hd dish' },
      { id: 'product-2', text: 'lnb twin' },
    ]);
  });

  it('give rows inserted by two connections at once distinct keys, and index both', async () => {
    for (const [table, index, key] of KEYED) {
      let arrived = 0;
      let release!: () => void;
      const bothInserted = new Promise<void>((resolve) => (release = resolve));
      // Each transaction inserts, then waits, uncommitted, until the other has inserted too: with
      // SQLite's max + 1 both would read the same max. A wait on the other's key (the unique
      // index) would never end, so a lock timeout makes it an error instead (and a failed insert
      // still lets the other go on). The running totals lock their provider's row until commit,
      // so the two recharge writers take two providers.
      const insert = (n: number) =>
        postgres.transaction().execute(async (trx) => {
          await sql`set local lock_timeout = '5s'`.execute(trx);
          try {
            await trx.insertInto(table).values({ ...newRow[table](900 + n), ...(table.startsWith('recharge_') ? { rechargeType: `provider-${n}` } : {}) }).execute();
          } finally {
            if (++arrived === 2) release();
          }
          await bothInserted;
        });
      await Promise.all([insert(1), insert(2)]);
      const keys = await Promise.all([1, 2].map((n) => keyOf(postgres, table, key, String(newRow[table](900 + n).id))));
      expect(new Set(keys).size, table).toBe(2);
      const { indexed } = await searchRows(postgres, table, index, key);
      expect(indexed.filter(({ id }) => /-90[12]$/.test(String(id))), table).toHaveLength(2);
    }
  });

  it('keep a given key where SQLite keeps it, and number the next row past it', async () => {
    for (const [table, , key] of KEYED.filter(([table]) => ['recharge_sales', 'recharge_topups', 'expenses', 'activity'].includes(table))) {
      const [onSqlite, onPostgres] = await onBoth(async (db) => {
        await db.insertInto(table).values({ ...newRow[table](950), [key]: 5_000 }).execute();
        await db.insertInto(table).values(newRow[table](951)).execute();
        return [await keyOf(db, table, key, String(newRow[table](950).id)), await keyOf(db, table, key, String(newRow[table](951).id))];
      });
      expect(onPostgres, table).toEqual(onSqlite);
      expect(onPostgres, table).toEqual([5_000, 5_001]);
    }
  });

  it('number a new customer, agent or product whatever key it came with, as SQLite does', async () => {
    for (const table of ['customers', 'agents', 'products'] as const) {
      for (const [, db] of engines) {
        await db.insertInto(table).values({ ...newRow[table](960), searchKey: 7_000 }).execute();
        expect(await keyOf(db, table, 'searchKey', String(newRow[table](960).id)), table).not.toBe(7_000);
        const { indexed, ids } = await searchRows(db, table, `${table}_search`);
        expect(indexed.map(({ id }) => id), table).toEqual(ids);
      }
    }
  });

  it('index every keyed table alike after all the writes above', async () => {
    for (const [table, index, key] of KEYED) {
      const [onSqlite, onPostgres] = await onBoth((db) => searchRows(db, table, index, key));
      // The rows the two-connection test added exist on PostgreSQL only.
      const concurrent = (row: { id: string | null }) => !/-90[12]$/.test(String(row.id));
      expect({ indexed: onPostgres.indexed.filter(concurrent), ids: onPostgres.ids.filter((id) => concurrent({ id })) }, table).toEqual(onSqlite);
    }
  });
});

describe('migrations 0029–0034 on PostgreSQL, down and up again', () => {
  it('leave the schema of 0028 when undone, and make the same schema as SQLite\'s when redone', async () => {
    const db: Kysely<any> = await openFreshPostgres();
    await migrateToLatest(db, '0028_repairs_search');
    const at0028 = await postgresObjects(db);
    await migrateToLatest(db);
    expect((await postgresObjects(db)).sequences).toContain('activity_seq_next');
    await migrateToLatest(db, '0028_repairs_search');
    expect(await postgresObjects(db)).toEqual(at0028);
    await migrateToLatest(db);
    expect(await schemaOf(db)).toEqual(await schemaOf(sqlite));
    const applied = await db.selectFrom('kysely_migration').select('name').orderBy('name').execute();
    expect(applied.map(({ name }) => name)).toEqual(Object.keys(migrations).sort());
  }, 60_000);
});
