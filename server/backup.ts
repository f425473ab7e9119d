import SQLite from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { copyAndCheckOffThread } from './backupCopyThread';
import { BackupError, checkDatabaseAgainst, type CheckDepth, type CheckedDatabase } from './databaseCheck';
import type { DatabaseBackups } from './db/engine';
import { migrations } from './db/migrations';

/**
 * Backups and restore of the shop's SQLite file, so a dead disk or a bad day does not lose
 * the shop's records.
 *
 * A backup is SQLite's online backup (better-sqlite3's `db.backup()`) read through its own
 * connection, so it runs beside a live server: in WAL mode a reader never blocks the writer,
 * and a backup step that meets a write made by another connection starts again, so what is
 * written is one consistent state that holds every write committed before it began. The copy
 * goes to a temporary file beside the target, is switched to a single file (journal mode
 * DELETE) and checked (`integrity_check`, `foreign_key_check`, the migrations), all in a worker
 * thread (server/backupCopy.ts): on a large shop's file the check is one long SQLite call, and
 * in the server's thread it would hold every request, static files included. Then
 * the copy is synced to disk and renamed over the target: a reader of the target sees the old
 * file or the whole new one. PostgreSQL's counterpart is server/postgresBackup.ts; the schedule
 * below serves both through `DatabaseBackups` (db/engine.ts).
 */

export { BackupError, type CheckedDatabase } from './databaseCheck';

export const knownMigrations = (): string[] => Object.keys(migrations);

/**
 * Checks that `file` is a sound database of this console at a version this code knows:
 * an SQLite file, `integrity_check` ok, no broken foreign keys, the migration table with only
 * known migrations, and the staff table. Throws a BackupError saying what is wrong.
 * Opened read-only: the file is not changed (a WAL-mode file is read through its WAL).
 * Synchronous, in the caller's thread: `backupDatabase` runs the same check in a worker.
 */
export function checkDatabaseFile(file: string, check: CheckDepth = 'full'): CheckedDatabase {
  return checkDatabaseAgainst(file, check, knownMigrations());
}

