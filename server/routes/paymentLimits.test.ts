import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { buildCustomerInput, buildTestApp, call, loginAs, postCreated, inEnglish } from '../test/helpers';
import { catalogue, type IssueRec } from '../test/repairs';

/**
 * The edges of a payment (product.md §10), through the API on either engine: a sale with
 * nothing due, the size of the cash handed over, a tender that rounds to no cent, the credit
 * limit's ceiling.
 */

type Rec = Record<string, unknown> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let issues: Map<string, IssueRec>;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  issues = await catalogue(app, ownerToken);
  const topUp = await call(app, 'POST', '/api/recharge/topup', {
    token: ownerToken,
    body: { rechargeType: 'Dialog', topUpValue: 50_000, topUpCost: 48_000, topUpDate: '2026-03-12' },
  });
  expect(topUp.statusCode, topUp.body).toBe(201);
});
afterAll(() => app.close());

const created = (url: string, body: unknown, token = ownerToken) => postCreated<Rec>(app, token, url, body);
const newCustomer = () => created('/api/customers', buildCustomerInput());
const newProduct = (sellingPrice: number) =>
  created('/api/products', { name: `Item ${Math.random().toString(36).slice(2, 8)}`, quantity: 10, buyingPrice: 0, sellingPrice });

const postBill = (customerId: string, productId: string, billedPrice: number, extra: Record<string, unknown> = {}) =>
  call(app, 'POST', '/api/bills', { token: staffToken, body: { customerId, products: [{ productId, quantity: 1, billedPrice }], ...extra } });
const postSale = (soldToId: string, soldPrice: number, extra: Record<string, unknown> = {}, token = staffToken) =>
  call(app, 'POST', '/api/recharge/sale', {
    token,
    body: { rechargeType: 'Dialog', soldValue: 100, soldPrice, soldToType: 'customer', soldToId, ...extra },
  });
const paymentsOf = (source: string, sourceId: string) =>
  app.db.selectFrom('payments').selectAll().where('source', '=', source).where('sourceId', '=', sourceId).execute();
