import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDatabaseFile } from './backup';
import { OWNER, ownerOnlyEnv, ROOT, signInOver, startServerProcess, stopServerProcess, TSX, type ServerProcess } from './test/serverProcess';

/** `npm run backup` / `npm run restore` as the operator runs them (the scripts behind them). */
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const result = spawnSync(TSX, [`scripts/${script}.ts`, ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('backups and restore around a running server', () => {
  let dir: string;
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-cli-'));
    dataDir = path.join(dir, 'data');
    server = await startServerProcess(ownerOnlyEnv(dataDir));
  }, 30_000);
  afterAll(async () => {
    if (server) await stopServerProcess(server.child);
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes its first daily backup at start, in DATA_DIR/backups, and says where', async () => {
    await expect.poll(() => /Backup written to (\S+shop-\d{8}-\d{6}\.db)/.exec(server.output())?.[1], { timeout: 10_000 }).toBeTruthy();
    const file = /Backup written to (\S+\.db)/.exec(server.output())![1]!;
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    expect(checkDatabaseFile(file).accounts).toBe(1);
  });

  it('npm run backup FILE: a checked copy while the server runs', async () => {
    const target = path.join(dir, 'copies', 'before-change.db');

    const { status, output } = runScript('backup', [target], { DATA_DIR: dataDir });

    expect(status, output).toBe(0);
    expect(output).toContain(`to ${target}`);
    expect(output).toContain('integrity ok');
    expect(checkDatabaseFile(target).accounts).toBe(1);
  }, 30_000);

  it('npm run backup without FILE writes a manual backup into BACKUP_DIR', () => {
    const { status, output } = runScript('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: path.join(dir, 'manual') });

    expect(status, output).toBe(0);
    expect(readdirSync(path.join(dir, 'manual'))).toEqual([expect.stringMatching(/^manual-\d{8}-\d{6}\.db$/)]);
  }, 30_000);

  it('npm run restore refuses while the server runs on the same data, and changes nothing', () => {
    const { status, output } = runScript('restore', [path.join(dir, 'copies', 'before-change.db')], { DATA_DIR: dataDir });

    expect(status).toBe(1);
    expect(output).toContain(`is running on ${dataDir}`);
    expect(output).toContain('Nothing was changed.');
    expect(readdirSync(dataDir).some((name) => name.includes('before-restore'))).toBe(false);
  }, 30_000);

  it('npm run restore FILE after the server stopped: says what it did, and the server starts on it', async () => {
    expect(await stopServerProcess(server.child)).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

    const { status, output } = runScript('restore', [path.join(dir, 'copies', 'before-change.db')], { DATA_DIR: dataDir });

    expect(status, output).toBe(0);
    expect(output).toMatch(/integrity ok, 1 staff account\(s\), migrations up to \d{4}_\w+/);
    expect(output).toMatch(/Kept the previous database as \S+shop\.db\.before-restore-\d{8}-\d{6}/);
    server = await startServerProcess(ownerOnlyEnv(dataDir));
    expect(await signInOver(server.url, OWNER)).toEqual(expect.any(String));
  }, 60_000);

  it('npm run restore without FILE explains its use', () => {
    const { status, output } = runScript('restore', [], { DATA_DIR: dataDir });

    expect(status).toBe(2);
    expect(output).toContain('Usage: npm run restore FILE');
  }, 30_000);
});
