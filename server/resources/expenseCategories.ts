import { categoryFields, categoryInUseMessage, categoryNameKey } from '../../src/domain/expenses';
import { plainResource } from '../crud/declaration';
import { countExpensesInCategory } from '../db/expenses';

/**
 * Expense categories (product.md §2, §3, §5, §6): everyone lists them (the expense form picks from
 * them); super admins add, rename and delete. Names are unique ignoring case and repeated
 * spaces (the `nameKey` column's unique index, so racing creates give one 409); a category
 * that expenses use cannot be deleted (409 naming how many; the expenses' foreign key too).
 * Table: migration 0007.
 */
export const expenseCategories = plainResource({
  resource: 'expenses/categories',
  path: '/expense-categories',
  table: 'expense_categories',
  fields: categoryFields,
  unique: { field: 'name', taken: 'categoryNameTaken', key: { column: 'nameKey', of: categoryNameKey } },
  blocksDelete: async (db, id) => {
    const used = await countExpensesInCategory(db, id);
    return used ? categoryInUseMessage(used) : undefined;
  },
  messages: { notFound: 'categoryNotFound', deleted: 'categoryDeleted' },
  example: { name: 'Generator Fuel' },
});
