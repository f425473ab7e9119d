import ProductsReportIcon from '@mui/icons-material/Leaderboard';
import type { ResourceDeclaration, ShopRecord } from '../types';

/**
 * The products report (issue 48, our server's `reports`; src/domain/productSales.ts): each
 * product's units, revenue and profit over a range of days, and the products with stock and no
 * sale in N days with their stock value. The owner's alone (profit and stock value are costs),
 * so a screen of its own over `GET /reports/products`, beside the profit-and-loss statement.
 */
export const productSales: ResourceDeclaration<ShopRecord> = {
  name: 'reports/products',
  icon: ProductsReportIcon,
  menu: { order: 89.1, group: 'reports' },
  feature: 'reports',
  // A screen of its own (its views), not the engine's list.
  columns: [],
  inputs: [],
  views: () => import('./views'),
};
