/**
 * No lost updates (two people editing one record never silently overwrite each other): an
 * edit sent with `If-Match: "v-<updatedAt>"` of an older version is refused with a 409 and
 * changes nothing; with the current version, or without the header (another client,
 * product.md §7), it is written.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { shopDay } from '../../src/domain/dates';
import { versionTag } from '../../src/domain/versions';
import { buildCustomerInput, buildTestApp, call, loginAs } from '../test/helpers';

type Rec = Record<string, unknown> & { _id: string; updatedAt: string };

let app: FastifyInstance;
let ownerToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
});
afterAll(() => app.close());

async function send(method: string, path: string, body: unknown, ifMatch?: string) {
  return call(app, method as 'PUT', path, { token: ownerToken, body, headers: ifMatch ? { 'if-match': ifMatch } : {} });
}

async function created(path: string, body: unknown): Promise<Rec> {
  const response = await send('POST', path, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Each resource the console edits in a dialog: how to make one, the edit body, and a field the edit changes. */
const cases: { name: string; path: string; make: () => Promise<Rec>; edit: (record: Rec, n: number) => Record<string, unknown>; field: string }[] = [
  {
    name: 'a customer',
    path: '/api/customers',
    make: () => created('/api/customers', buildCustomerInput()),
    edit: (record, n) => ({ ...buildCustomerInput({ phoneNumber: record.phoneNumber, whatsappNumber: record.whatsappNumber }), address: `${n}, Temple Road` }),
    field: 'address',
  },
  {
    name: 'a repair',
    path: '/api/repairs',
    make: async () => {
      const customer = await created('/api/customers', buildCustomerInput());
      const issues = (await send('GET', '/api/repairs/issues', undefined)).json() as Rec[];
      return created('/api/repairs', { customerId: customer._id, repairProduct: 'Galaxy A14', issues: [issues[0]._id], discount: 0 });
    },
    edit: (_record, n) => ({ note: `Call first (${n})` }),
    field: 'note',
  },
  {
    name: 'a top-up',
    path: '/api/recharge/topup',
    // Today, on the test's clock: the demo shop closes the days before it (up to yesterday), never today.
    make: () => created('/api/recharge/topup', { rechargeType: 'Dialog', topUpValue: 1000, topUpCost: 970, topUpDate: shopDay() }),
    edit: (_record, n) => ({ rechargeType: 'Dialog', topUpValue: 1000 + n, topUpCost: 970, topUpDate: shopDay() }),
    field: 'topUpValue',
  },
  {
    name: 'a product',
    path: '/api/products',
    make: () => created('/api/products', { name: 'HDMI Cable', quantity: 25, buyingPrice: 450, sellingPrice: 750, productType: 'normal' }),
    edit: (_record, n) => ({ name: 'HDMI Cable', quantity: 25, buyingPrice: 450, sellingPrice: 750 + n }),
    field: 'sellingPrice',
  },
];

describe.each(cases)('editing $name', ({ path, make, edit, field }) => {
  it('writes when the version sent is the current one, and answers the new version', async () => {
    const record = await make();
    const response = await send('PUT', `${path}/${record._id}`, edit(record, 1), versionTag(record.updatedAt));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()[field]).toEqual(edit(record, 1)[field]);
  });

  it('refuses an edit started before someone else saved (409) and keeps their change', async () => {
    const record = await make();
    await new Promise((resolve) => setTimeout(resolve, 5)); // a later millisecond: a new version
    const theirs = await send('PUT', `${path}/${record._id}`, edit(record, 2), versionTag(record.updatedAt));
    expect(theirs.statusCode, theirs.body).toBe(200);
    const mine = await send('PUT', `${path}/${record._id}`, edit(record, 3), versionTag(record.updatedAt));
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toEqual({ message: MESSAGES.staleWrite, key: 'staleWrite' });
    const list = (await send('GET', path, undefined)).json() as Rec[];
    expect(list.find((item) => item._id === record._id)?.[field]).toEqual(edit(record, 2)[field]);
  });

  it('writes without the header, as a client of product.md §7 sends it', async () => {
    const record = await make();
    await send('PUT', `${path}/${record._id}`, edit(record, 4));
    const response = await send('PUT', `${path}/${record._id}`, edit(record, 5));
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('a product edit names its stock and its version', () => {
  const remote = { name: 'Remote', quantity: 10, buyingPrice: 100, sellingPrice: 200 };
  const product = () => created('/api/products', { ...remote, productType: 'normal' });

  it('refuses an edit from an older version even when the stock it names is current (409)', async () => {
    const record = await product();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send('PUT', `/api/products/${record._id}`, { ...remote, name: 'Remote (black)' });
    const mine = await send('PUT', `/api/products/${record._id}`, { ...remote, sellingPrice: 250 }, `"stock-10", ${versionTag(record.updatedAt)}`);
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toEqual({ message: MESSAGES.staleWrite, key: 'staleWrite' });
  });

  it('lets a refill through after someone renamed the product: a refill checks only the stock', async () => {
    const record = await product();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send('PUT', `/api/products/${record._id}`, { ...remote, name: 'Remote (black)' });
    const refill = await send('PUT', `/api/products/${record._id}`, { quantity: 15 }, `"stock-10", ${versionTag(record.updatedAt)}`);
    expect(refill.statusCode, refill.body).toBe(200);
    expect(refill.json()).toMatchObject({ name: 'Remote (black)', quantity: 15 });
  });
});
