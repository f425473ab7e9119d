import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { formatDate } from '../../src/domain/format';
import { MESSAGES } from '../../src/domain/messages';
import { buildCustomerInput, buildTestApp, call, inEnglish, loginAs } from '../test/helpers';

/**
 * Returns to a supplier (issue 47): the owner sends a goods received note's units back; the
 * stock falls by a `supplierReturn` movement at the average cost, the supplier's balance by the
 * same value; refusals with their messages, on both engines.
 */

type Rec = Record<string, any> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let supplier: Rec;
let customer: Rec;
const TODAY = shopDay(new Date());

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  supplier = await created('/api/suppliers', { name: 'Returns Test Traders' });
  customer = await created('/api/customers', buildCustomerInput());
});
afterAll(() => app.close());

async function created(url: string, body: unknown, token = ownerToken): Promise<Rec> {
  const response = await call(app, 'POST', url, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

let names = 0;
const newProduct = (quantity: number, buyingPrice: number) => created('/api/products', { name: `Returned item ${++names}`, quantity, buyingPrice, sellingPrice: 500 });
const receive = (lines: [Rec, number, number][], payment = 'owed') =>
  created('/api/goods-receipts', { supplierId: supplier._id, invoiceNumber: 'RET-1', invoiceDate: TODAY, payment, lines: lines.map(([product, quantity, unitCost]) => ({ productId: product._id, quantity, unitCost })) });
const sendBack = (receipt: Rec, body: Record<string, unknown>, token = ownerToken) => call(app, 'POST', `/api/goods-receipts/${receipt._id}/returns`, { token, body });
const statement = async () => (await call(app, 'GET', `/api/suppliers/${supplier._id}/statement`, { token: ownerToken })).json();
const stockOf = async (product: Rec) => (await app.db.selectFrom('products').select('quantity').where('id', '=', product._id).executeTakeFirstOrThrow()).quantity;

describe('POST /api/goods-receipts/:id/returns', () => {
  it('takes the units off the shelf at the average cost and credits the supplier with their value', async () => {
    // 4 on hand at 100.00, then 4 received at 150.00: the average is 125.00.
    const product = await newProduct(4, 100);
    const receipt = await receive([[product, 4, 150]]);
    const owedBefore = (await statement()).owed;
    const response = await sendBack(receipt, { productId: product._id, quantity: 3, note: ' Cracked casing ' });
    expect(response.statusCode, response.body).toBe(201);
    const back = response.json();
    expect(back).toMatchObject({ supplierId: supplier._id, supplierName: 'Returns Test Traders', receiptId: receipt._id, receiptNumber: receipt.number, productId: product._id, quantity: 3, unitCost: 125, total: 375, note: 'Cracked casing' });
    expect(back.number).toBeGreaterThan(0);
    expect(await stockOf(product)).toBe(5);

    const movement = await app.db.selectFrom('stock_movements').selectAll().where('productId', '=', product._id).orderBy('createdAt', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(movement).toMatchObject({ kind: 'supplierReturn', quantity: -3, onHand: 5, sourceId: back._id, sourceNumber: back.number, unitCost: 12_500, averageCost: 12_500 });

    const after = await statement();
    expect(after.owed).toBe(owedBefore - 375);
    expect(after.entries.at(-1)).toMatchObject({ kind: 'return', amount: -375, balance: after.owed, number: back.number, receiptNumber: receipt.number, note: `3 × ${product.name}` });
    // The note's returns, for the owner.
    const listed = await call(app, 'GET', `/api/goods-receipts/${receipt._id}/returns`, { token: ownerToken });
    expect(listed.json()).toEqual([back]);
  });

  it('credits a note paid in cash too: the supplier then holds the shop’s money', async () => {
    const product = await newProduct(0, 80);
    const receipt = await receive([[product, 2, 80]], 'cash');
    const before = (await statement()).owed;
    expect((await sendBack(receipt, { productId: product._id, quantity: 2 })).statusCode).toBe(201);
    expect((await statement()).owed).toBe(before - 160);
  });

  it('refuses more than the note brought less what went back, and more than is on the shelf, with the message under the quantity', async () => {
    const product = await newProduct(0, 100);
    const receipt = await receive([[product, 5, 100]]);
    expect((await sendBack(receipt, { productId: product._id, quantity: 2 })).statusCode).toBe(201);
    const tooMany = await sendBack(receipt, { productId: product._id, quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    const left = `Only 3 of ${product.name} from this note can be returned`;
    expect(inEnglish(tooMany.json())).toEqual({ message: left, errors: { quantity: left } });

    // 2 of the 3 left sold: 1 on the shelf.
    expect((await call(app, 'POST', '/api/bills', { token: ownerToken, body: { customerId: customer._id, products: [{ productId: product._id, quantity: 2, billedPrice: 500 }] } })).statusCode).toBe(201);
    const shelf = await sendBack(receipt, { productId: product._id, quantity: 2 });
    expect(shelf.statusCode).toBe(409);
    const onHand = `${product.name} has 1 in stock: 2 cannot be returned`;
    expect(inEnglish(shelf.json())).toEqual({ message: onHand, errors: { quantity: onHand } });
    expect(await stockOf(product)).toBe(1);
  });

  it('refuses a product not on the note, no product, no units, an unknown note or product, and staff', async () => {
    const product = await newProduct(3, 100);
    const other = await newProduct(3, 100);
    const receipt = await receive([[product, 1, 100]]);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ productId: other._id, quantity: 1 }, 400, 'productId', MESSAGES.supplierReturnNotOnReceipt],
      [{ quantity: 1 }, 400, 'productId', MESSAGES.billProductRequired],
      [{ productId: product._id, quantity: 0 }, 400, 'quantity', MESSAGES.quantityMin],
      [{ productId: '000000000000000000000000', quantity: 1 }, 404, 'productId', MESSAGES.productNotFound],
    ];
    for (const [body, status, field, message] of cases) {
      const response = await sendBack(receipt, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(inEnglish(response.json())).toEqual({ message, errors: { [field]: message } });
    }
    const unknown = await call(app, 'POST', '/api/goods-receipts/000000000000000000000000/returns', { token: ownerToken, body: { productId: product._id, quantity: 1 } });
    expect(unknown.statusCode).toBe(404);
    expect(inEnglish(unknown.json())).toEqual({ message: MESSAGES.goodsReceiptNotFound });
    for (const method of ['POST', 'GET'] as const) {
      const staff = await call(app, method, `/api/goods-receipts/${receipt._id}/returns`, { token: staffToken, body: method === 'POST' ? { productId: product._id, quantity: 1 } : undefined });
      expect(staff.statusCode).toBe(403);
      expect(inEnglish(staff.json())).toEqual({ message: MESSAGES.supplierReturnForbidden });
    }
    expect(await stockOf(product)).toBe(4);
    expect(await stockOf(other)).toBe(3);
  });
});

// Last: it closes today.
describe('a closed day', () => {
  it('refuses a return with 409 naming the day, and nothing changes', async () => {
    const product = await newProduct(0, 100);
    const receipt = await receive([[product, 2, 100]]);
    const closed = await call(app, 'POST', '/api/dayclose', { token: staffToken, body: { day: TODAY, openingFloat: 0, count: {}, note: 'Closed for the returns test' } });
    expect(closed.statusCode, closed.body).toBe(201);
    const response = await sendBack(receipt, { productId: product._id, quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`${formatDate(TODAY)} is closed; the owner can reopen it`);
    expect(await stockOf(product)).toBe(2);
  });
});
