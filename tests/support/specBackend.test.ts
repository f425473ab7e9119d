// Runs in the console project (jsdom): node:http and Node's fetch work there as in node.
/**
 * The spec-only backend itself (specBackend.ts): strict about the spec's words (an unknown field,
 * an unknown query word, an If-Match, a bad date: 400 and a recorded violation), its answer shapes
 * in both `shapes`, sign-in and 401, owner-only calls, and a bill taking stock.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OWNER, STAFF, startSpecBackend, type SpecBackend } from './specBackend';

let backend: SpecBackend;
let alternate: SpecBackend;
// A fixed clock far from today: nothing in the backend may depend on the real date.
const CLOCK = new Date('2031-07-15T06:00:00Z');

beforeAll(async () => {
  backend = await startSpecBackend({ consoleDir: false });
  alternate = await startSpecBackend({ consoleDir: false, shapes: 'alternate', now: () => CLOCK });
});
afterAll(async () => {
  await backend?.stop();
  await alternate?.stop();
});
beforeEach(() => {
  backend.reset();
  alternate.reset();
});

async function call(target: SpecBackend, method: string, path: string, { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${target.baseUrl}/api${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function tokenOf(target: SpecBackend, account: { email: string; password: string }) {
  const { body } = await call(target, 'POST', '/auth/login', { body: { email: account.email, password: account.password } });
  return body.token as string;
}

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

describe('sign-in and tokens', () => {
  it('answers {token, user} without features; the token is JWT-shaped with an exp in the future', async () => {
    const { status, body } = await call(backend, 'POST', '/auth/login', { body: { email: OWNER.email, password: OWNER.password } });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.user).toMatchObject({ firstName: 'Owner', lastName: 'Demo', email: OWNER.email, role: 'super_admin' });
    expect(body.user.password).toBeUndefined();
    expect(body.token.split('.')).toHaveLength(3);
    expect(claims(body.token).exp).toBeGreaterThan(Date.now() / 1000 + 60);
    const staff = await call(backend, 'POST', '/auth/login', { body: { email: STAFF.email, password: STAFF.password } });
    expect(staff.body.user).toMatchObject({ firstName: 'Staff', lastName: 'Demo', role: 'admin' });
  });

  it('a token issued on a clock in the future still expires after the real now', async () => {
    expect(claims(await tokenOf(alternate, OWNER)).exp).toBeGreaterThan(CLOCK.getTime() / 1000);
  });

  it('a wrong password is a 401 with the message', async () => {
    const { status, body } = await call(backend, 'POST', '/auth/login', { body: { email: OWNER.email, password: 'nope12' } });
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Invalid email or password' });
    expect(backend.violations).toEqual([]);
  });

  it('every other call needs a bearer token: 401 {message} without one or with a forged one', async () => {
    for (const token of [undefined, 'forged.token.here']) {
      const { status, body } = await call(backend, 'GET', '/customers', { token });
      expect(status).toBe(401);
      expect(typeof body.message).toBe('string');
    }
  });
});

describe('strict about the spec’s words', () => {
  it('an unknown body field is a 400 and a violation', async () => {
    const token = await tokenOf(backend, OWNER);
    const [category] = backend.store.categories;
    const { status, body } = await call(backend, 'PUT', `/expense-categories/${category._id}`, { token, body: { name: 'Power', createdByName: 'x' } });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Unknown field createdByName' });
    expect(backend.violations).toEqual([{ method: 'PUT', path: `/expense-categories/${category._id}`, reason: 'Unknown field createdByName' }]);
    // The same call with the spec's payload goes through.
    expect((await call(backend, 'PUT', `/expense-categories/${category._id}`, { token, body: { name: 'Power' } })).status).toBe(200);
    expect(backend.violations).toHaveLength(1);
  });

  it('an unknown query word on a GET is a 400 and a violation', async () => {
    const token = await tokenOf(backend, OWNER);
    const { status, body } = await call(backend, 'GET', '/customers?_page=1', { token });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Unknown query parameter _page' });
    expect(backend.violations).toEqual([{ method: 'GET', path: '/customers', reason: 'Unknown query parameter _page' }]);
    expect(backend.requests.at(-1)).toMatchObject({ method: 'GET', path: '/customers', query: { _page: '1' }, status: 400 });
  });

  it('an If-Match header is a 400 and a violation', async () => {
    const token = await tokenOf(backend, OWNER);
    const [category] = backend.store.categories;
    const { status } = await call(backend, 'PUT', `/expense-categories/${category._id}`, { token, body: { name: 'Power' }, headers: { 'If-Match': '"3"' } });
    expect(status).toBe(400);
    expect(backend.violations.map((item) => item.reason)).toEqual(['Unexpected if-match header: this backend issues no tags']);
    expect(backend.requests.at(-1)!.headers['if-match']).toBe('"3"');
  });

  it('a date not in its format is a 400 and a violation', async () => {
    const token = await tokenOf(backend, OWNER);
    const [expense] = backend.store.expenses;
    const edit = { categoryId: expense.categoryId, amount: 10, description: 'Bulbs', expenseDate: '2031-07-15T00:00:00.000Z' };
    expect((await call(backend, 'PUT', `/expenses/${expense._id}`, { token, body: edit })).status).toBe(400);
    const [customer] = backend.store.customers;
    const [issue] = backend.store.issues;
    expect((await call(backend, 'POST', '/repairs', { token, body: { customerId: customer._id, issues: [issue._id], expectedReturnDate: '2031-07-20' } })).status).toBe(400);
    expect((await call(backend, 'POST', '/recharge/topup', { token, body: { rechargeType: 'Dialog', topUpValue: 1, topUpCost: 1, topUpDate: '15/07/2031' } })).status).toBe(400);
    expect(backend.violations.map((item) => item.reason)).toEqual([
      'Field expenseDate must be a date YYYY-MM-DD',
      'Field expectedReturnDate must be a date-time YYYY-MM-DD HH:mm:ss',
      'Field topUpDate must be a date YYYY-MM-DD',
    ]);
    expect((await call(backend, 'PUT', `/expenses/${expense._id}`, { token, body: { ...edit, expenseDate: '2031-07-15' } })).status).toBe(200);
  });

  it('a missing required key, a wrong type, a path not in §7, a body on a DELETE and a bad id are violations too', async () => {
    const token = await tokenOf(backend, OWNER);
    const [customer] = backend.store.customers;
    const [product] = backend.store.products;
    expect((await call(backend, 'POST', '/bills', { token, body: { customerId: customer._id } })).status).toBe(400);
    expect((await call(backend, 'POST', '/bills', { token, body: { customerId: customer._id, products: [{ productId: product._id, quantity: '1', billedPrice: 600 }] } })).status).toBe(400);
    expect((await call(backend, 'GET', '/activity', { token })).status).toBe(404);
    expect((await call(backend, 'GET', `/repairs/${backend.store.repairs[0]._id}`, { token })).status).toBe(404);
    expect((await call(backend, 'DELETE', `/bills/${backend.store.bills[0]._id}`, { token, body: {} })).status).toBe(400);
    expect((await call(backend, 'GET', '/bills/not-an-id', { token })).status).toBe(404);
    expect((await call(backend, 'GET', '/repairs/revenue?from=2031-07-01', { token })).status).toBe(400);
    expect(backend.violations.map((item) => item.reason)).toEqual([
      'Missing field products',
      'Field quantity must be a number',
      'No such call: GET /activity',
      `GET is not a call of /repairs/${backend.store.repairs[0]._id}`,
      'DELETE /bills/:id takes no body',
      'Not an id: not-an-id',
      'Missing query parameter to',
    ]);
  });

  it('optional keys may be absent or null; a refill sends only the quantity', async () => {
    const token = await tokenOf(backend, OWNER);
    const [customer] = backend.store.customers;
    const [issue] = backend.store.issues;
    expect((await call(backend, 'POST', '/repairs', { token, body: { customerId: customer._id, issues: [issue._id] } })).status).toBe(200);
    expect((await call(backend, 'POST', '/repairs', { token, body: { customerId: customer._id, issues: [issue._id], discount: null, expectedReturnDate: null } })).status).toBe(200);
    const [product] = backend.store.products;
    expect((await call(backend, 'PUT', `/products/${product._id}`, { token, body: { quantity: product.quantity + 5 } })).body.quantity).toBe(45);
    expect((await call(backend, 'PUT', `/products/${product._id}`, { token, body: { quantity: 1, name: 'x' } })).status).toBe(400);
    expect(backend.violations.map((item) => item.reason)).toEqual(['Missing field buyingPrice']);
  });
});

describe('roles', () => {
  it('staff get 403 {message} on owner-only calls, and may do what §6 lets them', async () => {
    const token = await tokenOf(backend, STAFF);
    const [customer] = backend.store.customers;
    for (const [method, path] of [
      ['GET', '/admins'],
      ['GET', '/bills/report'],
      ['DELETE', `/bills/${backend.store.bills[0]._id}`],
      ['DELETE', `/customers/${customer._id}`],
      ['DELETE', `/expenses/${backend.store.expenses[0]._id}`],
      ['GET', '/repairs/revenue?from=2020-01-01&to=2040-01-01'],
    ]) {
      const { status, body } = await call(backend, method, path, { token });
      expect(status, `${method} ${path}`).toBe(403);
      expect(typeof body.message).toBe('string');
    }
    const [issue] = backend.store.issues;
    expect((await call(backend, 'POST', '/repairs', { token, body: { customerId: customer._id, issues: [issue._id] } })).status).toBe(200);
    expect(backend.violations).toEqual([]);
  });
});

describe('answers', () => {
  it('default shapes: lists as arrays, {products}, {data} histories, a repair with a customerId string, an expense with a categoryId string', async () => {
    const token = await tokenOf(backend, OWNER);
    const products = (await call(backend, 'GET', '/products', { token })).body;
    expect(Object.keys(products)).toEqual(['products']);
    expect(products.products[0]._id).toMatch(/^[0-9a-f]{24}$/);
    expect(Array.isArray((await call(backend, 'GET', '/customers', { token })).body)).toBe(true);
    const [customer] = backend.store.customers;
    for (const path of [`/bills/customer/${customer._id}`, `/recharge/sales/customer/${customer._id}`, `/customers/${customer._id}/repairs`]) {
      const { body } = await call(backend, 'GET', path, { token });
      expect(Object.keys(body), path).toEqual(['data']);
      expect(body.data.length, path).toBeGreaterThan(0);
    }
    const repairs = (await call(backend, 'GET', '/repairs', { token })).body;
    expect(repairs.every((repair: any) => typeof repair.customerId === 'string' && repair.customer === undefined)).toBe(true);
    expect(repairs[0].statusHistory.length).toBeGreaterThan(1);
    const expenses = (await call(backend, 'GET', '/expenses', { token })).body;
    expect(typeof expenses[0].categoryId).toBe('string');
    const statuses = (await call(backend, 'GET', '/repairs/statuses', { token })).body.map((status: any) => status.name);
    expect(statuses).toEqual(expect.arrayContaining(['Received from Customer', 'Sent to Company', 'Returned from Company', 'Customer Collected']));
    const balance = (await call(backend, 'GET', '/recharge/balance', { token })).body;
    expect(Object.keys(balance).sort()).toEqual(['Airtel', 'DDTV', 'Dialog', 'Hutch', 'Mobitel']);
    expect(balance.Dialog).toBe(50000 + 20000 - 1000 - 2500);
  });

  it('alternate shapes: products and histories as plain lists, a repair’s customer and an expense’s category populated', async () => {
    const token = await tokenOf(alternate, OWNER);
    expect(Array.isArray((await call(alternate, 'GET', '/products', { token })).body)).toBe(true);
    const [customer] = alternate.store.customers;
    for (const path of [`/bills/customer/${customer._id}`, `/recharge/sales/customer/${customer._id}`, `/customers/${customer._id}/repairs`]) {
      expect(Array.isArray((await call(alternate, 'GET', path, { token })).body), path).toBe(true);
    }
    const [repair] = (await call(alternate, 'GET', '/repairs', { token })).body;
    expect(repair.customerId).toMatchObject({ _id: customer._id, firstName: customer.firstName, lastName: customer.lastName, phoneNumber: customer.phoneNumber });
    const [expense] = (await call(alternate, 'GET', '/expenses', { token })).body;
    expect(Object.keys(expense.categoryId).sort()).toEqual(['_id', 'name']);
  });

  it('dates follow the backend’s clock', async () => {
    const token = await tokenOf(alternate, OWNER);
    const topups = (await call(alternate, 'GET', '/recharge/topup', { token })).body;
    const latest = topups.map((topup: any) => topup.topUpDate).sort().at(-1);
    expect(latest).toBe('2031-07-13');
    const [category] = alternate.store.categories;
    const made = (await call(alternate, 'POST', '/expenses', { token, body: { categoryId: category._id, amount: 5, description: 'Tea', expenseDate: '2031-07-15' } })).body;
    expect(made.createdAt).toBe(CLOCK.toISOString());
    const report = (await call(alternate, 'GET', '/repairs/revenue?from=2031-07-13&to=2031-07-15', { token })).body;
    expect(report).toEqual({ count: 1, totalRevenue: 1500, totalProfit: 1500 });
  });
});

describe('business rules', () => {
  it('a bill takes stock and computes its total and profit, embedding the customer and the lines', async () => {
    const token = await tokenOf(backend, STAFF);
    const [customer] = backend.store.customers;
    const [cable, dish] = backend.store.products;
    const before = [cable.quantity, dish.quantity];
    const { status, body } = await call(backend, 'POST', '/bills', {
      token,
      body: { customerId: customer._id, products: [{ productId: cable._id, quantity: 3, billedPrice: 600 }, { productId: dish._id, quantity: 1, billedPrice: 5400 }] },
    });
    expect(status).toBe(200);
    expect(body.totalAmount).toBe(3 * 600 + 5400);
    expect(body.profit).toBe(3 * (600 - 350) + (5400 - 4200));
    expect(body.customer).toEqual({
      firstName: customer.firstName,
      lastName: customer.lastName,
      cardNumber: customer.cardNumber,
      phoneNumber: customer.phoneNumber,
      whatsappNumber: customer.whatsappNumber,
      nicNumber: customer.nicNumber,
      email: customer.email,
    });
    expect(body.products).toEqual([
      { name: cable.name, quantity: 3, billedPrice: 600 },
      { name: dish.name, quantity: 1, billedPrice: 5400 },
    ]);
    expect([cable.quantity, dish.quantity]).toEqual([before[0] - 3, before[1] - 1]);
    // More than is left is refused, and takes nothing.
    const refused = await call(backend, 'POST', '/bills', { token, body: { customerId: customer._id, products: [{ productId: dish._id, quantity: 99, billedPrice: 1 }] } });
    expect(refused.status).toBe(409);
    expect(dish.quantity).toBe(before[1] - 1);
    const owner = await tokenOf(backend, OWNER);
    const report = (await call(backend, 'GET', '/bills/report', { token: owner })).body;
    expect(report.count).toBe(4);
  });

  it('a recharge sale checks the balance and records its cost and profit', async () => {
    const token = await tokenOf(backend, STAFF);
    const [agent] = backend.store.agents;
    const short = await call(backend, 'POST', '/recharge/sale', { token, body: { rechargeType: 'Hutch', soldValue: 20000, soldPrice: 20000, soldToType: 'agent', soldToId: agent._id } });
    expect(short.status).toBe(409);
    expect(short.body.message).toMatch(/^Insufficient balance/);
    const sold = await call(backend, 'POST', '/recharge/sale', { token, body: { rechargeType: 'Hutch', soldValue: 1000, soldPrice: 990, soldToType: 'agent', soldToId: agent._id } });
    expect(sold.body).toMatchObject({ soldToName: 'Sampath Rajapakse', unitCost: 0.97, profit: 20 });
  });

  it('a repair: final amount and profit, its first status, a change appended, an entry edited and flagged deleted', async () => {
    const token = await tokenOf(backend, OWNER);
    const [customer] = backend.store.customers;
    const [screen, battery] = backend.store.issues;
    const { body: repair } = await call(backend, 'POST', '/repairs', {
      token,
      body: { customerId: customer._id, issues: [screen._id, battery._id], discount: 500, expectedReturnDate: '2031-07-20 17:00:00' },
    });
    expect(repair).toMatchObject({ customerId: customer._id, finalAmount: 9500 + 4000 - 500, profit: 13000 - 9000, status: 'Received from Customer' });
    expect(repair.statusHistory).toHaveLength(1);
    expect(repair.expectedReturnDate).toBe('2031-07-20T11:30:00.000Z');
    const changed = (await call(backend, 'PATCH', `/repairs/status/${repair._id}`, { token, body: { status: 'Sent to Company', dateManual: '2031-07-16 10:00:00', note: 'Courier' } })).body;
    expect(changed.status).toBe('Sent to Company');
    expect(changed.statusHistory).toHaveLength(2);
    const edited = (await call(backend, 'PUT', `/repairs/${repair._id}/status/1`, { token, body: { status: 'In Progress', dateManual: '2031-07-16 11:00:00', note: '' } })).body;
    expect(edited.statusHistory[1].status).toBe('In Progress');
    const deleted = (await call(backend, 'DELETE', `/repairs/${repair._id}/status/1`, { token })).body;
    expect(deleted.statusHistory[1].isDeleted).toBe(true);
    expect(deleted.status).toBe('Received from Customer');
    expect(backend.violations).toEqual([]);
  });
});
