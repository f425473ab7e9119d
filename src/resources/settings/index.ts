import SettingsIcon from '@mui/icons-material/Storefront';
import { settingsRules, SETTINGS_LIMITS, type ShopSettings } from '../../domain/settings';
import type { InputDeclaration, ResourceDeclaration, ShopRecord } from '../types';

export type SettingsRecord = ShopSettings & ShopRecord;

/** The form's inputs, with the domain's rules (the server checks the same). */
export const settingsInputs: readonly InputDeclaration[] = [
  { source: 'shopName', kind: 'text', rules: settingsRules.shopName, fullWidth: true },
  { source: 'address', kind: 'textarea', rules: settingsRules.address, maxLength: SETTINGS_LIMITS.address, fullWidth: true },
  { source: 'phone', kind: 'phone', rules: settingsRules.phone },
  { source: 'receiptFooter', kind: 'textarea', rules: settingsRules.receiptFooter, maxLength: SETTINGS_LIMITS.receiptFooter, fullWidth: true },
  { source: 'lowBalanceThreshold', kind: 'money', rules: settingsRules.lowBalanceThreshold },
  { source: 'lowStockThreshold', kind: 'integer', rules: settingsRules.lowStockThreshold },
  { source: 'maxDiscountPercent', kind: 'integer', rules: settingsRules.maxDiscountPercent },
  { source: 'closingHour', kind: 'integer', rules: settingsRules.closingHour },
];

/**
 * Settings (product.md §10, beyond the spec: our server's `settings` feature): the shop's
 * name, address, phone and receipt footer, which every receipt, job card and WhatsApp message
 * uses, the dashboard's low-balance and low-stock thresholds, and the largest discount staff
 * may give on a bill line, and the hour after which the dashboard asks for the day's close.
 * One record, so the screen is a form of its own, not a list; in the owner's menu only (staff read the settings through
 * their documents, and the server refuses them a change).
 */
export const settings: ResourceDeclaration<SettingsRecord> = {
  name: 'settings',
  icon: SettingsIcon,
  menu: { order: 98 },
  feature: 'settings',
  columns: [],
  inputs: settingsInputs,
  views: () => import('./views'),
};
