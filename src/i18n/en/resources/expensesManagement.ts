import { payments } from '../app';
import { messages } from '../messages';

const { cash, card, bank, wallet, lankaqr } = payments.tenders;

export const expensesManagement = {
  name: 'Expense |||| Expense Management',
  fields: {
    expenseDate: 'Date',
    'categoryId.name': 'Category',
    categoryId: 'Category',
    description: 'Description',
    amount: 'Amount',
    paidBy: 'Paid by',
    createdByName: 'Created By',
  },
  filters: { categoryId: 'Category', expenseDate: 'Specific date', expenseDateRange: 'Date range', paidBy: 'Paid by' },
  // The tenders, but Credit: an expense is paid, never owed.
  choices: { paidBy: { cash, card, bank, wallet, lankaqr } },
  summary: { filteredTotal: 'Filtered total', globalTotal: 'Global total', count: 'Records found' },
  search: 'Search by description or category',
  create: 'Add Expense',
  edit: 'Edit Expense',
  empty: 'No expenses found',
  denied: {
    edit: messages.expenseEditForbidden,
    delete: messages.expenseDeleteForbidden,
  },
  notifications: {
    created: 'Expense created successfully',
    updated: 'Expense updated successfully',
    deleted: 'Expense deleted successfully',
    createFailed: 'Failed to create expense',
    updateFailed: 'Failed to update expense',
    deleteFailed: 'Failed to delete expense',
    fetchFailed: 'Failed to fetch expenses list',
  },
};
