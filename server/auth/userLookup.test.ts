import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/serverFlags';
import { buildApp } from '../app';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../seed';
import { call, demoRecord, loginAs, testConfig } from '../test/helpers';

describe('the guard on a database file (its own read-only connection)', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-guard-'));
    const config = testConfig({ databaseFile: path.join(dir, 'shop.db') });
    const db = connectDatabase(config.databaseFile);
    await migrateToLatest(db);
    await seedDatabase(db, config);
    app = buildApp({ db, config });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sees a deactivation committed a moment ago: the open session ends on its next call', async () => {
    const ownerToken = await loginAs(app, 'owner');
    const staffToken = await loginAs(app, 'staff');
    expect((await call(app, 'GET', '/api/customers', { token: staffToken })).statusCode).toBe(200);

    const staff = await demoRecord(app, ownerToken, 'staff');
    const edited = await call(app, 'PUT', `/api/admins/edit/${staff._id}`, { token: ownerToken, body: { ...staff, status: 'inactive' } });
    expect(edited.statusCode).toBe(200);

    const after = await call(app, 'GET', '/api/customers', { token: staffToken });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/inactive/i);
  });

  it('refuses a token whose account was deleted', async () => {
    const ownerToken = await loginAs(app, 'owner');
    const created = await call(app, 'POST', '/api/admins/create', {
      token: ownerToken,
      body: { firstName: 'Temp', lastName: 'Staff', email: 'temp.staff@shop.test', password: 'secret1', role: 'admin' },
    });
    const tempToken = await loginAs(app, { email: 'temp.staff@shop.test', password: 'secret1' });
    await call(app, 'DELETE', `/api/admins/delete/${created.json()._id}`, { token: ownerToken });

    expect((await call(app, 'GET', '/api/customers', { token: tempToken })).statusCode).toBe(401);
  });
});

describe('the node flags of scripts/serverFlags.ts', () => {
  it('are the ones `npm start` runs the server with', () => {
    const start = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')).scripts.start as string;

    expect(start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} dist-server/index.mjs`);
  });
});
