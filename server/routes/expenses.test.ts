import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import { connectDatabase, IN_MEMORY } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { listExpensesQuery } from '../db/expenses';
import { FIRST_CLOSED_DAYS_AGO } from '../demo/dayCloses';
import { buildTestApp, call, loginAs, signInNewSuperAdmin, inEnglish } from '../test/helpers';

type Rec = Record<string, unknown> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let rent: Rec;
let transport: Rec;

let sequence = 0;
async function addCategory(base: string): Promise<Rec> {
  sequence += 1;
  const response = await call(app, 'POST', '/api/expense-categories', { token: ownerToken, body: { name: `${base} ${sequence}` } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  rent = await addCategory('Shop Rent');
  transport = await addCategory('Transport');
});
afterAll(() => app.close());

const UNKNOWN_ID = 'ffffffffffffffffffffffff';
const EXPENSE_KEYS = ['_id', 'amount', 'categoryId', 'createdAt', 'createdByName', 'description', 'expenseDate', 'paidBy', 'updatedAt', 'updatedByName'];
/** Who created and updated an expense is the owner's (product.md §6). */
const STAFF_EXPENSE_KEYS = EXPENSE_KEYS.filter((key) => !key.endsWith('ByName'));
const DAY_MS = 86_400_000;
/** The Asia/Colombo day `days` from now. */
const colomboDay = (days = 0) => shopDay(new Date(Date.now() + days * DAY_MS));
/** A past day the demo shop left open, `days` before its first close (it closes every day from then up to yesterday). */
const openPastDay = (days: number) => colomboDay(-(FIRST_CLOSED_DAYS_AGO + days));

const expenseInput = (overrides: Record<string, unknown> = {}) => ({
  categoryId: rent._id,
  amount: 45000,
  description: 'Shop rent for the month',
  expenseDate: openPastDay(1),
  ...overrides,
});

/** A test table's change, with 'TOMORROW' read as the Colombo day after today (known only at run time). */
const resolve = (change: Record<string, unknown>) =>
  change.expenseDate === 'TOMORROW' ? { ...change, expenseDate: colomboDay(1) } : change;

const expenses = async (token = ownerToken): Promise<Rec[]> => (await call(app, 'GET', '/api/expenses', { token })).json();
const stored = async (id: string) => (await expenses()).find((row) => row._id === id);

async function addExpense(overrides: Record<string, unknown> = {}, token = ownerToken): Promise<Rec> {
  const response = await call(app, 'POST', '/api/expenses', { token, body: expenseInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const raw = (method: 'POST' | 'PUT', url: string, payload: string) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' }, payload });

describe('access (product.md §6)', () => {
  const routes: [string, string, boolean][] = [
    ['GET', '/api/expenses', false],
    ['POST', '/api/expenses', true],
    ['PUT', `/api/expenses/${UNKNOWN_ID}`, true],
    ['DELETE', `/api/expenses/${UNKNOWN_ID}`, false],
  ];

  it.each(routes)('refuses %s %s without a token (401)', async (method, url, hasBody) => {
    const response = await call(app, method as 'GET', url, { body: hasBody ? expenseInput() : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.notSignedIn, key: 'notSignedIn' });
  });

  it('lets staff list expenses and add one, named as its creator for the owner only (product.md §6)', async () => {
    expect((await call(app, 'GET', '/api/expenses', { token: staffToken })).statusCode).toBe(200);
    const record = await addExpense({}, staffToken);
    expect(Object.keys(record).sort()).toEqual(STAFF_EXPENSE_KEYS);
    expect((await expenses(staffToken)).find((row) => row._id === record._id)).toEqual(record);
    expect(await stored(record._id)).toMatchObject({ ...record, createdByName: 'Staff Demo', updatedByName: null });
  });

  it('refuses staff updating an expense with the spec’s wording (403) and keeps it', async () => {
    const record = await addExpense();
    const response = await call(app, 'PUT', `/api/expenses/${record._id}`, { token: staffToken, body: expenseInput({ amount: 1 }) });
    expect(response.statusCode).toBe(403);
    expect(inEnglish(response.json())).toEqual({ message: "You don't have permission to update expenses" });
    expect(await stored(record._id)).toEqual(record);
  });

  it('refuses staff deleting an expense with the spec’s wording (403) and keeps it', async () => {
    const record = await addExpense({}, staffToken);
    const response = await call(app, 'DELETE', `/api/expenses/${record._id}`, { token: staffToken });
    expect(response.statusCode).toBe(403);
    expect(inEnglish(response.json())).toEqual({ message: "You don't have permission to delete expenses" });
    expect(await stored(record._id)).toMatchObject(record);
  });

  it('refuses staff before reading the body: a malformed one still answers 403', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/expenses/${UNKNOWN_ID}`,
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
      payload: '{"amount": ',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/expenses', () => {
  it('creates an expense (201): its category as {_id, name}, LKR amount, the day, the creator', async () => {
    const day = openPastDay(3);
    const response = await call(app, 'POST', '/api/expenses', {
      token: ownerToken,
      body: expenseInput({ amount: 1250.5, description: '  Electricity bill for March  ', expenseDate: day }),
    });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(Object.keys(record).sort()).toEqual(EXPENSE_KEYS);
    expect(record).toMatchObject({
      categoryId: { _id: rent._id, name: rent.name },
      amount: 1250.5,
      description: 'Electricity bill for March',
      expenseDate: day,
      createdByName: 'Owner Demo',
      updatedByName: null,
    });
    expect(record._id).toMatch(/^[0-9a-f]{24}$/);
    expect(record.createdAt).toBe(record.updatedAt);
  });

  it('stores the amount in whole cents', async () => {
    const record = await addExpense({ amount: 0.1 + 0.2 });
    expect(record.amount).toBe(0.3);
    const row = await app.db.selectFrom('expenses').select('amount').where('id', '=', record._id).executeTakeFirstOrThrow();
    expect(row.amount).toBe(30);
  });

  it('accepts the smallest amount, 0.01, and the largest, 10,000,000', async () => {
    expect((await addExpense({ amount: 0.01 })).amount).toBe(0.01);
    expect((await addExpense({ amount: 10_000_000 })).amount).toBe(10_000_000);
  });

  it('accepts a date with a time (YYYY-MM-DD HH:mm:ss) and answers the day', async () => {
    const day = openPastDay(2);
    expect((await addExpense({ expenseDate: `${day} 14:30:00` })).expenseDate).toBe(day);
  });

  it('accepts today in Colombo', async () => {
    expect((await addExpense({ expenseDate: colomboDay() })).expenseDate).toBe(colomboDay());
  });

  it('accepts the category as the {_id, name} object an answer carries', async () => {
    const record = await addExpense({ categoryId: { _id: transport._id, name: 'whatever the client had' } });
    expect(record.categoryId).toEqual({ _id: transport._id, name: transport.name });
  });

  it('lists expenses newest first: by expense date, then by creation', async () => {
    const older = await addExpense({ expenseDate: colomboDay(-400) });
    const first = await addExpense({ expenseDate: colomboDay(-399) });
    const second = await addExpense({ expenseDate: colomboDay(-399) });
    const backdated = await addExpense({ expenseDate: colomboDay(-401) });
    const ids = (await expenses()).map((row) => row._id).filter((id) => [older, first, second, backdated].some((record) => record._id === id));
    expect(ids).toEqual([second._id, first._id, older._id, backdated._id]);
  });

  it('gives staff the same records as super admins but for who created and updated them (product.md §6)', async () => {
    await addExpense();
    const owners = await expenses(ownerToken);
    // Read twice in turn: each view is cached apart, and neither leaks into the other.
    for (const _ of [1, 2]) {
      expect(await expenses(staffToken)).toEqual(owners.map(({ createdByName, updatedByName, ...rest }) => rest));
      expect(await expenses(ownerToken)).toEqual(owners);
    }
  });

  it.each([
    ['no category', { categoryId: undefined }, 'Please select a category'],
    ['an empty category', { categoryId: '' }, 'Please select a category'],
    ['a category object without an id', { categoryId: { name: 'Rent' } }, 'Please select a category'],
    ['no amount', { amount: undefined }, 'Please enter amount'],
    ['a null amount', { amount: null }, 'Please enter amount'],
    ['an amount of 0', { amount: 0 }, 'Amount must be greater than 0'],
    ['a negative amount', { amount: -50 }, 'Amount must be greater than 0'],
    ['an amount below 0.01', { amount: 0.001 }, 'Amount must be greater than 0'],
    ['an amount with three decimals', { amount: 10.555 }, MESSAGES.expenseAmountDecimals],
    ['an amount out of range', { amount: 10_000_000.01 }, MESSAGES.expenseAmountTooLarge],
    ['a huge amount', { amount: 1e300 }, MESSAGES.expenseAmountTooLarge],
    ['no date', { expenseDate: undefined }, 'Please select date'],
    ['an empty date', { expenseDate: ' ' }, 'Please select date'],
    ['a date in another format', { expenseDate: '12/03/2026' }, MESSAGES.dateInvalid],
    ['an ISO instant', { expenseDate: '2026-03-12T10:00:00Z' }, MESSAGES.dateInvalid],
    ['a day that does not exist', { expenseDate: '2026-02-30' }, MESSAGES.dateInvalid],
    ['a time that does not exist', { expenseDate: '2026-03-12 24:00:00' }, MESSAGES.dateInvalid],
    ['tomorrow', { expenseDate: 'TOMORROW' }, 'Expense date cannot be in the future'],
    ['no description', { description: undefined }, 'Please enter description'],
    ['a blank description', { description: '   ' }, 'Please enter description'],
    ['a two-character description', { description: 'ab' }, 'Description must be 3 to 500 characters'],
    ['a 501-character description', { description: 'x'.repeat(501) }, 'Description must be 3 to 500 characters'],
    ['an amount as text', { amount: '100' }, 'Invalid request: amount must be a number'],
    ['a category id as a number', { categoryId: 7 }, 'Invalid request: categoryId must be a string'],
    ['a date as a number', { expenseDate: 20260312 }, 'Invalid request: expenseDate must be a string'],
    ['a description as a list', { description: ['Rent'] }, 'Invalid request: description must be a string'],
    ['an oversized description', { description: 'x'.repeat(2001) }, 'Invalid request: description must be at most 2000 characters'],
  ])('refuses %s (400) and stores nothing', async (_, change, expected) => {
    const before = await expenses();
    const body = expenseInput(resolve(change));
    const response = await call(app, 'POST', '/api/expenses', { token: ownerToken, body });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect(await expenses()).toEqual(before);
  });

  it('checks the fields in form order: the category first', async () => {
    const response = await call(app, 'POST', '/api/expenses', { token: ownerToken, body: {} });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: 'Please select a category' });
  });

  it('refuses an unknown category (404) and stores nothing', async () => {
    const before = await expenses();
    const response = await call(app, 'POST', '/api/expenses', { token: ownerToken, body: expenseInput({ categoryId: UNKNOWN_ID }) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.categoryNotFound, key: 'categoryNotFound' });
    expect(await expenses()).toEqual(before);
  });

  it('refuses malformed JSON (400)', async () => {
    const response = await raw('POST', '/api/expenses', '{"amount": 12,');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.malformedJson, key: 'malformedJson' });
  });

  it.each(['', 'null', '[]', '"Rent"', '42'])('refuses the body %j (400) and stores nothing', async (payload) => {
    const before = await expenses();
    const response = await raw('POST', '/api/expenses', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid request: body must be an object' });
    expect(await expenses()).toEqual(before);
  });

  it('refuses a body over 100 KB (413) and stores nothing', async () => {
    const before = await expenses();
    const response = await raw('POST', '/api/expenses', JSON.stringify(expenseInput({ note: 'x'.repeat(110 * 1024) })));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: MESSAGES.requestTooLarge, key: 'requestTooLarge' });
    expect(await expenses()).toEqual(before);
  });
});

describe('"today" is the Asia/Colombo day (UTC+05:30)', () => {
  afterEach(() => vi.useRealTimers());

  /** Signs in at the faked time (the token's times follow the clock) and posts an expense dated `day`. */
  async function postAt(instant: string, day: string) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    const token = await loginAs(app, 'owner');
    return call(app, 'POST', '/api/expenses', { token, body: expenseInput({ expenseDate: day }) });
  }

  it('refuses 12 March at 23:59:59 on 11 March in Colombo (18:29:59 UTC), though UTC says the same', async () => {
    const response = await postAt('2026-03-11T18:29:59Z', '2026-03-12');
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: 'Expense date cannot be in the future' });
  });

  it('accepts 12 March from midnight in Colombo (18:30 UTC on 11 March)', async () => {
    const response = await postAt('2026-03-11T18:30:00Z', '2026-03-12');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().expenseDate).toBe('2026-03-12');
  });

  it('accepts any time of today, even one later than now (the date is a day)', async () => {
    const response = await postAt('2026-03-12T03:00:00Z', '2026-03-12 23:00:00');
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('PUT /api/expenses/:id', () => {
  it('replaces the fields: new category, amount, date, description, and the editor’s name', async () => {
    const record = await addExpense();
    const editor = await signInNewSuperAdmin(app, 'Nadeesha', 'Silva');
    // A day the demo left open (it closes the two weeks up to yesterday).
    const day = openPastDay(3);
    const response = await call(app, 'PUT', `/api/expenses/${record._id}`, {
      token: editor,
      body: { categoryId: transport._id, amount: 850.75, description: 'Three-wheeler hire for deliveries', expenseDate: day },
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toEqual({
      ...record,
      categoryId: { _id: transport._id, name: transport.name },
      amount: 850.75,
      description: 'Three-wheeler hire for deliveries',
      expenseDate: day,
      updatedByName: 'Nadeesha Silva',
      updatedAt: updated.updatedAt,
    });
    expect(await stored(record._id)).toEqual(updated);
  });

  it('accepts the record as read back, with its category object', async () => {
    const record = await addExpense();
    const response = await call(app, 'PUT', `/api/expenses/${record._id}`, { token: ownerToken, body: { ...record, amount: 99.99 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ categoryId: record.categoryId, amount: 99.99, _id: record._id, createdAt: record.createdAt });
  });

  it.each([
    ['a future date', { expenseDate: 'TOMORROW' }, 400, 'Expense date cannot be in the future'],
    ['an amount with three decimals', { amount: 1.005 }, 400, MESSAGES.expenseAmountDecimals],
    ['a short description', { description: 'ok' }, 400, 'Description must be 3 to 500 characters'],
    ['no category', { categoryId: null }, 400, 'Please select a category'],
    ['an amount as text', { amount: '12' }, 400, 'Invalid request: amount must be a number'],
    ['an unknown category', { categoryId: UNKNOWN_ID }, 404, MESSAGES.categoryNotFound],
  ])('refuses %s (%i) and keeps the expense', async (_, change, status, expected) => {
    const record = await addExpense();
    const body = expenseInput(resolve(change));
    const response = await call(app, 'PUT', `/api/expenses/${record._id}`, { token: ownerToken, body });
    expect(response.statusCode).toBe(status);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect(await stored(record._id)).toEqual(record);
  });

  it('answers 404 for an unknown expense', async () => {
    const response = await call(app, 'PUT', `/api/expenses/${UNKNOWN_ID}`, { token: ownerToken, body: expenseInput() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.expenseNotFound, key: 'expenseNotFound' });
  });

  it('answers 400 (not 404, not 500) for an empty body on a known expense, and keeps it', async () => {
    const record = await addExpense();
    const response = await raw('PUT', `/api/expenses/${record._id}`, '');
    expect(response.statusCode).toBe(400);
    expect(await stored(record._id)).toEqual(record);
  });

  it('makes one of several edits sent at once from the same version; the rest are stale (409), none lost beside it', async () => {
    const record = await addExpense({ amount: 1000 });
    const tag = `"v-${record.updatedAt}"`;
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call(app, 'PUT', `/api/expenses/${record._id}`, { token: ownerToken, body: expenseInput({ amount: 2000 + index }), headers: { 'if-match': tag } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const made = responses.find((response) => response.statusCode === 200)!.json();
    expect((await stored(record._id))?.amount).toBe(made.amount);
  });
});

describe('how an expense was paid (product.md §10)', () => {
  const paidByOf = async (id: string) => (await app.db.selectFrom('expenses').select('paidBy').where('id', '=', id).executeTakeFirstOrThrow()).paidBy;

  it('is cash when the payload does not say (the spec’s payload), and stores the tender named', async () => {
    const plain = await addExpense({}, staffToken);
    expect(plain.paidBy).toBe('cash');
    expect(await paidByOf(plain._id)).toBe('cash');
    const byCard = await addExpense({ paidBy: 'card' }, staffToken);
    expect(byCard.paidBy).toBe('card');
    expect(await paidByOf(byCard._id)).toBe('card');
    expect((await stored(byCard._id))!.paidBy).toBe('card');
  });

  it('keeps it on an edit that does not say, changes it on one that does', async () => {
    const record = await addExpense({ paidBy: 'bank' });
    const spec = await call(app, 'PUT', `/api/expenses/${record._id}`, { token: ownerToken, body: expenseInput({ amount: 46000 }) });
    expect(spec.statusCode, spec.body).toBe(200);
    expect(spec.json()).toMatchObject({ amount: 46000, paidBy: 'bank' });
    const changed = await call(app, 'PUT', `/api/expenses/${record._id}`, { token: ownerToken, body: expenseInput({ paidBy: 'lankaqr' }) });
    expect(changed.json().paidBy).toBe('lankaqr');
    expect(await paidByOf(record._id)).toBe('lankaqr');
  });

  it.each([['credit'], ['cheque'], ['CASH']])('refuses %j (400, under the field) and stores nothing', async (paidBy) => {
    const before = (await expenses()).length;
    const response = await call(app, 'POST', '/api/expenses', { token: staffToken, body: expenseInput({ paidBy }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.expensePaidByInvalid, key: 'expensePaidByInvalid', errors: { paidBy: MESSAGES.expensePaidByInvalid }, errorKeys: { paidBy: { key: 'expensePaidByInvalid' } } });
    expect(await expenses()).toHaveLength(before);
  });

  it('refuses a bad one on an edit and keeps the expense', async () => {
    const record = await addExpense({ paidBy: 'wallet' });
    const response = await call(app, 'PUT', `/api/expenses/${record._id}`, { token: ownerToken, body: expenseInput({ paidBy: 'credit', amount: 1 }) });
    expect(response.statusCode).toBe(400);
    expect(await stored(record._id)).toEqual(record);
  });
});

describe('DELETE /api/expenses/:id', () => {
  it('deletes an expense', async () => {
    const record = await addExpense();
    const response = await call(app, 'DELETE', `/api/expenses/${record._id}`, { token: ownerToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Expense deleted successfully', _id: record._id });
    expect(await stored(record._id)).toBeUndefined();
  });

  it('answers 404 for an unknown expense, and for one already deleted', async () => {
    const record = await addExpense();
    await call(app, 'DELETE', `/api/expenses/${record._id}`, { token: ownerToken });
    for (const id of [UNKNOWN_ID, record._id]) {
      const response = await call(app, 'DELETE', `/api/expenses/${id}`, { token: ownerToken });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.expenseNotFound, key: 'expenseNotFound' });
    }
  });
});

describe('an expense added while its category is deleted', () => {
  it('is one or the other: the expense (the delete refused, 409) or the delete (the expense refused, 404), never 500', async () => {
    for (let round = 0; round < 4; round += 1) {
      const category = await addCategory('Short-lived');
      const [added, deleted] = await Promise.all([
        call(app, 'POST', '/api/expenses', { token: staffToken, body: expenseInput({ categoryId: category._id }) }),
        call(app, 'DELETE', `/api/expense-categories/${category._id}`, { token: ownerToken }),
      ]);
      expect([[201, 409], [404, 200]]).toContainEqual([added.statusCode, deleted.statusCode]);
    }
  });
});

describe('the list answer', () => {
  it('answers 304 to a re-read of an unchanged list, and the new list after a write', async () => {
    const first = await call(app, 'GET', '/api/expenses', { token: ownerToken });
    const etag = first.headers.etag as string;
    const again = await app.inject({ method: 'GET', url: '/api/expenses', headers: { authorization: `Bearer ${ownerToken}`, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const record = await addExpense();
    const after = await app.inject({ method: 'GET', url: '/api/expenses', headers: { authorization: `Bearer ${ownerToken}`, 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect((after.json() as Rec[]).some((row) => row._id === record._id)).toBe(true);
  });

  // SQLite's plan, asked of a SQLite database whichever engine the suite runs on.
  it('is read in one query over the date index, the category found by its key (no sort, no N+1)', async () => {
    const db = connectDatabase(IN_MEMORY);
    await migrateToLatest(db);
    const compiled = listExpensesQuery(db).compile();
    const plan = await sql.raw<{ detail: string }>(`explain query plan ${compiled.sql}`).execute(db);
    const steps = plan.rows.map((row) => row.detail).join(' | ');
    expect(steps).toContain('USING INDEX expenses_date');
    expect(steps).not.toContain('TEMP B-TREE');
    await db.destroy();
  });
});
