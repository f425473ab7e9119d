import type { FastifyPluginAsync } from 'fastify';
import { activityRoutes } from './activity';
import { adminRoutes } from './admins';
import { agentRoutes } from './agents';
import { authRoutes } from './auth';
import { billRoutes } from './bills';
import { customerHistoryRoutes } from './customerHistory';
import { customerRoutes } from './customers';
import { expenseRoutes } from './expenses';
import { productRoutes } from './products';
import { rechargeRoutes } from './recharge';
import { repairIssueRoutes } from './repairIssues';
import { repairRoutes } from './repairs';

/**
 * Every API route module, mounted under /api. A new resource is one module (guarding
 * each route with `app.requireAccess(resource, action)`) and one line here.
 */
export const routeModules: readonly FastifyPluginAsync[] = [
  authRoutes,
  adminRoutes,
  customerRoutes,
  customerHistoryRoutes,
  agentRoutes,
  rechargeRoutes,
  expenseRoutes,
  repairIssueRoutes,
  repairRoutes,
  productRoutes,
  billRoutes,
  activityRoutes,
];
