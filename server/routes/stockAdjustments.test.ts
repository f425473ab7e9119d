import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomerInput, buildTestApp, call, inEnglish, loginAs } from '../test/helpers';

/**
 * Stock adjustments (issue 47): POST /products/:id/adjustments moves the stock by a signed
 * quantity with a reason, writing an `adjusted` movement (with the reason and note) in the same
 * transaction; the owner's alone, never below zero.
 */

type Rec = Record<string, any> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
});
afterAll(() => app.close());

let names = 0;
async function newProduct(quantity: number): Promise<Rec> {
  const response = await call(app, 'POST', '/api/products', { token: ownerToken, body: { name: `Adjusted item ${++names}`, quantity, buyingPrice: 100, sellingPrice: 250 } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const adjust = (product: Rec, body: unknown, token = ownerToken) => call(app, 'POST', `/api/products/${product._id}/adjustments`, { token, body });
const stockOf = async (product: Rec) => (await app.db.selectFrom('products').select('quantity').where('id', '=', product._id).executeTakeFirstOrThrow()).quantity;
const movementsOf = (product: Rec) => app.db.selectFrom('stock_movements').selectAll().where('productId', '=', product._id).orderBy('rowid' as any).execute();

describe('POST /api/products/:id/adjustments', () => {
  it('moves the stock by the quantity and writes an adjusted movement with its reason and note, shown on the stock card', async () => {
    const product = await newProduct(10);
    const response = await adjust(product, { quantity: -3, reason: 'damaged', note: '  Dropped  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ _id: product._id, quantity: 7, buyingPrice: 100 });
    expect(await stockOf(product)).toBe(7);
    const found = await adjust(product, { quantity: 2, reason: 'found' });
    expect(found.json().quantity).toBe(9);
    const card = (await call(app, 'GET', `/api/products/${product._id}/movements`, { token: staffToken })).json();
    expect(card.data.map(({ kind, quantity, onHand, reason, note }: Rec) => ({ kind, quantity, onHand, reason, note }))).toEqual([
      { kind: 'adjusted', quantity: 2, onHand: 9, reason: 'found', note: null },
      { kind: 'adjusted', quantity: -3, onHand: 7, reason: 'damaged', note: 'Dropped' },
      { kind: 'opening', quantity: 10, onHand: 10, reason: null, note: null },
    ]);
  });

  it('answers the owner with the buying price and is logged as an adjustment', async () => {
    const product = await newProduct(4);
    await adjust(product, { quantity: -1, reason: 'ownUse', note: 'Shop TV remote' });
    const entry = await app.db.selectFrom('activity').selectAll().where('recordId', '=', product._id).where('action', '=', 'adjust').executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after!)).toMatchObject({ quantity: 3, adjustment: { quantity: -1, reason: 'ownUse', note: 'Shop TV remote' } });
  });

  it.each([
    [{ reason: 'lost' }, 'quantity', 'Please enter quantity'],
    [{ quantity: 0, reason: 'lost' }, 'quantity', 'The quantity cannot be 0'],
    [{ quantity: 1.5, reason: 'lost' }, 'quantity', 'Quantity must be a whole number'],
    [{ quantity: -100_001, reason: 'lost' }, 'quantity', 'Quantity cannot exceed 100,000'],
    [{ quantity: -1 }, 'reason', 'Please select a reason'],
    [{ quantity: -1, reason: 'stolen' }, 'reason', 'Reason must be one of: damaged, lost, found, own use'],
    [{ quantity: -1, reason: 'lost', note: 'x'.repeat(201) }, 'note', 'A note can have at most 200 characters'],
  ])('refuses %j with 400 under %s: "%s", and moves nothing', async (body, field, message) => {
    const product = await newProduct(5);
    const response = await adjust(product, body);
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message, errors: { [field]: message } });
    expect(await stockOf(product)).toBe(5);
    expect(await movementsOf(product)).toHaveLength(1);
  });

  it('refuses a result below zero with 409 naming the stock, and moves nothing', async () => {
    const product = await newProduct(2);
    const response = await adjust(product, { quantity: -3, reason: 'lost' });
    expect(response.statusCode).toBe(409);
    const message = `${product.name} has 2 in stock: the stock cannot go below 0`;
    expect(inEnglish(response.json())).toEqual({ message, errors: { quantity: message } });
    expect(await stockOf(product)).toBe(2);
    // To exactly zero is allowed.
    expect((await adjust(product, { quantity: -2, reason: 'lost' })).json().quantity).toBe(0);
  });

  it('is the owner’s: staff get 403 with the reason, and nothing moves', async () => {
    const product = await newProduct(5);
    const response = await adjust(product, { quantity: -1, reason: 'damaged' }, staffToken);
    expect(response.statusCode).toBe(403);
    expect(inEnglish(response.json())).toEqual({ message: 'Only super admins can adjust stock' });
    expect(await stockOf(product)).toBe(5);
    expect((await call(app, 'POST', `/api/products/${product._id}/adjustments`, { body: { quantity: 1, reason: 'found' } })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await call(app, 'POST', '/api/products/000000000000000000000000/adjustments', { token: ownerToken, body: { quantity: 1, reason: 'found' } });
    expect(response.statusCode).toBe(404);
    expect(inEnglish(response.json())).toEqual({ message: 'Product not found' });
  });

  it('counts a sale made before it: the adjustment moves today’s stock, never sets it', async () => {
    const product = await newProduct(6);
    const customer = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json();
    const sold = await call(app, 'POST', '/api/bills', { token: staffToken, body: { customerId: customer._id, products: [{ productId: product._id, quantity: 2, billedPrice: 250 }] } });
    expect(sold.statusCode, sold.body).toBe(201);
    expect((await adjust(product, { quantity: -1, reason: 'damaged' })).json().quantity).toBe(3);
  });
});
