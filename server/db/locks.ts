import type { Kysely } from 'kysely';
import { engineOf } from './engineOf';

/**
 * A read whose row the transaction then changes from what it read (a balance checked, then
 * moved). SQLite runs one write transaction at a time, so the read is safe as it is (and SQLite
 * has no FOR UPDATE). On PostgreSQL another connection could change the row between the read
 * and the write: `for update` locks it until this transaction ends, and a second writer waits
 * and then reads the first one's result (READ COMMITTED), so no check is made on a stale figure.
 */
export function forWrite<Query extends { forUpdate(): Query }>(db: Kysely<any>, query: Query): Query {
  return engineOf(db) === 'postgres' ? query.forUpdate() : query;
}
