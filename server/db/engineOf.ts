import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Which engine a connection talks to, for the few SQL words that differ (docs/postgresql.md):
 * a check of the adapter's class, free on the hot path.
 */
export function engineOf(db: Kysely<any>): 'sqlite' | 'postgres' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
