import ProfitIcon from '@mui/icons-material/QueryStats';
import type { ResourceDeclaration, ShopRecord } from '../types';

/**
 * The profit-and-loss statement (issue 48, our server's `profitAndLoss`; src/domain/profitAndLoss.ts):
 * income, cost of sales and gross profit by business, expenses by category and net profit over a
 * range of days, beside the period before and a year earlier; printed on A4 and exported. The
 * owner's alone (every figure on it is a cost or a profit), so a screen of its own over
 * `GET /reports/profit-and-loss`, not a list the dataProvider pages.
 */
export const profitAndLoss: ResourceDeclaration<ShopRecord> = {
  name: 'reports/profit',
  icon: ProfitIcon,
  menu: { order: 89, group: 'reports' },
  feature: 'profitAndLoss',
  // A screen of its own (its views), not the engine's list.
  columns: [],
  inputs: [],
  views: () => import('./views'),
};
