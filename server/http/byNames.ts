import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, PERMISSIONS, type ResourceName } from '../../src/domain/permissions';
import type { Role } from '../../src/domain/roles';

/**
 * Who created and who last updated a record are the owner's (product.md §6: created-by and
 * updated-by are the super admin's alone), so staff get records without them: hiding the
 * column in the console is not enough, the names must not leave the server. Like cost and
 * profit, they are dropped here, once, for every answer of a resource whose row in the
 * permission matrix declares `audit`.
 */
const BY_NAMES = ['createdByName', 'updatedByName'] as const;

/**
 * The one by-name a printed document hands to the customer: a receipt's "Served by" and a
 * job card's "Received by". Staff print those documents too, so it stays in their answers.
 */
const PRINTED: Partial<Record<ResourceName, (typeof BY_NAMES)[number]>> = {
  bills: 'createdByName',
  'repairs/management': 'createdByName',
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The by-names this caller may not see (set by the guard); null or empty for the owner. */
    hiddenByNames: readonly string[] | null;
  }
}

/** The by-names `role` may not see in `resource`'s records. */
export function hiddenByNames(role: Role, resource: ResourceName): readonly string[] {
  if (!('audit' in PERMISSIONS[resource]) || can(role, resource, 'audit')) return [];
  return BY_NAMES.filter((name) => PRINTED[resource] !== name);
}

/** `record` without the names this request may not see (the same object when there are none). */
export function withoutHiddenNames<T>(request: FastifyRequest, record: T): T {
  const hidden = request.hiddenByNames;
  if (!hidden?.length || record === null || typeof record !== 'object' || Array.isArray(record)) return record;
  const copy = { ...(record as Record<string, unknown>) };
  for (const name of hidden) delete copy[name];
  return copy as T;
}

/**
 * Drops hidden by-names from every record answer (one record or an array of them) before
 * it is serialised. Lists served from the list cache are built per view instead
 * (listCache.ts `sendList`). Call on the root instance, before the routes. A callback hook, not
 * an async one: it runs on every answer, and an async hook costs each a promise and a turn
 * of the microtask queue before Fastify goes on.
 */
export function installByNames(app: FastifyInstance): void {
  app.decorateRequest('hiddenByNames', null);
  app.addHook('preSerialization', (request: FastifyRequest, _reply, payload: unknown, done) => {
    if (!request.hiddenByNames?.length) {
      done(null, payload);
      return;
    }
    done(null, Array.isArray(payload) ? payload.map((item) => withoutHiddenNames(request, item)) : withoutHiddenNames(request, payload));
  });
}
