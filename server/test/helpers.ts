import SQLite from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql, type Kysely, type KyselyPlugin } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, vi } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { buildApp } from '../app';
import type { PlainResource } from '../crud/declaration';
import { crudRoutes } from '../crud/routes';
import { hashPassword, TEST_HASH_COST } from '../auth/password';
import type { Config } from '../config';
import type { ErrorAnswer } from '../errors';
import { insertAdmin } from '../db/admins';
import { connectDatabase, IN_MEMORY } from '../db/connect';
import type { EngineName } from '../db/engine';
import { migrateToLatest, runMigration } from '../db/migrate';
import { connectPostgres } from '../db/postgres';
import type { Database } from '../db/schema';
import type { StaffRecord } from '../schemas/staff';
import { DEMO_ACCOUNTS, seedDatabase, type SeedReport } from '../seed';
import { testConfig } from './config';
import { fillTemplate } from './templateFill';
import { cloneDatabase, createTemplate, templateDatabase, type TemplateName } from './postgresTemplates';

export { TEST_SECRET, testConfig } from './config';

/**
 * The engine the server's tests run on: SQLite (in memory), or PostgreSQL where the server-pg
 * projects set TEST_DATABASE=postgres (vite.config.ts), so the same files test both. Read at
 * each call: a worker's loaded modules may serve the files of more than one project.
 */
export const testEngine = (): EngineName => (process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite');

/**
 * A database of its own on the test engine, at the latest schema: an empty one (`migrated`)
 * or one with the demo data as `seedDatabase(db, testConfig())` writes it (`demo`). On
 * PostgreSQL, a copy of the run's template (server/test/postgresSetup.ts) or of the day's
 * (postgresTemplate, below); on SQLite, an in-memory copy of the worker's (sqliteTemplate,
 * below). Destroy it after
 * (closing an app built on it does).
 */
export async function testDatabase(template: TemplateName = 'migrated'): Promise<Kysely<Database>> {
  if (testEngine() === 'postgres') {
    const clusterUrl = inject('postgresUrl');
    return connectPostgres(await cloneDatabase(clusterUrl, await postgresTemplate(clusterUrl, template)));
  }
  return connectDatabase(await sqliteTemplate(template));
}

/**
 * PostgreSQL's template database for `template`: the run's, but for the demo on a later shop day
 * than the run's was seeded on (a run across Colombo's midnight), where the worker seeds one of
 * its own for the day, as sqliteTemplate does: the demo has closed every day up to yesterday.
 */
const postgresDemos = new Map<string, Promise<string>>();

async function postgresTemplate(clusterUrl: string, template: TemplateName): Promise<string> {
  const day = shopDay();
  if (template === 'migrated' || day === inject('postgresDemoDay')) return templateDatabase(template);
  let made = postgresDemos.get(day);
  if (!made) {
    // Named for the worker too: the workers of a run may each seed one for the same day.
    const database = `${templateDatabase('demo')}_${day.replaceAll('-', '')}_${randomBytes(4).toString('hex')}`;
    made = createTemplate(clusterUrl, database, (db) => fillTemplate(db, 'demo')).then(() => database);
    postgresDemos.set(day, made);
    made.catch(() => postgresDemos.delete(day));
  }
  return made;
}

/**
 * SQLite's templates, made once per worker (its files share this module) and per shop day (the
 * demo data is dated back from the day it is seeded; a faked clock gets its own): the database
 * as migrating (and seeding) an empty in-memory one leaves it, serialized. Each test database
 * is an in-memory copy of it, a memory copy instead of 40 migrations and the demo seed per app.
 */
const sqliteTemplates = new Map<string, Promise<Buffer>>();

function sqliteTemplate(template: TemplateName): Promise<Buffer> {
  const key = `${template} ${shopDay()}`;
  let made = sqliteTemplates.get(key);
  if (!made) {
    made = makeSqliteTemplate(template);
    sqliteTemplates.set(key, made);
    made.catch(() => sqliteTemplates.delete(key));
  }
  return made;
}

async function makeSqliteTemplate(template: TemplateName): Promise<Buffer> {
  const db = connectDatabase(IN_MEMORY);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-test-template-')), 'template.db');
  try {
    await fillTemplate(db, template);
    await sql`vacuum into ${file}`.execute(db);
    return readFileSync(file);
  } finally {
    await db.destroy();
    rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** Whether seeding with `config` writes what the `demo` template holds. */
const seedsTheDemo = (config: Config) => !config.initialAdmin && config.passwordHashCost === TEST_HASH_COST;

/** A seeded database for an app of `config`: the demo template's copy where that is what seeding would write. */
async function seededDatabase(config: Config): Promise<Kysely<Database>> {
  if (seedsTheDemo(config)) return testDatabase('demo');
  const db = await testDatabase();
  await seedDatabase(db, config);
  return db;
}

/** The exact keys of a public staff record: anything else (a password, a hash) is a leak. */
export const STAFF_RECORD_KEYS = [
  '_id',
  'createdAt',
  'createdByName',
  'email',
  'firstName',
  'lastName',
  'role',
  'status',
  'updatedAt',
  'updatedByName',
];

/** A migrated database with the demo data, as a fresh `npm start` makes it, and the seed's report. Destroy it after. */
export async function demoDatabase(): Promise<{ db: Kysely<Database>; report: SeedReport }> {
  const db = await testDatabase();
  return { db, report: await seedDatabase(db, testConfig()) };
}

/**
 * A migrated, seeded (demo accounts) app on its own database of the test engine. `extend` may
 * add routes before the app is sealed, e.g. one that throws. Close it in afterAll.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  const db = await seededDatabase(config);
  const app = buildApp({ db, config });
  extend?.(app);
  await app.ready();
  return app;
}

/**
 * A test app that also serves plain resources declared in the test (server/crud): their
 * routes under /api and their tables made by their own `migrations` on its in-memory database.
 */
export async function buildTestAppWith(declarations: readonly PlainResource<any>[]): Promise<FastifyInstance> {
  const app = await buildTestApp({}, (app) => {
    app.register(async (api) => {
      for (const declaration of declarations) await api.register(crudRoutes(declaration));
    }, { prefix: '/api' });
  });
  for (const migration of declarations.flatMap((declaration) => Object.values(declaration.migrations ?? {}))) await runMigration(app.db, migration.up);
  return app;
}

/**
 * Every query yields to the event loop before its result arrives, so requests interleave
 * between any two queries: a write whose check and change were not one transaction would
 * oversell or overdraw on this database (tried by removing the transactions).
 */
const yieldAfterEachQuery: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    await new Promise((resolve) => setImmediate(resolve));
    return args.result;
  },
};

/** Like buildTestApp, on a database whose queries interleave (see yieldAfterEachQuery): for concurrency tests. */
export async function buildInterleavingApp(): Promise<FastifyInstance> {
  const config = testConfig();
  const db = (await seededDatabase(config)).withPlugin(yieldAfterEachQuery);
  const app = buildApp({ db, config });
  await app.ready();
  return app;
}

export type DemoUser = keyof typeof DEMO_ACCOUNTS;

/**
 * Holds the clock still through each test of the calling `describe`. On PostgreSQL the rate
 * limits count per minute of the clock (rateLimitStore.ts), so a test's tries must not straddle
 * two minutes; only `Date` stands still, timers run as usual.
 */
export function holdTheClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** POST /api/auth/login with any body. */
export function postLogin(app: FastifyInstance, body: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: body as InjectOptions['payload'] });
}

