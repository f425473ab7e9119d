import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { RECHARGE_TYPES, type RechargeType } from '../../src/domain/recharge';
import { listSalesByCustomer, providerTotals } from '../db/recharge';
import { buildAgentInput, buildCustomerInput, buildInterleavingApp, buildTestApp, call, listWords, loginAs, signInNewSuperAdmin, inEnglish } from '../test/helpers';

type Rec = Record<string, unknown> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let customer: Rec;
let agent: Rec;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  customer = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json();
  agent = (await call(app, 'POST', '/api/agents', { token: ownerToken, body: buildAgentInput() })).json();
});
afterAll(() => app.close());

const UNKNOWN_ID = 'ffffffffffffffffffffffff';
const TOPUP_KEYS = ['_id', 'createdAt', 'createdByName', 'rechargeType', 'topUpCost', 'topUpDate', 'topUpValue', 'updatedAt', 'updatedByName'];
/** What staff get of a sale: no sold value, unit cost, profit or by-names (product.md §6). */
const SALE_KEYS = ['_id', 'createdAt', 'rechargeType', 'saleDate', 'soldPrice', 'soldToId', 'soldToName', 'soldToType', 'updatedAt'];
/** What only the owner gets besides. */
const COST_KEYS = ['createdByName', 'profit', 'soldValue', 'unitCost', 'updatedByName'];

const topUpInput = (overrides: Record<string, unknown> = {}) => ({
  rechargeType: 'Dialog',
  topUpValue: 5000,
  topUpCost: 4825,
  topUpDate: '2026-03-12',
  ...overrides,
});
const saleInput = (overrides: Record<string, unknown> = {}) => ({
  rechargeType: 'Dialog',
  soldValue: 100,
  soldPrice: 100,
  soldToType: 'customer',
  soldToId: customer._id,
  ...overrides,
});

const balance = async (): Promise<Record<string, number>> =>
  (await call(app, 'GET', '/api/recharge/balance', { token: staffToken })).json();
const topUps = async (): Promise<Rec[]> => (await call(app, 'GET', '/api/recharge/topup', { token: ownerToken })).json();
const sales = async (token = ownerToken): Promise<Rec[]> => (await call(app, 'GET', '/api/recharge/sales', { token })).json();

