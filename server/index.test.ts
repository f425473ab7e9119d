import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** `tsx server/index.ts` as an operator runs it, on a free port; resolves once it listens. */
function startServer(dataDir: string): Promise<Started> {
  const child = spawn(TSX, ['server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 15 s:\n${output}`)), 15_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /running at (http:\/\/\S+\/)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        // Give the lines printed after the banner a moment to arrive.
        setTimeout(() => resolve({ child, url, output: () => output }), 100);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('server/index.ts on an empty data directory', () => {
  let dataDir: string;
  let first: Started;
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
    expect(await stop(first.child)).toBe(0);
  });

  it('keeps data and the signing secret across a restart', async () => {
    const second = await startServer(dataDir);
    try {
      const response = await fetch(`${second.url}api/admins`, { headers: { authorization: `Bearer ${token}` } });

      expect(response.status).toBe(200);
      expect(second.output()).not.toContain('owner123');
    } finally {
      await stop(second.child);
    }
  }, 30_000);
});
