import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, stopServerProcess, type ServerProcess } from './test/serverProcess';

/** `tsx server/index.ts` as an operator runs it, on a free port, with demo data; resolves once it listens. */
const startServer = (dataDir: string) => startServerProcess({ DATA_DIR: dataDir });

describe('server/index.ts on an empty data directory', () => {
  let dataDir: string;
  let first: ServerProcess;
  let token: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
    first = await startServer(dataDir);
  }, 30_000);
  afterAll(() => {
    if (first.child.exitCode === null) first.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints where it runs and the demo accounts it created', () => {
    expect(first.output()).toMatch(/Shop Staff Console running at http:\/\/127\.0\.0\.1:\d+\//);
    expect(first.output()).toContain('owner@shop.test / owner123');
    expect(first.output()).toContain('staff@shop.test / staff123');
  });

  it('signs in the demo owner over HTTP', async () => {
    const response = await fetch(`${first.url}api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@shop.test', password: 'owner123' }),
    });

    expect(response.status).toBe(200);
    token = (await response.json()).token;
  });

  it('stops cleanly on SIGTERM', async () => {
    expect(await stopServerProcess(first.child)).toBe(0);
  });

  it('keeps data and the signing secret across a restart', async () => {
    const second = await startServer(dataDir);
    try {
      const response = await fetch(`${second.url}api/admins`, { headers: { authorization: `Bearer ${token}` } });

      expect(response.status).toBe(200);
      expect(second.output()).not.toContain('owner123');
    } finally {
      await stopServerProcess(second.child);
    }
  }, 30_000);
});

describe('server/index.ts keeps the data owner-only', () => {
  it('makes an existing DATA_DIR 0700 and its database files 0600, and creates new ones so', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-modes-'));
    chmodSync(dataDir, 0o755);
    // A WAL left world-readable by an earlier start (or copied in so).
    writeFileSync(path.join(dataDir, 'shop.db-wal'), '', { mode: 0o644 });
    chmodSync(path.join(dataDir, 'shop.db-wal'), 0o644);
    const server = await startServer(dataDir);
    try {
      const mode = (file: string) => statSync(path.join(dataDir, file)).mode & 0o777;
      expect(mode('.')).toBe(0o700);
      expect(mode('shop.db')).toBe(0o600);
      expect(mode('shop.db-wal')).toBe(0o600);
    } finally {
      await stopServerProcess(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
