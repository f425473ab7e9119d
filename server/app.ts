import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { installApiDocs } from './apiDocs';
import { installGuard } from './auth/guard';
import type { Config } from './config';
import { serveConsole } from './console';
import { engineOf } from './db/engineOf';
import type { Database } from './db/schema';
import { acceptEmptyJsonBodies, installErrorHandler, refuseUnsavableText } from './errors';
import { tagRecordAnswers } from './http/preconditions';
import { installByNames } from './http/byNames';
import { installListCache } from './listCache';
import { createPriceProbes, type PriceProbes } from './priceProbes';
import { databaseRateLimitStore } from './rateLimitStore';
import { installPrivateAnswers, installSecurityHeaders } from './securityHeaders';
import { routeModules } from './routes';
import { statusPageHtmlRoutes } from './statusPage/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database; destroyed when the app closes. */
    db: Kysely<Database>;
    config: Config;
    /** Notes a resource this server serves (a plain resource's routes do), for the sign-in answer to name. */
    offerResource(name: string): void;
    /** The resources noted so far: the sign-in answer names them beside the features (src/domain/features.ts). */
    offeredResources(): string[];
    /** Below-cost refusals logged and slowed (priceProbes.ts). */
    priceProbes: PriceProbes;
  }
}

export interface AppOptions {
  db: Kysely<Database>;
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

/** Bodies are small forms; anything larger is a mistake or an attack. */
const BODY_LIMIT = 100 * 1024;

/**
 * The whole server as a Fastify instance: security headers, `{ message }` errors, the
 * guard, the API under /api and the built console at /. Tests call `app.inject`;
 * index.ts calls `listen`. Closing the app destroys `db`.
 */
export function buildApp({ db, config, logger = false }: AppOptions): FastifyInstance {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    // Fastify coerces types by default ("5" for 5); a JSON API should refuse wrong types instead.
    // Path ids are strings anyway; a later numeric query parameter declares a string pattern.
    ajv: { customOptions: { coerceTypes: false } },
  });

  app.decorate('db', db);
  app.decorate('config', config);
  const offered = new Set<string>();
  app.decorate('offerResource', (name: string) => void offered.add(name));
  app.decorate('offeredResources', () => [...offered]);
  app.decorate('priceProbes', createPriceProbes(app));
  app.addHook('onClose', async () => {
    await db.destroy();
  });

  installSecurityHeaders(app);
  installPrivateAnswers(app);
  // On PostgreSQL several processes may serve the shop: they count attempts in one table
  // (rateLimitStore.ts). SQLite's one process counts in memory.
  app.register(rateLimit, { global: false, ...(engineOf(db) === 'postgres' ? { store: databaseRateLimitStore(db) } : {}) });
  // What goes out is compressed: whole collections and the console's JS shrink ~5x. (Lists
  // come pre-gzipped and carry their own ETag for 304s: see listCache.ts; console files
  // get theirs from @fastify/static.)
  app.register(compress, { threshold: 1024 });

  installErrorHandler(app);
  acceptEmptyJsonBodies(app);
  refuseUnsavableText(app);
  installGuard(app);
  installByNames(app);
  installListCache(app);
  // Before the routes: each answer of one record carries its ETag and honours If-None-Match.
  app.addHook('onRoute', tagRecordAnswers);
  // Before the routes: it describes each one as it is added.
  installApiDocs(app);

  app.register(
    async (api) => {
      for (const routes of routeModules) await api.register(routes);
    },
    { prefix: '/api' },
  );

  // The repair status page at its public address, as a page of its own (no console code).
  app.register(statusPageHtmlRoutes);

  serveConsole(app, config.consoleDir);
  return app;
}
