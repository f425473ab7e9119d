import type { Catalogue } from '../../catalogue';

export const rechargesHistory: Catalogue['resources']["recharges/history"] = {
  name: "Sales History |||| Sales History",
  fields: {
    rechargeType: "Recharge Type",
    soldToName: "Sold To",
    soldToType: "Customer Type",
    soldToId: "Customer / Agent",
    "buyer.phoneNumber": "Phone Number",
    soldValue: "Sold Value",
    soldPrice: "Sold Price",
    unitCost: "Unit Cost",
    profit: "Profit",
    saleDate: "Date",
    createdByName: "Created By",
  },
  choices: {
    rechargeType: {
      Dialog: "Dialog",
      DDTV: "DDTV",
      Mobitel: "Mobitel",
      Hutch: "Hutch",
      Airtel: "Airtel",
    },
    soldToType: {
      customer: "Customer",
      agent: "Agent",
    },
  },
  filters: {
    rechargeType: "Type",
    saleDate: "Date",
  },
  clearFilters: "Clear All Filters",
  summary: {
    Dialog: "Dialog Balance",
    DDTV: "DDTV Balance",
    Mobitel: "Mobitel Balance",
    Hutch: "Hutch Balance",
    Airtel: "Airtel Balance",
    count: "Records",
    totalSoldPrice: "Total Sold Price",
    totalSoldValue: "Total Sold Value",
    totalCost: "Total Cost",
    totalProfit: "Total Profit",
  },
  search: "Search by name, NIC, phone or card number",
  create: "Record Sale",
  empty: "No sales found",
  actions: {
    details: "Sale Details",
    whatsapp: "Send WhatsApp",
  },
  whatsapp: {
    greeting: "Dear %{name},",
    body: "Thank you for your %{type} recharge on %{date}.",
    reloadValue: "Reload value credited: %{amount}",
    amount: "Amount paid: %{amount}",
    closing: "%{shop}",
  },
  justSold: "Sale to %{name} recorded: send the WhatsApp message now?",
  notifications: {
    created: "Sale recorded successfully",
    createFailed: "Failed to record sale",
    fetchFailed: "Failed to fetch sales",
    summaryFailed: "Failed to fetch balances",
  },
};
