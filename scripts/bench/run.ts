/**
 * `npm run bench`: builds a large shop in a temporary data directory, starts the server on
 * it as a separate process (so the load generator does not share its event loop), and
 * measures the routes below with autocannon. A script, not a test: it prints numbers.
 */
import autocannon from 'autocannon';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { pagePath, paid, yesterday } from './billRequests';
import type { BenchBill } from './bills';
import { closedLoop } from './closedLoop';
import { cpuMs, rssMb, startLargeShop } from './largeShop';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** Each route is loaded this long first, unrecorded: JIT warm-up and the list's first build. */
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 18_181);

/** What a write scenario's body may refer to: records of the generated shop. */
interface Shop {
  customerId: string;
  /** A bill body whose first product has stock for the whole run. */
  bill: BenchBill;
  /** A repair's status page code (the public page without sign-in). */
  statusCode: string;
  /** A busy product (issue 47): thousands of stock movements. */
  stockProductId: string;
}

interface Scenario {
  name: string;
  path: string;
  connections: number;
  /** Send the list's current ETag, as a console re-reading an unchanged list does. */
  conditional?: boolean;
  /** A big answer: also measured with the llhttp client (closedLoop.ts), which autocannon's body parsing would hide. */
  big?: boolean;
  /** A write: POST this body (built from the generated shop) on every request. */
  post?: (shop: Shop) => object;
  /**
   * Requests a second from all clients together (autocannon's `overallRate`); unset, each client
   * sends its next request as soon as its last is answered, so the server is saturated and p50 is
   * about clients ÷ throughput. A rate under saturation shows the wait of a busy shop, not a queue.
   */
  rate?: number;
  /**
   * A public, rate-limited read (the repair status page): its path from the shop, sent without a
   * token from one address, so once the limit is reached the answers are 429s. Both count as
   * answered; the row says how many of each.
   */
  publicPath?: (shop: Shop) => string;
  /** A read whose path names a record of the generated shop (instead of `path`); its first answer's time is shown. */
  shopPath?: (shop: Shop) => string;
}

/** A page's `total` (how many records its filter matched), or undefined for a whole list. */
function pageTotal(body: Buffer): number | undefined {
  if (body[0] !== 0x7b) return undefined;
  const total = (JSON.parse(body.toString()) as { total?: unknown }).total;
  return typeof total === 'number' ? total : undefined;
}

