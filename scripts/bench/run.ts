/**
 * `npm run bench`: builds a large shop in a temporary data directory, starts the server on
 * it as a separate process (so the load generator does not share its event loop), and
 * measures the routes below with autocannon. A script, not a test: it prints numbers.
 */
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { connectDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { BENCH_ADMIN, generateShop, LARGE_SHOP } from './generate';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 18_181);
const base = `http://127.0.0.1:${PORT}`;

interface Scenario {
  name: string;
  path: string;
  connections: number;
  /** Send the list's current ETag, as a console re-reading an unchanged list does. */
  conditional?: boolean;
}

const SCENARIOS: Scenario[] = [
  { name: 'GET /customers (20,000)', path: '/api/customers', connections: 10 },
  { name: 'GET /customers, unchanged (If-None-Match)', path: '/api/customers', connections: 10, conditional: true },
  { name: 'GET /agents (2,000)', path: '/api/agents', connections: 10 },
];

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
}

async function waitUntilUp(): Promise<void> {
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

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const started = Date.now();
  const db = connectDatabase(path.join(dataDir, 'shop.db'));
  await migrateToLatest(db);
  await generateShop(db, LARGE_SHOP);
  await db.destroy();
  console.log(`generated ${LARGE_SHOP.customers} customers, ${LARGE_SHOP.agents} agents in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // The server as `npm start` runs it: the bundle from scripts/build-server.mjs.
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const server = spawn(process.execPath, ['dist-server/index.mjs'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilUp();
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };

    const rows: string[][] = [];
    for (const scenario of SCENARIOS) {
      const first = await fetch(base + scenario.path, { headers: { authorization: auth.authorization } });
      const body = Buffer.from(await first.arrayBuffer());
      const headers: Record<string, string> = { ...auth };
      if (scenario.conditional) headers['if-none-match'] = first.headers.get('etag') ?? '';
      const result = await autocannon({ url: base + scenario.path, connections: scenario.connections, duration: DURATION_S, headers });
      rows.push([
        scenario.name,
        String(scenario.connections),
        result.requests.average.toFixed(1),
        String(result.latency.p50),
        String(result.latency.p99),
        scenario.conditional ? '0 (304)' : `${(body.length / 1024).toFixed(0)} KB`,
        scenario.conditional ? '0 (304)' : `${(gzipSync(body).length / 1024).toFixed(0)} KB`,
        String(result.non2xx - (scenario.conditional ? result.requests.total : 0) + result.errors),
        String(rssMb(server.pid!)),
      ]);
    }
    const header = ['route', 'clients', 'req/s', 'p50 ms', 'p99 ms', 'body', 'gzip', 'failures', 'server RSS MB'];
    console.log(`\n${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}, ${DURATION_S} s per route\n`);
    console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
