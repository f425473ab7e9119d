import type { Allowance } from './permissions';
import { lengthBetween, localPhone, numberBetween, required, type RuleSet } from './validation';

/**
 * The shop's own details and numbers (product.md §10, beyond the spec): what every printed
 * document and WhatsApp message says about the shop, and when the dashboard calls a provider's
 * balance or a product's stock low. Kept on our server (`GET/PUT /settings`) so every browser
 * and every member of staff uses the same; the owner changes them.
 */
export interface ShopSettings {
  shopName: string;
  address: string;
  /** A local number (ten digits starting with 0), or '' for none. */
  phone: string;
  /** A closing line under every receipt and job card, or '' for none. */
  receiptFooter: string;
  /** LKR: a provider's recharge balance at or below this is low. */
  lowBalanceThreshold: number;
  /** A product's stock at or below this is low. */
  lowStockThreshold: number;
  /** The largest discount staff may give, in percent of the selling price (./prices). */
  maxDiscountPercent: number;
  /** The whole hour (0–23, Asia/Colombo) after which the dashboard asks for today's close (./dayClose `dayCloseDue`). */
  closingHour: number;
  /** Staff may close the drawer by shift, several times a day (./shiftCloses); off: one close a day. */
  closesByShift: boolean;
  /** Does the repair status page without sign-in answer (./statusPage)? On until the owner turns it off. */
  statusPageEnabled: boolean;
  /** Does it ask the last four digits of the customer's phone first? Off until the owner turns it on. */
  statusPageAsksPhone: boolean;
  /** Staff may record goods received, without seeing costs (issue 47; ./permissions `STAFF_ALLOWANCES`)? Off until the owner turns it on. */
  staffReceiveGoods: boolean;
}

export const SETTINGS_FIELDS = [
  'shopName',
  'address',
  'phone',
  'receiptFooter',
  'lowBalanceThreshold',
  'lowStockThreshold',
  'maxDiscountPercent',
  'closingHour',
  'closesByShift',
  'statusPageEnabled',
  'statusPageAsksPhone',
  'staffReceiveGoods',
] as const satisfies readonly (keyof ShopSettings)[];

/** 8 pm: the closing hour until the owner sets the shop's own (and on a backend without settings). */
export const DEFAULT_CLOSING_HOUR = 20;

/** Lengths a receipt's 80 mm roll and a WhatsApp message can carry. */
export const SETTINGS_LIMITS = { shopName: 80, address: 200, receiptFooter: 300 } as const;
/** The highest threshold: far above any balance or stock, so a typo is caught. */
export const MAX_THRESHOLD = 10_000_000;

export const settingsRules: RuleSet = {
  shopName: [required('shopNameRequired'), lengthBetween(2, SETTINGS_LIMITS.shopName, 'shopNameLength')],
  address: [lengthBetween(1, SETTINGS_LIMITS.address, 'shopAddressTooLong')],
  phone: [localPhone('phoneInvalid')],
  receiptFooter: [lengthBetween(1, SETTINGS_LIMITS.receiptFooter, 'receiptFooterTooLong')],
  lowBalanceThreshold: [
    required('lowBalanceThresholdInvalid'),
    numberBetween(0, MAX_THRESHOLD, { invalid: 'lowBalanceThresholdInvalid', belowMin: 'lowBalanceThresholdInvalid' }, 2),
  ],
  lowStockThreshold: [
    required('lowStockThresholdInvalid'),
    numberBetween(0, MAX_THRESHOLD, { invalid: 'lowStockThresholdInvalid', belowMin: 'lowStockThresholdInvalid' }, 0),
  ],
  maxDiscountPercent: [
    required('maxDiscountPercentInvalid'),
    numberBetween(0, 100, { invalid: 'maxDiscountPercentInvalid', belowMin: 'maxDiscountPercentInvalid' }, 0),
  ],
  closingHour: [required('closingHourInvalid'), numberBetween(0, 23, { invalid: 'closingHourInvalid', belowMin: 'closingHourInvalid' }, 0)],
};

/** The owner's switches that are on, as the permission matrix reads them (./permissions `can`). */
export function allowancesOf(settings: Partial<Pick<ShopSettings, Allowance>> | null | undefined): Allowance[] {
  return settings?.staffReceiveGoods === true ? ['staffReceiveGoods'] : [];
}
