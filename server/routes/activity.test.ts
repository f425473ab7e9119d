import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import { streamActivity } from '../db/activity';
import { buildCustomerInput, buildTestApp, call, createStaff, loginAs, postLogin, STAFF_PASSWORD } from '../test/helpers';
import { catalogue } from '../test/repairs';

interface Entry {
  _id: string;
  at: string;
  userId: string | null;
  userName: string | null;
  action: string;
  resource: string;
  recordId: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
}

const PRODUCT = { name: 'Samsung Remote', quantity: 10, buyingPrice: 500, sellingPrice: 900 };

describe('the activity log', () => {
  let app: FastifyInstance;
  let owner: string;
  let staff: string;
  let seen = 0;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await loginAs(app, 'owner');
    staff = await loginAs(app, 'staff');
  });
  afterAll(() => app.close());

  const count = async () => Number((await sql<{ n: number }>`select count(*) as n from activity`.execute(app.db)).rows[0]!.n);
  beforeEach(async () => {
    seen = await count();
  });

  /** The entries made since the test began, newest first, read through the route. */
  async function newEntries(): Promise<Entry[]> {
    const response = await call(app, 'GET', '/api/activity', { token: owner });
    expect(response.statusCode).toBe(200);
    const all = response.json() as Entry[];
    return all.slice(0, all.length - seen);
  }
  const change = (entry: Entry, field: string) => entry.changes.find((item) => item.field === field);

  it('is for super admins: 403 for staff, 401 without a session', async () => {
    expect((await call(app, 'GET', '/api/activity', { token: staff })).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/activity')).statusCode).toBe(401);
  });

  it('customers: create, update and delete leave one entry each, with who and the values before and after', async () => {
    const created = (await call(app, 'POST', '/api/customers', { token: staff, body: buildCustomerInput({ firstName: 'Kasun' }) })).json();
    let [entry] = await newEntries();
    expect(await count()).toBe(seen + 1);
    expect(entry).toMatchObject({ userName: 'Staff Demo', action: 'create', resource: 'customers', recordId: created._id });
    expect(change(entry!, 'firstName')).toEqual({ field: 'firstName', before: null, after: 'Kasun' });

    seen = await count();
    await call(app, 'PUT', `/api/customers/${created._id}`, { token: owner, body: buildCustomerInput({ ...created, firstName: 'Kasun Chaminda' }) });
    [entry] = await newEntries();
    expect(await count()).toBe(seen + 1);
    expect(entry).toMatchObject({ userName: 'Owner Demo', action: 'update', resource: 'customers', recordId: created._id });
    expect(change(entry!, 'firstName')).toEqual({ field: 'firstName', before: 'Kasun', after: 'Kasun Chaminda' });
    expect(change(entry!, 'lastName')).toBeUndefined(); // unchanged fields are not listed

    seen = await count();
    await call(app, 'DELETE', `/api/customers/${created._id}`, { token: owner });
    [entry] = await newEntries();
    expect(await count()).toBe(seen + 1);
    expect(entry).toMatchObject({ action: 'delete', resource: 'customers', recordId: created._id });
    expect(change(entry!, 'firstName')).toEqual({ field: 'firstName', before: 'Kasun Chaminda', after: null });
  });

  it('products: create, edit, refill and delete, cost figures included (only super admins read the log)', async () => {
    const product = (await call(app, 'POST', '/api/products', { token: owner, body: PRODUCT })).json();
    await call(app, 'PUT', `/api/products/${product._id}`, { token: owner, body: { ...PRODUCT, buyingPrice: 550 } });
    await call(app, 'PUT', `/api/products/${product._id}`, { token: owner, body: { quantity: 25 } });
    await call(app, 'DELETE', `/api/products/${product._id}`, { token: owner });

    const entries = (await newEntries()).reverse();
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'refill', 'delete']);
    expect(entries.every((entry) => entry.resource === 'products' && entry.recordId === product._id)).toBe(true);
    expect(change(entries[0]!, 'buyingPrice')).toEqual({ field: 'buyingPrice', before: null, after: '500' });
    expect(change(entries[1]!, 'buyingPrice')).toEqual({ field: 'buyingPrice', before: '500', after: '550' });
    expect(change(entries[2]!, 'quantity')).toEqual({ field: 'quantity', before: '10', after: '25' });
    expect(change(entries[3]!, 'name')).toEqual({ field: 'name', before: 'Samsung Remote', after: null });
  });

  it('bills: a sale and its delete, one entry each (the stock they move is part of the same write)', async () => {
    const product = (await call(app, 'POST', '/api/products', { token: owner, body: PRODUCT })).json();
    const customer = (await call(app, 'POST', '/api/customers', { token: owner, body: buildCustomerInput() })).json();
    seen = await count();

    const bill = (
      await call(app, 'POST', '/api/bills', {
        token: staff,
        body: { customerId: customer._id, products: [{ productId: product._id, quantity: 2, billedPrice: 900 }] },
      })
    ).json();
    await call(app, 'DELETE', `/api/bills/${bill._id}`, { token: owner });

    const [deleted, created] = await newEntries();
    expect(await count()).toBe(seen + 2);
    expect(created).toMatchObject({ userName: 'Staff Demo', action: 'create', resource: 'bills', recordId: bill._id });
    expect(change(created!, 'totalAmount')).toEqual({ field: 'totalAmount', before: null, after: '1800' });
    expect(change(created!, 'profit')).toEqual({ field: 'profit', before: null, after: '800' });
    expect(deleted).toMatchObject({ userName: 'Owner Demo', action: 'delete', resource: 'bills', recordId: bill._id });
  });

  it('staff accounts: create, edit, password set and delete; never a password or its hash', async () => {
    const member = await createStaff(app, owner);
    await call(app, 'PUT', `/api/admins/edit/${member._id}`, { token: owner, body: { firstName: 'Nimali', lastName: member.lastName } });
    await call(app, 'PUT', `/api/admins/edit/${member._id}`, { token: owner, body: { firstName: 'Nimali', lastName: member.lastName, password: 'reset-by-owner' } });
    await call(app, 'DELETE', `/api/admins/delete/${member._id}`, { token: owner });

    const entries = (await newEntries()).reverse();
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'passwordSet', 'delete']);
    expect(change(entries[1]!, 'firstName')).toEqual({ field: 'firstName', before: 'Nimal', after: 'Nimali' });
    expect(change(entries[2]!, 'passwordChangedAt')?.before).toBeNull();
    expect(change(entries[2]!, 'passwordChangedAt')?.after).toMatch(/^\d{4}-\d\d-\d\dT/);
    const text = JSON.stringify(entries);
    expect(text).not.toMatch(/passwordHash|argon2|reset-by-owner|secret1/);
  });

  it('sign-ins, refused sign-ins and a password change', async () => {
    const member = await createStaff(app, owner);
    seen = await count();

    const token = await loginAs(app, { email: member.email, password: STAFF_PASSWORD });
    await postLogin(app, { email: member.email, password: 'wrong-password' });
    await postLogin(app, { email: 'nobody@shop.test', password: 'whatever1' });
    await call(app, 'PUT', '/api/auth/password', { token, body: { currentPassword: STAFF_PASSWORD, newPassword: 'brand-new-1' } });

    const entries = (await newEntries()).reverse();
    expect(entries.map((entry) => [entry.action, entry.resource, entry.userName])).toEqual([
      ['signIn', 'auth', 'Nimal Perera'],
      ['signInRefused', 'auth', 'Nimal Perera'],
      ['signInRefused', 'auth', 'nobody@shop.test'],
      ['passwordChange', 'staffs', 'Nimal Perera'],
    ]);
    expect(change(entries[2]!, 'reason')?.after).toBe('wrong email or password');
    expect(JSON.stringify(entries)).not.toMatch(/wrong-password|whatever1|brand-new-1/);
  });

  it('recharge: top-up create, edit and delete, and a sale', async () => {
    const customer = (await call(app, 'POST', '/api/customers', { token: owner, body: buildCustomerInput() })).json();
    const topUp = { rechargeType: 'Dialog', topUpValue: 5000, topUpCost: 4825, topUpDate: '2026-03-12' };
    seen = await count();

    const created = (await call(app, 'POST', '/api/recharge/topup', { token: owner, body: topUp })).json();
    await call(app, 'PUT', `/api/recharge/topup/${created._id}`, { token: owner, body: { ...topUp, topUpValue: 6000 } });
    const sale = (
      await call(app, 'POST', '/api/recharge/sale', {
        token: staff,
        body: { rechargeType: 'Dialog', soldValue: 100, soldPrice: 100, soldToType: 'customer', soldToId: customer._id },
      })
    ).json();
    const extra = (await call(app, 'POST', '/api/recharge/topup', { token: owner, body: topUp })).json();
    await call(app, 'DELETE', `/api/recharge/topup/${extra._id}`, { token: owner });

    const entries = (await newEntries()).reverse();
    expect(entries.map((entry) => [entry.action, entry.resource, entry.recordId])).toEqual([
      ['create', 'recharges/management', created._id],
      ['update', 'recharges/management', created._id],
      ['create', 'recharges/history', sale._id],
      ['create', 'recharges/management', extra._id],
      ['delete', 'recharges/management', extra._id],
    ]);
    expect(change(entries[1]!, 'topUpValue')).toEqual({ field: 'topUpValue', before: '5000', after: '6000' });
    expect(entries[2]!.userName).toBe('Staff Demo');
    expect(change(entries[2]!, 'profit')).toBeDefined();
  });

  it('repairs: create, edit, status change, status-history edit and delete, repair delete, issue price edit', async () => {
    const customer = (await call(app, 'POST', '/api/customers', { token: owner, body: buildCustomerInput() })).json();
    const issues = [...(await catalogue(app, owner)).values()];
    seen = await count();

    const repair = (await call(app, 'POST', '/api/repairs', { token: staff, body: { customerId: customer._id, issues: [issues[0]!._id] } })).json();
    await call(app, 'PUT', `/api/repairs/${repair._id}`, { token: owner, body: { note: 'Screen cracked' } });
    await call(app, 'PATCH', `/api/repairs/status/${repair._id}`, { token: staff, body: { status: 'In Progress', dateManual: '2026-03-14 10:00:00' } });
    await call(app, 'PUT', `/api/repairs/${repair._id}/status/1`, { token: owner, body: { status: 'Pending Parts', dateManual: '2026-03-14 11:00:00' } });
    await call(app, 'DELETE', `/api/repairs/${repair._id}/status/1`, { token: owner });
    await call(app, 'DELETE', `/api/repairs/${repair._id}`, { token: owner });
    const issue = issues[1]!;
    await call(app, 'PUT', `/api/repairs/issues/${issue._id}`, { token: staff, body: { actualCost: 1234, customerPrice: issue.customerPrice } });

    const entries = (await newEntries()).reverse();
    expect(entries.map((entry) => [entry.action, entry.resource])).toEqual([
      ['create', 'repairs/management'],
      ['update', 'repairs/management'],
      ['status', 'repairs/management'],
      ['statusEdit', 'repairs/management'],
      ['statusDelete', 'repairs/management'],
      ['delete', 'repairs/management'],
      ['update', 'repairs/issues'],
    ]);
    expect(change(entries[1]!, 'note')).toEqual({ field: 'note', before: null, after: 'Screen cracked' });
    expect(change(entries[2]!, 'status')).toEqual({ field: 'status', before: 'Received from Customer', after: 'In Progress' });
    expect(change(entries[3]!, 'status')).toEqual({ field: 'status', before: 'In Progress', after: 'Pending Parts' });
    expect(change(entries[6]!, 'actualCost')?.after).toBe('1234');
  });

  it('expenses and their categories: create, edit, delete', async () => {
    const category = (await call(app, 'POST', '/api/expense-categories', { token: owner, body: { name: 'Generator Fuel' } })).json();
    await call(app, 'PUT', `/api/expense-categories/${category._id}`, { token: owner, body: { name: 'Generator Diesel' } });
    const expense = (
      await call(app, 'POST', '/api/expenses', {
        token: staff,
        body: { categoryId: category._id, amount: 2500, description: 'Diesel for the power cut', expenseDate: shopDay(new Date()) },
      })
    ).json();
    await call(app, 'PUT', `/api/expenses/${expense._id}`, {
      token: owner,
      body: { categoryId: category._id, amount: 2750, description: 'Diesel for the power cut', expenseDate: shopDay(new Date()) },
    });
    await call(app, 'DELETE', `/api/expenses/${expense._id}`, { token: owner });
    await call(app, 'DELETE', `/api/expense-categories/${category._id}`, { token: owner });

    const entries = (await newEntries()).reverse();
    expect(entries.map((entry) => [entry.action, entry.resource])).toEqual([
      ['create', 'expenses/categories'],
      ['update', 'expenses/categories'],
      ['create', 'expenses/management'],
      ['update', 'expenses/management'],
      ['delete', 'expenses/management'],
      ['delete', 'expenses/categories'],
    ]);
    expect(change(entries[1]!, 'name')).toEqual({ field: 'name', before: 'Generator Fuel', after: 'Generator Diesel' });
    expect(change(entries[3]!, 'amount')).toEqual({ field: 'amount', before: '2500', after: '2750' });
  });

  it('a refused write leaves no entry', async () => {
    const product = (await call(app, 'POST', '/api/products', { token: owner, body: { ...PRODUCT, quantity: 1 } })).json();
    const customer = (await call(app, 'POST', '/api/customers', { token: owner, body: buildCustomerInput() })).json();
    seen = await count();

    const oversold = await call(app, 'POST', '/api/bills', {
      token: owner,
      body: { customerId: customer._id, products: [{ productId: product._id, quantity: 5, billedPrice: 900 }] },
    });
    const duplicate = await call(app, 'POST', '/api/customers', { token: owner, body: buildCustomerInput({ phoneNumber: customer.phoneNumber }) });
    const invalid = await call(app, 'POST', '/api/products', { token: owner, body: { ...PRODUCT, name: '' } });
    const forbidden = await call(app, 'DELETE', `/api/products/${product._id}`, { token: staff });

    expect([oversold.statusCode, duplicate.statusCode, invalid.statusCode, forbidden.statusCode]).toEqual([409, 409, 400, 403]);
    expect(await count()).toBe(seen);
  });
});

