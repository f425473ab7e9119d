import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { buildCustomerInput, buildTestApp, call, loginAs, signInNewSuperAdmin, inEnglish } from '../test/helpers';
import { allKeys, catalogue, createRepair, storedRepair, UNKNOWN_ID, type RepairRec } from '../test/repairs';

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let repairInput: Record<string, unknown>;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  const customer = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json();
  const issues = await catalogue(app, ownerToken);
  repairInput = { customerId: customer._id, issues: [issues.get('TV Power Board Repair')!._id], repairProduct: 'Singer 32" LED TV' };
});
afterAll(() => app.close());

const stored = (id: string) => storedRepair(app, ownerToken, id);
const received = () => createRepair(app, staffToken, repairInput);
const change = (id: string, body: unknown, token = staffToken) => call(app, 'PATCH', `/api/repairs/status/${id}`, { token, body });
const editEntry = (id: string, index: string | number, body: unknown, token = ownerToken) =>
  call(app, 'PUT', `/api/repairs/${id}/status/${index}`, { token, body });
const deleteEntry = (id: string, index: string | number, token = ownerToken) => call(app, 'DELETE', `/api/repairs/${id}/status/${index}`, { token });

/** A repair whose history is `statuses` (the first is the initial 'Received from Customer'). */
async function withHistory(...statuses: string[]): Promise<RepairRec> {
  let repair = await received();
  for (const [at, status] of statuses.entries()) {
    const response = await change(repair._id, { status, dateManual: `2026-03-1${at + 1} 10:00:00`, note: `step ${at + 1}` });
    expect(response.statusCode, response.body).toBe(200);
    repair = response.json();
  }
  return (await stored(repair._id))!;
}

