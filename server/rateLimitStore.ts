import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from './db/schema';

/**
 * @fastify/rate-limit's counts in the database (table `rate_limits`, migration 0037), for
 * PostgreSQL, where several server processes answer one shop: with each process counting in
 * its own memory, a guesser spreading sign-ins over N processes would get N times the limit.
 * SQLite's server is one process and keeps the plugin's memory store (app.ts).
 *
 * Fixed windows aligned to the clock (a window of a minute starts on the minute), so every
 * process agrees on the window without talking to the others: an attempt is one statement,
 * `insert … on conflict do update set count = count + 1 returning count`, atomic under
 * concurrent attempts (the conflicting insert waits for the row's lock, then adds to the
 * committed count). Unlike the memory store's window, which starts at a key's first attempt,
 * a burst across a window's end may get up to twice the limit in a short while; the limit per
 * window holds.
 *
 * Rows of ended windows are deleted by the next attempt at most once a minute per process.
 */

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/** How often one process sweeps ended windows, at most. */
const SWEEP_EVERY_MS = 60_000;

export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  const sweep = (now: number) => {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    // Not awaited: the attempt's answer does not wait for housekeeping, and a failure only leaves rows for the next sweep.
    sql`delete from rate_limits where "expiresAt" <= ${now}`.execute(db).catch(() => {});
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The route's method and path, so two routes' limits on the same key (an address) count apart, as the memory store's children do. */
    private readonly scope: string;

    constructor(options: FastifyRateLimitOptions & { routeInfo?: RouteInfo }) {
      const route = options.routeInfo;
      this.scope = route?.url ? `${[route.method ?? ''].flat().join(',')} ${route.url}|` : '';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = Date.now();
      const windowStart = now - (now % timeWindow);
      const expiresAt = windowStart + timeWindow;
      sql<{ count: number }>`insert into rate_limits (key, "windowStart", "expiresAt", count)
        values (${this.scope + key}, ${windowStart}, ${expiresAt}, 1)
        on conflict (key, "windowStart") do update set count = rate_limits.count + 1
        returning count`
        .execute(db)
        .then(
          ({ rows }) => callback(null, { current: Number(rows[0]!.count), ttl: expiresAt - now }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      sweep(now);
    }

    /** The count so far without adding to it (the plugin's `{ increment: false }`). */
    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = Date.now();
      const windowStart = now - (now % timeWindow);
      sql<{ count: number }>`select count from rate_limits where key = ${this.scope + key} and "windowStart" = ${windowStart}`
        .execute(db)
        .then(
          ({ rows }) => callback(null, rows[0] ? { current: Number(rows[0].count), ttl: windowStart + timeWindow - now } : { current: 0, ttl: 0 }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(routeOptions: FastifyRateLimitOptions & { routeInfo?: RouteInfo }): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  }

  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
