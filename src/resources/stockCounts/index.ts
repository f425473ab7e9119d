import CountIcon from '@mui/icons-material/Checklist';
import SheetIcon from '@mui/icons-material/EditNote';
import { lazy } from 'react';
import { formatDateTime } from '../../domain/format';
import { newCountRules, type StockCountStatus } from '../../domain/stockCounts';
import type { ChipColor, ResourceDeclaration, ShopRecord } from '../types';

/** One product of a sheet; `unitCost` and `value` (LKR) are the owner's alone (absent for staff). */
export interface CountSheetLine {
  _id: string;
  productId: string;
  name: string;
  expected: number;
  counted: number | null;
  difference: number | null;
  unitCost?: number;
  value?: number;
}

export interface StockCount extends ShopRecord {
  status: StockCountStatus;
  search: string | null;
  note: string | null;
  submittedAt: string | null;
  closedAt: string | null;
  products: number;
  counted: number;
  differing: number;
  over: number;
  short: number;
  /** The owner's: the differences' value at the buying price (LKR). */
  value?: number;
  submittedByName?: string | null;
  closedByName?: string | null;
  /** In the sheet's own answer (GET /stock-counts/:id), not the list's. */
  lines?: CountSheetLine[];
}

const STATUS_COLORS: Record<StockCountStatus, ChipColor> = { counting: 'info', submitted: 'warning', posted: 'success', discarded: 'default' };

/**
 * Stock counts (issue 47, our server's `stockCounts`; rules in src/domain/stockCounts.ts): a
 * count sheet of every product or those a search finds, with the stock expected when it was made.
 * Anyone makes a sheet, counts (the Count sheet dialog) and submits; the owner posts or discards
 * it and alone sees its value at the buying price. Printed as a sheet to count on.
 */
export const stockCounts: ResourceDeclaration<StockCount> = {
  name: 'stock/counts',
  icon: CountIcon,
  menu: { order: 41 },
  feature: 'stockCounts',
  routes: { list: 'GET /stock-counts', one: 'GET /stock-counts/:id', create: 'POST /stock-counts' },
  recordRepresentation: (count, translate) =>
    translate ? translate('resources.stock/counts.record', { at: formatDateTime(count.createdAt) }) : `Stock count of ${formatDateTime(count.createdAt)}`,
  columns: [
    { source: 'createdAt', kind: 'datetime', sortable: true },
    { source: 'status', kind: 'status', sortable: true, color: (status) => STATUS_COLORS[status as StockCountStatus] ?? 'default' },
    { source: 'search', kind: 'text' },
    { source: 'products', kind: 'integer', sortable: true },
    { source: 'counted', kind: 'integer', sortable: true },
    { source: 'differing', kind: 'integer', sortable: true },
    { source: 'value', kind: 'money', sortable: true, access: 'cost' },
    { source: 'note', kind: 'text', optional: true },
    { source: 'createdByName', kind: 'text', sortable: true, access: 'audit', optional: true },
    { source: 'closedByName', kind: 'text', sortable: true, access: 'audit', optional: true },
  ],
  inputs: [
    { source: 'search', kind: 'text', rules: newCountRules.search, fullWidth: true },
    { source: 'note', kind: 'text', rules: newCountRules.note, fullWidth: true },
  ],
  list: {
    search: ['search', 'note'],
    filters: [{ kind: 'enum', source: 'status', choices: ['counting', 'submitted', 'posted', 'discarded'] }],
    defaultSort: { field: 'createdAt', order: 'DESC' },
  },
  rowActions: [
    { name: 'sheet', action: 'list', icon: SheetIcon, dialog: lazy(() => import('./CountSheetDialog')) },
    { name: 'print', action: 'list', print: () => import('./countSheetDocument').then((module) => module.countSheetDocument) },
  ],
};
