import type { FastifyInstance } from 'fastify';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { connectDatabase, IN_MEMORY } from '../db/connect';
import { insertCustomer } from '../db/customers';
import { creationStamps, newId } from '../db/ids';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { nextNumber } from '../db/numbers';
import { insertRepair } from '../db/repairs';
import type { CustomerFields } from '../db/schema';
import { buildCustomerInput, buildTestApp, call, listWords, loginAs } from '../test/helpers';
import { catalogue, createRepair, type RepairRec } from '../test/repairs';

type Rec = RepairRec & { number: number; paid?: number; due?: number };
type Page = { data: Rec[]; total: number; summary: Record<string, number> };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let kasun: Rec;
let nimal: Rec;
const repairs: Rec[] = [];

/** The repairs list asked by the page, as the console asks it. */
async function page(query: Record<string, unknown>, token = ownerToken) {
  const search = listWords(query);
  return call(app, 'GET', `/api/repairs?${search}`, { token });
}
const ids = async (filter: Record<string, unknown>, more: Record<string, unknown> = {}, token = ownerToken) => {
  const response = await page({ _page: '1', _perPage: '10', _filter: filter, ...more }, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Page).data.map((repair) => repair._id);
};
const at = (...indexes: number[]) => indexes.map((index) => repairs[index]._id);
const numberText = (repair: Rec) => `R-${String(repair.number).padStart(6, '0')}`;
const cents = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  // Only this test's repairs: the demo's go (their search rows with them, by the index's trigger).
  await app.db.deleteFrom('payments').where('source', '=', 'repair').execute();
  await app.db.deleteFrom('repairs').execute();
  const customer = async (fields: Record<string, unknown>) =>
    (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput(fields) })).json() as Rec;
  kasun = await customer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567', whatsappNumber: '0771234567', nicNumber: '881234567V' });
  nimal = await customer({ firstName: 'Nimal', lastName: 'Silva', phoneNumber: '0719876543', whatsappNumber: '0719876543', nicNumber: '901112223V' });
  const issues = await catalogue(app, ownerToken);
  const screenFix = issues.get('Screen Replacement')!._id;
  const battery = issues.get('Battery Replacement')!._id;
  // Five repairs, newest last: two past their expected return (one of them collected since), one with an advance.
  for (const [who, device, issue, expected, more] of [
    [kasun, 'Samsung Galaxy A54', screenFix, '2020-01-05 10:00:00', { imei: 'SN12AB34' }],
    [nimal, 'iPhone 12', battery, '2099-01-05 10:00:00', {}],
    [kasun, 'Nokia 3310', battery, '2020-02-05 10:00:00', {}],
    [nimal, 'Dialog TV Decoder', screenFix, '2020-03-05 10:00:00', {}],
    [kasun, 'Redmi Note 12', battery, null, { payment: { tenders: [{ method: 'cash', amount: 1000 }] } }],
  ] as const) {
    repairs.push((await createRepair(app, ownerToken, { customerId: who._id, repairProduct: device, issues: [issue], discount: 0, expectedReturnDate: expected, ...more })) as Rec);
  }
  for (const [index, status] of [
    [2, 'Customer Collected'],
    [3, 'In Progress'],
  ] as const) {
    const response = await call(app, 'PATCH', `/api/repairs/status/${repairs[index]._id}`, { token: ownerToken, body: { status, dateManual: '2026-03-14 16:45:00' } });
    expect(response.statusCode, response.body).toBe(200);
  }
});
afterAll(() => app.close());

