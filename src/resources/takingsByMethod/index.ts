import PaymentsReportIcon from '@mui/icons-material/PieChart';
import type { ResourceDeclaration, ShopRecord } from '../types';

/**
 * Takings by payment method (issue 48, our server's `reports`; src/domain/takingsByMethod.ts):
 * over a range of days, what each method took by business, the refunds given back by it, and
 * what went on accounts, as the day close counts them. The owner's, beside the other reports,
 * a screen of its own over `GET /reports/payment-methods`.
 */
export const takingsByMethod: ResourceDeclaration<ShopRecord> = {
  name: 'reports/payments',
  icon: PaymentsReportIcon,
  menu: { order: 89.2, group: 'reports' },
  feature: 'reports',
  // A screen of its own (its views), not the engine's list.
  columns: [],
  inputs: [],
  views: () => import('./views'),
};
