import RechargeReportIcon from '@mui/icons-material/SignalCellularAlt';
import type { ResourceDeclaration, ShopRecord } from '../types';

/**
 * Recharge sales and margin by provider (issue 48, our server's `reports`;
 * src/domain/rechargeMargins.ts): which provider earns what on its reloads. The owner's (margin
 * is a cost figure), beside the other reports, over `GET /reports/recharge-margins`.
 */
export const rechargeMargins: ResourceDeclaration<ShopRecord> = {
  name: 'reports/recharges',
  icon: RechargeReportIcon,
  menu: { order: 89.5, group: 'reports' },
  feature: 'reports',
  // A screen of its own (its views), not the engine's list.
  columns: [],
  inputs: [],
  views: () => import('./views'),
};
