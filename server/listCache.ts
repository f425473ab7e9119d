import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from './db/schema';

const gzipAsync = promisify(gzip);

/** One list answer, ready to send: its JSON, that JSON gzipped, and its ETag. */
interface Answer {
  version: number;
  etag: string;
  plain: Buffer;
  gzipped: Buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    listCache: ListCache;
  }
}

/**
 * Whole-collection answers are large (20,000 customers ≈ 7 MB of JSON) and read far more
 * often than written, so each is built once — queried, serialised by the route's response
 * schema, gzipped and tagged — and reused until the database changes.
 *
 * "Changed" is SQLite's `total_changes()` on the server's one connection: every insert,
 * update and delete moves it, so no write path has to remember to invalidate anything.
 * (A write elsewhere, e.g. by hand in the sqlite shell, is not seen: restart the server.)
 */
export class ListCache {
  private answers = new Map<string, Answer>();
  private building = new Map<string, Promise<Answer>>();

  constructor(private readonly db: Kysely<Database>) {}

  private async version(): Promise<number> {
    const { rows } = await sql<{ changes: number }>`select total_changes() as changes`.execute(this.db);
    return rows[0].changes;
  }

  /** The answer for `key` (route + what the caller may see), rebuilt only after a write. */
  async get(key: string, build: () => Promise<string>): Promise<Answer> {
    const version = await this.version();
    const cached = this.answers.get(key);
    if (cached?.version === version) return cached;
    const pending = this.building.get(key);
    if (pending) return pending;
    // The version is read before building: a write during the build leaves the answer
    // tagged with the older version, so the next request rebuilds it (never the reverse).
    const promise = build()
      .then(async (json) => {
        const plain = Buffer.from(json);
        const answer = { version, plain, gzipped: await gzipAsync(plain), etag: `"${createHash('sha1').update(plain).digest('base64url')}"` };
        this.answers.set(key, answer);
        return answer;
      })
      .finally(() => this.building.delete(key));
    this.building.set(key, promise);
    return promise;
  }
}

export function installListCache(app: FastifyInstance): void {
  app.decorate('listCache', new ListCache(app.db));
}

/**
 * Answers a GET list route from the cache. `view` names what this caller may see (e.g.
 * the role, where staff get fewer fields), so each view is cached apart. The ETag lets
 * @fastify/etag answer 304; a gzip answer is marked so @fastify/compress leaves it alone.
 */
export async function sendList(
  request: FastifyRequest,
  reply: FastifyReply,
  view: string,
  list: () => Promise<unknown[]>,
): Promise<Buffer> {
  const key = `${request.routeOptions.url}|${view}`;
  const answer = await request.server.listCache.get(key, async () => String(reply.serialize(await list())));
  reply.header('etag', answer.etag).header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    reply.header('content-encoding', 'gzip');
    return answer.gzipped;
  }
  return answer.plain;
}
