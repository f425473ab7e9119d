import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { categoryRules, expenseRules } from '../../src/domain/expenses';
import { firstError } from '../../src/domain/validation';
import { listCategories, listExpenses } from '../db/expenses';
import type { Database } from '../db/schema';
import { toExpenseRecord } from '../schemas/expenses';
import type { SeedReport } from '../seed';
import { demoDatabase } from '../test/helpers';
import { DEMO_CATEGORIES } from './expenses';

let db: Kysely<Database>;
let report: SeedReport;
// One seeding for the file: every test only reads it (a test that seeds again makes its own).
beforeAll(async () => {
  ({ db, report } = await demoDatabase());
});
afterAll(() => db.destroy());

const DAY_MS = 24 * 60 * 60 * 1000;

describe('demo expenses', () => {
  it('adds the shop’s categories, each a valid name', async () => {
    const categories = await listCategories(db);
    expect(categories.map((row) => row.name).sort()).toEqual([...DEMO_CATEGORIES].sort());
    for (const row of categories) expect(firstError(categoryRules, { name: row.name })).toBeUndefined();
  });

  it('records about fifty expenses over the last five weeks, in every category', async () => {
    const expenses = await listExpenses(db);
    expect(expenses.length).toBeGreaterThanOrEqual(45);
    expect(expenses.length).toBeLessThanOrEqual(55);
    expect(new Set(expenses.map((row) => row.categoryName))).toEqual(new Set(DEMO_CATEGORIES));
    const oldest = Math.min(...expenses.map((row) => Date.parse(row.createdAt)));
    expect(Date.now() - oldest).toBeLessThan(36 * DAY_MS);
    expect(Date.now() - oldest).toBeGreaterThan(28 * DAY_MS);
  });

  it('reports them among the demo data', async () => {
    expect(report.notes).toEqual(expect.arrayContaining(['8 expense categories', `${(await listExpenses(db)).length} expenses`]));
  });

  it('creates records that pass the form rules, none in the future, each dated on its Colombo day', async () => {
    const now = new Date().toISOString();
    for (const row of await listExpenses(db)) {
      const record = toExpenseRecord(row);
      expect(firstError(expenseRules, record)).toBeUndefined();
      expect(row.createdAt < now).toBe(true);
      expect(row.expenseDate).toBe(shopDay(new Date(row.createdAt)));
    }
  });

  it('names the owner or the staff member as creator, categories before their expenses', async () => {
    const categories = await listCategories(db);
    const newestCategory = categories[0].createdAt;
    for (const row of await listExpenses(db)) {
      expect(['Owner Demo', 'Staff Demo']).toContain(row.createdByName);
      expect(row.createdAt > newestCategory).toBe(true);
    }
  });

  it('is the same data on every seeding but for the dates', async () => {
    const { db: other } = await demoDatabase();
    const shape = async (source: Kysely<Database>) =>
      (await listExpenses(source)).map(({ amount, description, categoryName, createdByName }) => [amount, description, categoryName, createdByName]);
    expect(await shape(other)).toEqual(await shape(db));
    await other.destroy();
  });
});
