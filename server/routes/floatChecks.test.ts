import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { toCents } from '../../src/domain/money';
import { providerTotals } from '../db/recharge';
import { DEMO_ACCOUNTS } from '../seed';
import { buildCustomerInput, buildInterleavingApp, buildTestApp, call, loginAs, postLogin } from '../test/helpers';

type Rec = Record<string, unknown> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let customer: Rec;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  customer = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json();
});
afterAll(() => app.close());

const balances = async (on = app, token = staffToken): Promise<Record<string, number>> =>
  (await call(on, 'GET', '/api/recharge/balance', { token })).json();
const check = (checks: unknown, token = staffToken, on = app) => call(on, 'POST', '/api/recharge/float', { token, body: { checks } });
const adjust = (id: string, token = ownerToken, on = app) => call(on, 'POST', `/api/recharge/float/${id}/adjust`, { token });
const checkCount = async () => Number((await app.db.selectFrom('float_checks').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const adjustmentCount = async () =>
  Number((await app.db.selectFrom('recharge_adjustments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const activity = async (): Promise<Rec[]> => (await call(app, 'GET', '/api/activity', { token: ownerToken })).json();

/** Checks one provider against a shown balance `by` LKR off the computed one; the saved check. */
async function checkOff(type: string, by: number, extra: Record<string, unknown> = {}, token = staffToken, on = app): Promise<Rec> {
  const computed = (await balances(on, token))[type];
  const response = await check([{ rechargeType: type, shown: Math.round((computed + by) * 100) / 100, computed, reason: by ? 'failedReload' : null, ...extra }], token, on);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Rec[])[0];
}

describe('the float check (product.md §10)', () => {
  it('is named at sign-in as the floatChecks feature', async () => {
    const { email, password } = DEMO_ACCOUNTS.staff;
    expect((await postLogin(app, { email, password })).json().features).toEqual(expect.arrayContaining(['floatChecks']));
  });

  it('records what each provider shows beside the computed balance, the difference and why, by staff', async () => {
    const before = await balances();
    const response = await check([
      { rechargeType: 'Dialog', shown: before.Dialog - 250, computed: before.Dialog, reason: 'saleNotEntered' },
      { rechargeType: 'Mobitel', shown: before.Mobitel, computed: before.Mobitel },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [dialog, mobitel] = response.json() as Rec[];
    expect(dialog).toMatchObject({ rechargeType: 'Dialog', computed: before.Dialog, shown: before.Dialog - 250, difference: -250, reason: 'saleNotEntered', checkedByName: 'Staff Demo', adjustedAmount: null });
    expect(mobitel).toMatchObject({ difference: 0, reason: null });
    // A check moves nothing.
    expect(await balances()).toEqual(before);

    const latest = (await call(app, 'GET', '/api/recharge/float/latest', { token: staffToken })).json() as Rec[];
    expect(latest.find((row) => row.rechargeType === 'Dialog')).toMatchObject({ _id: dialog._id, difference: -250 });
    const list = (await call(app, 'GET', '/api/recharge/float', { token: staffToken })).json() as Rec[];
    expect(list.slice(0, 2).map((row) => row._id).sort()).toEqual([dialog._id, mobitel._id].sort());
    const logged = (await activity()).find((entry) => entry.recordId === dialog._id);
    expect(logged).toMatchObject({ action: 'create', resource: 'recharges/float', userName: 'Staff Demo' });
  });

  it.each([
    ['no lines', [], MESSAGES.floatChecksRequired],
    ['an unknown provider', [{ rechargeType: 'Etisalat', shown: 100 }], MESSAGES.rechargeTypeInvalid],
    ['no balance', [{ rechargeType: 'Dialog', shown: null }], MESSAGES.floatShownRequired],
    ['a negative balance', [{ rechargeType: 'Dialog', shown: -5 }], MESSAGES.rechargeAmountNegative],
    ['a provider twice', [{ rechargeType: 'Hutch', shown: 1 }, { rechargeType: 'Hutch', shown: 2 }], MESSAGES.floatProviderTwice],
    ['an unknown reason', [{ rechargeType: 'Dialog', shown: 1, reason: 'lost' }], MESSAGES.floatReasonInvalid],
    ['"other" without a note', [{ rechargeType: 'Dialog', shown: 1, reason: 'other' }], MESSAGES.floatNoteRequired],
  ])('refuses %s with 400 and its message, writing nothing', async (_, checks, message) => {
    const count = await checkCount();
    const response = await check(checks);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await checkCount()).toBe(count);
  });

  it('refuses a difference without a reason, naming the line’s field', async () => {
    const count = await checkCount();
    const { Hutch } = await balances();
    const response = await check([{ rechargeType: 'Airtel', shown: (await balances()).Airtel }, { rechargeType: 'Hutch', shown: Hutch + 10 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.floatReasonRequired, key: 'floatReasonRequired', errors: { 'checks.1.reason': MESSAGES.floatReasonRequired }, errorKeys: { 'checks.1.reason': { key: 'floatReasonRequired' } } });
    expect(await checkCount()).toBe(count);
  });

  it.each([
    ['a text for a number', { checks: [{ rechargeType: 'Dialog', shown: 'abc' }] }],
    ['no checks at all', {}],
    ['checks that are not a list', { checks: 'Dialog' }],
  ])('refuses %s with 400 {message}, never a 500', async (_, body) => {
    const response = await call(app, 'POST', '/api/recharge/float', { token: staffToken, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid request: /);
  });

  it('refuses a check against a balance that moved since the checker saw it (409), writing nothing', async () => {
    const count = await checkCount();
    const { DDTV } = await balances();
    const response = await check([{ rechargeType: 'DDTV', shown: DDTV - 100, computed: DDTV + 100, reason: 'failedReload' }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('The DDTV balance changed to LKR ');
    expect(await checkCount()).toBe(count);
  });
});

describe('adjusting a computed balance to the provider’s (product.md §10)', () => {
  it('is the owner’s: staff get 403, with nothing adjusted or checked', async () => {
    const checked = await checkOff('Airtel', 75);
    const before = await balances();
    const [adjusts, checks] = [await adjustmentCount(), await checkCount()];

    const byStaff = await adjust(checked._id, staffToken);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toEqual({ message: MESSAGES.floatAdjustForbidden, key: 'floatAdjustForbidden' });
    const withCheck = await check([{ rechargeType: 'Airtel', shown: before.Airtel + 75, reason: 'providerCommission', adjust: true }]);
    expect(withCheck.statusCode).toBe(403);
    expect(withCheck.json()).toEqual({ message: MESSAGES.floatAdjustForbidden, key: 'floatAdjustForbidden' });

    expect(await balances()).toEqual(before);
    expect([await adjustmentCount(), await checkCount()]).toEqual([adjusts, checks]);
  });

  it('moves the computed balance by the check’s difference exactly, shows the movement, and logs who, from, to and why', async () => {
    const checked = await checkOff('Dialog', -250.35);
    const before = await balances();
    const totalsBefore = await providerTotals(app.db, 'Dialog');

    const response = await adjust(checked._id);
    expect(response.statusCode, response.body).toBe(200);
    const expected = Math.round((before.Dialog - 250.35) * 100) / 100;
    expect(response.json()).toMatchObject({ _id: checked._id, adjustedAmount: -250.35, adjustedFrom: before.Dialog, adjustedTo: expected, adjustedByName: 'Owner Demo' });
    expect(await balances()).toEqual({ ...before, Dialog: expected });
    // Only the adjusted total moves: bought, cost (so the unit cost) and sold stay as they were.
    expect(await providerTotals(app.db, 'Dialog')).toEqual({ ...totalsBefore, adjusted: totalsBefore.adjusted - 25_035 });

    const movement = await app.db.selectFrom('recharge_adjustments').selectAll().where('checkId', '=', checked._id).executeTakeFirstOrThrow();
    expect(movement).toMatchObject({ rechargeType: 'Dialog', amount: -25_035, balanceBefore: toCents(before.Dialog), balanceAfter: toCents(expected), reason: 'failedReload', createdByName: 'Owner Demo' });
    const logged = (await activity()).find((entry) => entry.recordId === movement.id)!;
    expect(logged).toMatchObject({ action: 'adjust', resource: 'recharges/float', userName: 'Owner Demo' });
    expect(logged.changes).toEqual(
      expect.arrayContaining([
        { field: 'balance', before: String(before.Dialog), after: String(expected) },
        { field: 'reason', before: null, after: 'failedReload' },
      ]),
    );

    const again = await adjust(checked._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.floatAlreadyAdjusted, key: 'floatAlreadyAdjusted' });
    expect((await balances()).Dialog).toBe(expected);
  });

  it('counts in every later sale: a sale may take the adjusted balance, not a cent more', async () => {
    const checked = await checkOff('Mobitel', 120);
    expect((await adjust(checked._id)).statusCode).toBe(200);
    const { Mobitel } = await balances();
    const sale = (value: number) =>
      call(app, 'POST', '/api/recharge/sale', {
        token: staffToken,
        body: { rechargeType: 'Mobitel', soldValue: value, soldPrice: value, soldToType: 'customer', soldToId: customer._id },
      });
    expect((await sale(Math.round((Mobitel + 0.01) * 100) / 100)).statusCode).toBe(409);
    expect((await sale(Mobitel)).statusCode).toBe(201);
    expect((await balances()).Mobitel).toBe(0);
  });

  it('can come with the owner’s check, in one write: the balance then equals what the provider shows', async () => {
    const { Hutch } = await balances();
    const response = await check([{ rechargeType: 'Hutch', shown: Hutch + 40.5, computed: Hutch, reason: 'providerCommission', adjust: true }], ownerToken);
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as Rec[])[0]).toMatchObject({ difference: 40.5, adjustedAmount: 40.5, adjustedTo: Hutch + 40.5 });
    expect((await balances()).Hutch).toBe(Hutch + 40.5);
  });

  it('refuses what cannot be adjusted: no difference, an unknown check, a balance that would go below zero', async () => {
    const matched = await checkOff('DDTV', 0);
    expect((await adjust(matched._id)).json()).toEqual({ message: MESSAGES.floatNothingToAdjust, key: 'floatNothingToAdjust' });
    expect((await adjust('ffffffffffffffffffffffff')).statusCode).toBe(404);

    // The provider showed nothing left; sales made since leave less than the difference to take off.
    const { DDTV } = await balances();
    const emptied = await checkOff('DDTV', -DDTV, {}, ownerToken);
    const sold = await call(app, 'POST', '/api/recharge/sale', {
      token: ownerToken,
      body: { rechargeType: 'DDTV', soldValue: 100, soldPrice: 100, soldToType: 'customer', soldToId: customer._id },
    });
    expect(sold.statusCode).toBe(201);
    const response = await adjust(emptied._id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`This adjustment would make the DDTV balance negative (available: LKR ${(DDTV - 100).toLocaleString('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })})`);
    expect((await balances()).DDTV).toBe(Math.round((DDTV - 100) * 100) / 100);
  });
});

describe('adjustments at the same moment', () => {
  let slowApp: FastifyInstance;
  beforeAll(async () => {
    slowApp = await buildInterleavingApp();
  });
  afterAll(() => slowApp.close());

  it('stay exact: each check adjusted once, a sale between them counted, the totals equal the rows', async () => {
    const owner = await loginAs(slowApp, 'owner');
    const buyer = (await call(slowApp, 'POST', '/api/customers', { token: owner, body: buildCustomerInput() })).json() as Rec;
    const start = (await balances(slowApp, owner)).Airtel;
    const checks = [];
    for (const by of [100, 200.25, -50.1]) checks.push(await checkOff('Airtel', by, {}, owner, slowApp));

    const responses = await Promise.all([
      ...checks.map((checked) => adjust(checked._id, owner, slowApp)),
      ...checks.map((checked) => adjust(checked._id, owner, slowApp)),
      call(slowApp, 'POST', '/api/recharge/sale', {
        token: owner,
        body: { rechargeType: 'Airtel', soldValue: 30, soldPrice: 30, soldToType: 'customer', soldToId: buyer._id },
      }),
    ]);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    expect(statuses.at(-1)).toBe(201);

    expect((await balances(slowApp, owner)).Airtel).toBe(Math.round((start + 100 + 200.25 - 50.1 - 30) * 100) / 100);
    const rows = await slowApp.db.selectFrom('recharge_adjustments').select('amount').where('rechargeType', '=', 'Airtel').execute();
    expect((await providerTotals(slowApp.db, 'Airtel')).adjusted).toBe(rows.reduce((sum, row) => sum + row.amount, 0));
  });

  it('checks of the same providers typed in different orders, at once: every one is saved, none 500 (no deadlock)', async () => {
    const owner = await loginAs(slowApp, 'owner');
    const now = await balances(slowApp, owner);
    const line = (type: string) => ({ rechargeType: type, shown: now[type], computed: now[type] });
    const orders = [['Dialog', 'Mobitel', 'Hutch'], ['Hutch', 'Mobitel', 'Dialog'], ['Mobitel', 'Dialog', 'Hutch'], ['Hutch', 'Dialog', 'Mobitel']];
    const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => check(orders[index % orders.length].map(line), owner, slowApp)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
  });
});
