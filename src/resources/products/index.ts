import AddBoxIcon from '@mui/icons-material/AddBox';
import LabelIcon from '@mui/icons-material/LocalOffer';
import StockCardIcon from '@mui/icons-material/ReceiptLong';
import AdjustIcon from '@mui/icons-material/Tune';
import ProductIcon from '@mui/icons-material/Inventory2';
import { lazy } from 'react';
import { formatMoney } from '../../domain/labels';
import { sellsUnderCost } from '../../domain/prices';
import { BARCODE_MAX } from '../../domain/barcodes';
import { PRODUCT_SEARCH, productRules } from '../../domain/products';
import type { ResourceDeclaration, ShopRecord } from '../types';
import { offeredByBackend } from '../../engine/features';
import type { FormPayload, SaveQuestion } from '../../engine/views';

/** The products page lists normal products (product.md §2), and the dashboard counts their stock. */
export const NORMAL_PRODUCTS = { productType: 'normal' } as const;

export interface Product extends ShopRecord {
  name: string;
  productType: string;
  quantity: number;
  /** Super admins only (product.md §6): absent for staff. */
  buyingPrice?: number;
  sellingPrice: number;
  /** Our server's own (`barcodes`, issue 47): null for none, absent on the shop's own backend. */
  barcode?: string | null;
  /** Our server's own (`reorder`, issue 47): null for none, absent on the shop's own backend. */
  reorderLevel?: number | null;
}

/**
 * Products (product.md §2, §5, §6, §8): everyone lists them (staff see name, quantity and selling
 * price); super admins add, edit, refill and delete. Every stock write carries the stock the
 * dialog read (`If-Match`, src/api/resourceData.ts), so a sale made meanwhile is never overwritten.
 */
export const products: ResourceDeclaration<Product> = {
  name: 'products',
  icon: ProductIcon,
  menu: { order: 40 },
  routes: {
    list: 'GET /products',
    create: 'POST /products',
    update: 'PUT /products/:id',
    delete: 'DELETE /products/:id',
    listKey: 'products',
  },
  pickerText: (product) => `${product.name} · ${product.quantity} in stock · ${formatMoney(product.sellingPrice)}`,
  columns: [
    { source: 'name', kind: 'text', sortable: true },
    { source: 'quantity', kind: 'quantity', sortable: true },
    { source: 'buyingPrice', kind: 'money', sortable: true, access: 'cost' },
    { source: 'sellingPrice', kind: 'money', sortable: true },
    { source: 'barcode', kind: 'text', feature: 'barcodes' },
    { source: 'reorderLevel', kind: 'integer', optional: true, feature: 'reorder' },
    { source: 'createdByName', kind: 'text', sortable: true, access: 'audit' },
    { source: 'updatedByName', kind: 'text', sortable: true, access: 'audit', optional: true },
    // Staff see name, quantity and selling price only (product.md §6).
    { source: 'createdAt', kind: 'date', sortable: true, access: 'audit' },
  ],
  inputs: [
    { source: 'name', kind: 'text', rules: productRules.name, fullWidth: true },
    { source: 'quantity', kind: 'integer', rules: productRules.quantity },
    { source: 'buyingPrice', kind: 'money', rules: productRules.buyingPrice, access: 'cost' },
    { source: 'sellingPrice', kind: 'money', rules: productRules.sellingPrice },
    { source: 'barcode', kind: 'text', rules: productRules.barcode, maxLength: BARCODE_MAX, feature: 'barcodes' },
    // At or under it, the product is on the owner's reorder list (issue 47, `reorder`); blank: never.
    { source: 'reorderLevel', kind: 'integer', rules: productRules.reorderLevel, feature: 'reorder' },
  ],
  list: {
    search: PRODUCT_SEARCH,
    // The dashboard's low-stock list links here with its threshold.
    filters: [{ kind: 'atMost', source: 'quantity' }],
    defaultSort: { field: 'createdAt', order: 'DESC' },
  },
  fallbackOnlyFailures: ['delete'],
  // Refill Stock: the product's own row form (RefillDialog.tsx). Stock Card: every movement of
  // its stock (StockCardDialog.tsx), where the backend keeps them (our server's `stockLedger`).
  // Adjust Stock: the owner's correction with a reason (AdjustDialog.tsx, `stockAdjustments`).
  rowActions: [
    { action: 'refill', icon: AddBoxIcon, dialog: lazy(() => import('./RefillDialog')) },
    { action: 'adjust', icon: AdjustIcon, feature: 'stockAdjustments', dialog: lazy(() => import('./AdjustDialog')) },
    { action: 'stockCard', icon: StockCardIcon, feature: 'stockLedger', dialog: lazy(() => import('./StockCardDialog')) },
    // Shelf labels (ShelfLabelsDialog.tsx) of a product with a barcode, where the backend keeps them (`barcodes`).
    { action: 'list', name: 'labels', icon: LabelIcon, feature: 'barcodes', when: (product) => Boolean(product.barcode), dialog: lazy(() => import('./ShelfLabelsDialog')) },
  ],
  views: () => import('./views'),
};

// Selling under cost is the owner's call (a clearance), asked once before saving (product.md §10).
export const productQuestion: SaveQuestion = (values) => (sellsUnderCost(values) ? 'resources.products.confirmSave.underCost' : undefined);

// The API takes the form's four fields; a new product is a normal one. The barcode and the reorder
// level go only where the form has them (a backend that keeps them), blank as none; the level only
// where the backend names `reorder`, whatever a record brought into the form.
export const productPayload: FormPayload = ({ name, quantity, buyingPrice, sellingPrice, barcode, reorderLevel }, mode) => ({
  name: typeof name === 'string' ? name.trim() : name,
  quantity,
  buyingPrice,
  sellingPrice,
  ...(mode === 'create' ? { productType: 'normal' } : {}),
  ...(barcode !== undefined ? { barcode: typeof barcode === 'string' && barcode.trim() ? barcode.trim() : null } : {}),
  ...(reorderLevel !== undefined && offeredByBackend({ feature: 'reorder' }) ? { reorderLevel: reorderLevel === null || String(reorderLevel).trim() === '' ? null : Number(reorderLevel) } : {}),
});
