import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupDatabase, BackupError, checkDatabaseFile, sqliteBackups, startBackupSchedule } from './backup';
import { migratedFileOnce, runOnFile } from './test/helpers';

/** The daily backup's copy and integrity check run in a worker thread, not in the server's event loop. */

/** A migrated database, made once and copied for each test. */
const migrated = migratedFileOnce();
let dir: string;
let databaseFile: string;
let backups: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-worker-'));
  databaseFile = path.join(dir, 'shop.db');
  backups = path.join(dir, 'backups');
  copyFileSync(migrated(), databaseFile);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));


/**
 * About 160 MB of rows, whose `quick_check` takes a few hundred ms (at least 100 even on a quiet machine with the file cached): written without WAL or
 * syncs (about 0.4 s), then back to WAL as the server keeps it.
 */
function fillWithRows(file: string): void {
  runOnFile(
    file,
    'pragma journal_mode = DELETE',
    'pragma synchronous = OFF',
    'create table filler (id integer primary key, note blob not null)',
    'with recursive n(i) as (select 1 union all select i + 1 from n where i < 500000) insert into filler (note) select zeroblob(300) from n',
    'pragma journal_mode = WAL',
  );
}

/** A schedule whose own timer is a day away (a backup was just made): the test starts the run. */
function scheduleForTest(lines: string[]) {
  mkdirSync(backups);
  const recent = path.join(backups, 'shop-20000101-000000.db');
  writeFileSync(recent, 'a recent backup');
  utimesSync(recent, new Date(), new Date());
  return startBackupSchedule({ backups: sqliteBackups(databaseFile), dir: backups, keep: 14, intervalMs: 86_400_000, log: (line) => lines.push(line) });
}

describe('the scheduled backup checks its copy off the event loop', () => {
  it('keeps the event loop free while the copy is checked', async () => {
    fillWithRows(databaseFile);
    const lines: string[] = [];
    const schedule = scheduleForTest(lines);
    // The loop's busy time, not the gaps between timers: a machine under load stretches gaps
    // (the process waits for a core) but a loop that waits on the worker stays idle.
    const before = performance.eventLoopUtilization();
    let file: string;
    try {
      file = await schedule.runNow();
    } finally {
      schedule.stop();
    }
    const busyMs = performance.eventLoopUtilization(before).active;

    // The same check in this thread: how long the loop would have been busy.
    const started = performance.now();
    expect(checkDatabaseFile(file, 'quick').migrations.length).toBeGreaterThan(0);
    const checkMs = performance.now() - started;
    expect(checkMs, 'the copy is big enough for its check to be measured').toBeGreaterThan(80);
    expect(busyMs).toBeLessThan(checkMs / 2);
    expect(lines).toContain(`Backup written to ${file} (${Math.round(readFileSync(file).length / 1024)} KB)`);
  }, 20_000);
});

describe('a copy that fails its check fails the backup as before', () => {
  /** The backup's error, with its temporary file's name in the message put as FILE. */
  async function backupRefusal(): Promise<string> {
    const target = path.join(backups, 'backup.db');
    const error = await backupDatabase(databaseFile, target, { check: 'quick' }).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(BackupError);
    // Nothing is left: neither the target nor the temporary copy.
    expect(readdirSync(backups)).toEqual([]);
    return (error as BackupError).message.replace(/\S*\.backup\.db\.tmp-\d+-[0-9a-f]{8}/, 'FILE');
  }

  /** What the synchronous check says of `file`, its name put as FILE. */
  function checkRefusal(file: string): string {
    try {
      checkDatabaseFile(file, 'quick');
    } catch (error) {
      expect(error).toBeInstanceOf(BackupError);
      return (error as BackupError).message.replace(file, 'FILE');
    }
    throw new Error(`${file} passed its check`);
  }

  it('damaged pages', async () => {
    runOnFile(
      databaseFile,
      'pragma journal_mode = DELETE',
      'create table filler (id integer primary key, note text not null)',
      "with recursive n(i) as (select 1 union all select i + 1 from n where i < 2000) insert into filler (note) select printf('%.200c', 'x') from n",
    );
    // Scramble the last pages (the filler table's leaves): the schema still reads.
    const bytes = readFileSync(databaseFile);
    for (let index = bytes.length - 40 * 4096; index < bytes.length; index += 7) bytes[index] = (index * 31) & 0xff;
    writeFileSync(databaseFile, bytes);
    const damaged = path.join(dir, 'damaged-copy.db');
    copyFileSync(databaseFile, damaged);
    mkdirSync(backups);

    const message = await backupRefusal();

    expect(message).toMatch(/^FILE is damaged: /);
    expect(message).toBe(checkRefusal(damaged));
  });

  it('a migration this version does not know', async () => {
    runOnFile(databaseFile, "insert into kysely_migration (name, timestamp) values ('9999_from_the_future', 'now')");
    mkdirSync(backups);

    const message = await backupRefusal();

    expect(message).toMatch(/^FILE was made by another or newer version \(unknown migration 9999_from_the_future\); this version knows up to \d{4}_\w+$/);
    expect(message).toBe(checkRefusal(databaseFile));
  });
});
