/** Recharge providers (product.md §9) and their balance cards (both recharge screens). */
export const rechargeTypeLabels = { Dialog: 'Dialog', DDTV: 'DDTV', Mobitel: 'Mobitel', Hutch: 'Hutch', Airtel: 'Airtel' };
export const balanceLabels = {
  Dialog: 'Dialog Balance',
  DDTV: 'DDTV Balance',
  Mobitel: 'Mobitel Balance',
  Hutch: 'Hutch Balance',
  Airtel: 'Airtel Balance',
};

export const rechargesManagement = {
  name: 'Recharge Management |||| Recharge Management',
  record: '%{type} top-up of %{day} (%{amount})',
  fields: {
    rechargeType: 'Type',
    topUpValue: 'Value',
    topUpCost: 'Cost',
    topUpDate: 'Date',
    createdByName: 'Created By',
    createdAt: 'Created',
    updatedAt: 'Updated',
  },
  choices: { rechargeType: rechargeTypeLabels },
  filters: { rechargeType: 'Type', topUpDate: 'Date' },
  summary: { ...balanceLabels, totalValue: 'Total Value', totalCost: 'Total Cost', records: 'Records' },
  search: 'Search by type, value, cost or who created it',
  create: 'Add Top-up',
  edit: 'Edit Top-up',
  empty: 'No top-ups found',
  // Asked before saving a top-up that costs more than the reload value it gives.
  confirmSave: {
    costAboveValue: {
      title: 'Top-up costs more than its value',
      content: 'This top-up costs more than the reload value it gives, so every reload sold from it loses money. Save it anyway?',
    },
  },
  notifications: {
    created: 'Topup created successfully',
    updated: 'Topup updated successfully',
    deleted: 'Topup deleted successfully',
    createFailed: 'Failed to save topup',
    updateFailed: 'Failed to save topup',
    deleteFailed: 'Failed to delete topup',
    fetchFailed: 'Failed to fetch topups',
    summaryFailed: 'Failed to fetch balances',
  },
};
