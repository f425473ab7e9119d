import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { buildCustomerInput, buildTestApp, call, loginAs } from '../test/helpers';

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let customerId: string;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  const response = await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() });
  customerId = response.json()._id;
});
afterAll(() => app.close());

/** product.md §7: purchase, recharge and repair history of one customer. */
const HISTORY = [
  ['purchase', (id: string) => `/api/bills/customer/${id}`],
  ['recharge', (id: string) => `/api/recharge/sales/customer/${id}`],
  ['repair', (id: string) => `/api/customers/${id}/repairs`],
] as const;

describe.each(HISTORY)('%s history', (_name, url) => {
  it('answers an empty list for a customer with no history yet', async () => {
    const response = await call(app, 'GET', url(customerId), { token: ownerToken });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 404 with the customer-not-found message for an unknown id', async () => {
    const response = await call(app, 'GET', url('ffffffffffffffffffffffff'), { token: ownerToken });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.customerNotFound, key: 'customerNotFound' });
  });

  it('answers 404 for a deleted customer', async () => {
    const created = await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() });
    const { _id } = created.json();
    await call(app, 'DELETE', `/api/customers/${_id}`, { token: ownerToken });

    const response = await call(app, 'GET', url(_id), { token: ownerToken });

    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for an agent id', async () => {
    const created = await call(app, 'POST', '/api/agents', { token: ownerToken, body: buildCustomerInput() });

    const response = await call(app, 'GET', url(created.json()._id), { token: ownerToken });

    expect(response.statusCode).toBe(404);
  });

  it('refuses staff (role admin) with 403', async () => {
    const response = await call(app, 'GET', url(customerId), { token: staffToken });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.forbidden, key: 'forbidden' });
  });

  it('refuses anonymous callers with 401', async () => {
    const response = await call(app, 'GET', url(customerId));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.notSignedIn, key: 'notSignedIn' });
  });
});

describe('recharge history with sales', () => {
  it("lists the customer's recharge sales, not other people's", async () => {
    const topUp = await call(app, 'POST', '/api/recharge/topup', {
      token: ownerToken,
      body: { rechargeType: 'Mobitel', topUpValue: 5000, topUpCost: 4800, topUpDate: '2026-03-01' },
    });
    expect(topUp.statusCode).toBe(201);
    const other = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json()._id;
    for (const soldToId of [customerId, other]) {
      const sale = await call(app, 'POST', '/api/recharge/sale', {
        token: staffToken,
        body: { rechargeType: 'Mobitel', soldValue: 100, soldPrice: 100, soldToType: 'customer', soldToId },
      });
      expect(sale.statusCode).toBe(201);
    }

    const response = await call(app, 'GET', `/api/recharge/sales/customer/${customerId}`, { token: ownerToken });

    expect(response.json()).toHaveLength(1);
    expect(response.json()[0]).toMatchObject({ soldToId: customerId, rechargeType: 'Mobitel', soldValue: 100 });
  });
});

describe('repair history with repairs', () => {
  it("lists the customer's repairs newest first, whole (profit and costs included), not other people's", async () => {
    const person = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json()._id;
    const other = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json()._id;
    const issues = (await call(app, 'GET', '/api/repairs/issues', { token: staffToken })).json() as { _id: string; name: string }[];
    const screen = issues.find((issue) => issue.name === 'Screen Replacement')!._id;
    const created: string[] = [];
    for (const customerId of [person, other, person]) {
      const repair = await call(app, 'POST', '/api/repairs', { token: staffToken, body: { customerId, issues: [screen], repairProduct: 'Redmi Note 12' } });
      expect(repair.statusCode).toBe(201);
      created.push(repair.json()._id);
    }

    const response = await call(app, 'GET', `/api/customers/${person}/repairs`, { token: ownerToken });

    expect(response.statusCode).toBe(200);
    const history = response.json();
    expect(history.map((repair: { _id: string }) => repair._id)).toEqual([created[2], created[0]]);
    expect(history[0]).toMatchObject({
      customerId: person,
      repairProduct: 'Redmi Note 12',
      issues: [{ issueId: screen, name: 'Screen Replacement', customerPrice: 9500, actualCost: 6500 }],
      finalAmount: 9500,
      profit: 3000,
      status: 'Received from Customer',
      createdByName: 'Staff Demo',
    });
    const list = (await call(app, 'GET', '/api/repairs', { token: ownerToken })).json();
    expect(history[0]).toEqual(list.find((repair: { _id: string }) => repair._id === created[2]));
  });
});

