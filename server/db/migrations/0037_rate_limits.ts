import { sql, type Kysely } from 'kysely';
import { engineOf } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The sign-in rate limits' counts on PostgreSQL, where several server processes share one
 * database and each process's memory would let an attacker spread guesses over them
 * (server/rateLimitStore.ts). One row per key (route, address and email) and window:
 * `count` is the attempts in the window that starts at `windowStart` (ms since 1970) and ends at
 * `expiresAt`, after which the row is swept.
 *
 * Unlogged: the counts are worth nothing after a crash (PostgreSQL empties an unlogged table
 * then), and each attempt is then one write without a WAL record. Made in raw SQL, so it gets
 * no `rowid` column: nothing orders it by insertion.
 *
 * Nothing on SQLite: one process, whose memory store holds the counts (routes/auth.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`create unlogged table rate_limits (
    key text collate "C" not null,
    "windowStart" bigint not null,
    "expiresAt" bigint not null,
    count bigint not null,
    primary key (key, "windowStart")
  )`.execute(db);
  await sql`create index rate_limits_expires on rate_limits ("expiresAt")`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`drop table rate_limits`.execute(db);
}
