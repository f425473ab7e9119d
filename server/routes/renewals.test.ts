import type { FastifyInstance } from 'fastify';
import { Migrator, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopDay, shopDayStart } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import { addDays } from '../../src/domain/dates';
import { monthStart } from '../../src/domain/dashboard';
import type { Renewal } from '../../src/domain/renewals';
import { WALK_IN_CUSTOMER_ID } from '../../src/domain/walkIn';
import { connectDatabase, IN_MEMORY } from '../db/connect';
import { newId } from '../db/ids';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { openFreshPostgres } from '../test/postgres';
import { buildCustomerInput, buildTestApp, call, inEnglish, loginAs, newPhoneNumber, testEngine } from '../test/helpers';

/**
 * TV renewals due (issue 49, `renewals`): GET /api/renewals from each customer's last DDTV
 * sale and the package length, reminders once a shop day, and customers marked stopped. Worked
 * about 500 days from now, so no demo sale is due or lately overdue then; each test 200 days after
 * the one before, so the customers of one are off the list (lapsed) in the next.
 */

type Rec = Record<string, any> & { _id: string };
const DAY = 24 * 60 * 60 * 1000;
const TODAY = shopDay(new Date(Date.now() + 500 * DAY));

let app: FastifyInstance;
let owner: string;
let staff: string;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

/** The clock at 10 am in Colombo on `day`, and fresh tokens issued then. */
async function on(day: string): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.parse(shopDayStart(day)!) + 10 * 60 * 60 * 1000));
  owner = await loginAs(app, 'owner');
  staff = await loginAs(app, 'staff');
}

