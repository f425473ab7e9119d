/**
 * Conditional requests on every write of a record and every answer of one record: the
 * record's ETag is its version; an If-Match that is not the current version (older, unknown,
 * weak or malformed) is refused with 409 and writes nothing, `*` and the current tag write,
 * no header writes as before; a GET naming the current ETag in If-None-Match gets a 304.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { buildAgentInput, buildCustomerInput, buildTestApp, call, createStaff, loginAs } from '../test/helpers';
import type { RouteOptions } from 'fastify';
import { parseTagList, tagRecordAnswers } from './preconditions';
import { FIRST_CLOSED_DAYS_AGO } from '../demo/dayCloses';
import { addDays, shopDay } from '../../src/domain/dates';

type Rec = Record<string, unknown> & { _id: string; updatedAt: string };

let app: FastifyInstance;
let owner: string;
let sequence = 0;

beforeAll(async () => {
  app = await buildTestApp();
  owner = await loginAs(app, 'owner');
});
afterAll(() => app.close());

const tagOf = (record: { updatedAt: string }) => `"v-${record.updatedAt}"`;
/** A Colombo day `days` before today: the days the demo closes are Colombo's. */
const daysAgo = (days: number) => addDays(shopDay(), -days);
/** A past day the demo shop left open: it closes every day from FIRST_CLOSED_DAYS_AGO back up to yesterday. */
const openDaysAgo = (days: number) => daysAgo(FIRST_CLOSED_DAYS_AGO + days);

async function send(method: string, url: string, body?: unknown, ifMatch?: string) {
  return call(app, method as 'PUT', url, { token: owner, body, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } });
}

