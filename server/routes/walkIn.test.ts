import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { WALK_IN_CUSTOMER_ID } from '../../src/domain/walkIn';
import { DEMO_ACCOUNTS } from '../seed';
import { buildCustomerInput, buildTestApp, call, CUSTOMER_RECORD_KEYS, loginAs, postLogin } from '../test/helpers';

type Rec = Record<string, unknown> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  // Enough Dialog reload for every sale below.
  const topUp = await call(app, 'POST', '/api/recharge/topup', {
    token: ownerToken,
    body: { rechargeType: 'Dialog', topUpValue: 50_000, topUpCost: 48_000, topUpDate: '2026-03-12' },
  });
  expect(topUp.statusCode, topUp.body).toBe(201);
});
afterAll(() => app.close());

async function created(url: string, body: unknown, token = ownerToken): Promise<Rec> {
  const response = await call(app, 'POST', url, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const newCharger = () =>
  created('/api/products', { name: `Charger ${Math.random().toString(36).slice(2, 8)}`, quantity: 10, buyingPrice: 900, sellingPrice: 1500 });
const cash = (amount: number) => ({ tenders: [{ method: 'cash', amount }], cashGiven: 2000 });
const halfOnCredit = (amount: number) => ({ tenders: [{ method: 'cash', amount: amount / 2 }, { method: 'credit', amount: amount / 2 }] });

const postBill = (customerId: string, productId: string, payment?: unknown) =>
  call(app, 'POST', '/api/bills', { token: staffToken, body: { customerId, products: [{ productId, quantity: 1, billedPrice: 1500 }], ...(payment ? { payment } : {}) } });
const postSale = (soldToType: string, soldToId: string, payment?: unknown) =>
  call(app, 'POST', '/api/recharge/sale', {
    token: staffToken,
    body: { rechargeType: 'Dialog', soldValue: 200, soldPrice: 200, soldToType, soldToId, ...(payment ? { payment } : {}) },
  });
const stockOf = async (id: string) => (await app.db.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity;
const count = async (table: 'bills' | 'recharge_sales' | 'repairs') =>
  Number((await app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('the walk-in customer (product.md §10)', () => {
  it('is announced at sign-in as the walkIn feature', async () => {
    const { email, password } = DEMO_ACCOUNTS.staff;
    expect((await postLogin(app, { email, password })).json().features).toContain('walkIn');
  });

  it('is left out of GET /customers, so the spec’s list answers as before, and served at GET /customers/built-in', async () => {
    const list = (await call(app, 'GET', '/api/customers', { token: staffToken })).json() as Rec[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((customer) => customer._id)).not.toContain(WALK_IN_CUSTOMER_ID);

    expect((await call(app, 'GET', '/api/customers/built-in', { token: staffToken })).statusCode).toBe(200);
    const builtIn = await call(app, 'GET', '/api/customers/built-in', { token: ownerToken });
    const [walkIn, ...others] = builtIn.json() as Rec[];
    expect(others).toEqual([]);
    expect(Object.keys(walkIn).sort()).toEqual(CUSTOMER_RECORD_KEYS);
    expect(walkIn).toMatchObject({ _id: WALK_IN_CUSTOMER_ID, firstName: 'Walk-in', lastName: 'customer', phoneNumber: '', whatsappNumber: '', nicNumber: '', cardNumber: '' });
    expect((await call(app, 'GET', '/api/customers/built-in')).statusCode).toBe(401);
  });

  it('buys a charger for cash with no registration: the bill is saved and the stock taken', async () => {
    const charger = await newCharger();
    const response = await postBill(WALK_IN_CUSTOMER_ID, charger._id, cash(1500));

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ customerId: WALK_IN_CUSTOMER_ID, customer: { firstName: 'Walk-in', lastName: 'customer' }, totalAmount: 1500 });
    expect(response.json().payment).toMatchObject({ change: 500 });
    expect(await stockOf(charger._id)).toBe(9);
  });

  it('must say how a bill or a reload was paid: without a payment, 400, saving nothing and taking no stock', async () => {
    const charger = await newCharger();
    const [bills, sales] = [await count('bills'), await count('recharge_sales')];
    for (const payment of [undefined, null]) {
      const bill = await call(app, 'POST', '/api/bills', {
        token: staffToken,
        body: { customerId: WALK_IN_CUSTOMER_ID, products: [{ productId: charger._id, quantity: 1, billedPrice: 1500 }], payment },
      });
      expect(bill.statusCode, bill.body).toBe(400);
      expect(bill.json()).toEqual({ message: MESSAGES.walkInPaymentRequired, key: 'walkInPaymentRequired' });
      const sale = await call(app, 'POST', '/api/recharge/sale', {
        token: staffToken,
        body: { rechargeType: 'Dialog', soldValue: 200, soldPrice: 200, soldToType: 'customer', soldToId: WALK_IN_CUSTOMER_ID, payment },
      });
      expect(sale.statusCode, sale.body).toBe(400);
      expect(sale.json()).toEqual({ message: MESSAGES.walkInPaymentRequired, key: 'walkInPaymentRequired' });
    }
    expect([await count('bills'), await count('recharge_sales'), await stockOf(charger._id)]).toEqual([bills, sales, 10]);
  });

  it('refuses a bill put (partly) on Credit with 400, saving nothing and taking no stock', async () => {
    const charger = await newCharger();
    const bills = await count('bills');

    const response = await postBill(WALK_IN_CUSTOMER_ID, charger._id, halfOnCredit(1500));

    expect([response.statusCode, response.json()]).toEqual([400, { message: MESSAGES.walkInNoCredit, key: 'walkInNoCredit' }]);
    expect(await count('bills')).toBe(bills);
    expect(await stockOf(charger._id)).toBe(10);
  });

  it('buys a reload for cash, and is refused one on Credit with 400', async () => {
    expect((await postSale('customer', WALK_IN_CUSTOMER_ID, cash(200))).statusCode).toBe(201);
    const sales = await count('recharge_sales');

    const refused = await postSale('customer', WALK_IN_CUSTOMER_ID, { tenders: [{ method: 'credit', amount: 200 }] });

    expect([refused.statusCode, refused.json()]).toEqual([400, { message: MESSAGES.walkInNoCredit, key: 'walkInNoCredit' }]);
    expect(await count('recharge_sales')).toBe(sales);
  });

  it('cannot bring in a repair (400): a repair needs a registered customer', async () => {
    const [issue] = (await call(app, 'GET', '/api/repairs/issues', { token: staffToken })).json() as Rec[];
    const repairs = await count('repairs');

    const response = await call(app, 'POST', '/api/repairs', { token: staffToken, body: { customerId: WALK_IN_CUSTOMER_ID, repairProduct: 'Phone', issues: [issue._id] } });

    expect([response.statusCode, response.json()]).toEqual([400, { message: MESSAGES.walkInNoRepair, key: 'walkInNoRepair' }]);
    expect(await count('repairs')).toBe(repairs);
  });

  it('cannot be edited or deleted, even by the owner (409), and stays as it was', async () => {
    const before = await app.db.selectFrom('customers').selectAll().where('id', '=', WALK_IN_CUSTOMER_ID).executeTakeFirstOrThrow();

    const edit = await call(app, 'PUT', `/api/customers/${WALK_IN_CUSTOMER_ID}`, { token: ownerToken, body: buildCustomerInput() });
    const remove = await call(app, 'DELETE', `/api/customers/${WALK_IN_CUSTOMER_ID}`, { token: ownerToken });

    expect([edit.statusCode, edit.json()]).toEqual([409, { message: MESSAGES.walkInBuiltIn, key: 'walkInBuiltIn' }]);
    expect([remove.statusCode, remove.json()]).toEqual([409, { message: MESSAGES.walkInBuiltIn, key: 'walkInBuiltIn' }]);
    expect(await app.db.selectFrom('customers').selectAll().where('id', '=', WALK_IN_CUSTOMER_ID).executeTakeFirstOrThrow()).toEqual(before);
    // Staff are refused by their role first, as for any customer.
    expect((await call(app, 'DELETE', `/api/customers/${WALK_IN_CUSTOMER_ID}`, { token: staffToken })).statusCode).toBe(403);
  });

  it('has no account: no statement, no payment, no credit limit (404)', async () => {
    const path = `/api/accounts/customer/${WALK_IN_CUSTOMER_ID}`;
    const answers = [
      await call(app, 'GET', path, { token: staffToken }),
      await call(app, 'POST', `${path}/payments`, { token: staffToken, body: { tenders: [{ method: 'cash', amount: 100 }] } }),
      await call(app, 'PUT', path, { token: ownerToken, body: { creditLimit: 1000 } }),
    ];

    for (const answer of answers) expect([answer.statusCode, answer.json()]).toEqual([404, { message: MESSAGES.walkInNoAccount, key: 'walkInNoAccount' }]);
  });

  it('takes a return’s money back by a tender, never onto an account (400)', async () => {
    const charger = await newCharger();
    const bill = (await postBill(WALK_IN_CUSTOMER_ID, charger._id, cash(1500))).json() as Rec;
    const giveBack = (method: string) =>
      call(app, 'POST', `/api/bills/${bill._id}/returns`, { token: staffToken, body: { lines: [{ productId: charger._id, quantity: 1 }], refund: { method } } });

    const refused = await giveBack('credit');
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: MESSAGES.walkInNoAccount, key: 'walkInNoAccount' }]);
    expect(await stockOf(charger._id)).toBe(9);

    expect((await giveBack('cash')).statusCode).toBe(201);
    expect(await stockOf(charger._id)).toBe(10);
  });

  it('leaves the spec’s payloads working: a registered customer’s bill and sale without a payment, on credit too', async () => {
    const customer = await created('/api/customers', buildCustomerInput());
    const charger = await newCharger();

    // The walk-in customer's money is taken now: its sale says how (above).
    expect((await postBill(WALK_IN_CUSTOMER_ID, charger._id)).statusCode).toBe(400);
    expect((await postBill(customer._id, charger._id)).statusCode).toBe(201);
    expect((await postSale('customer', customer._id)).statusCode).toBe(201);
    // Credit stays a registered customer's (within the limit the owner gives).
    expect((await call(app, 'PUT', `/api/accounts/customer/${customer._id}`, { token: ownerToken, body: { creditLimit: 5000 } })).statusCode).toBe(200);
    expect((await postBill(customer._id, charger._id, halfOnCredit(1500))).statusCode).toBe(201);
  });
});
