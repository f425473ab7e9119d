/**
 * `npm run dev`: the API server (tsx watch, restarted on change) beside Vite's dev server,
 * which forwards /api to it (vite.config.ts). Ctrl-C stops both; if either dies, so does the other.
 *
 *   API_PORT  port of the API server (default 8081); Vite reads the same variable
 *   DATA_DIR  where the API server keeps its SQLite file (default ./data)
 *   PORT/HOST are left to Vite's own flags: `npm run dev -- --port 3000 --host`.
 *
 * `npm run dev:postgres` (`--postgres`): the same on PostgreSQL. A local cluster of Debian's
 * `postgresql`, kept in DATA_DIR/postgres (made on the first run, durable, reachable only from
 * 127.0.0.1 on PG_PORT, default 54329), with the database `shop`; the API server gets its
 * DATABASE_URL, printed so `psql` or a second server can use it. Stopped with the rest.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDatabase, startCluster, type Cluster } from './postgresCluster';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

const apiPort = process.env.API_PORT ?? '8081';
const dataDir = process.env.DATA_DIR ?? path.join(root, 'data');
const onPostgres = process.argv.includes('--postgres');
const viteArgs = process.argv.slice(2).filter((arg) => arg !== '--postgres');
const children = new Map<string, ChildProcess>();
let cluster: Cluster | undefined;
let stopping = false;

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`[dev] ${name} exited (${signal ?? `code ${code}`}); stopping the rest`);
      stop(signal ? 1 : (code ?? 1));
    } else if (children.size === 0) {
      stopCluster();
      process.exit(process.exitCode ?? 0);
    }
  });
  child.on('error', (error) => {
    console.error(`[dev] could not start ${name}: ${error.message}`);
    children.delete(name);
    stop(1);
  });
}

function stopCluster() {
  const running = cluster;
  cluster = undefined;
  try {
    running?.stop();
  } catch (error) {
    console.error(`[dev] PostgreSQL did not stop: ${(error as Error).message}`);
  }
}

function stop(exitCode: number, signal: NodeJS.Signals = 'SIGTERM') {
  if (!stopping) process.exitCode = exitCode;
  stopping = true;
  if (children.size === 0) process.exit(process.exitCode ?? exitCode);
  for (const child of children.values()) child.kill(signal);
  // A child that ignores the signal must not keep the terminal.
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    stopCluster();
    process.exit(process.exitCode ?? exitCode);
  }, 5000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => stop(0, signal));
}

async function main() {
  const env: NodeJS.ProcessEnv = { PORT: apiPort, HOST: '127.0.0.1', DATA_DIR: dataDir };
  let where = `data in ${dataDir}`;
  if (onPostgres) {
    cluster = await startCluster({ dir: path.join(dataDir, 'postgres'), port: Number(process.env.PG_PORT ?? 54329), durable: true });
    env.DATABASE_URL = await ensureDatabase(cluster.url, 'shop');
    where = `on PostgreSQL, DATABASE_URL=${env.DATABASE_URL}`;
  }
  console.log(`[dev] API server on http://127.0.0.1:${apiPort} (${where}); console from Vite, /api proxied`);
  start('api', bin('tsx'), ['watch', 'server/index.ts'], env);
  start('vite', bin('vite'), viteArgs, { API_PORT: apiPort });
}

main().catch((error) => {
  console.error(`[dev] ${(error as Error).message}`);
  stopCluster();
  process.exit(1);
});
