import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { MessageKey } from '../../src/domain/messages';
import { allowanceFor, can, type PERMISSIONS, type ResourceName } from '../../src/domain/permissions';
import type { Role } from '../../src/domain/roles';
import { HttpError } from '../errors';
import { readAllowances } from '../db/settings';
import { hiddenByNames } from '../http/byNames';
import { checkSessionToken } from './tokens';
import { userLookup, type UserLookup } from './userLookup';

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
    /** onRequest hook: any signed-in, active user. */
    requireSignIn: onRequestAsyncHookHandler;
    /** onRequest hook: a signed-in, active user whose role may do `action` on `resource` (domain `can`). */
    requireAccess<R extends ResourceName>(resource: R, action: ActionOf<R>, refusal?: MessageKey): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireSignIn / requireAccess; null on public routes. */
    user: SignedInUser | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** What a guard hook lets through: any signed-in user, or the roles the matrix allows for `resource` / `action`. */
export type Requirement = 'signed-in' | { resource: ResourceName; action: string };

/** Each guard hook's requirement, so the API description (apiDocs.ts) states who may call a route from the same call. */
const requirements = new WeakMap<object, Requirement>();

/** The requirement of a route's onRequest hook(s), or undefined for a public route. */
export function requirementOf(onRequest: unknown): Requirement | undefined {
  const hooks: unknown[] = Array.isArray(onRequest) ? onRequest : [onRequest];
  for (const hook of hooks) {
    const requirement = typeof hook === 'function' ? requirements.get(hook) : undefined;
    if (requirement) return requirement;
  }
  return undefined;
}

/** The user behind the request's bearer token, or a 401 explaining why there is none. */
async function authenticate(app: FastifyInstance, users: UserLookup, request: FastifyRequest): Promise<SignedInUser> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new HttpError(401, { key: 'notSignedIn' });
  const check = await checkSessionToken(token, app.config.jwtSecret);
  if (!check.valid) throw new HttpError(401, check.reason === 'expired' ? { key: 'sessionExpired' } : { key: 'notSignedIn' });
  // Read on every request, so a deleted or deactivated account is locked out at once,
  // and a role change applies to tokens already issued.
  const admin = await users.find(check.userId);
  if (!admin) throw new HttpError(401, { key: 'notSignedIn' });
  if (admin.status !== 'active') throw new HttpError(401, { key: 'accountInactive' });
  // Issued before the account's sessions last ended (a new password, or the account switched
  // off, see routes/admins.ts): this session ended with them, even once the account is active again.
  if ((admin.passwordChangedAt ?? null) !== check.passwordChangedAt) throw new HttpError(401, { key: 'signInEnded' });
  return { id: admin.id, role: admin.role, fullName: `${admin.firstName} ${admin.lastName}` };
}

/**
 * Adds `app.requireSignIn` and `app.requireAccess(resource, action)`, so each route states
 * what it needs in one line: `{ onRequest: app.requireAccess('staffs', 'list') }`.
 * It runs on `onRequest`, before the body is parsed or validated: a caller who may not
 * use a route learns nothing about its schema and costs no parsing.
 * Answers 401 for no, malformed, forged or expired tokens and unknown or inactive users,
 * 403 when the role matrix refuses (and no switch of the owner's in Settings opens the action to
 * staff: `STAFF_ALLOWANCES`, read from the settings only then). Call on the root instance, before the routes.
 */
export function installGuard(app: FastifyInstance): void {
  const users = userLookup(app.db, app.config.databaseFile);
  app.addHook('onClose', async () => users.close());
  app.decorateRequest('user', null);
  async function requireSignIn(request: FastifyRequest) {
    request.user = await authenticate(app, users, request);
  }
  requirements.set(requireSignIn, 'signed-in');
  app.decorate('requireSignIn', requireSignIn);
  // `refusal` is the 403 message where the spec words one (e.g. 'Only super admins can add products').
  app.decorate('requireAccess', function <R extends ResourceName>(resource: R, action: ActionOf<R>, refusal: MessageKey = 'forbidden') {
    async function guard(request: FastifyRequest) {
      const user = await authenticate(app, users, request);
      request.user = user;
      // What the matrix keeps from staff but an owner's switch in Settings may open (issue 47):
      // the switch is read on this request, so turning it off shuts the door at once.
      const allowed = !can(user.role, resource, action) && allowanceFor(resource, action) ? await readAllowances(app.db) : [];
      if (!can(user.role, resource, action, allowed)) throw new HttpError(403, { key: refusal });
      request.hiddenByNames = hiddenByNames(user.role, resource);
    }
    requirements.set(guard, { resource, action });
    return guard;
  });
}

/** The signed-in user of a guarded route (its onRequest guard has set it). */
export function currentUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new HttpError(401, { key: 'notSignedIn' });
  return request.user;
}

/** The signed-in user as an activity entry names them. */
export function actorOf(request: FastifyRequest): { id: string; name: string } {
  const user = currentUser(request);
  return { id: user.id, name: user.fullName };
}
