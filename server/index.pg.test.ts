import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from './db/migrations';
import { connectPostgres } from './db/postgres';
import { freshPostgresDatabase } from './test/postgres';
import { ROOT, TSX } from './test/serverProcess';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-pg-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server/index.ts with DATABASE_URL', () => {
  it('migrates the database to the latest schema, then stops saying what is not ported', async () => {
    const url = await freshPostgresDatabase();
    const child = spawn(TSX, ['server/index.ts'], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: url, PORT: '0' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));

    expect(code).toBe(1);
    expect(output).toContain('Could not start: The server is not yet supported on PostgreSQL');
    expect(output).not.toContain('running at');
    const db = await connectPostgres(url);
    try {
      const applied = await db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never).execute();
      expect((applied as { name: string }[]).map(({ name }) => name)).toEqual(Object.keys(migrations).sort());
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
