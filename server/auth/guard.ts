import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { MESSAGES } from '../../src/domain/messages';
import { can, type PERMISSIONS, type ResourceName } from '../../src/domain/permissions';
import type { Role } from '../../src/domain/roles';
import { findAdminById } from '../db/admins';
import { HttpError } from '../errors';
import { checkSessionToken } from './tokens';

/** Who is calling, as read from the database on this request. */
export interface SignedInUser {
  id: string;
  role: Role;
  /** "First Last": recorded as createdByName / updatedByName. */
  fullName: string;
}

/** The actions the permission matrix declares for `R`, so a typo fails type checking. */
export type ActionOf<R extends ResourceName> = keyof (typeof PERMISSIONS)[R] & string;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: any signed-in, active user. */
    requireSignIn: preHandlerAsyncHookHandler;
    /** preHandler: a signed-in, active user whose role may do `action` on `resource` (domain `can`). */
    requireAccess<R extends ResourceName>(resource: R, action: ActionOf<R>): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireSignIn / requireAccess; null on public routes. */
    user: SignedInUser | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The user behind the request's bearer token, or a 401 explaining why there is none. */
async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<SignedInUser> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new HttpError(401, MESSAGES.notSignedIn);
  const check = await checkSessionToken(token, app.config.jwtSecret);
  if (!check.valid) throw new HttpError(401, check.reason === 'expired' ? MESSAGES.sessionExpired : MESSAGES.notSignedIn);
  // Read on every request, so a deleted or deactivated account is locked out at once,
  // and a role change applies to tokens already issued.
  const admin = await findAdminById(app.db, check.userId);
  if (!admin) throw new HttpError(401, MESSAGES.notSignedIn);
  if (admin.status !== 'active') throw new HttpError(401, MESSAGES.accountInactive);
  return { id: admin.id, role: admin.role, fullName: `${admin.firstName} ${admin.lastName}` };
}

/**
 * Adds `app.requireSignIn` and `app.requireAccess(resource, action)`, so each route states
 * what it needs in one line: `{ preHandler: app.requireAccess('staffs', 'list') }`.
 * Answers 401 for no, malformed, forged or expired tokens and unknown or inactive users,
 * 403 when the role matrix refuses. Call on the root instance, before the routes.
 */
export function installGuard(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorate('requireSignIn', async function (request: FastifyRequest) {
    request.user = await authenticate(app, request);
  });
  app.decorate('requireAccess', function <R extends ResourceName>(resource: R, action: ActionOf<R>) {
    return async function (request: FastifyRequest) {
      const user = await authenticate(app, request);
      request.user = user;
      if (!can(user.role, resource, action)) throw new HttpError(403, MESSAGES.forbidden);
    };
  });
}

/** The signed-in user of a guarded route (its preHandler has set it). */
export function currentUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new HttpError(401, MESSAGES.notSignedIn);
  return request.user;
}