describe('GET /repairs asked by the page', () => {
  it('answers the page, the total and the figures of the whole set, newest in first', async () => {
    const response = await page({ _page: '1', _perPage: '2' });
    expect(response.statusCode, response.body).toBe(200);
    const answer: Page = response.json();
    expect(answer.data.map((repair) => repair._id)).toEqual(at(4, 3));
    expect(answer.total).toBe(5);
    expect(answer.summary).toEqual({
      count: 5,
      received: 3,
      inProgress: 1,
      pendingParts: 0,
      sent: 0,
      returned: 0,
      collected: 1,
      totalRevenue: cents(repairs.map((repair) => repair.finalAmount)),
      totalProfit: cents(repairs.map((repair) => repair.profit!)),
    });
    expect(answer.summary.totalRevenue).toBeGreaterThan(0);
    const last: Page = (await page({ _page: '3', _perPage: '2' })).json();
    expect(last.data.map((repair) => repair._id)).toEqual(at(0));
  });

  it('gives each record exactly as the whole list does, paid and due included; staff see no revenue or profit', async () => {
    for (const token of [ownerToken, staffToken]) {
      const whole = (await call(app, 'GET', '/api/repairs', { token })).json() as Rec[];
      const answer: Page = (await page({ _page: '1', _perPage: '5' }, token)).json();
      expect(answer.data).toEqual(whole);
    }
    const staff: Page = (await page({ _page: '1', _perPage: '5' }, staffToken)).json();
    expect(staff.data[0]).toMatchObject({ paid: 1000, due: repairs[4].finalAmount - 1000 });
    expect(staff.summary).toEqual({ count: 5, received: 3, inProgress: 1, pendingParts: 0, sent: 0, returned: 0, collected: 1 });
    expect(JSON.stringify(staff)).not.toMatch(/profit|actualCost|totalRevenue/i);
  });

  it('searches names, numbers, the device, the repair number and the IMEI through the index', async () => {
    expect(await ids({ q: 'kasun PER' })).toEqual(at(4, 2, 0));
    expect(await ids({ q: '9876' })).toEqual(at(3, 1));
    expect(await ids({ q: '901112' })).toEqual(at(3, 1));
    expect(await ids({ q: 'galaxy' })).toEqual(at(0));
    expect(await ids({ q: numberText(repairs[2]) })).toEqual(at(2));
    expect(await ids({ q: numberText(repairs[2]).toLowerCase() })).toEqual(at(2));
    expect(await ids({ q: 'ab34' })).toEqual(at(0));
    // Two characters scan the index's text; a quote is only a character.
    expect(await ids({ q: 'ni' })).toEqual(at(3, 1));
    expect(await ids({ q: '"' })).toEqual([]);
    // A match never spans two fields: a last name and the phone number after it.
    expect(await ids({ q: 'silva0719' })).toEqual([]);
    expect(await ids({ q: 'silva 0719' })).toEqual([]);
  });

  it('keeps the index right as a repair, its customer and the list change', async () => {
    const edited = await call(app, 'PUT', `/api/repairs/${repairs[1]._id}`, { token: ownerToken, body: { repairProduct: 'huawei Y9' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await ids({ q: 'iphone' })).toEqual([]);
    expect(await ids({ q: 'huawei' })).toEqual(at(1));
    // The customer's fields live in customers: renaming them moves every repair of theirs.
    await app.db.updateTable('customers').set({ lastName: 'Fernando', phoneNumber: '0705550001' }).where('id', '=', nimal._id).execute();
    expect(await ids({ q: 'silva' })).toEqual([]);
    expect(await ids({ q: 'nimal fern' })).toEqual(at(3, 1));
    expect(await ids({ q: '5550001' })).toEqual(at(3, 1));
    const extra = (await createRepair(app, ownerToken, { customerId: kasun._id, repairProduct: 'Zebra Tablet', issues: [repairs[0].issues[0].issueId], discount: 0 })) as Rec;
    expect(await ids({ q: 'zebra' })).toEqual([extra._id]);
    expect((await call(app, 'DELETE', `/api/repairs/${extra._id}`, { token: ownerToken })).statusCode).toBe(200);
    expect(await ids({ q: 'zebra' })).toEqual([]);
  });

  it('filters by status (one or several), by the overdue switch at now, and by the Colombo day taken in', async () => {
    expect(await ids({ status: 'Customer Collected' })).toEqual(at(2));
    expect(await ids({ status: ['In Progress', 'Customer Collected'] })).toEqual(at(3, 2));
    // Past the expected return and still open: not the collected one, not the one due in 2099, not the one with no date.
    expect(await ids({ overdue: true })).toEqual(at(3, 0));
    expect(await ids({ overdue: false })).toHaveLength(5);
    const overdue: Page = (await page({ _page: '1', _perPage: '1', _filter: { overdue: true } })).json();
    expect(overdue.summary).toMatchObject({ count: 2, received: 1, inProgress: 1, collected: 0 });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
    expect(await ids({ dateIn_day: today })).toEqual(at(4, 3, 2, 1, 0));
    const before: Page = (await page({ _page: '1', _perPage: '10', _filter: { dateIn_day: '2020-01-01' } })).json();
    expect(before).toEqual({ data: [], total: 0, summary: expect.objectContaining({ count: 0, received: 0, totalRevenue: 0 }) });
  });

  it('sorts by the declared columns, within the filtered set', async () => {
    const byAmount = [...repairs].sort((a, b) => a.finalAmount - b.finalAmount || (a.number - b.number));
    expect(await ids({}, { _sort: 'finalAmount', _order: 'ASC' })).toEqual(byAmount.map((repair) => repair._id));
    expect(await ids({ q: 'kasun' }, { _sort: 'expectedReturnDate', _order: 'DESC' })).toEqual(at(2, 0, 4));
    expect(await ids({}, { _sort: 'repairProduct', _order: 'ASC' })).toEqual(at(3, 1, 2, 4, 0));
  });

  it('finds repairs by id, as getMany asks', async () => {
    expect((await ids({ id: at(0, 3) })).sort()).toEqual(at(0, 3).sort());
  });

  it('answers every matching repair as a list when no page is asked (an export)', async () => {
    const response = await page({ _filter: { q: 'kasun' }, _sort: 'dateIn', _order: 'ASC' }, staffToken);
    expect(response.statusCode, response.body).toBe(200);
    const exported = response.json() as Rec[];
    expect(exported.map((repair) => repair._id)).toEqual(at(0, 2, 4));
    const whole = (await call(app, 'GET', '/api/repairs', { token: staffToken })).json() as Rec[];
    expect(exported).toEqual(at(0, 2, 4).map((id) => whole.find((repair) => repair._id === id)));
  });

  it('refuses what it cannot read with a 400 and the message, never a guess', async () => {
    for (const query of [
      { _page: '0' },
      { _page: '1', _filter: '{not json' },
      { _page: '1', _filter: { unknownField: 'x' } },
      { _page: '1', _filter: { dateIn_day: '12/03/2026' } },
      { _page: '1', _sort: 'customer.phoneNumber' },
      { _page: '1', _sort: 'imei' },
    ]) {
      const response = await page(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.listQueryInvalid, key: 'listQueryInvalid' });
    }
    // Staff may not order repairs by profit (it would tell the order of what they may not see).
    expect((await page({ _page: '1', _sort: 'profit' }, staffToken)).statusCode).toBe(400);
    expect((await page({ _page: '1', _sort: 'profit' })).statusCode).toBe(200);
  });
});

const fieldsOf = (customerId: string, repairProduct: string) => ({
  customerId,
  repairProduct,
  issueLines: [],
  discount: 0,
  finalAmount: 0,
  profit: 0,
  expectedReturnDate: null,
  note: null,
  dateIn: new Date().toISOString(),
});

describe('the repairs search index (migration 0028)', () => {
  it('indexes the repairs a database already had', async () => {
    const db = connectDatabase(IN_MEMORY);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0027_bills_list')).error).toBeUndefined();
      const fields = buildCustomerInput({ firstName: 'Dilani', lastName: 'Rathnayake', phoneNumber: '0761234567', whatsappNumber: '0761234567' });
      const customer = await insertCustomer(db, fields as unknown as CustomerFields, 'Owner');
      const entry = { status: 'Received from Customer', note: null, dateEntered: new Date().toISOString(), updatedByName: 'Owner', isDeleted: false };
      // Written as then: today's insertRepair reads back the customer's columns added since (their language, 0034).
      const insertThen = (repairProduct: string, imei: string | null = null) =>
        db
          .insertInto('repairs')
          .values({
            ...creationStamps('Owner'),
            id: newId(),
            customerId: customer.id,
            repairProduct,
            issues: '[]',
            discount: 0,
            finalAmount: 0,
            profit: 0,
            status: entry.status,
            expectedReturnDate: null,
            statusHistory: JSON.stringify([entry]),
            note: null,
            dateIn: entry.dateEntered,
            number: nextNumber('repairs'),
            statusCode: null,
            accessories: null,
            otherAccessory: null,
            condition: null,
            imei,
          })
          .returning(['id', 'number'])
          .executeTakeFirstOrThrow();
      const repair = await insertThen('Oppo A5', 'XY99ZZ');
      // A row written around the server without its number has no key to be indexed by.
      const unnumbered = await insertThen('Nokia 105');
      await db.updateTable('repairs').set({ number: null as never }).where('id', '=', unnumbered.id).execute();

      await migrateToLatest(db);

      const { rows } = await sql<{ rowid: number; text: string }>`select rowid, text from repairs_search`.execute(db);
      const nic = String(fields.nicNumber).toLowerCase();
      expect(rows).toEqual([{ rowid: repair.number, text: ['dilani rathnayake', '0761234567', '0761234567', nic, 'oppo a5', `r-${String(repair.number).padStart(6, '0')}`, 'xy99zz'].join('\u001f') }]);
      // …and a repair taken in afterwards is indexed under its own number.
      const later = await insertRepair(db, { ...fieldsOf(customer.id, 'Vivo Y20'), history: [entry] }, 'Owner');
      const { rows: found } = await sql<{ rowid: number }>`select rowid from repairs_search where repairs_search match '"vivo"'`.execute(db);
      expect(found).toEqual([{ rowid: later.number }]);
    } finally {
      await db.destroy();
    }
  });
});
