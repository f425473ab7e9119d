import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../src/domain/messages';
import { buildApp } from './app';
import { connectDatabase, IN_MEMORY } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { connectPostgres } from './db/postgres';
import type { Database } from './db/schema';
import { databaseRateLimitStore } from './rateLimitStore';
import { testConfig } from './test/helpers';
import { freshPostgresDatabase } from './test/postgres';

let url: string;
let db: Kysely<Database>;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  url = await freshPostgresDatabase();
  db = await connectPostgres(url);
  await migrateToLatest(db);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.destroy();
});

/** A server process's app on the shared database, with its own pool, as a second process has. */
async function serverApp(loginRateLimit: number): Promise<FastifyInstance> {
  const app = buildApp({ db: await connectPostgres(url), config: testConfig({ databaseUrl: url, loginRateLimit }) });
  apps.push(app);
  await app.ready();
  return app;
}

const signIn = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'not-the-password-1' } });

type Result = { current: number; ttl: number };

function incr(store: ReturnType<typeof storeOf>, key: string, timeWindow: number): Promise<Result> {
  return new Promise((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, 5));
}

/** A route's store as the plugin makes it: the store of the plugin, then the route's child. */
function storeOf(database: Kysely<Database>, url = '/api/test') {
  const Store = databaseRateLimitStore(database);
  return new Store({}).child({ routeInfo: { method: 'POST', url } } as never);
}

describe('sign-in rate limits on PostgreSQL', () => {
  it('are counted across two server processes: the 6th wrong sign-in, through the other, is refused with the same 429', async () => {
    const [first, second] = [await serverApp(5), await serverApp(5)];
    const email = 'guessed@shop.test';

    const answers = [];
    for (const app of [first, first, first, second, second]) answers.push(await signIn(app, email));
    const sixth = await signIn(second, email);

    // What the route answers a wrong password is its own business (routes/auth.test.ts); here: the limit let them through.
    for (const answer of answers) expect(answer.statusCode, answer.body).not.toBe(429);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: MESSAGES.tooManyLogins, key: 'tooManyLogins' });
    expect((await signIn(first, email)).statusCode).toBe(429);
    // Per account: another account's sign-in from the same address is not held up (the address has three accounts' worth).
    expect((await signIn(first, 'someone-else@shop.test')).statusCode).not.toBe(429);
    const rows = await sql<{ key: string; count: number }>`select key, count from rate_limits order by key`.execute(db);
    // The address counts the sign-ins its account's limit let through: five of the guessed account's, one of the other's.
    expect(rows.rows).toEqual([
      { key: 'login-account|guessed@shop.test', count: 7 },
      { key: 'login-account|someone-else@shop.test', count: 1 },
      { key: 'login-address|127.0.0.1', count: 6 },
    ]);
  });

  it('count attempts made at once by two processes exactly once each', async () => {
    const other = await connectPostgres(url);
    try {
      const [a, b] = [storeOf(db), storeOf(other)];
      const results = await Promise.all(Array.from({ length: 40 }, (_, n) => incr(n % 2 ? a : b, 'at-once', 60_000)));
      expect(results.map(({ current }) => current).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n + 1));
      for (const { ttl } of results) expect(ttl).toBeGreaterThan(0);
    } finally {
      await other.destroy();
    }
  });

  it('start again in the next window, and sweep the windows that ended', async () => {
    const store = storeOf(db, '/api/short');
    const window = 1_500;
    // The store reads the time from Date.now() alone: a faked clock moves it through the windows
    // without waiting on them (the timers stay real, for the database's connections).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Early in a window, so the first two attempts fall in the same one.
      const start = Date.now() - (Date.now() % window) + window + 5;
      vi.setSystemTime(start);
      expect((await incr(store, 'short', window)).current).toBe(1);
      vi.setSystemTime(start + 10);
      expect((await incr(store, 'short', window)).current).toBe(2);
      vi.setSystemTime(start + window);

      expect((await incr(store, 'short', window)).current).toBe(1);

      // A new process's first attempt sweeps: the ended window's row goes, the current one stays.
      await incr(storeOf(db, '/api/another'), 'sweeper', window);
    } finally {
      vi.useRealTimers();
    }

    const rows = async () => (await sql<{ count: number }>`select count from rate_limits where key = 'POST /api/short|short'`.execute(db)).rows;
    await expect.poll(rows).toEqual([{ count: 1 }]);
  });

  it('keep their table on PostgreSQL only: SQLite counts in memory', async () => {
    const sqlite = connectDatabase(IN_MEMORY);
    try {
      await migrateToLatest(sqlite);
      const tables = await sql<{ name: string }>`select name from sqlite_master where name = 'rate_limits'`.execute(sqlite);
      expect(tables.rows).toEqual([]);
    } finally {
      await sqlite.destroy();
    }
  });
});
