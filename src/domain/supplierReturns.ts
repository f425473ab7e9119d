import type { Said } from './messages';
import { units } from './products';
import { required, type RuleSet } from './validation';

/**
 * Returns to a supplier (issue 47, beyond the spec; the owner's): units of a product on a goods
 * received note sent back. The stock falls (a `supplierReturn` movement at the average cost), and
 * what the shop owes the supplier falls by the same value: the units × that average cost, the
 * value that left the shelf. Money is whole cents here, as in goodsReceipts.ts.
 */

/** The form: which of the note's products, how many units, a note. */
export const supplierReturnRules: RuleSet = {
  productId: [required('billProductRequired')],
  quantity: [required('quantityRequired'), units(1, 'quantityMin')],
};

/** What a return may take: the product's name, its stock now, and the units of it on the note not yet returned. */
export interface ReturnLimits {
  name: string;
  onHand: number;
  left: number;
}

/**
 * Why `quantity` units cannot go back, or undefined when they can: never more than the note
 * brought of it less what went back already (the supplier would not take them), nor more than
 * is on the shelf now.
 */
export function supplierReturnRefusal(limits: ReturnLimits, quantity: number): Said | undefined {
  if (quantity > limits.left) return { key: 'supplierReturnMoreThanReceived', values: { name: limits.name, left: String(Math.max(limits.left, 0)) } };
  if (quantity > limits.onHand) return { key: 'supplierReturnMoreThanOnHand', values: { name: limits.name, quantity: String(limits.onHand), returned: String(quantity) } };
  return undefined;
}

/** A return's value in cents, credited to the supplier: units × the average cost they left at. */
export const supplierReturnValue = (quantity: number, averageCost: number): number => quantity * averageCost;

/** A return as our server answers it (LKR). */
export interface SupplierReturn {
  _id: string;
  number: number;
  supplierId: string;
  supplierName: string;
  receiptId: string;
  receiptNumber: number;
  productId: string;
  productName: string;
  quantity: number;
  unitCost: number;
  total: number;
  note: string | null;
  createdAt: string;
  createdByName: string | null;
}
