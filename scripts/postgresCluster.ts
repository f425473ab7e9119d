import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A private PostgreSQL cluster, for the server's tests on PostgreSQL, a developer's local
 * database and the engines' benchmark: initdb into a fresh
 * directory under the system's temp folder, started on a free port of 127.0.0.1 only (and a
 * Unix socket in its own directory), stopped and deleted at the end. Started once per test
 * run (vitest's globalSetup, server/test/postgresSetup.ts); each test file makes its own
 * database in it (server/test/postgres.ts). The same, durable and kept, is a developer's
 * local PostgreSQL (scripts/dev.ts) and the benchmark's (scripts/bench/engines.ts); it lives
 * with the scripts because it is a tool of all three, not test support.
 *
 * The binaries are Debian's (/usr/lib/postgresql/<version>/bin, package `postgresql`), the
 * newest installed, or PG_BIN's. None found is an error: a run that silently skipped the
 * PostgreSQL tests would pass without testing anything.
 *
 * initdb refuses to run as root, so as root (CI) the cluster runs as the `postgres` user the
 * Debian package creates.
 */
export interface Cluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres: the superuser on the maintenance database. */
  url: string;
  stop(): void;
}

export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((version) => existsSync(path.join(root, version, 'bin', 'initdb'))) : [];
  if (!versions.length) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): the server-pg tests need it. ' +
        'Install Debian\'s postgresql (apt-get install -y postgresql), as .ci/run does, or set PG_BIN.',
    );
  }
  versions.sort((a, b) => Number(b) - Number(a));
  return path.join(root, versions[0]!, 'bin');
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the `postgres` user when we are root. */
function run(program: string, args: string[]): void {
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(program)} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ClusterOptions {
  /**
   * Keep the cluster here (its data in `<dir>/data`) and leave it in place when stopped: a
   * developer's local PostgreSQL (`npm run dev:postgres`). Without it, a fresh directory under
   * the system's temp folder, deleted when stopped.
   */
  dir?: string;
  /** The port on 127.0.0.1 (default: a free one). */
  port?: number;
  /**
   * Commits durable as PostgreSQL's defaults make them (fsync on): what a benchmark beside
   * SQLite's `synchronous = FULL` must compare with, and what a developer's data needs. The
   * tests' cluster turns fsync off: they check answers, not durability across a power cut.
   */
  durable?: boolean;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const bin = postgresBin();
  const kept = options.dir !== undefined;
  const dir = kept ? path.resolve(options.dir!) : mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  const data = path.join(dir, 'data');
  const fresh = !existsSync(path.join(data, 'PG_VERSION'));
  mkdirSync(dir, { recursive: true });
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, id('-u'), id('-g'));
  }
  const port = options.port ?? (await freePort());
  const remove = () => {
    if (!kept) rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Trust on a private loopback port and socket: nobody else can reach it.
    // C locale: text compares and lower-cases byte by byte, ASCII only, as SQLite does.
    if (fresh) {
      run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', ...(options.durable ? [] : ['--no-sync'])]);
    }
    const quick = options.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
    const settings = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir}${quick}`;
    run(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-o', settings, '-w', '-t', '60', 'start']);
  } catch (error) {
    remove();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        // A kept cluster shuts down cleanly (its data stays); a throw-away one at once.
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', kept ? 'fast' : 'immediate', '-w', 'stop']);
      } finally {
        remove();
      }
    },
  };
}

/**
 * Makes database `name` in the cluster at `url` unless it is there, as docs/postgresql.md tells
 * an operator to make the shop's (UTF-8, C locale); its postgres:// address.
 */
export async function ensureDatabase(url: string, name: string): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await client.query(`create database "${name}" template template0 encoding 'UTF8' locale 'C'`);
  } finally {
    await client.end();
  }
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}