async function created(url: string, body: unknown): Promise<Rec> {
  const response = await send('POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The record as the list shows it now (undefined once deleted). */
async function listed(list: string, id: string): Promise<Rec | undefined> {
  return ((await send('GET', list)).json() as Rec[]).find((record) => record._id === id);
}

const newProduct = () => created('/api/products', { name: `Cable ${++sequence}`, quantity: 10, buyingPrice: 100, sellingPrice: 150, productType: 'normal' });
const newCustomer = () => created('/api/customers', buildCustomerInput());
async function newRepair(): Promise<Rec> {
  const customer = await newCustomer();
  const issues = (await send('GET', '/api/repairs/issues')).json() as Rec[];
  return created('/api/repairs', { customerId: customer._id, repairProduct: 'Galaxy A14', issues: [issues[0]._id], discount: 0 });
}
async function newBill(): Promise<Rec> {
  const [customer, product] = [await newCustomer(), await newProduct()];
  return created('/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity: 1, billedPrice: 150 }] });
}
async function newExpense(): Promise<Rec> {
  const [category] = (await send('GET', '/api/expense-categories')).json() as Rec[];
  return created('/api/expenses', { categoryId: category._id, amount: 120, description: 'Tea for the staff', expenseDate: openDaysAgo(2) });
}
const topUp = { rechargeType: 'Dialog', topUpValue: 5000, topUpCost: 4850, topUpDate: openDaysAgo(3) };
const categoryName = () => `Category ${String.fromCharCode(65 + (sequence % 26))}${++sequence}`;
const issueBody = (cost: number) => ({ actualCost: cost, customerPrice: 2500 });
const statusBody = (note: string) => ({ status: 'In Progress', dateManual: `${daysAgo(1)} 10:00:00`, note });
const staffEdit = (record: Rec, firstName: string) => ({ firstName, lastName: 'Perera', email: record.email, role: 'admin', status: 'active' });

/**
 * Each write of a record: how to make one, the list that shows it, a write that changes it
 * (made by "someone else", without a precondition), and the write under test.
 */
interface WriteCase {
  name: string;
  make: () => Promise<Rec>;
  list: string;
  touch: (record: Rec) => { method: string; url: string; body?: unknown };
  write: (record: Rec) => { method: string; url: string; body?: unknown };
}

const cases: WriteCase[] = [
  {
    name: 'PUT /customers/:id',
    make: newCustomer,
    list: '/api/customers',
    touch: (r) => ({ method: 'PUT', url: `/api/customers/${r._id}`, body: { ...buildCustomerInput({ phoneNumber: r.phoneNumber, whatsappNumber: r.whatsappNumber }), address: 'Touched' } }),
    write: (r) => ({ method: 'PUT', url: `/api/customers/${r._id}`, body: { ...buildCustomerInput({ phoneNumber: r.phoneNumber, whatsappNumber: r.whatsappNumber }), address: 'Mine' } }),
  },
  {
    name: 'DELETE /customers/:id',
    make: newCustomer,
    list: '/api/customers',
    touch: (r) => ({ method: 'PUT', url: `/api/customers/${r._id}`, body: { ...buildCustomerInput({ phoneNumber: r.phoneNumber, whatsappNumber: r.whatsappNumber }), address: 'Touched' } }),
    write: (r) => ({ method: 'DELETE', url: `/api/customers/${r._id}` }),
  },
  {
    name: 'PUT /agents/:id',
    make: () => created('/api/agents', buildAgentInput()),
    list: '/api/agents',
    touch: (r) => ({ method: 'PUT', url: `/api/agents/${r._id}`, body: { ...buildAgentInput({ phoneNumber: r.phoneNumber }), address: 'Touched' } }),
    write: (r) => ({ method: 'PUT', url: `/api/agents/${r._id}`, body: { ...buildAgentInput({ phoneNumber: r.phoneNumber }), address: 'Mine' } }),
  },
  {
    name: 'DELETE /expense-categories/:id',
    make: () => created('/api/expense-categories', { name: categoryName() }),
    list: '/api/expense-categories',
    touch: (r) => ({ method: 'PUT', url: `/api/expense-categories/${r._id}`, body: { name: `${String(r.name)} x` } }),
    write: (r) => ({ method: 'DELETE', url: `/api/expense-categories/${r._id}` }),
  },
  {
    name: 'PUT /expense-categories/:id',
    make: () => created('/api/expense-categories', { name: categoryName() }),
    list: '/api/expense-categories',
    touch: (r) => ({ method: 'PUT', url: `/api/expense-categories/${r._id}`, body: { name: `${String(r.name)} x` } }),
    write: (r) => ({ method: 'PUT', url: `/api/expense-categories/${r._id}`, body: { name: `${String(r.name)} y` } }),
  },
  {
    name: 'PUT /products/:id (an edit)',
    make: newProduct,
    list: '/api/products',
    touch: (r) => ({ method: 'PUT', url: `/api/products/${r._id}`, body: { name: r.name, quantity: 10, buyingPrice: 100, sellingPrice: 175 } }),
    write: (r) => ({ method: 'PUT', url: `/api/products/${r._id}`, body: { name: r.name, quantity: 10, buyingPrice: 100, sellingPrice: 199 } }),
  },
  {
    name: 'PUT /products/:id (a refill)',
    make: newProduct,
    list: '/api/products',
    touch: (r) => ({ method: 'PUT', url: `/api/products/${r._id}`, body: { quantity: 12 } }),
    write: (r) => ({ method: 'PUT', url: `/api/products/${r._id}`, body: { quantity: 20 } }),
  },
  {
    name: 'DELETE /products/:id',
    make: newProduct,
    list: '/api/products',
    touch: (r) => ({ method: 'PUT', url: `/api/products/${r._id}`, body: { quantity: 12 } }),
    write: (r) => ({ method: 'DELETE', url: `/api/products/${r._id}` }),
  },
  {
    name: 'DELETE /bills/:id',
    make: newBill,
    list: '/api/bills',
    // A bill is never edited: an older version is one no bill had (the unknown-tag case covers it).
    touch: () => ({ method: 'GET', url: '/api/bills' }),
    write: (r) => ({ method: 'DELETE', url: `/api/bills/${r._id}` }),
  },
  {
    name: 'PUT /recharge/topup/:id',
    make: () => created('/api/recharge/topup', topUp),
    list: '/api/recharge/topup',
    touch: (r) => ({ method: 'PUT', url: `/api/recharge/topup/${r._id}`, body: { ...topUp, topUpCost: 4800 } }),
    write: (r) => ({ method: 'PUT', url: `/api/recharge/topup/${r._id}`, body: { ...topUp, topUpCost: 4700 } }),
  },
  {
    name: 'DELETE /recharge/topup/:id',
    make: () => created('/api/recharge/topup', topUp),
    list: '/api/recharge/topup',
    touch: (r) => ({ method: 'PUT', url: `/api/recharge/topup/${r._id}`, body: { ...topUp, topUpCost: 4800 } }),
    write: (r) => ({ method: 'DELETE', url: `/api/recharge/topup/${r._id}` }),
  },
  {
    name: 'PUT /repairs/:id',
    make: newRepair,
    list: '/api/repairs',
    touch: (r) => ({ method: 'PUT', url: `/api/repairs/${r._id}`, body: { note: 'Touched' } }),
    write: (r) => ({ method: 'PUT', url: `/api/repairs/${r._id}`, body: { note: 'Mine' } }),
  },
  {
    name: 'DELETE /repairs/:id',
    make: newRepair,
    list: '/api/repairs',
    touch: (r) => ({ method: 'PUT', url: `/api/repairs/${r._id}`, body: { note: 'Touched' } }),
    write: (r) => ({ method: 'DELETE', url: `/api/repairs/${r._id}` }),
  },
  {
    name: 'PATCH /repairs/status/:id',
    make: newRepair,
    list: '/api/repairs',
    touch: (r) => ({ method: 'PUT', url: `/api/repairs/${r._id}`, body: { note: 'Touched' } }),
    write: (r) => ({ method: 'PATCH', url: `/api/repairs/status/${r._id}`, body: statusBody('Mine') }),
  },
  {
    name: 'PUT /repairs/:id/status/:index',
    make: newRepair,
    list: '/api/repairs',
    touch: (r) => ({ method: 'PUT', url: `/api/repairs/${r._id}`, body: { note: 'Touched' } }),
    write: (r) => ({ method: 'PUT', url: `/api/repairs/${r._id}/status/0`, body: statusBody('Mine') }),
  },
  {
    name: 'DELETE /repairs/:id/status/:index',
    make: async () => {
      const repair = await newRepair();
      const changed = await send('PATCH', `/api/repairs/status/${repair._id}`, statusBody('Second'));
      return changed.json();
    },
    list: '/api/repairs',
    touch: (r) => ({ method: 'PUT', url: `/api/repairs/${r._id}`, body: { note: 'Touched' } }),
    write: (r) => ({ method: 'DELETE', url: `/api/repairs/${r._id}/status/1` }),
  },
  {
    name: 'PUT /repairs/issues/:id',
    // The catalogue is fixed: each case takes the next seeded issue.
    make: async () => ((await send('GET', '/api/repairs/issues')).json() as Rec[])[++sequence % 16],
    list: '/api/repairs/issues',
    touch: (r) => ({ method: 'PUT', url: `/api/repairs/issues/${r._id}`, body: issueBody(1000 + ++sequence) }),
    write: (r) => ({ method: 'PUT', url: `/api/repairs/issues/${r._id}`, body: issueBody(900) }),
  },
  {
    name: 'PUT /expenses/:id',
    make: newExpense,
    list: '/api/expenses',
    touch: (r) => ({ method: 'PUT', url: `/api/expenses/${r._id}`, body: { categoryId: r.categoryId, amount: 130, description: 'Touched', expenseDate: openDaysAgo(2) } }),
    write: (r) => ({ method: 'PUT', url: `/api/expenses/${r._id}`, body: { categoryId: r.categoryId, amount: 140, description: 'Mine', expenseDate: openDaysAgo(2) } }),
  },
  {
    name: 'DELETE /expenses/:id',
    make: newExpense,
    list: '/api/expenses',
    touch: (r) => ({ method: 'PUT', url: `/api/expenses/${r._id}`, body: { categoryId: r.categoryId, amount: 130, description: 'Touched', expenseDate: openDaysAgo(2) } }),
    write: (r) => ({ method: 'DELETE', url: `/api/expenses/${r._id}` }),
  },
  {
    name: 'PUT /admins/edit/:id',
    make: async () => (await createStaff(app, owner)) as unknown as Rec,
    list: '/api/admins',
    touch: (r) => ({ method: 'PUT', url: `/api/admins/edit/${r._id}`, body: staffEdit(r, 'Touched') }),
    write: (r) => ({ method: 'PUT', url: `/api/admins/edit/${r._id}`, body: staffEdit(r, 'Mine') }),
  },
  {
    name: 'DELETE /admins/delete/:id',
    make: async () => (await createStaff(app, owner)) as unknown as Rec,
    list: '/api/admins',
    touch: (r) => ({ method: 'PUT', url: `/api/admins/edit/${r._id}`, body: staffEdit(r, 'Touched') }),
    write: (r) => ({ method: 'DELETE', url: `/api/admins/delete/${r._id}` }),
  },
];

/** The write under test with this If-Match (none when undefined). */
async function attempt(testCase: WriteCase, record: Rec, ifMatch?: string) {
  const { method, url, body } = testCase.write(record);
  return send(method, url, body, ifMatch);
}

describe.each(cases)('If-Match on $name', (testCase) => {
  async function refused(ifMatch: (record: Rec) => string, touched = false) {
    const record = await testCase.make();
    if (touched) {
      const { method, url, body } = testCase.touch(record);
      expect((await send(method, url, body)).statusCode).toBeLessThan(300);
    }
    const before = await listed(testCase.list, record._id);
    const response = await attempt(testCase, record, ifMatch(record));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.staleWrite, key: 'staleWrite' });
    // Nothing written: the record is as it was, not deleted, not changed.
    expect(await listed(testCase.list, record._id)).toEqual(before);
  }

  it('refuses a tag of the version read before someone else wrote (409) and writes nothing', async () => {
    if (testCase.name === 'DELETE /bills/:id') return; // no second version of a bill exists
    await refused(tagOf, true);
  });

  it.each([
    ['an unknown version', () => '"v-2001-01-01T00:00:00.000Z"'],
    ['a tag of another kind', () => '"abc"'],
    ['a bare word', () => 'v-2001'],
    ['an unclosed tag', (r: Rec) => `"v-${r.updatedAt}`],
    ['a weak tag (If-Match compares strongly)', (r: Rec) => `W/${tagOf(r)}`],
    ['* mixed with a tag', (r: Rec) => `*, ${tagOf(r)}`],
  ])('refuses %s (409) and writes nothing', async (_what, ifMatch) => {
    await refused(ifMatch);
  });

  it('writes with the current tag, with *, and with no If-Match', async () => {
    for (const ifMatch of [tagOf, () => '*', () => undefined, (r: Rec) => `"v-1999-01-01T00:00:00.000Z", ${tagOf(r)}`]) {
      const record = await testCase.make();
      const response = await attempt(testCase, record, ifMatch(record));
      expect(response.statusCode, `${String(ifMatch(record))}: ${response.body}`).toBeLessThan(300);
    }
  });
});

describe('ETag and If-None-Match', () => {
  it('tags a create and an update with the record\'s version', async () => {
    const customer = await newCustomer();
    const createdAnswer = await send('POST', '/api/products', { name: `Tagged ${++sequence}`, quantity: 3, buyingPrice: 1, sellingPrice: 2, productType: 'normal' });
    expect(createdAnswer.headers.etag).toBe(tagOf(createdAnswer.json()));
    const updated = await send('PUT', `/api/customers/${customer._id}`, { ...buildCustomerInput({ phoneNumber: customer.phoneNumber, whatsappNumber: customer.whatsappNumber }), address: 'Kandy' });
    expect(updated.statusCode).toBe(200);
    expect(updated.headers.etag).toBe(tagOf(updated.json()));
    expect(updated.headers.etag).not.toBe(tagOf(customer));
    // The tag an answer carries is the one a write accepts.
    const again = await send('PUT', `/api/customers/${customer._id}`, { ...buildCustomerInput({ phoneNumber: customer.phoneNumber, whatsappNumber: customer.whatsappNumber }), address: 'Galle' }, updated.headers.etag as string);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('tags GET /bills/:id and answers 304 with no body while If-None-Match names it', async () => {
    const bill = await newBill();
    const read = await send('GET', `/api/bills/${bill._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe(tagOf(bill));

    for (const held of [tagOf(bill), `W/${tagOf(bill)}`, `"x", ${tagOf(bill)}`, '*']) {
      const again = await call(app, 'GET', `/api/bills/${bill._id}`, { token: owner, headers: { 'if-none-match': held } });
      expect(again.statusCode, held).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(tagOf(bill));
    }
    const other = await call(app, 'GET', `/api/bills/${bill._id}`, { token: owner, headers: { 'if-none-match': '"v-2001-01-01T00:00:00.000Z"', 'accept-encoding': 'gzip' } });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(read.json());
  });

  it('tags no delete of a record (nothing is left to name) and no refusal', async () => {
    const product = await newProduct();
    const deleted = await send('DELETE', `/api/products/${product._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.headers.etag).toBeUndefined();
    const refused = await send('PUT', `/api/products/${product._id}`, { quantity: 4 });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers.etag).toBeUndefined();
  });

  it('keeps If-Match on a record that does not exist a 404', async () => {
    const response = await send('PUT', '/api/customers/ffffffffffffffffffffffff', buildCustomerInput(), '*');
    expect(response.statusCode).toBe(404);
  });
});

describe('a refill after a sale, whatever tag it carries', () => {
  /** Reads a product, sells one of it, then refills from what was read. */
  async function refillAfterSale(tags: (read: Rec) => string) {
    const product = await newProduct();
    const read = (await send('GET', '/api/products')).json().find((row: Rec) => row._id === product._id) as Rec;
    const customer = await newCustomer();
    const bill = await send('POST', '/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity: 1, billedPrice: 150 }] });
    expect(bill.statusCode, bill.body).toBe(201);
    const refill = await send('PUT', `/api/products/${product._id}`, { quantity: Number(read.quantity) + 5 }, tags(read));
    const after = (await listed('/api/products', product._id))!;
    return { refill, after };
  }

  it('moves the product\'s version: the sale changes its ETag', async () => {
    const product = await newProduct();
    const customer = await newCustomer();
    await send('POST', '/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity: 2, billedPrice: 150 }] });
    const after = (await listed('/api/products', product._id))!;
    expect(after.quantity).toBe(8);
    expect(after.updatedAt > product.updatedAt).toBe(true);
    expect(after.updatedByName).toBe(product.updatedByName); // a sale is no edit: no by-name
  });

  it('refuses the version tag alone (409) and keeps the stock the sale left', async () => {
    const { refill, after } = await refillAfterSale(tagOf);
    expect(refill.statusCode).toBe(409);
    expect(refill.json()).toEqual({ message: MESSAGES.staleWrite, key: 'staleWrite' });
    expect(after.quantity).toBe(9);
  });

  it('refuses the stock tag alone (409, saying the new stock) and keeps the stock', async () => {
    const { refill, after } = await refillAfterSale((read) => `"stock-${String(read.quantity)}"`);
    expect(refill.statusCode).toBe(409);
    expect(refill.json().message).toContain('changed to 9');
    expect(after.quantity).toBe(9);
  });

  it('refuses both tags, as the console sends them (409, saying the new stock)', async () => {
    const { refill, after } = await refillAfterSale((read) => `"stock-${String(read.quantity)}", ${tagOf(read)}`);
    expect(refill.statusCode).toBe(409);
    expect(refill.json().message).toContain('changed to 9');
    expect(after.quantity).toBe(9);
  });

  it('refuses a refill after a bill was deleted too (the stock came back, the version moved on)', async () => {
    const product = await newProduct();
    const bill = await created('/api/bills', { customerId: (await newCustomer())._id, products: [{ productId: product._id, quantity: 1, billedPrice: 150 }] });
    const sold = (await listed('/api/products', product._id))!;
    expect((await send('DELETE', `/api/bills/${bill._id}`)).statusCode).toBe(200);
    const refill = await send('PUT', `/api/products/${product._id}`, { quantity: 30 }, tagOf(sold));
    expect(refill.statusCode).toBe(409);
    expect((await listed('/api/products', product._id))!.quantity).toBe(10);
  });

  it('still lets the console\'s refill through when only the name changed meanwhile (the stock tag vouches for the stock)', async () => {
    const product = await newProduct();
    await send('PUT', `/api/products/${product._id}`, { name: `${String(product.name)} (black)`, quantity: 10, buyingPrice: 100, sellingPrice: 150 });
    const refill = await send('PUT', `/api/products/${product._id}`, { quantity: 15 }, `"stock-10", ${tagOf(product)}`);
    expect(refill.statusCode, refill.body).toBe(200);
    // An edit of every field needs the version: the stock tag alone does not vouch for it.
    const edit = await send('PUT', `/api/products/${product._id}`, { name: 'Mine', quantity: 15, buyingPrice: 100, sellingPrice: 150 }, '"stock-15"');
    expect(edit.statusCode).toBe(409);
  });
});

describe('tagRecordAnswers', () => {
  const recordRoute = (method: RouteOptions['method']) =>
    ({ method, url: '/things', handler: () => undefined, schema: { response: { 200: { properties: { updatedAt: {} } }, 201: { properties: { updatedAt: {} } } } } }) as RouteOptions;

  it('gives a GET of a record both hooks: the tag and the 304', () => {
    const route = recordRoute('GET');
    tagRecordAnswers(route);
    expect(route.preSerialization).toHaveLength(1);
    expect(route.onSend).toHaveLength(1);
  });

  it('gives a write of a record the tag alone: its answer is never a 304', () => {
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      const route = recordRoute(method);
      tagRecordAnswers(route);
      expect(route.preSerialization, method).toHaveLength(1);
      expect(route.onSend, method).toBeUndefined();
    }
  });

  it('still tags a bill\'s 201 with its version', async () => {
    const bill = await newBill();
    const read = await send('GET', `/api/bills/${bill._id}`);
    expect(read.headers.etag).toBe(tagOf(bill));
    const response = await send('POST', '/api/bills', { customerId: bill.customerId, products: [{ productId: (await newProduct())._id, quantity: 1, billedPrice: 150 }] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers.etag).toBe(tagOf(response.json()));
  });
});

describe('parseTagList', () => {
  it('reads `*`, lists of strong and weak tags, and nothing else', () => {
    expect(parseTagList('*')).toBe('*');
    expect(parseTagList(' "a" ,W/"b",, "c"')).toEqual(['"a"', 'W/"b"', '"c"']);
    expect(parseTagList('"stock-12", "v-2026-03-01T10:00:00.000Z"')).toEqual(['"stock-12"', '"v-2026-03-01T10:00:00.000Z"']);
    for (const malformed of ['', ',', 'abc', '"a', '"a" "b"', '"a b"', '*, "a"', 'w/"a"', '"a"x']) expect(parseTagList(malformed), malformed).toBeUndefined();
  });
});