const allPayments = async () => Number((await app.db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const HUGE_CASH = { tenders: [{ method: 'cash', amount: 100 }], cashGiven: 1e300 };
const tooMuchCash = { message: MESSAGES.cashGivenTooLarge, key: 'cashGivenTooLarge' };

describe('a sale with nothing due (a product at 0, a free SIM)', () => {
  it('is saved with no tenders, or with no payment at all, and records no payment', async () => {
    const customer = await newCustomer();
    const sim = await newProduct(0);
    for (const extra of [{ payment: { tenders: [], cashGiven: null } }, { payment: { tenders: null } }, { payment: null }, {}]) {
      const response = await postBill(customer._id, sim._id, 0, extra);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ totalAmount: 0 });
      expect(response.json().payment).toBeUndefined();
      expect(await paymentsOf('bill', response.json()._id)).toEqual([]);
    }
  });

  it('is saved for the walk-in customer too, without a payment', async () => {
    const { WALK_IN_CUSTOMER_ID } = await import('../../src/domain/walkIn');
    const sim = await newProduct(0);
    expect((await postBill(WALK_IN_CUSTOMER_ID, sim._id, 0)).statusCode).toBe(201);
    expect((await postBill(WALK_IN_CUSTOMER_ID, sim._id, 0, { payment: { tenders: [] } })).statusCode).toBe(201);
  });

  it("is a recharge sale at a price of 0 with no tenders (the owner's: it is below cost)", async () => {
    const customer = await newCustomer();
    const response = await postSale(customer._id, 0, { payment: { tenders: [] } }, ownerToken);
    expect(response.statusCode, response.body).toBe(201);
    expect(await paymentsOf('sale', response.json()._id)).toEqual([]);
  });

  it('still needs its tenders when something is due', async () => {
    const customer = await newCustomer();
    const charger = await newProduct(1500);
    const response = await postBill(customer._id, charger._id, 1500, { payment: { tenders: [] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.tendersRequired, key: 'tendersRequired' });
  });
});

describe('the cash handed over is capped as a tender is (10,000,000)', () => {
  it('refuses 1e300 on a bill (400 with the message), saving nothing', async () => {
    const customer = await newCustomer();
    const charger = await newProduct(100);
    const before = await allPayments();
    const response = await postBill(customer._id, charger._id, 100, { payment: HUGE_CASH });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(tooMuchCash);
    expect(await allPayments()).toBe(before);
  });

  it('refuses just over the cap, and takes the cap itself in whole cents', async () => {
    const customer = await newCustomer();
    const charger = await newProduct(100);
    const over = await postBill(customer._id, charger._id, 100, { payment: { tenders: [{ method: 'cash', amount: 100 }], cashGiven: 10_000_000.01 } });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual(tooMuchCash);
    const atCap = await postBill(customer._id, charger._id, 100, { payment: { tenders: [{ method: 'cash', amount: 100 }], cashGiven: 10_000_000 } });
    expect(atCap.statusCode, atCap.body).toBe(201);
    expect(atCap.json().payment).toMatchObject({ cashGiven: 10_000_000, change: 9_999_900 });
    const [row] = await paymentsOf('bill', atCap.json()._id);
    expect(Number(row!.cashGiven)).toBe(1_000_000_000);
    expect(Number.isInteger(Number(row!.cashGiven))).toBe(true);
  });

  it('refuses it on a recharge sale', async () => {
    const customer = await newCustomer();
    const response = await postSale(customer._id, 100, { payment: HUGE_CASH });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(tooMuchCash);
  });

  it('refuses it on a payment received on an account', async () => {
    const customer = await newCustomer();
    expect((await call(app, 'PUT', `/api/accounts/customer/${customer._id}`, { token: ownerToken, body: { creditLimit: 5000 } })).statusCode).toBe(200);
    const charger = await newProduct(1000);
    const onCredit = await postBill(customer._id, charger._id, 1000, { payment: { tenders: [{ method: 'credit', amount: 1000 }] } });
    expect(onCredit.statusCode, onCredit.body).toBe(201);
    const response = await call(app, 'POST', `/api/accounts/customer/${customer._id}/payments`, { token: staffToken, body: HUGE_CASH });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(tooMuchCash);
  });

  it("refuses it on a repair's advance and on its collection", async () => {
    const customer = await newCustomer();
    const repairBody = { customerId: customer._id, issues: [issues.get('Battery Replacement')!._id], repairProduct: 'Redmi Note 12' };
    const advance = await call(app, 'POST', '/api/repairs', { token: staffToken, body: { ...repairBody, payment: HUGE_CASH } });
    expect(advance.statusCode).toBe(400);
    expect(advance.json()).toEqual(tooMuchCash);

    const repair = await created('/api/repairs', repairBody, staffToken);
    const collection = await call(app, 'PATCH', `/api/repairs/status/${repair._id}`, {
      token: staffToken,
      body: { status: 'Customer Collected', dateManual: '2026-03-14 10:00:00', note: null, payment: { tenders: [{ method: 'cash', amount: 3500 }], cashGiven: 1e300 } },
    });
    expect(collection.statusCode).toBe(400);
    expect(collection.json()).toEqual(tooMuchCash);
  });
});

describe('a tender amount', () => {
  it('is checked in cents: 1e-9 is no payment at all (400), and no 0 tender is stored', async () => {
    const customer = await newCustomer();
    const charger = await newProduct(100);
    const before = await allPayments();
    const response = await postBill(customer._id, charger._id, 100, { payment: { tenders: [{ method: 'cash', amount: 100 }, { method: 'card', amount: 1e-9 }] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.tenderAmountPositive, key: 'tenderAmountPositive' });
    expect(await allPayments()).toBe(before);
  });

  it('has its own words: too large before too fine', async () => {
    const customer = await newCustomer();
    const charger = await newProduct(100);
    const large = await postBill(customer._id, charger._id, 100, { payment: { tenders: [{ method: 'cash', amount: 1e300 }] } });
    expect(inEnglish(large.json())).toEqual({ message: 'Amount paid cannot exceed 10,000,000' });
    const fine = await postBill(customer._id, charger._id, 100, { payment: { tenders: [{ method: 'cash', amount: 99.999 }, { method: 'card', amount: 0.001 }] } });
    expect(inEnglish(fine.json())).toEqual({ message: 'Amount paid can have at most two decimals' });
  });
});

describe('the credit limit', () => {
  it('is refused over 10,000,000 with a message naming the maximum, and taken at it', async () => {
    const customer = await newCustomer();
    const put = (creditLimit: unknown) => call(app, 'PUT', `/api/accounts/customer/${customer._id}`, { token: ownerToken, body: { creditLimit } });
    const over = await put(10_000_000.01);
    expect(over.statusCode).toBe(400);
    expect(inEnglish(over.json())).toEqual({ message: 'Credit limit cannot exceed 10,000,000' });
    expect((await put(-1)).json()).toEqual({ message: MESSAGES.creditLimitInvalid, key: 'creditLimitInvalid' });
    const atMost = await put(10_000_000);
    expect(atMost.statusCode, atMost.body).toBe(200);
    expect(atMost.json()).toMatchObject({ creditLimit: 10_000_000 });
  });
});