let cards = 0;
async function newCustomer(extra: Record<string, unknown> = {}): Promise<Rec> {
  const response = await call(app, 'POST', '/api/customers', { token: owner, body: buildCustomerInput({ phoneNumber: newPhoneNumber(), whatsappNumber: newPhoneNumber(), cardNumber: `RNW-${Date.now() % 100000}-${++cards}`, ...extra }) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A recharge sale to `customer` at noon on `day` (written as the sales route stores one; the list reads the table, whoever wrote it). */
async function sold(customer: Rec, day: string, price: number, rechargeType = 'DDTV'): Promise<void> {
  const at = new Date(Date.parse(shopDayStart(day)!) + 12 * 60 * 60 * 1000).toISOString();
  await app.db
    .insertInto('recharge_sales')
    .values({ id: newId(), rechargeType, soldValue: price * 100, soldPrice: price * 100, soldToType: 'customer', soldToId: customer._id, soldToName: `${customer.firstName} ${customer.lastName}`, saleDate: at, unitCost: 0.95, profit: price * 5, createdAt: at, updatedAt: at, createdByName: 'Test', updatedByName: null })
    .execute();
}

async function renewals(filter: Record<string, unknown> = {}, extra = '', token = owner): Promise<{ data: Renewal[]; total: number }> {
  const response = await call(app, 'GET', `/api/renewals?_filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const ids = (answer: { data: Renewal[] }) => answer.data.map((row) => row._id);

describe('GET /api/renewals', () => {
  it('lists each customer due within the days asked or late, from their last DDTV sale plus 30 days, soonest due first', async () => {
    await on(TODAY);
    const dueToday = await newCustomer({ language: 'si' });
    const dueIn5 = await newCustomer();
    const late3 = await newCustomer();
    const dueIn20 = await newCustomer();
    const renewed = await newCustomer();
    const mobitelOnly = await newCustomer();
    await sold(dueToday, addDays(TODAY, -30), 1500);
    await sold(dueIn5, addDays(TODAY, -25), 990);
    await sold(late3, addDays(TODAY, -40), 800);
    await sold(late3, addDays(TODAY, -33), 1200);
    await sold(dueIn20, addDays(TODAY, -10), 1500);
    await sold(renewed, addDays(TODAY, -35), 1500);
    await sold(renewed, addDays(TODAY, -2), 1500);
    await sold(mobitelOnly, addDays(TODAY, -30), 100, 'Mobitel');
    // A package sold for cash to the walk-in customer is nobody's renewal.
    expect(await app.db.selectFrom('customers').select('id').where('id', '=', WALK_IN_CUSTOMER_ID).executeTakeFirst()).toBeDefined();
    await sold({ _id: WALK_IN_CUSTOMER_ID, firstName: 'Walk-in', lastName: 'Customer' }, addDays(TODAY, -30), 1500);

    const answer = await renewals();
    expect(ids(answer)).toEqual([late3._id, dueToday._id, dueIn5._id]);
    expect(answer.total).toBe(3);
    const [late, today] = answer.data;
    expect(late).toMatchObject({ customerName: `${late3.firstName} ${late3.lastName}`, cardNumber: late3.cardNumber, phoneNumber: late3.phoneNumber, lastSaleDay: addDays(TODAY, -33), lastAmount: 1200, dueDay: addDays(TODAY, -3), daysLeft: -3, remindedAt: null, remindedToday: false });
    expect(today).toMatchObject({ daysLeft: 0, dueDay: TODAY, language: 'si', lastAmount: 1500 });
    // No cost on the list, whoever asks.
    expect(JSON.stringify(await renewals({}, '', staff))).not.toMatch(/unitCost|profit/);

    expect(ids(await renewals({ status: 'overdue' }))).toEqual([late3._id]);
    expect(ids(await renewals({ status: 'due' }))).toEqual([dueToday._id, dueIn5._id]);
    expect(ids(await renewals({ status: 'due', within: 20 }))).toEqual([dueToday._id, dueIn5._id, dueIn20._id]);
    expect(ids(await renewals({ within: 0 }))).toEqual([late3._id, dueToday._id]);
    const summary = await call(app, 'GET', '/api/renewals/summary', { token: staff });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({ dueToday: 1, overdue: 1 });
  });

  it('searches by name, phone and card number, sorts and pages', async () => {
    const day = addDays(TODAY, 200);
    await on(day);
    const nimal = await newCustomer({ firstName: 'Nimal', lastName: 'Renewson' });
    const sunil = await newCustomer({ firstName: 'Sunil', lastName: 'Abeyrenew' });
    await sold(nimal, addDays(day, -29), 1000);
    await sold(sunil, addDays(day, -28), 1000);
    expect(ids(await renewals({ q: 'renewson' }))).toEqual([nimal._id]);
    expect(ids(await renewals({ q: sunil.phoneNumber }))).toEqual([sunil._id]);
    expect(ids(await renewals({ q: sunil.cardNumber.toLowerCase() }))).toEqual([sunil._id]);
    expect(ids(await renewals({ q: '100%' }))).toEqual([]);
    expect(ids(await renewals({}, '&_sort=customerName&_order=DESC'))).toEqual([sunil._id, nimal._id]);
    expect(ids(await renewals({}, '&_sort=dueDay&_order=DESC'))).toEqual([sunil._id, nimal._id]);
    const page = await renewals({}, '&_sort=dueDay&_order=ASC&_page=2&_perPage=1');
    expect(page).toMatchObject({ total: 2 });
    expect(ids(page)).toEqual([sunil._id]);
  });

  it('follows the package length the owner sets', async () => {
    const day = addDays(TODAY, 400);
    await on(day);
    const customer = await newCustomer();
    await sold(customer, addDays(day, -28), 1000);
    expect((await renewals()).data).toMatchObject([{ _id: customer._id, dueDay: addDays(day, 2), daysLeft: 2 }]);
    const set = (renewalDays: number) => call(app, 'PUT', '/api/settings/renewals', { token: owner, body: { renewalDays } });
    expect((await set(28)).statusCode).toBe(200);
    try {
      expect((await renewals()).data).toMatchObject([{ _id: customer._id, dueDay: day, daysLeft: 0 }]);
    } finally {
      expect((await set(30)).statusCode).toBe(200);
    }
  });

  it('follows a customer’s own package length, set by the owner alone, soonest due first; emptied, the shop’s again', async () => {
    const day = addDays(TODAY, 1200);
    await on(day);
    const [usual, twoMonths, twoWeeks, sixWeeks] = [await newCustomer(), await newCustomer(), await newCustomer(), await newCustomer()];
    await sold(usual, addDays(day, -28), 1000);
    await sold(twoMonths, addDays(day, -50), 2500);
    await sold(twoWeeks, addDays(day, -13), 500);
    await sold(sixWeeks, addDays(day, -40), 1800);
    const length = (customer: Rec, days: unknown, token = owner) => call(app, 'POST', `/api/renewals/${customer._id}/length`, { token, body: { days } });
    for (const [customer, days] of [[twoMonths, 60], [twoWeeks, 14], [sixWeeks, 45]] as const) {
      const response = await length(customer, days);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ _id: customer._id, customerRenewalDays: days });
    }

    const answer = await renewals();
    expect(ids(answer)).toEqual([twoWeeks._id, usual._id, sixWeeks._id]);
    expect(answer.data.map((row) => [row.renewalDays, row.customerRenewalDays, row.dueDay, row.daysLeft])).toEqual([
      [14, 14, addDays(day, 1), 1],
      [30, null, addDays(day, 2), 2],
      [45, 45, addDays(day, 5), 5],
    ]);
    expect(ids(await renewals({}, '&_sort=dueDay&_order=DESC'))).toEqual([sixWeeks._id, usual._id, twoWeeks._id]);
    expect(ids(await renewals({ within: 10 }))).toEqual([twoWeeks._id, usual._id, sixWeeks._id, twoMonths._id]);

    // Staff may not; a length out of 1–366 is refused under its field; no customer, 404.
    const refused = await length(twoMonths, 30, staff);
    expect(refused.statusCode).toBe(403);
    const invalid = await length(twoMonths, 0);
    expect(invalid.statusCode).toBe(400);
    expect(inEnglish(invalid.json())).toEqual({ message: MESSAGES.renewalDaysInvalid, errors: { days: MESSAGES.renewalDaysInvalid } });
    expect((await length({ _id: 'a'.repeat(24) }, 30)).statusCode).toBe(404);

    // Emptied: the shop's 30 days, so two months since the sale is 20 days late.
    expect((await length(twoMonths, null)).json()).toEqual({ _id: twoMonths._id, customerRenewalDays: null });
    expect((await renewals({ status: 'overdue' })).data).toMatchObject([{ _id: twoMonths._id, renewalDays: 30, customerRenewalDays: null, daysLeft: -20 }]);
  });

  it('counts, for the dashboard’s month, the renewals due from the first to today and those renewed, by each customer’s length', async () => {
    const day = addDays(monthStart(addDays(TODAY, 1400)), 19);
    await on(day);
    const [renewedEarly, notRenewed, renewedLate, lastMonth, later] = [await newCustomer(), await newCustomer(), await newCustomer(), await newCustomer(), await newCustomer()];
    await sold(renewedEarly, addDays(day, -35), 1500);
    await sold(renewedEarly, addDays(day, -6), 1500);
    await sold(notRenewed, addDays(day, -40), 1500);
    await sold(renewedLate, addDays(day, -50), 1500);
    expect((await call(app, 'POST', `/api/renewals/${renewedLate._id}/length`, { token: owner, body: { days: 45 } })).statusCode).toBe(200);
    await sold(renewedLate, addDays(day, -1), 1500);
    await sold(lastMonth, addDays(day, -55), 1500);
    await sold(later, addDays(day, -10), 1500);
    await sold({ _id: WALK_IN_CUSTOMER_ID, firstName: 'Walk-in', lastName: 'Customer' }, addDays(day, -30), 1500);

    const summary = await call(app, 'GET', '/api/renewals/summary', { token: staff });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().month).toEqual({ due: 3, renewed: 2 });
  });

  it.each([[{ status: 'late' }], [{ within: -1 }], [{ within: 'soon' }], [{ q: 5 }], [{ status: 'lapsed' }]])('refuses the filter %j with 400', async (filter) => {
    await on(TODAY);
    const response = await call(app, 'GET', `/api/renewals?_filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: staff });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: MESSAGES.listQueryInvalid });
  });

  it('refuses an order it does not offer, and anyone not signed in', async () => {
    await on(TODAY);
    expect((await call(app, 'GET', '/api/renewals?_sort=profit', { token: owner })).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/renewals')).statusCode).toBe(401);
  });
});

