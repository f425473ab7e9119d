import { sql, type Kysely } from 'kysely';
import type { PagedList } from '../paging/pagedList';
import { toExpenseRecord } from '../schemas/expenses';
import type { Database, Expense } from './schema';

// Names order ignoring case, as the in-browser sort's collator ordered them.
const categoryName = sql`(select c.name from expense_categories c where c.id = expenses.categoryId) collate nocase`;

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
      id: { sql: sql`expenses.id`, kind: 'text' },
      expenseDate: { sql: sql`expenses.expenseDate`, kind: 'day', sortable: true },
      categoryId: { sql: sql`expenses.categoryId`, kind: 'text' },
      'categoryId.name': { sql: categoryName, kind: 'text', sortable: true },
      amount: { sql: sql`expenses.amount`, kind: 'money', sortable: true },
      paidBy: { sql: sql`expenses.paidBy`, kind: 'text', sortable: true },
      ...(withNames ? { createdByName: { sql: sql`expenses.createdByName collate nocase`, kind: 'text', sortable: true } as const } : {}),
    },
    defaultSort: { field: 'expenseDate', descending: true },
    search: { index: 'expenses_search', key: sql`expenses.searchKey` },
    summary: {
      filteredTotal: { sql: sql`coalesce(sum(expenses.amount), 0)`, money: true },
      globalTotal: { sql: sql`coalesce(sum(expenses.amount), 0)`, money: true, over: 'all' },
      count: { sql: sql`count(*)` },
    },
    // Each record carries its category as `{ _id, name }`; categories are few, so an export reads them all first.
    records: async (rows) => {
      let query = db.selectFrom('expense_categories').select(['id', 'name']);
      if (rows !== 'all') query = rows.length ? query.where('id', 'in', [...new Set(rows.map((row) => row.categoryId))]) : query.where(sql<boolean>`0`);
      const names = new Map((await query.execute()).map((category) => [category.id, category.name]));
      return (row) => toExpenseRecord({ ...row, categoryName: names.get(row.categoryId) ?? '' });
    },
  };
}
