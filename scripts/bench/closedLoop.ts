import { Pool } from 'undici';

/**
 * A second load generator for the big list answers: `connections` clients, each sending
 * its next request as soon as its last answer has been read, for `seconds`, over undici's
 * pool (llhttp parses the responses).
 *
 * Why beside autocannon: autocannon parses every response body in JavaScript and tops out
 * near 60 MB/s on this machine, so with multi-megabyte answers it measures itself, not the
 * server (GET /bills: 13 req/s under autocannon while `curl` in 10 parallel loops fetched
 * 190/s, and the server sat two-thirds idle). Small answers and writes are measured by
 * autocannon alone.
 */
export async function closedLoop(options: {
  origin: string;
  path: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<{ perSecond: number; p50: number; p99: number; failures: number }> {
  const pool = new Pool(options.origin, { connections: options.connections, pipelining: 1 });
  const latencies: number[] = [];
  let failures = 0;
  const end = Date.now() + options.seconds * 1000;
  const client = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      try {
        const { statusCode, body } = await pool.request({ path: options.path, method: 'GET', headers: options.headers });
        for await (const _chunk of body) {
          // read to the end, as a browser would
        }
        if (statusCode >= 400) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  await pool.close();
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? NaN);
  return { perSecond: latencies.length / options.seconds, p50: at(0.5), p99: at(0.99), failures };
}