/** Signs in through the real route and returns the token. */
export async function loginAs(app: FastifyInstance, who: DemoUser | { email: string; password: string }): Promise<string> {
  const { email, password } = typeof who === 'string' ? DEMO_ACCOUNTS[who] : who;
  const response = await postLogin(app, { email, password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

/** One API call as `token`'s user (none for anonymous). */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
    payload: body as InjectOptions['payload'],
  });
}

/**
 * A refusal as the English text it answers (and each field's), for a test to compare with the
 * spec's wording; the key and values beside each text are checked to say the same. Only the
 * schema's own words ('Invalid request: price must be a number') come without a key.
 */
export function inEnglish(answer: ErrorAnswer): Omit<ErrorAnswer, 'key' | 'values' | 'errorKeys'> {
  const { key, values, errorKeys, ...sent } = answer;
  if (key !== undefined || !sent.message.startsWith(`${MESSAGES.invalidRequest}: `)) {
    expect(key, `the key beside "${sent.message}"`).toBeDefined();
    expect(messageText({ key: key!, values })).toBe(sent.message);
  }
  expect(Object.keys(errorKeys ?? {}), 'a key beside each field').toEqual(Object.keys(sent.errors ?? {}));
  for (const [field, said] of Object.entries(errorKeys ?? {})) expect(messageText(said), field).toBe(sent.errors?.[field]);
  return sent;
}

let staffSequence = 0;

/** The password of every staff member made by buildStaffInput unless overridden. */
export const STAFF_PASSWORD = 'secret1';

/** A valid Add Staff payload with a fresh email; override what the test is about. */
export function buildStaffInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  staffSequence += 1;
  return {
    firstName: 'Nimal',
    lastName: 'Perera',
    email: `nimal.${staffSequence}@shop.test`,
    password: STAFF_PASSWORD,
    role: 'admin',
    ...overrides,
  };
}