describe('purchase history with bills', () => {
  it("lists the customer's bills newest first, with profit, not other people's", async () => {
    const product = await call(app, 'POST', '/api/products', {
      token: ownerToken,
      body: { name: 'Tempered Glass (Samsung A14)', quantity: 10, buyingPrice: 300, sellingPrice: 750 },
    });
    expect(product.statusCode).toBe(201);
    const productId = product.json()._id;
    const buyer = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json()._id;
    const other = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json()._id;
    const ids: string[] = [];
    for (const [customerId, quantity] of [[buyer, 1], [other, 1], [buyer, 2]] as const) {
      const bill = await call(app, 'POST', '/api/bills', {
        token: staffToken,
        body: { customerId, products: [{ productId, quantity, billedPrice: 750 }] },
      });
      expect(bill.statusCode).toBe(201);
      ids.push(bill.json()._id);
    }

    const response = await call(app, 'GET', `/api/bills/customer/${buyer}`, { token: ownerToken });

    expect(response.statusCode).toBe(200);
    const history = response.json();
    expect(history.map((bill: { _id: string }) => bill._id)).toEqual([ids[2], ids[0]]);
    expect(history[0]).toMatchObject({ customerId: buyer, totalAmount: 1500, profit: 900, products: [{ name: 'Tempered Glass (Samsung A14)', quantity: 2 }] });
    // The bill as read alone, less how it was paid (its own answer's, not the history's).
    const { payment: _payment, ...alone } = (await call(app, 'GET', `/api/bills/${ids[2]}`, { token: ownerToken })).json();
    expect(history[0]).toEqual(alone);
  });

  it('answers each bill with its returns, so the history shows it net of them (product.md §10)', async () => {
    const product = (
      await call(app, 'POST', '/api/products', { token: ownerToken, body: { name: 'Phone Cover (Redmi 12)', quantity: 10, buyingPrice: 400, sellingPrice: 1000 } })
    ).json();
    const buyer = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json()._id;
    const bill = (
      await call(app, 'POST', '/api/bills', { token: staffToken, body: { customerId: buyer, products: [{ productId: product._id, quantity: 3, billedPrice: 1000 }] } })
    ).json();
    const returned = await call(app, 'POST', `/api/bills/${bill._id}/returns`, {
      token: staffToken,
      body: { lines: [{ productId: product._id, quantity: 2 }], refund: { method: 'cash' } },
    });
    expect(returned.statusCode, returned.body).toBe(201);

    const [shown] = (await call(app, 'GET', `/api/bills/customer/${buyer}`, { token: ownerToken })).json();
    // As sold (the spec's totalAmount and profit), and what went back: net 1,000, profit 600.
    expect(shown).toMatchObject({ totalAmount: 3000, profit: 1800, returnedAmount: 2000, returnedProfit: 1200 });
    expect(shown.returns).toHaveLength(1);
    expect(shown.returns).toEqual((await call(app, 'GET', `/api/bills/${bill._id}`, { token: ownerToken })).json().returns);
    const listed = ((await call(app, 'GET', '/api/bills', { token: ownerToken })).json() as { _id: string }[]).find((row) => row._id === bill._id);
    expect(listed).toMatchObject({ totalAmount: 3000, profit: 1800, returnedAmount: 2000, returnedProfit: 1200 });
  });
});
