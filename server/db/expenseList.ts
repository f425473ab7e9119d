import { sql, type Kysely } from 'kysely';
import { caseless, type PagedList } from '../paging/pagedList';
import { toExpenseRecord } from '../schemas/expenses';
import type { Database, Expense } from './schema';

// Names order ignoring case, as the in-browser sort's collator ordered them.
const categoryName = caseless(sql`(select c.name from expense_categories c where c.id = ${sql.ref('expenses.categoryId')})`);

/**
 * Expense Management as our server pages it (src/resources/expenses/management: the same
 * fields, search and figures the console's declaration names). `expenseDate` is stored as the
 * Colombo day `YYYY-MM-DD`, so its day filters compare days, as the in-browser filter did.
 * The category filter is by id (an embedded `{ _id, name }` compares by its id in the
 * browser). Who recorded it, to sort by, only for a caller who may see it.
 */
export function expenseList(db: Kysely<Database>, { withNames }: { withNames: boolean }): PagedList<Expense> {
  return {
    table: 'expenses',
    fields: {
      id: { sql: sql.ref('expenses.id'), kind: 'text' },
      expenseDate: { sql: sql.ref('expenses.expenseDate'), kind: 'day', sortable: true },
      categoryId: { sql: sql.ref('expenses.categoryId'), kind: 'text' },
      'categoryId.name': categoryName,
      amount: { sql: sql.ref('expenses.amount'), kind: 'money', sortable: true },
      paidBy: { sql: sql.ref('expenses.paidBy'), kind: 'text', sortable: true },
      ...(withNames ? { createdByName: caseless(sql.ref('expenses.createdByName')) } : {}),
    },
    defaultSort: { field: 'expenseDate', descending: true },
    search: { index: 'expenses_search', key: sql.ref('expenses.searchKey') },
    summary: {
      filteredTotal: { sql: sql`coalesce(sum(expenses.amount), 0)`, money: true },
      globalTotal: { sql: sql`coalesce(sum(expenses.amount), 0)`, money: true, over: 'all' },
      count: { sql: sql`count(*)` },
    },
    // Each record carries its category as `{ _id, name }`; categories are few, so an export reads them all first.
    records: async (rows) => {
      let query = db.selectFrom('expense_categories').select(['id', 'name']);
      if (rows !== 'all') query = rows.length ? query.where('id', 'in', [...new Set(rows.map((row) => row.categoryId))]) : query.where(sql.lit(false));
      const names = new Map((await query.execute()).map((category) => [category.id, category.name]));
      return (row) => toExpenseRecord({ ...row, categoryName: names.get(row.categoryId) ?? '' });
    },
  };
}
