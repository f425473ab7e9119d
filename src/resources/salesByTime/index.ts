import HoursReportIcon from '@mui/icons-material/Schedule';
import type { ResourceDeclaration, ShopRecord } from '../types';

/**
 * Sales by hour of day and day of week (issue 48, our server's `reports`;
 * src/domain/salesByTime.ts): when the shop takes its money, for staffing and opening hours. The
 * owner's, beside the other reports, a screen of its own over `GET /reports/sales-by-time`.
 */
export const salesByTime: ResourceDeclaration<ShopRecord> = {
  name: 'reports/hours',
  icon: HoursReportIcon,
  menu: { order: 89.4, group: 'reports' },
  feature: 'reports',
  // A screen of its own (its views), not the engine's list.
  columns: [],
  inputs: [],
  views: () => import('./views'),
};
