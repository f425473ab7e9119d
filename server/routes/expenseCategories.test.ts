import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { isUniqueViolation } from '../db/connect';
import { deleteCategory, insertCategory, isForeignKeyViolation } from '../db/expenses';
import { buildTestApp, call, loginAs, signInNewSuperAdmin, inEnglish } from '../test/helpers';

type Rec = Record<string, unknown> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
});
afterAll(() => app.close());

const UNKNOWN_ID = 'ffffffffffffffffffffffff';
const CATEGORY_KEYS = ['_id', 'createdAt', 'createdByName', 'name', 'updatedAt', 'updatedByName'];

let sequence = 0;
/** A valid category name no other test (nor the demo data) uses. */
const freshName = (base = 'Category') => {
  sequence += 1;
  return `${base} ${sequence}`;
};

const categories = async (token = ownerToken): Promise<Rec[]> =>
  (await call(app, 'GET', '/api/expense-categories', { token })).json();

async function addCategory(name = freshName()): Promise<Rec> {
  const response = await call(app, 'POST', '/api/expense-categories', { token: ownerToken, body: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function addExpense(categoryId: string): Promise<Rec> {
  const body = { categoryId, amount: 100, description: 'Bus fare to the supplier', expenseDate: '2026-01-05' };
  const response = await call(app, 'POST', '/api/expenses', { token: ownerToken, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const raw = (method: 'POST' | 'PUT', url: string, payload: string) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' }, payload });

describe('access (product.md §2, §6)', () => {
  const routes: [string, string, boolean][] = [
    ['GET', '/api/expense-categories', false],
    ['POST', '/api/expense-categories', true],
    ['PUT', `/api/expense-categories/${UNKNOWN_ID}`, true],
    ['DELETE', `/api/expense-categories/${UNKNOWN_ID}`, false],
  ];

  it.each(routes)('refuses %s %s without a token (401)', async (method, url, hasBody) => {
    const response = await call(app, method as 'GET', url, { body: hasBody ? { name: freshName() } : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.notSignedIn, key: 'notSignedIn' });
  });

  it('lets staff list the categories (the expense form picks from them)', async () => {
    const record = await addCategory();
    const response = await call(app, 'GET', '/api/expense-categories', { token: staffToken });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Rec[]).some((row) => row._id === record._id)).toBe(true);
  });

  it('refuses staff adding a category (403) and stores nothing', async () => {
    const before = await categories();
    const response = await call(app, 'POST', '/api/expense-categories', { token: staffToken, body: { name: freshName() } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.forbidden, key: 'forbidden' });
    expect(await categories()).toEqual(before);
  });

  it.each([
    ['PUT', { name: 'Renamed by staff' }],
    ['DELETE', undefined],
  ] as const)('refuses staff %s on a category (403) and keeps it', async (method, body) => {
    const record = await addCategory();
    const response = await call(app, method, `/api/expense-categories/${record._id}`, { token: staffToken, body });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.forbidden, key: 'forbidden' });
    expect((await categories()).find((row) => row._id === record._id)).toEqual(record);
  });
});

describe('POST /api/expense-categories', () => {
  it('creates a category (201) with its name and creator', async () => {
    const name = freshName('Electricity');
    const response = await call(app, 'POST', '/api/expense-categories', { token: ownerToken, body: { name } });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(Object.keys(record).sort()).toEqual(CATEGORY_KEYS);
    expect(record).toMatchObject({ name, createdByName: 'Owner Demo', updatedByName: null });
    expect(record._id).toMatch(/^[0-9a-f]{24}$/);
    expect(record.createdAt).toBe(record.updatedAt);
    expect(new Date(record.createdAt).toISOString()).toBe(record.createdAt);
  });

  it('stores the name trimmed, with repeated spaces collapsed', async () => {
    const record = await addCategory(`  Shop   Rent ${freshName('x')}  `);
    expect(record.name).toMatch(/^Shop Rent x \d+$/);
  });

  it('accepts letters of any script, digits, hyphens and underscores', async () => {
    const record = await addCategory(`විදුලි_Bill-2 ${freshName('q')}`);
    expect(record.name).toMatch(/^විදුලි_Bill-2 q \d+$/);
  });

  it('lists categories newest first', async () => {
    const first = await addCategory();
    const second = await addCategory();
    const ids = (await categories()).map((row) => row._id);
    expect(ids[0]).toBe(second._id);
    expect(ids[1]).toBe(first._id);
  });

  it.each([
    ['no name', {}, 'Please enter category name'],
    ['a null name', { name: null }, 'Please enter category name'],
    ['a blank name', { name: '   ' }, 'Please enter category name'],
    ['a one-letter name', { name: 'A' }, 'Category name must be 2 to 50 characters'],
    ['a 51-character name', { name: 'x'.repeat(51) }, 'Category name must be 2 to 50 characters'],
    ['an ampersand', { name: 'Internet & Phone' }, MESSAGES.categoryNameChars],
    ['a slash', { name: 'Rent/Lease' }, MESSAGES.categoryNameChars],
    ['a name as a number', { name: 42 }, 'Invalid request: name must be a string'],
    ['a name as a list', { name: ['Rent'] }, 'Invalid request: name must be a string'],
    ['an oversized name', { name: 'x'.repeat(201) }, 'Invalid request: name must be at most 200 characters'],
  ])('refuses %s (400) and stores nothing', async (_, body, expected) => {
    const before = await categories();
    const response = await call(app, 'POST', '/api/expense-categories', { token: ownerToken, body });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect(await categories()).toEqual(before);
  });

  it.each([
    ['the same name', (name: string) => name],
    ['another case', (name: string) => name.toUpperCase()],
    ['repeated spaces', (name: string) => `  ${name.replace(' ', '    ')} `],
  ])('refuses a name already taken, written with %s (409), and stores nothing', async (_, variant) => {
    const taken = await addCategory(freshName('Staff Salaries'));
    const before = await categories();
    const response = await call(app, 'POST', '/api/expense-categories', { token: ownerToken, body: { name: variant(taken.name as string) } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.categoryNameTaken, key: 'categoryNameTaken', errors: { name: MESSAGES.categoryNameTaken }, errorKeys: { name: { key: 'categoryNameTaken' } } });
    expect(await categories()).toEqual(before);
  });

  it('lets one of two simultaneous creates of a name win: one 201, one 409, never a 500', async () => {
    const name = freshName('Transport');
    const responses = await Promise.all([
      call(app, 'POST', '/api/expense-categories', { token: ownerToken, body: { name } }),
      call(app, 'POST', '/api/expense-categories', { token: ownerToken, body: { name: name.toLowerCase() } }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json()).toEqual({ message: MESSAGES.categoryNameTaken, key: 'categoryNameTaken', errors: { name: MESSAGES.categoryNameTaken }, errorKeys: { name: { key: 'categoryNameTaken' } } });
    expect((await categories()).filter((row) => (row.name as string).toLowerCase() === name.toLowerCase())).toHaveLength(1);
  });

  it('has the database refuse a duplicate name key too (the unique index the race relies on)', async () => {
    const name = freshName('Stationery');
    await insertCategory(app.db, name, null);
    const failure = await insertCategory(app.db, name.toUpperCase(), null).catch((error: unknown) => error);
    expect(isUniqueViolation(failure)).toBe(true);
  });

  it('refuses malformed JSON (400)', async () => {
    const response = await raw('POST', '/api/expense-categories', '{"name": "Rent"');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.malformedJson, key: 'malformedJson' });
  });

  it.each(['', 'null', '[]', '"Rent"', '7'])('refuses the body %j (400) and stores nothing', async (payload) => {
    const before = await categories();
    const response = await raw('POST', '/api/expense-categories', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid request: body must be an object' });
    expect(await categories()).toEqual(before);
  });
});

describe('PUT /api/expense-categories/:id', () => {
  it('renames a category: the new name and the editor’s name, the creator kept', async () => {
    const record = await addCategory();
    const editor = await signInNewSuperAdmin(app, 'Nadeesha', 'Silva');
    const name = freshName('Internet and Phone');
    const response = await call(app, 'PUT', `/api/expense-categories/${record._id}`, { token: editor, body: { name: ` ${name} ` } });
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({ _id: record._id, name, createdByName: 'Owner Demo', updatedByName: 'Nadeesha Silva', createdAt: record.createdAt });
    expect(updated.updatedAt >= (record.updatedAt as string)).toBe(true);
    expect((await categories()).find((row) => row._id === record._id)).toEqual(updated);
  });

  it('lets a category keep its own name in another case', async () => {
    const record = await addCategory();
    const name = (record.name as string).toUpperCase();
    const response = await call(app, 'PUT', `/api/expense-categories/${record._id}`, { token: ownerToken, body: { name } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().name).toBe(name);
  });

  it('refuses another category’s name (409) and keeps the name', async () => {
    const taken = await addCategory();
    const record = await addCategory();
    const response = await call(app, 'PUT', `/api/expense-categories/${record._id}`, {
      token: ownerToken,
      body: { name: (taken.name as string).toLowerCase() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.categoryNameTaken, key: 'categoryNameTaken', errors: { name: MESSAGES.categoryNameTaken }, errorKeys: { name: { key: 'categoryNameTaken' } } });
    expect((await categories()).find((row) => row._id === record._id)).toEqual(record);
  });

  it.each([
    [{ name: '' }, 'Please enter category name'],
    [{ name: 'x' }, 'Category name must be 2 to 50 characters'],
    [{ name: 'Tea & Snacks' }, MESSAGES.categoryNameChars],
    [{ name: true }, 'Invalid request: name must be a string'],
  ])('refuses %j (400) and keeps the name', async (body, expected) => {
    const record = await addCategory();
    const response = await call(app, 'PUT', `/api/expense-categories/${record._id}`, { token: ownerToken, body });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: expected });
    expect((await categories()).find((row) => row._id === record._id)).toEqual(record);
  });

  it('answers 404 for an unknown category', async () => {
    const response = await call(app, 'PUT', `/api/expense-categories/${UNKNOWN_ID}`, { token: ownerToken, body: { name: freshName() } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.categoryNotFound, key: 'categoryNotFound' });
  });

  it('shows the new name in the answers of the category’s expenses', async () => {
    const record = await addCategory();
    const expense = await addExpense(record._id);
    const name = freshName('Renamed');
    await call(app, 'PUT', `/api/expense-categories/${record._id}`, { token: ownerToken, body: { name } });
    const list: Rec[] = (await call(app, 'GET', '/api/expenses', { token: staffToken })).json();
    expect(list.find((row) => row._id === expense._id)?.categoryId).toEqual({ _id: record._id, name });
  });
});

describe('DELETE /api/expense-categories/:id', () => {
  it('deletes an unused category', async () => {
    const record = await addCategory();
    const response = await call(app, 'DELETE', `/api/expense-categories/${record._id}`, { token: ownerToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Category deleted successfully', _id: record._id });
    expect((await categories()).some((row) => row._id === record._id)).toBe(false);
  });

  it('frees the name of a deleted category', async () => {
    const record = await addCategory();
    await call(app, 'DELETE', `/api/expense-categories/${record._id}`, { token: ownerToken });
    await addCategory(record.name as string);
  });

  it('answers 404 for an unknown category, and for one already deleted', async () => {
    const record = await addCategory();
    await call(app, 'DELETE', `/api/expense-categories/${record._id}`, { token: ownerToken });
    for (const id of [UNKNOWN_ID, record._id]) {
      const response = await call(app, 'DELETE', `/api/expense-categories/${id}`, { token: ownerToken });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.categoryNotFound, key: 'categoryNotFound' });
    }
  });

  it('refuses to delete a category that expenses use (409, saying how many) and keeps both', async () => {
    const record = await addCategory();
    const expenses = [await addExpense(record._id), await addExpense(record._id)];
    const response = await call(app, 'DELETE', `/api/expense-categories/${record._id}`, { token: ownerToken });
    expect(response.statusCode).toBe(409);
    expect(inEnglish(response.json())).toEqual({ message: 'This category is used by 2 expenses and cannot be deleted' });
    expect((await categories()).find((row) => row._id === record._id)).toEqual(record);
    const list: Rec[] = (await call(app, 'GET', '/api/expenses', { token: ownerToken })).json();
    expect(list.filter((row) => expenses.some((expense) => expense._id === row._id))).toHaveLength(2);
  });

  it('says "1 expense" for a single one, and deletes the category once its expenses are gone', async () => {
    const record = await addCategory();
    const expense = await addExpense(record._id);
    const refused = await call(app, 'DELETE', `/api/expense-categories/${record._id}`, { token: ownerToken });
    expect(inEnglish(refused.json())).toEqual({ message: 'This category is used by 1 expense and cannot be deleted' });
    expect((await call(app, 'DELETE', `/api/expenses/${expense._id}`, { token: ownerToken })).statusCode).toBe(200);
    expect((await call(app, 'DELETE', `/api/expense-categories/${record._id}`, { token: ownerToken })).statusCode).toBe(200);
  });

  it('has the database refuse deleting a used category too (the foreign key)', async () => {
    const record = await addCategory();
    await addExpense(record._id);
    const failure = await deleteCategory(app.db, record._id).catch((error: unknown) => error);
    expect(isForeignKeyViolation(failure)).toBe(true);
  });
});
