import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { DEMO_ACCOUNTS } from '../seed';
import { buildAgentInput, buildCustomerInput, buildInterleavingApp, buildTestApp, call, loginAs, postLogin, inEnglish } from '../test/helpers';

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

async function created(on: FastifyInstance, url: string, body: unknown, token: string): Promise<Rec> {
  const response = await call(on, 'POST', url, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const newCustomer = (on = app, token = ownerToken) => created(on, '/api/customers', buildCustomerInput(), token);
const newProduct = (quantity = 10, on = app, token = ownerToken) =>
  created(on, '/api/products', { name: `Charger ${Math.random().toString(36).slice(2, 8)}`, quantity, buyingPrice: 1500, sellingPrice: 2500 }, token);

/** A bill of `quantity` chargers at LKR 2,500 each, paid as `payment` says. */
const postBill = (customer: Rec, product: Rec, payment: unknown, extra: Record<string, unknown> = {}, token = staffToken, quantity = 2) =>
  call(app, 'POST', '/api/bills', {
    token,
    body: { customerId: customer._id, products: [{ productId: product._id, quantity, billedPrice: 2500 }], payment, ...extra },
  });

const setLimit = (type: string, id: string, creditLimit: unknown, token = ownerToken) =>
  call(app, 'PUT', `/api/accounts/${type}/${id}`, { token, body: { creditLimit } });
const account = async (type: string, id: string, token = staffToken) => (await call(app, 'GET', `/api/accounts/${type}/${id}`, { token })).json();
const pay = (type: string, id: string, body: unknown, token = staffToken, on = app) =>
  call(on, 'POST', `/api/accounts/${type}/${id}/payments`, { token, body });
const stockOf = async (id: string) => (await app.db.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity;
const billCount = async () => (await app.db.selectFrom('bills').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('the sign-in answer names what our server offers beyond the spec', () => {
  it('lists payments among its features', async () => {
    const { email, password } = DEMO_ACCOUNTS.staff;
    const response = await postLogin(app, { email, password });
    expect(response.json().features).toEqual(expect.arrayContaining(['payments']));
  });
});

describe('POST /api/bills with a payment (product.md §10)', () => {
  it('records a bill paid half in cash (with change) and half on credit, on the customer’s account', async () => {
    const customer = await newCustomer();
    const product = await newProduct();
    expect((await setLimit('customer', customer._id, 5000)).statusCode).toBe(200);

    const response = await postBill(customer, product, { tenders: [{ method: 'cash', amount: 2500 }, { method: 'credit', amount: 2500 }], cashGiven: 3000 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().payment).toEqual({
      tenders: [
        { method: 'cash', amount: 2500 },
        { method: 'credit', amount: 2500 },
      ],
      credit: 2500,
      received: 2500,
      cashGiven: 3000,
      change: 500,
    });
    const shown = await call(app, 'GET', `/api/bills/${response.json()._id}`, { token: staffToken });
    expect(shown.json().payment).toEqual(response.json().payment);

    const statement = await account('customer', customer._id);
    expect(statement).toMatchObject({ balance: 2500, creditLimit: 5000, name: `${customer.firstName} ${customer.lastName}` });
    expect(statement.movements).toEqual([expect.objectContaining({ source: 'bill', sourceId: response.json()._id, method: 'credit', amount: 2500, balance: 2500 })]);
  });

  it('refuses tenders that do not add up, and leaves no bill and all the stock', async () => {
    const customer = await newCustomer();
    const product = await newProduct(5);
    const before = await billCount();
    const response = await postBill(customer, product, { tenders: [{ method: 'cash', amount: 4000 }] });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: 'Payments add up to LKR 4,000.00, but the total is LKR 5,000.00' });
    expect(await stockOf(product._id)).toBe(5);
    expect(await billCount()).toBe(before);
  });

  it('refuses credit over the limit with the limit and the balance, and leaves no bill', async () => {
    const customer = await newCustomer();
    const product = await newProduct(5);
    await setLimit('customer', customer._id, 1000);
    const response = await postBill(customer, product, { tenders: [{ method: 'credit', amount: 5000 }] });
    expect(response.statusCode).toBe(409);
    expect(inEnglish(response.json())).toEqual({ message: 'Credit limit exceeded: limit LKR 1,000.00, already owed LKR 0.00, this sale LKR 5,000.00' });
    expect(await stockOf(product._id)).toBe(5);
    expect((await account('customer', customer._id)).balance).toBe(0);
  });

  it('gives no credit to someone the owner has given no limit', async () => {
    const response = await postBill(await newCustomer(), await newProduct(), { tenders: [{ method: 'credit', amount: 5000 }] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('limit LKR 0.00');
  });

  it('lets only the owner allow one sale over the limit, and logs it', async () => {
    const customer = await newCustomer();
    const product = await newProduct();
    const overLimit = { tenders: [{ method: 'credit', amount: 5000 }] };
    const byStaff = await postBill(customer, product, overLimit, { allowOverLimit: true }, staffToken);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toEqual({ message: MESSAGES.overLimitForbidden, key: 'overLimitForbidden' });

    const byOwner = await postBill(customer, product, overLimit, { allowOverLimit: true }, ownerToken);
    expect(byOwner.statusCode, byOwner.body).toBe(201);
    expect((await account('customer', customer._id)).balance).toBe(5000);
    const log = (await call(app, 'GET', '/api/activity', { token: ownerToken })).json() as Rec[];
    expect(log.find((entry) => entry.action === 'overLimit' && entry.recordId === customer._id)).toBeDefined();
  });

  it('takes a deleted bill’s credit off the account with it', async () => {
    const customer = await newCustomer();
    await setLimit('customer', customer._id, 10000);
    const response = await postBill(customer, await newProduct(), { tenders: [{ method: 'card', amount: 1000 }, { method: 'credit', amount: 4000 }] });
    expect((await account('customer', customer._id)).balance).toBe(4000);
    const removed = await call(app, 'DELETE', `/api/bills/${response.json()._id}`, { token: ownerToken });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await account('customer', customer._id)).toMatchObject({ balance: 0, movements: [] });
  });

  it('still takes a bill without a payment, as the spec’s clients send it, and records it paid in full in cash', async () => {
    const customer = await newCustomer();
    const response = await postBill(customer, await newProduct(), undefined);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().payment).toEqual({ tenders: [{ method: 'cash', amount: 5000 }], credit: 0, received: 5000, cashGiven: null, change: 0 });
    // No debt: the money was taken at the counter.
    expect((await account('customer', customer._id)).balance).toBe(0);
  });
});

describe('POST /api/recharge/sale with a payment', () => {
  it('puts an agent’s reload on credit on the agent’s account', async () => {
    const agent = await created(app, '/api/agents', buildAgentInput(), ownerToken);
    await created(app, '/api/recharge/topup', { rechargeType: 'Mobitel', topUpValue: 10000, topUpCost: 9700, topUpDate: '2026-03-12' }, ownerToken);
    await setLimit('agent', agent._id, 20000);
    const sale = await call(app, 'POST', '/api/recharge/sale', {
      token: staffToken,
      body: { rechargeType: 'Mobitel', soldValue: 5000, soldPrice: 4900, soldToType: 'agent', soldToId: agent._id, payment: { tenders: [{ method: 'credit', amount: 4900 }] } },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(sale.json().payment).toMatchObject({ credit: 4900, received: 0 });
    expect(await account('agent', agent._id)).toMatchObject({ balance: 4900, creditLimit: 20000 });
  });

  it('settles an agent’s reload dues through POST /api/accounts/agent/:id/payments, refusing more than is owed', async () => {
    const agent = await created(app, '/api/agents', buildAgentInput(), ownerToken);
    await created(app, '/api/recharge/topup', { rechargeType: 'Dialog', topUpValue: 20000, topUpCost: 19400, topUpDate: '2026-03-12' }, ownerToken);
    await setLimit('agent', agent._id, 20000);
    for (const [soldValue, soldPrice] of [
      [5000, 4900],
      [3000, 2950],
    ]) {
      const sale = await call(app, 'POST', '/api/recharge/sale', {
        token: staffToken,
        body: { rechargeType: 'Dialog', soldValue, soldPrice, soldToType: 'agent', soldToId: agent._id, payment: { tenders: [{ method: 'credit', amount: soldPrice }] } },
      });
      expect(sale.statusCode, sale.body).toBe(201);
    }
    expect((await account('agent', agent._id)).balance).toBe(7850);
    const debtors = (await call(app, 'GET', '/api/accounts', { token: staffToken })).json() as Rec[];
    expect(debtors.find((debtor) => debtor.partyId === agent._id)).toMatchObject({ partyType: 'agent', balance: 7850 });

    const tooMuch = await pay('agent', agent._id, { tenders: [{ method: 'cash', amount: 7850.01 }] });
    expect([tooMuch.statusCode, inEnglish(tooMuch.json())]).toEqual([409, { message: 'The payment is more than is owed (LKR 7,850.00)' }]);
    expect((await account('agent', agent._id)).balance).toBe(7850);

    const part = await pay('agent', agent._id, { tenders: [{ method: 'cash', amount: 5000 }], cashGiven: 5000 });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json().balance).toBe(2850);
    const rest = await pay('agent', agent._id, { tenders: [{ method: 'card', amount: 2850 }] });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().balance).toBe(0);
    // Each reload names its provider, so a week of them reads line by line; other lines name none.
    expect(rest.json().movements.map((movement: Rec) => [movement.method, movement.amount, movement.balance, movement.rechargeType])).toEqual([
      ['credit', 4900, 4900, 'Dialog'],
      ['credit', 2950, 7850, 'Dialog'],
      ['cash', -5000, 2850, null],
      ['card', -2850, 0, null],
    ]);
    const nothing = await pay('agent', agent._id, { tenders: [{ method: 'cash', amount: 1 }] });
    expect([nothing.statusCode, nothing.json()]).toEqual([409, { message: MESSAGES.nothingOwed, key: 'nothingOwed' }]);
    const after = (await call(app, 'GET', '/api/accounts', { token: staffToken })).json() as Rec[];
    expect(after.find((debtor) => debtor.partyId === agent._id)).toBeUndefined();
  });
});

describe('accounts: payments received and who owes what', () => {
  async function owing(amount: number): Promise<Rec> {
    const customer = await newCustomer();
    await setLimit('customer', customer._id, 100000);
    const response = await postBill(customer, await newProduct(), { tenders: [{ method: 'credit', amount }] }, {}, staffToken, amount / 2500);
    expect(response.statusCode, response.body).toBe(201);
    return customer;
  }

  it('takes part of a debt, then the rest, with a running balance; the account leaves the list when paid', async () => {
    const customer = await owing(5000);
    const debtors = (await call(app, 'GET', '/api/accounts', { token: staffToken })).json() as Rec[];
    expect(debtors.find((debtor) => debtor.partyId === customer._id)).toMatchObject({ partyType: 'customer', balance: 5000, oldestUnpaidAt: expect.any(String) });

    const part = await pay('customer', customer._id, { tenders: [{ method: 'cash', amount: 2000 }], cashGiven: 2000, note: 'paid by his son' });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json().balance).toBe(3000);
    const rest = await pay('customer', customer._id, { tenders: [{ method: 'card', amount: 1000 }, { method: 'lankaqr', amount: 2000 }] });
    expect(rest.json().balance).toBe(0);
    expect(rest.json().movements.map((movement: Rec) => [movement.method, movement.amount, movement.balance])).toEqual([
      ['credit', 5000, 5000],
      ['cash', -2000, 3000],
      ['card', -1000, 2000],
      ['lankaqr', -2000, 0],
    ]);
    // A payment received is numbered by itself (P-…); what it pays is no paper of its own.
    expect(rest.json().movements.map((movement: Rec) => movement.sourceNumber)).toEqual([expect.any(Number), null, null, null]);
    const after = (await call(app, 'GET', '/api/accounts', { token: staffToken })).json() as Rec[];
    expect(after.find((debtor) => debtor.partyId === customer._id)).toBeUndefined();
  });

  it.each([
    ['more than is owed', { tenders: [{ method: 'cash', amount: 5000.01 }] }, 409, 'The payment is more than is owed (LKR 5,000.00)'],
    ['credit as a tender', { tenders: [{ method: 'credit', amount: 10 }] }, 400, MESSAGES.tenderMethodInvalid],
    ['no tenders', { tenders: [] }, 400, MESSAGES.tendersRequired],
  ])('refuses %s and changes nothing', async (_case, body, status, message) => {
    const customer = await owing(5000);
    const response = await pay('customer', customer._id, body);
    expect(response.statusCode).toBe(status);
    expect(inEnglish(response.json())).toEqual({ message });
    expect((await account('customer', customer._id)).balance).toBe(5000);
  });

  it('lists a balance below zero (the shop owes them) after every debt, with no oldest unpaid day', async () => {
    const debtor = await owing(5000);
    // Half on credit, that debt paid, then the bill deleted (the owner's undo): its debt comes off
    // the account, which was already paid, so the shop now owes them.
    const customer = await newCustomer();
    const product = await newProduct();
    expect((await setLimit('customer', customer._id, 5000)).statusCode).toBe(200);
    const bill = await postBill(customer, product, { tenders: [{ method: 'cash', amount: 2500 }, { method: 'credit', amount: 2500 }] });
    expect(bill.statusCode, bill.body).toBe(201);
    expect((await pay('customer', customer._id, { tenders: [{ method: 'cash', amount: 2500 }] })).statusCode).toBe(201);
    expect((await call(app, 'DELETE', `/api/bills/${bill.json()._id}`, { token: ownerToken })).statusCode).toBe(200);
    expect((await account('customer', customer._id)).balance).toBe(-2500);
    const settled = await newCustomer();

    const debtors = (await call(app, 'GET', '/api/accounts', { token: staffToken })).json() as Rec[];
    expect(debtors.find((row) => row.partyId === customer._id)).toMatchObject({ partyType: 'customer', balance: -2500, oldestUnpaidAt: null });
    expect(debtors.find((row) => row.partyId === debtor._id)).toMatchObject({ balance: 5000, oldestUnpaidAt: expect.any(String) });
    expect(debtors.find((row) => row.partyId === settled._id)).toBeUndefined();
    expect(debtors.every((row) => row.balance !== 0)).toBe(true);
    // Most owed first, so what the shop owes comes last.
    const balances = debtors.map((row) => row.balance as number);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
  });

  it('refuses a payment when nothing is owed, and an unknown person (404)', async () => {
    const customer = await newCustomer();
    const nothing = await pay('customer', customer._id, { tenders: [{ method: 'cash', amount: 1 }] });
    expect([nothing.statusCode, nothing.json()]).toEqual([409, { message: MESSAGES.nothingOwed, key: 'nothingOwed' }]);
    const unknown = await pay('agent', customer._id, { tenders: [{ method: 'cash', amount: 1 }] });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: MESSAGES.partyNotFound, key: 'partyNotFound' }]);
  });

  it('keeps a customer who owes from being deleted (409), and lets them go once paid', async () => {
    const customer = await owing(2500);
    const refused = await call(app, 'DELETE', `/api/customers/${customer._id}`, { token: ownerToken });
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: MESSAGES.personHasBalance, key: 'personHasBalance' }]);
    await pay('customer', customer._id, { tenders: [{ method: 'cash', amount: 2500 }] });
    expect((await call(app, 'DELETE', `/api/customers/${customer._id}`, { token: ownerToken })).statusCode).toBe(200);
  });

  it('lets only the owner set a credit limit, and refuses a negative one', async () => {
    const customer = await newCustomer();
    expect((await setLimit('customer', customer._id, 1000, staffToken)).statusCode).toBe(403);
    const negative = await setLimit('customer', customer._id, -1);
    expect([negative.statusCode, negative.json()]).toEqual([400, { message: MESSAGES.creditLimitInvalid, key: 'creditLimitInvalid' }]);
    expect((await account('customer', customer._id)).creditLimit).toBe(0);
  });
});

