import { fromCents } from '../../src/domain/money';
import { SETTINGS_LIMITS } from '../../src/domain/settings';
import type { SettingsRow } from '../db/schema';
import { alwaysPresent, nullableString, numberInput, numberOut, object, string, text, type Infer, type Schema } from './common';

const booleanOut = { type: 'boolean' } as unknown as Schema<boolean>;
const booleanInput = { type: ['boolean', 'null'] } as unknown as Schema<boolean | null>;

/**
 * The shop's details and thresholds (product.md §10). Types and sizes only (a little room over
 * the domain's limits, whose own messages then answer); the rules are the domain's `settingsRules`.
 */
export const settingsBody = object({
  shopName: text(SETTINGS_LIMITS.shopName * 4),
  address: text(SETTINGS_LIMITS.address * 4),
  phone: text(40),
  receiptFooter: text(SETTINGS_LIMITS.receiptFooter * 4),
  lowBalanceThreshold: numberInput,
  lowStockThreshold: numberInput,
  maxDiscountPercent: numberInput,
  closingHour: numberInput,
  /** Staff may close the drawer by shift, several times a day (absent: left as it is). */
  closesByShift: booleanInput,
  statusPageEnabled: booleanInput,
  statusPageAsksPhone: booleanInput,
  /** Staff may receive goods, without costs (issue 47; absent: left as it is). */
  staffReceiveGoods: booleanInput,
});
export type SettingsBody = Infer<typeof settingsBody>;

const settingsProperties = {
  shopName: string,
  address: string,
  phone: string,
  receiptFooter: string,
  lowBalanceThreshold: numberOut,
  lowStockThreshold: numberOut,
  maxDiscountPercent: numberOut,
  closingHour: numberOut,
  closesByShift: booleanOut,
  statusPageEnabled: booleanOut,
  statusPageAsksPhone: booleanOut,
  staffReceiveGoods: booleanOut,
  updatedAt: string,
  updatedByName: nullableString,
};
/** GET and PUT /settings: thresholds in LKR and units; the largest discount in percent; the closing hour 0–23; whether the drawer closes by shift; the status page's two switches; whether staff receive goods. */
export const settingsOut = object(settingsProperties, alwaysPresent(settingsProperties));
export type SettingsOut = Infer<typeof settingsOut>;

export function toSettingsOut(row: SettingsRow): SettingsOut {
  return {
    shopName: row.shopName,
    address: row.address,
    phone: row.phone,
    receiptFooter: row.receiptFooter,
    lowBalanceThreshold: fromCents(row.lowBalanceThreshold),
    lowStockThreshold: row.lowStockThreshold,
    maxDiscountPercent: row.maxDiscountPercent,
    closingHour: row.closingHour,
    closesByShift: row.closesByShift === 1,
    statusPageEnabled: row.statusPageEnabled === 1,
    statusPageAsksPhone: row.statusPageAsksPhone === 1,
    staffReceiveGoods: row.staffReceiveGoods === 1,
    updatedAt: row.updatedAt,
    updatedByName: row.updatedByName,
  };
}
