import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { dayFigures, movementsInCents } from '../../src/domain/dayClose';
import { buildTestApp, call, loginAs } from '../test/helpers';

/** What the shop owes its suppliers (issue 47): balances, statements and payments out, the owner's, on both engines. */

type Rec = Record<string, any> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let product: Rec;

const TODAY = shopDay(new Date());
const dayFrom = (days: number) => shopDay(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  product = await created('/api/products', { name: 'Supplier account item', quantity: 0, buyingPrice: 100, sellingPrice: 250 });
});
afterAll(() => app.close());

async function created(url: string, body: unknown, token = ownerToken): Promise<Rec> {
  const response = await call(app, 'POST', url, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

let suppliers = 0;
const newSupplier = () => created('/api/suppliers', { name: `Account Test Supplier ${++suppliers}` });
const receive = (supplier: Rec, total: number, payment = 'owed', dueDate?: string) =>
  created('/api/goods-receipts', { supplierId: supplier._id, invoiceNumber: `ACC-${total}`, invoiceDate: TODAY, payment, dueDate, lines: [{ productId: product._id, quantity: 1, unitCost: total }] });
const pay = (supplier: Rec, body: Record<string, unknown>, token = ownerToken) => call(app, 'POST', `/api/suppliers/${supplier._id}/payments`, { token, body });
const statement = async (supplier: Rec) => (await call(app, 'GET', `/api/suppliers/${supplier._id}/statement`, { token: ownerToken })).json();
const cashExpected = async () => {
  const answer = (await call(app, 'GET', `/api/dayclose/day/${TODAY}`, { token: staffToken })).json();
  return dayFigures(movementsInCents(answer.movements), 0).cash.expected;
};

describe('what the shop owes a supplier', () => {
  it('is their owed notes less the payments out, in a statement with the running balance', async () => {
    const supplier = await newSupplier();
    const first = await receive(supplier, 1000, 'owed', dayFrom(30));
    await receive(supplier, 400, 'cash');
    const second = await receive(supplier, 250.5);
    const before = await cashExpected();
    const paid = await pay(supplier, { amount: 600, method: 'cash', note: 'Part of the first invoice' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await cashExpected()).toBe(before - 60000);
    const answer = paid.json();
    expect(answer).toMatchObject({ _id: supplier._id, name: supplier.name, owed: 650.5 });
    // The note paid at once owes nothing and is not on the statement.
    expect(answer.entries.map(({ kind, amount, balance, number, method, note }: Rec) => ({ kind, amount, balance, number, method, note }))).toEqual([
      { kind: 'receipt', amount: 1000, balance: 1000, number: first.number, method: null, note: null },
      { kind: 'receipt', amount: 250.5, balance: 1250.5, number: second.number, method: null, note: null },
      { kind: 'payment', amount: -600, balance: 650.5, number: null, method: 'cash', note: 'Part of the first invoice' },
    ]);
    expect(answer.entries[0].dueDate).toBe(dayFrom(30));
    expect(await statement(supplier)).toEqual(answer);
    const balances = (await call(app, 'GET', '/api/suppliers/balances', { token: ownerToken })).json();
    expect(balances.find((row: Rec) => row._id === supplier._id)).toEqual({ _id: supplier._id, name: supplier.name, owed: 650.5, firstDueDate: dayFrom(30) });
  });

  it('is paid in full by a card: nothing owed then, and the drawer untouched', async () => {
    const supplier = await newSupplier();
    await receive(supplier, 300);
    const before = await cashExpected();
    expect((await pay(supplier, { amount: 300, method: 'card' })).json().owed).toBe(0);
    expect(await cashExpected()).toBe(before);
    const balances = (await call(app, 'GET', '/api/suppliers/balances', { token: ownerToken })).json();
    expect(balances.some((row: Rec) => row._id === supplier._id)).toBe(false);
    expect((await pay(supplier, { amount: 1, method: 'cash' })).json()).toMatchObject({ message: 'Nothing is owed on this account' });
  });

  it.each([
    [{ amount: 500.01, method: 'cash' }, 409, 'The payment is more than is owed (LKR 500.00)', 'amount'],
    [{ amount: 0, method: 'cash' }, 400, 'Amount paid must be greater than 0', 'amount'],
    [{ method: 'cash' }, 400, 'Please enter the amount paid', 'amount'],
    [{ amount: 1.005, method: 'cash' }, 400, 'Amount paid can have at most two decimals', 'amount'],
    [{ amount: 10, method: 'credit' }, 400, 'Please choose a payment method', 'method'],
  ])('refuses %j with {message} and pays nothing', async (body, status, message, field) => {
    const supplier = await newSupplier();
    await receive(supplier, 500);
    const response = await pay(supplier, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
    expect((await statement(supplier)).owed).toBe(500);
  });

  it('answers 404 for an unknown supplier', async () => {
    expect((await pay({ _id: '000000000000000000000000' }, { amount: 1, method: 'cash' })).json()).toMatchObject({ message: 'Supplier not found' });
    expect((await call(app, 'GET', '/api/suppliers/000000000000000000000000/statement', { token: ownerToken })).statusCode).toBe(404);
  });

  it('is the owner’s: staff are refused the balances, the statement and a payment, and their refusal names no figure', async () => {
    const supplier = await newSupplier();
    await receive(supplier, 777.77);
    for (const [method, url] of [
      ['GET', '/api/suppliers/balances'],
      ['GET', `/api/suppliers/${supplier._id}/statement`],
      ['POST', `/api/suppliers/${supplier._id}/payments`],
    ] as const) {
      const response = await call(app, method, url, { token: staffToken, body: method === 'POST' ? { amount: 1, method: 'cash' } : undefined });
      expect(response.statusCode, url).toBe(403);
      expect(response.body).not.toContain('777.77');
    }
    // The suppliers list staff read carries no balance.
    expect((await call(app, 'GET', '/api/suppliers', { token: staffToken })).body).not.toContain('777.77');
  });

  it('never takes two payments of one debt below zero', async () => {
    const supplier = await newSupplier();
    await receive(supplier, 100);
    const statuses = (await Promise.all([pay(supplier, { amount: 80, method: 'bank' }), pay(supplier, { amount: 80, method: 'bank' })])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    expect((await statement(supplier)).owed).toBe(20);
  });
});

describe('the Suppliers list', () => {
  const listAs = (token: string) => call(app, 'GET', '/api/suppliers', { token });
  const owedOf = async (supplier: Rec) => (await listAs(ownerToken)).json().find((row: Rec) => row._id === supplier._id)?.owed;

  it('carries, for the owner, what the shop owes each, as the balances count it, and again after every write', async () => {
    const owing = await newSupplier();
    const settled = await newSupplier();
    await receive(owing, 1000);
    await receive(owing, 400, 'cash');
    expect(await owedOf(owing)).toBe(1000);
    expect((await pay(owing, { amount: 250.25, method: 'cash' })).statusCode).toBe(201);
    await receive(settled, 99.99, 'card');
    expect(await owedOf(owing)).toBe(749.75);
    expect(await owedOf(settled)).toBe(0);
    const list = (await listAs(ownerToken)).json();
    expect(list.every((row: Rec) => typeof row.owed === 'number')).toBe(true);
    // The same figure as Who we owe, for every supplier owed anything.
    const balances = (await call(app, 'GET', '/api/suppliers/balances', { token: ownerToken })).json();
    expect(balances.length).toBeGreaterThan(0);
    for (const balance of balances) expect(list.find((row: Rec) => row._id === balance._id)?.owed, balance.name).toBe(balance.owed);
  });

  it('carries no balance for staff: not in their list, nor in the answer to their new supplier', async () => {
    const owing = await newSupplier();
    await receive(owing, 4321.09);
    const answer = await listAs(staffToken);
    expect(answer.statusCode).toBe(200);
    const list = answer.json();
    expect(list.find((row: Rec) => row._id === owing._id)).toMatchObject({ name: owing.name });
    expect(list.filter((row: Rec) => 'owed' in row)).toEqual([]);
    expect(answer.body).not.toContain('4321.09');
    const added = await created('/api/suppliers', { name: 'Staff Added Supplier' }, staffToken);
    expect('owed' in added).toBe(false);
    // The owner's answers carry it, and the staff's list read just before is not served to the owner.
    expect(await owedOf(owing)).toBe(4321.09);
  });

  it('answers the owner’s create and edit with what is owed, as the list has it', async () => {
    const supplier = await newSupplier();
    expect(supplier.owed).toBe(0);
    await receive(supplier, 12.5);
    const edited = await call(app, 'PUT', `/api/suppliers/${supplier._id}`, { token: ownerToken, body: { name: supplier.name, address: 'Second Cross Street' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ address: 'Second Cross Street', owed: 12.5 });
    expect((await listAs(ownerToken)).json().find((row: Rec) => row._id === supplier._id)).toEqual(edited.json());
  });
});
