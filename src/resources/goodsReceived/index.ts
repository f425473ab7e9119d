import VisibilityIcon from '@mui/icons-material/Visibility';
import CorrectIcon from '@mui/icons-material/PriceChange';
import ReceivedIcon from '@mui/icons-material/Inventory';
import ReturnIcon from '@mui/icons-material/AssignmentReturn';
import { lazy } from 'react';
import { shopDayOf } from '../../domain/dates';
import { formReceiptTotal, goodsReceiptRules, RECEIPT_PAYMENTS, type ReceiptCosting, type ReceiptPayment } from '../../domain/goodsReceipts';
import { sumMoney } from '../../domain/money';
import { numberOfRecord } from '../../domain/numbers';
import type { FormPayload } from '../../engine/views';
import type { ColumnDeclaration, DetailsDeclaration, Figure, ResourceDeclaration, ShopRecord } from '../types';

// The printed note loads with its dialog (it formats dates).
const documents = () => import('./goodsReceivedNote');

/** One line of a goods received note, as our server answers it (LKR); staff's answer has no cost. */
export interface ReceiptLine {
  productId: string;
  name: string;
  quantity: number;
  unitCost?: number;
  amount?: number;
}

/**
 * A goods received note (issue 47): the owner's, costs and all. Staff whom the owner lets receive
 * goods (Settings) get it without its total, payment, due date and costing.
 */
export interface GoodsReceipt extends ShopRecord {
  number: number;
  supplierId: string;
  supplierName: string;
  invoiceNumber: string;
  /** `YYYY-MM-DD`, the supplier's invoice's day. */
  invoiceDate: string;
  total?: number;
  /** The tender it was paid by when received, or null: owed. */
  paidBy?: ReceiptPayment | null;
  status?: 'paid' | 'owed';
  dueDate?: string | null;
  /** How its unit costs were set: typed from the invoice, at the average cost by staff, or corrected since. */
  costing?: ReceiptCosting;
  lines: ReceiptLine[];
}

/** Paid: green; owed: amber, money the shop still has to pay. */
const statusColor = (value: unknown) => (value === 'owed' ? 'warning' : 'success');

/** Received by staff at the average cost: amber, costs the owner has yet to check; corrected since: plain. */
const costingColor = (value: unknown) => (value === 'average' ? 'warning' : 'default');
/** The costing chip only for a note staff received (one typed from the invoice needs none). */
const costingOf = (receipt: GoodsReceipt) => (receipt.costing && receipt.costing !== 'invoice' ? receipt.costing : null);
/** May the owner put this note's unit costs right: one staff received (PUT /goods-receipts/:id/costs says whether its products have moved since). */
export const correctable = (receipt: GoodsReceipt) => receipt.costing === 'average' || receipt.costing === 'corrected';

const lineColumns: ColumnDeclaration[] = [
  { source: 'name', kind: 'text' },
  { source: 'quantity', kind: 'integer' },
  { source: 'unitCost', kind: 'money', access: 'cost' },
  { source: 'amount', kind: 'money', access: 'cost' },
];

/** Details: the note's fields, then its lines; costs, payment and costing only for the owner. */
const details: DetailsDeclaration = {
  fields: [
    { source: 'number', kind: 'text', value: (receipt: GoodsReceipt) => numberOfRecord('goodsReceipt', receipt) },
    { source: 'supplierName', kind: 'text' },
    { source: 'invoiceNumber', kind: 'text' },
    { source: 'invoiceDate', kind: 'date' },
    { source: 'total', kind: 'money', access: 'cost' },
    { source: 'status', kind: 'status', color: statusColor, access: 'cost' },
    { source: 'costing', kind: 'status', color: costingColor, access: 'cost', value: costingOf },
    { source: 'paidBy', kind: 'enum', access: 'cost', when: (receipt: GoodsReceipt) => !!receipt.paidBy },
    { source: 'dueDate', kind: 'date', access: 'cost', when: (receipt: GoodsReceipt) => !!receipt.dueDate },
    { source: 'createdByName', kind: 'text', access: 'audit' },
    { source: 'createdAt', kind: 'datetime' },
  ],
  lines: { source: 'lines', columns: lineColumns },
};

/**
 * Goods Received (issue 47, beyond the spec): stock bought from a supplier against their
 * invoice, at a cost per unit, paid now or owed. Only a backend naming `goodsReceipts` at sign-in
 * offers it (our server), to the owner; and to staff where the owner lets them receive goods
 * (Settings), without a cost, a payment or what is owed anywhere on the screen. A note is never
 * deleted; its create dialog with product lines is the screen's own, and the owner may correct
 * the unit costs of a note staff received at the average cost.
 */
