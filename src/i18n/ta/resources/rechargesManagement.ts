import type { Catalogue } from '../../catalogue';

export const rechargesManagement: Catalogue['resources']["recharges/management"] = {
  name: "Recharge Management |||| Recharge Management",
  fields: {
    rechargeType: "Type",
    topUpValue: "Value",
    topUpCost: "Cost",
    topUpDate: "Date",
    createdByName: "Created By",
    createdAt: "Created",
    updatedAt: "Updated",
  },
  choices: {
    rechargeType: {
      Dialog: "Dialog",
      DDTV: "DDTV",
      Mobitel: "Mobitel",
      Hutch: "Hutch",
      Airtel: "Airtel",
    },
  },
  filters: {
    rechargeType: "Type",
    topUpDate: "Date",
  },
  summary: {
    Dialog: "Dialog Balance",
    DDTV: "DDTV Balance",
    Mobitel: "Mobitel Balance",
    Hutch: "Hutch Balance",
    Airtel: "Airtel Balance",
    totalValue: "Total Value",
    totalCost: "Total Cost",
    records: "Records",
  },
  search: "Search by type, value, cost or who created it",
  create: "Add Top-up",
  edit: "Edit Top-up",
  empty: "No top-ups found",
  confirmSave: {
    costAboveValue: {
      title: "Top-up costs more than its value",
      content: "This top-up costs more than the reload value it gives, so every reload sold from it loses money. Save it anyway?",
    },
  },
  notifications: {
    created: "Topup created successfully",
    updated: "Topup updated successfully",
    deleted: "Topup deleted successfully",
    createFailed: "Failed to save topup",
    updateFailed: "Failed to save topup",
    deleteFailed: "Failed to delete topup",
    fetchFailed: "Failed to fetch topups",
    summaryFailed: "Failed to fetch balances",
  },
};
