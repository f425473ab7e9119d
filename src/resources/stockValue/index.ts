import ValueIcon from '@mui/icons-material/Savings';
import type { ColumnDeclaration, ResourceDeclaration, ShopRecord } from '../types';

/** The stock's value as its table and its CSV export read each product's line (LKR). */
export const stockValueColumns: readonly ColumnDeclaration[] = [
  { source: 'name', kind: 'text' },
  { source: 'quantity', kind: 'integer' },
  { source: 'averageCost', kind: 'money' },
  { source: 'value', kind: 'money' },
];

/**
 * The stock's value (issue 47, our server's `stockValue`; src/domain/stockValue.ts): units on
 * hand × moving-average cost per product and in all, today or at the end of a past shop day,
 * exportable. The owner's alone (every figure on it is a cost), so a screen of its own over
 * `GET /stock/value?day=`, not a list the dataProvider pages.
 */
export const stockValue: ResourceDeclaration<ShopRecord> = {
  name: 'stock/value',
  icon: ValueIcon,
  menu: { order: 42 },
  feature: 'stockValue',
  // A screen of its own (its views), not the engine's list: it draws stockValueColumns itself.
  columns: [],
  inputs: [],
  views: () => import('./views'),
};
