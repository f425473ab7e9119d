import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { engineOf } from './engineOf';

/**
 * A new record id shaped like a MongoDB ObjectId (24 lowercase hex characters: 8 of
 * seconds since 1970, then 16 random), because the shop's own backend uses ObjectIds and
 * the console treats `_id` as such a string.
 */
export function newId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomHex16();
}

/**
 * 16 random hex characters, cut from a pool of random bytes refilled 4 KB at a time: a
 * call into the system's random source per id cost 3% of a bill's creation under load.
 */
let pool = Buffer.alloc(0);
let used = 0;
function randomHex16(): string {
  if (used + 8 > pool.length) {
    pool = randomBytes(4096);
    used = 0;
  }
  used += 8;
  return pool.toString('hex', used - 8, used);
}

/** The current time as stored in every `createdAt` / `updatedAt` column. */
export function timestamp(now: Date = new Date()): string {
  return now.toISOString();
}

/**
 * The `updatedAt` an UPDATE sets: now, or one millisecond after the stored value when that is
 * not earlier (two writes in one millisecond, or a clock set back). `updatedAt` is the record's
 * version (its entity tag, `"v-<updatedAt>"`), so every write must move it, or a write made from
 * the version before would still match. Times are ISO strings of one width: text order is time order.
 */
export function nextUpdatedAt(db: Kysely<any>, now: Date = new Date()): RawBuilder<string> {
  return sql<string>`${sql.raw(NEXT_STAMP[engineOf(db)].before)}${timestamp(now)}${sql.raw(NEXT_STAMP[engineOf(db)].after('"updatedAt"'))}`;
}

/**
 * The same as SQL text around the placeholder of now, for a statement written out in full
 * (statements.ts), of the stored stamp `column`. PostgreSQL has no strftime: the stamp is read
 * as a time, a millisecond added, and written back in the same ISO-8601 shape in UTC.
 */
export const NEXT_STAMP = {
  sqlite: { before: 'max(', after: (column: string) => `, strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, '+0.001 seconds'))` },
  postgres: {
    before: 'greatest(',
    after: (column: string) => `, to_char((${column}::timestamptz + interval '1 millisecond') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
  },
} as const;

/** The id and stamps of a record created now by `createdByName` (not yet edited). */
/** Who did it: the signed-in user's id and full name, kept as they were. */
export interface Actor {
  id: string | null;
  name: string | null;
}

export function creationStamps(createdByName: string | null, now: Date = new Date()) {
  const at = timestamp(now);
  return { id: newId(now), createdAt: at, updatedAt: at, createdByName, updatedByName: null };
}
