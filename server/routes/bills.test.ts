import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { buildCustomerInput, buildInterleavingApp, buildTestApp, call, loginAs, inEnglish } from '../test/helpers';

type Rec = Record<string, unknown> & { _id: string };
type Line = { productId: string; quantity: unknown; billedPrice: unknown; discountReason?: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let customer: Rec;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  customer = await addCustomer(app, ownerToken);
});
afterAll(() => app.close());

const UNKNOWN_ID = 'ffffffffffffffffffffffff';
// Staff keep the by-name a receipt prints ("Served by"), not who updated it (product.md §6).
// `number`: our server's sequential number (B-000123, product.md §10).
const STAFF_KEYS = ['_id', 'createdAt', 'createdByName', 'customer', 'customerId', 'number', 'products', 'totalAmount', 'updatedAt'];
const OWNER_KEYS = [...STAFF_KEYS, 'profit', 'updatedByName'].sort();
const LINE_KEYS = ['billedPrice', 'name', 'quantity'];
// Our server's additions (product.md §10): a discounted line's reason; the owner's below-cost mark.
const withoutAdditions = (record: object, additions: readonly string[]) => Object.keys(record).filter((key) => !additions.includes(key)).sort();

async function addCustomer(on: FastifyInstance, token: string, overrides: Record<string, unknown> = {}): Promise<Rec> {
  const response = await call(on, 'POST', '/api/customers', { token, body: buildCustomerInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function addProduct(
  overrides: Record<string, unknown> = {},
  on: FastifyInstance = app,
  token: string = ownerToken,
): Promise<Rec> {
  const body = { name: 'HDMI Cable 1.5m', quantity: 10, buyingPrice: 450, sellingPrice: 750, ...overrides };
  const response = await call(on, 'POST', '/api/products', { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const line = (product: Rec, quantity: unknown = 1, billedPrice: unknown = product.sellingPrice): Line => ({
  productId: product._id,
  quantity,
  billedPrice,
});
/** A line under the selling price, with the reason a discount needs (product.md §10). */
const discounted = (product: Rec, quantity: number, billedPrice: number, discountReason = 'Regular customer'): Line => ({
  ...line(product, quantity, billedPrice),
  discountReason,
});

const postBill = (body: unknown, token = ownerToken) => call(app, 'POST', '/api/bills', { token, body });

async function bill(lines: Line[], token = ownerToken, customerId = customer._id): Promise<Rec> {
  const response = await postBill({ customerId, products: lines }, token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const stockOf = async (id: string) =>
  (await app.db.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirst())?.quantity;
const billCount = async () => Number((await app.db.selectFrom('bills').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const bills = async (token = ownerToken): Promise<Rec[]> => (await call(app, 'GET', '/api/bills', { token })).json();

const raw = (payload: string) =>
  app.inject({ method: 'POST', url: '/api/bills', headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' }, payload });

describe('access (product.md §6)', () => {
  it.each([
    ['GET', '/api/bills'],
    ['GET', `/api/bills/${UNKNOWN_ID}`],
    ['POST', '/api/bills'],
    ['DELETE', `/api/bills/${UNKNOWN_ID}`],
    ['GET', '/api/bills/report'],
  ])('refuses %s %s without a token (401)', async (method, url) => {
    const response = await call(app, method as 'GET', url, { body: method === 'POST' ? { customerId: customer._id, products: [] } : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.notSignedIn, key: 'notSignedIn' });
  });

  it('lets staff create, list and show bills, recorded under their name, without profit', async () => {
    const product = await addProduct();
    const created = await bill([line(product)], staffToken);
    expect(created.createdByName).toBe('Staff Demo');
    // One bill's answer says how it was paid (in cash, sent without a payment); the list does not.
    expect(Object.keys(created).sort()).toEqual([...STAFF_KEYS, 'payment'].sort());
    const shown = await call(app, 'GET', `/api/bills/${created._id}`, { token: staffToken });
    expect(shown.statusCode).toBe(200);
    expect(Object.keys(shown.json()).sort()).toEqual([...STAFF_KEYS, 'payment'].sort());
    const list = await bills(staffToken);
    expect(list.map((row) => row._id)).toContain(created._id);
    for (const row of list) expect(Object.keys(row).sort()).toEqual(STAFF_KEYS);
  });

  it('refuses staff deleting a bill (403) and changes nothing', async () => {
    const product = await addProduct({ quantity: 5 });
    const created = await bill([line(product, 2)]);
    const response = await call(app, 'DELETE', `/api/bills/${created._id}`, { token: staffToken });
    expect(response.statusCode).toBe(403);
    expect(inEnglish(response.json())).toEqual({ message: 'Only super admins can delete bills' });
    expect((await call(app, 'GET', `/api/bills/${created._id}`, { token: ownerToken })).statusCode).toBe(200);
    expect(await stockOf(product._id)).toBe(3);
  });

  it('refuses staff the revenue report (403)', async () => {
    const response = await call(app, 'GET', '/api/bills/report', { token: staffToken });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.forbidden, key: 'forbidden' });
  });
});

describe('POST /api/bills', () => {
  it('creates a bill (201): the customer snapshot, named lines, total and profit at sale time', async () => {
    const buyer = await addCustomer(app, ownerToken, { firstName: 'Tharshini', lastName: 'Yogarajah', email: null });
    const cable = await addProduct({ name: 'HDMI Cable 1.5m', quantity: 10, buyingPrice: 450, sellingPrice: 750 });
    const charger = await addProduct({ name: '20W USB-C Charger', quantity: 4, buyingPrice: 1800.5, sellingPrice: 2750 });
    const response = await postBill({
      customerId: buyer._id,
      products: [discounted(cable, 3, 700, 'Bulk order'), line(charger, 1, 2750.25)],
    });
    expect(response.statusCode, response.body).toBe(201);
    const record = response.json();
    expect(Object.keys(record).sort()).toEqual([...OWNER_KEYS, 'payment'].sort());
    expect(record).toMatchObject({
      customerId: buyer._id,
      customer: {
        firstName: 'Tharshini',
        lastName: 'Yogarajah',
        cardNumber: buyer.cardNumber,
        phoneNumber: buyer.phoneNumber,
        whatsappNumber: buyer.whatsappNumber,
        nicNumber: buyer.nicNumber,
        email: null,
      },
      products: [
        { name: 'HDMI Cable 1.5m', quantity: 3, billedPrice: 700, discountReason: 'Bulk order' },
        { name: '20W USB-C Charger', quantity: 1, billedPrice: 2750.25 },
      ],
      // 3 × 700 + 2750.25; (700 − 450) × 3 + (2750.25 − 1800.5)
      totalAmount: 4850.25,
      profit: 1699.75,
      createdByName: 'Owner Demo',
      updatedByName: null,
    });
    expect(record._id).toMatch(/^[0-9a-f]{24}$/);
    for (const row of record.products) expect(withoutAdditions(row, ['discountReason'])).toEqual(LINE_KEYS);
    expect(await stockOf(cable._id)).toBe(7);
    expect(await stockOf(charger._id)).toBe(3);
  });

  it('keeps its snapshot when the customer and the product change later', async () => {
    const buyer = await addCustomer(app, ownerToken, { firstName: 'Ruwan' });
    const product = await addProduct({ name: 'LNB Single', buyingPrice: 1000, sellingPrice: 1500 });
    const created = await bill([line(product, 2)], ownerToken, buyer._id);
    const edited = await call(app, 'PUT', `/api/customers/${buyer._id}`, { token: ownerToken, body: buildCustomerInput({ firstName: 'Changed' }) });
    expect(edited.statusCode).toBe(200);
    const repriced = await call(app, 'PUT', `/api/products/${product._id}`, {
      token: ownerToken,
      body: { name: 'LNB Twin', quantity: 50, buyingPrice: 1400, sellingPrice: 2000 },
    });
    expect(repriced.statusCode).toBe(200);
    const shown = (await call(app, 'GET', `/api/bills/${created._id}`, { token: ownerToken })).json();
    expect(shown).toEqual(created);
    expect(shown).toMatchObject({ customer: { firstName: 'Ruwan' }, products: [{ name: 'LNB Single' }], profit: 1000 });
  });

  it('records a loss as a negative profit', async () => {
    const product = await addProduct({ buyingPrice: 500 });
    expect((await bill([discounted(product, 2, 400)])).profit).toBe(-200);
  });

  it('sells exactly the whole stock', async () => {
    const product = await addProduct({ quantity: 4 });
    await bill([line(product, 4)]);
    expect(await stockOf(product._id)).toBe(0);
  });

  it('counts repeated lines of one product together against its stock', async () => {
    const product = await addProduct({ name: 'Earphones', quantity: 5 });
    const before = await billCount();
    const response = await postBill({ customerId: customer._id, products: [line(product, 3), line(product, 3)] });
    expect(response.statusCode).toBe(409);
    expect(inEnglish(response.json())).toEqual({ message: 'Insufficient stock for Earphones: available 5, requested 6' });
    expect(await stockOf(product._id)).toBe(5);
    expect(await billCount()).toBe(before);
    const sold = await bill([line(product, 2), line(product, 3)]);
    expect(sold.products).toHaveLength(2);
    expect(await stockOf(product._id)).toBe(0);
  });

  it('refuses a line above the stock (409) naming the product, and changes nothing', async () => {
    const product = await addProduct({ name: 'HDMI Cable', quantity: 3 });
    const before = await billCount();
    const response = await postBill({ customerId: customer._id, products: [line(product, 5)] }, staffToken);
    expect(response.statusCode).toBe(409);
    expect(inEnglish(response.json())).toEqual({ message: 'Insufficient stock for HDMI Cable: available 3, requested 5' });
    expect(await stockOf(product._id)).toBe(3);
    expect(await billCount()).toBe(before);
  });

  it('refuses the whole bill when its second product lacks stock: nothing taken from the first', async () => {
    const first = await addProduct({ name: 'Type-C Cable 1m', quantity: 10 });
    const second = await addProduct({ name: 'Power Bank 10000mAh', quantity: 1 });
    const before = await billCount();
    const response = await postBill({ customerId: customer._id, products: [line(first, 4), line(second, 2)] });
    expect(response.statusCode).toBe(409);
    expect(inEnglish(response.json())).toEqual({ message: 'Insufficient stock for Power Bank 10000mAh: available 1, requested 2' });
    expect(await stockOf(first._id)).toBe(10);
    expect(await stockOf(second._id)).toBe(1);
    expect(await billCount()).toBe(before);
  });

  it.each([
    ['no customer', { customerId: undefined }, 'Please select a customer'],
    ['an empty customer', { customerId: '  ' }, 'Please select a customer'],
    ['no products', { products: undefined }, 'Please add at least one product'],
    ['an empty product list', { products: [] }, 'Please add at least one product'],
    ['a null product list', { products: null }, 'Please add at least one product'],
    ['a line without a product', { line: { productId: '' } }, MESSAGES.billProductRequired],
    ['a line without a quantity', { line: { quantity: null } }, 'Please enter quantity'],
    ['a quantity of 0', { line: { quantity: 0 } }, 'Quantity must be at least 1'],
    ['a negative quantity', { line: { quantity: -2 } }, 'Quantity must be at least 1'],
    ['a fractional quantity', { line: { quantity: 1.5 } }, MESSAGES.quantityInvalid],
    ['a line without a price', { line: { billedPrice: undefined } }, MESSAGES.billedPriceRequired],
    ['a negative price', { line: { billedPrice: -1 } }, MESSAGES.priceNegative],
    ['a price with three decimals', { line: { billedPrice: 750.005 } }, MESSAGES.priceDecimals],
    ['a price out of range', { line: { billedPrice: 1e10 } }, MESSAGES.priceTooLarge],
    ['a quantity as text', { line: { quantity: '1' } }, 'Invalid request: products.0.quantity must be a number'],
    ['a customer id as a number', { customerId: 12 }, 'Invalid request: customerId must be a string'],
    ['products as text', { products: 'HDMI' }, 'Invalid request: products must be a list'],
    ['a line that is no object', { products: [7] }, 'Invalid request: products.0 must be an object'],
    ['too many lines', { lines: 51 }, MESSAGES.billTooManyLines],
  ])('refuses %s (400) and changes nothing', async (_, change, expected) => {
    const product = await addProduct({ quantity: 100 });
    const { line: lineChange, lines: count, ...rest } = change as Record<string, unknown>;
    const products = Array.from({ length: (count as number) ?? 1 }, () => ({ ...line(product), ...(lineChange as object) }));
    const before = await billCount();
    const response = await postBill({ customerId: customer._id, products, ...rest });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect(await billCount()).toBe(before);
    expect(await stockOf(product._id)).toBe(100);
  });

  it.each(['{"customerId": ', '', 'null', '[]', '42'])('refuses the body %j (400) and changes nothing', async (payload) => {
    const before = await billCount();
    const response = await raw(payload);
    expect(response.statusCode).toBe(400);
    expect(await billCount()).toBe(before);
  });

  it('refuses an oversized body (413)', async () => {
    const product = await addProduct();
    const response = await postBill({ customerId: customer._id, products: [line(product)], note: 'x'.repeat(200_000) });
    expect(response.statusCode).toBe(413);
  });

  it.each([
    ['an unknown customer', () => ({ customerId: UNKNOWN_ID }), 'Customer not found'],
    ['an unknown product', () => ({ extra: { productId: UNKNOWN_ID, quantity: 1, billedPrice: 10 } }), 'Product not found'],
  ])('refuses %s (404) and takes nothing', async (_, change, expected) => {
    const product = await addProduct({ quantity: 6 });
    const { extra, ...rest } = change() as Record<string, unknown>;
    const before = await billCount();
    const products = [line(product, 2), ...(extra ? [extra] : [])];
    const response = await postBill({ customerId: customer._id, products, ...rest });
    expect(response.statusCode).toBe(404);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect(await stockOf(product._id)).toBe(6);
    expect(await billCount()).toBe(before);
  });

  it('refuses a bill for a deleted customer (404)', async () => {
    const gone = await addCustomer(app, ownerToken);
    expect((await call(app, 'DELETE', `/api/customers/${gone._id}`, { token: ownerToken })).statusCode).toBe(200);
    const product = await addProduct();
    const response = await postBill({ customerId: gone._id, products: [line(product)] });
    expect(response.statusCode).toBe(404);
    expect(await stockOf(product._id)).toBe(10);
  });
});

describe('GET /api/bills and /api/bills/:id', () => {
  it('lists bills newest first, with profit for super admins and no buying prices for anyone', async () => {
    const product = await addProduct();
    const first = await bill([line(product)]);
    const second = await bill([line(product)]);
    const list = await bills();
    expect(list[0]._id).toBe(second._id);
    expect(list[1]._id).toBe(first._id);
    for (const row of list) {
      expect(withoutAdditions(row, ['belowCost'])).toEqual(OWNER_KEYS);
      for (const item of row.products as Rec[]) expect(withoutAdditions(item, ['discountReason'])).toEqual(LINE_KEYS);
    }
  });

  it('shows one bill as listed', async () => {
    const product = await addProduct();
    const created = await bill([line(product, 2)]);
    const response = await call(app, 'GET', `/api/bills/${created._id}`, { token: ownerToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
    const { payment: _payment, ...listed } = created;
    expect((await bills()).find((row) => row._id === created._id)).toEqual(listed);
  });

  it('answers 404 for an unknown bill', async () => {
    const response = await call(app, 'GET', `/api/bills/${UNKNOWN_ID}`, { token: staffToken });
    expect(response.statusCode).toBe(404);
    expect(inEnglish(response.json())).toEqual({ message: 'Bill not found' });
  });
});

describe('DELETE /api/bills/:id', () => {
  it('deletes a bill and puts each line’s quantity back in stock', async () => {
    const cable = await addProduct({ quantity: 10 });
    const dish = await addProduct({ name: 'Satellite Dish 60cm', quantity: 5 });
    const created = await bill([line(cable, 2), line(dish, 1), line(cable, 3)]);
    expect([await stockOf(cable._id), await stockOf(dish._id)]).toEqual([5, 4]);
    const response = await call(app, 'DELETE', `/api/bills/${created._id}`, { token: ownerToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Bill deleted successfully', _id: created._id });
    expect([await stockOf(cable._id), await stockOf(dish._id)]).toEqual([10, 5]);
    expect((await call(app, 'GET', `/api/bills/${created._id}`, { token: ownerToken })).statusCode).toBe(404);
  });

  it('skips lines whose product was deleted and returns the others', async () => {
    const kept = await addProduct({ quantity: 4 });
    const removed = await addProduct({ quantity: 4 });
    const created = await bill([line(kept, 1), line(removed, 1)]);
    expect((await call(app, 'DELETE', `/api/products/${removed._id}`, { token: ownerToken })).statusCode).toBe(200);
    const response = await call(app, 'DELETE', `/api/bills/${created._id}`, { token: ownerToken });
    expect(response.statusCode).toBe(200);
    expect(await stockOf(kept._id)).toBe(4);
    expect(await stockOf(removed._id)).toBeUndefined();
  });

  it('answers 404 for an unknown bill, and for one already deleted', async () => {
    const product = await addProduct({ quantity: 2 });
    const created = await bill([line(product)]);
    expect((await call(app, 'DELETE', `/api/bills/${created._id}`, { token: ownerToken })).statusCode).toBe(200);
    for (const id of [UNKNOWN_ID, created._id]) {
      const response = await call(app, 'DELETE', `/api/bills/${id}`, { token: ownerToken });
      expect(response.statusCode).toBe(404);
      expect(inEnglish(response.json())).toEqual({ message: 'Bill not found' });
    }
    expect(await stockOf(product._id)).toBe(2);
  });
});

describe('GET /api/bills/report', () => {
  const report = (query = '', token = ownerToken) => call(app, 'GET', `/api/bills/report${query}`, { token });

  /** A bill moved to `createdAt` (the report reads the creation time), far before any demo data. */
  async function billAt(createdAt: string, lines: Line[]): Promise<Rec> {
    const created = await bill(lines);
    await app.db.updateTable('bills').set({ createdAt }).where('id', '=', created._id).execute();
    return created;
  }

  it('sums count, sales and profit over inclusive Asia/Colombo days', async () => {
    const product = await addProduct({ quantity: 50, buyingPrice: 100, sellingPrice: 150 });
    // 2020-03-01 23:59:59.999 and 2020-03-02 00:00 in Colombo (UTC+5:30).
    await billAt('2020-03-01T18:29:59.999Z', [line(product, 1, 150)]);
    await billAt('2020-03-01T18:30:00.000Z', [line(product, 2, 150.5)]);
    await billAt('2020-03-03T18:29:59.999Z', [discounted(product, 1, 120)]);
    await billAt('2020-03-03T18:30:00.000Z', [line(product, 1, 999)]);

    expect((await report('?from=2020-03-02&to=2020-03-03')).json()).toEqual({ count: 2, totalSales: 421, totalProfit: 121 });
    expect((await report('?from=2020-03-01&to=2020-03-01')).json()).toEqual({ count: 1, totalSales: 150, totalProfit: 50 });
    expect((await report('?to=2020-03-02')).json()).toEqual({ count: 2, totalSales: 451, totalProfit: 151 });
    expect((await report('?from=2020-03-04&to=2020-03-04')).json()).toEqual({ count: 1, totalSales: 999, totalProfit: 899 });
    expect((await report('?from=2019-01-01&to=2019-12-31')).json()).toEqual({ count: 0, totalSales: 0, totalProfit: 0 });
  });

  it('without dates covers every bill, and a from alone everything since', async () => {
    const all = await app.db
      .selectFrom('bills')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('totalAmount').as('sales'), eb.fn.sum<number>('profit').as('profit')])
      .executeTakeFirstOrThrow();
    const response = await report();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: Number(all.count), totalSales: Number(all.sales) / 100, totalProfit: Number(all.profit) / 100 });
    expect((await report('?from=&to=')).json()).toEqual(response.json());
    expect((await report('?from=2000-01-01')).json()).toEqual(response.json());
  });

  it.each([
    ['?from=2020-3-1', MESSAGES.dateInvalid],
    ['?to=2020-02-30', MESSAGES.dateInvalid],
    ['?from=yesterday&to=2020-03-01', MESSAGES.dateInvalid],
    ['?from=2020-03-05&to=2020-03-04', 'The start date cannot be after the end date'],
  ])('refuses %s (400)', async (query, expected) => {
    const response = await report(query);
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: expected });
  });

  it('refuses a repeated date parameter (400)', async () => {
    expect((await report('?from=2020-01-01&from=2020-02-01')).statusCode).toBe(400);
  });
});

describe('concurrent bills', () => {
  let slowApp: FastifyInstance;

  beforeAll(async () => {
    slowApp = await buildInterleavingApp();
  });
  afterAll(() => slowApp.close());

  it('never oversell: 40 one-unit bills against a stock of 10 give exactly 10 bills, the rest 409, none 5xx', async () => {
    const owner = await loginAs(slowApp, 'owner');
    const staff = await loginAs(slowApp, 'staff');
    const buyer = await addCustomer(slowApp, owner);
    const product = await addProduct({ name: 'Dialog TV Remote', quantity: 10 }, slowApp, owner);
    const billsBefore = (await call(slowApp, 'GET', '/api/bills', { token: owner })).json().length;

    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        call(slowApp, 'POST', '/api/bills', {
          token: index % 2 ? staff : owner,
          body: { customerId: buyer._id, products: [{ productId: product._id, quantity: 1, billedPrice: 1200 }] },
        }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30);
    const stock = (await call(slowApp, 'GET', '/api/products', { token: owner })).json().find((row: Rec) => row._id === product._id).quantity;
    expect(stock).toBe(0);
    expect((await call(slowApp, 'GET', '/api/bills', { token: owner })).json()).toHaveLength(billsBefore + 10);
  });

  it('numbers the payments of bills made at once: each bill one number for all its tenders, none repeated, none skipped', async () => {
    const owner = await loginAs(slowApp, 'owner');
    const buyer = await addCustomer(slowApp, owner);
    const cable = await addProduct({ name: 'HDMI Cable', quantity: 100 }, slowApp, owner);
    const charger = await addProduct({ name: 'Charger', quantity: 100 }, slowApp, owner);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(slowApp, 'POST', '/api/bills', {
          token: owner,
          body: {
            customerId: buyer._id,
            products: [
              { productId: cable._id, quantity: 1, billedPrice: 1200 },
              { productId: charger._id, quantity: 2, billedPrice: 1200 },
            ],
            payment: { tenders: [{ method: 'cash', amount: 1200 }, { method: 'card', amount: 1200 }, { method: 'lankaqr', amount: 1200 }], cashGiven: null },
          },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));

    const ids = responses.map((response) => response.json()._id as string);
    const rows = await slowApp.db.selectFrom('payments').select(['sourceId', 'number', 'line']).where('sourceId', 'in', ids).execute();
    expect(rows).toHaveLength(36);
    const numberOf = new Map<string, Set<number>>();
    for (const row of rows) numberOf.set(row.sourceId!, (numberOf.get(row.sourceId!) ?? new Set()).add(row.number));
    expect([...numberOf.values()].every((numbers) => numbers.size === 1)).toBe(true);
    const numbers = [...numberOf.values()].map((numbers) => [...numbers][0]).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => numbers[0] + index));
    // Each bill's stock, every line of it, went in one go.
    const stock = async (id: string) => (await slowApp.db.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity;
    expect([await stock(cable._id), await stock(charger._id)]).toEqual([88, 76]);
  });
});
