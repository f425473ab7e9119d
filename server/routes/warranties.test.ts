import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYLOAD_DATE_TIME, shopNow } from '../../src/domain/dayjs';
import { MESSAGES } from '../../src/domain/messages';
import { buildCustomerInput, buildTestApp, call, loginAs, inEnglish } from '../test/helpers';
import { allKeys, catalogue, createRepair, storedRepair, UNKNOWN_ID, type IssueRec, type RepairRec } from '../test/repairs';

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let customer: { _id: string; phoneNumber: string };
let screen: IssueRec;
let battery: IssueRec;

const VALID_IMEI = '490154203237518';

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  customer = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json();
  const issues = await catalogue(app, ownerToken);
  screen = issues.get('Screen Replacement')!;
  battery = issues.get('Battery Replacement')!;
  // The owner promises 90 days on screens and 30 on batteries.
  for (const [issue, warrantyDays] of [[screen, 90], [battery, 30]] as const) {
    const response = await call(app, 'PUT', `/api/repairs/issues/${issue._id}`, { token: ownerToken, body: { actualCost: issue.actualCost, customerPrice: issue.customerPrice, warrantyDays } });
    expect(response.statusCode, response.body).toBe(200);
  }
});
afterAll(() => app.close());

const nowMoment = () => shopNow().format(PAYLOAD_DATE_TIME);
const collect = async (repair: RepairRec, dateManual = nowMoment()) => {
  const response = await call(app, 'PATCH', `/api/repairs/status/${repair._id}`, { token: staffToken, body: { status: 'Customer Collected', dateManual } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RepairRec;
};
const takeIn = (extra: Record<string, unknown> = {}) =>
  createRepair(app, staffToken, { customerId: customer._id, issues: [screen._id, battery._id], repairProduct: 'Samsung A54', ...extra });
const check = (q: string, token = staffToken) => call(app, 'GET', `/api/repairs/warranty?q=${encodeURIComponent(q)}`, { token });
const claim = (id: string, body: Record<string, unknown> = {}, token = staffToken) => call(app, 'POST', `/api/repairs/${id}/claim`, { token, body });
const approve = (id: string, token = ownerToken) => call(app, 'POST', `/api/repairs/${id}/claim/approve`, { token });
const lastActivity = (action: string, recordId: string) =>
  app.db.selectFrom('activity').selectAll().where('action', '=', action).where('recordId', '=', recordId).executeTakeFirst();

describe('POST /api/repairs/issues: the owner adds to the catalogue', () => {
  const add = (body: Record<string, unknown>, token = ownerToken) => call(app, 'POST', '/api/repairs/issues', { token, body });

  it('adds an issue with its warranty, listed with the rest and logged', async () => {
    const response = await add({ name: ' Tempered Glass Fitting ', actualCost: 150, customerPrice: 750.5, warrantyDays: 14 });
    expect(response.statusCode, response.body).toBe(201);
    const issue = response.json();
    expect(issue).toMatchObject({ name: 'Tempered Glass Fitting', actualCost: 150, customerPrice: 750.5, warrantyDays: 14, createdByName: 'Owner Demo' });
    expect((await catalogue(app, staffToken)).get('Tempered Glass Fitting')).toMatchObject({ _id: issue._id, warrantyDays: 14 });
    expect(await lastActivity('create', issue._id)).toMatchObject({ resource: 'repairs/issues', userName: 'Owner Demo' });
  });

  it('starts without a warranty when none is given', async () => {
    expect((await add({ name: 'Housing Swap', actualCost: 900, customerPrice: 1500 })).json()).toMatchObject({ warrantyDays: 0 });
  });

  it('refuses staff (403), writing nothing', async () => {
    const response = await add({ name: 'Staff Idea', actualCost: 1, customerPrice: 2 }, staffToken);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.issueAddForbidden);
    expect((await catalogue(app, ownerToken)).has('Staff Idea')).toBe(false);
  });

  it.each([
    [{ name: 'ab', actualCost: 1, customerPrice: 2 }, 'name', MESSAGES.issueNameLength],
    [{ name: 'Glass #1', actualCost: 1, customerPrice: 2 }, 'name', MESSAGES.issueNameChars],
    [{ name: 'No Cost Given', customerPrice: 2 }, 'actualCost', MESSAGES.issueCostRequired],
    [{ name: 'Too Dear', actualCost: 1, customerPrice: 1_000_001 }, 'customerPrice', MESSAGES.issuePriceTooLarge],
    [{ name: 'Long Warranty', actualCost: 1, customerPrice: 2, warrantyDays: 3651 }, 'warrantyDays', MESSAGES.warrantyDaysInvalid],
    [{ name: 'Half Day', actualCost: 1, customerPrice: 2, warrantyDays: 0.5 }, 'warrantyDays', MESSAGES.warrantyDaysInvalid],
  ])('refuses %j under the field', async (body, field, message) => {
    const response = await add(body);
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message, errors: { [field]: message } });
  });

  it('refuses a name already in the catalogue, whatever its case (409)', async () => {
    const response = await add({ name: 'screen replacement', actualCost: 1, customerPrice: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.issueNameTaken);
  });

  it('adds a name once when several adds of it (in any case) arrive at once: the rest are refused (409), none 500', async () => {
    const names = ['Flex Cable Swap', 'flex cable swap', 'FLEX CABLE SWAP', 'Flex Cable Swap', ' Flex cable swap ', 'Flex Cable Swap'];
    const responses = await Promise.all(names.map((name) => add({ name, actualCost: 500, customerPrice: 1500 })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toEqual({ message: MESSAGES.issueNameTaken, key: 'issueNameTaken', errors: { name: MESSAGES.issueNameTaken }, errorKeys: { name: { key: 'issueNameTaken' } } });
    }
    expect([...(await catalogue(app, ownerToken)).keys()].filter((name) => name.toLowerCase() === 'flex cable swap')).toHaveLength(1);
  });
});

describe('PUT /api/repairs/issues/:id: the warranty is the owner\'s', () => {
  it('lets staff edit prices sending the warranty unchanged or not at all, never changing it (403)', async () => {
    const put = (body: Record<string, unknown>) => call(app, 'PUT', `/api/repairs/issues/${battery._id}`, { token: staffToken, body });
    expect((await put({ actualCost: battery.actualCost, customerPrice: battery.customerPrice, warrantyDays: 30 })).statusCode).toBe(200);
    expect((await put({ actualCost: battery.actualCost, customerPrice: battery.customerPrice })).json()).toMatchObject({ warrantyDays: 30 });
    const refused = await put({ actualCost: battery.actualCost, customerPrice: battery.customerPrice, warrantyDays: 365 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.warrantyDaysForbidden);
    expect((await catalogue(app, ownerToken)).get('Battery Replacement')).toMatchObject({ warrantyDays: 30 });
  });
});

describe('IMEI or serial on a repair', () => {
  it('is kept normalised, and the spec\'s payload without it still works', async () => {
    expect(await takeIn({ imei: '49-015420-323751-8' })).toMatchObject({ imei: VALID_IMEI });
    expect(await takeIn({ imei: ' sn c02xk1 ' })).toMatchObject({ imei: 'SNC02XK1' });
    expect(await takeIn()).toMatchObject({ imei: null });
  });

  it.each([
    ['490154203237519', MESSAGES.imeiCheckDigit],
    ['AB1', MESSAGES.deviceIdInvalid],
  ])('refuses %s', async (imei, message) => {
    const response = await call(app, 'POST', '/api/repairs', { token: staffToken, body: { customerId: customer._id, issues: [screen._id], imei } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('is changed or cleared by an edit, and kept when the edit leaves it out', async () => {
    const repair = await takeIn({ imei: VALID_IMEI });
    const edit = (body: Record<string, unknown>) => call(app, 'PUT', `/api/repairs/${repair._id}`, { token: ownerToken, body });
    expect((await edit({ note: 'cracked corner' })).json()).toMatchObject({ imei: VALID_IMEI });
    expect((await edit({ imei: 'SERIAL9' })).json()).toMatchObject({ imei: 'SERIAL9' });
    expect((await edit({ imei: '' })).json()).toMatchObject({ imei: null });
  });
});

describe('warranty days copied into a repair', () => {
  it('keep a repair\'s warranty when the catalogue changes later', async () => {
    const repair = await takeIn();
    expect(repair.issues.map((line) => line.warrantyDays)).toEqual([90, 30]);
    const issue = (await catalogue(app, ownerToken)).get('Screen Replacement')!;
    await call(app, 'PUT', `/api/repairs/issues/${issue._id}`, { token: ownerToken, body: { actualCost: issue.actualCost, customerPrice: issue.customerPrice, warrantyDays: 7 } });
    expect((await storedRepair(app, staffToken, repair._id))!.issues.map((line) => line.warrantyDays)).toEqual([90, 30]);
    await call(app, 'PUT', `/api/repairs/issues/${issue._id}`, { token: ownerToken, body: { actualCost: issue.actualCost, customerPrice: issue.customerPrice, warrantyDays: 90 } });
  });
});

describe('GET /api/repairs/warranty?q=: is it under warranty?', () => {
  let current: RepairRec;
  let expired: RepairRec;

  beforeAll(async () => {
    current = await collect(await takeIn({ imei: VALID_IMEI }));
    expired = await collect(await takeIn({ imei: 'OLDPHONE1' }), '2024-01-10 10:00:00');
  });

  it('finds a collected repair by IMEI, job number and phone, with its warranty\'s last day', async () => {
    const end = shopNow().add(90, 'day').format('YYYY-MM-DD');
    for (const q of ['49 0154 2032 3751 8', `R-${String(current.number).padStart(6, '0')}`, String(current.number), customer.phoneNumber]) {
      const response = await check(q);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toContainEqual(
        expect.objectContaining({ _id: current._id, warrantyEnd: end, underWarranty: true, imei: VALID_IMEI, issues: ['Screen Replacement', 'Battery Replacement'] }),
      );
    }
  });

  it('says when a warranty has ended', async () => {
    expect((await check('OLDPHONE1')).json()).toEqual([expect.objectContaining({ _id: expired._id, warrantyEnd: '2024-04-09', underWarranty: false })]);
  });

  it('finds no repair that is not collected, nor the staff\'s costs', async () => {
    const open = await takeIn({ imei: 'NOTYETBACK1' });
    expect((await check('NOTYETBACK1')).json()).toEqual([]);
    expect(allKeys((await check(customer.phoneNumber)).json()).has('actualCost')).toBe(false);
    expect(open.status).toBe('Received from Customer');
  });

  it('asks for something to search by', async () => {
    const response = await check('  ');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.warrantyQueryRequired);
  });
});

describe('POST /api/repairs/:id/claim: a free repair under warranty', () => {
  let original: RepairRec;
  beforeAll(async () => {
    original = await collect(await takeIn({ imei: VALID_IMEI }));
  });

  it('opens a new repair linked to the first, free to the customer, awaiting the owner when staff made it', async () => {
    const response = await claim(original._id, { issues: [screen._id], note: 'Touch not working' });
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json();
    expect(made).toMatchObject({
      warrantyOf: original._id,
      claimStatus: 'awaitingApproval',
      customerId: customer._id,
      repairProduct: 'Samsung A54',
      imei: VALID_IMEI,
      finalAmount: 0,
      discount: 0,
      due: 0,
      status: 'Received from Customer',
      note: 'Touch not working',
    });
    expect(made.issues).toEqual([{ issueId: screen._id, name: 'Screen Replacement', customerPrice: 0, warrantyDays: 0 }]);
    expect(allKeys(made).has('profit')).toBe(false);
    // The shop's cost still counts: the owner sees the loss.
    expect(await storedRepair(app, ownerToken, made._id)).toMatchObject({ profit: -screen.actualCost, finalAmount: 0 });
    expect(await lastActivity('warrantyClaim', made._id)).toMatchObject({ resource: 'repairs/management', userName: 'Staff Demo' });
  });

  it('is approved at once when the owner makes it, for all the original\'s issues by default', async () => {
    const made = (await claim(original._id, {}, ownerToken)).json();
    expect(made).toMatchObject({ claimStatus: 'approved', profit: -(screen.actualCost + battery.actualCost) });
    expect(made.issues.map((line: { name: string }) => line.name)).toEqual(['Screen Replacement', 'Battery Replacement']);
  });

  it('refuses a repair whose warranty has ended, naming the day', async () => {
    const old = await collect(await takeIn(), '2024-01-10 10:00:00');
    const response = await claim(old._id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.warrantyEnded.replace('{day}', '09 Apr 2024'));
  });

  it('refuses a repair with no warranty: not collected, or with issues carrying none', async () => {
    expect((await claim((await takeIn())._id)).json().message).toBe(MESSAGES.warrantyNone);
    const noWarranty = (await catalogue(app, ownerToken)).get('Dish Alignment')!;
    const dish = await collect(await createRepair(app, staffToken, { customerId: customer._id, issues: [noWarranty._id] }));
    const response = await claim(dish._id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.warrantyNone);
  });

  it('refuses a claim of a claim, issues the repair did not have, and an unknown repair', async () => {
    const first = (await claim(original._id, {}, ownerToken)).json();
    expect((await claim(first._id)).json().message).toBe(MESSAGES.warrantyClaimOfClaim);
    const other = await claim(original._id, { issues: [UNKNOWN_ID] });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(MESSAGES.claimIssuesInvalid);
    expect((await claim(UNKNOWN_ID)).statusCode).toBe(404);
  });

  it('keeps a claim free when the owner edits its issues', async () => {
    const made = (await claim(original._id, { issues: [battery._id] })).json();
    const response = await call(app, 'PUT', `/api/repairs/${made._id}`, { token: ownerToken, body: { issues: [battery._id, screen._id] } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ finalAmount: 0, profit: -(screen.actualCost + battery.actualCost) });
  });
});

describe('POST /api/repairs/:id/claim/approve', () => {
  it('is the owner\'s: staff are refused, the owner approves once, logged', async () => {
    const original = await collect(await takeIn());
    const made = (await claim(original._id)).json();
    const refused = await approve(made._id, staffToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.claimApproveForbidden);

    const response = await approve(made._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ _id: made._id, claimStatus: 'approved', updatedByName: 'Owner Demo' });
    expect(await lastActivity('approve', made._id)).toMatchObject({ userName: 'Owner Demo' });

    const again = await approve(made._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.claimAlreadyApproved);
  });

  it('approves a claim once when two approvals arrive at once: the other is refused, one entry logged', async () => {
    const original = await collect(await takeIn());
    const made = (await claim(original._id)).json();
    const statuses = (await Promise.all([approve(made._id), approve(made._id), approve(made._id)])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const approvals = await app.db.selectFrom('activity').select('id').where('action', '=', 'approve').where('recordId', '=', made._id).execute();
    expect(approvals).toHaveLength(1);
  });

  it('refuses a repair that is no claim, and an unknown one', async () => {
    const plain = await takeIn();
    expect((await approve(plain._id)).json()).toEqual({ message: MESSAGES.claimNotAClaim, key: 'claimNotAClaim' });
    expect((await approve(UNKNOWN_ID)).statusCode).toBe(404);
  });
});
