import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { engineOf } from './db/engineOf';
import type { Database } from './db/schema';
import { withoutHiddenNames } from './http/byNames';

const gunzipAsync = promisify(gunzip);

/** One list answer, ready to send: its JSON gzipped, its ETag, and what it was built from. */
interface Answer {
  version: number;
  etag: string;
  gzipped: Buffer;
}

/** A list's JSON, in pieces (so no one string holds a whole 20 MB answer). */
export type JsonPieces = Iterable<string> | AsyncIterable<string>;

declare module 'fastify' {
  interface FastifyInstance {
    listCache: ListCache;
  }
}

/**
 * Whole-collection answers are large (megabytes of JSON for a shop's customers) and read far more
 * often than written, so each is built once — queried, serialised by the route's response
 * schema, gzipped and tagged — and reused until the database changes.
 *
 * Only the gzipped bytes are kept (about a tenth of the JSON): every browser asks for gzip,
 * and the rare client that doesn't gets them inflated on the way out. The JSON is gzipped
 * and hashed piece by piece as it is serialised, so building a list never holds the whole
 * text at once either. Both keep the server's memory flat as collections grow.
 *
 * "Changed" is SQLite's `total_changes()` on the server's one connection: every insert,
 * update and delete moves it, so no write path has to remember to invalidate anything.
 * (A write elsewhere, e.g. by hand in the sqlite shell, is not seen: restart the server.)
 * On PostgreSQL several processes write to one database, so the version is the database's
 * own: the `data_version` row that every table's writes move (migration 0036), one row read.
 */
export class ListCache {
  private answers = new Map<string, Answer>();
  private building = new Map<string, Promise<Answer>>();

  private readonly versionQuery;

  constructor(private readonly db: Kysely<Database>) {
    this.versionQuery =
      engineOf(db) === 'postgres' ? sql<{ changes: number }>`select version as changes from data_version` : sql<{ changes: number }>`select total_changes() as changes`;
  }

  private async version(): Promise<number> {
    const { rows } = await this.versionQuery.execute(this.db);
    return rows[0].changes;
  }

  private figures = new Map<string, { version: number; value: Promise<unknown> }>();

  /**
   * A value worked out from the database (a page of a list, or a filter's total and summary
   * figures, for one view), kept until the next write: turning the pages of a filtered list,
   * or several people reading the same page, count and read its rows once. At most
   * FIGURES_KEPT are kept. (An arrow, so it can be passed around unbound.)
   */
  memo = async <T>(key: string, build: () => Promise<T>): Promise<T> => {
    const version = await this.version();
    const kept = this.figures.get(key);
    if (kept?.version === version) return kept.value as Promise<T>;
    if (this.figures.size >= FIGURES_KEPT) this.figures.clear();
    const value = build();
    this.figures.set(key, { version, value });
    value.catch(() => this.figures.delete(key));
    return value;
  };

  /** The answer for `key` (route + what the caller may see), rebuilt only after a write. */
  async get(key: string, build: () => Promise<JsonPieces>): Promise<Answer> {
    const version = await this.version();
    const cached = this.answers.get(key);
    if (cached?.version === version) return cached;
    const pending = this.building.get(key);
    if (pending) return pending;
    // The version is read before building: a write during the build leaves the answer
    // tagged with the older version, so the next request rebuilds it (never the reverse).
    const promise = build()
      .then(async (pieces) => {
        const answer = { version, ...(await gzipAndTag(pieces)) };
        this.answers.set(key, answer);
        return answer;
      })
      .finally(() => this.building.delete(key));
    this.building.set(key, promise);
    return promise;
  }
}

/** How many pages and figures ListCache.memo keeps (a few people's searches of an hour; a page is a few KB). */
const FIGURES_KEPT = 500;

export function installListCache(app: FastifyInstance): void {
  app.decorate('listCache', new ListCache(app.db));
}

