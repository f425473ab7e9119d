import { barcodeRule } from './barcodes';
import type { MessageKey, Said } from './messages';
import { hasAtMostTwoDecimals } from './money';
import { isBlank, numberBetween, required, type Rule, type RuleSet } from './validation';
import { tagValue } from './versions';

/**
 * Products (product.md §3, §5, §6): the product form, the server's stock update and the
 * console's Refill Stock form, with their messages. Prices are LKR with at most two
 * decimals (stored in cents, see `toCents` in ./money); quantities are whole units.
 */

/** The only type the products page creates and lists (product.md §3: other types exist elsewhere). */
export const NORMAL_PRODUCT = 'normal';

/** Upper bounds far above any real shop figure, low enough that sums stay exact in cents. */
export const MAX_QUANTITY = 100_000;
export const MAX_PRICE = 10_000_000;
export const PRODUCT_NAME_MAX = 100;

/** A form value as a number: numbers as they are, numeric text (a console input) parsed. */
export function numberOf(value: unknown): number {
  return typeof value === 'number' ? value : Number(String(value).trim());
}

/** A whole number of units, `min` … MAX_QUANTITY (`belowMin` is the message under `min`). */
export const units =
  (min: number, belowMin: MessageKey): Rule =>
  (value) => {
    if (isBlank(value)) return undefined;
    const number = numberOf(value);
    if (!Number.isFinite(number) || !Number.isInteger(number)) return 'quantityInvalid';
    if (number < min) return belowMin;
    return number > MAX_QUANTITY ? 'quantityTooLarge' : undefined;
  };

/** A price: 0 … MAX_PRICE LKR with at most two decimals. */
export const price: Rule = (value) => {
  if (isBlank(value)) return undefined;
  const number = numberOf(value);
  if (!Number.isFinite(number)) return 'priceInvalid';
  if (number < 0) return 'priceNegative';
  if (number > MAX_PRICE) return 'priceTooLarge';
  return hasAtMostTwoDecimals(number) ? undefined : 'priceDecimals';
};

const nameLength: Rule = (value) =>
  isBlank(value) || String(value).trim().length <= PRODUCT_NAME_MAX ? undefined : 'productNameTooLong';

/** Absent means normal; the products page manages nothing else. */
const normalOnly: Rule = (value) => (isBlank(value) || value === NORMAL_PRODUCT ? undefined : 'productTypeNormalOnly');

/** Stock on hand: a whole number, 0 or more. */
const stock = units(0, 'quantityNegative');

/** Add / edit product (product.md §5): name, quantity, buying and selling price required; numbers ≥ 0, prices to the cent. */
export const productRules: RuleSet = {
  name: [required('productNameRequired'), nameLength],
  quantity: [required('quantityRequired'), stock],
  buyingPrice: [required('buyingPriceRequired'), price],
  sellingPrice: [required('sellingPriceRequired'), price],
  productType: [normalOnly],
  // Where the backend keeps barcodes (`barcodes`): optional, unique (the server's 409).
  barcode: [barcodeRule],
  // Where the backend keeps reorder levels (`reorder`, issue 47): optional, whole units, 0 or more.
  reorderLevel: [numberBetween(0, MAX_QUANTITY, { invalid: 'reorderLevelInvalid', belowMin: 'reorderLevelInvalid' }, 0)],
};

/**
 * Where the products search looks: the console's in-browser search, and our server's
 * `products_search` index, which holds each product's name and barcode (migration 0047).
 */
export const PRODUCT_SEARCH = ['name', 'barcode'] as const;

/** A stock update (PUT /products/:id with only `quantity`): the new stock, a whole number ≥ 0. */
export const stockRules: RuleSet = {
  quantity: [required('quantityRequired'), stock],
};

/** The console's Refill Stock form (product.md §5): the quantity to ADD, at least 1. */
export const refillRules: RuleSet = {
  quantity: [required('quantityRequired'), units(1, 'quantityMin')],
};

/** product.md §5: the new stock is the current stock plus the quantity added (what the console sends). */
export function refilledQuantity(current: number, added: number): number {
  return current + added;
}

/** product.md §8: 'Stock refilled successfully. New quantity: N'. */
export function stockRefilledMessage(quantity: number): Said {
  return { key: 'stockRefilled', values: { quantity: String(quantity) } };
}

/**
 * A stock write's precondition (the call in product.md §7 sends the new stock as an absolute
 * number, so a sale made while a refill or edit dialog was open would be overwritten): the
 * stock the dialog read, as the entity tag of an `If-Match` header. Another backend may ignore it.
 */
export function stockTag(quantity: number): string {
  return `"stock-${quantity}"`;
}

/** The stock an `If-Match` header names; undefined when it names none (no precondition). */
export function stockFromTag(header: string | undefined): number | undefined {
  const stock = tagValue(header, /^(?:W\/)?"stock-(\d+)"$/);
  return stock === undefined ? undefined : Number(stock);
}

/** 'The stock of HDMI Cable changed to 3 while you were refilling … Please refill again from the new stock.' */
export function stockChangedMessage(name: string, quantity: number): Said {
  return { key: 'stockChanged', values: { name, quantity: String(quantity) } };
}
