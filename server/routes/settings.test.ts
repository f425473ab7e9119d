import type { FastifyInstance } from 'fastify';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billFields, insertBill } from '../db/bills';
import { connectDatabase, IN_MEMORY } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import type { Database } from '../db/schema';
import { MESSAGES } from '../../src/domain/messages';
import { DEMO_ACCOUNTS } from '../seed';
import { buildCustomerInput, buildInterleavingApp, buildTestApp, call, loginAs, postLogin, inEnglish } from '../test/helpers';
import { catalogue, createRepair } from '../test/repairs';

type Rec = Record<string, unknown> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
});
afterAll(() => app.close());

const VALID = {
  shopName: 'Perera Communication',
  address: '12 Main Street, Kandy',
  phone: '0812 234 567',
  receiptFooter: 'Goods once sold are not returnable',
  lowBalanceThreshold: 2500.5,
  lowStockThreshold: 3,
};
const put = (body: unknown, token = ownerToken, on = app) => call(on, 'PUT', '/api/settings', { token, body });
const get = (token = staffToken, on = app) => call(on, 'GET', '/api/settings', { token });

describe('the shop’s settings (product.md §10)', () => {
  it('are named at sign-in as the settings feature', async () => {
    const { email, password } = DEMO_ACCOUNTS.staff;
    expect((await postLogin(app, { email, password })).json().features).toEqual(expect.arrayContaining(['settings']));
  });

  it('start with the name the console printed and its default thresholds, readable by staff', async () => {
    const fresh = await buildTestApp();
    try {
      const response = await get(await loginAs(fresh, 'staff'), fresh);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ shopName: 'TV, Recharge & Repair Shop', address: '', phone: '', receiptFooter: '', lowBalanceThreshold: 1000, lowStockThreshold: 5, closingHour: 20 });
    } finally {
      await fresh.close();
    }
  });

  it('refuses anyone signed out (401), and staff a change (403) without changing anything', async () => {
    expect((await call(app, 'GET', '/api/settings')).statusCode).toBe(401);
    const before = (await get()).json();
    const byStaff = await put(VALID, staffToken);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toEqual({ message: MESSAGES.forbidden, key: 'forbidden' });
    expect((await get()).json()).toEqual(before);
  });

  it('are changed by a super admin: phone kept as a local number, thresholds in LKR, logged', async () => {
    const response = await put(VALID);
    expect(response.statusCode, response.body).toBe(200);
    const expected = { ...VALID, phone: '0812234567', updatedByName: 'Owner Demo' };
    expect(response.json()).toMatchObject(expected);
    expect((await get()).json()).toMatchObject(expected);
    const stored = await app.db.selectFrom('settings').selectAll().executeTakeFirstOrThrow();
    expect(stored.lowBalanceThreshold).toBe(250_050);

    const log = (await call(app, 'GET', '/api/activity', { token: ownerToken })).json() as Rec[];
    const entry = log.find((row) => row.resource === 'settings' && row.action === 'update') as Rec | undefined;
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).toContain('Perera Communication');
  });

  it('take blank optional details as none', async () => {
    const response = await put({ ...VALID, address: '  ', phone: null, receiptFooter: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ address: '', phone: '', receiptFooter: '' });
  });

  it.each([
    ['no shop name', { shopName: '  ' }, 'shopName', MESSAGES.shopNameRequired],
    ['a one-letter shop name', { shopName: 'A' }, 'shopName', MESSAGES.shopNameLength],
    ['an 81-character shop name', { shopName: 'x'.repeat(81) }, 'shopName', MESSAGES.shopNameLength],
    ['a 201-character address', { address: 'x'.repeat(201) }, 'address', MESSAGES.shopAddressTooLong],
    ['a phone that is not a local number', { phone: '12345' }, 'phone', MESSAGES.phoneInvalid],
    ['a 301-character footer', { receiptFooter: 'x'.repeat(301) }, 'receiptFooter', MESSAGES.receiptFooterTooLong],
    ['a negative balance threshold', { lowBalanceThreshold: -1 }, 'lowBalanceThreshold', MESSAGES.lowBalanceThresholdInvalid],
    ['a balance threshold with three decimals', { lowBalanceThreshold: 1.005 }, 'lowBalanceThreshold', MESSAGES.lowBalanceThresholdInvalid],
    ['no stock threshold', { lowStockThreshold: null }, 'lowStockThreshold', MESSAGES.lowStockThresholdInvalid],
    ['a negative stock threshold', { lowStockThreshold: -2 }, 'lowStockThreshold', MESSAGES.lowStockThresholdInvalid],
    ['a fractional stock threshold', { lowStockThreshold: 2.5 }, 'lowStockThreshold', MESSAGES.lowStockThresholdInvalid],
    ['a closing hour of 24', { closingHour: 24 }, 'closingHour', MESSAGES.closingHourInvalid],
    ['a closing hour of half past', { closingHour: 20.5 }, 'closingHour', MESSAGES.closingHourInvalid],
    ['no closing hour', { closingHour: null }, 'closingHour', MESSAGES.closingHourInvalid],
    // A hair off a whole number: PostgreSQL refused it into its integer column (a 500), SQLite stored it.
    ['a stock threshold a hair above 0', { lowStockThreshold: 1e-7 }, 'lowStockThreshold', MESSAGES.lowStockThresholdInvalid],
    ['a discount limit a hair above 20', { maxDiscountPercent: 20.0000001 }, 'maxDiscountPercent', MESSAGES.maxDiscountPercentInvalid],
    ['a closing hour a hair above 0', { closingHour: 1e-7 }, 'closingHour', MESSAGES.closingHourInvalid],
  ])('refuses %s (400, under the field) and changes nothing', async (_why, change, field, message) => {
    const before = (await get()).json();
    const response = await put({ ...VALID, shopName: 'Something Else', ...change });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message, errors: { [field]: message } });
    expect((await get()).json()).toEqual(before);
  });

  it('keep the closing hour the owner sets (0 to 23), and leave it as it is for a client that sends none', async () => {
    const saved = await put({ ...VALID, closingHour: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().closingHour).toBe(0);
    expect((await put(VALID)).json().closingHour).toBe(0);
    expect((await put({ ...VALID, closingHour: 23 })).json().closingHour).toBe(23);
    await put({ ...VALID, closingHour: 20 });
  });

  it('close by shift only when the owner turns it on, and leave it as it is for a client that sends none', async () => {
    expect((await get()).json().closesByShift).toBe(false);
    const on = await put({ ...VALID, closesByShift: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().closesByShift).toBe(true);
    expect((await put(VALID)).json().closesByShift).toBe(true);
    expect((await put({ ...VALID, closesByShift: false })).json().closesByShift).toBe(false);
  });

  it('refuses a threshold sent as text (400)', async () => {
    const response = await put({ ...VALID, lowStockThreshold: 'five' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});

async function newCustomer(on: FastifyInstance, token: string): Promise<Rec> {
  const response = await call(on, 'POST', '/api/customers', { token, body: buildCustomerInput() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function newProduct(on: FastifyInstance, token: string, quantity: number): Promise<Rec> {
  const body = { name: `Charger ${Math.random().toString(36).slice(2, 8)}`, quantity, buyingPrice: 1500, sellingPrice: 2500, productType: 'normal' };
  const response = await call(on, 'POST', '/api/products', { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const billBody = (customer: Rec, product: Rec) => ({ customerId: customer._id, products: [{ productId: product._id, quantity: 1, billedPrice: 2500 }] });

describe('sequential numbers of bills and repairs (product.md §10)', () => {
  it('number bills one after another, on every answer', async () => {
    const customer = await newCustomer(app, ownerToken);
    const product = await newProduct(app, ownerToken, 10);
    const first = (await call(app, 'POST', '/api/bills', { token: staffToken, body: billBody(customer, product) })).json();
    const second = (await call(app, 'POST', '/api/bills', { token: ownerToken, body: billBody(customer, product) })).json();
    expect(Number.isInteger(first.number)).toBe(true);
    expect(second.number).toBe(first.number + 1);
    expect((await call(app, 'GET', `/api/bills/${second._id}`, { token: staffToken })).json().number).toBe(second.number);
    const listed = (await call(app, 'GET', '/api/bills', { token: staffToken })).json() as Rec[];
    expect(listed.find((bill) => bill._id === first._id)?.number).toBe(first.number);
    // Every demo bill has its own number.
    const numbers = listed.map((bill) => bill.number);
    expect(new Set(numbers).size).toBe(listed.length);
  });

  it('number repairs one after another', async () => {
    const customer = await newCustomer(app, ownerToken);
    const issues = await catalogue(app, ownerToken);
    const issueId = [...issues.values()][0]._id;
    const first = await createRepair(app, staffToken, { customerId: customer._id, issues: [issueId] });
    const second = await createRepair(app, ownerToken, { customerId: customer._id, issues: [issueId] });
    expect(Number.isInteger(first.number)).toBe(true);
    expect(second.number).toBe((first.number as number) + 1);
  });

  describe('under concurrent creation', () => {
    let slowApp: FastifyInstance;
    beforeAll(async () => {
      slowApp = await buildInterleavingApp();
    });
    afterAll(() => slowApp.close());

    it('give 20 bills and 20 repairs made at once 20 different numbers each, with no gap', async () => {
      const owner = await loginAs(slowApp, 'owner');
      const staff = await loginAs(slowApp, 'staff');
      const customer = await newCustomer(slowApp, owner);
      const product = await newProduct(slowApp, owner, 100);
      const issueId = [...(await catalogue(slowApp, owner)).values()][0]._id;
      const before = async (table: 'bills' | 'repairs') =>
        Number((await slowApp.db.selectFrom(table).select((eb) => eb.fn.max('number').as('n')).executeTakeFirstOrThrow()).n ?? 0);
      const [billsBefore, repairsBefore] = [await before('bills'), await before('repairs')];

      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          index % 2
            ? call(slowApp, 'POST', '/api/bills', { token: index % 4 === 1 ? staff : owner, body: billBody(customer, product) })
            : call(slowApp, 'POST', '/api/repairs', { token: index % 4 === 0 ? staff : owner, body: { customerId: customer._id, issues: [issueId] } }),
        ),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(201);
      const numbersOf = (urlPart: string) =>
        responses
          .filter((response) => response.json()._id && (response.raw.req.url ?? '').includes(urlPart))
          .map((response) => response.json().number as number)
          .sort((a, b) => a - b);
      const range = (from: number) => Array.from({ length: 20 }, (_, index) => from + index + 1);
      expect(numbersOf('/api/bills')).toEqual(range(billsBefore));
      expect(numbersOf('/api/repairs')).toEqual(range(repairsBefore));
    });
  });
});

describe('payment numbers on an account statement (product.md §10)', () => {
  it('name each movement by its payment’s sequential number', async () => {
    const customer = await newCustomer(app, ownerToken);
    const product = await newProduct(app, ownerToken, 10);
    expect((await call(app, 'PUT', `/api/accounts/customer/${customer._id}`, { token: ownerToken, body: { creditLimit: 10_000 } })).statusCode).toBe(200);
    const credit = { tenders: [{ method: 'credit', amount: 2500 }] };
    const bill = await call(app, 'POST', '/api/bills', { token: staffToken, body: { ...billBody(customer, product), payment: credit } });
    expect(bill.statusCode, bill.body).toBe(201);
    const paid = await call(app, 'POST', `/api/accounts/customer/${customer._id}/payments`, { token: staffToken, body: { tenders: [{ method: 'cash', amount: 1000 }] } });
    expect(paid.statusCode, paid.body).toBe(201);
    const [sale, payment] = paid.json().movements as { number: number }[];
    expect(Number.isInteger(sale.number)).toBe(true);
    expect(payment.number).toBeGreaterThan(sale.number);
  });
});

describe('migration 0014 on a database made before it', () => {
  let db: Kysely<Database>;
  beforeAll(() => {
    db = connectDatabase(IN_MEMORY);
  });
  afterAll(() => db.destroy());

  it('numbers the existing bills and repairs in the order they were made, then goes on from there', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0012_payments')).error).toBeUndefined();

    const customer = { id: 'c'.repeat(24), firstName: 'Kasun', lastName: 'Perera', cardNumber: 'DTV-1', phoneNumber: '0771234567', whatsappNumber: '0771234567', nicNumber: '881234567V', email: null };
    await db
      .insertInto('customers')
      .values({ ...customer, address: 'Colombo', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', createdByName: 'Owner', updatedByName: null } as never)
      .execute();
    const line = { productId: 'p'.repeat(24), name: 'Remote', quantity: 1, billedPrice: 100_000, buyingPrice: 60_000 };
    // Inserted out of time order: numbers follow the time made, not the insertion.
    const days = ['2026-03-05', '2026-03-01', '2026-03-03'];
    for (const day of days) {
      await db
        .insertInto('bills')
        .values({ ...billFields(customer, [line]), belowCost: undefined, id: `b-${day}`, createdAt: `${day}T10:00:00.000Z`, updatedAt: `${day}T10:00:00.000Z`, createdByName: 'Owner', updatedByName: null } as never)
        .execute();
    }
    for (const day of days) {
      await sql`insert into repairs (id, customerId, repairProduct, issues, discount, finalAmount, profit, status, expectedReturnDate, statusHistory, note, dateIn, createdAt, updatedAt, createdByName, updatedByName)
        values (${`r-${day}`}, ${customer.id}, 'TV', '[]', 0, 0, 0, 'Received from Customer', null, '[]', null, ${`${day}T09:00:00.000Z`}, ${`${day}T09:00:00.000Z`}, ${`${day}T09:00:00.000Z`}, 'Owner', null)`.execute(db);
    }

    await migrateToLatest(db);

    const numbered = async (table: 'bills' | 'repairs') =>
      Object.fromEntries((await db.selectFrom(table).select(['id', 'number']).execute()).map((row) => [row.id, row.number]));
    expect(await numbered('bills')).toEqual({ 'b-2026-03-01': 1, 'b-2026-03-05': 3, 'b-2026-03-03': 2 });
    expect(await numbered('repairs')).toEqual({ 'r-2026-03-01': 1, 'r-2026-03-05': 3, 'r-2026-03-03': 2 });

    const next = await insertBill(db, billFields(customer, [line]), { id: null, name: 'Owner' });
    expect(next.number).toBe(4);
    const settings = await db.selectFrom('settings').selectAll().execute();
    expect(settings).toHaveLength(1);
    expect(settings[0]).toMatchObject({ shopName: 'TV, Recharge & Repair Shop', lowBalanceThreshold: 100_000, lowStockThreshold: 5 });
    // Two bills can never share a number.
    await expect(sql`update bills set number = 1 where id = 'b-2026-03-03'`.execute(db)).rejects.toThrow(/UNIQUE/);
  });
});
