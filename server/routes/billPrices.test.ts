import type { FastifyInstance } from 'fastify';
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { connectDatabase, IN_MEMORY } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import type { Database } from '../db/schema';
import { buildCustomerInput, buildTestApp, call, loginAs, inEnglish } from '../test/helpers';

type Rec = Record<string, any> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let customer: Rec;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  customer = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json();
});
afterAll(() => app.close());

const LIMIT_TEXT = 'A discount can be at most 10% of the selling price: the lowest price is LKR 2,610.00';

/** An LNB Twin: sells at LKR 2,900, cost LKR 1,750 (the owner's settings start at 10%). */
async function addProduct(overrides: Record<string, unknown> = {}): Promise<Rec> {
  const body = { name: `LNB Twin ${Math.random().toString(36).slice(2, 7)}`, quantity: 10, buyingPrice: 1750, sellingPrice: 2900, ...overrides };
  const response = await call(app, 'POST', '/api/products', { token: ownerToken, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const postBill = (product: Rec, line: Record<string, unknown>, token = staffToken) =>
  call(app, 'POST', '/api/bills', { token, body: { customerId: customer._id, products: [{ productId: product._id, quantity: 1, ...line }] } });
const stockOf = async (id: string) => (await app.db.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity;
const billCount = async () => Number((await app.db.selectFrom('bills').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const putSettings = (body: Record<string, unknown>, token = ownerToken) => call(app, 'PUT', '/api/settings', { token, body });
const SETTINGS = { shopName: 'Perera Communication', lowBalanceThreshold: 1000, lowStockThreshold: 5 };

/** Expects a refusal of one line's field, and nothing sold. */
async function expectRefused(product: Rec, line: Record<string, unknown>, status: number, field: string, message: string, token = staffToken) {
  const before = await billCount();
  const response = await postBill(product, line, token);
  expect(response.statusCode, response.body).toBe(status);
  expect(inEnglish(response.json())).toEqual({ message, errors: { [`products.0.${field}`]: message } });
  expect(await stockOf(product._id)).toBe(10);
  expect(await billCount()).toBe(before);
}

describe('a bill’s prices (product.md §10)', () => {
  it('takes the spec’s payload at the selling price from staff, as before', async () => {
    const product = await addProduct();
    const response = await postBill(product, { billedPrice: 2900 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().products).toEqual([{ name: product.name, quantity: 1, billedPrice: 2900 }]);
  });

  it('lets staff discount within the limit with a reason, kept on the line for everyone to read', async () => {
    const product = await addProduct();
    const response = await postBill(product, { billedPrice: 2610, discountReason: '  Regular customer ' });
    expect(response.statusCode, response.body).toBe(201);
    const bill = response.json();
    expect(bill.products).toEqual([{ name: product.name, quantity: 1, billedPrice: 2610, discountReason: 'Regular customer' }]);
    expect((await call(app, 'GET', `/api/bills/${bill._id}`, { token: staffToken })).json().products[0].discountReason).toBe('Regular customer');
  });

  it('refuses staff a discount over the limit (400), naming the lowest price under the line’s price', async () => {
    // The case the shop tried: an LKR 2,900 item billed at LKR 10.
    await expectRefused(await addProduct(), { billedPrice: 10, discountReason: 'Friend' }, 400, 'billedPrice', LIMIT_TEXT);
    await expectRefused(await addProduct(), { billedPrice: 2609.99, discountReason: 'Friend' }, 400, 'billedPrice', LIMIT_TEXT);
  });

  it('asks anyone for the reason of a discount (400 under the line’s reason)', async () => {
    const product = await addProduct();
    await expectRefused(product, { billedPrice: 2800 }, 400, 'discountReason', MESSAGES.discountReasonRequired);
    await expectRefused(product, { billedPrice: 2800, discountReason: '   ' }, 400, 'discountReason', MESSAGES.discountReasonRequired, ownerToken);
    await expectRefused(product, { billedPrice: 2800, discountReason: 'x'.repeat(121) }, 400, 'discountReason', MESSAGES.discountReasonTooLong);
  });

  it('keeps no reason on a line at the selling price', async () => {
    const response = await postBill(await addProduct(), { billedPrice: 2900, discountReason: 'None really' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().products[0].discountReason).toBeUndefined();
  });

  it('refuses staff below cost (403) even within the limit', async () => {
    const thin = await addProduct({ buyingPrice: 2800 });
    await expectRefused(thin, { billedPrice: 2799, discountReason: 'Regular customer' }, 403, 'billedPrice', MESSAGES.belowCostForbidden);
    const atCost = await postBill(thin, { billedPrice: 2800, discountReason: 'Regular customer' });
    expect(atCost.statusCode, atCost.body).toBe(201);
    expect(atCost.json().belowCost).toBeUndefined();
  });

  it('lets the owner sell below cost and beyond the limit; the bill is marked for the owner only', async () => {
    const product = await addProduct();
    const response = await postBill(product, { billedPrice: 1000, discountReason: 'Damaged box' }, ownerToken);
    expect(response.statusCode, response.body).toBe(201);
    const bill = response.json();
    expect(bill).toMatchObject({ belowCost: true, profit: -750 });

    const asOwner = (await call(app, 'GET', `/api/bills/${bill._id}`, { token: ownerToken })).json();
    expect(asOwner.belowCost).toBe(true);
    const ownersList: Rec[] = (await call(app, 'GET', '/api/bills', { token: ownerToken })).json();
    expect(ownersList.find((row) => row._id === bill._id)?.belowCost).toBe(true);

    const asStaff = (await call(app, 'GET', `/api/bills/${bill._id}`, { token: staffToken })).json();
    expect(asStaff).not.toHaveProperty('belowCost');
    expect(asStaff).not.toHaveProperty('profit');
    const staffList: Rec[] = (await call(app, 'GET', '/api/bills', { token: staffToken })).json();
    expect(staffList.some((row) => 'belowCost' in row)).toBe(false);
  });

  it('applies the limit the owner sets, from the next bill on', async () => {
    const product = await addProduct();
    try {
      expect((await putSettings({ ...SETTINGS, maxDiscountPercent: 50 })).statusCode).toBe(200);
      expect((await postBill(product, { billedPrice: 1800, discountReason: 'End of season' })).statusCode).toBe(201);
      expect((await putSettings({ ...SETTINGS, maxDiscountPercent: 0 })).statusCode).toBe(200);
      const refused = await postBill(product, { billedPrice: 2899.99, discountReason: 'End of season' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('A discount can be at most 0% of the selling price: the lowest price is LKR 2,900.00');
    } finally {
      await putSettings({ ...SETTINGS, maxDiscountPercent: 10 });
    }
  });
});

describe('the largest discount in the settings (product.md §10)', () => {
  it('starts at 10%, read by everyone', async () => {
    const fresh = await buildTestApp();
    try {
      const answer = (await call(fresh, 'GET', '/api/settings', { token: await loginAs(fresh, 'staff') })).json();
      expect(answer.maxDiscountPercent).toBe(10);
    } finally {
      await fresh.close();
    }
  });

  it('is the owner’s to change: a whole percentage from 0 to 100, refused under its field', async () => {
    for (const bad of [101, -1, 12.5, null]) {
      const response = await putSettings({ ...SETTINGS, maxDiscountPercent: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.maxDiscountPercentInvalid, key: 'maxDiscountPercentInvalid', errors: { maxDiscountPercent: MESSAGES.maxDiscountPercentInvalid }, errorKeys: { maxDiscountPercent: { key: 'maxDiscountPercentInvalid' } } });
    }
    expect((await putSettings({ ...SETTINGS, maxDiscountPercent: 25 }, staffToken)).statusCode).toBe(403);
    const saved = await putSettings({ ...SETTINGS, maxDiscountPercent: 25 });
    expect(saved.json().maxDiscountPercent).toBe(25);
    // A client that knows nothing of it leaves it as it is.
    const kept = await putSettings(SETTINGS);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().maxDiscountPercent).toBe(25);
    await putSettings({ ...SETTINGS, maxDiscountPercent: 10 });
  });
});

describe('migration 0015 on a database made before it', () => {
  let db: Kysely<Database>;
  beforeAll(() => {
    db = connectDatabase(IN_MEMORY);
  });
  afterAll(() => db.destroy());

  it('marks the existing bills that sold a line below cost, and no other', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0014_settings_numbers')).error).toBeUndefined();
    const stored = (id: string, lines: object[]) => ({
      id,
      customerId: 'c'.repeat(24),
      customerFirstName: 'Kasun',
      customerLastName: 'Perera',
      customerCardNumber: 'DTV-1',
      customerPhoneNumber: '0771234567',
      customerWhatsappNumber: '0771234567',
      customerNicNumber: '881234567V',
      customerEmail: null,
      lines: JSON.stringify(lines),
      totalAmount: 0,
      profit: 0,
      number: id === 'loss' ? 1 : 2,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
      createdByName: 'Owner',
      updatedByName: null,
    });
    const sold = { productId: 'p', name: 'Remote', quantity: 1 };
    await db
      .insertInto('bills')
      .values([
        stored('loss', [{ ...sold, billedPrice: 100_000, buyingPrice: 60_000 }, { ...sold, billedPrice: 59_999, buyingPrice: 60_000 }]),
        stored('fine', [{ ...sold, billedPrice: 60_000, buyingPrice: 60_000 }]),
      ] as never)
      .execute();

    await migrateToLatest(db);

    const marks = Object.fromEntries((await db.selectFrom('bills').select(['id', 'belowCost']).execute()).map((row) => [row.id, row.belowCost]));
    expect(marks).toEqual({ loss: 1, fine: 0 });
    expect((await db.selectFrom('settings').select('maxDiscountPercent').executeTakeFirstOrThrow()).maxDiscountPercent).toBe(10);
  });
});
