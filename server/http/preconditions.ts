/**
 * Conditional requests (RFC 9110 §13), in one place for every route.
 *
 * A record's entity tag is its version, `"v-<updatedAt>"` (the tag the console builds with
 * `versionTag`), and every write moves `updatedAt` forward (db/ids.ts `nextUpdatedAt`), a
 * sale's stock decrement included. So:
 * - an answer holding one record carries that tag as `ETag`, and a GET naming it in
 *   `If-None-Match` is answered 304 without a body;
 * - a write of a record (PUT, PATCH, DELETE) with `If-Match` goes ahead only when one of the
 *   listed tags is the record's current tag (or the header is `*`), checked inside the write's
 *   transaction on the record as read there. Otherwise nothing is written and the answer is
 *   409 with the stale-write message the console already shows, whatever the reason: an
 *   older version, a tag of no version this server made, a weak tag (If-Match compares
 *   strongly), or a header that is no list of entity tags. One status for every refusal, 409
 *   rather than 412, because the console's edit dialogs treat a 409 as "someone changed this
 *   meanwhile" and offer to reload. A write without `If-Match` is not checked.
 * A product also has a stock tag, `"stock-<N>"`, which vouches for its stock alone: a refill
 * (a write of the stock only) accepts it in place of the version, so a rename made meanwhile
 * does not block a refill, while an edit of every field needs the version.
 */
import type { FastifyReply, FastifyRequest, RouteOptions, onSendHookHandler, preSerializationHookHandler } from 'fastify';
import type { Said } from '../../src/domain/messages';
import { stockTag } from '../../src/domain/products';
import { versionTag } from '../../src/domain/versions';
import { HttpError } from '../errors';

/** The strong entity tag of a record at version `updatedAt`: `"v-<updatedAt>"`. */
export function recordTag(updatedAt: string): string {
  return versionTag(updatedAt)!;
}

/** One element of an entity-tag list: optional `W/`, then quoted characters other than `"` and controls. */
const ENTITY_TAG = /^\s*((?:W\/)?"[\x21\x23-\x7e\x80-\xff]*")\s*(?:,|$)/;

/**
 * The tags of an `If-Match` / `If-None-Match` value: `'*'`, a list of entity tags as written
 * (`W/` kept), or undefined when the value is not well-formed (a bare word, a missing quote,
 * `*` mixed with tags, nothing but commas).
 */
export function parseTagList(header: string | string[] | undefined): '*' | string[] | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (value.trim() === '*') return '*';
  const tags: string[] = [];
  let rest = value;
  while (rest.trim() !== '') {
    const empty = /^\s*,/.exec(rest); // the list syntax allows empty elements
    if (empty) {
      rest = rest.slice(empty[0].length);
      continue;
    }
    const match = ENTITY_TAG.exec(rest);
    if (!match) return undefined;
    tags.push(match[1]);
    rest = rest.slice(match[0].length);
  }
  return tags.length > 0 ? tags : undefined;
}

/** The record as it is now, inside the write's transaction. */
export interface CurrentRecord {
  updatedAt: string;
}

export interface WriteKind {
  /**
   * The product's stock, when this write changes the stock alone (a refill): its stock tag
   * then satisfies the precondition too.
   */
  stockOnly?: number;
  /**
   * The refusal to give when the header names a stock other than `stock` (a product's edit or
   * refill read a stock that a sale has changed since): says what the stock is now.
   */
  stockChanged?: { stock: number; message: Said };
}

/**
 * Refuses the write (409, nothing written) unless the request's `If-Match` holds for
 * `current`. Call it inside the write's transaction, after the record was found (an unknown
 * id stays a 404) and before anything is written.
 */
export function checkIfMatch(request: FastifyRequest, current: CurrentRecord, kind: WriteKind = {}): void {
  const header = request.headers['if-match'];
  if (header === undefined) return;
  const tags = parseTagList(header);
  if (tags === '*') return;
  const accepted = [recordTag(current.updatedAt)];
  if (kind.stockOnly !== undefined) accepted.push(stockTag(kind.stockOnly));
  if (tags && tags.some((tag) => accepted.includes(tag))) return;
  // A product's dialog names the stock it read; when that is what changed, say the new stock.
  const { stockChanged } = kind;
  if (stockChanged && tags?.some((tag) => /^"stock-\d+"$/.test(tag) && tag !== stockTag(stockChanged.stock))) {
    throw new HttpError(409, stockChanged.message);
  }
  throw new HttpError(409, { key: 'staleWrite' });
}

/** Does an `If-None-Match` value name `etag`? Weak comparison (a `W/` tag matches its strong twin), `*` matches. */
export function noneMatchHolds(header: string | string[] | undefined, etag: string): boolean {
  const tags = parseTagList(header);
  if (tags === undefined) return false;
  return tags === '*' || tags.some((tag) => tag.replace(/^W\//, '') === etag);
}

/** The success statuses whose answer schema is one record (it has `updatedAt`), if any. */
function recordStatuses(route: RouteOptions): string[] {
  const response = (route.schema?.response ?? {}) as Record<string, { properties?: Record<string, unknown> } | undefined>;
  return ['200', '201'].filter((status) => response[status]?.properties?.updatedAt !== undefined);
}

/**
 * Whether a route answers one record that exists after the request, so its answer carries the
 * record's `ETag`: a read, create or write of a record. A DELETE of the record itself answers
 * no tag (nothing is left to name); a DELETE of a part of a record (a repair's status entry)
 * answers the record and does.
 */
export function recordAnswerStatuses(route: RouteOptions): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.includes('HEAD')) return [];
  if (methods.includes('DELETE') && /\/:id$/.test(route.url)) return [];
  return recordStatuses(route);
}

/** Sets the `ETag` of a record answer from the record itself. */
const tagRecord: preSerializationHookHandler<unknown> = (_request, reply, payload, done) => {
  const updatedAt = (payload as { updatedAt?: unknown } | null)?.updatedAt;
  if (reply.statusCode < 300 && typeof updatedAt === 'string') reply.header('etag', recordTag(updatedAt));
  done(null, payload);
};

/** A GET whose `If-None-Match` names the record's current tag: 304, no body. */
const answerNotModified: onSendHookHandler<unknown> = (request, reply: FastifyReply, payload, done) => {
  const etag = reply.getHeader('etag');
  if (request.method === 'GET' && reply.statusCode === 200 && typeof etag === 'string' && noneMatchHolds(request.headers['if-none-match'], etag)) {
    // The compression hook may already have turned the body into a gzip stream: drop it and its headers.
    const stream = payload as { destroy?: () => void } | null;
    if (typeof stream?.destroy === 'function') stream.destroy();
    reply.code(304).removeHeader('content-type').removeHeader('content-length').removeHeader('content-encoding');
    done(null, null);
    return;
  }
  done(null, payload);
};

const asArray = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * An onRoute hook: a route answering one record gets the hook that tags its answer, and a GET
 * route also the one that answers a matching `If-None-Match` with 304. Only those routes: lists
 * carry their own tags (listCache.ts). A write's answer (a bill's 201) is never a 304, so it
 * does not run that hook: a hook on a route costs its every request a pass through Fastify's
 * hook runner.
 */
export function tagRecordAnswers(route: RouteOptions): void {
  if (recordAnswerStatuses(route).length === 0) return;
  route.preSerialization = [...asArray(route.preSerialization), tagRecord];
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.includes('GET')) route.onSend = [...asArray(route.onSend), answerNotModified];
}