/** Gzips and hashes JSON pieces as they come. */
async function gzipAndTag(pieces: JsonPieces): Promise<{ etag: string; gzipped: Buffer }> {
  const hash = createHash('sha1');
  const zipped: Buffer[] = [];
  await pipeline(
    Readable.from(pieces),
    async function* (source: AsyncIterable<string>) {
      for await (const piece of source) {
        hash.update(piece);
        yield piece;
      }
    },
    createGzip(),
    async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) zipped.push(chunk);
    },
  );
  return { etag: `"${hash.digest('base64url')}"`, gzipped: Buffer.concat(zipped) };
}

/** About this many characters go to gzip at a time. */
const PIECE = 64 * 1024;

/** The items of a list: an array, or rows streamed from the database (see `streamed`). */
export type ListItems = Iterable<unknown> | AsyncIterable<unknown>;

/** `[item,item,…]` in pieces of about PIECE characters, each item by `serialize`. */
export async function* jsonArray(items: ListItems, serialize: (item: unknown) => string): AsyncGenerator<string> {
  let piece = '[';
  let first = true;
  for await (const item of items) {
    piece += (first ? '' : ',') + serialize(item);
    first = false;
    if (piece.length >= PIECE) {
      yield piece;
      piece = '';
    }
  }
  yield `${piece}]`;
}

/**
 * The route's serialiser for ONE item of its 200 answer (`arrayOf(item)`), compiled once
 * by Fastify: it drops what the schema does not declare, as whole-answer serialising did.
 */
export function itemSerializer(request: FastifyRequest, reply: FastifyReply): (item: unknown) => string {
  const answer = (request.routeOptions.schema?.response as Record<string, { items?: Record<string, unknown> }> | undefined)?.[200];
  if (!answer?.items) throw new Error(`${request.routeOptions.url}: a list route needs a 200 response schema arrayOf(item)`);
  return reply.compileSerializationSchema(answer.items, '200') as (item: unknown) => string;
}

/**
 * Rows read one at a time from `query.stream()` and shaped by `toRecord`: a list built this
 * way never holds every row at once (20,000 row objects are tens of MB of heap that V8
 * keeps once grown).
 */
export async function* streamed<Row, Out>(rows: AsyncIterable<Row>, toRecord: (row: Row) => Out): AsyncGenerator<Out> {
  for await (const row of rows) yield toRecord(row);
}

/**
 * Does an If-None-Match header name `etag`? It may list several tags, weak (`W/"…"`) or
 * strong, or be `*` (RFC 9110 §13.1.2: weak comparison for GET).
 */
export function matchesTag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag);
}

/**
 * Answers a GET list route from the cache. `view` names what this caller may see (e.g.
 * the role, where staff get fewer fields), so each view is cached apart, as are the
 * by-names a caller may not see (http/byNames.ts). A request naming
 * the current ETag gets a 304 (lists are what a console re-reads; hashing every answer
 * with @fastify/etag cost an eighth of a bill's creation time, so only lists are hashed:
 * an answer of one record is tagged by its version instead, http/preconditions.ts).
 * A gzip answer is marked so @fastify/compress leaves it alone.
 */
export async function sendList(
  request: FastifyRequest,
  reply: FastifyReply,
  view: string,
  list: () => Promise<ListItems>,
): Promise<Buffer | FastifyReply> {
  const hidden = request.hiddenByNames ?? [];
  const key = `${request.routeOptions.url}|${view}|${hidden.join(',')}`;
  const serialize = itemSerializer(request, reply);
  const answer = await request.server.listCache.get(key, async () =>
    jsonArray(await list(), hidden.length ? (item) => serialize(withoutHiddenNames(request, item)) : serialize),
  );
  reply.header('etag', answer.etag).header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (matchesTag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    reply.header('content-encoding', 'gzip');
    return answer.gzipped;
  }
  return gunzipAsync(answer.gzipped);
}
