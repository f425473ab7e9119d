import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { buildCustomerInput, buildTestApp, call, loginAs } from '../test/helpers';

/** A sold device's IMEI or serial on its bill line (product.md §10), on our server. */

type Rec = Record<string, unknown> & { _id: string };
type Bill = Rec & { products: Record<string, unknown>[] };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let customerId: string;
let phone: Rec;
let cable: Rec;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  customerId = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json()._id;
  const product = async (name: string) =>
    (await call(app, 'POST', '/api/products', { token: ownerToken, body: { name, quantity: 5, buyingPrice: 30000, sellingPrice: 38500 } })).json() as Rec;
  phone = await product('Galaxy A15 128GB');
  cable = await product('USB-C Cable');
});
afterAll(() => app.close());

const postBill = (products: Record<string, unknown>[]) => call(app, 'POST', '/api/bills', { token: staffToken, body: { customerId, products } });
const line = (product: Rec, extra: Record<string, unknown> = {}) => ({ productId: product._id, quantity: 1, billedPrice: product.sellingPrice, ...extra });
const stockOf = async (product: Rec) => ((await call(app, 'GET', '/api/products', { token: ownerToken })).json() as Rec[]).find((row) => row._id === product._id)!.quantity;

describe("a bill line's IMEI or serial", () => {
  it('is kept on its line (trimmed) and answered by the bill, its details and the list the search reads', async () => {
    const response = await postBill([line(phone, { serial: ' 356938035643809 ' }), line(cable)]);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as Bill;
    expect(created.products[0]).toMatchObject({ name: 'Galaxy A15 128GB', serial: '356938035643809' });
    // A line without one (the spec's line) answers no key for it.
    expect(created.products[1]).not.toHaveProperty('serial');
    const one = (await call(app, 'GET', `/api/bills/${created._id}`, { token: staffToken })).json() as Bill;
    expect(one.products[0].serial).toBe('356938035643809');
    const list = (await call(app, 'GET', '/api/bills', { token: staffToken })).json() as Bill[];
    const found = list.filter((bill) => bill.products.some((item) => item.serial === '356938035643809'));
    expect(found.map((bill) => bill._id)).toEqual([created._id]);
  });

  it('refuses a bad one with 400 naming the line, and takes no stock', async () => {
    const before = await stockOf(phone);
    const response = await postBill([line(cable), line(phone, { serial: 'IMEI;356938' })]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.serialInvalid, key: 'serialInvalid', errors: { 'products.1.serial': MESSAGES.serialInvalid }, errorKeys: { 'products.1.serial': { key: 'serialInvalid' } } });
    expect(await stockOf(phone)).toBe(before);
  });
});
