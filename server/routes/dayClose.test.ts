import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payloadMomentOf, shopDay } from '../../src/domain/dates';
import { DENOMINATIONS, dayFigures, movementsInCents } from '../../src/domain/dayClose';
import { formatDate } from '../../src/domain/format';
import { MESSAGES } from '../../src/domain/messages';
import { dayMovements } from '../db/dayCloses';
import { DEMO_ACCOUNTS } from '../seed';
import { FIRST_CLOSED_DAYS_AGO } from '../demo/dayCloses';
import { buildCustomerInput, buildInterleavingApp, buildTestApp, call, loginAs, postLogin } from '../test/helpers';
import { catalogue } from '../test/repairs';

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

const DAY_MS = 86_400_000;
/** The Asia/Colombo day `days` from now. */
const colomboDay = (days = 0) => shopDay(new Date(Date.now() + days * DAY_MS));
const TODAY = colomboDay();

async function created(url: string, body: unknown, token = ownerToken, on = app): Promise<Rec> {
  const response = await call(on, 'POST', url, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const dayOf = async (day: string, on = app, token = staffToken): Promise<Rec> => {
  const response = await call(on, 'GET', `/api/dayclose/day/${day}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const closeDay = (body: Record<string, unknown>, token = staffToken, on = app) => call(on, 'POST', '/api/dayclose', { token, body });
const payInOut = (body: Record<string, unknown>, token = staffToken) => call(app, 'POST', '/api/dayclose/cash', { token, body });
const reopen = (id: string, reason: unknown = 'A sale was left out', token = ownerToken) => call(app, 'POST', `/api/dayclose/${id}/reopen`, { token, body: { reason } });
const closeRows = () => app.db.selectFrom('day_closes').selectAll().execute();
const activity = async (): Promise<Rec[]> => (await call(app, 'GET', '/api/activity', { token: ownerToken })).json();

/** Notes and coins making `lkr` whole rupees, largest first (none for nothing or less). */
function countOf(lkr: number): Record<string, number> {
  let left = Math.max(0, Math.floor(lkr));
  const count: Record<string, number> = {};
  for (const denomination of DENOMINATIONS) {
    const pieces = Math.floor(left / denomination);
    if (pieces) count[String(denomination)] = pieces;
    left -= pieces * denomination;
  }
  return count;
}

/** An opening float that leaves at least LKR 2,000 expected in the drawer, whatever the demo shop spent in cash that day. */
async function openingFor(day: string): Promise<number> {
  const base = await expectedOn(day, 0);
  return base < 0 ? Math.ceil(-base) + 2000 : 2000;
}

/** The cash the drawer should hold on `day` now, as the server works it out (an opening float of `opening`). */
async function expectedOn(day: string, opening?: number): Promise<number> {
  const answer = await dayOf(day);
  return dayFigures(movementsInCents(answer.movements), Math.round((opening ?? answer.openingFloat) * 100)).cash.expected / 100;
}

// Shop records the tests sell, pay and return against.
let customer: Rec;
let product: Rec;
let category: Rec;
const newBill = (payment: unknown, quantity = 1, token = staffToken) =>
  call(app, 'POST', '/api/bills', { token, body: { customerId: customer._id, products: [{ productId: product._id, quantity, billedPrice: 1000 }], payment } });

beforeAll(async () => {
  customer = await created('/api/customers', buildCustomerInput());
  await call(app, 'PUT', `/api/accounts/customer/${customer._id}`, { token: ownerToken, body: { creditLimit: 100000 } });
  product = await created('/api/products', { name: 'Day close charger', quantity: 500, buyingPrice: 600, sellingPrice: 1000 });
  category = await created('/api/expense-categories', { name: 'Day close tea' });
  await created('/api/recharge/topup', { rechargeType: 'Dialog', topUpValue: 50000, topUpCost: 48000, topUpDate: colomboDay(-60) });
});

const expense = (overrides: Record<string, unknown> = {}, token = ownerToken) =>
  call(app, 'POST', '/api/expenses', { token, body: { categoryId: category._id, amount: 50, description: 'Tea for the shop', expenseDate: TODAY, paidBy: 'cash', ...overrides } });

describe('closing the day (product.md §10)', () => {
  it('is named at sign-in as the dayClose feature', async () => {
    const { email, password } = DEMO_ACCOUNTS.staff;
    expect((await postLogin(app, { email, password })).json().features).toEqual(expect.arrayContaining(['dayClose']));
  });

  it('sums the day by business and tender: sales, credit, payments on account, refunds, expenses, pay-ins and pay-outs', async () => {
    const before = (await dayOf(TODAY)).movements;
    const cashBill = await newBill({ tenders: [{ method: 'cash', amount: 1000 }] });
    expect(cashBill.statusCode, cashBill.body).toBe(201);
    expect((await newBill({ tenders: [{ method: 'card', amount: 1500 }, { method: 'credit', amount: 500 }] }, 2)).statusCode).toBe(201);
    const sale = await call(app, 'POST', '/api/recharge/sale', {
      token: staffToken,
      body: { rechargeType: 'Dialog', soldValue: 200, soldPrice: 200, soldToType: 'customer', soldToId: customer._id, payment: { tenders: [{ method: 'wallet', amount: 200 }] } },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    await created(`/api/accounts/customer/${customer._id}/payments`, { tenders: [{ method: 'cash', amount: 300 }] }, staffToken);
    const refund = await call(app, 'POST', `/api/bills/${cashBill.json()._id}/returns`, {
      token: staffToken,
      body: { lines: [{ productId: product._id, quantity: 1 }], refund: { method: 'cash' } },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect((await expense({ amount: 50 })).statusCode).toBe(201);
    expect((await expense({ amount: 70, paidBy: 'card' })).statusCode).toBe(201);
    await created('/api/dayclose/cash', { kind: 'in', amount: 1000, reason: 'Change from the bank' }, staffToken);
    await created('/api/dayclose/cash', { kind: 'out', amount: 250, reason: 'Delivery paid' }, staffToken);

    const after = await dayOf(TODAY);
    const moved = (path: (m: Rec) => number | undefined) => (path(after.movements) ?? 0) - (path(before) ?? 0);
    expect(moved((m) => m.received.bill?.cash)).toBe(1000);
    expect(moved((m) => m.received.bill?.card)).toBe(1500);
    expect(moved((m) => m.received.bill?.credit)).toBe(500);
    expect(moved((m) => m.received.sale?.wallet)).toBe(200);
    expect(moved((m) => m.received.account?.cash)).toBe(300);
    expect(moved((m) => m.refunds.cash)).toBe(1000);
    expect(moved((m) => m.expenses.cash)).toBe(50);
    expect(moved((m) => m.expenses.card)).toBe(70);
    expect(moved((m) => m.payIns)).toBe(1000);
    expect(moved((m) => m.payOuts)).toBe(250);
    expect(after.cashMovements.slice(-2)).toEqual([
      expect.objectContaining({ kind: 'in', amount: 1000, reason: 'Change from the bank', createdByName: 'Staff Demo' }),
      expect.objectContaining({ kind: 'out', amount: 250, reason: 'Delivery paid' }),
    ]);
    expect(after.close).toBeNull();
    const logged = (await activity()).filter((entry) => entry.resource === 'dayclose').map((entry) => entry.action);
    expect(logged).toEqual(expect.arrayContaining(['payIn', 'payOut']));
  });

  it.each([
    ['no reason', { kind: 'out', amount: 100 }, MESSAGES.cashMovementReasonRequired],
    ['no amount', { kind: 'in', reason: 'Float' }, MESSAGES.cashMovementAmountRequired],
    ['a zero amount', { kind: 'in', amount: 0, reason: 'Float' }, MESSAGES.cashMovementAmountPositive],
    ['an unknown kind', { kind: 'sideways', amount: 10, reason: 'Float' }, MESSAGES.cashMovementKindInvalid],
  ])('refuses a pay-in or pay-out with %s (400), writing nothing', async (_, body, message) => {
    const count = (await dayOf(TODAY)).cashMovements.length;
    const response = await payInOut(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await dayOf(TODAY)).cashMovements).toHaveLength(count);
  });

  it.each([
    ['a day after today', { day: colomboDay(1), count: {} }, MESSAGES.dayCloseFuture],
    ['no day', { day: '' }, MESSAGES.dayCloseDayRequired],
    ['an unknown note', { day: colomboDay(-50), count: { '25': 1 } }, MESSAGES.dayCloseDenominationInvalid],
    ['half a note', { day: colomboDay(-50), count: { '100': 1.5 } }, MESSAGES.dayClosePiecesInvalid],
    ['a negative count', { day: colomboDay(-50), count: { '100': -1 } }, MESSAGES.dayClosePiecesInvalid],
    ['a negative opening float', { day: colomboDay(-50), openingFloat: -1, count: {} }, MESSAGES.rechargeAmountNegative],
    ['more left in the drawer than counted', { day: colomboDay(-50), count: { '100': 1 }, floatLeft: 200 }, MESSAGES.dayCloseFloatLeftTooMuch.replace('{counted}', 'LKR 100.00')],
  ])('refuses a close with %s (400), writing nothing', async (_, body, message) => {
    const count = (await closeRows()).length;
    const response = await closeDay(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await closeRows()).toHaveLength(count);
  });

  it('asks for a note when the count differs from the expected cash, naming the field', async () => {
    const day = colomboDay(-45);
    const expected = await expectedOn(day, 0);
    const response = await closeDay({ day, openingFloat: 0, count: countOf(expected + 100) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.dayCloseNoteRequired, key: 'dayCloseNoteRequired', errors: { note: MESSAGES.dayCloseNoteRequired }, errorKeys: { note: { key: 'dayCloseNoteRequired' } } });
    expect((await closeRows()).filter((row) => row.day === day)).toHaveLength(0);
  });

  it('refuses a count made while the takings moved (409): the expected cash the closer saw is not the server’s', async () => {
    const day = colomboDay(-45);
    const expected = await expectedOn(day, 0);
    const response = await closeDay({ day, openingFloat: 0, count: countOf(expected), note: 'n', expected: expected - 10 });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toContain("The day's takings changed while you were counting");
  });

  it('carries what a close left in the drawer into the next day’s opening float, and locks that day against back-dated writes', async () => {
    const day = colomboDay(-44);
    const opening = await openingFor(day);
    const expected = await expectedOn(day, opening);
    const counted = Math.floor(expected);
    const response = await closeDay({ day, openingFloat: opening, count: countOf(counted), floatLeft: 1500, note: counted === expected ? null : 'Cents not counted' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ day, status: 'closed', openingFloat: opening, expected, counted, difference: counted - expected, floatLeft: 1500, closedByName: 'Staff Demo' });
    expect((await dayOf(colomboDay(-43))).openingFloat).toBe(1500);

    const refused = await expense({ expenseDate: day });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${formatDate(day)} is closed; the owner can reopen it`);
    // An expense of another day moved into the closed one is refused too; out of it as well.
    const other = await expense({ expenseDate: colomboDay(-43) });
    expect(other.statusCode).toBe(201);
    const moveIn = await call(app, 'PUT', `/api/expenses/${other.json()._id}`, { token: ownerToken, body: { categoryId: category._id, amount: 50, description: 'Tea for the shop', expenseDate: day } });
    expect(moveIn.statusCode).toBe(409);
    const topUp = await call(app, 'POST', '/api/recharge/topup', { token: ownerToken, body: { rechargeType: 'Dialog', topUpValue: 100, topUpCost: 95, topUpDate: day } });
    expect(topUp.statusCode).toBe(409);
    expect(topUp.json().message).toBe(`${formatDate(day)} is closed; the owner can reopen it`);
  });
});

