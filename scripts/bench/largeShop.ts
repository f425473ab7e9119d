/**
 * The large shop both benchmarks run against: generated into a temporary data directory,
 * served by the server bundle as `npm start` runs it, in its own process (so the load
 * generator or the browser does not share its event loop).
 */
import type { Kysely } from 'kysely';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { SERVER_NODE_FLAGS } from '../serverFlags';
import type { BenchBill, GeneratedStock, StockSample } from './bills';
import { BENCH_ADMIN, generateShop, shopOfYears, type ShopSize } from './generate';

export interface LargeShop {
  base: string;
  /** The bench administrator's sign-in answer. */
  login: { token: string; user: Record<string, unknown>; features?: string[] };
  /** A bill body the creation benchmark can POST again and again. */
  sampleBill: BenchBill;
  /** A busy product (its stock card, its barcode to scan). */
  stockSample: StockSample;
  /** What was generated (`SHOP_YEARS`). */
  size: ShopSize;
  pid: number;
  stop: () => void;
}

/** The server's resident memory now (VmRSS) or at its peak so far (VmHWM), in MB. */
export function rssMb(pid: number, which: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${which}:\\s+(\\d+)`));
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
}

/** CPU time the server has used so far (user + system), in ms: a per-request cost that, unlike latency, a busy machine hardly changes. */
export function cpuMs(pid: number): number {
  // /proc/<pid>/stat: utime and stime are the 14th and 15th fields, in clock ticks (100 a second on Linux).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function waitUntilUp(base: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(`${base}/api/admins`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('the server did not start');
}

/** Fills a migrated, empty database (either engine) with the shop of `size`; says how long it took and what its stock ledger holds. */
export async function generateInto(db: Kysely<Database>, size: ShopSize): Promise<GeneratedStock> {
  const started = Date.now();
  await migrateToLatest(db);
  const generated = await generateShop(db, size);
  console.log(`generated ${JSON.stringify(size)} in ${((Date.now() - started) / 1000).toFixed(1)} s; stock ledger ${JSON.stringify(generated.ledger)}`);
  return generated;
}

export interface BenchServer {
  base: string;
  pid: number;
  /** Ends the process; resolves once it has exited, so its port is free for the next server. */
  stop: () => Promise<void>;
}

/**
 * The server bundle (dist-server/index.mjs, built by the caller) in a process of its own on
 * `port`, with `env` beside the bench's defaults; resolves once it answers.
 */
export async function startBenchServer(port: number, env: Record<string, string>): Promise<BenchServer> {
  // BENCH_CPU_PROF=<dir> writes the server's CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, 'dist-server/index.mjs'], {
    // No automatic backup unless asked (BACKUP_KEEP): the day's first one starts with the server
    // and checks the whole copy in a worker of the same process, seconds of CPU that would land
    // in the first routes' figures (a paid bill's CPU per request read 3.7 ms with it, 3.3 without).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', BACKUP_KEEP: process.env.BACKUP_KEEP ?? '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill('SIGTERM');
    return exited;
  };
  try {
    await waitUntilUp(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: server.pid!, stop };
}

/** Signs the bench's administrator in; the answer (token, user, features). */
export async function signInBench(base: string): Promise<LargeShop['login']> {
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  return (await answer.json()) as LargeShop['login'];
}

/**
 * The shop's data directory: a fresh temporary one, generated and removed at the end; or, with
 * `BENCH_SHOP_DIR`, a kept one, generated there the first time and read again by later runs of
 * the same `SHOP_YEARS` (the ten-year shop takes minutes of CPU to generate). A kept shop keeps
 * what a run wrote into it (the write scenarios' bills) and its records' dates: generate it
 * again (remove the folder) on another day or after `npm run bench`'s writes.
 */
async function shopData(size: ShopSize): Promise<{ dataDir: string; kept: boolean; generated: Pick<GeneratedStock, 'sampleBill' | 'stockSample'> }> {
  const keptDir = process.env.BENCH_SHOP_DIR ? path.resolve(process.env.BENCH_SHOP_DIR, `years-${size.years}`) : undefined;
  const about = keptDir && path.join(keptDir, 'bench-shop.json');
  if (about && existsSync(about) && existsSync(path.join(keptDir, 'shop.db'))) {
    console.log(`the kept shop in ${keptDir}`);
    return { dataDir: keptDir, kept: true, generated: JSON.parse(readFileSync(about, 'utf8')) };
  }
  if (keptDir) {
    rmSync(keptDir, { recursive: true, force: true });
    mkdirSync(keptDir, { recursive: true });
  }
  const dataDir = keptDir ?? mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const db = connectDatabase(path.join(dataDir, 'shop.db'));
  const { sampleBill, stockSample } = await generateInto(db, size);
  await db.destroy();
  // Written last: a run stopped while generating leaves no answer, so the next generates again.
  if (about) writeFileSync(about, JSON.stringify({ sampleBill, stockSample }));
  return { dataDir, kept: Boolean(keptDir), generated: { sampleBill, stockSample } };
}

/** Generates the large shop (or reads the kept one), builds the server bundle (and the console, with `console: true`), starts it. */
export async function startLargeShop(port: number, options: { console?: boolean } = {}): Promise<LargeShop> {
  const size = shopOfYears(Number(process.env.SHOP_YEARS ?? 1));
  const { dataDir, kept, generated } = await shopData(size);
  const { sampleBill, stockSample } = generated;

  if (options.console) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const removeData = () => {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  };
  let server: BenchServer;
  try {
    server = await startBenchServer(port, { DATA_DIR: dataDir });
  } catch (error) {
    removeData();
    throw error;
  }
  const stop = () => {
    server.stop();
    removeData();
  };
  try {
    const login = await signInBench(server.base);
    return { base: server.base, login, sampleBill, stockSample, size, pid: server.pid, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
