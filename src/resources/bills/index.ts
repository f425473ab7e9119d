import BillIcon from '@mui/icons-material/ReceiptLong';
import { billLineRules, billLinesPresent, linesTotal, withinStock } from '../../domain/bills';
import { recordNumber } from '../../domain/labels';
import { sumMoney } from '../../domain/money';
import { required } from '../../domain/validation';
import type { ColumnDeclaration, ResourceDeclaration, ShopRecord } from '../types';

// The receipt and the WhatsApp wording load with their dialogs (they format dates).
const documents = () => import('./billDocuments');
export interface BillLine {
  name: string;
  quantity: number;
  billedPrice: number;
}

export interface Bill extends ShopRecord {
  customerId: string;
  customer: { firstName: string; lastName: string; phoneNumber: string; whatsappNumber: string; nicNumber: string; cardNumber: string; email: string | null };
  products: BillLine[];
  totalAmount: number;
  /** Super admins only (spec §6): absent for staff. */
  profit?: number;
}

const sum = (bills: readonly Bill[], field: 'totalAmount' | 'profit') => sumMoney(bills, (bill) => bill[field]);

const lineColumns: ColumnDeclaration[] = [
  { source: 'name', kind: 'text' },
  { source: 'quantity', kind: 'integer' },
  { source: 'billedPrice', kind: 'money' },
  { source: 'amount', kind: 'money', value: (line: BillLine) => line.quantity * line.billedPrice },
];

/**
 * Bills (spec §2–§8): everyone lists, creates, views, sends and prints them; super admins
 * also see profit, read the revenue report and delete (which returns the stock). Bills are
 * created or deleted, never edited.
 */
export const bills: ResourceDeclaration<Bill> = {
  name: 'bills',
  icon: BillIcon,
  menu: { order: 50 },
  routes: { list: 'GET /bills', create: 'POST /bills', delete: 'DELETE /bills/:id' },
  search: [
    'customer.firstName',
    'customer.lastName',
    'customer.phoneNumber',
    'customer.whatsappNumber',
    'customer.nicNumber',
    'customer.cardNumber',
    'products.name',
  ],
  recordRepresentation: (bill) => `Bill ${recordNumber(bill.id)}`,
  filters: [{ kind: 'day', source: 'createdAt' }],
  summary: [
    { key: 'count', kind: 'count', value: (rows) => rows.filtered.length },
    { key: 'totalSales', kind: 'money', value: (rows) => sum(rows.filtered, 'totalAmount') },
    { key: 'totalProfit', kind: 'money', access: 'cost', value: (rows) => sum(rows.filtered, 'profit') },
  ],
  columns: [
    { source: 'customer', kind: 'person' },
    { source: 'customer.phoneNumber', kind: 'text' },
    { source: 'customer.cardNumber', kind: 'text', optional: true },
    { source: 'products', kind: 'tags', tagField: 'name' },
    { source: 'totalAmount', kind: 'money', sortable: true },
    { source: 'profit', kind: 'money', sortable: true, access: 'cost' },
    { source: 'createdByName', kind: 'text', sortable: true, access: 'audit', optional: true },
    { source: 'createdAt', kind: 'datetime', sortable: true },
  ],
  inputs: [
    { source: 'customerId', kind: 'reference', reference: 'customers', rules: [required('billCustomerRequired')], fullWidth: true },
    {
      source: 'products',
      kind: 'lines',
      rules: [billLinesPresent],
      defaultValue: [{ quantity: 1 }],
      lines: [
        {
          source: 'productId',
          kind: 'reference',
          reference: 'products',
          rules: billLineRules.productId,
          // Spec §5: the billed price is taken from the product's selling price.
          fill: (product) => ({ billedPrice: product.sellingPrice, available: product.quantity }),
        },
        { source: 'quantity', kind: 'integer', rules: [...billLineRules.quantity, withinStock], defaultValue: 1 },
        { source: 'billedPrice', kind: 'money', rules: billLineRules.billedPrice },
      ],
    },
  ],
  formFigures: [{ key: 'total', kind: 'money', value: (values) => linesTotal(values.products) }],
  affects: ['products'],
  rowActions: [
    {
      name: 'details',
      action: 'show',
      details: {
        fields: [
          { source: 'customer', kind: 'person' },
          { source: 'customer.phoneNumber', kind: 'text' },
          { source: 'customer.cardNumber', kind: 'text' },
          { source: 'totalAmount', kind: 'money' },
          { source: 'profit', kind: 'money', access: 'cost' },
          { source: 'createdByName', kind: 'text' },
          { source: 'createdAt', kind: 'datetime' },
        ],
        lines: { source: 'products', columns: lineColumns },
      },
    },
    {
      name: 'whatsapp',
      action: 'show',
      whatsapp: {
        numbers: (bill) => [bill.customer?.whatsappNumber, bill.customer?.phoneNumber],
        missing: 'whatsappCustomerMissing',
        message: () => documents().then((module) => module.billMessage),
      },
    },
    { name: 'print', action: 'show', print: () => documents().then((module) => module.billReceipt) },
  ],
  listActions: [
    {
      name: 'report',
      action: 'report',
      report: {
        route: 'GET /bills/report',
        figures: [
          { key: 'count', kind: 'count' },
          { key: 'totalSales', kind: 'money' },
          { key: 'totalProfit', kind: 'money' },
        ],
      },
    },
  ],
  list: { defaultSort: { field: 'createdAt', order: 'DESC' } },
  // Spec §7: customerId and the lines (productId, quantity, billedPrice); nothing the form kept for itself.
  transform: ({ customerId, products }) => ({
    customerId,
    products: ((products ?? []) as unknown as Record<string, unknown>[]).map(({ productId, quantity, billedPrice }) => ({
      productId,
      quantity: Number(quantity),
      billedPrice: Number(billedPrice),
    })),
  }),
};