const SCENARIOS: Scenario[] = [
  { name: 'GET /customers (20,000)', big: true, path: '/api/customers', connections: 10 },
  { name: 'GET /customers, unchanged (If-None-Match)', path: '/api/customers', connections: 10, conditional: true },
  { name: 'GET /agents (2,000)', path: '/api/agents', connections: 10 },
  { name: 'GET /recharge/sales (20,000)', big: true, path: '/api/recharge/sales', connections: 10 },
  { name: 'GET /recharge/sales, unchanged (If-None-Match)', path: '/api/recharge/sales', connections: 10, conditional: true },
  { name: 'GET /bills (50,000)', big: true, path: '/api/bills', connections: 10 },
  { name: 'GET /bills, unchanged (If-None-Match)', path: '/api/bills', connections: 10, conditional: true },
  // Lists served by the page (docs/architecture.md): the answer's size and time follow the page, not the shop's years.
  { name: 'GET /bills, page 1 of 10 rows', path: pagePath({ _page: '1', _perPage: '10' }), connections: 20 },
  { name: 'GET /bills, page 1,000 of 10 rows', path: pagePath({ _page: '1000', _perPage: '10' }), connections: 20 },
  { name: 'GET /bills, a day and a search, page 1', path: pagePath({ _page: '1', _perPage: '10', _filter: JSON.stringify({ createdAt_day: yesterday(), q: 'kasun' }) }), connections: 20 },
  { name: 'GET /bills, a phone number searched, page 1', path: pagePath({ _page: '1', _perPage: '10', _filter: JSON.stringify({ q: '0710004' }) }), connections: 20 },
  // A customer picker's keystroke: 25 customers whose name, phone, NIC or card holds what was typed.
  { name: 'GET /customers, a picker keystroke, page 1 of 25', path: `/api/customers?${new URLSearchParams({ _page: '1', _perPage: '25', _sort: 'createdAt', _order: 'DESC', _filter: JSON.stringify({ q: 'kavitha ban' }) })}`, connections: 20 },
  { name: 'GET /products (2,000)', path: '/api/products', connections: 10 },
  { name: 'GET /repairs (10,000)', big: true, path: '/api/repairs', connections: 10 },
  { name: 'GET /expenses (10,000)', big: true, path: '/api/expenses', connections: 10 },
  { name: 'POST /bills', path: '/api/bills', connections: 20, post: (shop) => shop.bill },
  // The same bill with how it was paid (product.md §10): two tender rows in its transaction.
  { name: 'POST /bills, paid (cash and card)', path: '/api/bills', connections: 20, post: (shop) => paid(shop.bill) },
  // The target (docs/performance.md): ten times a busy shop's bills, p99 within 200 ms.
  { name: 'POST /bills, paid, 50 a second', path: '/api/bills', connections: 20, rate: 50, post: (shop) => paid(shop.bill) },
  { name: 'GET /status/:code (public, 30 a minute, then 429)', path: '', connections: 20, publicPath: (shop) => `/api/status/${shop.statusCode}` },
  // The stock (issue 47): a busy product's stock card (its first page), the reorder list, the stock's value three years ago.
  { name: 'GET /products/:id/movements (a stock card), page 1 of 50', path: '', connections: 10, shopPath: (shop) => `/api/products/${shop.stockProductId}/movements?_page=1&_perPage=50` },
  { name: 'GET /stock/reorder', path: '', connections: 10, shopPath: () => '/api/stock/reorder' },
  { name: 'GET /stock/value, a day three years ago', path: '', connections: 10, shopPath: () => `/api/stock/value?day=${new Date(Date.now() - 3 * 365 * 86_400_000).toISOString().slice(0, 10)}` },
  {
    name: 'POST /recharge/sale',
    path: '/api/recharge/sale',
    connections: 20,
    post: (shop) => ({ rechargeType: 'Dialog', soldValue: 100, soldPrice: 100, soldToType: 'customer', soldToId: shop.customerId }),
  },
];

const kb = (bytes: number) => Math.round(bytes / 1024).toLocaleString('en');

function row(
  scenario: Scenario,
  result: autocannon.Result,
  body: string,
  gzip: string,
  failures: number,
  rss: number,
  native?: { perSecond: number; p50: number; p99: number },
  cpuPerRequest?: number,
): string[] {
  return [
    scenario.name,
    String(scenario.connections),
    result.requests.average.toFixed(1),
    String(result.latency.p50),
    String(result.latency.p99),
    native ? native.perSecond.toFixed(1) : '–',
    native ? String(native.p50) : '–',
    native ? String(native.p99) : '–',
    body,
    gzip,
    String(failures),
    String(rss),
    cpuPerRequest === undefined ? '–' : cpuPerRequest.toFixed(2),
  ];
}

