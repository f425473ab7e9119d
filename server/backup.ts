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
  readSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { migrations } from './db/migrations';

/**
 * Backups and restore of the shop's SQLite file, so a dead disk or a bad day does not lose
 * the shop's records.
 *
 * A backup is SQLite's online backup (better-sqlite3's `db.backup()`) read through its own
 * connection, so it runs beside a live server: in WAL mode a reader never blocks the writer,
 * and a backup step that meets a write made by another connection starts again, so what is
 * written is one consistent state that holds every write committed before it began. It copies
 * in steps with the event loop free between them (measured on a 54 MB database: 14 steps of at
 * most 17 ms, where one step held the loop for 326 ms). The copy
 * goes to a temporary file beside the target, is switched to a single file (journal mode
 * DELETE), checked (`integrity_check`, `foreign_key_check`, the migrations), synced to disk,
 * then renamed over the target: a reader of the target sees the old file or the whole new one.
 */

/** A refusal to write or restore a backup, with words for the operator. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');
const MIGRATION_TABLE = 'kysely_migration';

export interface CheckedDatabase {
  /** The migrations applied in the file, in order. */
  migrations: string[];
  /** How many staff accounts it holds (a database without any is no shop). */
  accounts: number;
}

function isSqliteFile(file: string): boolean {
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, 'r');
  try {
    return readSync(fd, header, 0, header.length, 0) === header.length && header.equals(SQLITE_HEADER);
  } finally {
    closeSync(fd);
  }
}

/**
 * Checks that `file` is a sound database of this console at a version this code knows:
 * an SQLite file, `integrity_check` ok, no broken foreign keys, the migration table with only
 * known migrations, and the staff table. Throws a BackupError saying what is wrong.
 * Opened read-only: the file is not changed (a WAL-mode file is read through its WAL).
 */
export function checkDatabaseFile(file: string, check: 'full' | 'quick' = 'full'): CheckedDatabase {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  if (!statSync(file).isFile()) throw new BackupError(`${file} is not a file`);
  if (!isSqliteFile(file)) throw new BackupError(`${file} is not an SQLite database`);
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} cannot be opened: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    let integrity: string[];
    try {
      const pragma = check === 'full' ? 'integrity_check' : 'quick_check';
      integrity = (db.pragma(pragma) as Record<string, string>[]).map((row) => row[pragma]!);
    } catch (error) {
      throw new BackupError(`${file} is damaged: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (integrity.length !== 1 || integrity[0] !== 'ok') {
      throw new BackupError(`${file} is damaged: ${integrity.slice(0, 3).join('; ')}`);
    }
    const brokenKeys = db.pragma('foreign_key_check') as unknown[];
    if (brokenKeys.length > 0) throw new BackupError(`${file} is damaged: ${brokenKeys.length} broken reference(s)`);

    const tables = new Set(
      (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((row) => row.name),
    );
    if (!tables.has(MIGRATION_TABLE) || !tables.has('admins')) {
      throw new BackupError(`${file} is not a Shop Staff Console database`);
    }
    const applied = (db.prepare(`select name from ${MIGRATION_TABLE} order by name`).all() as { name: string }[]).map((row) => row.name);
    const known = Object.keys(migrations);
    const unknown = applied.filter((name) => !known.includes(name));
    if (unknown.length > 0) {
      throw new BackupError(`${file} was made by another or newer version (unknown migration ${unknown.join(', ')}); this version knows up to ${known.at(-1)}`);
    }
    if (applied.length === 0) throw new BackupError(`${file} is not a Shop Staff Console database (no migrations applied)`);
    const { count } = db.prepare('select count(*) as count from admins').get() as { count: number };
    return { migrations: applied, accounts: count };
  } finally {
    db.close();
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

function syncDirectory(dir: string): void {
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

function temporaryBeside(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
}

export interface BackupResult {
  file: string;
  bytes: number;
  migrations: string[];
}

export interface BackupOptions {
  /**
   * Pages copied per step; the event loop runs between steps (about 4 MB and 15 ms per step
   * at the default). A step that meets another connection's write restarts the copy; after
   * `MAX_RESTARTS` restarts the rest is copied in one step, so steady writes cannot starve it.
   */
  pagesPerStep?: number;
  /**
   * 'full' (`integrity_check`, the default) or 'quick' (`quick_check`: the b-trees but not
   * index-to-table agreement, about a third of the time). The server's daily backup runs in
   * its own process's event loop and uses 'quick'; `npm run backup` and restore check fully.
   */
  check?: 'full' | 'quick';
  /** Told each time the copy starts again because the source changed (tests). */
  onRestart?: () => void;
  /** Called between steps (tests: write to the source meanwhile). */
  onStep?: () => void;
}

const DEFAULT_PAGES_PER_STEP = 1000;
const MAX_RESTARTS = 3;

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
  const source = new SQLite(sourceFile, { readonly: true, fileMustExist: true });
  try {
    let restarts = 0;
    let lastRemaining = Infinity;
    await source.backup(temporary, {
      progress: ({ remainingPages }) => {
        // More pages left than after the previous step: the source changed and the copy restarted.
        if (remainingPages > lastRemaining) {
          restarts += 1;
          onRestart?.();
        }
        lastRemaining = remainingPages;
        onStep?.();
        // One step reads one snapshot: after repeated restarts, finish in one go.
        return restarts >= MAX_RESTARTS ? 1_000_000_000 : pagesPerStep;
      },
    });
  } catch (error) {
    removeQuietly(temporary);
    throw new BackupError(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    source.close();
  }
  try {
    // The copy carries the source's WAL flag: make it one self-contained file.
    const copy = new SQLite(temporary);
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    const checked = checkDatabaseFile(temporary, check);
    chmodSync(temporary, 0o600);
    syncFile(temporary);
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
function stamp(date: Date): string {
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

const BACKUP_NAME = /^shop-\d{8}-\d{6}\.db$/;

/** The backups in `dir` that the schedule made, oldest first. */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Deletes all but the newest `keep` scheduled backups; the deleted files. */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = listBackups(dir);
  const doomed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const file of doomed) rmSync(file, { force: true });
  return doomed;
}

export interface BackupScheduleOptions {
  databaseFile: string;
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
 * Backs up `databaseFile` into `dir` as `shop-<UTC time>.db` every `intervalMs`, keeping the
 * newest `keep`. The first one is due an interval after the newest existing backup (at once
 * when there is none), so restarts neither skip nor repeat a day. Failures are logged and
 * retried at the next interval; the timer never keeps the process alive.
 */
export function startBackupSchedule({ databaseFile, dir, keep, intervalMs, log, now = () => new Date() }: BackupScheduleOptions): BackupSchedule {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<string> | null = null;

  const runNow = (): Promise<string> => {
    if (running) return running;
    const target = path.join(dir, `shop-${stamp(now())}.db`);
    // A quick check: it runs in the server's event loop (see BackupOptions.check).
    running = backupDatabase(databaseFile, target, { check: 'quick' })
      .then((result) => {
        const pruned = pruneBackups(dir, keep);
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

  const last = listBackups(dir).at(-1);
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