describe('the list the screen receives', () => {
  it('is the newest entries up to the limit, newest first', async () => {
    const app = await buildTestApp();
    try {
      const owner = await loginAs(app, 'owner');
      await call(app, 'POST', '/api/customers', { token: owner, body: buildCustomerInput({ firstName: 'First' }) });
      await call(app, 'POST', '/api/customers', { token: owner, body: buildCustomerInput({ firstName: 'Second' }) });

      const rows = [];
      for await (const row of streamActivity(app.db, 2)) rows.push(row);

      expect(rows.map((row) => JSON.parse(row.after!).firstName)).toEqual(['Second', 'First']);
    } finally {
      await app.close();
    }
  });
});

describe('the entry and the change commit or roll back together', () => {
  it('a write whose entry cannot be recorded is not made either', async () => {
    const app = await buildTestApp();
    try {
      const owner = await loginAs(app, 'owner');
      const before = (await call(app, 'GET', '/api/customers', { token: owner })).json().length;
      // The log's table is gone: recording fails inside the write's transaction.
      await sql`alter table activity rename to activity_gone`.execute(app.db);

      const response = await call(app, 'POST', '/api/customers', { token: owner, body: buildCustomerInput() });

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: MESSAGES.internalError, key: 'internalError' });
      await sql`alter table activity_gone rename to activity`.execute(app.db);
      expect((await call(app, 'GET', '/api/customers', { token: owner })).json()).toHaveLength(before);
    } finally {
      await app.close();
    }
  });
});
