import { fromCents } from '../../src/domain/money';
import type { Product } from '../db/schema';
import { LIMITS, nullableString, numberInput, numberOut, object, string, text, type Infer } from './common';

/**
 * Products (product.md §3, §7). Types and sizes only: presence, ranges, whole quantities, two
 * decimals and the normal-only type are the domain's `productRules` / `stockRules`.
 */


/**
 * POST /products and PUT /products/:id. A PUT whose body holds `quantity` alone is a
 * refill: it sets the stock (unknown fields are dropped first, see `object`).
 */
export const productBody = object({
  name: text(LIMITS.name),
  quantity: numberInput,
  buyingPrice: numberInput,
  sellingPrice: numberInput,
  productType: text(LIMITS.word),
  // Beyond the spec (issue 47): left out, an edit keeps the product's barcode. The schema bounds
  // the size; the domain's rule (BARCODE_MAX, no spaces) gives the message under the field.
  barcode: text(LIMITS.code),
  // Beyond the spec (issue 47, `reorder`): left out, an edit keeps it; null or blank, none.
  reorderLevel: numberInput,
});
export type ProductBody = Infer<typeof productBody>;

/** POST /products/:id/adjustments (issue 47): a signed quantity, a reason, an optional note (src/domain/stockAdjustments.ts checks them). */
export const adjustmentBody = object({
  quantity: numberInput,
  reason: text(LIMITS.word),
  note: text(500),
});
export type AdjustmentBody = Infer<typeof adjustmentBody>;

const publicProperties = {
  _id: string,
  name: string,
  productType: string,
  quantity: numberOut,
  sellingPrice: numberOut,
  createdAt: string,
  updatedAt: string,
  /** Our server's own (issue 47): everyone sees it, to scan and to label. Null for none. */
  barcode: nullableString,
  /** Our server's own (issue 47): the stock at which the owner reorders. Not a cost, so everyone sees it. Null for none. */
  reorderLevel: numberInput,
};

/**
 * A product record. `buyingPrice` only for those who see costs (`products` / `cost`) and
 * the by-names only for those who see the audit columns (`products` / `audit`): super
 * admins. For staff these keys are absent, not null.
 */
export const productRecord = object(
  { ...publicProperties, buyingPrice: numberOut, createdByName: nullableString, updatedByName: nullableString },
  Object.keys(publicProperties) as (keyof typeof publicProperties)[],
);
export type ProductRecord = Infer<typeof productRecord>;

/** What a caller may see of products. */
export interface ProductView {
  cost: boolean;
  audit: boolean;
}

/** The one mapping from a stored product to what the API shows to `view`. */
export function toProductRecord(row: Product, view: ProductView): ProductRecord {
  const record: ProductRecord = {
    _id: row.id,
    name: row.name,
    productType: row.productType,
    quantity: row.quantity,
    sellingPrice: fromCents(row.sellingPrice),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    barcode: row.barcode,
    reorderLevel: row.reorderLevel,
  };
  if (view.cost) record.buyingPrice = fromCents(row.buyingPrice);
  if (view.audit) Object.assign(record, { createdByName: row.createdByName, updatedByName: row.updatedByName });
  return record;
}
