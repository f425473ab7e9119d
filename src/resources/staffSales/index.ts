import StaffReportIcon from '@mui/icons-material/BadgeOutlined';
import type { ResourceDeclaration, ShopRecord } from '../types';

/**
 * Sales by staff member (issue 48, our server's `reports`; src/domain/staffSales.ts): what each
 * person took for each business over a range of days, adding up to the takings. The owner's,
 * beside the other reports, a screen of its own over `GET /reports/staff-sales`.
 */
export const staffSales: ResourceDeclaration<ShopRecord> = {
  name: 'reports/staff',
  icon: StaffReportIcon,
  menu: { order: 89.3, group: 'reports' },
  feature: 'reports',
  // A screen of its own (its views), not the engine's list.
  columns: [],
  inputs: [],
  views: () => import('./views'),
};
