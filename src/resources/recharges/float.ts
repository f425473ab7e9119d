import FloatIcon from '@mui/icons-material/FactCheck';
import AdjustIcon from '@mui/icons-material/Tune';
import { formatDateTime } from '../../domain/format';
import { FLOAT_REASONS } from '../../domain/floatChecks';
import { sumMoney } from '../../domain/money';
import { RECHARGE_TYPES } from '../../domain/recharge';
import type { ResourceDeclaration, ShopRecord } from '../types';

export interface FloatCheck extends ShopRecord {
  rechargeType: string;
  /** The balance the console computed when the check was saved (LKR). */
  computed: number;
  /** What the provider showed. */
  shown: number;
  /** shown − computed. */
  difference: number;
  reason: string | null;
  note: string | null;
  checkedAt: string;
  checkedByName: string | null;
  /** The owner's adjustment of the difference, if made. */
  adjustedAmount: number | null;
  adjustedFrom: number | null;
  adjustedTo: number | null;
  adjustedAt: string | null;
  adjustedByName: string | null;
}

/** A difference the owner has not adjusted yet. */
export const awaitsAdjustment = (check: FloatCheck) => check.difference !== 0 && check.adjustedAmount == null;

/**
 * Float Checks (product.md §10, beyond the spec: our server's `floatChecks` feature): each
 * provider's balance as it showed beside the one the console computed, the difference and why.
 * Everyone checks (Check float); the owner adjusts a difference, which moves the computed balance
 * (a movement of its own, listed here and in the activity log). The recharge screens show each
 * provider's last check above their lists.
 */
export const rechargeFloat: ResourceDeclaration<FloatCheck> = {
  name: 'recharges/float',
  icon: FloatIcon,
  menu: { order: 62 },
  feature: 'floatChecks',
  routes: { list: 'GET /recharge/float', create: 'POST /recharge/float' },
  recordRepresentation: (check, translate) =>
    translate
      ? translate('resources.recharges/float.record', { type: check.rechargeType, at: formatDateTime(check.checkedAt) })
      : `${check.rechargeType} check of ${formatDateTime(check.checkedAt)}`,
  columns: [
    { source: 'checkedAt', kind: 'datetime', sortable: true },
    { source: 'rechargeType', kind: 'enum', sortable: true },
    { source: 'computed', kind: 'money', sortable: true },
    { source: 'shown', kind: 'money', sortable: true },
    { source: 'difference', kind: 'money', sortable: true },
    { source: 'reason', kind: 'enum', sortable: true },
    { source: 'note', kind: 'text', optional: true },
    // Behind the Columns button (and in Check Details), so the list fits a 1366 px screen.
    { source: 'checkedByName', kind: 'text', sortable: true, optional: true },
    { source: 'adjustedAmount', kind: 'money', sortable: true },
    { source: 'adjustedByName', kind: 'text', sortable: true, optional: true },
  ],
  inputs: [],
  views: () => import('./floatViews'),
  list: {
    search: ['rechargeType', 'note', 'checkedByName', 'adjustedByName'],
    filters: [
      { kind: 'enum', source: 'rechargeType', choices: RECHARGE_TYPES },
      { kind: 'enum', source: 'reason', choices: FLOAT_REASONS },
      { kind: 'day', source: 'checkedAt' },
      { kind: 'flag', source: 'differs', match: (check: FloatCheck) => check.difference !== 0 },
    ],
    summary: [
      { key: 'checks', kind: 'count', value: (rows) => rows.filtered.length },
      { key: 'differences', kind: 'count', value: (rows) => rows.filtered.filter((check) => check.difference !== 0).length },
      { key: 'toAdjust', kind: 'count', value: (rows) => rows.filtered.filter(awaitsAdjustment).length },
      { key: 'adjusted', kind: 'money', value: (rows) => sumMoney(rows.filtered, (check) => check.adjustedAmount) },
    ],
    defaultSort: { field: 'checkedAt', order: 'DESC' },
  },
  rowActions: [
    {
      name: 'details',
      action: 'show',
      details: {
        fields: [
          { source: 'checkedAt', kind: 'datetime' },
          { source: 'rechargeType', kind: 'enum' },
          { source: 'computed', kind: 'money' },
          { source: 'shown', kind: 'money' },
          { source: 'difference', kind: 'money' },
          { source: 'reason', kind: 'enum' },
          { source: 'note', kind: 'text' },
          { source: 'checkedByName', kind: 'text' },
          { source: 'adjustedAmount', kind: 'money' },
          { source: 'adjustedFrom', kind: 'money' },
          { source: 'adjustedTo', kind: 'money' },
          { source: 'adjustedAt', kind: 'datetime' },
          { source: 'adjustedByName', kind: 'text' },
        ],
      },
    },
    {
      name: 'adjust',
      action: 'adjust',
      icon: AdjustIcon,
      when: awaitsAdjustment,
      form: {
        inputs: [],
        route: 'POST /recharge/float/:id/adjust',
        payload: () => ({}),
        figures: [
          { key: 'computed', kind: 'money', value: (_, check) => check.computed },
          { key: 'shown', kind: 'money', value: (_, check) => check.shown },
          { key: 'difference', kind: 'money', value: (_, check) => check.difference },
        ],
      },
    },
  ],
};
