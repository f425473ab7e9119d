import { sql, type Kysely } from 'kysely';
import { engineOf } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The bills' and the activity log's search indexes merge their segments 16 at a time instead
 * of FTS5's default 4. Every write transaction of the server is a savepoint inside a group
 * commit (groupCommit.ts), and FTS5 writes what a table has pending as a new segment at each
 * savepoint, so every bill adds a small segment to both indexes; merging them four at a time
 * rewrote each entry once per level of a tall tree, which was most of SQLite's work for a paid
 * bill. A search then reads a few more segments per term, no slower at a shop's sizes. What the
 * indexes hold, and so what a search finds, is unchanged. (The group commit is gone; 0042 puts
 * the merge back to FTS5's default.)
 */
const INDEXES = ['bills_search', 'activity_search'] as const;

// The value is written into the statement: FTS5 refuses its configuration as a bound parameter.
const setAutomerge = (db: Kysely<any>, index: string, segments: number) =>
  sql`insert into ${sql.table(index)} (${sql.ref(index)}, rank) values ('automerge', ${sql.lit(segments)})`.execute(db);

export async function up(db: Kysely<any>): Promise<void> {
  // PostgreSQL's trigram indexes are GIN indexes, which have no segments to merge.
  if (engineOf(db) === 'postgres') return;
  for (const index of INDEXES) await setAutomerge(db, index, 16);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return;
  for (const index of INDEXES) await setAutomerge(db, index, 4);
}
