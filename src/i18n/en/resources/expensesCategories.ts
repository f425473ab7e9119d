export const expensesCategories = {
  name: 'Expense Category |||| Expense Categories',
  fields: { name: 'Category Name', createdByName: 'Created By', createdAt: 'Created', updatedAt: 'Updated' },
  search: 'Search by category name',
  create: 'Add Category',
  edit: 'Edit Category',
  empty: 'No categories found',
  notifications: {
    created: 'Category created successfully',
    updated: 'Category updated successfully',
    deleted: 'Category deleted successfully',
    createFailed: 'Failed to create category',
    updateFailed: 'Failed to update category',
    deleteFailed: 'Failed to delete category',
    fetchFailed: 'Failed to fetch categories list',
  },
};
