import type { Kysely, OrderByModifiers } from 'kysely';
import { engineOf } from './engineOf';

/**
 * An ORDER BY direction that places nulls as SQLite does: first going up, last going down
 * (SQLite counts null smaller than any value). PostgreSQL counts it larger, so there it is said;
 * on SQLite the direction alone, as before.
 */
export function sqliteNullOrder(db: Kysely<any>, direction: 'asc' | 'desc'): OrderByModifiers {
  if (engineOf(db) !== 'postgres') return direction;
  return direction === 'asc' ? (order) => order.asc().nullsFirst() : (order) => order.desc().nullsLast();
}
