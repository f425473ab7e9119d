import CategoryIcon from '@mui/icons-material/Category';
import { CATEGORY_SEARCH, categoryFields } from '../../../domain/expenses';
import { fieldInputs } from '../../fieldInputs';
import type { ResourceDeclaration, ShopRecord } from '../../types';

export interface ExpenseCategory extends ShopRecord {
  name: string;
}

/**
 * Expense categories (product.md §2, §3, §5, §8): everyone reads them (the expense form picks
 * from them); super admins see the menu item, add, rename and delete. A category in use
 * cannot be deleted: the server's 409 says how many expenses use it. Nothing here but words.
 */
export const expenseCategories: ResourceDeclaration<ExpenseCategory> = {
  name: 'expenses/categories',
  icon: CategoryIcon,
  menu: { order: 85 },
  routes: {
    list: 'GET /expense-categories',
    create: 'POST /expense-categories',
    update: 'PUT /expense-categories/:id',
    delete: 'DELETE /expense-categories/:id',
  },
  columns: [
    { source: 'name', kind: 'text', sortable: true },
    { source: 'createdByName', kind: 'text', sortable: true, access: 'audit' },
    { source: 'createdAt', kind: 'date', sortable: true },
    { source: 'updatedAt', kind: 'date', sortable: true },
  ],
  inputs: fieldInputs(categoryFields, { fullWidth: ['name'] }),
  list: {
    search: CATEGORY_SEARCH,
    defaultSort: { field: 'createdAt', order: 'DESC' },
  },
};
