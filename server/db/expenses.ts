import { sql, type Kysely } from 'kysely';
import { categoryNameKey } from '../../src/domain/expenses';
import { creationStamps, nextUpdatedAt } from './ids';
import { engineOf } from './engineOf';
import { forWrite } from './locks';
import type { ExpenseTender } from '../../src/domain/expenses';
import type { Database, Expense, ExpenseCategory } from './schema';

/** Kept here too: the expenses' tests read it beside the category queries. */
export { isForeignKeyViolation } from './connect';

/** An expense's fields as stored: the amount in cents, the date a `YYYY-MM-DD` Colombo day. */
export interface ExpenseFields {
  categoryId: string;
  amount: number;
  description: string;
  expenseDate: string;
  /** How it was paid (product.md §10); absent: the column's default, cash. */
  paidBy?: ExpenseTender;
}

/** An expense with its category's current name (joined on read, so a rename shows at once). */
export type ExpenseWithCategory = Expense & { categoryName: string };

// ---- categories ----

/** Every category, newest first (insertion order breaks ties within a millisecond). */
export function listCategories(db: Kysely<Database>): Promise<ExpenseCategory[]> {
  return db.selectFrom('expense_categories').selectAll().orderBy('createdAt', 'desc').orderBy(sql`rowid`, 'desc').execute();
}

/**
 * `toKeep`: the transaction then writes an expense in it (a foreign key), so on PostgreSQL the
 * category is read `for key share` until it ends: a delete of the category waits and then counts
 * the expense (409), or this waits for the delete and finds none (404), instead of the insert
 * breaking the foreign key (500). SQLite runs one write at a time.
 */
export function findCategoryById(db: Kysely<Database>, id: string, { toKeep = false } = {}): Promise<ExpenseCategory | undefined> {
  const query = db.selectFrom('expense_categories').selectAll().where('id', '=', id);
  return (toKeep && engineOf(db) === 'postgres' ? query.forKeyShare() : query).executeTakeFirst();
}

/**
 * Inserts a category named `name` (already normalised); a name already taken fails with a
 * UNIQUE violation (isUniqueViolation). `now` lets demo data date its records in the past.
 */
export function insertCategory(
  db: Kysely<Database>,
  name: string,
  createdByName: string | null,
  now: Date = new Date(),
): Promise<ExpenseCategory> {
  return db
    .insertInto('expense_categories')
    .values({ name, nameKey: categoryNameKey(name), ...creationStamps(createdByName, now) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How many expenses use the category. */
export async function countExpensesInCategory(db: Kysely<Database>, categoryId: string): Promise<number> {
  const row = await db
    .selectFrom('expenses')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('categoryId', '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** True when a category was deleted; one that expenses use fails with a FOREIGN KEY violation. */
export async function deleteCategory(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('expense_categories').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// ---- expenses ----

/** Expenses joined to their category's name: one query, never one per row. */
function selectExpenses(db: Kysely<Database>) {
  return db
    .selectFrom('expenses')
    .innerJoin('expense_categories', 'expense_categories.id', 'expenses.categoryId')
    .selectAll('expenses')
    .select('expense_categories.name as categoryName');
}

/**
 * Every expense, newest first: by expense day, then by creation (insertion order breaks
 * ties). The order is the expenses_date index read backwards, so SQLite never sorts.
 */
export function listExpensesQuery(db: Kysely<Database>) {
  return selectExpenses(db)
    .orderBy('expenses.expenseDate', 'desc')
    .orderBy('expenses.createdAt', 'desc')
    .orderBy(sql`expenses.rowid`, 'desc');
}

export function listExpenses(db: Kysely<Database>): Promise<ExpenseWithCategory[]> {
  return listExpensesQuery(db).execute();
}

/**
 * `toChange`: the transaction then edits or deletes it from what it read here (its If-Match, its
 * day held against a close), so the expense's row is locked first, in a statement of its own
 * (the read joins its category), and another edit committing meanwhile is waited for and then
 * read (see locks.ts `forWrite`).
 */
export async function findExpenseById(db: Kysely<Database>, id: string, { toChange = false } = {}): Promise<ExpenseWithCategory | undefined> {
  if (toChange && engineOf(db) === 'postgres') await forWrite(db, db.selectFrom('expenses').select('id').where('id', '=', id)).execute();
  return selectExpenses(db).where('expenses.id', '=', id).executeTakeFirst();
}

/** Inserts an expense (its category must exist: a foreign key) and answers it with the category's name. */
export async function insertExpense(
  db: Kysely<Database>,
  fields: ExpenseFields,
  createdByName: string | null,
  now: Date = new Date(),
): Promise<ExpenseWithCategory> {
  const stamps = creationStamps(createdByName, now);
  await db.insertInto('expenses').values({ ...fields, ...stamps }).execute();
  return (await findExpenseById(db, stamps.id))!;
}

/** Replaces an expense's fields and stamps the update; undefined when no such expense exists. */
export async function updateExpense(
  db: Kysely<Database>,
  id: string,
  fields: ExpenseFields,
  updatedByName: string,
): Promise<ExpenseWithCategory | undefined> {
  const result = await db
    .updateTable('expenses')
    .set({ ...fields, updatedByName, updatedAt: nextUpdatedAt(db) })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? findExpenseById(db, id) : undefined;
}

/** True when an expense was deleted. */
export async function deleteExpense(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('expenses').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
