import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstError } from '../src/domain/validation';
import { MESSAGES } from '../src/domain/messages';
import { staffCreateRules } from '../src/domain/staff';
import { STANDARD_HASH_COST, type PasswordHashCost } from './auth/password';
import { assertTokenLifetime } from './auth/tokens';

export interface InitialAdmin {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** The SQLite file under `dataDir` (unused when `databaseUrl` is set). */
  databaseFile: string;
  /** `DATABASE_URL`: PostgreSQL at this postgres:// address instead of the SQLite file; null: SQLite. */
  databaseUrl: string | null;
  jwtSecret: string;
  /** jose duration of a session token; default a working day. */
  jwtLifetime: string;
  /** The super admin to create on an empty database instead of the demo accounts. */
  initialAdmin: InitialAdmin | null;
  /** Sign-in attempts per minute for one address and email. */
  loginRateLimit: number;
  /** Calls a minute from one address to the repair status page without sign-in (each of its two routes). */
  statusPageRateLimit: number;
  /** The built console (Vite's `dist/`); served at `/` when it exists. */
  consoleDir: string;
  passwordHashCost: PasswordHashCost;
  logLevel: string;
  /** Where the automatic backups go (`BACKUP_DIR`, default `DATA_DIR/backups`). */
  backupDir: string;
  /** How many automatic backups to keep (`BACKUP_KEEP`, default 14; 0: no automatic backups). */
  backupKeep: number;
  /** Hours between automatic backups (`BACKUP_INTERVAL_HOURS`, default 24). */
  backupIntervalHours: number;
}

export type Env = Record<string, string | undefined>;

/** A shop's day, opening to closing (about 7 am to 9 pm): one sign-in lasts it, so no one is signed out mid-sale. */
export const DEFAULT_JWT_LIFETIME = '14h';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECRET_FILE = 'jwt-secret';
const MIN_SECRET_LENGTH = 32;

/**
 * The server's settings from environment variables. Reads `env` rather than `process.env`
 * so tests can pass their own; its one side effect is creating `DATA_DIR/jwt-secret`
 * when no JWT_SECRET is given. Throws a readable error for any unusable value.
 */
export function loadConfig(env: Env): Config {
  const dataDir = path.resolve(env.DATA_DIR || path.join(ROOT, 'data'));
  const jwtLifetime = env.JWT_LIFETIME || DEFAULT_JWT_LIFETIME;
  assertTokenLifetime(jwtLifetime);
  return {
    host: env.HOST || '127.0.0.1',
    port: integer(env, 'PORT', 8080, 0, 65_535),
    dataDir,
    databaseFile: path.join(dataDir, 'shop.db'),
    databaseUrl: databaseUrl(env),
    jwtSecret: env.JWT_SECRET ? checkedSecret(env.JWT_SECRET) : storedSecret(dataDir),
    jwtLifetime,
    initialAdmin: initialAdmin(env),
    loginRateLimit: integer(env, 'LOGIN_RATE_LIMIT', 10, 1, 1_000_000),
    statusPageRateLimit: integer(env, 'STATUS_PAGE_RATE_LIMIT', 30, 1, 1_000_000),
    consoleDir: path.join(ROOT, 'dist'),
    passwordHashCost: STANDARD_HASH_COST,
    logLevel: env.LOG_LEVEL || 'info',
    ...backupSettings(env, dataDir),
  };
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got '${raw}')`);
  }
  return value;
}

/** DATABASE_URL when set: a postgres:// (or postgresql://) address; anything else is a mistake to report. */
export function databaseUrl(env: Env): string | null {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('DATABASE_URL must be a postgres:// address (e.g. postgres://shop:secret@127.0.0.1:5432/shop)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL must be a postgres:// address (got ${url.protocol}//…); unset it to use SQLite in DATA_DIR`);
  }
  return raw;
}

function checkedSecret(secret: string): string {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  return secret;
}

/**
 * The secret kept in DATA_DIR: generated on the first start and reused afterwards, so
 * sessions survive restarts. Owner-only permissions, as it signs every session.
 */
function storedSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    ensureDataDir(dataDir);
    try {
      // 'wx': if two processes start at once, the second reads the first one's secret.
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds no usable secret; delete it to generate a new one`);
  }
  return secret;
}

/** DATA_DIR owner-only (it holds password hashes and the signing secret): made so if missing, made so if it was not. */
export function ensureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

/**
 * The SQLite database and its WAL and shared-memory files owner-only, as they hold what
 * DATA_DIR does: those left readable by an earlier start, made so before the database opens.
 */
export function protectDatabaseFiles(databaseFile: string): void {
  for (const file of [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}

function initialAdmin(env: Env): InitialAdmin | null {
  if (!env.ADMIN_EMAIL) return null;
  const admin = {
    email: env.ADMIN_EMAIL.trim().toLowerCase(),
    password: env.ADMIN_PASSWORD ?? '',
    firstName: env.ADMIN_FIRST_NAME?.trim() || 'Shop',
    lastName: env.ADMIN_LAST_NAME?.trim() || 'Owner',
  };
  if (!admin.password) throw new Error('ADMIN_PASSWORD is required when ADMIN_EMAIL is set');
  // The same rules as the Add Staff form, so the owner's account is one the console accepts.
  const problem = firstError(staffCreateRules, admin);
  if (problem) throw new Error(`ADMIN_EMAIL / ADMIN_PASSWORD: ${MESSAGES[problem]}`);
  return admin;
}

/** The backup settings alone (the backup script needs no secret or admin settings). */
export function backupSettings(env: Env, dataDir: string): Pick<Config, 'backupDir' | 'backupKeep' | 'backupIntervalHours'> {
  return {
    backupDir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')),
    backupKeep: integer(env, 'BACKUP_KEEP', 14, 0, 10_000),
    backupIntervalHours: integer(env, 'BACKUP_INTERVAL_HOURS', 24, 1, 24 * 366),
  };
}

/** DATA_DIR and its database file, as loadConfig reads them. */
export function dataPaths(env: Env): { dataDir: string; databaseFile: string } {
  const dataDir = path.resolve(env.DATA_DIR || path.join(ROOT, 'data'));
  return { dataDir, databaseFile: path.join(dataDir, 'shop.db') };
}