async function main() {
  const shopServer = await startLargeShop(PORT);
  const { sampleBill, stockSample, login, base } = shopServer;
  const server = { pid: shopServer.pid };
  try {
    const { token } = login;
    const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };

    // A page, not the whole list: the server's memory column would otherwise show the whole
    // list's build (100,000 customers on ten years) in every scenario's figure.
    const firstPage = async <T>(path: string) =>
      ((await (await fetch(`${base}${path}?_page=1&_perPage=25`, { headers: { authorization: auth.authorization } })).json()) as { data: T[] }).data;
    const customers = await firstPage<{ _id: string }>('/api/customers');
    const repairs = await firstPage<{ statusCode?: string }>('/api/repairs');
    const shop: Shop = { customerId: customers[0]._id, bill: sampleBill, statusCode: repairs.find((repair) => repair.statusCode)?.statusCode ?? '', stockProductId: stockSample.productId };

    const rows: string[][] = [];
    // BENCH_ONLY=POST measures only the scenarios whose name contains it (e.g. the writes); several, comma-separated.
    const only = (process.env.BENCH_ONLY ?? '').split(',');
    for (const scenario of SCENARIOS.filter((item) => only.some((word) => item.name.includes(word)))) {
      const headers: Record<string, string> = { ...auth };
      if (scenario.post) {
        headers['content-type'] = 'application/json';
        const load = (duration: number) =>
          autocannon({
            url: base + scenario.path,
            method: 'POST',
            body: JSON.stringify(scenario.post!(shop)),
            connections: scenario.connections,
            duration,
            headers,
            ...(scenario.rate ? { overallRate: scenario.rate } : {}),
          });
        await load(WARMUP_S);
        const cpuBefore = cpuMs(server.pid!);
        const result = await load(DURATION_S);
        const cpuPerRequest = (cpuMs(server.pid!) - cpuBefore) / result.requests.total;
        rows.push(row(scenario, result, '–', '–', result.non2xx + result.errors, rssMb(server.pid!), undefined, cpuPerRequest));
        continue;
      }
      if (scenario.publicPath) {
        // No warm-up: it would spend the minute's allowance, and the run is to show it spent and then held.
        const result = await autocannon({ url: base + scenario.publicPath(shop), connections: scenario.connections, duration: DURATION_S });
        const count = (status: string) => result.statusCodeStats?.[status as `${number}`]?.count ?? 0;
        const other = result.requests.total - count('200') - count('429');
        rows.push(row(scenario, result, `${count('200')} × 200`, `${count('429')} × 429`, other + result.errors, rssMb(server.pid!)));
        continue;
      }
      const path = scenario.shopPath?.(shop) ?? scenario.path;
      const started = performance.now();
      const first = await fetch(base + path, { headers: { authorization: auth.authorization } });
      const body = Buffer.from(await first.arrayBuffer());
      // A page's first answer is read from the database; the load after it is served as kept until a write.
      const firstMs = performance.now() - started;
      const total = pageTotal(body);
      if (scenario.conditional) headers['if-none-match'] = first.headers.get('etag') ?? '';
      const load = (duration: number) => autocannon({ url: base + path, connections: scenario.connections, duration, headers });
      await load(WARMUP_S);
      const result = await load(DURATION_S);
      const native = scenario.big
        ? await closedLoop({ origin: base, path, headers, connections: scenario.connections, seconds: DURATION_S })
        : undefined;
      rows.push(
        row(
          scenario,
          result,
          scenario.conditional
            ? '0 (304)'
            : total !== undefined
              ? `${kb(body.length)} KB (${total.toLocaleString('en')} matched; first answer ${firstMs.toFixed(0)} ms)`
              : scenario.shopPath
                ? `${kb(body.length)} KB (first answer ${firstMs.toFixed(0)} ms)`
                : `${kb(body.length)} KB`,
          scenario.conditional ? '0 (304)' : `${kb(gzipSync(body).length)} KB`,
          // A conditional scenario's 304s are its successes.
          result.non2xx - (scenario.conditional ? result.requests.total : 0) + result.errors + (native?.failures ?? 0),
          rssMb(server.pid!),
          native,
        ),
      );
    }
    const header = [
      'route',
      'clients',
      'autocannon req/s',
      'p50 ms',
      'p99 ms',
      'llhttp req/s',
      'p50 ms',
      'p99 ms',
      'body',
      'gzip',
      'failures',
      'server RSS MB',
      'server CPU ms/request',
    ];
    console.log(`\n${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}, ${DURATION_S} s per route after ${WARMUP_S} s of warm-up\n`);
    console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    console.log(`\nserver peak RSS (VmHWM): ${rssMb(server.pid!, 'VmHWM')} MB`);
  } finally {
    shopServer.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
