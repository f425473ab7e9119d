import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admins';
import { authRoutes } from './auth';

/**
 * Every API route module, mounted under /api. A new resource is one module (guarding
 * each route with `app.requireAccess(resource, action)`) and one line here.
 */
export const routeModules: readonly FastifyPluginAsync[] = [authRoutes, adminRoutes];