async function addTopUp(overrides: Record<string, unknown> = {}): Promise<Rec> {
  const response = await call(app, 'POST', '/api/recharge/topup', { token: ownerToken, body: topUpInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function sell(overrides: Record<string, unknown> = {}, token = ownerToken): Promise<Rec> {
  const response = await call(app, 'POST', '/api/recharge/sale', { token, body: saleInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Sells a provider's whole balance (whatever the demo data left), so a test starts from 0. */
async function drain(type: RechargeType): Promise<void> {
  const left = (await balance())[type];
  if (left > 0) await sell({ rechargeType: type, soldValue: left, soldPrice: left });
  expect((await balance())[type]).toBe(0);
}

const raw = (method: 'POST' | 'PUT', url: string, payload: string) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' }, payload });

describe('access (product.md §6)', () => {
  const routes: [string, string, boolean][] = [
    ['GET', '/api/recharge/topup', false],
    ['POST', '/api/recharge/topup', true],
    ['PUT', `/api/recharge/topup/${UNKNOWN_ID}`, true],
    ['DELETE', `/api/recharge/topup/${UNKNOWN_ID}`, false],
    ['GET', '/api/recharge/balance', false],
    ['GET', '/api/recharge/sales', false],
    ['POST', '/api/recharge/sale', true],
    ['GET', `/api/recharge/sales/${UNKNOWN_ID}`, false],
  ];

  it.each(routes)('refuses %s %s without a token (401)', async (method, url, hasBody) => {
    const response = await call(app, method as 'GET', url, { body: hasBody ? topUpInput() : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.notSignedIn, key: 'notSignedIn' });
  });

  it.each(routes.slice(0, 4))('refuses staff on %s %s (403): top-ups are the super admin’s', async (method, url, hasBody) => {
    const before = await topUps();
    const response = await call(app, method as 'GET', url, { token: staffToken, body: hasBody ? topUpInput() : undefined });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.forbidden, key: 'forbidden' });
    expect(await topUps()).toEqual(before);
  });

  it.each([
    ['GET', '/api/recharge/balance'],
    ['GET', '/api/recharge/sales'],
  ])('lets staff %s %s', async (method, url) => {
    expect((await call(app, method as 'GET', url, { token: staffToken })).statusCode).toBe(200);
  });

  it('lets staff record a sale', async () => {
    await addTopUp({ rechargeType: 'Airtel' });
    const response = await call(app, 'POST', '/api/recharge/sale', { token: staffToken, body: saleInput({ rechargeType: 'Airtel' }) });
    expect(response.statusCode, response.body).toBe(201);
    const recorded = (await sales(ownerToken)).find((sale) => sale._id === response.json()._id);
    expect(recorded).toMatchObject({ createdByName: 'Staff Demo', soldValue: 100 });
  });
});

describe('top-ups', () => {
  it('creates a top-up (201) with its fields, the creator and the day start in Asia/Colombo', async () => {
    const response = await call(app, 'POST', '/api/recharge/topup', {
      token: ownerToken,
      body: topUpInput({ rechargeType: 'Hutch', topUpValue: 2500.5, topUpCost: 2410.25 }),
    });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(Object.keys(record).sort()).toEqual(TOPUP_KEYS);
    expect(record).toMatchObject({
      rechargeType: 'Hutch',
      topUpValue: 2500.5,
      topUpCost: 2410.25,
      topUpDate: '2026-03-11T18:30:00.000Z',
      createdByName: 'Owner Demo',
      updatedByName: null,
    });
    expect(record._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('lists top-ups newest first', async () => {
    const first = await addTopUp();
    const second = await addTopUp();
    const ids = (await topUps()).map((record) => record._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    expect(ids[0]).toBe(second._id);
  });

  it('adds the top-up value to its provider’s balance', async () => {
    const before = await balance();
    await addTopUp({ rechargeType: 'Mobitel', topUpValue: 1234.56 });
    const after = await balance();
    expect(after.Mobitel).toBeCloseTo(before.Mobitel + 1234.56, 2);
    expect(after.Dialog).toBe(before.Dialog);
  });

  it.each([
    ['no type', { rechargeType: undefined }, 'Please select type'],
    ['an empty type', { rechargeType: '' }, 'Please select type'],
    ['an unknown type', { rechargeType: 'Etisalat' }, MESSAGES.rechargeTypeInvalid],
    ['no value', { topUpValue: undefined }, 'Please enter value'],
    ['a null value', { topUpValue: null }, 'Please enter value'],
    ['no cost', { topUpCost: null }, 'Please enter cost'],
    ['no date', { topUpDate: '' }, 'Please select date'],
    ['a date in another format', { topUpDate: '12-03-2026' }, MESSAGES.dateInvalid],
    ['a day that does not exist', { topUpDate: '2026-02-30' }, MESSAGES.dateInvalid],
    ['a negative value', { topUpValue: -10 }, MESSAGES.rechargeAmountNegative],
    ['a negative cost', { topUpCost: -0.5 }, MESSAGES.rechargeAmountNegative],
    ['a value with three decimals', { topUpValue: 10.125 }, MESSAGES.rechargeAmountDecimals],
    ['a cost with three decimals', { topUpCost: 0.001 }, MESSAGES.rechargeAmountDecimals],
    ['a value out of range', { topUpValue: 1e12 }, MESSAGES.rechargeAmountTooLarge],
    ['a value as text', { topUpValue: '5000' }, 'Invalid request: topUpValue must be a number'],
    ['a type as a number', { rechargeType: 5 }, 'Invalid request: rechargeType must be a string'],
  ])('refuses %s (400) and stores nothing', async (_, change, expected) => {
    const before = await topUps();
    const response = await call(app, 'POST', '/api/recharge/topup', { token: ownerToken, body: topUpInput(change) });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect(await topUps()).toEqual(before);
  });

  it('refuses malformed JSON (400)', async () => {
    const response = await raw('POST', '/api/recharge/topup', '{"rechargeType": "Dialog",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.malformedJson, key: 'malformedJson' });
  });

  it('edits a top-up: new figures and the editor’s name', async () => {
    const record = await addTopUp({ rechargeType: 'DDTV' });
    const editor = await signInNewSuperAdmin(app, 'Nadeesha', 'Silva');
    const response = await call(app, 'PUT', `/api/recharge/topup/${record._id}`, {
      token: editor,
      body: topUpInput({ rechargeType: 'DDTV', topUpValue: 6000, topUpCost: 5800, topUpDate: '2026-03-14' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: record._id,
      topUpValue: 6000,
      topUpCost: 5800,
      topUpDate: '2026-03-13T18:30:00.000Z',
      createdByName: 'Owner Demo',
      updatedByName: 'Nadeesha Silva',
    });
  });

  it('refuses to change a top-up’s type (400) and keeps it', async () => {
    const record = await addTopUp({ rechargeType: 'DDTV' });
    const response = await call(app, 'PUT', `/api/recharge/topup/${record._id}`, {
      token: ownerToken,
      body: topUpInput({ rechargeType: 'Dialog' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.rechargeTypeFixed, key: 'rechargeTypeFixed' });
    expect((await topUps()).find((row) => row._id === record._id)).toEqual(record);
  });

  it('refuses an edit with a bad value (400) and keeps the top-up', async () => {
    const record = await addTopUp();
    const response = await call(app, 'PUT', `/api/recharge/topup/${record._id}`, { token: ownerToken, body: topUpInput({ topUpCost: -1 }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.rechargeAmountNegative, key: 'rechargeAmountNegative' });
    expect((await topUps()).find((row) => row._id === record._id)).toEqual(record);
  });

  it('answers 404 when editing an unknown top-up', async () => {
    const response = await call(app, 'PUT', `/api/recharge/topup/${UNKNOWN_ID}`, { token: ownerToken, body: topUpInput() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.topUpNotFound, key: 'topUpNotFound' });
  });

  it('refuses an edit that would make the balance negative (409) and keeps the top-up', async () => {
    await drain('Hutch');
    const record = await addTopUp({ rechargeType: 'Hutch', topUpValue: 1000 });
    await sell({ rechargeType: 'Hutch', soldValue: 800, soldPrice: 800 });
    const response = await call(app, 'PUT', `/api/recharge/topup/${record._id}`, {
      token: ownerToken,
      body: topUpInput({ rechargeType: 'Hutch', topUpValue: 700 }),
    });
    expect(response.statusCode).toBe(409);
    expect(inEnglish(response.json())).toEqual({ message: 'This change would make the Hutch balance negative (available: LKR 200.00)' });
    expect((await topUps()).find((row) => row._id === record._id)).toEqual(record);
    expect((await balance()).Hutch).toBe(200);
  });

  it('allows an edit that leaves the balance at exactly 0', async () => {
    await drain('Hutch');
    const record = await addTopUp({ rechargeType: 'Hutch', topUpValue: 1000 });
    await sell({ rechargeType: 'Hutch', soldValue: 800, soldPrice: 800 });
    const response = await call(app, 'PUT', `/api/recharge/topup/${record._id}`, {
      token: ownerToken,
      body: topUpInput({ rechargeType: 'Hutch', topUpValue: 800 }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await balance()).Hutch).toBe(0);
  });

  it('deletes a top-up and takes its value off the balance', async () => {
    const before = await balance();
    const record = await addTopUp({ rechargeType: 'Mobitel', topUpValue: 300 });
    const response = await call(app, 'DELETE', `/api/recharge/topup/${record._id}`, { token: ownerToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Topup deleted successfully', _id: record._id });
    expect((await topUps()).some((row) => row._id === record._id)).toBe(false);
    expect((await balance()).Mobitel).toBe(before.Mobitel);
  });

  it('answers 404 when deleting an unknown top-up', async () => {
    const response = await call(app, 'DELETE', `/api/recharge/topup/${UNKNOWN_ID}`, { token: ownerToken });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.topUpNotFound, key: 'topUpNotFound' });
  });

  it('refuses a delete that would make the balance negative (409) and keeps the top-up', async () => {
    await drain('Airtel');
    const record = await addTopUp({ rechargeType: 'Airtel', topUpValue: 500 });
    await sell({ rechargeType: 'Airtel', soldValue: 100, soldPrice: 100 });
    const response = await call(app, 'DELETE', `/api/recharge/topup/${record._id}`, { token: ownerToken });
    expect(response.statusCode).toBe(409);
    expect(inEnglish(response.json())).toEqual({ message: 'This change would make the Airtel balance negative (available: LKR 400.00)' });
    expect((await topUps()).some((row) => row._id === record._id)).toBe(true);
  });

  it('never takes the balance below zero when an edit raising a top-up and deletes of it arrive at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      await drain('Hutch');
      const record = await addTopUp({ rechargeType: 'Hutch', topUpValue: 500 });
      await sell({ rechargeType: 'Hutch', soldValue: 400, soldPrice: 400 });
      const url = `/api/recharge/topup/${record._id}`;
      const responses = await Promise.all([
        call(app, 'PUT', url, { token: ownerToken, body: topUpInput({ rechargeType: 'Hutch', topUpValue: 1000 }) }),
        ...Array.from({ length: 3 }, () => call(app, 'DELETE', url, { token: ownerToken })),
      ]);
      // The raise is made; a delete would leave the sale of 400 on nothing, before the raise or after it.
      expect(responses.map((response) => response.statusCode)).toEqual([200, 409, 409, 409]);
      expect((await topUps()).find((row) => row._id === record._id)?.topUpValue).toBe(1000);
      expect((await balance()).Hutch).toBe(600);
    }
  });
});

describe('bodies that are no form', () => {
  it.each([
    ['POST', '/api/recharge/topup', ''],
    ['POST', '/api/recharge/topup', 'null'],
    ['POST', '/api/recharge/topup', '[]'],
    ['POST', '/api/recharge/sale', ''],
    ['POST', '/api/recharge/sale', '"Dialog"'],
    ['POST', '/api/recharge/sale', '42'],
  ] as const)('%s %s with the body %j answers 400 and changes nothing', async (method, url, payload) => {
    const [topUpsBefore, salesBefore] = [await topUps(), await sales()];
    const response = await raw(method, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid request: body must be an object' });
    expect([await topUps(), await sales()]).toEqual([topUpsBefore, salesBefore]);
  });

  it('answers 400 (not 404, not 500) for an empty body on a known top-up', async () => {
    const record = await addTopUp();
    const response = await raw('PUT', `/api/recharge/topup/${record._id}`, '');
    expect(response.statusCode).toBe(400);
    expect((await topUps()).find((row) => row._id === record._id)).toEqual(record);
  });
});

describe('GET /api/recharge/balance', () => {
  it('names all five providers with a number each', async () => {
    const answer = await balance();
    expect(Object.keys(answer)).toEqual([...RECHARGE_TYPES]);
    for (const value of Object.values(answer)) expect(typeof value).toBe('number');
  });

  it('is Σ top-up value − Σ sold value per provider', async () => {
    await drain('DDTV');
    await addTopUp({ rechargeType: 'DDTV', topUpValue: 1000.25 });
    await addTopUp({ rechargeType: 'DDTV', topUpValue: 500 });
    await sell({ rechargeType: 'DDTV', soldValue: 250.1, soldPrice: 260 });
    expect((await balance()).DDTV).toBe(1250.15);
  });
});

describe('sales', () => {
  it('records a sale to a customer (201): the buyer’s name, the time, unit cost and profit', async () => {
    await addTopUp({ rechargeType: 'Mobitel', topUpValue: 10000, topUpCost: 9650 });
    const totals = await providerTotals(app.db, 'Mobitel');
    const expectedUnitCost = Math.round((totals.cost / totals.bought) * 10000) / 10000;
    const started = Date.now();
    const record = await sell({ rechargeType: 'Mobitel', soldValue: 500, soldPrice: 520 });
    // Sent without a payment (the spec's payload), it was paid in cash at the counter: its answer says so.
    expect(Object.keys(record).sort()).toEqual([...SALE_KEYS, ...COST_KEYS, 'payment'].sort());
    expect(record.payment).toEqual({ tenders: [{ method: 'cash', amount: 520 }], credit: 0, received: 520, cashGiven: null, change: 0 });
    expect(record).toMatchObject({
      rechargeType: 'Mobitel',
      soldValue: 500,
      soldPrice: 520,
      soldToType: 'customer',
      soldToId: customer._id,
      soldToName: `${customer.firstName} ${customer.lastName}`,
      unitCost: expectedUnitCost,
      profit: Math.round((520 - 500 * expectedUnitCost) * 100) / 100,
      createdByName: 'Owner Demo',
      updatedByName: null,
    });
    expect(Date.parse(record.saleDate as string)).toBeGreaterThanOrEqual(started - 1000);
  });

  it('computes the unit cost from all the provider’s top-ups (4 decimals) and the profit (2 decimals)', async () => {
    // A fresh app has only the demo top-ups; these figures are checked against the stored totals.
    await addTopUp({ rechargeType: 'Dialog', topUpValue: 3, topUpCost: 1 });
    const totals = await providerTotals(app.db, 'Dialog');
    const record = await sell({ rechargeType: 'Dialog', soldValue: 1, soldPrice: 1 });
    const exact = totals.cost / totals.bought;
    expect(record.unitCost).toBe(Math.round(exact * 10000) / 10000);
    expect(String(record.unitCost).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(4);
    expect(String(record.profit).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(2);
  });

  it('records a sale to an agent with the agent’s name', async () => {
    await addTopUp({ rechargeType: 'Dialog' });
    const record = await sell({ soldToType: 'agent', soldToId: agent._id });
    expect(record).toMatchObject({ soldToType: 'agent', soldToId: agent._id, soldToName: `${agent.firstName} ${agent.lastName}` });
  });

  it('takes the sold value (not the price) off the balance', async () => {
    await addTopUp({ rechargeType: 'Dialog', topUpValue: 1000 });
    const before = (await balance()).Dialog;
    await sell({ soldValue: 200, soldPrice: 215 });
    expect((await balance()).Dialog).toBeCloseTo(before - 200, 2);
  });

  it('gives staff no sold value, unit cost, profit or by-names on a sale they record (product.md §6)', async () => {
    await addTopUp({ rechargeType: 'Dialog' });
    // Above cost whatever this file's top-ups made Dialog's average: staff may not sell under it.
    const record = await sell({ soldPrice: 200 }, staffToken);
    expect(Object.keys(record).sort()).toEqual([...SALE_KEYS, 'payment'].sort());
  });

  it('lists sales for staff without the owner\'s figures on any record, even right after the owner read them', async () => {
    await sales(ownerToken);
    await addTopUp({ rechargeType: 'Dialog' });
    await sell();
    const list = await sales(staffToken);
    expect(list.length).toBeGreaterThan(0);
    for (const record of list) expect(Object.keys(record).sort()).toEqual(SALE_KEYS);
  });

  it('lists sales for super admins with unit cost and profit', async () => {
    await addTopUp({ rechargeType: 'Dialog' });
    await sell();
    const list = await sales(ownerToken);
    for (const record of list) expect(Object.keys(record).sort()).toEqual([...SALE_KEYS, ...COST_KEYS].sort());
  });

  it('lists sales newest first', async () => {
    await addTopUp({ rechargeType: 'Dialog' });
    const first = await sell();
    const second = await sell();
    const ids = (await sales()).map((record) => record._id);
    expect(ids[0]).toBe(second._id);
    expect(ids.indexOf(first._id)).toBe(1);
  });

  it.each([
    ['no recharge type', { rechargeType: null }, 'Please select recharge type'],
    ['an unknown recharge type', { rechargeType: 'Lanka Bell' }, MESSAGES.rechargeTypeInvalid],
    ['no sold value', { soldValue: undefined }, 'Please enter sold value'],
    ['a sold value of 0', { soldValue: 0 }, MESSAGES.soldValuePositive],
    ['a negative sold value', { soldValue: -5 }, MESSAGES.soldValuePositive],
    ['a sold value with three decimals', { soldValue: 10.555 }, MESSAGES.rechargeAmountDecimals],
    ['no sold price', { soldPrice: null }, 'Please enter sold price'],
    ['a negative sold price', { soldPrice: -1 }, MESSAGES.rechargeAmountNegative],
    ['a sold price out of range', { soldPrice: 1e9 }, MESSAGES.rechargeAmountTooLarge],
    ['no customer type', { soldToType: '' }, 'Please select customer type'],
    ['an unknown customer type', { soldToType: 'supplier' }, 'Please select customer type'],
    ['no customer', { soldToId: '' }, 'Please select customer'],
    ['no agent', { soldToType: 'agent', soldToId: null }, 'Please select agent'],
    ['a sold value as text', { soldValue: '100' }, 'Invalid request: soldValue must be a number'],
    ['a customer id as a number', { soldToId: 7 }, 'Invalid request: soldToId must be a string'],
  ])('refuses %s (400) and records nothing', async (_, change, expected) => {
    const before = await sales();
    const balanceBefore = await balance();
    const response = await call(app, 'POST', '/api/recharge/sale', { token: ownerToken, body: saleInput(change) });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect(await sales()).toEqual(before);
    expect(await balance()).toEqual(balanceBefore);
  });

  it('refuses malformed JSON (400)', async () => {
    const response = await raw('POST', '/api/recharge/sale', '{"soldValue": 1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.malformedJson, key: 'malformedJson' });
  });

  it.each([
    ['an unknown customer', { soldToId: UNKNOWN_ID }, MESSAGES.customerNotFound],
    ['an unknown agent', { soldToType: 'agent', soldToId: UNKNOWN_ID }, MESSAGES.agentNotFound],
    ['a customer’s id given as an agent', { soldToType: 'agent' }, MESSAGES.agentNotFound],
  ])('refuses a sale to %s (404) and records nothing', async (_, change, expected) => {
    await addTopUp({ rechargeType: 'Dialog' });
    const before = await sales();
    const response = await call(app, 'POST', '/api/recharge/sale', { token: ownerToken, body: saleInput(change) });
    expect(response.statusCode).toBe(404);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect(await sales()).toEqual(before);
  });

  it('refuses a sold value above the balance (409) with the spec’s message', async () => {
    await drain('Airtel');
    await addTopUp({ rechargeType: 'Airtel', topUpValue: 100 });
    const response = await call(app, 'POST', '/api/recharge/sale', {
      token: staffToken,
      body: saleInput({ rechargeType: 'Airtel', soldValue: 150.5, soldPrice: 90 }),
    });
    expect(response.statusCode).toBe(409);
    expect(inEnglish(response.json())).toEqual({ message: 'Insufficient balance! Available: LKR 100.00, Required: LKR 150.50' });
    expect((await balance()).Airtel).toBe(100);
  });

  it('refuses a sold price above the balance (409) naming the price', async () => {
    await drain('Airtel');
    await addTopUp({ rechargeType: 'Airtel', topUpValue: 100 });
    const response = await call(app, 'POST', '/api/recharge/sale', {
      token: ownerToken,
      body: saleInput({ rechargeType: 'Airtel', soldValue: 100, soldPrice: 105 }),
    });
    expect(response.statusCode).toBe(409);
    expect(inEnglish(response.json())).toEqual({ message: 'Insufficient balance! Available: LKR 100.00, Required: LKR 105.00' });
    expect((await balance()).Airtel).toBe(100);
  });

  it('refuses staff a price under what the reload cost the shop (403, under the price, no figure named); the owner may, at a loss', async () => {
    await drain('Airtel');
    // Enough bought cheaply that the average is under face value, whatever this file bought before.
    await addTopUp({ rechargeType: 'Airtel', topUpValue: 1_000_000, topUpCost: 800_000 });
    // What 1,000 of value cost the shop: the provider's average over all its top-ups.
    const { unitCost } = await sell({ rechargeType: 'Airtel', soldValue: 100, soldPrice: 100 });
    const cost = Math.round(1000 * Number(unitCost) * 100) / 100;
    expect(cost).toBeLessThan(1000);
    const paymentsBefore = await app.db.selectFrom('payments').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow();
    const response = await call(app, 'POST', '/api/recharge/sale', { token: staffToken, body: saleInput({ rechargeType: 'Airtel', soldValue: 1000, soldPrice: cost - 0.01 }) });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.belowCostForbidden, key: 'belowCostForbidden', errors: { soldPrice: MESSAGES.belowCostForbidden }, errorKeys: { soldPrice: { key: 'belowCostForbidden' } } });
    expect((await balance()).Airtel).toBe(999_900);
    expect(await app.db.selectFrom('payments').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(paymentsBefore);
    // At cost, staff may: an agent's reload is often sold under its value.
    await sell({ rechargeType: 'Airtel', soldValue: 1000, soldPrice: cost }, staffToken);
    const owners = await sell({ rechargeType: 'Airtel', soldValue: 1000, soldPrice: 1 });
    expect(owners.profit).toBe(Math.round((1 - cost) * 100) / 100);
    expect((await balance()).Airtel).toBe(997_900);
  });

  it('sells exactly the whole balance', async () => {
    await drain('Airtel');
    await addTopUp({ rechargeType: 'Airtel', topUpValue: 100 });
    await sell({ rechargeType: 'Airtel', soldValue: 100, soldPrice: 100 });
    expect((await balance()).Airtel).toBe(0);
  });

});

describe('GET /api/recharge/sales/:id: one sale with how it was paid (our addition, product.md §10)', () => {
  const one = (id: string, token = ownerToken) => call(app, 'GET', `/api/recharge/sales/${encodeURIComponent(id)}`, { token });
  /** The sale as Sales History's page answers it to this caller. */
  const listed = async (id: string, token: string): Promise<Rec> =>
    (await call(app, 'GET', `/api/recharge/sales?${listWords({ _page: '1', _perPage: '1', _filter: { id: [id] } })}`, { token })).json().data[0];

  it('answers the owner the sale as the list does (sold value, unit cost, profit, who recorded it) and how it was paid: each tender, the cash handed over, the change', async () => {
    await addTopUp({ rechargeType: 'Dialog' });
    const sold = await sell({ soldValue: 1000, soldPrice: 1000, payment: { tenders: [{ method: 'cash', amount: 600 }, { method: 'card', amount: 400 }], cashGiven: 1000 } });
    const response = await one(sold._id);
    expect(response.statusCode, response.body).toBe(200);
    const { payment, ...sale } = response.json();
    expect(sale).toEqual(await listed(sold._id, ownerToken));
    expect(sale).toMatchObject({ _id: sold._id, soldValue: 1000, soldPrice: 1000, unitCost: sold.unitCost, profit: sold.profit, createdByName: 'Owner Demo' });
    expect(sale.buyer).toMatchObject({ _id: customer._id, phoneNumber: customer.phoneNumber });
    expect(payment).toEqual({
      tenders: [
        { method: 'cash', amount: 600 },
        { method: 'card', amount: 400 },
      ],
      credit: 0,
      received: 1000,
      cashGiven: 1000,
      change: 400,
    });
    // As POST answered it.
    expect(payment).toEqual(sold.payment);
    // One record: it carries its version, as GET /bills/:id does.
    expect(response.headers.etag).toBe(`"v-${sale.updatedAt}"`);
  });

  it('gives staff the sale without sold value, unit cost, profit or by-names, and the payment as made', async () => {
    await addTopUp({ rechargeType: 'Dialog' });
    const sold = await sell({ soldValue: 200, soldPrice: 200, payment: { tenders: [{ method: 'cash', amount: 200 }], cashGiven: 500 } }, staffToken);
    const response = await one(sold._id, staffToken);
    expect(response.statusCode, response.body).toBe(200);
    const { payment, ...sale } = response.json();
    expect(Object.keys(sale).sort()).toEqual([...SALE_KEYS, 'buyer'].sort());
    expect(sale).toEqual(await listed(sold._id, staffToken));
    expect(payment).toEqual({ tenders: [{ method: 'cash', amount: 200 }], credit: 0, received: 200, cashGiven: 500, change: 300 });
  });

  it('shows a sale on credit: the credit tender, nothing received, no cash handed over', async () => {
    await addTopUp({ rechargeType: 'Dialog' });
    const onAccount = (await call(app, 'POST', '/api/agents', { token: ownerToken, body: buildAgentInput() })).json() as Rec;
    expect((await call(app, 'PUT', `/api/accounts/agent/${onAccount._id}`, { token: ownerToken, body: { creditLimit: 5000 } })).statusCode).toBe(200);
    const sold = await sell({ soldValue: 1000, soldPrice: 1000, soldToType: 'agent', soldToId: onAccount._id, payment: { tenders: [{ method: 'credit', amount: 1000 }] } }, staffToken);
    const response = await one(sold._id, staffToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ soldToType: 'agent', soldToId: onAccount._id, buyer: { _id: onAccount._id } });
    expect(response.json().payment).toEqual({ tenders: [{ method: 'credit', amount: 1000 }], credit: 1000, received: 0, cashGiven: null, change: 0 });
  });

  it('answers a sale sent without a payment (the spec’s payload) as paid in full in cash', async () => {
    await addTopUp({ rechargeType: 'Dialog' });
    const sold = await sell();
    const response = await one(sold._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payment).toMatchObject({ tenders: [{ method: 'cash', amount: sold.soldPrice }], credit: 0 });
    expect(response.json()._id).toBe(sold._id);
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['a malformed id', 'not a sale'],
    ['a top-up’s id', 'top-up'],
  ])('answers 404 with its message for %s', async (_, id) => {
    const asked = id === 'top-up' ? (await addTopUp())._id : id;
    for (const token of [ownerToken, staffToken]) {
      const response = await one(asked, token);
      expect([response.statusCode, response.json()]).toEqual([404, { message: MESSAGES.saleNotFound, key: 'saleNotFound' }]);
    }
  });
});

describe('listSalesByCustomer (customer history)', () => {
  it('answers the customer’s sales only, newest first, with unit cost and profit', async () => {
    const other = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json() as Rec;
    await addTopUp({ rechargeType: 'Dialog' });
    const first = await sell({ soldToId: other._id });
    await sell({ soldToType: 'agent', soldToId: agent._id });
    await sell();
    const second = await sell({ soldToId: other._id, soldValue: 50, soldPrice: 55 });
    const history = await listSalesByCustomer(app.db, other._id);
    expect(history.map((record) => record._id)).toEqual([second._id, first._id]);
    // The history's records are the list's, without the payment the sale's answer carries.
    const { payment: _payment, ...listed } = second;
    expect(history[0]).toEqual(listed);
  });

  it('answers [] for a customer with no sales', async () => {
    expect(await listSalesByCustomer(app.db, UNKNOWN_ID)).toEqual([]);
  });
});

describe('concurrent sales', () => {
  let slowApp: FastifyInstance;

  beforeAll(async () => {
    slowApp = await buildInterleavingApp();
  });
  afterAll(() => slowApp.close());

  it('never overdraw: exactly what the balance allows succeeds, the rest is 409, none 5xx', async () => {
    const owner = await loginAs(slowApp, 'owner');
    const staff = await loginAs(slowApp, 'staff');
    const buyer = (await call(slowApp, 'POST', '/api/customers', { token: owner, body: buildCustomerInput() })).json() as Rec;
    const balanceOf = async () => ((await call(slowApp, 'GET', '/api/recharge/balance', { token: owner })).json() as Record<string, number>).Hutch;
    const sale = (value: number, token = owner) =>
      call(slowApp, 'POST', '/api/recharge/sale', {
        token,
        body: { rechargeType: 'Hutch', soldValue: value, soldPrice: value, soldToType: 'customer', soldToId: buyer._id },
      });
    const left = await balanceOf();
    if (left > 0) expect((await sale(left)).statusCode).toBe(201);
    const topUp = await call(slowApp, 'POST', '/api/recharge/topup', { token: owner, body: topUpInput({ rechargeType: 'Hutch', topUpValue: 1000, topUpCost: 950 }) });
    expect(topUp.statusCode).toBe(201);

    const responses = await Promise.all(Array.from({ length: 25 }, (_, index) => sale(100, index % 2 ? staff : owner)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await balanceOf()).toBe(0);
  });
});
