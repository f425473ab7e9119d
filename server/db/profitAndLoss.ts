import { sql, type Kysely } from 'kysely';
import { shopDayEnd, shopDayStart } from '../../src/domain/dates';
import { statementOf, type CategoryExpense, type Statement } from '../../src/domain/profitAndLoss';
import { breakDownTakings } from '../../src/domain/takings';
import type { Database } from './schema';
import { sumOf } from './sums';
import { takingsEntries } from './takings';

/** The expenses dated from `from` to `to` (shop days, both included) by category, in cents: one grouped read. */
export async function expensesByCategory(db: Kysely<Database>, from: string, to: string): Promise<CategoryExpense[]> {
  const rows = await db
    .selectFrom('expenses')
    .innerJoin('expense_categories', 'expense_categories.id', 'expenses.categoryId')
    .select(['expenses.categoryId', 'expense_categories.name as category', sumOf('expenses.amount').as('amount')])
    .where('expenses.expenseDate', '>=', from)
    .where('expenses.expenseDate', '<=', to)
    .groupBy(['expenses.categoryId', 'expense_categories.name'])
    .execute();
  return rows.map((row) => ({ categoryId: row.categoryId, category: row.category, amount: Number(row.amount) }));
}

/**
 * The statement of the shop days from `from` to `to` (cents): income and profit from the
 * takings' entries, the one computation the revenue reports and the dashboard read, so every
 * figure agrees with them; expenses by the day they are dated, as the expenses list filters them.
 */
export async function statementBetween(db: Kysely<Database>, from: string, to: string): Promise<Statement> {
  const takings = breakDownTakings(await takingsEntries(db, { start: shopDayStart(from)!, end: shopDayEnd(to)! }));
  return statementOf({ from, to }, takings.businesses, await expensesByCategory(db, from, to));
}

/**
 * Each month's income, gross profit, expenses and net profit (cents) over `months` (whole
 * calendar months, oldest first): the takings' entries of the whole span in one read, summed by
 * the shop day they fall on, and the expenses summed by month in SQL.
 */
export async function monthlyProfit(
  db: Kysely<Database>,
  months: readonly { month: string; from: string; to: string }[],
): Promise<{ month: string; income: number; gross: number; expenses: number; net: number }[]> {
  const [first, last] = [months[0]!, months[months.length - 1]!];
  const days = breakDownTakings(await takingsEntries(db, { start: shopDayStart(first.from)!, end: shopDayEnd(last.to)! })).days;
  const spent = await db
    .selectFrom('expenses')
    .select([sql<string>`substr(${sql.ref('expenseDate')}, 1, 7)`.as('month'), sumOf('amount').as('amount')])
    .where('expenseDate', '>=', first.from)
    .where('expenseDate', '<=', last.to)
    .groupBy(sql`substr(${sql.ref('expenseDate')}, 1, 7)`)
    .execute();
  return months.map(({ month }) => {
    const ofMonth = days.filter((row) => row.day.startsWith(month));
    const income = ofMonth.reduce((total, row) => total + row.totalCents, 0);
    const gross = ofMonth.reduce((total, row) => total + row.profitCents, 0);
    const expenses = Number(spent.find((row) => row.month === month)?.amount ?? 0);
    return { month, income, gross, expenses, net: gross - expenses };
  });
}
