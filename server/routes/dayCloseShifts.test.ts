import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { DENOMINATIONS, dayFigures, movementsInCents } from '../../src/domain/dayClose';
import { formatDate } from '../../src/domain/format';
import { MESSAGES } from '../../src/domain/messages';
import { buildCustomerInput, buildInterleavingApp, buildTestApp, call, loginAs } from '../test/helpers';

type Rec = Record<string, any> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;

const TODAY = shopDay();
const CLOSED = `${formatDate(TODAY)} is closed; the owner can reopen it`;

/** Notes and coins making `lkr` whole rupees, largest first. */
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

const dayOf = async (token = staffToken, on = app): Promise<Rec> => {
  const response = await call(on, 'GET', `/api/dayclose/day/${TODAY}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
/** The cash the open period should hold, as the server works it out from its answer (LKR). */
const expectedOf = (answer: Rec, opening = answer.openingFloat) => dayFigures(movementsInCents(answer.movements), Math.round(opening * 100)).cash.expected / 100;
const close = (body: Record<string, unknown>, token = staffToken, on = app) => call(on, 'POST', '/api/dayclose', { token, body: { day: TODAY, ...body } });
const reopen = (id: string) => call(app, 'POST', `/api/dayclose/${id}/reopen`, { token: ownerToken, body: { reason: 'Counted again' } });
const closeShifts = async (on: boolean, token = ownerToken, server = app) => {
  const settings = (await call(server, 'GET', '/api/settings', { token })).json();
  const { updatedAt: _, updatedByName: __, ...fields } = settings;
  const response = await call(server, 'PUT', '/api/settings', { token, body: { ...fields, closesByShift: on } });
  expect(response.statusCode, response.body).toBe(200);
};

/** Closes the open period with the drawer counted to the rupee (a note for the cents), leaving `floatLeft`. */
async function closeOpen(closesDay: boolean, floatLeft?: number): Promise<Rec> {
  const answer = await dayOf();
  // An opening float that keeps the expected cash above zero, whatever the demo shop spent today.
  const opening = expectedOf(answer) >= 0 ? answer.openingFloat : Math.ceil(-expectedOf(answer, 0)) + 2000;
  const expected = expectedOf(answer, opening);
  const response = await close({ closesDay, shift: answer.shift, openingFloat: opening, count: countOf(expected), floatLeft, note: 'Cents not counted', expected });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

let customer: Rec;
let product: Rec;
const cashBill = (amount = 1000) =>
  call(app, 'POST', '/api/bills', {
    token: staffToken,
    body: { customerId: customer._id, products: [{ productId: product._id, quantity: amount / 1000, billedPrice: 1000 }], payment: { tenders: [{ method: 'cash', amount }] } },
  });

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  customer = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json();
  product = (await call(app, 'POST', '/api/products', { token: ownerToken, body: { name: 'Shift charger', quantity: 500, buyingPrice: 600, sellingPrice: 1000 } })).json();
});
afterAll(() => app.close());

describe('closing by shift (product.md §10)', () => {
  it('is refused while the owner has not turned it on (400), writing nothing', async () => {
    const response = await close({ closesDay: false, count: {}, note: 'n' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.shiftCloseOff);
    expect((await dayOf()).closes).toEqual([]);
  });

  let first: Rec;
  let second: Rec;
  let day: Rec;

  it('closes shift 1 without locking the day: a sale after it is taken, and counted in shift 2 only', async () => {
    await closeShifts(true);
    expect((await cashBill()).statusCode).toBe(201);
    const before = await dayOf();
    expect(before).toMatchObject({ shift: 1, fromAt: null, close: null, closes: [] });
    first = await closeOpen(false, 1500);
    expect(first).toMatchObject({ day: TODAY, status: 'closed', closesDay: false, shift: 1, fromAt: null, floatLeft: 1500 });

    const sale = await cashBill();
    expect(sale.statusCode, sale.body).toBe(201);
    const payIn = await call(app, 'POST', '/api/dayclose/cash', { token: staffToken, body: { kind: 'in', amount: 200, reason: 'Change from the bank' } });
    expect(payIn.statusCode, payIn.body).toBe(201);

    const open = await dayOf();
    expect(open).toMatchObject({ shift: 2, fromAt: first.closedAt, openingFloat: 1500, close: null });
    expect(open.closes.map((row: Rec) => row._id)).toEqual([first._id]);
    expect(open.movements).toEqual({ received: { bill: { cash: 1000 } }, refunds: {}, expenses: {}, payIns: 200, payOuts: 0 });
    expect(expectedOf(open)).toBe(2700);
  });

  it('closes shift 2 on its own period, and the day from there: then the day is locked', async () => {
    second = await closeOpen(false, 1000);
    expect(second).toMatchObject({ closesDay: false, shift: 2, fromAt: first.closedAt, openingFloat: 1500, expected: 2700, counted: 2700, difference: 0 });
    const report = (await call(app, 'GET', `/api/dayclose/${second._id}`, { token: staffToken })).json();
    expect(report.cashMovements.map((row: Rec) => row.reason)).toEqual(['Change from the bank']);
    expect(report.shifts).toEqual([]);

    day = await closeOpen(true);
    expect(day).toMatchObject({ closesDay: true, shift: 3, fromAt: second.closedAt, openingFloat: 1000, expected: 1000, difference: 0 });
    const refused = await cashBill();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CLOSED);
    const shiftAfter = await close({ closesDay: false, count: {}, note: 'n' });
    expect(shiftAfter.statusCode).toBe(409);
    expect(shiftAfter.json().message).toBe(`${formatDate(TODAY)} is already closed`);

    const dayReport = (await call(app, 'GET', `/api/dayclose/${day._id}`, { token: staffToken })).json();
    expect(dayReport.shifts).toEqual([
      expect.objectContaining({ shift: 1, expected: first.expected, counted: first.counted, difference: first.difference, closedByName: 'Staff Demo' }),
      expect.objectContaining({ shift: 2, expected: 2700, counted: 2700, difference: 0 }),
    ]);
    expect(dayReport.cashMovements).toEqual([]);
    const recent = (await call(app, 'GET', '/api/dayclose/recent?days=1', { token: staffToken })).json();
    expect(recent.days[0]).toMatchObject({ day: TODAY, closed: true, difference: first.difference });
  });

  it('reopens only the latest standing close of the day, logged; an earlier one is refused (409) while a later one stands', async () => {
    for (const earlier of [first, second]) {
      const refused = await reopen(earlier._id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(MESSAGES.dayReopenLaterFirst.replace('{day}', formatDate(TODAY)));
    }
    expect((await reopen(day._id)).statusCode).toBe(200);
    expect((await reopen(first._id)).statusCode).toBe(409);
    const reopened = await reopen(second._id);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'reopened', shift: 2 });
    const logged = (await call(app, 'GET', '/api/activity', { token: ownerToken })).json() as Rec[];
    expect(logged.filter((entry) => entry.action === 'reopen' && [day._id, second._id].includes(entry.recordId))).toHaveLength(2);

    // Shift 2 is open again, from shift 1's close: the sale and the pay-in count in it once more.
    const open = await dayOf();
    expect(open).toMatchObject({ shift: 2, fromAt: first.closedAt, openingFloat: 1500, close: null });
    expect(expectedOf(open)).toBe(2700);
    expect((await cashBill()).statusCode).toBe(201);
  });
});

describe('two closes of one shift at the same moment', () => {
  it('lets one win; the other is told the shift is already closed', async () => {
    const slow = await buildInterleavingApp();
    try {
      const token = await loginAs(slow, 'staff');
      await closeShifts(true, await loginAs(slow, 'owner'), slow);
      const answer = await dayOf(token, slow);
      const opening = Math.ceil(Math.max(0, -expectedOf(answer, 0))) + 2000;
      const body = { closesDay: false, shift: answer.shift, openingFloat: opening, count: countOf(expectedOf(answer, opening)), note: 'Counted' };
      const responses = await Promise.all([close(body, token, slow), close(body, token, slow)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expect(responses.find((response) => response.statusCode === 409)!.json().message).toBe(`Shift 1 of ${formatDate(TODAY)} is already closed`);
      expect(await slow.db.selectFrom('day_closes').selectAll().where('day', '=', TODAY).execute()).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });
});

describe('a close and the reopening of the close before it at the same moment', () => {
  it('lets one of them through: never a close standing on a reopened one', async () => {
    const slow = await buildInterleavingApp();
    try {
      const token = await loginAs(slow, 'staff');
      const owner = await loginAs(slow, 'owner');
      await closeShifts(true, owner, slow);
      const closeOpenShift = async () => {
        const answer = await dayOf(token, slow);
        const opening = Math.ceil(Math.max(0, -expectedOf(answer, 0))) + 2000;
        const expected = expectedOf(answer, opening);
        return close({ closesDay: false, shift: answer.shift, openingFloat: opening, count: countOf(expected), note: 'Counted', expected }, token, slow);
      };
      const reopenOn = (id: string) => call(slow, 'POST', `/api/dayclose/${id}/reopen`, { token: owner, body: { reason: 'Counted again' } });
      let standing = await closeOpenShift();
      expect(standing.statusCode, standing.body).toBe(201);
      for (let round = 0; round < 4; round += 1) {
        const earlier = standing.json();
        // The next shift's close, as its screen sends it, beside the owner reopening the shift before it.
        const answer = await dayOf(token, slow);
        const opening = Math.ceil(Math.max(0, -expectedOf(answer, 0))) + 2000;
        const expected = expectedOf(answer, opening);
        const [closed, reopened] = await Promise.all([
          close({ closesDay: false, shift: answer.shift, openingFloat: opening, count: countOf(expected), note: 'Counted', expected }, token, slow),
          reopenOn(earlier._id),
        ]);
        // The close first (the reopening refused: a later close stands), or the reopening first (the close refused: its shift is gone).
        expect([[201, 409], [409, 200]]).toContainEqual([closed.statusCode, reopened.statusCode]);
        const rows = await slow.db.selectFrom('day_closes').selectAll().where('day', '=', TODAY).execute();
        // Each standing close starts where the close before it (standing too) ended: the chain holds.
        const stands = rows.filter((row) => row.reopenedAt === null).sort((a, b) => a.shift - b.shift);
        stands.forEach((row, index) => expect(row.fromAt).toBe(index === 0 ? null : stands[index - 1].closedAt));
        standing = closed.statusCode === 201 ? closed : await closeOpenShift();
        expect(standing.statusCode, standing.body).toBe(201);
      }
    } finally {
      await slow.close();
    }
  });
});
