import SalesIcon from '@mui/icons-material/PointOfSale';
import { formatMoney } from '../../domain/format';
import { RECHARGE_TYPES, saleRules, SOLD_TO_TYPES } from '../../domain/recharge';
import { isWalkInId } from '../../domain/walkIn';
import { paymentPayload } from '../accounts/account';
import { paymentFields, type RecordedPayment } from '../accounts/paymentFields';
import type { ResourceDeclaration, ShopRecord } from '../types';
import { balanceFigures } from './balances';
import { sumMoney } from '../../domain/money';
import type { FormPayload } from '../../engine/views';

// The WhatsApp wording loads with its dialog (it formats dates).
const documents = () => import('./rechargeDocuments');

export interface Sale extends ShopRecord {
  rechargeType: string;
  soldValue: number;
  soldPrice: number;
  soldToType: 'customer' | 'agent';
  soldToId: string;
  soldToName: string;
  saleDate: string;
  /** Super admins only (product.md §6): absent for staff. */
  unitCost?: number;
  profit?: number;
  /** The customer or agent record (joined from their list): phone, NIC, card number, WhatsApp. */
  buyer?: Record<string, unknown>;
  /** Our server, on the answer of one sale paid with tenders (product.md §10): how it was paid, LKR. */
  payment?: RecordedPayment;
}

/**
 * Sales History (product.md §2, §3, §5, §6, §7, §8): everyone records and lists recharge sales
 * to customers or agents; super admins also see sold value, unit cost and profit. A sale takes
 * its sold value off the provider's balance: the screen's own form checks value and price
 * against it as they are typed. The buyer's details are joined by the dataProvider.
 */
export const rechargeHistory: ResourceDeclaration<Sale> = {
  name: 'recharges/history',
  icon: SalesIcon,
  menu: { order: 61 },
  // Sale Details reads the sale itself where the backend records payments (our server's
  // addition, with how it was paid); the shop's own backend has no such call: the list's copy.
  routes: { list: 'GET /recharge/sales', one: { route: 'GET /recharge/sales/:id', feature: 'payments' }, create: 'POST /recharge/sale' },
  // In the screen's language where the caller gives its translate (a delete confirmation, a row button).
  recordRepresentation: (sale, translate) =>
    translate
      ? translate('resources.recharges/history.record', { type: sale.rechargeType, buyer: sale.soldToName, amount: formatMoney(sale.soldPrice) })
      : `${sale.rechargeType} sale to ${sale.soldToName} (${formatMoney(sale.soldPrice)})`,
  columns: [
    { source: 'rechargeType', kind: 'enum', sortable: true },
    { source: 'soldToName', kind: 'text', sortable: true },
    { source: 'soldToType', kind: 'enum', sortable: true },
    { source: 'soldValue', kind: 'money', sortable: true, access: 'cost' },
    { source: 'soldPrice', kind: 'money', sortable: true },
    // Behind the Columns button (and in Sale Details), so the Actions column fits a 1366 px screen.
    { source: 'unitCost', kind: 'money', decimals: 4, sortable: true, access: 'cost', optional: true },
    { source: 'profit', kind: 'money', sortable: true, access: 'cost' },
    // The day in the table (DD MMM YYYY, as on the other lists); the time is in Sale Details.
    { source: 'saleDate', kind: 'date', sortable: true },
    // The owner's, behind the Columns button (as on Bills) so the list fits a 1366 px screen.
    { source: 'createdByName', kind: 'text', sortable: true, access: 'audit', optional: true },
  ],
  inputs: [
    { source: 'rechargeType', kind: 'enum', choices: RECHARGE_TYPES, rules: saleRules.rechargeType },
    { source: 'soldValue', kind: 'money', rules: saleRules.soldValue },
    { source: 'soldPrice', kind: 'money', rules: saleRules.soldPrice },
    { source: 'soldToType', kind: 'enum', choices: SOLD_TO_TYPES, rules: saleRules.soldToType },
    {
      source: 'soldToId',
      kind: 'reference',
      reference: { by: 'soldToType', map: { customer: 'customers', agent: 'agents' } },
      rules: saleRules.soldToId,
      // The walk-in customer first, where the backend keeps one; it pays in full (product.md §10).
      builtIns: true,
    },
  ],
  views: () => import('./historyViews'),
  list: {
    // The buyer's name, NIC, phone and card number.
    search: ['soldToName', 'buyer.nicNumber', 'buyer.phoneNumber', 'buyer.cardNumber'],
    filters: [
      { kind: 'enum', source: 'rechargeType', choices: RECHARGE_TYPES },
      { kind: 'day', source: 'saleDate' },
    ],
    summary: [
      ...balanceFigures,
      { key: 'count', kind: 'count', value: (rows) => rows.filtered.length },
      { key: 'totalSoldPrice', kind: 'money', value: (rows) => sumMoney(rows.filtered, (sale) => sale.soldPrice) },
      { key: 'totalSoldValue', kind: 'money', access: 'cost', value: (rows) => sumMoney(rows.filtered, (sale) => sale.soldValue) },
      // A sale's cost is its sold value at the unit cost: the price less the profit.
      { key: 'totalCost', kind: 'money', access: 'cost', value: (rows) => sumMoney(rows.filtered, (sale) => sale.soldPrice - Number(sale.profit ?? 0)) },
      { key: 'totalProfit', kind: 'money', access: 'cost', value: (rows) => sumMoney(rows.filtered, (sale) => sale.profit) },
    ],
    defaultSort: { field: 'saleDate', order: 'DESC' },
  },
  rowActions: [
    {
      name: 'details',
      action: 'show',
      details: {
        fields: [
          { source: 'rechargeType', kind: 'enum' },
          { source: 'soldToName', kind: 'text' },
          { source: 'soldToType', kind: 'enum' },
          { source: 'buyer.phoneNumber', kind: 'text' },
          { source: 'soldValue', kind: 'money', access: 'cost' },
          { source: 'soldPrice', kind: 'money' },
          { source: 'unitCost', kind: 'money', decimals: 4, access: 'cost' },
          { source: 'profit', kind: 'money', access: 'cost' },
          { source: 'saleDate', kind: 'datetime' },
          { source: 'createdByName', kind: 'text', access: 'audit' },
          ...paymentFields,
        ],
      },
    },
    {
      name: 'whatsapp',
      action: 'show',
      // The walk-in customer has no number to send to.
      when: (sale) => !(sale.soldToType === 'customer' && isWalkInId(sale.soldToId)),
      whatsapp: {
        numbers: (sale) => [sale.buyer?.whatsappNumber, sale.buyer?.phoneNumber],
        // A sale's buyer, customer or agent, is "this user" here (product.md §8).
        missing: 'whatsappUserMissing',
        message: () => documents().then((module) => module.saleMessage),
      },
    },
  ],
};

// The API takes the five fields, amounts as numbers; and how it was paid where the backend takes it (product.md §10).
export const salePayload: FormPayload = ({ rechargeType, soldValue, soldPrice, soldToType, soldToId, ...rest }) => ({
  ...paymentPayload(rest),
  rechargeType,
  soldValue: Number(soldValue),
  soldPrice: Number(soldPrice),
  soldToType,
  soldToId,
});
