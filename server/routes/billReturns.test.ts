import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import { buildCustomerInput, buildInterleavingApp, buildTestApp, call, loginAs, inEnglish } from '../test/helpers';

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

async function created(url: string, body: unknown, token = ownerToken, on = app): Promise<Rec> {
  const response = await call(on, 'POST', url, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const newCustomer = (on = app, token = ownerToken) => created('/api/customers', buildCustomerInput(), token, on);
const newProduct = (quantity = 10, buyingPrice = 1500, on = app, token = ownerToken) =>
  created('/api/products', { name: `Charger ${Math.random().toString(36).slice(2, 8)}`, quantity, buyingPrice, sellingPrice: 2500 }, token, on);

/** A bill of `lines` (product, quantity, price), optionally paid. */
const newBill = (customer: Rec, lines: [Rec, number, number][], payment?: unknown, on = app, token = staffToken) =>
  created('/api/bills', { customerId: customer._id, products: lines.map(([product, quantity, billedPrice]) => ({ productId: product._id, quantity, billedPrice })), payment }, token, on);

const postReturn = (bill: Rec, lines: { productId: string; quantity: number }[], method = 'cash', token = staffToken, on = app) =>
  call(on, 'POST', `/api/bills/${bill._id}/returns`, { token, body: { lines, refund: { method } } });

const stockOf = async (id: string, on = app) => (await on.db.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity;
const refundRows = (on = app) => on.db.selectFrom('payments').selectAll().where('source', '=', 'return').execute();
const returnRows = (billId: string) => app.db.selectFrom('bill_returns').selectAll().where('billId', '=', billId).execute();
const setLimit = (customer: Rec, creditLimit: number) => call(app, 'PUT', `/api/accounts/customer/${customer._id}`, { token: ownerToken, body: { creditLimit } });
const balanceOf = async (customer: Rec) => (await call(app, 'GET', `/api/accounts/customer/${customer._id}`, { token: ownerToken })).json().balance;

describe('POST /api/bills/:id/returns (product.md §10)', () => {
  it('puts a returned line back in stock, refunds it in cash and numbers the credit note', async () => {
    const customer = await newCustomer();
    const charger = await newProduct(10);
    // Sold at its own selling price: staff may not give 70% off (product.md §10).
    const cable = await created('/api/products', { name: 'HDMI Cable', quantity: 10, buyingPrice: 200, sellingPrice: 750.5 });
    const bill = await newBill(customer, [
      [charger, 3, 2500],
      [cable, 1, 750.5],
    ]);
    expect(await stockOf(charger._id)).toBe(7);

    const response = await postReturn(bill, [{ productId: charger._id, quantity: 2 }], 'cash', staffToken);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer.returnedAmount).toBe(5000);
    expect(answer.returnedProfit).toBeUndefined(); // staff see no profit
    expect(answer.totalAmount).toBe(8250.5); // as sold
    expect(answer.returns).toEqual([
      {
        _id: expect.any(String),
        number: expect.any(Number),
        lines: [{ productId: charger._id, name: charger.name, quantity: 2, billedPrice: 2500 }],
        amount: 5000,
        method: 'cash',
        createdAt: expect.any(String),
      },
    ]);
    expect(await stockOf(charger._id)).toBe(9);
    expect(await stockOf(cable._id)).toBe(9);

    const refund = (await refundRows()).find((row) => row.sourceId === answer.returns[0]._id);
    expect(refund).toMatchObject({ method: 'cash', amount: -500000, partyType: 'customer', partyId: customer._id });

    // A second return gets the next number; the bill shows both, and its lines name their product.
    // Sent without a payment (the spec's payload), the bill was paid in cash: its money goes back as cash.
    const second = await postReturn(bill, [{ productId: cable._id, quantity: 1 }], 'cash', ownerToken);
    expect(second.statusCode, second.body).toBe(201);
    const shown = (await call(app, 'GET', `/api/bills/${bill._id}`, { token: ownerToken })).json();
    expect(shown.returns.map((item: Rec) => item.number)).toEqual([answer.returns[0].number, answer.returns[0].number + 1]);
    expect(shown.returnedAmount).toBe(5750.5);
    expect(shown.returnedProfit).toBe(2000 + 550.5);
    const returnable = (await call(app, 'GET', `/api/bills/${bill._id}/returns`, { token: staffToken })).json();
    expect(returnable.lines).toEqual([
      { productId: charger._id, name: charger.name, billedPrice: 2500, sold: 3, returned: 2, left: 1 },
      { productId: cable._id, name: cable.name, billedPrice: 750.5, sold: 1, returned: 1, left: 0 },
    ]);
    expect(returnable.returns).toEqual(shown.returns);

    // The list carries them too; a bill never returned carries none.
    const list = (await call(app, 'GET', '/api/bills', { token: staffToken })).json() as Rec[];
    const listed = list.find((row) => row._id === bill._id)!;
    expect(listed).toMatchObject({ returnedAmount: 5750.5 });
    expect(listed.returns).toHaveLength(2);
    expect(listed.products[0].productId).toBeUndefined();
    const untouched = await newBill(customer, [[charger, 1, 2500]]);
    const plain = ((await call(app, 'GET', '/api/bills', { token: staffToken })).json() as Rec[]).find((row) => row._id === untouched._id)!;
    expect(plain.returns).toBeUndefined();
    expect(plain.returnedAmount).toBeUndefined();
  });

  it('refuses more than was sold minus what already came back (409), naming the product, and changes nothing', async () => {
    const customer = await newCustomer();
    const product = await newProduct(10);
    const bill = await newBill(customer, [[product, 3, 2500]]);
    expect((await postReturn(bill, [{ productId: product._id, quantity: 2 }])).statusCode).toBe(201);
    const stock = await stockOf(product._id);
    const refunds = (await refundRows()).length;

    const response = await postReturn(bill, [{ productId: product._id, quantity: 2 }]);
    expect(response.statusCode).toBe(409);
    expect(inEnglish(response.json())).toEqual({ message: `Cannot return 2 of ${product.name}: only 1 may still be returned` });
    expect(await stockOf(product._id)).toBe(stock);
    expect((await refundRows()).length).toBe(refunds);
    expect(await returnRows(bill._id)).toHaveLength(1);
  });

  it.each([
    [{ lines: [], refund: { method: 'cash' } }, MESSAGES.returnLinesRequired],
    [{ lines: [{ productId: 'x', quantity: 1 }], refund: { method: 'cash' } }, MESSAGES.returnProductNotOnBill],
    [{ lines: null, refund: { method: 'cheque' } }, MESSAGES.refundMethodInvalid],
    [{ lines: null }, MESSAGES.refundMethodInvalid],
  ])('refuses %j (400)', async (body, message) => {
    const bill = await newBill(await newCustomer(), [[await newProduct(), 1, 2500]]);
    const response = await call(app, 'POST', `/api/bills/${bill._id}/returns`, { token: staffToken, body });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message });
  });

  it('answers 404 for an unknown bill', async () => {
    const response = await call(app, 'POST', '/api/bills/000000000000000000000000/returns', { token: staffToken, body: { lines: [], refund: { method: 'cash' } } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.billNotFound, key: 'billNotFound' });
  });

  it('credits the customer’s account: what they owe falls, and the statement shows it', async () => {
    const customer = await newCustomer();
    const product = await newProduct();
    expect((await setLimit(customer, 10000)).statusCode).toBe(200);
    const bill = await newBill(customer, [[product, 2, 2500]], { tenders: [{ method: 'credit', amount: 5000 }] });
    expect(await balanceOf(customer)).toBe(5000);

    const response = await postReturn(bill, [{ productId: product._id, quantity: 1 }], 'credit');
    expect(response.statusCode, response.body).toBe(201);
    expect(await balanceOf(customer)).toBe(2500);
    const statement = (await call(app, 'GET', `/api/accounts/customer/${customer._id}`, { token: staffToken })).json();
    expect(statement.movements.at(-1)).toMatchObject({ source: 'return', method: 'credit', amount: -2500, balance: 2500 });
    // Each movement names its paper for the printed statement: the bill's number, the credit note's.
    const note = response.json().returns.at(-1);
    expect(statement.movements.map((movement: Rec) => [movement.source, movement.sourceNumber])).toEqual([
      ['bill', bill.number],
      ['return', note.number],
    ]);
    expect(statement.whatsappNumber).toBe(customer.whatsappNumber);
  });

  it('logs the return in the activity log under bills', async () => {
    const product = await newProduct();
    const bill = await newBill(await newCustomer(), [[product, 1, 2500]], { tenders: [{ method: 'wallet', amount: 2500 }] });
    expect((await postReturn(bill, [{ productId: product._id, quantity: 1 }], 'wallet')).statusCode).toBe(201);
    const log = (await call(app, 'GET', '/api/activity', { token: ownerToken })).json() as Rec[];
    const entry = log.find((item) => item.action === 'return' && item.recordId === bill._id);
    expect(entry).toMatchObject({ resource: 'bills', userName: 'Staff Demo' });
  });

  it('lets staff and the owner return; refuses the signed out', async () => {
    const product = await newProduct();
    const bill = await newBill(await newCustomer(), [[product, 2, 2500]]);
    expect((await postReturn(bill, [{ productId: product._id, quantity: 1 }], 'cash', staffToken)).statusCode).toBe(201);
    expect((await postReturn(bill, [{ productId: product._id, quantity: 1 }], 'cash', ownerToken)).statusCode).toBe(201);
    const anonymous = await call(app, 'POST', `/api/bills/${bill._id}/returns`, { body: { lines: [], refund: { method: 'cash' } } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a refund is at most what the bill took, tender by tender (no money made from nothing)', () => {
  const refusal = (available: string) => ({ message: `Only LKR ${available} of this bill was paid this way: the refund cannot be more` });
  const dayRefunds = async (): Promise<Record<string, number>> => (await call(app, 'GET', `/api/dayclose/day/${shopDay()}`, { token: ownerToken })).json().movements.refunds;
  const paymentRows = () => app.db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();

  it('records a bill sent without a payment (the spec\'s payload) as paid in cash: cash back, never to the account or a card', async () => {
    const customer = await newCustomer();
    const product = await newProduct(10);
    const bill = await newBill(customer, [[product, 2, 2500]]);
    expect(bill.payment).toEqual({ tenders: [{ method: 'cash', amount: 5000 }], credit: 0, received: 5000, cashGiven: null, change: 0 });
    for (const method of ['credit', 'card']) {
      const before = { rows: (await paymentRows()).n, stock: await stockOf(product._id) };
      const refused = await postReturn(bill, [{ productId: product._id, quantity: 1 }], method);
      expect(refused.statusCode, method).toBe(409);
      expect(inEnglish(refused.json())).toEqual(refusal('0.00'));
      // Nothing written: no refund, no stock back, no return, no store credit.
      expect({ rows: (await paymentRows()).n, stock: await stockOf(product._id) }).toEqual(before);
      expect(await returnRows(bill._id)).toEqual([]);
      expect(await balanceOf(customer)).toBe(0);
    }
    expect((await postReturn(bill, [{ productId: product._id, quantity: 2 }], 'cash')).statusCode).toBe(201);
  });

  it('refuses to pay out more cash than the bill took in cash, even at a billed price of millions', async () => {
    const customer = await newCustomer();
    const product = await newProduct(10);
    await setLimit(customer, 10_000);
    // Half in cash, half on the account.
    const bill = await newBill(customer, [[product, 2, 2500]], { tenders: [{ method: 'cash', amount: 2500 }, { method: 'credit', amount: 2500 }] });
    const refundsBefore = await dayRefunds();
    const left = (await call(app, 'GET', `/api/bills/${bill._id}/returns`, { token: staffToken })).json().refundable;
    expect(left).toEqual({ cash: 2500, credit: 2500 });
    // Both units are worth 5,000: more than either tender took.
    const both = await postReturn(bill, [{ productId: product._id, quantity: 2 }], 'cash');
    expect(both.statusCode).toBe(409);
    expect(inEnglish(both.json())).toEqual(refusal('2,500.00'));
    expect(await dayRefunds()).toEqual(refundsBefore);
    // One in cash, one off the debt: then nothing is left by either.
    expect((await postReturn(bill, [{ productId: product._id, quantity: 1 }], 'cash')).statusCode).toBe(201);
    expect((await postReturn(bill, [{ productId: product._id, quantity: 1 }], 'credit')).statusCode).toBe(201);
    expect(await balanceOf(customer)).toBe(0);
    expect((await call(app, 'GET', `/api/bills/${bill._id}/returns`, { token: staffToken })).json().refundable).toEqual({});
  });

  it('gives a bill put on credit back only as a lower debt: no cash out, no balance below what the bill left owing', async () => {
    const customer = await newCustomer();
    const product = await newProduct(10);
    await setLimit(customer, 10_000);
    const bill = await newBill(customer, [[product, 2, 2500]], { tenders: [{ method: 'credit', amount: 5000 }] });
    expect(await balanceOf(customer)).toBe(5000);
    const cash = await postReturn(bill, [{ productId: product._id, quantity: 1 }], 'cash');
    expect(cash.statusCode).toBe(409);
    expect(inEnglish(cash.json())).toEqual(refusal('0.00'));
    expect(await balanceOf(customer)).toBe(5000);
    expect((await postReturn(bill, [{ productId: product._id, quantity: 2 }], 'credit')).statusCode).toBe(201);
    expect(await balanceOf(customer)).toBe(0);
  });

  it('keeps the day and the account exact through a sale, a partial return, a full return and a deletion', async () => {
    const customer = await newCustomer();
    const product = await newProduct(10);
    await setLimit(customer, 10_000);
    const start = { refunds: await dayRefunds(), stock: await stockOf(product._id) };
    const bill = await newBill(customer, [[product, 3, 2500]], { tenders: [{ method: 'card', amount: 5000 }, { method: 'credit', amount: 2500 }] });
    expect((await postReturn(bill, [{ productId: product._id, quantity: 1 }], 'card')).statusCode).toBe(201);
    expect((await postReturn(bill, [{ productId: product._id, quantity: 1 }], 'credit')).statusCode).toBe(201);
    expect(await balanceOf(customer)).toBe(0);
    expect((await dayRefunds()).card).toBe((start.refunds.card ?? 0) + 2500);
    expect((await postReturn(bill, [{ productId: product._id, quantity: 1 }], 'card')).statusCode).toBe(201);
    expect(await stockOf(product._id)).toBe(start.stock);
    // Deleted, its sale and its refunds go: the day and the account are as before the sale.
    expect((await call(app, 'DELETE', `/api/bills/${bill._id}`, { token: ownerToken })).statusCode).toBe(200);
    expect(await dayRefunds()).toEqual(start.refunds);
    expect(await balanceOf(customer)).toBe(0);
    expect(await stockOf(product._id)).toBe(start.stock);
  });
});

describe('bills net of returns', () => {
  it('the revenue report counts sales and profit net of the returns of the bills in the range', async () => {
    const product = await newProduct(10, 1000);
    const bill = await newBill(await newCustomer(), [[product, 4, 2500]]);
    await app.db.updateTable('bills').set({ createdAt: '2019-06-10T06:00:00.000Z' }).where('id', '=', bill._id).execute();
    const report = async () => (await call(app, 'GET', '/api/bills/report?from=2019-06-10&to=2019-06-10', { token: ownerToken })).json();
    expect(await report()).toEqual({ count: 1, totalSales: 10000, totalProfit: 6000 });

    expect((await postReturn(bill, [{ productId: product._id, quantity: 1 }])).statusCode).toBe(201);
    expect(await report()).toEqual({ count: 1, totalSales: 7500, totalProfit: 4500 });
  });

  it('deleting a bill after a partial return puts back only what is still out, and undoes the returns and their refunds', async () => {
    const customer = await newCustomer();
    const product = await newProduct(10);
    await setLimit(customer, 10000);
    const bill = await newBill(customer, [[product, 3, 2500]], { tenders: [{ method: 'credit', amount: 7500 }] });
    expect((await postReturn(bill, [{ productId: product._id, quantity: 1 }], 'credit')).statusCode).toBe(201);
    expect(await stockOf(product._id)).toBe(8);
    expect(await balanceOf(customer)).toBe(5000);

    const response = await call(app, 'DELETE', `/api/bills/${bill._id}`, { token: ownerToken });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stockOf(product._id)).toBe(10);
    expect(await returnRows(bill._id)).toHaveLength(0);
    expect((await refundRows()).filter((row) => row.partyId === customer._id)).toHaveLength(0);
    expect(await balanceOf(customer)).toBe(0);
    // Staff still may not delete: the return is their path.
    const other = await newBill(customer, [[product, 1, 2500]]);
    expect((await call(app, 'DELETE', `/api/bills/${other._id}`, { token: staffToken })).statusCode).toBe(403);
  });
});

describe('concurrent returns', () => {
  let slowApp: FastifyInstance;
  beforeAll(async () => {
    slowApp = await buildInterleavingApp();
  });
  afterAll(() => slowApp.close());

  it('never take back more than was sold: 10 one-unit returns of a 3-unit line give 3 returns, the rest 409', async () => {
    const owner = await loginAs(slowApp, 'owner');
    const customer = await newCustomer(slowApp, owner);
    const product = await newProduct(5, 1500, slowApp, owner);
    const bill = await newBill(customer, [[product, 3, 2500]], undefined, slowApp, owner);
    const responses = await Promise.all(Array.from({ length: 10 }, () => postReturn(bill, [{ productId: product._id, quantity: 1 }], 'cash', owner, slowApp)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await stockOf(product._id, slowApp)).toBe(5);
    expect((await refundRows(slowApp)).length).toBe(3);
  });

  it('numbers returns of different bills at once with distinct, consecutive credit notes', async () => {
    const owner = await loginAs(slowApp, 'owner');
    const customer = await newCustomer(slowApp, owner);
    const bills = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const product = await newProduct(5, 1500, slowApp, owner);
        return { product, bill: await newBill(customer, [[product, 2, 2500]], undefined, slowApp, owner) };
      }),
    );
    const before = await slowApp.db.selectFrom('bill_returns').select((eb) => eb.fn.max('number').as('number')).executeTakeFirstOrThrow();
    const responses = await Promise.all(bills.map(({ product, bill }) => postReturn(bill, [{ productId: product._id, quantity: 1 }], 'cash', owner, slowApp)));
    expect(responses.map((response) => `${response.statusCode} ${response.statusCode === 201 ? '' : response.body}`)).toEqual(Array(10).fill('201 '));
    const numbers = (await slowApp.db.selectFrom('bill_returns').select('number').where('billId', 'in', bills.map(({ bill }) => bill._id)).execute())
      .map((row) => Number(row.number))
      .sort((a, b) => a - b);
    const first = Number(before.number ?? 0) + 1;
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, at) => first + at));
    expect((await refundRows(slowApp)).length).toBe(13);
  });

  it('returns of bills whose lines name the same products in other orders, beside sales of them, at once: all made, none 500 (no deadlock)', async () => {
    const owner = await loginAs(slowApp, 'owner');
    const customer = await newCustomer(slowApp, owner);
    const [first, second] = [await newProduct(100, 1500, slowApp, owner), await newProduct(100, 1500, slowApp, owner)];
    const bills = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        newBill(customer, index % 2 ? [[first, 2, 2500], [second, 2, 2500]] : [[second, 2, 2500], [first, 2, 2500]], undefined, slowApp, owner),
      ),
    );
    const responses = await Promise.all([
      ...bills.map((bill, index) =>
        postReturn(bill, (index % 2 ? [first, second] : [second, first]).map((product) => ({ productId: product._id, quantity: 1 })), 'cash', owner, slowApp),
      ),
      ...Array.from({ length: 4 }, () =>
        call(slowApp, 'POST', '/api/bills', {
          token: owner,
          body: { customerId: customer._id, products: [first, second].map((product) => ({ productId: product._id, quantity: 1, billedPrice: 2500 })) },
        }),
      ),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([...Array(8).fill(201), ...Array(4).fill(201)]);
    expect([await stockOf(first._id, slowApp), await stockOf(second._id, slowApp)]).toEqual([100 - 16 + 8 - 4, 100 - 16 + 8 - 4]);
  });

  it('returns refunded to an account beside credit sales on it, at once: all made, none 500 (no deadlock), the balance exact', async () => {
    const owner = await loginAs(slowApp, 'owner');
    const customer = await newCustomer(slowApp, owner);
    expect((await call(slowApp, 'PUT', `/api/accounts/customer/${customer._id}`, { token: owner, body: { creditLimit: 1_000_000 } })).statusCode).toBe(200);
    const product = await newProduct(100, 1500, slowApp, owner);
    // Another product for the sales: on one product's row they would all wait in turn anyway.
    const sold = await newProduct(100, 1500, slowApp, owner);
    const onCredit = { tenders: [{ method: 'credit', amount: 5000 }] };
    const bills = [];
    for (let index = 0; index < 6; index += 1) bills.push(await newBill(customer, [[product, 2, 2500]], onCredit, slowApp, owner));
    const responses = await Promise.all([
      ...bills.map((bill) => postReturn(bill, [{ productId: product._id, quantity: 1 }], 'credit', owner, slowApp)),
      ...Array.from({ length: 6 }, () =>
        call(slowApp, 'POST', '/api/bills', {
          token: owner,
          body: { customerId: customer._id, products: [{ productId: sold._id, quantity: 2, billedPrice: 2500 }], payment: onCredit },
        }),
      ),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    const balance = (await call(slowApp, 'GET', `/api/accounts/customer/${customer._id}`, { token: owner })).json().balance;
    expect(balance).toBe(12 * 5000 - 6 * 2500);
  });
});