/** Writes the file's data to disk without holding the event loop (libuv's thread pool). */
export async function syncFileOffThread(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes the file's data and the directory entry to disk. */
function syncFile(file: string): void {
  const fd = openSync(file, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function syncDirectory(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some systems cannot sync a directory; the rename itself is still atomic.
  }
}

function removeQuietly(file: string): void {
  for (const name of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) rmSync(name, { force: true });
}

export function temporaryBeside(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
}

export interface BackupResult {
  file: string;
  bytes: number;
  migrations: string[];
}

export interface BackupOptions {
  /**
   * Pages copied per step (a short step at the default), each from one snapshot of
   * the source. A step that meets another connection's write restarts the copy; after three
   * restarts the rest is copied in one step, so steady writes cannot starve it (server/backupCopy.ts).
   */
  pagesPerStep?: number;
  /**
   * 'full' (`integrity_check`, the default) or 'quick' (`quick_check`: the b-trees but not
   * index-to-table agreement, about a third of the time). The server's daily backup uses
   * 'quick' (it shares the machine with the shop's requests); `npm run backup` and restore
   * check fully.
   */
  check?: CheckDepth;
  /** Told each time the copy starts again because the source changed (tests). */
  onRestart?: () => void;
  /** Called between steps, in the caller's thread; the next step waits for it (tests: write to the source meanwhile). */
  onStep?: () => void;
}

const DEFAULT_PAGES_PER_STEP = 1000;

/**
 * A consistent copy of the database `sourceFile` at `targetFile` (replaced atomically),
 * checked before it takes the target's name. Works while a server writes to the source.
 */
export async function backupDatabase(
  sourceFile: string,
  targetFile: string,
  { pagesPerStep = DEFAULT_PAGES_PER_STEP, check = 'full', onRestart, onStep }: BackupOptions = {},
): Promise<BackupResult> {
  if (!existsSync(sourceFile)) throw new BackupError(`${sourceFile} does not exist`);
  const target = path.resolve(targetFile);
  if (target === path.resolve(sourceFile)) throw new BackupError('The backup cannot replace the database itself');
  // A backup holds password hashes and every record: owner-only, like DATA_DIR.
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const temporary = temporaryBeside(target);
  try {
    const checked = await copyAndCheckOffThread(
      { sourceFile, temporary, pagesPerStep, check, knownMigrations: knownMigrations() },
      { onRestart, onStep },
    );
    chmodSync(temporary, 0o600);
    await syncFileOffThread(temporary);
    renameSync(temporary, target);
    syncDirectory(path.dirname(target));
    return { file: target, bytes: statSync(target).size, migrations: checked.migrations };
  } catch (error) {
    removeQuietly(temporary);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------
// Which server runs on a data directory

const PID_FILE = 'server.pid';

/** Records this process as the server of `dataDir`; removed by `releaseDataDir`. */
export function claimDataDir(dataDir: string): void {
  writeFileSync(path.join(dataDir, PID_FILE), `${process.pid}\n`, { mode: 0o600 });
}

export function releaseDataDir(dataDir: string): void {
  const file = path.join(dataDir, PID_FILE);
  try {
    if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
  } catch {
    // Already gone.
  }
}

/** The pid of a live server process on `dataDir`, or null (no pid file, or its process is gone). */
export function runningServer(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, PID_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; still a live process.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

// ---------------------------------------------------------------------------------------
// Restore

export interface RestoreResult {
  /** Where the database that was replaced now is; null when there was none. */
  keptAs: string | null;
  migrations: string[];
  accounts: number;
}

/** `2026-11-23T08:48:38.123Z` → `20261123-084838` */
export function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/**
 * Replaces the database of `dataDir` by `backupFile`: refuses while a server runs on
 * `dataDir`, checks the backup first (nothing is touched when it fails), folds the current
 * database's WAL into it and keeps it aside as `shop.db.before-restore-<time>`, then puts a
 * synced copy of the backup in place by rename.
 */
export function restoreDatabase({
  backupFile,
  databaseFile,
  dataDir,
  now = new Date(),
}: {
  backupFile: string;
  databaseFile: string;
  dataDir: string;
  now?: Date;
}): RestoreResult {
  const pid = runningServer(dataDir);
  if (pid !== null) throw new BackupError(`A server (process ${pid}) is running on ${dataDir}: stop it before restoring`);
  if (path.resolve(backupFile) === path.resolve(databaseFile)) throw new BackupError('That file is the database itself');
  const checked = checkDatabaseFile(backupFile);

  mkdirSync(path.dirname(databaseFile), { recursive: true });
  const incoming = temporaryBeside(databaseFile);
  copyFileSync(backupFile, incoming);
  chmodSync(incoming, 0o600);
  try {
    // A copy of a WAL-mode file made by hand: make it a single file too.
    const copy = new SQLite(incoming);
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    checkDatabaseFile(incoming);
    syncFile(incoming);
  } catch (error) {
    removeQuietly(incoming);
    throw error;
  }

  let keptAs: string | null = null;
  if (existsSync(databaseFile)) {
    keptAs = `${databaseFile}.before-restore-${stamp(now)}`;
    try {
      // Everything committed to the current database goes into its main file before it moves.
      const current = new SQLite(databaseFile);
      try {
        current.pragma('wal_checkpoint(TRUNCATE)');
        current.pragma('journal_mode = DELETE');
      } finally {
        current.close();
      }
    } catch {
      // A damaged current database: it moves aside with its WAL as it is.
    }
    renameSync(databaseFile, keptAs);
    for (const extra of ['-wal', '-shm']) {
      if (existsSync(`${databaseFile}${extra}`)) renameSync(`${databaseFile}${extra}`, `${keptAs}${extra}`);
    }
  }
  renameSync(incoming, databaseFile);
  syncDirectory(path.dirname(databaseFile));
  return { keptAs, migrations: checked.migrations, accounts: checked.accounts };
}

// ---------------------------------------------------------------------------------------
// Daily backups

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The backups in `dir` that the schedule made, oldest first: `shop-<UTC time><extension>`,
 * `.db` by default (SQLite's). Only the running engine's kind, so a server moved from SQLite
 * to PostgreSQL never prunes the SQLite backups it did not make.
 */
export function listBackups(dir: string, extension = '.db'): string[] {
  if (!existsSync(dir)) return [];
  const name = new RegExp(`^shop-\\d{8}-\\d{6}${escaped(extension)}$`);
  return readdirSync(dir)
    .filter((entry) => name.test(entry))
    .sort()
    .map((entry) => path.join(dir, entry));
}

/** Deletes all but the newest `keep` scheduled backups; the deleted files. */
export function pruneBackups(dir: string, keep: number, extension = '.db'): string[] {
  const backups = listBackups(dir, extension);
  const doomed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const file of doomed) rmSync(file, { force: true });
  return doomed;
}

export interface BackupScheduleOptions {
  /** The engine's backups (`engine.backups`; `sqliteBackups(file)` for an SQLite file). */
  backups: DatabaseBackups;
  dir: string;
  /** How many scheduled backups to keep. */
  keep: number;
  intervalMs: number;
  log: (line: string) => void;
  now?: () => Date;
}

export interface BackupSchedule {
  /** Backs up now and prunes; the file written. */
  runNow(): Promise<string>;
  stop(): void;
}

/**
 * Backs up the database into `dir` as `shop-<UTC time>.db` (`.dump` on PostgreSQL) every
 * `intervalMs`, keeping the newest `keep`. The first one is due an interval after the newest existing backup (at once
 * when there is none), so restarts neither skip nor repeat a day. Failures are logged and
 * retried at the next interval; the timer never keeps the process alive.
 */
export function startBackupSchedule({ backups, dir, keep, intervalMs, log, now = () => new Date() }: BackupScheduleOptions): BackupSchedule {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<string> | null = null;

  const runNow = (): Promise<string> => {
    if (running) return running;
    const target = path.join(dir, `shop-${stamp(now())}${backups.extension}`);
    // A quick check: it shares the machine with the shop's requests (see BackupOptions.check).
    running = backups
      .backup(target, { check: 'quick' })
      .then((result) => {
        const pruned = pruneBackups(dir, keep, backups.extension);
        log(`Backup written to ${result.file} (${Math.round(result.bytes / 1024)} KB${pruned.length ? `, ${pruned.length} older removed` : ''})`);
        return result.file;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      runNow().then(
        () => schedule(intervalMs),
        (error: unknown) => {
          log(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
          schedule(intervalMs);
        },
      );
    }, delay);
    timer.unref();
  };

  const last = listBackups(dir, backups.extension).at(-1);
  if (last) {
    log(`Last backup: ${last}`);
    const age = now().getTime() - statSync(last).mtime.getTime();
    schedule(Math.max(0, intervalMs - age));
  } else {
    schedule(0);
  }

  return {
    runNow,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

// ---------------------------------------------------------------------------------------
// The engine's side (server/db/sqlite.ts)

/** SQLite's backups: the functions above on `databaseFile`, claimed by the pid file in `dataDir`. */
export function sqliteBackups(databaseFile: string, dataDir = path.dirname(databaseFile)): DatabaseBackups {
  return {
    source: databaseFile,
    extension: '.db',
    checkedAs: 'integrity ok',
    backup: (target, { check } = {}) => backupDatabase(databaseFile, target, { check }),
    restore: async (backupFile, { now } = {}) => restoreDatabase({ backupFile, databaseFile, dataDir, now }),
    claim: async () => {
      claimDataDir(dataDir);
      return async () => releaseDataDir(dataDir);
    },
  };
}