describe('PATCH /api/repairs/status/:id', () => {
  it('appends an entry dated from dateManual (Colombo), by the caller, and sets the status', async () => {
    const repair = await received();
    const response = await change(repair._id, { status: 'Sent to Company', dateManual: '2026-03-14 16:45:00', note: ' Sent via Kapruka courier ' });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json();
    expect(updated.status).toBe('Sent to Company');
    expect(updated.statusHistory).toEqual([
      repair.statusHistory[0],
      { status: 'Sent to Company', note: 'Sent via Kapruka courier', dateEntered: '2026-03-14T11:15:00.000Z', updatedByName: 'Staff Demo', isDeleted: false },
    ]);
    expect(await storedRepair(app, staffToken, repair._id)).toEqual(updated);
    expect(await storedRepair(app, ownerToken, repair._id)).toMatchObject({ updatedByName: 'Staff Demo' });
  });

  // The history is JSON: PostgreSQL refused the lone half of a surrogate pair in it (a 500).
  it('refuses a note with half of a surrogate pair (400, under the field) and keeps the history', async () => {
    const repair = await received();
    const response = await change(repair._id, { status: 'In Progress', dateManual: '2026-03-14 10:00:00', note: 'Screen \ud83d' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.unsavableCharacter, key: 'unsavableCharacter', errors: { note: MESSAGES.unsavableCharacter }, errorKeys: { note: { key: 'unsavableCharacter' } } });
    expect((await stored(repair._id))!.statusHistory).toEqual(repair.statusHistory);
  });

  it('answers staff without profit or actual costs', async () => {
    const repair = await received();
    const response = await change(repair._id, { status: 'In Progress', dateManual: '2026-03-14 10:00:00' });
    expect(allKeys(response.json()).has('profit')).toBe(false);
    expect(allKeys(response.json()).has('actualCost')).toBe(false);
  });

  it('takes any status in any order, a note being optional', async () => {
    const repair = await withHistory('Customer Collected', 'Received from Customer', 'Pending Parts');
    expect(repair.status).toBe('Pending Parts');
    expect(repair.statusHistory.map((entry) => entry.status)).toEqual([
      'Received from Customer',
      'Customer Collected',
      'Received from Customer',
      'Pending Parts',
    ]);
    const response = await change(repair._id, { status: 'In Progress', dateManual: '2026-03-20', note: null });
    expect(response.json().statusHistory[4]).toMatchObject({ note: null, dateEntered: '2026-03-19T18:30:00.000Z' });
  });

  it.each([
    ['no status', { status: undefined }, 400, 'Please select status'],
    ['an empty status', { status: ' ' }, 400, 'Please select status'],
    ['an unknown status', { status: 'Lost in transit' }, 400, MESSAGES.repairStatusInvalid],
    ['no date', { dateManual: null }, 400, 'Please select date'],
    ['a malformed date', { dateManual: '14/03/2026 10:00' }, 400, MESSAGES.repairDateInvalid],
    ['a status as a number', { status: 3 }, 400, 'Invalid request: status must be a string'],
    ['a 501-character note', { note: 'n'.repeat(501) }, 400, 'Invalid request: note must be at most 500 characters'],
  ])('refuses %s and changes nothing', async (_, changed, status, expected) => {
    const repair = await received();
    const response = await change(repair._id, { status: 'In Progress', dateManual: '2026-03-14 10:00:00', ...changed });
    expect(response.statusCode).toBe(status);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect(await storedRepair(app, staffToken, repair._id)).toEqual(repair);
  });

  it.each([
    ['PATCH', (id: string) => `/api/repairs/status/${id}`],
    ['PUT', (id: string) => `/api/repairs/${id}/status/0`],
  ] as const)('%s refuses bodies that are no form (400) and changes nothing', async (method, url) => {
    const repair = await received();
    for (const payload of ['', 'null', '"Sent to Company"', '{"status": ']) {
      const response = await app.inject({
        method,
        url: url(repair._id),
        headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
    expect(await storedRepair(app, staffToken, repair._id)).toEqual(repair);
  });

  it('answers 404 for an unknown repair', async () => {
    const response = await change(UNKNOWN_ID, { status: 'In Progress', dateManual: '2026-03-14 10:00:00' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.repairNotFound, key: 'repairNotFound' });
  });
});

describe('PUT /api/repairs/:id/status/:index', () => {
  it('rewrites an entry by position, keeping who made the step and stamping who corrected it and when', async () => {
    const repair = await withHistory('Sent to Company', 'Returned from Company');
    expect(repair.statusHistory[1]!.updatedByName).toBe('Staff Demo');
    const editor = await signInNewSuperAdmin(app, 'Chaminda', 'Jayasinghe');
    const before = Date.now();
    const response = await editEntry(repair._id, 1, { status: 'Pending Parts', dateManual: '2026-03-12 09:30:00', note: 'Waiting for board' }, editor);
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json();
    const { editedAt, ...entry } = updated.statusHistory[1];
    expect(entry).toEqual({
      status: 'Pending Parts',
      note: 'Waiting for board',
      dateEntered: '2026-03-12T04:00:00.000Z',
      updatedByName: 'Staff Demo',
      editedByName: 'Chaminda Jayasinghe',
      isDeleted: false,
    });
    expect(Date.parse(editedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(editedAt)).toBeLessThanOrEqual(Date.now());
    // The other steps are left as they were, with no correction stamp.
    expect(updated.statusHistory[0]).toEqual(repair.statusHistory[0]);
    expect(updated.statusHistory[2]).toEqual(repair.statusHistory[2]);
    expect(updated.statusHistory[0]).not.toHaveProperty('editedByName');
    // Not the last entry: the current status stays.
    expect(updated.status).toBe('Returned from Company');
    expect(updated.updatedByName).toBe('Chaminda Jayasinghe');
    expect(await stored(repair._id)).toEqual(updated);

    // A second correction keeps the maker still, and names the latest editor.
    const again = await editEntry(repair._id, 1, { status: 'Pending Parts', dateManual: '2026-03-12 09:30:00', note: 'Board arrived' });
    expect(again.json().statusHistory[1]).toMatchObject({ updatedByName: 'Staff Demo', editedByName: 'Owner Demo', note: 'Board arrived' });
  });

  it('changes the current status when the last entry is edited', async () => {
    const repair = await withHistory('Sent to Company');
    const response = await editEntry(repair._id, '1', { status: 'Customer Collected', dateManual: '2026-03-12 09:30:00' });
    expect(response.json()).toMatchObject({ status: 'Customer Collected' });
    expect(response.json().statusHistory[1].note).toBeNull();
  });

  it.each([
    ['a negative index', '-1', 400, MESSAGES.statusEntryIndexInvalid],
    ['a fractional index', '1.5', 400, MESSAGES.statusEntryIndexInvalid],
    ['a word', 'last', 400, MESSAGES.statusEntryIndexInvalid],
    ['an index past the end', '2', 404, MESSAGES.statusEntryNotFound],
    ['a huge index', '999999999999', 404, MESSAGES.statusEntryNotFound],
  ])('refuses %s and changes nothing', async (_, index, status, expected) => {
    const repair = await withHistory('Sent to Company');
    const response = await editEntry(repair._id, index, { status: 'In Progress', dateManual: '2026-03-12 09:30:00' });
    expect(response.statusCode).toBe(status);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect(await stored(repair._id)).toEqual(repair);
  });

  it.each([
    ['no status', { status: '' }, 'Please select status'],
    ['an unknown status', { status: 'Fixed' }, MESSAGES.repairStatusInvalid],
    ['no date', { dateManual: undefined }, 'Please select date'],
  ])('refuses %s (400) and changes nothing', async (_, changed, expected) => {
    const repair = await withHistory('Sent to Company');
    const response = await editEntry(repair._id, 0, { status: 'In Progress', dateManual: '2026-03-12 09:30:00', ...changed });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect(await stored(repair._id)).toEqual(repair);
  });

  it('refuses to edit a deleted entry (409) and changes nothing', async () => {
    const repair = await withHistory('Sent to Company', 'Returned from Company');
    expect((await deleteEntry(repair._id, 1)).statusCode).toBe(200);
    const before = await stored(repair._id);
    const response = await editEntry(repair._id, 1, { status: 'In Progress', dateManual: '2026-03-12 09:30:00' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.statusEntryDeleted, key: 'statusEntryDeleted' });
    expect(await stored(repair._id)).toEqual(before);
  });

  it('answers 404 for an unknown repair', async () => {
    const response = await editEntry(UNKNOWN_ID, 0, { status: 'In Progress', dateManual: '2026-03-12 09:30:00' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.repairNotFound, key: 'repairNotFound' });
  });
});

describe('DELETE /api/repairs/:id/status/:index', () => {
  it('flags the entry deleted, keeps it, and falls back to the last entry left', async () => {
    const repair = await withHistory('Sent to Company', 'Returned from Company');
    const response = await deleteEntry(repair._id, 2);
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json();
    expect(updated.statusHistory).toEqual([repair.statusHistory[0], repair.statusHistory[1], { ...repair.statusHistory[2], isDeleted: true }]);
    expect(updated.status).toBe('Sent to Company');
    expect(updated.updatedByName).toBe('Owner Demo');
    expect(await stored(repair._id)).toEqual(updated);
  });

  it('keeps the current status when an earlier entry is deleted', async () => {
    const repair = await withHistory('In Progress', 'Pending Parts');
    const response = await deleteEntry(repair._id, 0);
    expect(response.json()).toMatchObject({ status: 'Pending Parts' });
    expect(response.json().statusHistory[0].isDeleted).toBe(true);
  });

  it('skips deleted entries when falling back', async () => {
    const repair = await withHistory('In Progress', 'Pending Parts', 'Sent to Company');
    await deleteEntry(repair._id, 2);
    const response = await deleteEntry(repair._id, 3);
    expect(response.json().status).toBe('In Progress');
  });

  it('refuses to delete the last entry left (409) and changes nothing', async () => {
    const repair = await withHistory('In Progress');
    expect((await deleteEntry(repair._id, 0)).statusCode).toBe(200);
    const before = await stored(repair._id);
    const response = await deleteEntry(repair._id, 1);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.statusEntryLastRemaining, key: 'statusEntryLastRemaining' });
    expect(await stored(repair._id)).toEqual(before);
    expect(before?.status).toBe('In Progress');
  });

  it('refuses to delete the only entry of a new repair (409)', async () => {
    const repair = await received();
    const response = await deleteEntry(repair._id, 0);
    expect(response.statusCode).toBe(409);
    expect((await stored(repair._id))?.statusHistory[0].isDeleted).toBe(false);
  });

  it('refuses to delete an entry twice (409)', async () => {
    const repair = await withHistory('In Progress');
    await deleteEntry(repair._id, 0);
    const response = await deleteEntry(repair._id, 0);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.statusEntryAlreadyDeleted, key: 'statusEntryAlreadyDeleted' });
  });

  it.each([
    ['x', 400],
    ['5', 404],
  ])('answers the index %j with %s', async (index, status) => {
    const repair = await withHistory('In Progress');
    expect((await deleteEntry(repair._id, index)).statusCode).toBe(status);
    expect(await stored(repair._id)).toEqual(repair);
  });

  it('answers 404 for an unknown repair', async () => {
    const response = await deleteEntry(UNKNOWN_ID, 0);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.repairNotFound, key: 'repairNotFound' });
  });

  it('refuses staff (403) and changes nothing', async () => {
    const repair = await withHistory('In Progress');
    expect((await deleteEntry(repair._id, 1, staffToken)).statusCode).toBe(403);
    expect((await editEntry(repair._id, 1, { status: 'Pending Parts', dateManual: '2026-03-12 09:30:00' }, staffToken)).statusCode).toBe(403);
    expect(await stored(repair._id)).toEqual(repair);
  });
});