describe('POST /api/renewals/:id/reminders', () => {
  it('records who reminded and when, once a shop day (409 for a second), and a new day allows another', async () => {
    const day = addDays(TODAY, 600);
    await on(day);
    const customer = await newCustomer();
    await sold(customer, addDays(day, -31), 1500);
    const first = await call(app, 'POST', `/api/renewals/${customer._id}/reminders`, { token: staff });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ _id: customer._id, remindedByName: 'Staff Demo', remindedToday: true });
    const row = (await renewals({ q: customer.cardNumber })).data[0]!;
    expect(row).toMatchObject({ remindedByName: 'Staff Demo', remindedToday: true });
    expect(row.remindedAt).toBe(first.json().remindedAt);

    const second = await call(app, 'POST', `/api/renewals/${customer._id}/reminders`, { token: owner });
    expect(second.statusCode).toBe(409);
    expect(inEnglish(second.json())).toEqual({ message: MESSAGES.renewalRemindedToday });
    expect(await app.db.selectFrom('renewal_reminders').select('id').where('customerId', '=', customer._id).execute()).toHaveLength(1);

    await on(addDays(day, 1));
    expect((await renewals({ q: customer.cardNumber })).data[0]).toMatchObject({ remindedToday: false, remindedByName: 'Staff Demo' });
    expect((await call(app, 'POST', `/api/renewals/${customer._id}/reminders`, { token: owner })).statusCode).toBe(201);
  });

  it('answers 404 for no customer', async () => {
    await on(TODAY);
    const response = await call(app, 'POST', `/api/renewals/${newId()}/reminders`, { token: owner });
    expect(response.statusCode).toBe(404);
    expect(inEnglish(response.json())).toEqual({ message: MESSAGES.customerNotFound });
  });

  it('forgets a reminder of the package renewed since', async () => {
    const day = addDays(TODAY, 800);
    await on(addDays(day, -31));
    const customer = await newCustomer();
    await sold(customer, addDays(day, -62), 1500);
    expect((await call(app, 'POST', `/api/renewals/${customer._id}/reminders`, { token: owner })).statusCode).toBe(201);
    await sold(customer, addDays(day, -31), 1500);
    await on(day);
    expect((await renewals({ q: customer.cardNumber })).data[0]).toMatchObject({ remindedAt: null, remindedByName: null });
  });
});

