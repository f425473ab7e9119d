import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { buildCustomerInput, buildTestApp, call, loginAs, signInNewSuperAdmin, inEnglish } from '../test/helpers';

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

const UNKNOWN_ID = 'ffffffffffffffffffffffff';
const STAFF_KEYS = ['_id', 'barcode', 'createdAt', 'name', 'productType', 'quantity', 'reorderLevel', 'sellingPrice', 'updatedAt'];
const OWNER_KEYS = [...STAFF_KEYS, 'buyingPrice', 'createdByName', 'updatedByName'].sort();

const productInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'HDMI Cable 1.5m',
  quantity: 25,
  buyingPrice: 450,
  sellingPrice: 750.5,
  productType: 'normal',
  ...overrides,
});

const products = async (token = ownerToken): Promise<Rec[]> => (await call(app, 'GET', '/api/products', { token })).json();
const stored = async (id: string) => app.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();

async function addProduct(overrides: Record<string, unknown> = {}): Promise<Rec> {
  const response = await call(app, 'POST', '/api/products', { token: ownerToken, body: productInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const raw = (method: 'POST' | 'PUT', url: string, payload: string) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' }, payload });

describe('access (product.md §6)', () => {
  const routes: [string, string, boolean][] = [
    ['GET', '/api/products', false],
    ['POST', '/api/products', true],
    ['PUT', `/api/products/${UNKNOWN_ID}`, true],
    ['DELETE', `/api/products/${UNKNOWN_ID}`, false],
  ];

  it.each(routes)('refuses %s %s without a token (401)', async (method, url, hasBody) => {
    const response = await call(app, method as 'GET', url, { body: hasBody ? productInput() : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.notSignedIn, key: 'notSignedIn' });
  });

  it('lets staff list products', async () => {
    expect((await call(app, 'GET', '/api/products', { token: staffToken })).statusCode).toBe(200);
  });

  it('refuses staff adding a product (403) with the spec’s wording, and stores nothing', async () => {
    const before = await products();
    const response = await call(app, 'POST', '/api/products', { token: staffToken, body: productInput() });
    expect(response.statusCode).toBe(403);
    expect(inEnglish(response.json())).toEqual({ message: 'Only super admins can add products' });
    expect(await products()).toEqual(before);
  });

  it.each([
    ['editing', productInput({ name: 'Changed' })],
    ['refilling', { quantity: 999 }],
  ])('refuses staff %s a product (403) and keeps it', async (_, body) => {
    const record = await addProduct();
    const response = await call(app, 'PUT', `/api/products/${record._id}`, { token: staffToken, body });
    expect(response.statusCode).toBe(403);
    expect(inEnglish(response.json())).toEqual({ message: 'Only super admins can edit products' });
    expect((await products()).find((row) => row._id === record._id)).toEqual(record);
  });

  it('refuses staff deleting a product (403) and keeps it', async () => {
    const record = await addProduct();
    const response = await call(app, 'DELETE', `/api/products/${record._id}`, { token: staffToken });
    expect(response.statusCode).toBe(403);
    expect(inEnglish(response.json())).toEqual({ message: 'Only super admins can delete products' });
    expect(await stored(record._id)).toBeDefined();
  });
});

describe('POST /api/products', () => {
  it('creates a normal product (201) with its fields and the creator', async () => {
    const response = await call(app, 'POST', '/api/products', { token: ownerToken, body: productInput({ name: '  LNB Single  ' }) });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(Object.keys(record).sort()).toEqual(OWNER_KEYS);
    expect(record).toMatchObject({
      name: 'LNB Single',
      productType: 'normal',
      quantity: 25,
      buyingPrice: 450,
      sellingPrice: 750.5,
      createdByName: 'Owner Demo',
      updatedByName: null,
    });
    expect(record._id).toMatch(/^[0-9a-f]{24}$/);
    expect(await stored(record._id)).toMatchObject({ buyingPrice: 45_000, sellingPrice: 75_050, quantity: 25 });
  });

  it('makes a product without a type a normal one', async () => {
    const record = await addProduct({ productType: undefined });
    expect(record.productType).toBe('normal');
  });

  it('accepts a stock of 0 and prices of 0', async () => {
    const record = await addProduct({ quantity: 0, buyingPrice: 0, sellingPrice: 0 });
    expect(record).toMatchObject({ quantity: 0, buyingPrice: 0, sellingPrice: 0 });
  });

  it.each([
    ['no name', { name: undefined }, 'Please enter product name'],
    ['a blank name', { name: '  ' }, 'Please enter product name'],
    ['no quantity', { quantity: null }, 'Please enter quantity'],
    ['a negative quantity', { quantity: -1 }, MESSAGES.quantityNegative],
    ['a fractional quantity', { quantity: 1.5 }, MESSAGES.quantityInvalid],
    ['a quantity out of range', { quantity: 1e9 }, MESSAGES.quantityTooLarge],
    ['no buying price', { buyingPrice: undefined }, 'Please enter buying price'],
    ['a negative buying price', { buyingPrice: -5 }, MESSAGES.priceNegative],
    ['a buying price with three decimals', { buyingPrice: 12.345 }, MESSAGES.priceDecimals],
    ['no selling price', { sellingPrice: null }, 'Please enter selling price'],
    ['a negative selling price', { sellingPrice: -0.01 }, MESSAGES.priceNegative],
    ['a selling price with three decimals', { sellingPrice: 0.001 }, MESSAGES.priceDecimals],
    ['a selling price out of range', { sellingPrice: 1e12 }, MESSAGES.priceTooLarge],
    ['another product type', { productType: 'recharge' }, 'Only normal products can be added here'],
    ['a quantity as text', { quantity: '25' }, 'Invalid request: quantity must be a number'],
    ['a price as text', { sellingPrice: '750' }, 'Invalid request: sellingPrice must be a number'],
    ['a name as a number', { name: 5 }, 'Invalid request: name must be a string'],
    ['a name too long for the schema', { name: 'x'.repeat(101) }, 'Invalid request: name must be at most 100 characters'],
  ])('refuses %s (400) and stores nothing', async (_, change, expected) => {
    const before = await products();
    const response = await call(app, 'POST', '/api/products', { token: ownerToken, body: productInput(change) });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect(await products()).toEqual(before);
  });

  it.each(['{"name": "Dish",', '', 'null', '[]', '"HDMI"'])('refuses the body %j (400) and stores nothing', async (payload) => {
    const before = await products();
    const response = await raw('POST', '/api/products', payload);
    expect(response.statusCode).toBe(400);
    expect(await products()).toEqual(before);
  });

  it('refuses an oversized body (413)', async () => {
    const response = await call(app, 'POST', '/api/products', { token: ownerToken, body: productInput({ note: 'x'.repeat(200_000) }) });
    expect(response.statusCode).toBe(413);
  });
});

describe('GET /api/products', () => {
  it('lists products newest first', async () => {
    const first = await addProduct();
    const second = await addProduct();
    const ids = (await products()).map((record) => record._id);
    expect(ids[0]).toBe(second._id);
    expect(ids.indexOf(first._id)).toBe(1);
  });

  it('gives super admins every field', async () => {
    await addProduct();
    for (const record of await products()) expect(Object.keys(record).sort()).toEqual(OWNER_KEYS);
  });

  it('gives staff no buying price and no by-names (keys absent, not null)', async () => {
    await addProduct();
    const list = await products(staffToken);
    expect(list.length).toBeGreaterThan(0);
    for (const record of list) expect(Object.keys(record).sort()).toEqual(STAFF_KEYS);
  });

  it('shows staff a change made after their last read', async () => {
    await products(staffToken);
    const record = await addProduct({ name: 'Fresh Item' });
    expect((await products(staffToken)).map((row) => row._id)).toContain(record._id);
  });
});

describe('PUT /api/products/:id', () => {
  it('edits every field and records the editor', async () => {
    const record = await addProduct();
    const editor = await signInNewSuperAdmin(app, 'Nadeesha', 'Silva');
    const response = await call(app, 'PUT', `/api/products/${record._id}`, {
      token: editor,
      body: { ...productInput({ name: 'HDMI Cable 3m', quantity: 12, buyingPrice: 600, sellingPrice: 990 }), _id: record._id, createdAt: 'x' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      _id: record._id,
      name: 'HDMI Cable 3m',
      quantity: 12,
      buyingPrice: 600,
      sellingPrice: 990,
      createdAt: record.createdAt,
      createdByName: 'Owner Demo',
      updatedByName: 'Nadeesha Silva',
    });
  });

  it('treats a body with only quantity as a refill: it sets the stock and keeps the rest', async () => {
    const record = await addProduct({ quantity: 7 });
    const response = await call(app, 'PUT', `/api/products/${record._id}`, { token: ownerToken, body: { quantity: 12 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ quantity: 12, name: record.name, buyingPrice: 450, sellingPrice: 750.5, updatedByName: 'Owner Demo' });
  });

  it('refills when unknown fields travel beside the quantity', async () => {
    const record = await addProduct({ quantity: 7 });
    const response = await call(app, 'PUT', `/api/products/${record._id}`, { token: ownerToken, body: { quantity: 9, added: 2 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().quantity).toBe(9);
  });

  it.each([
    ['a negative stock', { quantity: -1 }, MESSAGES.quantityNegative],
    ['a fractional stock', { quantity: 2.5 }, MESSAGES.quantityInvalid],
    ['no stock', { quantity: null }, 'Please enter quantity'],
    ['a stock as text', { quantity: '9' }, 'Invalid request: quantity must be a number'],
  ])('refuses a refill with %s (400) and keeps the product', async (_, body, expected) => {
    const record = await addProduct();
    const response = await call(app, 'PUT', `/api/products/${record._id}`, { token: ownerToken, body });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect((await products()).find((row) => row._id === record._id)).toEqual(record);
  });

  it.each([
    ['no name', { name: '' }, 'Please enter product name'],
    ['a negative buying price', { buyingPrice: -1 }, MESSAGES.priceNegative],
    ['another type', { productType: 'service' }, MESSAGES.productTypeNormalOnly],
  ])('refuses an edit with %s (400) and keeps the product', async (_, change, expected) => {
    const record = await addProduct();
    const response = await call(app, 'PUT', `/api/products/${record._id}`, { token: ownerToken, body: productInput(change) });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect((await products()).find((row) => row._id === record._id)).toEqual(record);
  });

  it('answers 400 (not 404, not 500) for an empty body', async () => {
    const record = await addProduct();
    const response = await raw('PUT', `/api/products/${record._id}`, '');
    expect(response.statusCode).toBe(400);
    expect((await products()).find((row) => row._id === record._id)).toEqual(record);
  });

  it.each([productInput(), { quantity: 3 }])('answers 404 for an unknown product (%j)', async (body) => {
    const response = await call(app, 'PUT', `/api/products/${UNKNOWN_ID}`, { token: ownerToken, body });
    expect(response.statusCode).toBe(404);
    expect(inEnglish(response.json())).toEqual({ message: 'Product not found' });
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes a product', async () => {
    const record = await addProduct();
    const response = await call(app, 'DELETE', `/api/products/${record._id}`, { token: ownerToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Product deleted successfully', _id: record._id });
    expect(await stored(record._id)).toBeUndefined();
  });

  it('answers 404 for an unknown product', async () => {
    const response = await call(app, 'DELETE', `/api/products/${UNKNOWN_ID}`, { token: ownerToken });
    expect(response.statusCode).toBe(404);
    expect(inEnglish(response.json())).toEqual({ message: 'Product not found' });
  });

  it('deletes a product that bills used; the bills keep its name', async () => {
    const record = await addProduct({ name: 'Satellite Dish 60cm', quantity: 3 });
    const customer = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json() as Rec;
    const bill = await call(app, 'POST', '/api/bills', {
      token: ownerToken,
      body: { customerId: customer._id, products: [{ productId: record._id, quantity: 1, billedPrice: 4500 }] },
    });
    expect(bill.statusCode, bill.body).toBe(201);
    expect((await call(app, 'DELETE', `/api/products/${record._id}`, { token: ownerToken })).statusCode).toBe(200);
    const shown = (await call(app, 'GET', `/api/bills/${bill.json()._id}`, { token: ownerToken })).json();
    expect(shown.products).toEqual([{ name: 'Satellite Dish 60cm', quantity: 1, billedPrice: 4500 }]);
  });
});

describe('product types', () => {
  it('keeps a product’s stored type on a full edit', async () => {
    const record = await addProduct();
    await app.db.updateTable('products').set({ productType: 'bundle' }).where('id', '=', record._id).execute();
    const response = await call(app, 'PUT', `/api/products/${record._id}`, { token: ownerToken, body: productInput({ productType: undefined, name: 'Renamed' }) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed', productType: 'bundle' });
  });
});

describe('a stock write conditional on the stock read (If-Match: "stock-N")', () => {
  const put = (id: string, body: unknown, stockRead: number) =>
    call(app, 'PUT', `/api/products/${id}`, { token: ownerToken, body, headers: { 'if-match': `"stock-${stockRead}"` } });

  async function sellOne(productId: string) {
    const customer = (await call(app, 'POST', '/api/customers', { token: staffToken, body: buildCustomerInput() })).json();
    const sale = await call(app, 'POST', '/api/bills', {
      token: staffToken,
      body: { customerId: customer._id, products: [{ productId, quantity: 1, billedPrice: 750.5 }] },
    });
    expect(sale.statusCode, sale.body).toBe(201);
  }

  it('refills when the stock is still the one read', async () => {
    const product = await addProduct({ quantity: 10 });
    const response = await put(product._id, { quantity: 15 }, 10);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().quantity).toBe(15);
  });

  it('refuses a refill after a sale made while the dialog was open (409) and keeps the sale', async () => {
    const product = await addProduct({ name: 'SIM Tray', quantity: 10 });
    await sellOne(product._id); // the stock is now 9; the dialog still shows 10
    const response = await put(product._id, { quantity: 15 }, 10);
    expect(response.statusCode).toBe(409);
    expect(inEnglish(response.json())).toEqual({
      message: 'The stock of SIM Tray changed to 9 while you were refilling (a sale or another refill). Please refill again from the new stock.',
    });
    expect((await stored(product._id))?.quantity).toBe(9);
  });

  it('refuses an edit whose stock was read before a sale, changing nothing', async () => {
    const product = await addProduct({ name: 'Remote', quantity: 4 });
    await sellOne(product._id);
    const response = await put(product._id, productInput({ name: 'Remote (new)', quantity: 4 }), 4);
    expect(response.statusCode).toBe(409);
    expect(await stored(product._id)).toMatchObject({ name: 'Remote', quantity: 3 });
  });

  it('refills once from one stock read, however many arrive at once beside sales, and loses no sale', async () => {
    const product = await addProduct({ name: 'Phone Stand', quantity: 10 });
    const customer = (await call(app, 'POST', '/api/customers', { token: staffToken, body: buildCustomerInput() })).json();
    const sale = () =>
      call(app, 'POST', '/api/bills', { token: staffToken, body: { customerId: customer._id, products: [{ productId: product._id, quantity: 1, billedPrice: 750.5 }] } });
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 ? sale() : put(product._id, { quantity: 20 }, 10))));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const refills = statuses.filter((_, index) => index % 2 === 0);
    const sold = statuses.filter((status, index) => index % 2 === 1 && status === 201).length;
    expect(refills.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
    // A refill that was let through came before every sale (after one, the stock read is stale).
    const refilled = refills.includes(200);
    expect((await stored(product._id))?.quantity).toBe((refilled ? 20 : 10) - sold);
  });

  it('answers 404 for an unknown product, precondition or not', async () => {
    expect((await put(UNKNOWN_ID, { quantity: 5 }, 1)).statusCode).toBe(404);
  });

  it('writes unconditionally without the header (another client, product.md §7)', async () => {
    const product = await addProduct({ quantity: 2 });
    await sellOne(product._id);
    const response = await call(app, 'PUT', `/api/products/${product._id}`, { token: ownerToken, body: { quantity: 7 } });
    expect(response.json().quantity).toBe(7);
  });
});
