import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { can } from '../src/domain/permissions';
import { ROLES, type Role } from '../src/domain/roles';
import { version } from '../package.json';
import { requirementOf, type Requirement } from './auth/guard';
import { recordAnswerStatuses } from './http/preconditions';
import { errorAnswer, revalidationHeaders } from './schemas/common';

/** The OpenAPI document of every API route, and the page that reads it. Neither needs a token. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The security scheme's name in the document. */
const BEARER = 'bearer';

/** When a refusal every route of a kind can give happens (errors.ts, auth/guard.ts). */
const REFUSALS = {
  400: 'Invalid input: the spec\'s message for the first field that fails its rule, or "Invalid request: <field> must be …" for a wrong type, or malformed JSON',
  401: 'No token, or a token that is forged, expired, or issued before a password change; or the account is gone or inactive',
  403: 'The caller\'s role may not do this',
  404: 'No record with this id',
  413: 'The body is over 100 KB',
  429: 'Too many attempts in a minute; try again later',
} as const;

/** The roles a guard lets through, read from the domain matrix the guard itself checks. */
export function rolesAllowed(requirement: Requirement | undefined): readonly Role[] {
  if (!requirement) return [];
  if (requirement === 'signed-in') return ROLES;
  return ROLES.filter((role) => can(role, requirement.resource, requirement.action));
}

/** A line for the reference page: who may call the route. */
function whoMayCall(requirement: Requirement | undefined, roles: readonly Role[]): string {
  if (!requirement) return 'Public: no token needed.';
  const permission = requirement === 'signed-in' ? 'any signed-in user' : `permission \`${requirement.resource}\` / \`${requirement.action}\``;
  return `Roles: ${roles.join(', ')} (${permission}).`;
}

/**
 * The answers of one record with their `ETag` header, and for a read the 304 of a matching
 * `If-None-Match`: what http/preconditions.ts adds to exactly these routes.
 */
function conditionalAnswers(route: RouteOptions): Record<string, unknown> {
  const response = (route.schema?.response ?? {}) as Record<string, object>;
  const answers: Record<string, unknown> = {};
  for (const status of recordAnswerStatuses(route)) {
    answers[status] = { ...response[status], headers: { etag: { type: 'string', description: 'The record\'s version, `"v-<updatedAt>"`: send it back as `If-Match` to write only that version, or as `If-None-Match` to read it again only if changed' } } };
  }
  if (route.method === 'GET' && answers['200']) answers['304'] = { type: 'null', description: 'Not Modified: `If-None-Match` names the record\'s current ETag; no body' };
  return answers;
}

/**
 * Completes an API route's schema for the document, from what the route already says: its
 * guard (who may call it, the bearer scheme, 401/403), its body, parameters and query (400,
 * 404, 413) and its rate limit (429). Runs as an onRoute hook, so every route, including
 * one registered later by any module, is described the same way. A new schema object is
 * made, never the route's own changed, since routes may share schema pieces.
 * The added answers are the `{ message }` shape errors.ts sends anyway: serialising through
 * them sends the same bytes.
 */
function describeRoute(route: RouteOptions): void {
  // HEAD routes are Fastify's copies of GET ones, answer no body and are left out of the document.
  if (route.method === 'HEAD' || !route.url.startsWith('/api/') || route.url.startsWith(DOCS_PATH)) return;
  const schema: Record<string, unknown> = { ...route.schema };
  const requirement = requirementOf(route.onRequest);
  const roles = rolesAllowed(requirement);
  const refusals: Partial<Record<keyof typeof REFUSALS, string>> = {};
  if (schema.body || schema.querystring || schema.params) refusals[400] = REFUSALS[400];
  if (requirement) refusals[401] = REFUSALS[401];
  if (requirement && roles.length < ROLES.length) refusals[403] = REFUSALS[403];
  if (schema.params) refusals[404] = REFUSALS[404];
  if (schema.body) refusals[413] = REFUSALS[413];
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) refusals[429] = REFUSALS[429];
  const generic = Object.fromEntries(Object.entries(refusals).map(([status, why]) => [status, errorAnswer(why)]));
  schema.response = { ...generic, ...(schema.response as object | undefined), ...conditionalAnswers(route) };
  // A read of one record may revalidate the copy it holds (http/preconditions.ts answers the 304).
  if (route.method === 'GET' && recordAnswerStatuses(route).length > 0) schema.headers ??= revalidationHeaders;
  schema.tags ??= [route.url.split('/')[2]];
  schema.security = requirement ? [{ [BEARER]: [] }] : [];
  schema['x-roles'] = roles;
  schema.description = [whoMayCall(requirement, roles), schema.description].filter(Boolean).join('\n\n');
  route.schema = schema;
}

/**
 * `GET /api/openapi.json`, generated by @fastify/swagger from the routes' own schemas, and
 * the swagger-ui page at `/api/docs`. Call before the routes are registered: the hooks see
 * each route as it is added. The document is built on its first request, then kept.
 */
export function installApiDocs(app: FastifyInstance): void {
  app.addHook('onRoute', describeRoute);
  app.register(swagger, {
    openapi: {
      // 3.1: the route schemas are JSON Schema (`type: ['string', 'null']`) and stay as written.
      openapi: '3.1.0',
      info: {
        title: 'Shop Staff Console API',
        version,
        description:
          'The shop API (the calls of docs/product.md §7). Every error answers `{ "message": "…" }`. Send the token from `POST /auth/login` as `Authorization: Bearer <token>`. ' +
          'Who may call each route comes from the same permission matrix the server enforces (`x-roles`).',
      },
      servers: [{ url: '/api' }],
      components: { securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });

  // In a plugin, so it is added after @fastify/swagger's own onRoute hook and described too.
  app.register(async (docs) => {
    let document: string | undefined;
    docs.get(OPENAPI_PATH, { schema: { tags: ['docs'], summary: 'This document', response: { 200: { description: 'The OpenAPI 3.1 document', type: 'object' } } } }, async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send((document ??= JSON.stringify(app.swagger()))),
    );
  });

  app.register(swaggerUi, { routePrefix: DOCS_PATH, theme: { title: 'Shop Staff Console API' } });
}
