import { paymentFieldWords } from './paymentFields';
import { balanceLabels, rechargeTypeLabels } from './rechargesManagement';

export const rechargesHistory = {
  name: 'Sales History |||| Sales History',
  // A sale named in buttons and dialogs: 'Dialog sale to Kasun Perera (LKR 500.00)'.
  record: '%{type} sale to %{buyer} (%{amount})',
  fields: {
    rechargeType: 'Recharge Type',
    soldToName: 'Sold To',
    soldToType: 'Customer Type',
    soldToId: 'Customer / Agent',
    'buyer.phoneNumber': 'Phone Number',
    soldValue: 'Sold Value',
    soldPrice: 'Sold Price',
    unitCost: 'Unit Cost',
    profit: 'Profit',
    saleDate: 'Date',
    createdByName: 'Created By',
    // How the sale was paid (product.md §10), in Sale Details as in Bill Details.
    ...paymentFieldWords,
  },
  choices: { rechargeType: rechargeTypeLabels, soldToType: { customer: 'Customer', agent: 'Agent' } },
  filters: { rechargeType: 'Type', saleDate: 'Date' },
  clearFilters: 'Clear All Filters',
  summary: {
    ...balanceLabels,
    count: 'Records',
    totalSoldPrice: 'Total Sold Price',
    totalSoldValue: 'Total Sold Value',
    totalCost: 'Total Cost',
    totalProfit: 'Total Profit',
  },
  search: 'Search by name, NIC, phone or card number',
  create: 'Record Sale',
  empty: 'No sales found',
  actions: { details: 'Sale Details', whatsapp: 'Send WhatsApp' },
  whatsapp: {
    greeting: 'Dear %{name},',
    body: 'Thank you for your %{type} recharge on %{date}.',
    reloadValue: 'Reload value credited: %{amount}',
    amount: 'Amount paid: %{amount}',
    closing: '%{shop}',
  },
  // Above the list right after Record Sale, beside Send WhatsApp (product.md §10).
  justSold: 'Sale to %{name} recorded: send the WhatsApp message now?',
  notifications: {
    created: 'Sale recorded successfully',
    createFailed: 'Failed to record sale',
    fetchFailed: 'Failed to fetch sales',
    fetchOneFailed: 'Failed to fetch sale details',
    summaryFailed: 'Failed to fetch balances',
  },
};
