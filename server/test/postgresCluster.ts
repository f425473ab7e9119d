import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A private PostgreSQL cluster for the server's tests on PostgreSQL: initdb into a fresh
 * directory under the system's temp folder, started on a free port of 127.0.0.1 only (and a
 * Unix socket in its own directory), stopped and deleted at the end. Started once per test
 * run (vitest's globalSetup, server/test/postgresSetup.ts); each test file makes its own
 * database in it (server/test/postgres.ts).
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

export async function startCluster(): Promise<Cluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  try {
    // Trust on a private loopback port and socket: the cluster lives for one test run.
    // C locale: text compares and lower-cases byte by byte, ASCII only, as SQLite does.
    run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
    // No fsync: these tests check answers, not durability across a power cut.
    const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    run(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
