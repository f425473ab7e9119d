export const repairsIssues = {
  name: 'Repair Issue |||| Repair Issues',
  fields: {
    name: 'Name',
    actualCost: 'Actual Cost',
    customerPrice: 'Customer Price',
    margin: 'Profit Margin',
    createdByName: 'Created By',
    warrantyDays: 'Warranty (days)',
  },
  figures: { profit: 'Profit', margin: 'Margin' },
  search: 'Search by issue name',
  edit: 'Edit Issue',
  create: 'Add Issue',
  empty: 'No issues found',
  notifications: {
    created: 'Issue created successfully',
    createFailed: 'Failed to create issue',
    updated: 'Issue updated successfully',
    updateFailed: 'Failed to update issue',
    fetchFailed: 'Failed to fetch issues list',
  },
};