describe('POST /api/renewals/:id/stop and /resume', () => {
  it('takes a stopped customer off the list with the reason, lists them under stopped, and brings them back', async () => {
    const day = addDays(TODAY, 1000);
    await on(day);
    const customer = await newCustomer();
    await sold(customer, addDays(day, -30), 1500);
    const blank = await call(app, 'POST', `/api/renewals/${customer._id}/stop`, { token: staff, body: { reason: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(inEnglish(blank.json())).toEqual({ message: MESSAGES.renewalStopReasonRequired, errors: { reason: MESSAGES.renewalStopReasonRequired } });
    expect(ids(await renewals())).toEqual([customer._id]);

    const stopped = await call(app, 'POST', `/api/renewals/${customer._id}/stop`, { token: staff, body: { reason: 'Moved to Jaffna' } });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(ids(await renewals())).toEqual([]);
    expect((await renewals({ status: 'stopped', q: customer.cardNumber })).data).toMatchObject([{ _id: customer._id, stopReason: 'Moved to Jaffna' }]);

    expect((await call(app, 'POST', `/api/renewals/${customer._id}/resume`, { token: staff })).statusCode).toBe(200);
    expect(ids(await renewals())).toEqual([customer._id]);
    const again = await call(app, 'POST', `/api/renewals/${customer._id}/resume`, { token: staff });
    expect(again.statusCode).toBe(404);
    expect(inEnglish(again.json())).toEqual({ message: MESSAGES.renewalNotStopped });
    expect((await call(app, 'POST', `/api/renewals/${newId()}/stop`, { token: owner, body: { reason: 'x' } })).statusCode).toBe(404);
  });
});

describe('two changes of one customer at once', () => {
  it('both land, stops and package lengths alike: no 500 for the one that came second', async () => {
    const day = addDays(TODAY, 1200);
    await on(day);
    const customer = await newCustomer();
    await sold(customer, addDays(day, -30), 1500);
    const stops = await Promise.all(['Moved', 'Cable instead', 'Abroad', 'Moved again'].map((reason) => call(app, 'POST', `/api/renewals/${customer._id}/stop`, { token: staff, body: { reason } })));
    expect(stops.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const lengths = await Promise.all([45, 60, 90, 30].map((days) => call(app, 'POST', `/api/renewals/${customer._id}/length`, { token: owner, body: { days } })));
    expect(lengths.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await renewals({ status: 'stopped', q: customer.cardNumber })).data).toHaveLength(1);
  });
});

describe('a renewal made at the counter', () => {
  it('takes the customer off the list with their next DDTV sale through the sales route, and no other sale does', async () => {
    const day = addDays(TODAY, 1600);
    await on(day);
    const customer = await newCustomer();
    await sold(customer, addDays(day, -32), 1500);
    expect(ids(await renewals({ q: customer.cardNumber }))).toEqual([customer._id]);
    // The sales of this file, written straight to the table, took no stock: DDTV bought for this one.
    const topUp = await call(app, 'POST', '/api/recharge/topup', { token: owner, body: { rechargeType: 'DDTV', topUpValue: 100_000, topUpCost: 97_000, topUpDate: day } });
    expect(topUp.statusCode, topUp.body).toBe(201);
    const sell = (rechargeType: string) =>
      call(app, 'POST', '/api/recharge/sale', { token: staff, body: { rechargeType, soldValue: 1500, soldPrice: 1500, soldToType: 'customer', soldToId: customer._id, payment: { tenders: [{ method: 'cash', amount: 1500 }] } } });
    const mobitel = await sell('Mobitel');
    expect(mobitel.statusCode, mobitel.body).toBe(201);
    expect(ids(await renewals({ q: customer.cardNumber }))).toEqual([customer._id]);
    const renewal = await sell('DDTV');
    expect(renewal.statusCode, renewal.body).toBe(201);
    expect(ids(await renewals({ q: customer.cardNumber }))).toEqual([]);
    expect(ids(await renewals({ q: customer.cardNumber, within: 30 }))).toEqual([customer._id]);
  });
});

describe('the activity log', () => {
  interface Entry {
    userName: string | null;
    action: string;
    resource: string;
    recordId: string | null;
    changes: { field: string; before: string | null; after: string | null }[];
  }
  /** The customer's entries under TV renewals, newest first, as the owner's Activity screen reads them. */
  async function logOf(customer: Rec): Promise<Entry[]> {
    const response = await call(app, 'GET', '/api/activity', { token: owner });
    expect(response.statusCode).toBe(200);
    return (response.json() as Entry[]).filter((entry) => entry.resource === 'renewals' && entry.recordId === customer._id);
  }
  const length = (customer: Rec, days: unknown, token = owner) => call(app, 'POST', `/api/renewals/${customer._id}/length`, { token, body: { days } });
  const stop = (customer: Rec, reason: string) => call(app, 'POST', `/api/renewals/${customer._id}/stop`, { token: staff, body: { reason } });
  const resume = (customer: Rec) => call(app, 'POST', `/api/renewals/${customer._id}/resume`, { token: staff });

  it('keeps who set a customer’s package length, from what to what, each time; a refused one leaves none', async () => {
    const day = addDays(TODAY, 1800);
    await on(day);
    const customer = await newCustomer();
    expect((await length(customer, 45)).statusCode).toBe(200);
    expect((await length(customer, 60)).statusCode).toBe(200);
    expect((await length(customer, null)).statusCode).toBe(200);
    expect([(await length(customer, 0)).statusCode, (await length(customer, 20, staff)).statusCode]).toEqual([400, 403]);
    expect((await logOf(customer)).map(({ userName, action, changes }) => ({ userName, action, changes }))).toEqual([
      { userName: 'Owner Demo', action: 'update', changes: [{ field: 'customerRenewalDays', before: '60', after: null }] },
      { userName: 'Owner Demo', action: 'update', changes: [{ field: 'customerRenewalDays', before: '45', after: '60' }] },
      { userName: 'Owner Demo', action: 'update', changes: [{ field: 'customerRenewalDays', before: null, after: '45' }] },
    ]);
  });

  it('keeps who marked a customer stopped and why, and who put them back; a refused one leaves none', async () => {
    const day = addDays(TODAY, 2000);
    await on(day);
    const customer = await newCustomer();
    await sold(customer, addDays(day, -30), 1500);
    expect((await stop(customer, '  ')).statusCode).toBe(400);
    expect((await resume(customer)).statusCode).toBe(404);
    expect(await logOf(customer)).toEqual([]);

    expect((await stop(customer, 'Moved to Jaffna')).statusCode).toBe(200);
    expect((await stop(customer, 'Has a dish of his own')).statusCode).toBe(200);
    expect((await resume(customer)).statusCode).toBe(200);
    expect((await logOf(customer)).map(({ userName, action, changes }) => ({ userName, action, changes }))).toEqual([
      {
        userName: 'Staff Demo',
        action: 'resume',
        changes: [
          { field: 'stopped', before: 'true', after: 'false' },
          { field: 'stopReason', before: 'Has a dish of his own', after: null },
        ],
      },
      { userName: 'Staff Demo', action: 'stop', changes: [{ field: 'stopReason', before: 'Moved to Jaffna', after: 'Has a dish of his own' }] },
      {
        userName: 'Staff Demo',
        action: 'stop',
        changes: [
          { field: 'stopped', before: 'false', after: 'true' },
          { field: 'stopReason', before: null, after: 'Moved to Jaffna' },
        ],
      },
    ]);
  });

  it('makes no change whose entry cannot be kept: the entry is written in the change’s transaction', async () => {
    const day = addDays(TODAY, 2200);
    await on(day);
    const customer = await newCustomer();
    await sold(customer, addDays(day, -30), 1500);
    expect((await stop(customer, 'Moved to Jaffna')).statusCode).toBe(200);
    // The log's table is gone: recording fails inside each write's transaction.
    await sql`alter table activity rename to activity_gone`.execute(app.db);
    try {
      expect([(await length(customer, 45)).statusCode, (await resume(customer)).statusCode]).toEqual([500, 500]);
    } finally {
      await sql`alter table activity_gone rename to activity`.execute(app.db);
    }
    expect((await renewals({ status: 'stopped', q: customer.cardNumber })).data).toMatchObject([{ _id: customer._id, customerRenewalDays: null, stopReason: 'Moved to Jaffna' }]);
    await sql`alter table activity rename to activity_gone`.execute(app.db);
    try {
      expect((await stop(customer, 'Has a dish of his own')).statusCode).toBe(500);
    } finally {
      await sql`alter table activity_gone rename to activity`.execute(app.db);
    }
    expect((await renewals({ status: 'stopped', q: customer.cardNumber })).data).toMatchObject([{ stopReason: 'Moved to Jaffna' }]);
    expect((await logOf(customer)).map((entry) => entry.action)).toEqual(['stop']);
  });
});

describe('GET and PUT /api/settings/renewals', () => {
  it('reads the package length and the reminders for everyone, and keeps what the owner changes, a field left out kept', async () => {
    await on(TODAY);
    const read = await call(app, 'GET', '/api/settings/renewals', { token: staff });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ renewalDays: 30, messages: { en: '', si: '', ta: '' } });
    const si = 'ආයුබෝවන් {customerName}, කාඩ්පත {cardNumber} {dueDate} දින. {amount}';
    const saved = await call(app, 'PUT', '/api/settings/renewals', { token: owner, body: { messages: { si: `  ${si} ` } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ renewalDays: 30, messages: { en: '', si, ta: '' }, updatedByName: 'Owner Demo' });
    const cleared = await call(app, 'PUT', '/api/settings/renewals', { token: owner, body: { messages: { si: '' } } });
    expect(cleared.json().messages.si).toBe('');
  });

  it('is the owner’s to change', async () => {
    await on(TODAY);
    expect((await call(app, 'PUT', '/api/settings/renewals', { token: staff, body: { renewalDays: 31 } })).statusCode).toBe(403);
  });

  it.each([[0], [367], [30.5]])('refuses a package length of %j under its field, and keeps nothing', async (renewalDays) => {
    await on(TODAY);
    const response = await call(app, 'PUT', '/api/settings/renewals', { token: owner, body: { renewalDays, messages: { en: 'Due {dueDate}' } } });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: MESSAGES.renewalDaysInvalid, errors: { renewalDays: MESSAGES.renewalDaysInvalid } });
    expect((await call(app, 'GET', '/api/settings/renewals', { token: owner })).json()).toMatchObject({ renewalDays: 30, messages: { en: '' } });
  });

  it('refuses a reminder with an unknown placeholder under its language', async () => {
    await on(TODAY);
    const response = await call(app, 'PUT', '/api/settings/renewals', { token: owner, body: { messages: { ta: 'வணக்கம் {name}' } } });
    expect(response.statusCode).toBe(400);
    const message = MESSAGES.renewalMessageUnknownPlaceholder.replace('{placeholder}', '{name}');
    expect(inEnglish(response.json())).toEqual({ message, errors: { 'messages.ta': message } });
  });
});

