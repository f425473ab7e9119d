import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, chmodSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';
import { knownMigrations, stamp, syncDirectory, syncFileOffThread, temporaryBeside, type BackupResult, type RestoreResult } from './backup';
import { BackupError, type CheckedDatabase } from './databaseCheck';
import type { DatabaseBackups } from './db/engine';

/**
 * Backups and restore of the shop's PostgreSQL database with PostgreSQL's own client tools
 * (Debian's `postgresql-client`): `pg_dump -Fc` writes one consistent snapshot while servers
 * write (it reads in one repeatable-read transaction), and `pg_restore` reads it back.
 *
 * A dump is checked as SQLite's copy is by its integrity check: `pg_restore --list` reads its
 * table of contents (a file that is no archive, or is cut short, fails there), the console's
 * tables must be in it, the migrations it holds must all be known to this version, and every
 * data block is read and decompressed once (`pg_restore -f /dev/null`: a truncated or
 * corrupted block fails), all without a database.
 *
 * A restore replaces the whole `public` schema in ONE transaction: `drop schema public
 * cascade`, then pg_restore's SQL (`--no-owner --no-privileges`: everything is owned by the
 * server's role, as the migrations made it), then `commit` only once pg_restore has read the
 * whole archive. `pg_restore --clean --single-transaction -d` alone would drop and remake only
 * what the dump holds: an older backup restored over a newer schema would leave the newer
 * migrations' tables, triggers and functions behind, and the next start's migrations would
 * fail on them. Any error rolls everything back: the database is as it was.
 *
 * The search tables need nothing special: a whole-database restore loads the rows before it
 * makes the triggers (post-data), and sets each `*_next` sequence as dumped, so a new row
 * after a restore gets a fresh key.
 */

/** The console's tables a backup must hold to be one of its databases. */
const REQUIRED_TABLES = ['kysely_migration', 'admins'];

/**
 * The advisory lock a server holds (shared) while it runs and a restore takes (exclusive), as
 * a pair of 32-bit keys: a key space apart from the one-bigint locks the migrations take.
 * Session locks end with their connection, so a server that died holds nothing.
 */
const SERVER_LOCK = [0x53686f70 /* 'Shop' */, 1] as const;

/** How long a restore waits for another session's lock on a table before it gives up (rolled back). */
const RESTORE_LOCK_TIMEOUT = '10s';

/** Connection settings of `url` for libpq's tools: the address without its password, which goes in PGPASSWORD (not on a command line `ps` shows). */
function toolConnection(url: string): { address: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PGCONNECT_TIMEOUT: '10' };
  if (password) env.PGPASSWORD = password;
  return { address: parsed.toString(), env };
}

/** The database's address for messages: without its password. */
export function describeUrl(url: string): string {
  return toolConnection(url).address;
}

/**
 * A PostgreSQL client program: PG_BIN's, else the newest Debian version's
 * (/usr/lib/postgresql/<version>/bin: pg_dump must be at least the server's version), else
 * the one on PATH.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore' | 'psql'): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((version) => existsSync(path.join(root, version, 'bin', name))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0]!, 'bin', name) : name;
}

interface ToolResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** What a tool said went wrong, without its name prefix: `pg_restore: error: could not read…` → `could not read…`. */
function toolMessage(result: ToolResult): string {
  const lines = result.stderr
    .split('\n')
    .map((line) => line.replace(/^((pg_dump|pg_restore|psql)(:[^:\s]*)*: )?(error|fatal|FATAL|ERROR): +/, '').trim())
    .filter((line) => line && !/^(detail|hint|DETAIL|HINT|CONTEXT|LINE \d+):/.test(line) && !line.startsWith('^'));
  return [...new Set(lines)].slice(0, 2).join('; ') || `exit code ${result.code}`;
}

function missingTool(name: string): BackupError {
  return new BackupError(
    `${name} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client, of at least the server's version) or set PG_BIN`,
  );
}

