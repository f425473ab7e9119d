import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgentInput, buildCustomerInput, buildTestApp, call, loginAs } from '../test/helpers';
import { catalogue } from '../test/repairs';

type Rec = Record<string, unknown> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let bill: Rec;

async function post(url: string, body: unknown): Promise<Rec> {
  const response = await call(app, 'POST', url, { token: ownerToken, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

// (Answers of one record, e.g. what staff's POST returns, are checked in each route's tests.)
// One record of each kind staff may read, made by the owner (so each carries a by-name).
beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  const customer = await post('/api/customers', buildCustomerInput());
  await post('/api/agents', buildAgentInput());
  const category = await post('/api/expense-categories', { name: 'Electricity by-names' });
  await post('/api/expenses', { categoryId: category._id, amount: 2500, description: 'Meter', expenseDate: '2026-03-12' });
  await post('/api/recharge/topup', { rechargeType: 'Dialog', topUpValue: 5000, topUpCost: 4825, topUpDate: '2026-03-12' });
  await post('/api/recharge/sale', { rechargeType: 'Dialog', soldValue: 100, soldPrice: 100, soldToType: 'customer', soldToId: customer._id });
  const product = await post('/api/products', { name: 'USB-C cable by-names', quantity: 5, buyingPrice: 300, sellingPrice: 500, productType: 'normal' });
  bill = await post('/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity: 1, billedPrice: 500 }] });
  const screen = (await catalogue(app, ownerToken)).get('Screen Replacement')!;
  await post('/api/repairs', { customerId: customer._id, issues: [screen._id] });
});
afterAll(() => app.close());

const list = async (url: string, token: string): Promise<Rec[]> => {
  const response = await call(app, 'GET', url, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('who created and updated a record is the owner’s (product.md §6)', () => {
  it.each([
    ['/api/customers', ['createdByName', 'updatedByName']],
    ['/api/agents', ['createdByName', 'updatedByName']],
    ['/api/expense-categories', ['createdByName', 'updatedByName']],
    ['/api/expenses', ['createdByName', 'updatedByName']],
    ['/api/recharge/sales', ['createdByName', 'updatedByName']],
    ['/api/repairs/issues', ['createdByName', 'updatedByName']],
    ['/api/products', ['createdByName', 'updatedByName']],
    // A receipt prints who served, a job card who received: staff keep that one name.
    ['/api/bills', ['updatedByName']],
    ['/api/repairs', ['updatedByName']],
  ])('GET %s: staff get no %j, the owner does, whoever read first', async (url, hidden) => {
    const staffFirst = await list(url, staffToken);
    const owners = await list(url, ownerToken);
    const staffAfter = await list(url, staffToken);
    expect(owners.length).toBeGreaterThan(0);
    for (const record of owners) for (const name of hidden) expect(record).toHaveProperty(name);
    for (const records of [staffFirst, staffAfter]) {
      expect(records.map((record) => record._id)).toEqual(owners.map((record) => record._id));
      for (const record of records) for (const name of hidden) expect(record).not.toHaveProperty(name);
    }
  });

  it('leaves the printed by-name on a bill staff read alone', async () => {
    const response = await call(app, 'GET', `/api/bills/${bill._id}`, { token: staffToken });
    expect(response.json()).toMatchObject({ createdByName: 'Owner Demo' });
    expect(response.json()).not.toHaveProperty('updatedByName');
  });
});