describe('migration 0052', () => {
  it('gives the shop 30 days, keeps a length out of 1–366 and a second reminder the same day out, and goes down and up again', async () => {
    const db = testEngine() === 'postgres' ? await openFreshPostgres() : connectDatabase(IN_MEMORY);
    try {
      await migrateToLatest(db, '0052_renewals');
      expect(await db.selectFrom('settings').select(['renewalDays', 'renewalMessageSi']).execute()).toEqual([{ renewalDays: 30, renewalMessageSi: '' }]);
      await expect(db.updateTable('settings').set({ renewalDays: 0 }).execute()).rejects.toThrow();
      const reminder = (id: string) => db.insertInto('renewal_reminders').values({ id, customerId: 'c1', day: '2027-03-01', createdAt: '2027-03-01T04:30:00.000Z', createdById: null, createdByName: null }).execute();
      await reminder('r1');
      await expect(reminder('r2')).rejects.toThrow();
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const names = Object.keys(migrations);
      expect((await migrator.migrateTo(names[names.indexOf('0052_renewals') - 1]!)).error).toBeUndefined();
      await expect(db.selectFrom('settings').select('renewalDays').execute()).rejects.toThrow();
      await expect(db.selectFrom('renewal_reminders').select('id').execute()).rejects.toThrow();
      expect((await migrator.migrateTo('0052_renewals')).error).toBeUndefined();
      expect(await db.selectFrom('renewal_stops').select('customerId').execute()).toEqual([]);
    } finally {
      if (testEngine() === 'sqlite') await db.destroy();
    }
  });
});
