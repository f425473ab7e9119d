import SQLite from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, listBackups, startBackupSchedule } from './backup';
import type { DatabaseBackups } from './db/engine';
import { migrateToLatest } from './db/migrate';
import { migrations } from './db/migrations';
import { connectPostgres } from './db/postgres';
import { checkPostgresDump, postgresBackups } from './postgresBackup';
import { freshPostgresDatabase } from './test/postgres';
import { ROOT, TSX } from './test/serverProcess';

const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-pg-backup-'));
const dataDir = path.join(dir, 'data');
mkdirSync(dataDir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let url: string;
let password: string;
let db: Kysely<any>;
let backups: DatabaseBackups;

/**
 * The shop's database as docs/postgresql.md has an operator make it: owned by a role of its
 * own that logs in with a password (not the cluster's superuser), so the restore runs with the
 * rights a real server has.
 */
beforeAll(async () => {
  const superUrl = await freshPostgresDatabase();
  const role = `shop_${randomBytes(4).toString('hex')}`;
  password = `pw-${randomBytes(6).toString('hex')}`;
  const admin = await connectPostgres(superUrl);
  try {
    await sql.raw(`create role ${role} login password '${password}'`).execute(admin);
    await sql.raw(`alter database ${new URL(superUrl).pathname.slice(1)} owner to ${role}`).execute(admin);
  } finally {
    await admin.destroy();
  }
  const own = new URL(superUrl);
  own.username = role;
  own.password = password;
  url = own.toString();
  db = await connectPostgres(url);
  await migrateToLatest(db);
  backups = postgresBackups(url, dataDir);
}, 60_000);
afterAll(() => db?.destroy());

const stamps = { createdAt: '2025-01-02T03:04:05.678Z', updatedAt: '2025-01-02T03:04:05.678Z', createdByName: 'Owner Demo', updatedByName: null };

function customer(n: number, firstName = `Kasun${n}`) {
  return {
    id: `customer-${n}`, firstName, lastName: 'Perera', address: `${n} Galle Road`, email: null,
    phoneNumber: `07700${String(n).padStart(5, '0')}`, whatsappNumber: `07700${String(n).padStart(5, '0')}`, nicNumber: `NIC${n}`, cardNumber: `C-${n}`, ...stamps,
  };
}

/** Every row of every table (search tables included), sorted, and every sequence's position: the database's whole state. */
async function everything(): Promise<Record<string, unknown>> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const state: Record<string, unknown> = {};
  for (const { name } of tables.rows) {
    const rows = (await sql`select * from ${sql.table(name)}`.execute(db)).rows;
    state[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  state.sequences = (await sql`select sequencename, last_value from pg_sequences where schemaname = 'public' order by sequencename`.execute(db)).rows;
  return state;
}

async function customerRows() {
  return db.selectFrom('customers').select(['id', 'firstName', 'searchKey']).orderBy('id').execute();
}

/** The customers whose search text (lower case) holds `text`, as the list's search reads the `*_search` table. */
async function searchCustomers(text: string): Promise<string[]> {
  const found = await sql<{ id: string }>`select c.id from customers c join customers_search s on s.rowid = c."searchKey"
    where strpos(s.text, ${text.toLowerCase()}) > 0 order by c.id`.execute(db);
  return found.rows.map(({ id }) => id);
}

/** `npm run backup` / `npm run restore` as the operator runs them, on PostgreSQL. */
function runScript(script: 'backup' | 'restore', args: string[]) {
  const result = spawnSync(TSX, [`scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: url },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const beforeRestore = () => readdirSync(dataDir).filter((name) => name.includes('.before-restore-'));

describe('PostgreSQL backups', () => {
  let backupFile: string;
  let before: Record<string, unknown>;

  it('writes a checked pg_dump archive of a database with rows, owner-only', async () => {
    await db.insertInto('admins').values({
      id: 'admin-1', firstName: 'Owner', lastName: 'Demo', email: 'owner@shop.test', passwordHash: 'x', role: 'super_admin', status: 'active', ...stamps,
    }).execute();
    await db.insertInto('customers').values([customer(1), customer(2), customer(3)]).execute();
    await db.updateTable('customers').set({ firstName: 'Nimali' }).where('id', '=', 'customer-2').execute();
    before = await everything();
    expect(await searchCustomers('Nimali')).toEqual(['customer-2']);

    backupFile = path.join(dir, 'copies', 'before-change.dump');
    const result = await backups.backup(backupFile);

    expect(result).toEqual({ file: backupFile, bytes: statSync(backupFile).size, migrations: Object.keys(migrations).sort() });
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(await checkPostgresDump(backupFile)).toEqual({ migrations: Object.keys(migrations).sort(), accounts: 1 });
    expect(readdirSync(path.dirname(backupFile))).toEqual(['before-change.dump']);
  });

  it('restores the rows exactly, search tables and key sequences included, and keeps the database it replaced', async () => {
    await db.deleteFrom('customers').where('id', '=', 'customer-1').execute();
    await db.updateTable('customers').set({ firstName: 'Changed' }).where('id', '=', 'customer-3').execute();
    await db.insertInto('customers').values(customer(4)).execute();
    expect(await everything()).not.toEqual(before);

    const result = await backups.restore(backupFile, { now: new Date('2026-11-23T08:48:38Z') });

    expect(await everything()).toEqual(before);
    expect(result.migrations).toEqual(Object.keys(migrations).sort());
    expect(result.accounts).toBe(1);
    expect(result.keptAs).toMatch(/\.before-restore-20261123-084838\.dump$/);
    expect(path.dirname(result.keptAs!)).toBe(dataDir);
    // The database as it was before the restore, customer-4 and all.
    const kept = await checkPostgresDump(result.keptAs!);
    expect(kept.accounts).toBe(1);
    rmSync(result.keptAs!);
  });

  it('gives a row added after the restore a fresh search key, and finds it through its search table', async () => {
    const keys = (await customerRows()).map(({ searchKey }) => searchKey as number);

    await db.insertInto('customers').values(customer(5, 'Tharindu')).execute();

    const added = (await customerRows()).find(({ id }) => id === 'customer-5')!;
    expect(added.searchKey).toBeGreaterThan(Math.max(...keys));
    expect(await searchCustomers('Tharindu')).toEqual(['customer-5']);
    expect(await searchCustomers('Kasun3')).toEqual(['customer-3']);
    await backups.restore(backupFile).then(({ keptAs }) => keptAs && rmSync(keptAs));
  });

  it('restores an older backup over a newer schema without leaving the newer objects behind', async () => {
    // What a later migration would add: a restore must not leave it for that migration to trip over.
    await sql`create table newer_feature (id text primary key)`.execute(db);
    await sql`create function newer_function() returns int language sql as 'select 1'`.execute(db);

    const { keptAs } = await backups.restore(backupFile);
    rmSync(keptAs!);

    expect(await everything()).toEqual(before);
    const left = await sql`select 1 from pg_proc where proname = 'newer_function'`.execute(db);
    expect(left.rows).toEqual([]);
    // And the server's next start migrates it as usual.
    await migrateToLatest(db);
  });

  it.each([
    ['a dump cut in its table of contents', (good: Buffer) => good.subarray(0, 3000), /is not a PostgreSQL backup \(pg_dump -Fc\) or is damaged: could not read from input file: end of file/],
    ['a dump cut in its data', (good: Buffer) => good.subarray(0, good.length - 200), /is damaged: could not read from input file: end of file/],
    // pg_restore names what it met: a block's header, or its compressed data (where the flip lands depends on the last table's rows).
    ['a dump with a corrupted data block', (good: Buffer) => flipped(good, good.length - 100), /is damaged: (found unexpected block ID|could not uncompress data)/],
    // No checksum covers the definitions: the check passes, the load fails and is rolled back.
    ['a dump with corrupted definitions', (good: Buffer) => flipped(good, good.indexOf('CREATE TABLE public.customers') + 3), /could not be loaded \(rolled back\): invalid byte sequence/],
    ['a text file', () => Buffer.from('hello\n'), /is not a PostgreSQL backup \(pg_dump -Fc\)/],
  ])('refuses %s with a clear message, and leaves the database as it was', async (_, damage, message) => {
    await db.insertInto('customers').values(customer(6)).execute();
    const state = await everything();
    const bad = path.join(dir, `bad-${randomBytes(3).toString('hex')}.dump`);
    writeFileSync(bad, damage(readFileSync(backupFile)));

    try {
      const refusal = await backups.restore(bad).catch((error: unknown) => error);

      expect(refusal).toBeInstanceOf(BackupError);
      expect((refusal as Error).message).toMatch(message);
      expect((refusal as Error).message).toContain(bad);
      expect(await everything()).toEqual(state);
      expect(beforeRestore()).toEqual([]);
    } finally {
      await db.deleteFrom('customers').where('id', '=', 'customer-6').execute();
    }
  });

  it('refuses an SQLite backup, and a dump made by a newer version', async () => {
    const sqliteFile = path.join(dir, 'shop.db');
    new SQLite(sqliteFile).close();
    await expect(backups.restore(sqliteFile)).rejects.toThrow(/is not a PostgreSQL backup/);

    await db.insertInto('kysely_migration').values({ name: '9999_from_the_future', timestamp: stamps.createdAt }).execute();
    const newer = path.join(dir, 'newer.dump');
    await expect(backups.backup(newer)).rejects.toThrow(/was made by another or newer version \(unknown migration 9999_from_the_future\)/);
    expect(existsSync(newer)).toBe(false);
    await db.deleteFrom('kysely_migration').where('name', '=', '9999_from_the_future').execute();
  });

  it('refuses to restore while a server claims the database, naming it; restores once it let go', async () => {
    const release = await backups.claim();
    try {
      const state = await everything();

      const refusal = await backups.restore(backupFile).catch((error: unknown) => error);

      expect(refusal).toBeInstanceOf(BackupError);
      expect((refusal as Error).message).toMatch(new RegExp(`A server \\(process ${process.pid} on .+\\) is running on postgres://`));
      expect((refusal as Error).message).not.toContain(password);
      expect(await everything()).toEqual(state);
    } finally {
      await release();
    }
    const { keptAs } = await backups.restore(backupFile);
    rmSync(keptAs!);
  });

  it('lets several servers claim the database at once, and refuses a server while a restore holds it', { timeout: 40_000 }, async () => {
    const [first, second] = [await backups.claim(), await backups.claim()];
    await first();
    await second();

    const restoring = new pg.Client({ connectionString: url });
    await restoring.connect();
    try {
      const { rows } = await restoring.query('select pg_try_advisory_lock($1, $2) as locked', [0x53686f70, 1]);
      expect(rows).toEqual([{ locked: true }]);
      await expect(backups.claim()).rejects.toThrow(/A restore is under way on postgres:\/\/.+: start the server once it has finished/);
      // The server itself claims before it migrates, so it leaves a database being restored alone.
      const start = spawnSync(TSX, ['server/index.ts'], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: url, PORT: '0' }, encoding: 'utf8', timeout: 30_000 });
      expect(start.status).toBe(1);
      expect(`${start.stdout}${start.stderr}`).toMatch(/^Could not start: A restore is under way on postgres:\/\/\S+: start the server once it has finished$/m);
    } finally {
      await restoring.end();
    }
    await (await backups.claim())();
  });

  it('takes the claim again after its connection dropped (PostgreSQL restarted)', { timeout: 30_000 }, async () => {
    const release = await backups.claim();
    try {
      const holders = () => sql<{ pid: number }>`select pid from pg_stat_activity where application_name = ${`shop server, process ${process.pid} on ${os.hostname()}`}`.execute(db);
      const [claim] = (await holders()).rows;
      await sql`select pg_terminate_backend(${claim!.pid})`.execute(db);

      // A new connection of the same name, on a backend of its own.
      await expect.poll(async () => (await holders()).rows.map(({ pid }) => pid !== claim!.pid), { timeout: 15_000, interval: 250 }).toEqual([true]);
      await expect(backups.restore(backupFile)).rejects.toThrow(/is running on/);
    } finally {
      await release();
    }
  });

  it('backs up on schedule as shop-<time>.dump, keeps the newest N, and leaves SQLite backups alone', async () => {
    const scheduled = path.join(dir, 'scheduled');
    mkdirSync(scheduled);
    writeFileSync(path.join(scheduled, 'shop-20200101-000000.db'), 'an SQLite backup of before');
    const lines: string[] = [];
    let tick = Date.parse('2026-11-23T08:00:00Z');
    const schedule = startBackupSchedule({ backups, dir: scheduled, keep: 2, intervalMs: 86_400_000, log: (line) => lines.push(line), now: () => new Date((tick += 1000)) });
    try {
      await expect.poll(() => lines.length, { timeout: 10_000 }).toBe(1);
      await schedule.runNow();
      await schedule.runNow();
    } finally {
      schedule.stop();
    }
    const kept = listBackups(scheduled, '.dump');
    expect(kept.map((file) => path.basename(file))).toEqual([expect.stringMatching(/^shop-\d{8}-\d{6}\.dump$/), expect.stringMatching(/^shop-\d{8}-\d{6}\.dump$/)]);
    expect(existsSync(path.join(scheduled, 'shop-20200101-000000.db'))).toBe(true);
    expect(lines[0]).toMatch(/^Backup written to \S+shop-\d{8}-\d{6}\.dump \(\d+ KB\)$/);
    expect(lines[2]).toMatch(/, 1 older removed\)$/);
  }, 30_000);
});

