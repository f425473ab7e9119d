import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { buildCustomerInput, buildTestApp, call, loginAs, signInNewSuperAdmin, inEnglish } from '../test/helpers';
import {
  allKeys,
  catalogue,
  createRepair,
  listRepairs,
  storedRepair,
  UNKNOWN_ID,
  type IssueRec,
  type Rec,
  type RepairRec,
} from '../test/repairs';

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let customer: Rec;
let issues: Map<string, IssueRec>;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  customer = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput({ firstName: 'Dilani', lastName: 'Rathnayake' }) })).json();
  issues = await catalogue(app, ownerToken);
});
afterAll(() => app.close());

const REPAIR_KEYS = [
  '_id',
  'createdAt',
  'createdByName',
  'customer',
  'customerId',
  'dateIn',
  'discount',
  'expectedReturnDate',
  'finalAmount',
  'issues',
  'note',
  // Our server's sequential number (R-000678, product.md §10).
  'number',
  'repairProduct',
  // The code of its status page without sign-in (product.md §10), while the page is on.
  'statusCode',
  'status',
  'statusHistory',
  'updatedAt',
  'updatedByName',
  // Our server's addition (product.md §10): what was paid so far and what is still due.
  'paid',
  'due',
  // …and the device's IMEI or serial, a warranty claim's original repair and approval.
  'imei',
  'warrantyOf',
  'claimStatus',
];
/** Staff keep the by-name a job card prints ("Received by"), not who updated the repair (product.md §6). */
const STAFF_REPAIR_KEYS = REPAIR_KEYS.filter((key) => key !== 'updatedByName').sort();
// With their preferred language (product.md §10), for the job card and messages.
const CUSTOMER_KEYS = ['_id', 'firstName', 'language', 'lastName', 'nicNumber', 'phoneNumber', 'whatsappNumber'];
const ENTRY_KEYS = ['dateEntered', 'isDeleted', 'note', 'status', 'updatedByName'];

const issue = (name: string) => issues.get(name)!;
/** Screen Replacement (6,500 → 9,500) and Battery Replacement (2,200 → 3,500), LKR 500 off. */
const repairInput = (overrides: Record<string, unknown> = {}) => ({
  customerId: customer._id,
  issues: [issue('Screen Replacement')._id, issue('Battery Replacement')._id],
  discount: 500,
  expectedReturnDate: '2026-03-20 17:30:00',
  repairProduct: 'Samsung Galaxy A54',
  note: 'Cracked screen; battery drains by noon',
  ...overrides,
});

const repairs = (token = ownerToken) => listRepairs(app, token);
const stored = (id: string) => storedRepair(app, ownerToken, id);
const create = (overrides: Record<string, unknown> = {}, token = ownerToken) => createRepair(app, token, repairInput(overrides));
const raw = (method: 'POST' | 'PUT', url: string, payload: string) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' }, payload });