/** Runs a client tool to its end; refuses as a BackupError when it cannot start. */
function runTool(name: 'pg_dump' | 'pg_restore' | 'psql', args: string[], env: NodeJS.ProcessEnv = process.env, captureStdout = true): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(postgresTool(name), args, { env, stdio: ['ignore', captureStdout ? 'pipe' : 'ignore', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? missingTool(name) : error));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The rows of `COPY public.<table> (…) FROM stdin;` blocks in pg_restore's SQL, by table. */
function copiedRows(script: string): Map<string, string[][]> {
  const tables = new Map<string, string[][]>();
  let current: string[][] | null = null;
  for (const line of script.split('\n')) {
    if (current) {
      if (line === '\\.') current = null;
      else current.push(line.split('\t'));
      continue;
    }
    const copy = /^COPY public\.(\w+) .* FROM stdin;$/.exec(line);
    if (copy) tables.set(copy[1]!, (current = []));
  }
  return tables;
}

/**
 * Checks that `file` is a sound pg_dump archive of this console at a version this code knows
 * (see the top of this file). Throws a BackupError saying what is wrong. Reads the file only.
 */
export async function checkPostgresDump(file: string): Promise<CheckedDatabase> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  if (!statSync(file).isFile()) throw new BackupError(`${file} is not a file`);
  const list = await runTool('pg_restore', ['--list', file]);
  if (list.code !== 0) {
    throw new BackupError(`${file} is not a PostgreSQL backup (pg_dump -Fc) or is damaged: ${toolMessage(list)}`);
  }
  const tables = new Set([...list.stdout.matchAll(/^\d+; \d+ \d+ TABLE public (\w+) /gm)].map((match) => match[1]!));
  if (!REQUIRED_TABLES.every((table) => tables.has(table))) throw new BackupError(`${file} is not a Shop Staff Console database`);

  const data = await runTool('pg_restore', ['--data-only', ...REQUIRED_TABLES.flatMap((table) => ['--table', table]), '--file=-', file]);
  if (data.code !== 0) throw new BackupError(`${file} is damaged: ${toolMessage(data)}`);
  const rows = copiedRows(data.stdout);
  const applied = (rows.get('kysely_migration') ?? []).map(([name]) => name!).sort();
  const known = knownMigrations();
  const unknown = applied.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new BackupError(`${file} was made by another or newer version (unknown migration ${unknown.join(', ')}); this version knows up to ${known.at(-1)}`);
  }
  if (applied.length === 0) throw new BackupError(`${file} is not a Shop Staff Console database (no migrations applied)`);

  // Every block read and decompressed once: a cut or corrupted one fails here, before anything is touched.
  const whole = await runTool('pg_restore', ['--file=/dev/null', file], process.env, false);
  if (whole.code !== 0) throw new BackupError(`${file} is damaged: ${toolMessage(whole)}`);
  return { migrations: applied, accounts: (rows.get('admins') ?? []).length };
}

/**
 * `pg_dump -Fc` of `url` at `target`: written under a temporary name beside it, owner-only
 * (it holds password hashes and every record), `check`ed, synced, then renamed over `target`.
 */
async function dumpTo(url: string, targetFile: string, check?: (file: string) => Promise<CheckedDatabase>): Promise<CheckedDatabase | null> {
  const { address, env } = toolConnection(url);
  const target = path.resolve(targetFile);
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const temporary = temporaryBeside(target);
  try {
    const dump = await runTool('pg_dump', ['--format=custom', `--file=${temporary}`, `--dbname=${address}`], env);
    if (dump.code !== 0) throw new BackupError(`pg_dump of ${address} failed: ${toolMessage(dump)}`);
    chmodSync(temporary, 0o600);
    const checked = check ? await check(temporary) : null;
    await syncFileOffThread(temporary);
    renameSync(temporary, target);
    syncDirectory(path.dirname(target));
    return checked;
  } finally {
    rmSync(temporary, { force: true });
  }
}

async function backupPostgres(url: string, targetFile: string): Promise<BackupResult> {
  const target = path.resolve(targetFile);
  const checked = (await dumpTo(url, target, checkPostgresDump))!;
  return { file: target, bytes: statSync(target).size, migrations: checked.migrations };
}