describe('payments at once', () => {
  let slowApp: FastifyInstance;
  beforeAll(async () => {
    slowApp = await buildInterleavingApp();
  });
  afterAll(() => slowApp.close());

  it('twenty payments of a tenth of one debt at once: exactly ten succeed, the balance ends at zero, never below', async () => {
    const owner = await loginAs(slowApp, 'owner');
    const customer = await newCustomer(slowApp, owner);
    const product = await newProduct(10, slowApp, owner);
    expect((await call(slowApp, 'PUT', `/api/accounts/customer/${customer._id}`, { token: owner, body: { creditLimit: 10000 } })).statusCode).toBe(200);
    const sale = await call(slowApp, 'POST', '/api/bills', {
      token: owner,
      body: { customerId: customer._id, products: [{ productId: product._id, quantity: 4, billedPrice: 2500 }], payment: { tenders: [{ method: 'credit', amount: 10000 }] } },
    });
    expect(sale.statusCode, sale.body).toBe(201);

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => pay('customer', customer._id, { tenders: [{ method: 'cash', amount: 1000 }] }, owner, slowApp)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    const statement = (await call(slowApp, 'GET', `/api/accounts/customer/${customer._id}`, { token: owner })).json();
    expect(statement.balance).toBe(0);
    expect(Math.min(...statement.movements.map((movement: Rec) => movement.balance as number))).toBeGreaterThanOrEqual(0);
  });

  it('ten credit sales of 1,000 at once against a limit of 5,000: exactly five are made, five refused (409), the balance at the limit', async () => {
    const owner = await loginAs(slowApp, 'owner');
    const customer = await newCustomer(slowApp, owner);
    // A product each: bills of one product would already wait for each other on its row.
    const products = await Promise.all(
      Array.from({ length: 10 }, () =>
        created(slowApp, '/api/products', { name: `Cable ${Math.random().toString(36).slice(2, 8)}`, quantity: 2, buyingPrice: 500, sellingPrice: 1000 }, owner),
      ),
    );
    expect((await call(slowApp, 'PUT', `/api/accounts/customer/${customer._id}`, { token: owner, body: { creditLimit: 5000 } })).statusCode).toBe(200);

    const responses = await Promise.all(
      products.map((product) =>
        call(slowApp, 'POST', '/api/bills', {
          token: owner,
          body: { customerId: customer._id, products: [{ productId: product._id, quantity: 1, billedPrice: 1000 }], payment: { tenders: [{ method: 'credit', amount: 1000 }] } },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((response) => response.statusCode === 409)) {
      expect(response.json().message).toMatch(/^Credit limit exceeded: limit LKR 5,000\.00/);
    }
    const statement = (await call(slowApp, 'GET', `/api/accounts/customer/${customer._id}`, { token: owner })).json();
    expect(statement.balance).toBe(5000);
    expect(statement.movements).toHaveLength(5);
    const stocks = await slowApp.db.selectFrom('products').select('quantity').where('id', 'in', products.map((product) => product._id)).execute();
    expect(stocks.map((row) => row.quantity).sort()).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 2]);
  });

  it('a credit sale and the delete of its customer at once: never a debt left on a customer who is gone', async () => {
    const owner = await loginAs(slowApp, 'owner');
    for (let round = 0; round < 4; round += 1) {
      const customer = await newCustomer(slowApp, owner);
      const product = await newProduct(10, slowApp, owner);
      expect((await call(slowApp, 'PUT', `/api/accounts/customer/${customer._id}`, { token: owner, body: { creditLimit: 10000 } })).statusCode).toBe(200);
      const [sale, deleted] = await Promise.all([
        call(slowApp, 'POST', '/api/bills', {
          token: owner,
          body: { customerId: customer._id, products: [{ productId: product._id, quantity: 1, billedPrice: 2500 }], payment: { tenders: [{ method: 'credit', amount: 2500 }] } },
        }),
        call(slowApp, 'DELETE', `/api/customers/${customer._id}`, { token: owner }),
      ]);
      // One of the two: the sale on the account (the delete refused), or the delete (the sale refused, nothing owed).
      const outcome = [sale.statusCode, deleted.statusCode];
      expect([[201, 409], [404, 200]]).toContainEqual(outcome);
      const owed = await slowApp.db.selectFrom('accounts').select('balance').where('partyType', '=', 'customer').where('partyId', '=', customer._id).executeTakeFirst();
      // The table holds cents; the sale was LKR 2,500.
      expect(owed?.balance).toBe(outcome[0] === 201 ? 250000 : 0);
    }
    // Which one wins the race depends on the machine; the sale first, then the delete, pins the other outcome.
    const customer = await newCustomer(slowApp, owner);
    const product = await newProduct(10, slowApp, owner);
    expect((await call(slowApp, 'PUT', `/api/accounts/customer/${customer._id}`, { token: owner, body: { creditLimit: 10000 } })).statusCode).toBe(200);
    const sale = await call(slowApp, 'POST', '/api/bills', {
      token: owner,
      body: { customerId: customer._id, products: [{ productId: product._id, quantity: 1, billedPrice: 2500 }], payment: { tenders: [{ method: 'credit', amount: 2500 }] } },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect((await call(slowApp, 'DELETE', `/api/customers/${customer._id}`, { token: owner })).statusCode).toBe(409);
    const owed = await slowApp.db.selectFrom('accounts').select('balance').where('partyType', '=', 'customer').where('partyId', '=', customer._id).executeTakeFirst();
    expect(owed?.balance).toBe(250000);
  });
});