describe('access (product.md §6)', () => {
  const routes: [method: string, url: string, body?: unknown][] = [
    ['GET', '/api/repairs'],
    ['POST', '/api/repairs', {}],
    ['PUT', `/api/repairs/${UNKNOWN_ID}`, {}],
    ['DELETE', `/api/repairs/${UNKNOWN_ID}`],
    ['PATCH', `/api/repairs/status/${UNKNOWN_ID}`, {}],
    ['PUT', `/api/repairs/${UNKNOWN_ID}/status/0`, {}],
    ['DELETE', `/api/repairs/${UNKNOWN_ID}/status/0`],
    ['GET', '/api/repairs/revenue?from=2026-03-01&to=2026-03-31'],
    ['GET', `/api/customers/${UNKNOWN_ID}/repairs`],
  ];

  it.each(routes)('refuses %s %s without a token (401)', async (method, url, body) => {
    const response = await call(app, method as 'GET', url, { body });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.notSignedIn, key: 'notSignedIn' });
  });

  it('refuses staff every super-admin route (403) and changes nothing', async () => {
    const repair = await create();
    const before = await repairs();
    const refused: [string, string, unknown?][] = [
      ['PUT', `/api/repairs/${repair._id}`, repairInput({ discount: 0 })],
      ['DELETE', `/api/repairs/${repair._id}`],
      ['PUT', `/api/repairs/${repair._id}/status/0`, { status: 'In Progress', dateManual: '2026-03-14 10:00:00' }],
      ['DELETE', `/api/repairs/${repair._id}/status/0`],
      ['GET', '/api/repairs/revenue?from=2026-03-01&to=2026-03-31'],
      ['GET', `/api/customers/${customer._id}/repairs`],
    ];
    for (const [method, url, body] of refused) {
      const response = await call(app, method as 'GET', url, { token: staffToken, body });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.forbidden, key: 'forbidden' });
    }
    expect(await repairs()).toEqual(before);
  });

  it('lets staff list, add and change status', async () => {
    expect((await call(app, 'GET', '/api/repairs', { token: staffToken })).statusCode).toBe(200);
    const repair = await create({}, staffToken);
    const response = await call(app, 'PATCH', `/api/repairs/status/${repair._id}`, {
      token: staffToken,
      body: { status: 'In Progress', dateManual: '2026-03-14 10:00:00' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('POST /api/repairs', () => {
  it('creates a repair (201): copies the issues, does the maths, starts received with one entry', async () => {
    const before = Date.now();
    const response = await call(app, 'POST', '/api/repairs', { token: ownerToken, body: repairInput() });
    expect(response.statusCode, response.body).toBe(201);
    const repair = response.json();
    expect(Object.keys(repair).sort()).toEqual([...REPAIR_KEYS, 'profit'].sort());
    expect(repair).toMatchObject({
      customerId: customer._id,
      customer: {
        _id: customer._id,
        firstName: 'Dilani',
        lastName: 'Rathnayake',
        phoneNumber: customer.phoneNumber,
        whatsappNumber: customer.whatsappNumber,
        nicNumber: customer.nicNumber,
      },
      repairProduct: 'Samsung Galaxy A54',
      issues: [
        { issueId: issue('Screen Replacement')._id, name: 'Screen Replacement', customerPrice: 9500, actualCost: 6500, warrantyDays: issue('Screen Replacement').warrantyDays },
        { issueId: issue('Battery Replacement')._id, name: 'Battery Replacement', customerPrice: 3500, actualCost: 2200, warrantyDays: issue('Battery Replacement').warrantyDays },
      ],
      discount: 500,
      // 9,500 + 3,500 − 500; 12,500 − (6,500 + 2,200)
      finalAmount: 12500,
      profit: 3800,
      status: 'Received from Customer',
      // 17:30 in Colombo is 12:00 UTC.
      expectedReturnDate: '2026-03-20T12:00:00.000Z',
      note: 'Cracked screen; battery drains by noon',
      createdByName: 'Owner Demo',
      updatedByName: null,
    });
    expect(Object.keys(repair.customer).sort()).toEqual(CUSTOMER_KEYS);
    expect(repair.statusHistory).toEqual([
      { status: 'Received from Customer', note: null, dateEntered: repair.dateIn, updatedByName: 'Owner Demo', isDeleted: false },
    ]);
    expect(Date.parse(repair.dateIn)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(repair.dateIn)).toBeLessThanOrEqual(Date.now());
    expect(repair._id).toMatch(/^[0-9a-f]{24}$/);
    expect(await stored(repair._id)).toEqual(repair);
  });

  it('answers staff without profit nor actual costs, and records them as creator', async () => {
    const response = await call(app, 'POST', '/api/repairs', { token: staffToken, body: repairInput() });
    expect(response.statusCode).toBe(201);
    const repair = response.json();
    expect(Object.keys(repair).sort()).toEqual(STAFF_REPAIR_KEYS);
    expect(allKeys(repair).has('profit')).toBe(false);
    expect(allKeys(repair).has('actualCost')).toBe(false);
    expect(repair.issues[0]).toEqual({ issueId: issue('Screen Replacement')._id, name: 'Screen Replacement', customerPrice: 9500, warrantyDays: issue('Screen Replacement').warrantyDays });
    expect(repair.createdByName).toBe('Staff Demo');
    expect((await stored(repair._id))?.profit).toBe(3800);
  });

  it('needs only the customer and issues: no discount, date, device or note', async () => {
    const repair = await createRepair(app, ownerToken, { customerId: customer._id, issues: [issue('Software Flashing')._id] });
    expect(repair).toMatchObject({ discount: 0, finalAmount: 1500, profit: 1500, expectedReturnDate: null, repairProduct: null, note: null });
  });

  it('treats null and empty optional fields as none', async () => {
    const repair = await create({ discount: null, expectedReturnDate: '', repairProduct: '  ', note: null });
    expect(repair).toMatchObject({ discount: 0, finalAmount: 13000, expectedReturnDate: null, repairProduct: null, note: null });
  });

  it('counts an issue chosen twice once', async () => {
    const screen = issue('Screen Replacement')._id;
    const repair = await create({ issues: [screen, screen, issue('Battery Replacement')._id, screen], discount: 0 });
    expect(repair.issues.map((line) => line.name)).toEqual(['Screen Replacement', 'Battery Replacement']);
    expect(repair.finalAmount).toBe(13000);
  });

  it('accepts a discount of exactly the total (a free repair, at a loss)', async () => {
    const repair = await create({ discount: 13000 });
    expect(repair).toMatchObject({ finalAmount: 0, profit: -8700 });
  });

  it('sums cents exactly', async () => {
    const charging = issue('Charging Port Repair');
    const edited = await call(app, 'PUT', `/api/repairs/issues/${charging._id}`, { token: ownerToken, body: { actualCost: 800.1, customerPrice: 1800.2 } });
    expect(edited.statusCode).toBe(200);
    const repair = await create({ issues: [charging._id, issue('Remote Repair (Dialog TV)')._id], discount: 0.3 });
    // 1,800.20 + 600 − 0.30; 2,399.90 − (800.10 + 150)
    expect(repair).toMatchObject({ finalAmount: 2399.9, profit: 1449.8 });
  });

  it.each([
    ['no customer', { customerId: undefined }, 'Please select customer'],
    ['an empty customer', { customerId: '' }, 'Please select customer'],
    ['no issues', { issues: undefined }, 'Please select issues'],
    ['null issues', { issues: null }, 'Please select issues'],
    ['an empty issue list', { issues: [] }, 'Please select issues'],
    ['a negative discount', { discount: -1 }, MESSAGES.repairDiscountNegative],
    ['a discount with three decimals', { discount: 10.005 }, MESSAGES.repairDiscountDecimals],
    ['a discount above the total', { discount: 13000.01 }, 'Discount cannot exceed the total price of the issues (LKR 13,000.00)'],
    ['a return date without time', { expectedReturnDate: '2026-03-20 17:30' }, MESSAGES.repairDateInvalid],
    ['a return date that does not exist', { expectedReturnDate: '2026-02-30 10:00:00' }, MESSAGES.repairDateInvalid],
    ['an ISO return date', { expectedReturnDate: '2026-03-20T12:00:00.000Z' }, MESSAGES.repairDateInvalid],
    ['a discount as text', { discount: '500' }, 'Invalid request: discount must be a number'],
    ['issues as a string', { issues: 'abc' }, 'Invalid request: issues must be a list'],
    ['an issue id as a number', { issues: [5] }, 'Invalid request: issues.0 must be a string'],
    ['a customer id as a number', { customerId: 7 }, 'Invalid request: customerId must be a string'],
    ['a 501-character note', { note: 'n'.repeat(501) }, 'Invalid request: note must be at most 500 characters'],
  ])('refuses %s (400) and stores nothing', async (_, change, expected) => {
    const before = await repairs();
    const response = await call(app, 'POST', '/api/repairs', { token: staffToken, body: repairInput(change) });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect(await repairs()).toEqual(before);
  });

  it.each([
    ['an unknown customer', { customerId: UNKNOWN_ID } as { customerId?: string; issues?: string[] }, MESSAGES.customerNotFound],
    ['an unknown issue', { issues: ['unknown'] }, MESSAGES.issueNotFound],
    ['one unknown issue among known ones', { issues: ['Screen Replacement', 'unknown', 'Battery Replacement'] }, MESSAGES.issueNotFound],
  ])('refuses %s (404) and stores nothing', async (_, change, expected) => {
    const before = await repairs();
    // Issue names stand for their catalogue ids; 'unknown' for an id the catalogue lacks.
    const ids = change.issues?.map((name) => (name === 'unknown' ? UNKNOWN_ID : issues.get(name)?._id ?? name));
    const body = repairInput(ids ? { ...change, issues: ids } : change);
    const response = await call(app, 'POST', '/api/repairs', { token: ownerToken, body });
    expect(response.statusCode).toBe(404);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect(await repairs()).toEqual(before);
  });

  it('refuses an agent as the customer (404)', async () => {
    const agent = (await call(app, 'POST', '/api/agents', { token: ownerToken, body: buildCustomerInput() })).json();
    const response = await call(app, 'POST', '/api/repairs', { token: ownerToken, body: repairInput({ customerId: agent._id }) });
    expect(response.statusCode).toBe(404);
  });

  it.each(['', 'null', '[]', '"repair"', '{"customerId": '])('refuses the body %j (400) and stores nothing', async (payload) => {
    const before = await repairs();
    const response = await raw('POST', '/api/repairs', payload);
    expect(response.statusCode).toBe(400);
    expect(await repairs()).toEqual(before);
  });

  it('refuses an oversized body (413) and stores nothing', async () => {
    const before = await repairs();
    const response = await raw('POST', '/api/repairs', JSON.stringify(repairInput({ note: 'x'.repeat(200_000) })));
    expect(response.statusCode).toBe(413);
    expect(await repairs()).toEqual(before);
  });

  it('refuses more than 50 issues (400)', async () => {
    const response = await call(app, 'POST', '/api/repairs', { token: ownerToken, body: repairInput({ issues: Array(51).fill(UNKNOWN_ID) }) });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/repairs', () => {
  it('lists newest first', async () => {
    const older = await create();
    const newer = await create();
    const ids = (await repairs()).map((repair) => repair._id);
    expect(ids[0]).toBe(newer._id);
    expect(ids[1]).toBe(older._id);
  });

  it('gives super admins profit and actual costs on every repair', async () => {
    await create();
    for (const repair of await repairs()) {
      expect(Object.keys(repair).sort()).toEqual([...REPAIR_KEYS, 'profit'].sort());
      for (const line of repair.issues) expect(Object.keys(line).sort()).toEqual(['actualCost', 'customerPrice', 'issueId', 'name', 'warrantyDays']);
      for (const entry of repair.statusHistory) expect(Object.keys(entry).sort()).toEqual(ENTRY_KEYS);
    }
  });

  it('gives staff no profit and no actual cost anywhere, even right after a super admin read', async () => {
    await create();
    await repairs(ownerToken);
    const response = await call(app, 'GET', '/api/repairs', { token: staffToken });
    expect(response.body).not.toMatch(/profit|actualCost/);
    const list = response.json() as RepairRec[];
    expect(list.length).toBeGreaterThan(0);
    for (const repair of list) expect(Object.keys(repair).sort()).toEqual(STAFF_REPAIR_KEYS);
  });

  it('shows the customer as they are now', async () => {
    const person = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json();
    const repair = await create({ customerId: person._id });
    const edited = await call(app, 'PUT', `/api/customers/${person._id}`, {
      token: ownerToken,
      body: { ...buildCustomerInput(), firstName: 'Kasun', lastName: 'Weerasinghe', nicNumber: '199012345678' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await stored(repair._id))?.customer).toMatchObject({ firstName: 'Kasun', lastName: 'Weerasinghe', nicNumber: '199012345678' });
  });

  it('answers 304 to a re-read of an unchanged list', async () => {
    const first = await call(app, 'GET', '/api/repairs', { token: staffToken });
    const again = await app.inject({
      method: 'GET',
      url: '/api/repairs',
      headers: { authorization: `Bearer ${staffToken}`, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('PUT /api/repairs/:id', () => {
  it('replaces issues: kept ones keep their copied prices, new ones take today’s; recomputes the money', async () => {
    const repair = await create({ issues: [issue('Back Glass Replacement')._id], discount: 0 });
    const glass = issue('Back Glass Replacement');
    const port = issue('Water Damage Cleaning');
    for (const [target, prices] of [
      [glass, { actualCost: 9000, customerPrice: 9999 }],
      [port, { actualCost: 650, customerPrice: 2750 }],
    ] as const) {
      expect((await call(app, 'PUT', `/api/repairs/issues/${target._id}`, { token: staffToken, body: prices })).statusCode).toBe(200);
    }
    const editor = await signInNewSuperAdmin(app, 'Ruwan', 'Kumara');
    const response = await call(app, 'PUT', `/api/repairs/${repair._id}`, {
      token: editor,
      body: { issues: [glass._id, port._id], discount: 250 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      issues: [
        { issueId: glass._id, name: 'Back Glass Replacement', customerPrice: 4500, actualCost: 2500 },
        { issueId: port._id, name: 'Water Damage Cleaning', customerPrice: 2750, actualCost: 650 },
      ],
      discount: 250,
      // 4,500 + 2,750 − 250; 7,000 − (2,500 + 650)
      finalAmount: 7000,
      profit: 3850,
      createdByName: 'Owner Demo',
      updatedByName: 'Ruwan Kumara',
    });
    expect(await stored(repair._id)).toEqual(response.json());
  });

  it('keeps what is left out, clears what is sent empty', async () => {
    const repair = await create();
    const kept = await call(app, 'PUT', `/api/repairs/${repair._id}`, { token: ownerToken, body: { discount: 1000 } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      issues: repair.issues,
      discount: 1000,
      finalAmount: 12000,
      profit: 3300,
      repairProduct: repair.repairProduct,
      note: repair.note,
      expectedReturnDate: repair.expectedReturnDate,
      status: repair.status,
      statusHistory: repair.statusHistory,
    });
    const cleared = await call(app, 'PUT', `/api/repairs/${repair._id}`, {
      token: ownerToken,
      body: { discount: null, expectedReturnDate: null, repairProduct: '', note: null },
    });
    expect(cleared.json()).toMatchObject({ discount: 0, finalAmount: 13000, expectedReturnDate: null, repairProduct: null, note: null });
  });

  it('edits the device, note and return date', async () => {
    const repair = await create();
    const response = await call(app, 'PUT', `/api/repairs/${repair._id}`, {
      token: ownerToken,
      body: { repairProduct: 'Samsung 43" LED TV', note: 'No picture, sound fine', expectedReturnDate: '2026-04-02 09:00:00' },
    });
    expect(response.json()).toMatchObject({ repairProduct: 'Samsung 43" LED TV', note: 'No picture, sound fine', expectedReturnDate: '2026-04-02T03:30:00.000Z' });
  });

  it('accepts the same customer sent back', async () => {
    const repair = await create();
    const response = await call(app, 'PUT', `/api/repairs/${repair._id}`, { token: ownerToken, body: repairInput() });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ['another customer', () => ({ customerId: UNKNOWN_ID }), 400, MESSAGES.repairCustomerFixed],
    ['an empty issue list', () => ({ issues: [] }), 400, 'Please select issues'],
    ['null issues', () => ({ issues: null }), 400, 'Please select issues'],
    ['a discount above the new total', () => ({ issues: [issue('Remote Repair (Dialog TV)')._id], discount: 600.01 }), 400, 'Discount cannot exceed the total price of the issues (LKR 600.00)'],
    ['a negative discount', () => ({ discount: -5 }), 400, MESSAGES.repairDiscountNegative],
    ['a bad return date', () => ({ expectedReturnDate: 'tomorrow' }), 400, MESSAGES.repairDateInvalid],
    ['an unknown issue', () => ({ issues: [UNKNOWN_ID] }), 404, MESSAGES.issueNotFound],
    ['a discount as text', () => ({ discount: 'none' }), 400, 'Invalid request: discount must be a number'],
  ])('refuses %s and changes nothing', async (_, change, status, expected) => {
    const repair = await create();
    const response = await call(app, 'PUT', `/api/repairs/${repair._id}`, { token: ownerToken, body: change() });
    expect(response.statusCode).toBe(status);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect(await stored(repair._id)).toEqual(repair);
  });

  it('refuses issues whose total falls below the kept discount (400) and changes nothing', async () => {
    const repair = await create({ discount: 1000 });
    const response = await call(app, 'PUT', `/api/repairs/${repair._id}`, {
      token: ownerToken,
      body: { issues: [issue('Remote Repair (Dialog TV)')._id] },
    });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: 'Discount cannot exceed the total price of the issues (LKR 600.00)' });
    expect(await stored(repair._id)).toEqual(repair);
  });

  it('answers 404 for an unknown repair', async () => {
    const response = await call(app, 'PUT', `/api/repairs/${UNKNOWN_ID}`, { token: ownerToken, body: { discount: 0 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.repairNotFound, key: 'repairNotFound' });
  });

  it.each(['', 'null', '[1]', '{"discount": '])('refuses the body %j (400) and changes nothing', async (payload) => {
    const repair = await create();
    const response = await raw('PUT', `/api/repairs/${repair._id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(await stored(repair._id)).toEqual(repair);
  });
});

describe('DELETE /api/repairs/:id', () => {
  it('deletes a repair', async () => {
    const repair = await create();
    const response = await call(app, 'DELETE', `/api/repairs/${repair._id}`, { token: ownerToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Repair deleted successfully', _id: repair._id });
    expect(await stored(repair._id)).toBeUndefined();
  });

  it('answers 404 for an unknown or already deleted repair', async () => {
    const repair = await create();
    await call(app, 'DELETE', `/api/repairs/${repair._id}`, { token: ownerToken });
    const response = await call(app, 'DELETE', `/api/repairs/${repair._id}`, { token: ownerToken });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.repairNotFound, key: 'repairNotFound' });
  });
});

describe('GET /api/repairs/revenue', () => {
  /** A repair paid in full when taken in, its payment made at `paidAt` (ISO), far from the other tests' repairs (made now). */
  async function paidAt(paid: string, overrides: Record<string, unknown> = {}, amount = 12500): Promise<RepairRec> {
    const repair = await create({ ...overrides, payment: { tenders: [{ method: 'cash', amount }] } });
    await app.db.updateTable('payments').set({ createdAt: paid }).where('sourceId', '=', repair._id).execute();
    return repair;
  }
  const revenue = (query: string, token = ownerToken) => call(app, 'GET', `/api/repairs/revenue${query}`, { token });

  beforeAll(async () => {
    // 2020-05-01 in Colombo runs from 2020-04-30T18:30Z to 2020-05-01T18:30Z. A repair counts when paid
    // (product.md §10), whatever day it came in.
    await paidAt('2020-04-30T18:29:59.999Z'); // 30 April, 23:59:59 in Colombo: outside
    await paidAt('2020-04-30T18:30:00.000Z'); // 1 May, 00:00 in Colombo: inside
    await paidAt('2020-05-03T18:29:59.999Z', { discount: 0 }, 13000); // 3 May, 23:59:59: inside
    await paidAt('2020-05-03T18:30:00.000Z'); // 4 May, 00:00: outside
  });

  it('sums the repairs paid over the days, both inclusive, in Colombo time', async () => {
    const response = await revenue('?from=2020-05-01&to=2020-05-03');
    expect(response.statusCode, response.body).toBe(200);
    // (12,500 + 13,000); (3,800 + 4,300)
    expect(response.json()).toEqual({ count: 2, totalRevenue: 25500, totalProfit: 8100 });
  });

  it('covers a single day', async () => {
    expect((await revenue('?from=2020-05-01&to=2020-05-01')).json()).toEqual({ count: 1, totalRevenue: 12500, totalProfit: 3800 });
  });

  it('counts a repair paid twice in the range once, with each payment and its share of the profit', async () => {
    const repair = await create({ payment: { tenders: [{ method: 'cash', amount: 5000 }] } });
    await app.db.updateTable('payments').set({ createdAt: '2020-06-01T05:00:00.000Z' }).where('sourceId', '=', repair._id).execute();
    const collected = await call(app, 'PATCH', `/api/repairs/status/${repair._id}`, {
      token: ownerToken,
      body: { status: 'Customer Collected', dateManual: '2020-06-02 11:00:00', note: null, payment: { tenders: [{ method: 'card', amount: 7500 }] } },
    });
    expect(collected.statusCode, collected.body).toBe(200);
    await app.db.updateTable('payments').set({ createdAt: '2020-06-02T05:00:00.000Z' }).where('sourceId', '=', repair._id).where('createdAt', '>', '2021-01-01').execute();

    // 3,800 of profit on 12,500: 40 % with the advance, 60 % with the balance.
    expect((await revenue('?from=2020-06-01&to=2020-06-01')).json()).toEqual({ count: 1, totalRevenue: 5000, totalProfit: 1520 });
    expect((await revenue('?from=2020-06-02&to=2020-06-02')).json()).toEqual({ count: 1, totalRevenue: 7500, totalProfit: 2280 });
    expect((await revenue('?from=2020-06-01&to=2020-06-02')).json()).toEqual({ count: 1, totalRevenue: 12500, totalProfit: 3800 });
  });

  it('counts nothing for a repair taken in but not paid', async () => {
    const repair = await create();
    await app.db.updateTable('repairs').set({ dateIn: '2020-07-01T05:00:00.000Z' }).where('id', '=', repair._id).execute();
    expect((await revenue('?from=2020-07-01&to=2020-07-01')).json()).toEqual({ count: 0, totalRevenue: 0, totalProfit: 0 });
  });

  it('answers zeros for a range without repairs', async () => {
    expect((await revenue('?from=2019-01-01&to=2019-12-31')).json()).toEqual({ count: 0, totalRevenue: 0, totalProfit: 0 });
  });

  it.each([
    ['', 'Please select date range'],
    ['?from=2020-05-01', 'Please select date range'],
    ['?to=2020-05-03', 'Please select date range'],
    ['?from=&to=2020-05-03', 'Please select date range'],
    ['?from=01/05/2020&to=2020-05-03', MESSAGES.dateInvalid],
    ['?from=2020-05-01&to=2020-02-30', MESSAGES.dateInvalid],
    ['?from=2020-05-04&to=2020-05-03', MESSAGES.dateRangeOrder],
  ])('refuses %j (400)', async (query, expected) => {
    const response = await revenue(query);
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: expected });
  });
});

describe('customers with repairs', () => {
  it('cannot be deleted (409) until their repairs are', async () => {
    const person = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json();
    const repair = await create({ customerId: person._id });

    const refused = await call(app, 'DELETE', `/api/customers/${person._id}`, { token: ownerToken });
    expect(refused.statusCode).toBe(409);
    expect(inEnglish(refused.json())).toEqual({ message: 'This customer has repairs and cannot be deleted' });
    const customers = (await call(app, 'GET', '/api/customers', { token: ownerToken })).json() as Rec[];
    expect(customers.find((row) => row._id === person._id)).toEqual(person);
    expect(await stored(repair._id)).toEqual(repair);

    expect((await call(app, 'DELETE', `/api/repairs/${repair._id}`, { token: ownerToken })).statusCode).toBe(200);
    const allowed = await call(app, 'DELETE', `/api/customers/${person._id}`, { token: ownerToken });
    expect(allowed.statusCode).toBe(200);
  });

  it('still lets a customer without repairs be deleted', async () => {
    const person = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json();
    expect((await call(app, 'DELETE', `/api/customers/${person._id}`, { token: ownerToken })).statusCode).toBe(200);
  });
});
