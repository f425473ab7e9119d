/**
 * On SQLite an activity entry is numbered (`seq`, its search index's key) by its own INSERT, not
 * rewritten by the insert trigger; the trigger still numbers an entry written without one.
 * SQLite's alone: PostgreSQL numbers entries from a sequence (the server-pg project leaves this
 * file out).
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../test/helpers';
import { recordActivity } from './activity';
import { newId, timestamp } from './ids';
import type { Database } from './schema';

let db: Kysely<Database>;

beforeAll(async () => {
  db = await testDatabase('demo');
});
afterAll(() => db.destroy());

/** The highest entry number so far. */
const lastSeq = async () => Number((await sql<{ n: number }>`select max(seq) as n from activity`.execute(db)).rows[0].n);

describe('an activity entry on SQLite', () => {
  const totalChanges = async (on: Kysely<Database>) => Number((await sql<{ n: number }>`select total_changes() as n`.execute(on)).rows[0].n);
  const entry = { user: { id: null, name: 'Owner' }, action: 'create' as const, resource: 'bills' as const, recordId: 'x', after: { a: 1 } };

  /** The changes `write` makes in a transaction of its own (read inside it: only its own statements' changes). */
  const changesOf = (write: (trx: Kysely<Database>) => Promise<unknown>) =>
    db.transaction().execute(async (trx) => {
      const before = await totalChanges(trx);
      await write(trx);
      return (await totalChanges(trx)) - before;
    });

  it('is numbered by its own INSERT: the trigger does not rewrite it with a number', async () => {
    const last = await lastSeq();
    const byServer = await changesOf((trx) => recordActivity(trx, entry));
    // The same entry written without a number: the insert trigger's numbering UPDATE is one more change.
    const byTrigger = await changesOf((trx) =>
      sql`insert into activity (id, at, userId, userName, action, resource, recordId, "before", "after") values (${newId()}, ${timestamp()}, null, 'Owner', 'create', 'bills', 'x', null, '{"a":1}')`.execute(trx),
    );
    expect(byTrigger - byServer).toBe(1);
    const seqs = (await sql<{ seq: number }>`select seq from activity order by seq desc limit 2`.execute(db)).rows.map((row) => row.seq);
    expect(seqs).toEqual([last + 2, last + 1]);
  });

  it('is still numbered by the trigger when written without a number (a script, an older server)', async () => {
    const last = await lastSeq();
    await sql`insert into activity (id, at, action, resource) values (${newId()}, ${timestamp()}, 'create', 'bills')`.execute(db);
    expect(await lastSeq()).toBe(last + 1);
  });
});
