import VisibilityIcon from '@mui/icons-material/Visibility';
import { lazy } from 'react';
import BillIcon from '@mui/icons-material/ReceiptLong';
import ReturnIcon from '@mui/icons-material/AssignmentReturn';
import { billRules, linesTotal } from '../../domain/bills';
import { formatMoney } from '../../domain/labels';
import { sumMoney } from '../../domain/money';
import { creditNoteNumber, netOfReturns, profitNetOfReturns, type RefundMethod } from '../../domain/returns';
import { numberOfRecord } from '../../domain/numbers';
import { isWalkInId } from '../../domain/walkIn';
import { formLinePrice, isDiscounted } from '../../domain/prices';
import { paymentPayload } from '../accounts/account';
import { paymentFields, type RecordedPayment } from '../accounts/paymentFields';
import { serialPayload } from './linePayloads';
import { revenueFigures, takingsBreakdown } from '../revenueFigures';
import type { ColumnDeclaration, DetailsDeclaration, Figure, ResourceDeclaration, ShopRecord } from '../types';
import type { FormPayload } from '../../engine/views';

// The receipt and the WhatsApp wording load with their dialogs (they format dates).
const documents = () => import('./billDocuments');
export interface BillLine {
  name: string;
  quantity: number;
  billedPrice: number;
  /** Our server's (product.md §10): why a line was sold under its selling price. */
  discountReason?: string;
  /** Our server's (product.md §10): a sold device's IMEI or serial. */
  serial?: string;
}

/** A return of a bill, as our server answers it (product.md §10), LKR. */
export interface BillReturn {
  _id: string;
  number: number;
  lines: (BillLine & { productId: string })[];
  amount: number;
  method: RefundMethod;
  createdAt: string;
}

export interface Bill extends ShopRecord {
  customerId: string;
  customer: { firstName: string; lastName: string; phoneNumber: string; whatsappNumber: string; nicNumber: string; cardNumber: string; email: string | null };
  products: BillLine[];
  /** As sold; returns do not change it (`returnedAmount` says what went back). */
  totalAmount: number;
  /** Super admins only (product.md §6): absent for staff. */
  profit?: number;
  /** Our server, on a bill with returns (product.md §10): the returns, the money and (with profit) the profit they gave back. */
  returns?: BillReturn[];
  returnedAmount?: number;
  returnedProfit?: number;
  /** Our server's sequential number (product.md §10), shown as B-000123; absent from the shop's own backend. */
  number?: number;
  /** Our server, to the owner only (product.md §10): a line sold under its buying price. */
  belowCost?: boolean;
  /** Our server, on the answer of one bill paid with tenders (product.md §10): how it was paid, LKR. */
  payment?: RecordedPayment;
}

/** The list's totals count sales net of returns (product.md §10); a bill without returns counts as sold. */
const sum = (bills: readonly Bill[], field: 'totalAmount' | 'profit') =>
  sumMoney(bills, (bill) => (field === 'totalAmount' ? netOfReturns(bill) : profitNetOfReturns(bill)));

/** A discounted line's reason, typed only where the backend keeps one; none once the price is back at the selling price. */
function discountReasonPayload(line: Record<string, unknown>): { discountReason?: string } {
  const reason = typeof line.discountReason === 'string' ? line.discountReason.trim() : '';
  const prices = formLinePrice(line);
  return reason && prices && isDiscounted(prices) ? { discountReason: reason } : {};
}

const hasReturns = (bill: Bill) => Boolean(bill.returns?.length);

/** A return as Bill Details lists it: 'CN-000045 · LKR 1,500.00'. */
export const returnText = (given: BillReturn) => `${creditNoteNumber(given.number)} · ${formatMoney(given.amount)}`;
const returnsText = (bill: Bill) => (bill.returns ?? []).map(returnText).join(', ');



const lineColumns: ColumnDeclaration[] = [
  { source: 'name', kind: 'text' },
  { source: 'quantity', kind: 'integer' },
  { source: 'billedPrice', kind: 'money' },
  { source: 'amount', kind: 'money', value: (line: BillLine) => line.quantity * line.billedPrice },
  { source: 'discountReason', kind: 'text', feature: 'settings' },
  { source: 'serial', kind: 'text', feature: 'lineSerials' },
];

/** The owner's mark on a bill with a line sold under its buying price (product.md §10): a chip in Bill Details, and a column of the CSV. */
const belowCost: ColumnDeclaration = {
  source: 'belowCost',
  kind: 'status',
  access: 'cost',
  feature: 'settings',
  value: (bill: Bill) => (bill.belowCost ? 'belowCost' : undefined),
  color: () => 'warning',
};

/** Bill Details: the bill's fields, then its lines. */
export const billDetails: DetailsDeclaration = {
  fields: [
    { source: 'customer', kind: 'person' },
    { source: 'customer.phoneNumber', kind: 'text' },
    { source: 'customer.cardNumber', kind: 'text' },
    // The spec's summary (product.md §2, §9): at most two product tags then '+N more'; every line follows below.
    { source: 'products', kind: 'tags', tagField: 'name' },
    { source: 'totalAmount', kind: 'money' },
    // The list's profit: net of what came back (the same as sold where nothing did), so a bill has one profit.
    { source: 'netProfit', kind: 'money', access: 'cost', value: profitNetOfReturns },
    belowCost,
    { source: 'createdByName', kind: 'text', access: 'audit' },
    { source: 'createdAt', kind: 'datetime' },
    ...paymentFields,
    // Our server's returns (product.md §10): what went back, and what the bill now counts for.
    // Only on a bill something came back from: no empty 'Returns' row, no 'Returned LKR 0.00'.
    { source: 'returns', kind: 'text', feature: 'payments', when: hasReturns, value: returnsText },
    { source: 'returnedAmount', kind: 'money', feature: 'payments', when: hasReturns, value: (bill: Bill) => bill.returnedAmount ?? 0 },
    { source: 'netTotal', kind: 'money', feature: 'payments', when: hasReturns, value: netOfReturns },
  ],
  lines: { source: 'products', columns: lineColumns },
};

