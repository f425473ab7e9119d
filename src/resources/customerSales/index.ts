import CustomersReportIcon from '@mui/icons-material/Groups';
import type { ResourceDeclaration, ShopRecord } from '../types';

/**
 * Top customers and new against returning (issue 48, our server's `reports`;
 * src/domain/customerSales.ts): who spends most on bills, and how much comes from new customers.
 * The owner's, beside the other reports, over `GET /reports/customers`.
 */
export const customerSales: ResourceDeclaration<ShopRecord> = {
  name: 'reports/customers',
  icon: CustomersReportIcon,
  menu: { order: 89.6, group: 'reports' },
  feature: 'reports',
  // A screen of its own (its views), not the engine's list.
  columns: [],
  inputs: [],
  views: () => import('./views'),
};
