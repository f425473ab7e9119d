export const products = {
  name: 'Product |||| Products',
  fields: {
    name: 'Name',
    quantity: 'Quantity',
    buyingPrice: 'Buying Price',
    sellingPrice: 'Selling Price',
    createdByName: 'Created By',
    updatedByName: 'Updated By',
    createdAt: 'Created',
    added: 'Quantity to Add',
  },
  // Asked before saving a product sold under its buying price.
  confirmSave: {
    underCost: {
      title: 'Selling price under the buying price',
      content: 'Every sale of this product at its selling price loses money. Save it anyway?',
    },
  },
  search: 'Search by product name',
  filters: { quantity: 'Stock at most' },
  create: 'Add Product',
  edit: 'Edit Product',
  empty: 'No products found',
  actions: { refill: 'Refill Stock' },
  figures: { currentStock: 'Current stock', newStock: 'New stock' },
  denied: {
    create: 'Only super admins can add products',
    edit: 'Only super admins can edit products',
    refill: 'Only super admins can edit products',
  },
  notifications: {
    created: 'Product created successfully',
    updated: 'Product updated successfully',
    deleted: 'Product deleted successfully',
    createFailed: 'Failed to submit product',
    updateFailed: 'Failed to submit product',
    deleteFailed: 'Failed to delete product',
    fetchFailed: 'Failed to fetch products',
    refillFailed: 'Failed to refill stock',
  },
};
