import type { FastifyPluginAsync } from 'fastify';
import { crudRoutes } from '../crud/routes';
import { plainResources } from '../resources';
import { accountRoutes } from './accounts';
import { activityRoutes } from './activity';
import { adminRoutes } from './admins';
import { authRoutes } from './auth';
import { billRoutes } from './bills';
import { customerHistoryRoutes } from './customerHistory';
import { dashboardRoutes } from './dashboard';
import { dayCloseRoutes } from './dayClose';
import { expenseRoutes } from './expenses';
import { floatCheckRoutes } from './floatChecks';
import { goodsReceiptRoutes } from './goodsReceipts';
import { supplierAccountRoutes } from './supplierAccounts';
import { supplierReturnRoutes } from './supplierReturns';
import { productRoutes } from './products';
import { rechargeRoutes } from './recharge';
import { repairIssueRoutes } from './repairIssues';
import { repairMessageRoutes } from './repairMessages';
import { repairRoutes } from './repairs';
import { reportRoutes } from './reports';
import { settingsRoutes } from './settings';
import { statusPageRoutes } from './statusPage';
import { reorderRoutes } from './reorder';
import { stockCountRoutes } from './stockCounts';
import { stockValueRoutes } from './stockValue';
import { profitAndLossRoutes } from './profitAndLoss';
import { renewalRoutes } from './renewals';
import { renewalSettingsRoutes } from './renewalSettings';
import { productSalesRoutes } from './productSales';
import { takingsByMethodRoutes } from './takingsByMethod';
import { staffSalesRoutes } from './staffSales';
import { salesByTimeRoutes } from './salesByTime';
import { rechargeMarginRoutes } from './rechargeMargins';
import { customerSalesRoutes } from './customerSales';
import { repairReportRoutes } from './repairReport';
import { warrantyRoutes } from './warranties';

/**
 * Every API route module, mounted under /api: the plain resources' generic routes (a new
 * plain resource is a declaration in server/resources), then the hand-written modules of
 * what is not plain (each guarding its routes with `app.requireAccess(resource, action)`).
 */
export const routeModules: readonly FastifyPluginAsync[] = [
  ...plainResources.map(crudRoutes),
  authRoutes,
  adminRoutes,
  customerHistoryRoutes,
  rechargeRoutes,
  floatCheckRoutes,
  expenseRoutes,
  repairIssueRoutes,
  repairRoutes,
  warrantyRoutes,
  productRoutes,
  goodsReceiptRoutes,
  supplierAccountRoutes,
  supplierReturnRoutes,
  stockCountRoutes,
  reorderRoutes,
  stockValueRoutes,
  profitAndLossRoutes,
  renewalRoutes,
  renewalSettingsRoutes,
  productSalesRoutes,
  takingsByMethodRoutes,
  staffSalesRoutes,
  salesByTimeRoutes,
  rechargeMarginRoutes,
  customerSalesRoutes,
  repairReportRoutes,
  billRoutes,
  accountRoutes,
  activityRoutes,
  settingsRoutes,
  repairMessageRoutes,
  reportRoutes,
  dashboardRoutes,
  dayCloseRoutes,
  statusPageRoutes,
];
