import { sql, type Kysely } from 'kysely';
import { engineOf } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The bills' and the activity log's search indexes merge 16 segments at a time (0035), which was
 * also FTS5's "crisis merge" number: once a level holds that many segments, FTS5 merges them all
 * at once inside the write, instead of a little at each write as its automatic merge does. With
 * the two equal, the automatic merge never had room to work, so every level's merges were crisis
 * merges: the event loop stopped inside a group's commit, every few seconds of steady sales, and
 * every bill waiting then waited that long. The crisis number goes to 64, so the automatic merges
 * spread that work over the writes; a level still can never hold more than 64 segments. What the
 * indexes hold is unchanged. (0042 puts it back to FTS5's default.)
 */
const INDEXES = ['bills_search', 'activity_search'] as const;

// The value is written into the statement: FTS5 refuses its configuration as a bound parameter.
const setCrisisMerge = (db: Kysely<any>, index: string, segments: number) =>
  sql`insert into ${sql.table(index)} (${sql.ref(index)}, rank) values ('crisismerge', ${sql.lit(segments)})`.execute(db);

export async function up(db: Kysely<any>): Promise<void> {
  // PostgreSQL's trigram indexes are GIN indexes, which have no segments to merge.
  if (engineOf(db) === 'postgres') return;
  for (const index of INDEXES) await setCrisisMerge(db, index, 64);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return;
  for (const index of INDEXES) await setCrisisMerge(db, index, 16);
}
