import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { buildCustomerInput, buildInterleavingApp, buildTestApp, call, loginAs, inEnglish } from '../test/helpers';
import { catalogue, storedRepair, type IssueRec, type Rec, type RepairRec } from '../test/repairs';

/** A repair's advance and its balance on collection (product.md §10), through the API. */

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let issues: Map<string, IssueRec>;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  issues = await catalogue(app, ownerToken);
});
afterAll(() => app.close());

type Repair = RepairRec & { paid?: number; due?: number; payments?: Record<string, unknown>[] };

const newCustomer = async (): Promise<Rec> => {
  const response = await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

/** Screen Replacement (9,500) and Battery Replacement (3,500), LKR 500 off: 12,500 agreed. */
const repairInput = (customer: Rec, extra: Record<string, unknown> = {}) => ({
  customerId: customer._id,
  issues: [issues.get('Screen Replacement')!._id, issues.get('Battery Replacement')!._id],
  discount: 500,
  repairProduct: 'Redmi Note 12',
  ...extra,
});
const AGREED = 12500;

const postRepair = (customer: Rec, extra: Record<string, unknown> = {}, token = staffToken) =>
  call(app, 'POST', '/api/repairs', { token, body: repairInput(customer, extra) });
async function createRepair(customer: Rec, extra: Record<string, unknown> = {}): Promise<Repair> {
  const response = await postRepair(customer, extra);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const collect = (repair: Rec, extra: Record<string, unknown> = {}, token = staffToken) =>
  call(app, 'PATCH', `/api/repairs/status/${repair._id}`, {
    token,
    body: { status: 'Customer Collected', dateManual: '2026-03-14 10:00:00', note: null, ...extra },
  });
const stored = (id: string) => storedRepair(app, ownerToken, id) as Promise<Repair | undefined>;
const repairCount = async () => (await app.db.selectFrom('repairs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
const paymentRows = (repairId: string) => app.db.selectFrom('payments').selectAll().where('source', '=', 'repair').where('sourceId', '=', repairId).execute();
const account = async (customer: Rec) => (await call(app, 'GET', `/api/accounts/customer/${customer._id}`, { token: ownerToken })).json();
const setLimit = (customer: Rec, creditLimit: number) => call(app, 'PUT', `/api/accounts/customer/${customer._id}`, { token: ownerToken, body: { creditLimit } });
const cash = (amount: number) => ({ tenders: [{ method: 'cash', amount }] });

describe('POST /api/repairs with an advance', () => {
  it('records the advance and answers what was paid and what is due, on the list too', async () => {
    const customer = await newCustomer();
    const repair = await createRepair(customer, { payment: { tenders: [{ method: 'cash', amount: 3000 }, { method: 'card', amount: 1000 }], cashGiven: 5000 } });
    expect(repair).toMatchObject({ finalAmount: AGREED, paid: 4000, due: AGREED - 4000 });
    expect(repair.payments).toEqual([
      {
        at: expect.any(String),
        tenders: [
          { method: 'cash', amount: 3000 },
          { method: 'card', amount: 1000 },
        ],
        credit: 0,
        received: 4000,
        cashGiven: 5000,
        change: 2000,
      },
    ]);
    expect(await stored(repair._id)).toMatchObject({ paid: 4000, due: AGREED - 4000 });
    const rows = await paymentRows(repair._id);
    expect(rows.map((row) => [row.method, row.amount, row.partyType, row.partyId])).toEqual([
      ['cash', 300_000, 'customer', customer._id],
      ['card', 100_000, 'customer', customer._id],
    ]);
    // Money received is no debt: the customer's account does not move.
    expect((await account(customer)).balance).toBe(0);
  });

  it('takes the whole agreed amount, leaving nothing due', async () => {
    const repair = await createRepair(await newCustomer(), { payment: cash(AGREED) });
    expect(repair).toMatchObject({ paid: AGREED, due: 0 });
  });

  it('refuses an advance above the agreed amount (400) and creates nothing', async () => {
    const before = await repairCount();
    const response = await postRepair(await newCustomer(), { payment: cash(AGREED + 0.01) });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: 'The advance is more than the agreed amount (LKR 12,500.00)' });
    expect(await repairCount()).toBe(before);
  });

  it('refuses an advance on credit (400) and creates nothing, nor any debt', async () => {
    const customer = await newCustomer();
    expect((await setLimit(customer, 50_000)).statusCode).toBe(200);
    const before = await repairCount();
    const response = await postRepair(customer, { payment: { tenders: [{ method: 'credit', amount: 1000 }] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.advanceNoCredit, key: 'advanceNoCredit' });
    expect(await repairCount()).toBe(before);
    expect((await account(customer)).balance).toBe(0);
  });

  it('answers the spec’s payload without a payment as before: nothing paid, all due, no payments', async () => {
    const repair = await createRepair(await newCustomer());
    expect(repair).toMatchObject({ finalAmount: AGREED, paid: 0, due: AGREED });
    expect(repair).not.toHaveProperty('payments');
    expect(await paymentRows(repair._id)).toEqual([]);
  });
});

describe('GET /api/repairs/:id/payments: what Repair Details lists', () => {
  it('answers each payment oldest first, the advance then the balance, with its tenders; staff too', async () => {
    const customer = await newCustomer();
    expect((await setLimit(customer, 20_000)).statusCode).toBe(200);
    const repair = await createRepair(customer, { payment: cash(2500) });
    expect((await collect(repair, { payment: { tenders: [{ method: 'card', amount: 4000 }, { method: 'credit', amount: 6000 }] } })).statusCode).toBe(200);
    const response = await call(app, 'GET', `/api/repairs/${repair._id}/payments`, { token: staffToken });
    expect(response.statusCode, response.body).toBe(200);
    const payments = response.json() as { at: string; tenders: { method: string; amount: number }[]; credit: number }[];
    expect(payments.map((payment) => payment.tenders)).toEqual([
      [{ method: 'cash', amount: 2500 }],
      [
        { method: 'card', amount: 4000 },
        { method: 'credit', amount: 6000 },
      ],
    ]);
    expect(payments.map((payment) => payment.credit)).toEqual([0, 6000]);
    expect(Date.parse(payments[0]!.at)).toBeLessThanOrEqual(Date.parse(payments[1]!.at));
  });

  it('answers none for a repair nothing was paid on, 404 for an unknown one, 401 without a sign-in', async () => {
    const repair = await createRepair(await newCustomer());
    expect((await call(app, 'GET', `/api/repairs/${repair._id}/payments`, { token: staffToken })).json()).toEqual([]);
    const unknown = await call(app, 'GET', '/api/repairs/ffffffffffffffffffffffff/payments', { token: staffToken });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Repair not found');
    expect((await call(app, 'GET', `/api/repairs/${repair._id}/payments`)).statusCode).toBe(401);
  });
});

describe('PATCH /api/repairs/status/:id: the balance paid on collection', () => {
  it('takes the balance in cash as the customer collects', async () => {
    const repair = await createRepair(await newCustomer(), { payment: cash(2500) });
    const response = await collect(repair, { payment: { tenders: [{ method: 'cash', amount: 10000 }], cashGiven: 10000 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Customer Collected', paid: AGREED, due: 0 });
    expect(response.json().payments.map((payment: { received: number }) => payment.received)).toEqual([2500, 10000]);
    expect(await stored(repair._id)).toMatchObject({ status: 'Customer Collected', paid: AGREED, due: 0 });
  });

  it('puts the balance on the customer’s account within their limit; credit counts as paid for the repair', async () => {
    const customer = await newCustomer();
    expect((await setLimit(customer, 20_000)).statusCode).toBe(200);
    const repair = await createRepair(customer, { payment: cash(2500) });
    const response = await collect(repair, { payment: { tenders: [{ method: 'cash', amount: 4000 }, { method: 'credit', amount: 6000 }] } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ paid: AGREED, due: 0 });
    const statement = await account(customer);
    expect(statement.balance).toBe(6000);
    expect(statement.movements).toEqual([expect.objectContaining({ source: 'repair', sourceId: repair._id, method: 'credit', amount: 6000 })]);
  });

  it('refuses credit over the customer’s limit (409) and leaves the status and the account as they were', async () => {
    const customer = await newCustomer();
    expect((await setLimit(customer, 5000)).statusCode).toBe(200);
    const repair = await createRepair(customer);
    const response = await collect(repair, { payment: { tenders: [{ method: 'credit', amount: AGREED }] } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Credit limit exceeded: limit LKR 5,000.00, already owed LKR 0.00, this sale LKR 12,500.00');
    expect(await stored(repair._id)).toMatchObject({ status: 'Received from Customer', paid: 0, due: AGREED });
    expect((await account(customer)).balance).toBe(0);
  });

  it('refuses tenders that do not add up to the balance (400) and leaves the status unchanged', async () => {
    const repair = await createRepair(await newCustomer(), { payment: cash(2500) });
    const response = await collect(repair, { payment: cash(AGREED) });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: 'Payments add up to LKR 12,500.00, but the total is LKR 10,000.00' });
    const after = await stored(repair._id);
    expect(after).toMatchObject({ status: 'Received from Customer', paid: 2500, due: 10000 });
    expect(after!.statusHistory).toHaveLength(1);
  });

  it('refuses a payment with any other status (400)', async () => {
    const repair = await createRepair(await newCustomer());
    const response = await collect(repair, { status: 'In Progress', payment: cash(AGREED) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.repairPaymentOnCollection, key: 'repairPaymentOnCollection' });
    expect(await stored(repair._id)).toMatchObject({ status: 'Received from Customer', paid: 0 });
  });

  it('refuses a payment when nothing is due (400)', async () => {
    const repair = await createRepair(await newCustomer(), { payment: cash(AGREED) });
    const response = await collect(repair, { payment: cash(1) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.repairNothingDue, key: 'repairNothingDue' });
  });

  it('collects with the spec’s payload as before: no payment, the balance stays due', async () => {
    const repair = await createRepair(await newCustomer(), { payment: cash(2500) });
    const response = await collect(repair);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Customer Collected', paid: 2500, due: 10000 });
  });
});

describe('editing and deleting a repair that was paid', () => {
  it('refuses a final amount below what was paid (409) and changes nothing; an amount above it is fine', async () => {
    const repair = await createRepair(await newCustomer(), { payment: cash(10000) });
    const put = (discount: number) => call(app, 'PUT', `/api/repairs/${repair._id}`, { token: ownerToken, body: { discount } });
    const refused = await put(3500);
    expect(refused.statusCode).toBe(409);
    expect(inEnglish(refused.json())).toEqual({ message: 'The final amount cannot be less than what was already paid (LKR 10,000.00)' });
    expect(await stored(repair._id)).toMatchObject({ discount: 500, finalAmount: AGREED });
    const accepted = await put(3000);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ finalAmount: 10000, paid: 10000, due: 0 });
  });

  it('removes the repair’s payments with it, and takes its credit off the account', async () => {
    const customer = await newCustomer();
    expect((await setLimit(customer, 20_000)).statusCode).toBe(200);
    const repair = await createRepair(customer, { payment: cash(2500) });
    expect((await collect(repair, { payment: { tenders: [{ method: 'credit', amount: 10000 }] } })).statusCode).toBe(200);
    expect((await account(customer)).balance).toBe(10000);
    const response = await call(app, 'DELETE', `/api/repairs/${repair._id}`, { token: ownerToken });
    expect(response.statusCode, response.body).toBe(200);
    expect(await paymentRows(repair._id)).toEqual([]);
    expect((await account(customer)).balance).toBe(0);
  });
});

describe('collections at once', () => {
  let slowApp: FastifyInstance;
  beforeAll(async () => {
    slowApp = await buildInterleavingApp();
  });
  afterAll(() => slowApp.close());

  it('take the balance once: three screens collecting one repair give one 200 and one payment, the others "nothing is due"', async () => {
    const owner = await loginAs(slowApp, 'owner');
    const slowIssues = await catalogue(slowApp, owner);
    const customerResponse = await call(slowApp, 'POST', '/api/customers', { token: owner, body: buildCustomerInput() });
    expect(customerResponse.statusCode, customerResponse.body).toBe(201);
    const customer: Rec = customerResponse.json();
    const created = await call(slowApp, 'POST', '/api/repairs', {
      token: owner,
      body: { customerId: customer._id, issues: [slowIssues.get('Screen Replacement')!._id, slowIssues.get('Battery Replacement')!._id], discount: 500, payment: cash(2500) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const repair: Repair = created.json();
    const responses = await Promise.all(
      Array.from({ length: 3 }, () =>
        call(slowApp, 'PATCH', `/api/repairs/status/${repair._id}`, {
          token: owner,
          body: { status: 'Customer Collected', dateManual: '2026-03-14 10:00:00', note: null, payment: cash(AGREED - 2500) },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400]);
    for (const response of responses.filter((response) => response.statusCode === 400)) expect(response.json()).toEqual({ message: MESSAGES.repairNothingDue, key: 'repairNothingDue' });
    const rows = await slowApp.db.selectFrom('payments').select('amount').where('source', '=', 'repair').where('sourceId', '=', repair._id).execute();
    expect(rows.map((row) => row.amount).sort((a, b) => a - b)).toEqual([250_000, 1_000_000]);
    expect(await storedRepair(slowApp, owner, repair._id)).toMatchObject({ status: 'Customer Collected', paid: AGREED, due: 0 });
  });
});