export const goodsReceived: ResourceDeclaration<GoodsReceipt> = {
  name: 'goods/received',
  icon: ReceivedIcon,
  menu: { order: 46 },
  feature: 'goodsReceipts',
  routes: { list: 'GET /goods-receipts', one: 'GET /goods-receipts/:id', create: 'POST /goods-receipts' },
  recordRepresentation: (receipt) => numberOfRecord('goodsReceipt', receipt),
  columns: [
    { source: 'number', kind: 'text', sortable: true, value: (receipt: GoodsReceipt) => numberOfRecord('goodsReceipt', receipt) },
    { source: 'createdAt', kind: 'datetime', sortable: true },
    { source: 'supplierName', kind: 'text', sortable: true },
    { source: 'invoiceNumber', kind: 'text', sortable: true },
    { source: 'total', kind: 'money', sortable: true, access: 'cost' },
    { source: 'status', kind: 'status', sortable: true, color: statusColor, access: 'cost' },
    { source: 'costing', kind: 'status', color: costingColor, access: 'cost', value: costingOf },
    { source: 'dueDate', kind: 'date', optional: true, access: 'cost' },
  ],
  inputs: [
    { source: 'supplierId', kind: 'reference', reference: 'suppliers', rules: goodsReceiptRules.supplierId, fullWidth: true },
    { source: 'invoiceNumber', kind: 'text', rules: goodsReceiptRules.invoiceNumber },
    { source: 'invoiceDate', kind: 'date', rules: goodsReceiptRules.invoiceDate },
    { source: 'payment', kind: 'enum', choices: RECEIPT_PAYMENTS, defaultValue: 'cash', rules: goodsReceiptRules.payment, access: 'cost' },
    { source: 'dueDate', kind: 'date', rules: goodsReceiptRules.dueDate, access: 'cost' },
  ],
  views: () => import('./views'),
  rowActions: [
    { name: 'details', action: 'show', icon: VisibilityIcon, details },
    // The printed note carries its costs: the owner's.
    { name: 'print', action: 'cost', print: () => documents().then((module) => module.goodsReceivedNote) },
    // The owner puts right the unit costs of a note staff received at the average cost.
    { name: 'correct', action: 'adjust', icon: CorrectIcon, when: correctable, dialog: lazy(() => import('./CorrectCostsDialog')) },
    // Units of the note sent back to its supplier (issue 47), where the backend takes them back.
    { name: 'return', action: 'return', icon: ReturnIcon, feature: 'supplierReturns', dialog: lazy(() => import('./SupplierReturnDialog')) },
  ],
  list: {
    search: ['supplierName', 'invoiceNumber'],
    filters: [{ kind: 'enum', source: 'status', choices: ['paid', 'owed'], access: 'cost' }],
    summary: [
      { key: 'count', kind: 'count', value: (rows) => rows.filtered.length },
      { key: 'total', kind: 'money', access: 'cost', value: (rows) => sumMoney(rows.filtered, (receipt) => receipt.total ?? 0) },
      { key: 'owed', kind: 'money', access: 'cost', value: (rows) => sumMoney(rows.filtered, (receipt) => (receipt.status === 'owed' ? (receipt.total ?? 0) : 0)) },
    ],
    defaultSort: { field: 'createdAt', order: 'DESC' },
  },
};

/** The note's total as its lines are typed. */
export const receiptFigures: readonly Figure<[values: Record<string, any>]>[] = [{ key: 'total', kind: 'money', value: (values) => formReceiptTotal(values.lines) }];

// The API takes the supplier, the invoice, how it was settled (a due date only when owed) and the
// lines (product, units, unit cost); nothing the form kept for itself.
export const receiptPayload: FormPayload = ({ supplierId, invoiceNumber, invoiceDate, payment, dueDate, lines }) => ({
  supplierId,
  invoiceNumber: typeof invoiceNumber === 'string' ? invoiceNumber.trim() : invoiceNumber,
  invoiceDate: shopDayOf(invoiceDate) ?? invoiceDate,
  payment,
  ...(payment === 'owed' && dueDate ? { dueDate: shopDayOf(dueDate) ?? dueDate } : {}),
  lines: ((lines ?? []) as Record<string, unknown>[]).map(({ productId, quantity, unitCost }) => ({ productId, quantity: Number(quantity), unitCost: Number(unitCost) })),
});

// Staff's note: the supplier, the invoice and the lines' units; no cost and no payment (the server
// refuses a note of staff's that carries either).
export const staffReceiptPayload: FormPayload = ({ supplierId, invoiceNumber, invoiceDate, lines }) => ({
  supplierId,
  invoiceNumber: typeof invoiceNumber === 'string' ? invoiceNumber.trim() : invoiceNumber,
  invoiceDate: shopDayOf(invoiceDate) ?? invoiceDate,
  lines: ((lines ?? []) as Record<string, unknown>[]).map(({ productId, quantity }) => ({ productId, quantity: Number(quantity) })),
});
