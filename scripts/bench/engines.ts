/**
 * `npm run bench:postgres`: the same shop on SQLite and on PostgreSQL, measured in one run —
 * SQLite with one server process, PostgreSQL with one and with two processes on the one
 * database (the load split evenly between them) — on the routes a counter lives on: a paid
 * bill's creation (as fast as it goes, and at the target's 50 a second), a page of bills with a
 * day and a search, a phone number searched.
 *
 * PostgreSQL is a private cluster of Debian's `postgresql`, durable as its defaults make it
 * (fsync on, synchronous_commit on), as SQLite runs with `synchronous = FULL`: every
 * acknowledged bill is on disk on both. A script, not a test: it prints a table.
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../../server/db/connect';
import { connectPostgres } from '../../server/db/postgres';
import { ensureDatabase, startCluster } from '../postgresCluster';
import { pagePath, paid, yesterday } from './billRequests';
import type { BenchBill } from './bills';
import { shopOfYears } from './generate';
import { cpuMs, generateInto, signInBench, startBenchServer, type BenchServer } from './largeShop';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 18_184);
/** Clients in all, shared evenly by the setup's server processes. */
const CLIENTS = 20;
/** Both processes of a setup must accept each other's tokens. */
const JWT_SECRET = 'the-bench-servers-share-this-secret-of-32-characters';

/** autocannon's `aggregateResult` (its README documents it; @types/autocannon lacks it): the runs' histograms merged. */
const aggregateResult = (
  autocannon as unknown as { aggregateResult(results: autocannon.Result[], options: { url: string; connections: number }): autocannon.Result }
).aggregateResult;

interface Scenario {
  name: string;
  path: string;
  /** A write: POST this body on every request. */
  body?: object;
  /** Requests a second from all clients together; unset, as fast as the server answers. */
  rate?: number;
}

function scenarios(bill: BenchBill): Scenario[] {
  return [
    { name: 'POST /bills, paid (cash and card)', path: '/api/bills', body: paid(bill) },
    { name: 'POST /bills, paid, 50 a second', path: '/api/bills', body: paid(bill), rate: 50 },
    { name: 'GET /bills, a day and a search, page 1', path: pagePath({ _page: '1', _perPage: '10', _filter: JSON.stringify({ createdAt_day: yesterday(), q: 'kasun' }) }) },
    { name: 'GET /bills, a phone number searched, page 1', path: pagePath({ _page: '1', _perPage: '10', _filter: JSON.stringify({ q: '0710004' }) }) },
  ];
}

/** One scenario against every server of a setup at once, each with its share of the clients; the runs' results merged. */
async function load(servers: BenchServer[], token: string, scenario: Scenario, seconds: number): Promise<autocannon.Result> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  if (scenario.body) headers['content-type'] = 'application/json';
  const options = (server: BenchServer) => ({
    url: server.base + scenario.path,
    method: scenario.body ? ('POST' as const) : ('GET' as const),
    body: scenario.body ? JSON.stringify(scenario.body) : undefined,
    connections: CLIENTS / servers.length,
    duration: seconds,
    headers,
    ...(scenario.rate ? { overallRate: scenario.rate / servers.length } : {}),
    skipAggregateResult: true,
  });
  const results = await Promise.all(servers.map((server) => autocannon(options(server))));
  return aggregateResult(results, { url: servers[0]!.base, connections: CLIENTS });
}

interface Setup {
  name: string;
  /** Environment of each of its server processes (one entry per process). */
  processes: Record<string, string>[];
}

async function measure(setup: Setup, bill: BenchBill): Promise<string[][]> {
  const servers: BenchServer[] = [];
  const dirs: string[] = [];
  try {
    for (const [index, env] of setup.processes.entries()) {
      const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'shop-bench-process-'));
      if (!env.DATA_DIR) dirs.push(dataDir);
      // One after the other: the first finds the schema current, the second finds the first's claim.
      servers.push(await startBenchServer(PORT + index, { DATA_DIR: dataDir, JWT_SECRET, ...env }));
    }
    const { token } = await signInBench(servers[0]!.base);
    const rows: string[][] = [];
    // BENCH_ONLY=POST measures only the scenarios whose name contains it; several, comma-separated.
    const only = (process.env.BENCH_ONLY ?? '').split(',');
    for (const scenario of scenarios(bill).filter((item) => only.some((word) => item.name.includes(word)))) {
      await load(servers, token, scenario, WARMUP_S);
      const cpuBefore = servers.map((server) => cpuMs(server.pid));
      const result = await load(servers, token, scenario, DURATION_S);
      const cpu = servers.reduce((sum, server, index) => sum + cpuMs(server.pid) - cpuBefore[index]!, 0);
      rows.push([
        setup.name,
        scenario.name,
        String(CLIENTS),
        // The merged result's per-second histogram cannot add the runs' seconds: count over the duration.
        (result.requests.total / DURATION_S).toFixed(0),
        String(result.latency.p50),
        String(result.latency.p99),
        String(result.non2xx + result.errors),
        (cpu / result.requests.total).toFixed(2),
      ]);
      console.log(`  ${setup.name}: ${scenario.name}: ${(result.requests.total / DURATION_S).toFixed(0)}/s, p99 ${result.latency.p99} ms`);
    }
    return rows;
  } finally {
    // Each exited before the next setup's server takes the same port.
    for (const server of servers) await server.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const size = shopOfYears(Number(process.env.SHOP_YEARS ?? 1));
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });

  const sqliteDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const cluster = await startCluster({ durable: true });
  try {
    console.log('SQLite:');
    const sqlite = connectDatabase(path.join(sqliteDir, 'shop.db'));
    const { sampleBill: bill } = await generateInto(sqlite, size);
    await sqlite.destroy();

    console.log('PostgreSQL:');
    const databaseUrl = await ensureDatabase(cluster.url, 'shop');
    const postgres = await connectPostgres(databaseUrl);
    const { sampleBill: postgresBill } = await generateInto(postgres, size);
    await postgres.destroy();

    const rows = [
      ...(await measure({ name: 'SQLite, 1 process', processes: [{ DATA_DIR: sqliteDir }] }, bill)),
      ...(await measure({ name: 'PostgreSQL, 1 process', processes: [{ DATABASE_URL: databaseUrl }] }, postgresBill)),
      ...(await measure({ name: 'PostgreSQL, 2 processes', processes: [{ DATABASE_URL: databaseUrl }, { DATABASE_URL: databaseUrl }] }, postgresBill)),
    ];
    const header = ['engine', 'route', 'clients', 'req/s', 'p50 ms', 'p99 ms', 'failures', 'server CPU ms/request'];
    console.log(`\n${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}, ${JSON.stringify(size)}, ${DURATION_S} s per route after ${WARMUP_S} s of warm-up\n`);
    console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  } finally {
    cluster.stop();
    rmSync(sqliteDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
