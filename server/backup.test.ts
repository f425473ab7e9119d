import SQLite from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  backupDatabase,
  BackupError,
  checkDatabaseFile,
  claimDataDir,
  listBackups,
  releaseDataDir,
  restoreDatabase,
  runningServer,
  sqliteBackups,
  startBackupSchedule,
} from './backup';
import { connectDatabase } from './db/connect';
import { migratedFileOnce, runOnFile } from './test/helpers';
import { migrateToLatest } from './db/migrate';
import { migrations } from './db/migrations';

let dir: string;
let dataDir: string;
let databaseFile: string;
const migrated = migratedFileOnce();
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  dataDir = path.join(dir, 'data');
  mkdirSync(dataDir);
  databaseFile = path.join(dataDir, 'shop.db');
  copyFileSync(migrated(), databaseFile);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));


function read<T>(file: string, query: string): T[] {
  const db = new SQLite(file, { readonly: true });
  try {
    return db.prepare(query).all() as T[];
  } finally {
    db.close();
  }
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Every file of the data directory with its hash: to show that a refusal changed nothing. */
function snapshot(directory: string): Record<string, string> {
  return Object.fromEntries(readdirSync(directory).map((name) => [name, sha256(path.join(directory, name))]));
}

/** The probe writer in its own process; resolves once it has acknowledged `atLeast` rows. */
function startWriter(file: string) {
  const child: ChildProcess = spawn(process.execPath, [path.join(import.meta.dirname, 'test', 'probeWriter.mjs'), file]);
  let acknowledged = 0;
  let buffered = '';
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) acknowledged = Math.max(acknowledged, Number(line));
  });
  return {
    acknowledged: () => acknowledged,
    async reach(count: number) {
      const deadline = Date.now() + 20_000;
      while (acknowledged < count) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`writer stalled at ${acknowledged}: ${errors}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

describe('backupDatabase under concurrent writes from another process', () => {
  it('writes a single checked file that holds every write acknowledged before it began, and restores to it', async () => {
    const writer = startWriter(databaseFile);
    let acknowledgedBefore = 0;
    let acknowledgedAfter = 0;
    const target = path.join(dir, 'out', 'backup.db');
    try {
      await writer.reach(300);
      acknowledgedBefore = writer.acknowledged();
      const result = await backupDatabase(databaseFile, target);
      acknowledgedAfter = writer.acknowledged();
      // Writes went on while it ran: the copy must still be one consistent state.
      await writer.reach(acknowledgedAfter + 200);
      expect(result.file).toBe(target);
      expect(result.migrations).toEqual(Object.keys(migrations));
    } finally {
      await writer.stop();
    }

    expect(existsSync(`${target}-wal`)).toBe(false);
    expect(read<{ journal_mode: string }>(target, 'pragma journal_mode')[0]?.journal_mode).toBe('delete');
    expect(checkDatabaseFile(target).migrations).toEqual(Object.keys(migrations));
    const [{ count, max }] = read<{ count: number; max: number }>(target, 'select count(*) as count, max(n) as max from probe');
    expect(max).toBeGreaterThanOrEqual(acknowledgedBefore);
    expect(count).toBe(max); // rows 1…max, no gap: a committed prefix of the writes
    expect(readdirSync(path.dirname(target))).toEqual(['backup.db']); // no temporary file left

    const result = restoreDatabase({ backupFile: target, databaseFile, dataDir });

    expect(result.keptAs).not.toBeNull();
    expect(read<{ integrity_check: string }>(databaseFile, 'pragma integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect(read<{ max: number }>(databaseFile, 'select max(n) as max from probe')[0]?.max).toBe(max);
    // What was replaced is kept whole: every acknowledged write, its WAL folded in.
    const kept = read<{ count: number }>(result.keptAs!, 'select count(*) as count from probe')[0]?.count;
    expect(kept).toBeGreaterThanOrEqual(acknowledgedAfter + 200);
  }, 60_000);

  it('copies in small steps; a write between steps restarts the copy, and after three restarts it finishes in one step with every write', async () => {
    runOnFile(databaseFile, 'create table probe (n integer primary key, note text not null)');
    for (let batch = 0; batch < 10; batch += 1) {
      runOnFile(databaseFile, `insert into probe (note) select '${'x'.repeat(300)}' from (select 1 union all select 2 union all select 3 union all select 4 union all select 5)`);
    }
    const other = new SQLite(databaseFile);
    const insert = other.prepare('insert into probe (note) values (?)');
    let written = 0;
    let restarts = 0;
    const target = path.join(dir, 'stepped.db');
    try {
      await backupDatabase(databaseFile, target, {
        pagesPerStep: 2,
        onRestart: () => (restarts += 1),
        // Another connection writes between every two steps, as a busy server would.
        onStep: () => {
          insert.run('written during the backup');
          written += 1;
        },
      });
    } finally {
      other.close();
    }

    expect(restarts).toBe(3);
    const [{ count }] = read<{ count: number }>(target, 'select count(*) as count from probe');
    // Everything committed before the last (single) step is in the copy.
    expect(count).toBe(50 + written);
    expect(checkDatabaseFile(target).migrations).toEqual(Object.keys(migrations));
  });

  it('replaces an existing target file atomically and refuses to overwrite the database itself', async () => {
    const target = path.join(dir, 'backup.db');
    writeFileSync(target, 'an older backup');

    await backupDatabase(databaseFile, target);

    expect(checkDatabaseFile(target).accounts).toBe(0);
    // It holds password hashes: owner-only, whatever the umask.
    expect(statSync(target).mode & 0o777).toBe(0o600);
    await expect(backupDatabase(databaseFile, databaseFile)).rejects.toThrow(BackupError);
    await expect(backupDatabase(path.join(dir, 'missing.db'), target)).rejects.toThrow('does not exist');
  });
});

describe('restoreDatabase refuses and changes nothing', () => {
  let good: string;
  beforeEach(async () => {
    runOnFile(databaseFile, "insert into admins (id, firstName, lastName, email, passwordHash, role, status, createdAt, updatedAt) values ('a1', 'Live', 'Owner', 'live@shop.test', 'h', 'super_admin', 'active', 'now', 'now')");
    good = path.join(dir, 'good.db');
    await backupDatabase(databaseFile, good);
  });

  const refuse = (backupFile: string, message: RegExp) => {
    const before = snapshot(dataDir);
    expect(() => restoreDatabase({ backupFile, databaseFile, dataDir })).toThrow(message);
    expect(snapshot(dataDir)).toEqual(before);
  };

  it('a damaged file (pages overwritten)', () => {
    const damaged = path.join(dir, 'damaged.db');
    copyFileSync(good, damaged);
    const bytes = readFileSync(damaged);
    // Keep the header page, scramble the rest: tables and indexes point at garbage.
    for (let index = 4096; index < bytes.length; index += 7) bytes[index] = (index * 31) & 0xff;
    writeFileSync(damaged, bytes);

    refuse(damaged, /damaged|malformed|not a Shop Staff Console/);
  });

  it('a file that is no SQLite database, or is cut short', () => {
    const text = path.join(dir, 'notes.txt');
    writeFileSync(text, 'just some text, long enough to have a header '.repeat(20));
    refuse(text, /not an SQLite database/);

    const truncated = path.join(dir, 'truncated.db');
    writeFileSync(truncated, readFileSync(good).subarray(0, 5000));
    refuse(truncated, /damaged|malformed|cannot be opened|not a Shop/);
  });

  it("another application's SQLite database", () => {
    const foreign = path.join(dir, 'foreign.db');
    runOnFile(foreign, 'create table notes (id integer primary key, text text)', "insert into notes (text) values ('hello')");

    refuse(foreign, /not a Shop Staff Console database/);
  });

  it('a backup from a newer version (a migration this code does not know)', () => {
    const newer = path.join(dir, 'newer.db');
    copyFileSync(good, newer);
    runOnFile(newer, "insert into kysely_migration (name, timestamp) values ('9999_from_the_future', 'now')");

    refuse(newer, /unknown migration 9999_from_the_future/);
  });

  it('while a server runs on the data directory', () => {
    claimDataDir(dataDir);
    try {
      expect(runningServer(dataDir)).toBe(process.pid);
      refuse(good, new RegExp(`process ${process.pid}\\) is running`));
    } finally {
      releaseDataDir(dataDir);
    }
    expect(runningServer(dataDir)).toBeNull();
  });

  it('a missing file', () => {
    refuse(path.join(dir, 'nowhere.db'), /does not exist/);
  });

  it('but ignores a pid file whose process is gone (a server killed by a power cut)', () => {
    writeFileSync(path.join(dataDir, 'server.pid'), '999999999\n');

    expect(runningServer(dataDir)).toBeNull();
    expect(() => restoreDatabase({ backupFile: good, databaseFile, dataDir })).not.toThrow();
  });
});

describe('restoreDatabase', () => {
  it('keeps the current database aside and puts the backup in place', async () => {
    runOnFile(databaseFile, "insert into admins (id, firstName, lastName, email, passwordHash, role, status, createdAt, updatedAt) values ('a1', 'Before', 'Backup', 'before@shop.test', 'h', 'super_admin', 'active', 'now', 'now')");
    const backup = path.join(dir, 'backup.db');
    await backupDatabase(databaseFile, backup);
    runOnFile(databaseFile, "insert into admins (id, firstName, lastName, email, passwordHash, role, status, createdAt, updatedAt) values ('a2', 'After', 'Backup', 'after@shop.test', 'h', 'admin', 'active', 'now', 'now')");

    const result = restoreDatabase({ backupFile: backup, databaseFile, dataDir, now: new Date('2026-11-23T08:48:38Z') });

    expect(result).toEqual({ keptAs: `${databaseFile}.before-restore-20261123-084838`, migrations: Object.keys(migrations), accounts: 1 });
    expect(read<{ email: string }>(databaseFile, 'select email from admins')).toEqual([{ email: 'before@shop.test' }]);
    expect(read<{ email: string }>(result.keptAs!, 'select email from admins order by email')).toEqual([
      { email: 'after@shop.test' },
      { email: 'before@shop.test' },
    ]);
    // The restored file opens and migrates like any database.
    const db = connectDatabase(databaseFile);
    await migrateToLatest(db);
    await db.destroy();
  });

  it('fills an empty data directory', async () => {
    const backup = path.join(dir, 'backup.db');
    await backupDatabase(databaseFile, backup);
    const empty = path.join(dir, 'empty');

    const result = restoreDatabase({ backupFile: backup, databaseFile: path.join(empty, 'shop.db'), dataDir: empty });

    expect(result.keptAs).toBeNull();
    expect(checkDatabaseFile(path.join(empty, 'shop.db')).migrations).toEqual(Object.keys(migrations));
  });
});

describe('startBackupSchedule (the daily backup)', () => {
  it('backs up at once when there is no backup yet, says where, and keeps the newest N', async () => {
    const backups = path.join(dataDir, 'backups');
    mkdirSync(backups);
    const old = ['shop-20200101-000000.db', 'shop-20200102-000000.db', 'shop-20200103-000000.db'];
    for (const name of old) {
      writeFileSync(path.join(backups, name), 'old');
      utimesSync(path.join(backups, name), new Date('2020-01-04'), new Date('2020-01-04'));
    }
    writeFileSync(path.join(backups, 'manual-keep-me.db'), 'not pruned');
    const lines: string[] = [];

    const schedule = startBackupSchedule({ backups: sqliteBackups(databaseFile), dir: backups, keep: 2, intervalMs: 86_400_000, log: (line) => lines.push(line) });
    try {
      // The newest backup is years old: the first run is due at once.
      await expect.poll(() => lines.some((line) => line.startsWith('Backup written to')), { timeout: 5000 }).toBe(true);
    } finally {
      schedule.stop();
    }

    const kept = listBackups(backups);
    expect(kept).toHaveLength(2);
    expect(path.basename(kept[0]!)).toBe('shop-20200103-000000.db');
    expect(checkDatabaseFile(kept[1]!).migrations).toEqual(Object.keys(migrations));
    expect(lines).toContain(`Last backup: ${path.join(backups, 'shop-20200103-000000.db')}`);
    expect(lines.find((line) => line.startsWith('Backup written to'))).toContain(kept[1]!);
    expect(existsSync(path.join(backups, 'manual-keep-me.db'))).toBe(true);
  });

  it('waits for the rest of the interval after a recent backup', async () => {
    const backups = path.join(dataDir, 'backups');
    const first = await backupDatabase(databaseFile, path.join(backups, 'shop-20991231-000000.db'));
    expect(statSync(first.file).size).toBeGreaterThan(0);
    // Written now by this process's clock, which a test run may set apart from the file system's.
    utimesSync(first.file, new Date(), new Date());
    const lines: string[] = [];

    const schedule = startBackupSchedule({ backups: sqliteBackups(databaseFile), dir: backups, keep: 14, intervalMs: 86_400_000, log: (line) => lines.push(line) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    schedule.stop();

    expect(listBackups(backups)).toHaveLength(1);
    expect(lines).toEqual([`Last backup: ${first.file}`]);
  });
});
