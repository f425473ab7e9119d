import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STANDARD_HASH_COST } from './auth/password';
import { loadConfig } from './config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const SECRET = 'an-operator-chosen-secret-of-32-chars-or-more';

describe('loadConfig', () => {
  it('backs up daily into DATA_DIR/backups, keeping 14, unless BACKUP_* say otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      backupDir: path.join(dataDir, 'backups'),
      backupKeep: 14,
      backupIntervalHours: 24,
    });
    const elsewhere = path.join(dataDir, 'elsewhere');
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: elsewhere, BACKUP_KEEP: '0', BACKUP_INTERVAL_HOURS: '6' })).toMatchObject({
      backupDir: elsewhere,
      backupKeep: 0,
      backupIntervalHours: 6,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_KEEP: 'many' })).toThrow('BACKUP_KEEP must be a whole number');
    expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_INTERVAL_HOURS: '0' })).toThrow('BACKUP_INTERVAL_HOURS must be a whole number');
  });

  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });

    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir,
      databaseFile: path.join(dataDir, 'shop.db'),
      jwtLifetime: '14h',
      initialAdmin: null,
      loginRateLimit: 10,
      statusPageRateLimit: 30,
    });
  });

  it('runs on SQLite unless DATABASE_URL names a PostgreSQL database', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).databaseUrl).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://shop:secret@127.0.0.1:5432/shop' }).databaseUrl).toBe('postgres://shop:secret@127.0.0.1:5432/shop');
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgresql://127.0.0.1/shop' }).databaseUrl).toBe('postgresql://127.0.0.1/shop');
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://127.0.0.1/shop' })).toThrow('DATABASE_URL must be a postgres:// address');
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'not a url' })).toThrow('DATABASE_URL must be a postgres:// address');
  });

  it('hashes passwords at the standard cost', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).passwordHashCost).toEqual(STANDARD_HASH_COST);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      HOST: '0.0.0.0',
      PORT: '9090',
      JWT_SECRET: SECRET,
      JWT_LIFETIME: '30m',
      LOGIN_RATE_LIMIT: '5',
      STATUS_PAGE_RATE_LIMIT: '60',
    });

    expect(config).toMatchObject({ host: '0.0.0.0', port: 9090, jwtSecret: SECRET, jwtLifetime: '30m', loginRateLimit: 5, statusPageRateLimit: 60 });
  });

  it('generates a secret into DATA_DIR/jwt-secret, readable by the owner only', () => {
    const config = loadConfig({ DATA_DIR: dataDir });

    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(config.jwtSecret);
    expect(config.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('reuses the generated secret on later starts', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;

    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const nested = path.join(dataDir, 'not', 'yet');

    loadConfig({ DATA_DIR: nested });

    expect(existsSync(path.join(nested, 'jwt-secret'))).toBe(true);
  });

  it('writes no secret file when JWT_SECRET is set', () => {
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET });

    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('takes the ADMIN_EMAIL super admin, named Shop Owner by default', () => {
    const config = loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: ' Boss@Shop.LK ', ADMIN_PASSWORD: 'long-enough' });

    expect(config.initialAdmin).toEqual({ email: 'boss@shop.lk', password: 'long-enough', firstName: 'Shop', lastName: 'Owner' });
  });

  it('takes the super admin name from ADMIN_FIRST_NAME and ADMIN_LAST_NAME', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'boss@shop.lk',
      ADMIN_PASSWORD: 'long-enough',
      ADMIN_FIRST_NAME: 'Saman',
      ADMIN_LAST_NAME: 'Kumara',
    });

    expect(config.initialAdmin).toMatchObject({ firstName: 'Saman', lastName: 'Kumara' });
  });

  it.each([
    ['PORT is not a number', { PORT: 'eighty' }, /PORT/],
    ['PORT is out of range', { PORT: '70000' }, /PORT/],
    ['LOGIN_RATE_LIMIT is zero', { LOGIN_RATE_LIMIT: '0' }, /LOGIN_RATE_LIMIT/],
    ['JWT_SECRET is short', { JWT_SECRET: 'short' }, /JWT_SECRET/],
    ['JWT_LIFETIME is no duration', { JWT_LIFETIME: 'a day' }, /JWT_LIFETIME/],
    ['ADMIN_EMAIL comes without ADMIN_PASSWORD', { ADMIN_EMAIL: 'boss@shop.lk' }, /ADMIN_PASSWORD is required/],
    ['ADMIN_EMAIL is invalid', { ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'long-enough' }, /Please enter valid email/],
    ['ADMIN_PASSWORD is short', { ADMIN_EMAIL: 'boss@shop.lk', ADMIN_PASSWORD: '12345' }, /at least 6 characters/],
  ])('refuses to start when %s', (_case, env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });
});