async function connectClient(url: string, applicationName: string): Promise<Client> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, application_name: applicationName, connectionTimeoutMillis: 10_000 });
  // A dropped connection is noticed by the next query (or, for a claim, by 'end').
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** The servers holding the server lock, as they named themselves (`shop server, process <pid> on <host>`). */
async function claimingServers(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select distinct a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.classid = $1 and l.objid = $2 and l.objsubid = 2 and l.granted and l.mode = 'ShareLock'
      and l.database = (select oid from pg_database where datname = current_database())`,
    [...SERVER_LOCK],
  );
  return rows.map(({ name }) => name.replace(/^shop server, /, '') || 'unnamed');
}

/** The `public` schema as PostgreSQL 15 makes it, for a restore that starts from an empty one. */
const FRESH_SCHEMA = [
  `set lock_timeout = '${RESTORE_LOCK_TIMEOUT}';`,
  'set client_min_messages = warning;',
  'begin;',
  'drop schema public cascade;',
  'create schema public authorization pg_database_owner;',
  "comment on schema public is 'standard public schema';",
  'grant usage on schema public to public;',
  '',
].join('\n');

/**
 * Loads `file` into `url` in one transaction that first empties the `public` schema (see the
 * top of this file). The commit is sent only once pg_restore has written the whole archive,
 * so a dump that fails half-way leaves the transaction to roll back when psql's input ends.
 */
async function loadDump(url: string, file: string): Promise<void> {
  const { address, env } = toolConnection(url);
  const psql = spawn(postgresTool('psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', `--dbname=${address}`], { env, stdio: ['pipe', 'ignore', 'pipe'] });
  const restore = spawn(postgresTool('pg_restore'), ['--no-owner', '--no-privileges', '--file=-', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const ended = (child: ChildProcess, name: 'psql' | 'pg_restore') =>
    new Promise<ToolResult>((resolve, reject) => {
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? missingTool(name) : error));
      child.on('close', (code) => resolve({ code, stdout: '', stderr }));
    });
  const psqlEnded = ended(psql, 'psql');
  const restoreEnded = ended(restore, 'pg_restore');
  // psql stopped (an error, or it could not start): pg_restore would block on a full pipe.
  psqlEnded.then(
    () => restore.kill(),
    () => restore.kill(),
  );
  // Writes after psql has gone fail; its own answer says why.
  psql.stdin!.on('error', () => {});
  psql.stdin!.write(FRESH_SCHEMA);
  restore.stdout!.pipe(psql.stdin!, { end: false });
  const restored = await restoreEnded.catch((error: unknown) => {
    psql.stdin!.end();
    throw error;
  });
  psql.stdin!.end(restored.code === 0 ? 'commit;\n' : '');
  const loaded = await psqlEnded;
  // Either way the transaction was not committed.
  if (loaded.code !== 0) throw new BackupError(`${file} could not be loaded (rolled back): ${toolMessage(loaded)}`);
  if (restored.code !== 0) throw new BackupError(`${file} is damaged (rolled back): ${toolMessage(restored)}`);
}

async function restorePostgres(url: string, dataDir: string, backupFile: string, now: Date): Promise<RestoreResult> {
  const source = describeUrl(url);
  let client: Client;
  try {
    client = await connectClient(url, `shop restore, process ${process.pid} on ${hostname()}`);
  } catch (error) {
    throw new BackupError(`Cannot connect to ${source}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    // Held until the restore is done: a server starting meanwhile refuses to (see claimPostgres).
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [...SERVER_LOCK]);
    if (!rows[0]!.locked) {
      const servers = await claimingServers(client);
      throw new BackupError(`A server (${servers.join('; ') || 'another restore'}) is running on ${source}: stop it before restoring`);
    }
    const checked = await checkPostgresDump(backupFile);

    const { rows: tables } = await client.query<{ found: string | null }>("select to_regclass('public.kysely_migration')::text as found");
    let keptAs: string | null = null;
    if (tables[0]!.found) {
      const name = new URL(url).pathname.slice(1) || 'postgres';
      keptAs = path.join(dataDir, `${decodeURIComponent(name)}.before-restore-${stamp(now)}.dump`);
      await dumpTo(url, keptAs);
    }
    try {
      await loadDump(url, backupFile);
    } catch (error) {
      // Rolled back: the database is as it was, so the copy of it is not needed.
      if (keptAs) rmSync(keptAs, { force: true });
      throw error;
    }
    return { keptAs, migrations: checked.migrations, accounts: checked.accounts };
  } finally {
    await client.end().catch(() => {});
  }
}

/** How often a server whose claim's connection dropped (a restart of PostgreSQL) tries to take it again. */
const RECLAIM_MS = 5_000;

/**
 * Marks this process as a server of the database: a shared session lock on a connection of
 * its own, which any number of servers hold at once and a restore cannot take meanwhile. It
 * ends with the connection, so a server that died claims nothing (as SQLite's pid file of a
 * dead process is ignored). A dropped connection is taken again every few seconds.
 */
async function claimPostgres(url: string): Promise<() => Promise<void>> {
  const name = `shop server, process ${process.pid} on ${hostname()}`;
  let released = false;
  let client: Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const take = async (): Promise<void> => {
    const next = await connectClient(url, name);
    const { rows } = await next.query<{ locked: boolean }>('select pg_try_advisory_lock_shared($1, $2) as locked', [...SERVER_LOCK]);
    if (!rows[0]!.locked) {
      await next.end().catch(() => {});
      throw new Error(`A restore is under way on ${describeUrl(url)}: start the server once it has finished`);
    }
    if (released) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    next.on('end', () => {
      if (released || client !== next) return;
      client = null;
      const again = () => {
        if (released) return;
        take().catch(() => {
          retry = setTimeout(again, RECLAIM_MS);
          retry.unref();
        });
      };
      retry = setTimeout(again, RECLAIM_MS);
      retry.unref();
    });
  };

  await take();
  return async () => {
    released = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

/** PostgreSQL's backups of `url`; a restore keeps the database it replaces in `dataDir`. */
export function postgresBackups(url: string, dataDir: string): DatabaseBackups {
  return {
    source: describeUrl(url),
    extension: '.dump',
    checkedAs: 'archive ok',
    // Always the full check: it runs in pg_restore's process, not in the server's thread.
    backup: (target) => backupPostgres(url, target),
    restore: (backupFile, { now = new Date() } = {}) => {
      if (!existsSync(backupFile)) return Promise.reject(new BackupError(`${backupFile} does not exist`));
      return restorePostgres(url, dataDir, backupFile, now);
    },
    claim: () => claimPostgres(url),
  };
}
