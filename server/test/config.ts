import os from 'node:os';
import path from 'node:path';
import { TEST_HASH_COST } from '../auth/password';
import { DEFAULT_JWT_LIFETIME, type Config } from '../config';
import { IN_MEMORY } from '../db/connect';

export const TEST_SECRET = 'test-secret-of-at-least-thirty-two-characters';

/** Settings for a test app (on in-memory SQLite unless the test engine is PostgreSQL): fast hashing, no console build, no real rate limit. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    host: '127.0.0.1',
    port: 0,
    dataDir: os.tmpdir(),
    databaseFile: IN_MEMORY,
    databaseUrl: null,
    jwtSecret: TEST_SECRET,
    jwtLifetime: DEFAULT_JWT_LIFETIME,
    initialAdmin: null,
    loginRateLimit: 1000,
    statusPageRateLimit: 30,
    consoleDir: path.join(os.tmpdir(), 'shop-console-not-built'),
    passwordHashCost: TEST_HASH_COST,
    logLevel: 'silent',
    backupDir: path.join(os.tmpdir(), 'shop-backups-not-used'),
    backupKeep: 0,
    backupIntervalHours: 24,
    ...overrides,
  };
}
