import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { STATUS_PAGE_FIELDS } from '../../src/domain/statusPage';
import { migrations } from '../db/migrations';
import { buildCustomerInput, buildTestApp, call, demoDatabase, holdTheClock, loginAs } from '../test/helpers';
import { allKeys, catalogue, createRepair, storedRepair, type IssueRec, type Rec, type RepairRec } from '../test/repairs';

/** The repair status page without sign-in (product.md §10), through the API. */

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let issues: Map<string, IssueRec>;

type Repair = RepairRec & { statusCode?: string; number: number };

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  issues = await catalogue(app, ownerToken);
});
afterAll(() => app.close());

// Each test calls from its own address, so one test's calls never count against another's limit.
let addressSequence = 0;
const newAddress = () => `10.0.0.${++addressSequence}`;

/** The page's call, without a token, from `address`; with `digits`, the POST that carries them. */
function page(code: string, { address, digits }: { address: string; digits?: unknown }): Promise<LightMyRequestResponse> {
  return app.inject({
    method: digits === undefined ? 'GET' : 'POST',
    url: `/api/status/${code}`,
    remoteAddress: address,
    ...(digits === undefined ? {} : { payload: { phoneLastFour: digits } }),
  });
}

async function newCustomer(overrides: Record<string, unknown> = {}): Promise<Rec> {
  const response = await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Screen Replacement, LKR 500 off, LKR 2,000 paid in advance. */
async function newRepair(customer: Rec, device = 'Redmi Note 12'): Promise<Repair> {
  return (await createRepair(app, staffToken, {
    customerId: customer._id,
    issues: [issues.get('Screen Replacement')!._id],
    discount: 500,
    repairProduct: device,
    expectedReturnDate: '2026-12-20 17:00:00',
    note: 'Customer says: screen cracked; internal: owes us for the last job',
    payment: { tenders: [{ method: 'cash', amount: 2000 }] },
  })) as Repair;
}

async function setStatus(repair: Rec, status: string, note: string | null) {
  const response = await call(app, 'PATCH', `/api/repairs/status/${repair._id}`, { token: staffToken, body: { status, dateManual: '2026-03-14 10:30:00', note } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Repair;
}

async function setSwitches(switches: { statusPageEnabled?: boolean; statusPageAsksPhone?: boolean }) {
  const current = (await call(app, 'GET', '/api/settings', { token: ownerToken })).json();
  const { updatedAt: _at, updatedByName: _by, ...fields } = current;
  const response = await call(app, 'PUT', '/api/settings', { token: ownerToken, body: { ...fields, ...switches } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('a repair’s status code', () => {
  it('is given to every new repair: 12 characters, unique, not its id, on the answer and the list', async () => {
    const customer = await newCustomer();
    const first = await newRepair(customer);
    const second = await newRepair(customer);
    expect(first.statusCode).toMatch(/^[0-9a-hjkmnp-tv-z]{12}$/);
    expect(second.statusCode).toMatch(/^[0-9a-hjkmnp-tv-z]{12}$/);
    expect(first.statusCode).not.toBe(second.statusCode);
    expect(first._id).not.toContain(first.statusCode);
    expect((await storedRepair(app, staffToken, first._id))?.statusCode).toBe(first.statusCode);
  });

  it('is given to the repairs that were there before the status page (the migration)', async () => {
    const { db } = await demoDatabase();
    try {
      await migrations['0022_status_page'].down!(db);
      await migrations['0022_status_page'].up(db);
      const codes = (await db.selectFrom('repairs').select('statusCode').execute()).map((row) => row.statusCode);
      expect(codes.length).toBeGreaterThan(5);
      for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{12}$/);
      expect(new Set(codes).size).toBe(codes.length);
      const settings = await db.selectFrom('settings').select(['statusPageEnabled', 'statusPageAsksPhone']).executeTakeFirstOrThrow();
      expect(settings).toEqual({ statusPageEnabled: 1, statusPageAsksPhone: 0 });
    } finally {
      await db.destroy();
    }
  });
});

describe('GET /api/status/:code', () => {
  it('answers without a token exactly the allowed fields: device, timeline, expected date, amount due, job number, shop', async () => {
    const customer = await newCustomer({ firstName: 'Chaminda', lastName: 'Wijesinghe', nicNumber: '199012345678' });
    const repair = await newRepair(customer, 'Galaxy A54');
    await setStatus(repair, 'Sent to Company', 'Sent with courier; cost quoted 4,800 by Owner');
    const changed = await setStatus(repair, 'Returned from Company', null);

    const response = await page(repair.statusCode!, { address: newAddress() });

    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(Object.keys(answer).sort()).toEqual([...STATUS_PAGE_FIELDS].sort());
    expect(answer).toEqual({
      jobNumber: `R-${String(repair.number).padStart(6, '0')}`,
      device: 'Galaxy A54',
      status: 'Returned from Company',
      timeline: changed.statusHistory.map((entry) => ({ status: entry.status, date: entry.dateEntered })),
      expectedReturnDate: changed.expectedReturnDate,
      // Screen Replacement less LKR 500, less the LKR 2,000 advance.
      amountDue: repair.finalAmount - 2000,
      shopName: 'TV, Recharge & Repair Shop',
      shopPhone: '',
    });
    expect(answer.timeline).toHaveLength(3);
    for (const step of answer.timeline) expect(Object.keys(step).sort()).toEqual(['date', 'status']);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('carries no note, cost, staff name, NIC, phone, customer name, token or id', async () => {
    const customer = await newCustomer({ firstName: 'Chaminda', lastName: 'Wijesinghe', nicNumber: '199012345678' });
    const repair = await newRepair(customer);
    await setStatus(repair, 'In Progress', 'Board damage, cost 4,800');

    const response = await page(repair.statusCode!, { address: newAddress() });

    expect(response.statusCode).toBe(200);
    const keys = allKeys(response.json());
    for (const key of ['note', 'actualCost', 'profit', 'issues', 'customer', 'customerId', 'updatedByName', 'createdByName', '_id', 'token', 'statusCode', 'paid', 'payments']) {
      expect(keys.has(key), key).toBe(false);
    }
    for (const text of ['owes us', 'Board damage', 'Demo', 'Chaminda', 'Wijesinghe', '199012345678', String(customer.phoneNumber), repair._id, repair.statusCode!, '4,800', '4800']) {
      expect(response.body, text).not.toContain(text);
    }
  });

  it('shows each repair its own steps only, and leaves out deleted steps', async () => {
    const mine = await newRepair(await newCustomer(), 'Nokia G21');
    const theirs = await newRepair(await newCustomer(), 'iPhone 11');
    await setStatus(theirs, 'Pending Parts', null);
    await setStatus(mine, 'In Progress', null);
    await setStatus(mine, 'Sent to Company', null);
    const removed = await call(app, 'DELETE', `/api/repairs/${mine._id}/status/2`, { token: ownerToken });
    expect(removed.statusCode, removed.body).toBe(200);

    const answer = (await page(mine.statusCode!, { address: newAddress() })).json();

    expect(answer.device).toBe('Nokia G21');
    expect(answer.status).toBe('In Progress');
    expect(answer.timeline.map((step: { status: string }) => step.status)).toEqual(['Received from Customer', 'In Progress']);
    expect(JSON.stringify(answer)).not.toMatch(/iPhone|Pending Parts/);
  });

  it('reads a code typed in capitals, or with O for 0 and I or L for 1, as the code', async () => {
    const repair = await newRepair(await newCustomer());
    const typed = repair.statusCode!.toUpperCase().replace(/0/g, 'O').replace(/1/g, 'L');

    const response = await page(typed, { address: newAddress() });

    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers an unknown code, a guessed one, a malformed one and a repair id with the same 404', async () => {
    const repair = await newRepair(await newCustomer());
    const address = newAddress();
    const guessed = repair.statusCode!.slice(0, 11) + (repair.statusCode!.endsWith('0') ? '1' : '0');
    const answers = await Promise.all(
      [guessed, 'zzzzzzzzzzzz', 'not-a-code', 'a'.repeat(40), repair._id, String(repair.number)].map((code) => page(code, { address })),
    );
    for (const response of answers) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.statusPageNotFound, key: 'statusPageNotFound' });
    }
  });
});

describe('the owner’s switches (Settings)', () => {
  it('start with the page on and no phone digits asked', async () => {
    const settings = (await call(app, 'GET', '/api/settings', { token: staffToken })).json();
    expect(settings).toMatchObject({ statusPageEnabled: true, statusPageAsksPhone: false });
  });

  it('turned off: every code answers 404 and no repair hands out its code; turned on again, the same link works', async () => {
    const repair = await newRepair(await newCustomer());
    const address = newAddress();
    try {
      expect((await setSwitches({ statusPageEnabled: false })).statusPageEnabled).toBe(false);

      const off = await page(repair.statusCode!, { address });
      expect(off.statusCode).toBe(404);
      expect(off.json()).toEqual({ message: MESSAGES.statusPageNotFound, key: 'statusPageNotFound' });
      expect((await page(repair.statusCode!, { address, digits: '1234' })).statusCode).toBe(404);
      expect((await storedRepair(app, ownerToken, repair._id))!.statusCode).toBeUndefined();
      expect((await setStatus(repair, 'In Progress', null)).statusCode).toBeUndefined();
    } finally {
      await setSwitches({ statusPageEnabled: true });
    }
    expect((await page(repair.statusCode!, { address })).statusCode).toBe(200);
  });

  it('a PUT that does not name them keeps them; staff cannot change them', async () => {
    try {
      await setSwitches({ statusPageAsksPhone: true });
      const current = (await call(app, 'GET', '/api/settings', { token: ownerToken })).json();
      const { updatedAt: _at, updatedByName: _by, statusPageEnabled: _on, statusPageAsksPhone: _asks, ...older } = current;
      const kept = await call(app, 'PUT', '/api/settings', { token: ownerToken, body: older });
      expect(kept.json()).toMatchObject({ statusPageEnabled: true, statusPageAsksPhone: true });
      const byStaff = await call(app, 'PUT', '/api/settings', { token: staffToken, body: { ...older, statusPageEnabled: false } });
      expect(byStaff.statusCode).toBe(403);
    } finally {
      await setSwitches({ statusPageAsksPhone: false });
    }
  });
});

describe('with the phone’s last four digits asked', () => {
  it('asks the same for a known and an unknown code, then answers only the right digits (phone or WhatsApp)', async () => {
    const customer = await newCustomer({ phoneNumber: '0771234567', whatsappNumber: '0719876543' });
    const repair = await newRepair(customer);
    const address = newAddress();
    try {
      await setSwitches({ statusPageAsksPhone: true });

      const known = await page(repair.statusCode!, { address });
      const unknown = await page('zzzzzzzzzzzz', { address });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual({ asksPhone: true });
      expect(unknown.body).toBe(known.body);

      for (const wrong of ['4568', '1234', '', 'abcd', '34567']) {
        const refused = await page(repair.statusCode!, { address, digits: wrong });
        expect(refused.statusCode, String(wrong)).toBe(404);
        expect(refused.json()).toEqual({ message: MESSAGES.statusPageNotFound, key: 'statusPageNotFound' });
      }
      expect((await page('zzzzzzzzzzzz', { address, digits: '4567' })).json()).toEqual({ message: MESSAGES.statusPageNotFound, key: 'statusPageNotFound' });

      const byPhone = await page(repair.statusCode!, { address, digits: '4567' });
      expect(byPhone.statusCode, byPhone.body).toBe(200);
      expect(Object.keys(byPhone.json()).sort()).toEqual([...STATUS_PAGE_FIELDS].sort());
      expect((await page(repair.statusCode!, { address, digits: '6543' })).statusCode).toBe(200);
    } finally {
      await setSwitches({ statusPageAsksPhone: false });
    }
  });
});

describe('the rate limit', () => {
  holdTheClock();
  it('takes 30 calls a minute from one address, then answers 429 { message }; another address goes on', async () => {
    const repair = await newRepair(await newCustomer());
    const address = newAddress();
    const answers = [];
    for (let n = 0; n < 30; n += 1) answers.push((await page(n % 2 ? repair.statusCode! : 'zzzzzzzzzzzz', { address })).statusCode);
    expect(answers.every((status) => status === 200 || status === 404)).toBe(true);

    const limited = await page(repair.statusCode!, { address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MESSAGES.statusPageTooMany, key: 'statusPageTooMany' });
    expect((await page(repair.statusCode!, { address: newAddress() })).statusCode).toBe(200);
  });

  it('counts the digit checks too', async () => {
    const repair = await newRepair(await newCustomer({ phoneNumber: '0772223333' }));
    const address = newAddress();
    for (let n = 0; n < 30; n += 1) await page(repair.statusCode!, { address, digits: String(1000 + n) });

    const limited = await page(repair.statusCode!, { address, digits: '3333' });

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MESSAGES.statusPageTooMany, key: 'statusPageTooMany' });
  });
});