/**
 * Bills (product.md §2–§8): everyone lists, creates, views, sends and prints them; super admins
 * also see profit, read the revenue report and delete (which returns the stock). Bills are
 * created or deleted, never edited. The create form, with its product lines, is the screen's own.
 */
export const bills: ResourceDeclaration<Bill> = {
  name: 'bills',
  icon: BillIcon,
  menu: { order: 50 },
  // Bill Details reads the bill itself (product.md §7 `GET /bills/{id}`), not the list's copy.
  routes: { list: 'GET /bills', one: 'GET /bills/:id', create: 'POST /bills', delete: 'DELETE /bills/:id' },
  // In the screen's language where the caller gives its translate (a delete confirmation, a row button).
  recordRepresentation: (bill, translate) =>
    `${translate ? translate('resources.bills.name', { smart_count: 1 }) : 'Bill'} ${numberOfRecord('bill', bill)}`,
  columns: [
    { source: 'customer', kind: 'person' },
    { source: 'customer.phoneNumber', kind: 'text' },
    { source: 'customer.cardNumber', kind: 'text', optional: true },
    { source: 'products', kind: 'tags', tagField: 'name' },
    // Net of returns (product.md §10): worked out as each bill is read (src/api/resourceData.ts), so they sort too.
    { source: 'netAmount', kind: 'money', sortable: true },
    // The owner's profit; a bill sold below cost is marked under it (BillList.tsx).
    { source: 'netProfit', kind: 'money', sortable: true, access: 'cost' },
    { source: 'createdByName', kind: 'text', sortable: true, access: 'audit', optional: true },
    { source: 'createdAt', kind: 'datetime', sortable: true },
  ],
  // The walk-in customer first, where the backend keeps one; it pays in full (product.md §10).
  inputs: [{ source: 'customerId', kind: 'reference', reference: 'customers', rules: billRules.customerId, builtIns: true, fullWidth: true }],
  views: () => import('./views'),
  rowActions: [
    {
      name: 'details',
      action: 'show',
      icon: VisibilityIcon,
      // Bill Details: the engine's details, its credit notes each with a Print (BillDetailsDialog.tsx).
      dialog: lazy(() => import('./BillDetailsDialog')),
    },
    {
      name: 'whatsapp',
      action: 'show',
      // The walk-in customer has no number to send to.
      when: (bill) => !isWalkInId(bill.customerId),
      whatsapp: {
        numbers: (bill) => [bill.customer?.whatsappNumber, bill.customer?.phoneNumber],
        missing: 'whatsappCustomerMissing',
        message: () => documents().then((module) => module.billMessage),
      },
    },
    { name: 'print', action: 'show', print: () => documents().then((module) => module.billReceipt) },
    // Products back to stock, money back or onto the account, a credit note (product.md §10).
    { name: 'return', action: 'return', icon: ReturnIcon, feature: 'payments', dialog: lazy(() => import('./ReturnDialog')) },
  ],
  listActions: [{ name: 'report', action: 'report', report: { route: 'GET /bills/report', rangeFeature: 'reportRange', figures: revenueFigures('totalSales'), breakdown: takingsBreakdown } }],
  list: {
    search: [
      'customer.firstName',
      'customer.lastName',
      'customer.phoneNumber',
      'customer.whatsappNumber',
      'customer.nicNumber',
      'customer.cardNumber',
      'products.name',
      // A sold device's IMEI or serial (product.md §10).
      'products.serial',
      // 'B-000123' where the backend numbers bills (src/api/resourceData.ts).
      'numberText',
    ],
    filters: [{ kind: 'day', source: 'createdAt' }],
    summary: [
      { key: 'count', kind: 'count', value: (rows) => rows.filtered.length },
      { key: 'totalSales', kind: 'money', value: (rows) => sum(rows.filtered, 'totalAmount') },
      { key: 'totalProfit', kind: 'money', access: 'cost', value: (rows) => sum(rows.filtered, 'profit') },
    ],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    // The CSV also says which bill (as its receipt does) and every item with its quantity, which the table shows as tags.
    exportColumns: [
      { source: 'number', kind: 'text', value: (bill: Bill) => numberOfRecord('bill', bill) },
      { source: 'items', kind: 'text', value: (bill: Bill) => (bill.products ?? []).map((line) => `${line.name} x ${line.quantity}`).join('; ') },
      { source: 'itemCount', kind: 'integer', value: (bill: Bill) => (bill.products ?? []).reduce((sum, line) => sum + Number(line.quantity || 0), 0) },
      belowCost,
    ],
  },
};

export const billFigures: readonly Figure<[values: Record<string, any>]>[] = [{ key: 'total', kind: 'money', value: (values) => linesTotal(values.products) }];

// The API takes customerId and the lines (productId, quantity, billedPrice); nothing the form kept for
// itself; and how it was paid, a discount's reason and a device's serial, where the backend takes them (product.md §10).
export const billPayload: FormPayload = ({ customerId, products, ...rest }) => ({
  ...paymentPayload(rest),
  customerId,
  products: ((products ?? []) as unknown as Record<string, unknown>[]).map(({ productId, quantity, billedPrice, ...line }) => ({
    productId,
    quantity: Number(quantity),
    billedPrice: Number(billedPrice),
    ...discountReasonPayload({ ...line, billedPrice }),
    ...serialPayload(line),
  })),
});

