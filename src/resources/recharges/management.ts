import TopUpIcon from '@mui/icons-material/SimCard';
import { formatDate, formatMoney } from '../../domain/format';
import { costsMoreThanValue } from '../../domain/prices';
import { RECHARGE_TYPES, topUpRules } from '../../domain/recharge';
import { shopDayOf } from '../../domain/shopDay';
import type { ResourceDeclaration, ShopRecord } from '../types';
import { balanceFigures, shownOfAll } from './balances';
import { sumMoney } from '../../domain/money';
import type { FormPayload, SaveQuestion } from '../../engine/views';

export interface TopUp extends ShopRecord {
  rechargeType: string;
  topUpValue: number;
  topUpCost: number;
  /** The Asia/Colombo day the top-up was bought, as the instant it starts. */
  topUpDate: string;
}

/**
 * Recharge Management (product.md §2, §3, §5, §7, §8): the super admin's purchases of recharge stock
 * per provider (top-ups), with the providers' balances above. Add, edit and delete follow the
 * one named recharge write permission; a top-up's provider never changes once bought.
 */
export const rechargeManagement: ResourceDeclaration<TopUp> = {
  name: 'recharges/management',
  icon: TopUpIcon,
  menu: { order: 60 },
  routes: {
    list: 'GET /recharge/topup',
    create: 'POST /recharge/topup',
    update: 'PUT /recharge/topup/:id',
    delete: 'DELETE /recharge/topup/:id',
  },
  recordRepresentation: (topUp, translate) =>
    translate
      ? translate('resources.recharges/management.record', { type: topUp.rechargeType, day: formatDate(topUp.topUpDate), amount: formatMoney(topUp.topUpValue) })
      : `${topUp.rechargeType} top-up of ${formatDate(topUp.topUpDate)} (${formatMoney(topUp.topUpValue)})`,
  columns: [
    { source: 'rechargeType', kind: 'enum', sortable: true },
    { source: 'topUpValue', kind: 'money', sortable: true },
    { source: 'topUpCost', kind: 'money', sortable: true },
    { source: 'topUpDate', kind: 'date', sortable: true },
    // Hovering the name shows when the top-up was created and last updated (the screen's own cell).
    { source: 'createdByName', kind: 'text', sortable: true },
  ],
  inputs: [
    { source: 'rechargeType', kind: 'enum', choices: RECHARGE_TYPES, rules: topUpRules.rechargeType, readOnlyIn: ['edit'] },
    { source: 'topUpDate', kind: 'date', rules: topUpRules.topUpDate },
    { source: 'topUpValue', kind: 'money', rules: topUpRules.topUpValue },
    { source: 'topUpCost', kind: 'money', rules: topUpRules.topUpCost },
  ],
  views: () => import('./managementViews'),
  list: {
    search: ['rechargeType', 'createdByName', 'updatedByName', 'topUpValue', 'topUpCost'],
    filters: [
      { kind: 'enum', source: 'rechargeType', choices: RECHARGE_TYPES },
      { kind: 'day', source: 'topUpDate' },
    ],
    summary: [
      ...balanceFigures,
      { key: 'totalValue', kind: 'money', value: (rows) => sumMoney(rows.filtered, (row) => row.topUpValue) },
      { key: 'totalCost', kind: 'money', value: (rows) => sumMoney(rows.filtered, (row) => row.topUpCost) },
      { key: 'records', kind: 'text', value: shownOfAll },
    ],
    defaultSort: { field: 'topUpDate', order: 'DESC' },
  },
};

// A top-up costing more than the value it gives loses money on every reload: asked once before saving (product.md §10).
export const topUpQuestion: SaveQuestion = (values) => (costsMoreThanValue(values) ? 'resources.recharges/management.confirmSave.costAboveValue' : undefined);

// The API takes the four fields, the day as YYYY-MM-DD (an untouched date on edit is the stored instant).
export const topUpPayload: FormPayload = ({ rechargeType, topUpValue, topUpCost, topUpDate }) => ({
  rechargeType,
  topUpValue: Number(topUpValue),
  topUpCost: Number(topUpCost),
  topUpDate: shopDayOf(topUpDate) ?? topUpDate,
});
