import type { Catalogue } from '../../catalogue';

export const expensesManagement: Catalogue['resources']["expenses/management"] = {
  name: "Expense |||| Expense Management",
  fields: {
    expenseDate: "Date",
    "categoryId.name": "Category",
    categoryId: "Category",
    description: "Description",
    amount: "Amount",
    paidBy: "Paid by",
    createdByName: "Created By",
  },
  filters: {
    categoryId: "Category",
    expenseDate: "Specific date",
    expenseDateRange: "Date range",
    paidBy: "Paid by",
  },
  choices: {
    paidBy: {
      cash: "Cash",
      card: "Card",
      bank: "Bank transfer",
      wallet: "Mobile wallet",
      lankaqr: "LankaQR",
    },
  },
  summary: {
    filteredTotal: "Filtered total",
    globalTotal: "Global total",
    count: "Records found",
  },
  search: "Search by description or category",
  create: "Add Expense",
  edit: "Edit Expense",
  empty: "No expenses found",
  denied: {
    edit: "You don't have permission to edit expenses",
    delete: "You don't have permission to delete expenses",
  },
  notifications: {
    created: "Expense created successfully",
    updated: "Expense updated successfully",
    deleted: "Expense deleted successfully",
    createFailed: "Failed to create expense",
    updateFailed: "Failed to update expense",
    deleteFailed: "Failed to delete expense",
    fetchFailed: "Failed to fetch expenses list",
  },
};