/** Creates a staff member through POST /api/admins/create as `ownerToken`'s user. */
export async function createStaff(
  app: FastifyInstance,
  ownerToken: string,
  overrides: Record<string, unknown> = {},
): Promise<StaffRecord> {
  const response = await call(app, 'POST', '/api/admins/create', { token: ownerToken, body: buildStaffInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as StaffRecord;
}

/** The stored record of a demo account, from the list. */
export async function demoRecord(app: FastifyInstance, ownerToken: string, who: DemoUser): Promise<StaffRecord> {
  const list = (await call(app, 'GET', '/api/admins', { token: ownerToken })).json() as StaffRecord[];
  const record = list.find((staff) => staff.email === DEMO_ACCOUNTS[who].email);
  if (!record) throw new Error(`demo account ${who} is missing`);
  return record;
}

/** The exact keys of a public agent record, and of a customer record (plus the card number). */
export const AGENT_RECORD_KEYS = [
  '_id',
  'address',
  'createdAt',
  'createdByName',
  'email',
  'firstName',
  'language',
  'lastName',
  'nicNumber',
  'phoneNumber',
  'updatedAt',
  'updatedByName',
  'whatsappNumber',
];
export const CUSTOMER_RECORD_KEYS = [...AGENT_RECORD_KEYS, 'cardNumber'].sort();

let phoneSequence = 0;

/**
 * A fresh valid local phone number. `079` is no Sri Lankan mobile prefix, so these never
 * meet the demo data's numbers (which the demo seeder test keeps to real prefixes).
 */
export function newPhoneNumber(): string {
  phoneSequence += 1;
  return `079${String(phoneSequence).padStart(7, '0')}`;
}

/** A valid Add Agent payload with a fresh phone number; override what the test is about. */
export function buildAgentInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const phoneNumber = newPhoneNumber();
  return {
    firstName: 'Sampath',
    lastName: 'Rajapakse',
    address: 'Sampath Communication, 112 Main Street, Matale',
    phoneNumber,
    whatsappNumber: phoneNumber,
    nicNumber: '750982211V',
    email: 'sampathcom@gmail.com',
    ...overrides,
  };
}

/** A valid Add Customer payload with a fresh phone number; override what the test is about. */
export function buildCustomerInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return buildAgentInput({
    firstName: 'Kasun',
    lastName: 'Perera',
    address: 'No. 45/2, Galle Road, Colombo 03',
    nicNumber: '881234567V',
    cardNumber: 'DTV-40211873',
    email: 'kasun.perera@gmail.com',
    ...overrides,
  });
}

/**
 * Another super admin (none can be made through the API), signed in: its token. Shows
 * that by-names come from whoever is signed in, not from the demo owner.
 */
export async function signInNewSuperAdmin(app: FastifyInstance, firstName: string, lastName: string): Promise<string> {
  staffSequence += 1;
  const email = `super.${staffSequence}@shop.test`;
  await insertAdmin(app.db, {
    firstName,
    lastName,
    email,
    passwordHash: await hashPassword(STAFF_PASSWORD, TEST_HASH_COST),
    role: 'super_admin',
    createdByName: null,
  });
  return loginAs(app, { email, password: STAFF_PASSWORD });
}

/** A list's query as the console asks a page (src/api/pages.ts): each word as it is, an object (the filter) as JSON. */
export function listWords(query: Record<string, unknown>): string {
  return new URLSearchParams(Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])).toString();
}

/** POSTs `body` to `path` as `token`, expects a 201 (else fails with the answer) and gives the created record. */
export async function postCreated<T = Record<string, unknown> & { _id: string }>(app: FastifyInstance, token: string, path: string, body: unknown): Promise<T> {
  const response = await call(app, 'POST', path, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as T;
}

/** Runs `statements` on a database file through a connection of its own. */
export function runOnFile(file: string, ...statements: string[]): void {
  const db = new SQLite(file);
  try {
    for (const statement of statements) db.exec(statement);
  } finally {
    db.close();
  }
}

/**
 * A migrated SQLite database file, made once for the calling test file (migrating a file flushes
 * every migration to disk): a test copies it where it needs a database of its own.
 */
export function migratedFileOnce(): () => string {
  let file: string | undefined;
  beforeAll(async () => {
    file = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-migrated-')), 'shop.db');
    const db = connectDatabase(file);
    await migrateToLatest(db);
    await db.destroy();
  });
  afterAll(() => {
    if (file) rmSync(path.dirname(file), { recursive: true, force: true });
  });
  return () => file!;
}
