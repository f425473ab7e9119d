import type { Kysely } from 'kysely';
import { shopDay } from '../../src/domain/dates';
import { categoryNameKey } from '../../src/domain/expenses';
import { newId } from '../../server/db/ids';
import type { Database } from '../../server/db/schema';
import { DEMO_CATEGORIES } from '../../server/demo/expenses';
import { insertInChunks } from './rows';

/** The large shop's expense categories: the demo shop's and two more. */
const CATEGORIES = [...DEMO_CATEGORIES, 'Water Bill', 'Advertising'];

/** Per category: a typical amount (LKR) and a description; amounts vary around it, always with two decimals or none. */
const KINDS: Record<string, [amount: number, description: string]> = {
  'Shop Rent': [45000, 'Monthly shop rent paid to the landlord'],
  Electricity: [8500, 'CEB electricity bill for the shop'],
  'Staff Salaries': [35000, 'Monthly salary for a staff member'],
  'Internet and Phone': [4990, 'SLT Fibre monthly internet package'],
  Transport: [650, 'Three-wheeler hire for a delivery'],
  'Tea and Refreshments': [380, 'Tea and biscuits for the staff'],
  'Shop Maintenance': [2500, 'Small repairs in the shop'],
  Stationery: [900, 'Receipt rolls and bill books'],
  'Water Bill': [1200, 'National Water Supply bill'],
  Advertising: [3000, 'Leaflets and a newspaper advertisement'],
};

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Fills a migrated database (after the shop's accounts) with 10 expense categories and
 * `expenses` expenses spread evenly over the past year, oldest first, in
 * chunked inserts. Deterministic but for the dates, which follow the run's day; none in the
 * future. Wired into the benchmark by scripts/bench/generate.ts.
 */
export async function generateExpenses(db: Kysely<Database>, { expenses, years = 1 }: { expenses: number; years?: number }): Promise<void> {
  const now = Date.now();
  const span = years * YEAR_MS;
  const yearAgo = new Date(now - span - 60_000).toISOString();
  const categories = CATEGORIES.map((name) => ({
    id: newId(new Date(yearAgo)),
    name,
    nameKey: categoryNameKey(name),
    createdAt: yearAgo,
    updatedAt: yearAgo,
    createdByName: 'Bench Owner',
    updatedByName: null,
  }));

  const rows = Array.from({ length: expenses }, (_, i) => {
    const at = new Date(now - ((expenses - i) * span) / (expenses + 1));
    const category = categories[(i * 7) % categories.length];
    const [typical, description] = KINDS[category.name];
    // ±30% of the typical amount in cents, fixed by the row number.
    const cents = Math.round(typical * 100 * (0.7 + ((i * 37) % 61) / 100));
    const stamp = at.toISOString();
    return {
      id: newId(at),
      categoryId: category.id,
      amount: cents,
      description: `${description} (#${i + 1})`,
      expenseDate: shopDay(at),
      createdAt: stamp,
      updatedAt: stamp,
      createdByName: i % 3 === 0 ? 'Bench Owner' : 'Bench Staff',
      updatedByName: null,
    };
  });

  await insertInChunks(db, 'expense_categories', categories);
  await insertInChunks(db, 'expenses', rows);
}