describe('npm run backup / npm run restore with DATABASE_URL', () => {
  it('npm run backup writes a manual .dump into BACKUP_DIR and says where, without the password', () => {
    const { status, output } = runScript('backup', []);

    expect(status, output).toBe(0);
    expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([expect.stringMatching(/^manual-\d{8}-\d{6}\.dump$/)]);
    expect(output).toMatch(/^Backed up postgres:\/\/shop_\w+@127\.0\.0\.1:\d+\/\w+ to \S+manual-\d{8}-\d{6}\.dump \(\d+ KB, archive ok, migrations up to \d{4}_\w+\)$/m);
    expect(output).not.toContain(password);
  }, 30_000);

  it('npm run restore refuses a damaged file: says why and that nothing was changed', () => {
    const bad = path.join(dir, 'cut.dump');
    writeFileSync(bad, readFileSync(readdirSync(path.join(dataDir, 'backups')).map((name) => path.join(dataDir, 'backups', name))[0]!).subarray(0, 4000));

    const { status, output } = runScript('restore', [bad]);

    expect(status).toBe(1);
    expect(output).toContain(`Restore refused: ${bad} is not a PostgreSQL backup (pg_dump -Fc) or is damaged`);
    expect(output).toContain('Nothing was changed.');
    expect(output).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('npm run restore refuses while a server claims the database, then restores and says what it did', async () => {
    const file = path.join(dataDir, 'backups', readdirSync(path.join(dataDir, 'backups'))[0]!);
    const release = await backups.claim();
    try {
      const { status, output } = runScript('restore', [file]);
      expect(status).toBe(1);
      expect(output).toMatch(/Restore refused: A server \(process \d+ on .+\) is running on postgres:\/\/\S+: stop it before restoring/);
      expect(output).toContain('Nothing was changed.');
    } finally {
      await release();
    }

    const { status, output } = runScript('restore', [file]);

    expect(status, output).toBe(0);
    expect(output).toMatch(/Checked \S+: archive ok, 1 staff account\(s\), migrations up to \d{4}_\w+\./);
    expect(output).toMatch(/Kept the previous database as \S+\.before-restore-\d{8}-\d{6}\.dump\./);
    expect(output).toMatch(/Restored postgres:\/\/\S+\. Start the server to use it/);
    expect(output).not.toContain(password);
  }, 30_000);
});

/** The archive with 8 bytes flipped from `from`. */
function flipped(good: Buffer, from: number): Buffer {
  expect(from).toBeGreaterThan(0);
  const copy = Buffer.from(good);
  for (let at = from; at < from + 8; at += 1) copy[at] = copy[at]! ^ 0xff;
  return copy;
}