describe('a day closed today', () => {
  let close: Rec;
  let openBill: Rec;
  let repair: Rec;

  beforeAll(async () => {
    // What the refusals below try to pay, return or delete, made while today is still open.
    openBill = (await newBill({ tenders: [{ method: 'cash', amount: 1000 }] })).json();
    const issues = await catalogue(app, ownerToken);
    repair = await created('/api/repairs', { customerId: customer._id, issues: [issues.get('Battery Replacement')!._id] }, staffToken);
  });

  it('is closed by staff with the drawer 100 rupees short and a note: expected, counted and the difference kept, logged', async () => {
    const opening = await openingFor(TODAY);
    const expected = await expectedOn(TODAY, opening);
    const count = countOf(expected - 100);
    const response = await closeDay({ day: TODAY, openingFloat: opening, count, note: 'A 100 note missing', expected });
    expect(response.statusCode, response.body).toBe(201);
    close = response.json();
    const counted = Math.floor(expected - 100);
    expect(close).toMatchObject({ day: TODAY, status: 'closed', expected, counted, difference: Math.round((counted - expected) * 100) / 100, note: 'A 100 note missing', closedByName: 'Staff Demo' });
    expect(close.floatLeft).toBe(counted);

    const list = (await call(app, 'GET', '/api/dayclose', { token: staffToken })).json() as Rec[];
    expect(list[0]).toMatchObject({ _id: close._id, day: TODAY });
    const report = (await call(app, 'GET', `/api/dayclose/${close._id}`, { token: staffToken })).json();
    expect(report).toMatchObject({ _id: close._id, count, shopPhone: expect.any(String) });
    expect(report.movements.payIns).toBeGreaterThanOrEqual(1000);
    expect(report.cashMovements.length).toBeGreaterThanOrEqual(2);
    expect((await dayOf(TODAY)).close).toMatchObject({ _id: close._id });
    const logged = (await activity()).find((entry) => entry.recordId === close._id);
    expect(logged).toMatchObject({ action: 'close', resource: 'dayclose', userName: 'Staff Demo' });
  });

  it('cannot be closed twice', async () => {
    const response = await closeDay({ day: TODAY, count: {}, note: 'again' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`${formatDate(TODAY)} is already closed`);
  });

  const CLOSED = () => `${formatDate(TODAY)} is closed; the owner can reopen it`;
  const writes: [string, () => Promise<{ statusCode: number; json: () => any }>][] = [
    ['a bill', () => newBill({ tenders: [{ method: 'cash', amount: 1000 }] })],
    ['a bill sent without a payment (the spec’s payload)', () => newBill(undefined)],
    // The day is read with the customer, and still answers first.
    [
      'a bill for a customer who does not exist',
      () =>
        call(app, 'POST', '/api/bills', {
          token: staffToken,
          body: { customerId: '000000000000000000000000', products: [{ productId: product._id, quantity: 1, billedPrice: 1000 }] },
        }),
    ],
    [
      'a recharge sale',
      () =>
        call(app, 'POST', '/api/recharge/sale', {
          token: staffToken,
          body: { rechargeType: 'Dialog', soldValue: 100, soldPrice: 100, soldToType: 'customer', soldToId: customer._id, payment: { tenders: [{ method: 'cash', amount: 100 }] } },
        }),
    ],
    ['a payment received on account', () => call(app, 'POST', `/api/accounts/customer/${customer._id}/payments`, { token: staffToken, body: { tenders: [{ method: 'cash', amount: 10 }] } })],
    ['a return', () => call(app, 'POST', `/api/bills/${openBill._id}/returns`, { token: staffToken, body: { lines: [{ productId: product._id, quantity: 1 }], refund: { method: 'cash' } } })],
    [
      'a repair’s balance on collection',
      () =>
        call(app, 'PATCH', `/api/repairs/status/${repair._id}`, {
          token: staffToken,
          // Now, in Colombo: a fixed hour of today would lie in the future in the shop's early morning.
          body: { status: 'Customer Collected', dateManual: payloadMomentOf(new Date().toISOString()), payment: { tenders: [{ method: 'cash', amount: repair.finalAmount }] } },
        }),
    ],
    ['a bill deleted by the owner', () => call(app, 'DELETE', `/api/bills/${openBill._id}`, { token: ownerToken })],
    ['an expense dated today', () => expense()],
    ['a top-up dated today', () => call(app, 'POST', '/api/recharge/topup', { token: ownerToken, body: { rechargeType: 'Dialog', topUpValue: 100, topUpCost: 95, topUpDate: TODAY } })],
    ['a pay-in', () => payInOut({ kind: 'in', amount: 10, reason: 'Float' })],
  ];

  it.each(writes)('refuses %s with 409 naming the day, and nothing changes', async (_, write) => {
    const live = await dayMovements(app.db, TODAY);
    const bills = Number((await app.db.selectFrom('bills').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const response = await write();
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CLOSED());
    const figures = await app.db.selectFrom('bills').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(figures.n)).toBe(bills);
    expect(await dayMovements(app.db, TODAY)).toEqual(live);
  });

  it('still takes a repair taken in without money, and an expense dated another day', async () => {
    const issues = await catalogue(app, ownerToken);
    await created('/api/repairs', { customerId: customer._id, issues: [issues.get('Battery Replacement')!._id] }, staffToken);
    // A day before the demo shop's own closes (it closes every day up to yesterday).
    expect((await expense({ expenseDate: colomboDay(-(FIRST_CLOSED_DAYS_AGO + 1)) })).statusCode).toBe(201);
  });

  it('is reopened by the owner only, with a reason, logged; then takes writes and closes again', async () => {
    const refused = await reopen(close._id, 'Staff try', staffToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.dayReopenForbidden);
    const noReason = await reopen(close._id, '  ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(MESSAGES.dayReopenReasonRequired);

    const response = await reopen(close._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ _id: close._id, status: 'reopened', reopenedByName: 'Owner Demo', reopenReason: 'A sale was left out' });
    const logged = (await activity()).find((entry) => entry.recordId === close._id && entry.action === 'reopen');
    expect(logged).toMatchObject({ resource: 'dayclose', userName: 'Owner Demo' });
    expect((await reopen(close._id)).statusCode).toBe(409);

    expect((await newBill({ tenders: [{ method: 'cash', amount: 1000 }] })).statusCode).toBe(201);
    const expected = await expectedOn(TODAY);
    const again = await closeDay({ day: TODAY, count: countOf(expected), note: 'Closed again after the late sale' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()._id).not.toBe(close._id);
    const rows = (await closeRows()).filter((row) => row.day === TODAY);
    expect(rows.map((row) => row.reopenedAt === null).sort()).toEqual([false, true]);
    // The reopened close keeps what it was closed with.
    const old = (await call(app, 'GET', `/api/dayclose/${close._id}`, { token: ownerToken })).json();
    expect(old).toMatchObject({ status: 'reopened', expected: close.expected });
  });
});

describe('two closes of one day at the same moment', () => {
  it('lets one win; the other is told the day is already closed', async () => {
    const slow = await buildInterleavingApp();
    try {
      const token = await loginAs(slow, 'staff');
      const day = colomboDay(-30);
      const answer = (await call(slow, 'GET', `/api/dayclose/day/${day}`, { token })).json();
      const expected = dayFigures(movementsInCents(answer.movements), 0).cash.expected / 100;
      const body = { day, openingFloat: 0, count: countOf(expected), note: 'Counted' };
      const responses = await Promise.all([closeDay(body, token, slow), closeDay(body, token, slow)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expect(responses.find((response) => response.statusCode === 409)!.json().message).toBe(`${formatDate(day)} is already closed`);
      expect(await slow.db.selectFrom('day_closes').selectAll().where('day', '=', day).execute()).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });
});
