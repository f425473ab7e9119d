import RepairsReportIcon from '@mui/icons-material/BuildCircleOutlined';
import type { ResourceDeclaration, ShopRecord } from '../types';

/**
 * The repairs report (issue 48, our server's `reports`; src/domain/repairReport.ts): repairs
 * taken in by issue, how long they take to be collected, and the warranty claims. The owner's,
 * beside the other reports, over `GET /reports/repairs`.
 */
export const repairReport: ResourceDeclaration<ShopRecord> = {
  name: 'reports/repairs',
  icon: RepairsReportIcon,
  menu: { order: 89.7, group: 'reports' },
  feature: 'reports',
  // A screen of its own (its views), not the engine's list.
  columns: [],
  inputs: [],
  views: () => import('./views'),
};
