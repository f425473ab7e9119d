/**
 * Migration 0053 (the reads the owner's reports make through an index): every repair already
 * written gets the `collectedAt` the domain gives its history, and a repair written afterwards
 * gets it from the write path; on the test engine (SQLite, and PostgreSQL in server-pg).
 */
import { Migrator, sql, type Kysely } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { COLLECTED_STATUS, collectedAt, INITIAL_REPAIR_STATUS, type StatusEntry } from '../../src/domain/repairs';
import { testDatabase } from '../test/helpers';
import { migrations } from './migrations';
import { findRepairById, updateRepair } from './repairs';
import type { Database } from './schema';

const MIGRATION = '0053_report_reads';
const names = Object.keys(migrations).sort();
const before = names[names.indexOf(MIGRATION) - 1]!;

let db: Kysely<Database> | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

const entry = (status: string, dateEntered: string, isDeleted = false): StatusEntry => ({ status, note: null, dateEntered, updatedByName: 'Owner', isDeleted });

/** Each repair's stored `collectedAt` beside the domain's answer for its stored history. */
async function storedAndDomain(on: Kysely<Database>) {
  const rows = await on.selectFrom('repairs').select(['id', 'status', 'statusHistory', 'collectedAt']).orderBy('id').execute();
  return rows.map((row) => ({
    stored: { id: row.id, collectedAt: row.collectedAt },
    domain: { id: row.id, collectedAt: collectedAt({ status: row.status, statusHistory: JSON.parse(row.statusHistory) as StatusEntry[] }) ?? null },
  }));
}

it('gives every repair already written the collectedAt of its history, and a repair written later the same from the write path', async () => {
  db = await testDatabase('demo');
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo(before)).error).toBeUndefined();

  // Histories the demo may not hold: collected, a collected entry deleted, collected again; two
  // collected entries, the later one dated earlier (the last entry counts, not the latest date);
  // a collection deleted, so not collected.
  const ids = (await db.selectFrom('repairs').select('id').orderBy('id').limit(3).execute()).map((row) => row.id);
  expect(ids).toHaveLength(3);
  const histories: [string, StatusEntry[]][] = [
    [COLLECTED_STATUS, [entry(INITIAL_REPAIR_STATUS, '2026-01-02T04:00:00.000Z'), entry(COLLECTED_STATUS, '2026-01-05T04:00:00.000Z', true), entry(COLLECTED_STATUS, '2026-01-09T04:00:00.000Z')]],
    [COLLECTED_STATUS, [entry(INITIAL_REPAIR_STATUS, '2026-01-02T04:00:00.000Z'), entry(COLLECTED_STATUS, '2026-01-07T04:00:00.000Z'), entry(COLLECTED_STATUS, '2026-01-06T04:00:00.000Z')]],
    [INITIAL_REPAIR_STATUS, [entry(INITIAL_REPAIR_STATUS, '2026-01-02T04:00:00.000Z'), entry(COLLECTED_STATUS, '2026-01-05T04:00:00.000Z', true)]],
  ];
  for (const [index, [status, history]] of histories.entries()) {
    await sql`update repairs set status = ${status}, "statusHistory" = ${JSON.stringify(history)} where id = ${ids[index]}`.execute(db);
  }

  expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
  const after = await storedAndDomain(db);
  expect(after.map((row) => row.stored)).toEqual(after.map((row) => row.domain));
  const of = (id: string) => after.find((row) => row.stored.id === id)!.stored.collectedAt;
  expect(ids.map(of)).toEqual(['2026-01-09T04:00:00.000Z', '2026-01-06T04:00:00.000Z', null]);
  // The demo's own collected repairs are among them.
  expect(after.filter((row) => row.stored.collectedAt !== null).length).toBeGreaterThan(2);

  // A write of the history sets it, and clears it when the collection is deleted.
  const repair = (await findRepairById(db, ids[2]))!;
  await updateRepair(db, repair.id, { history: [...repair.history, entry(COLLECTED_STATUS, '2026-01-12T04:00:00.000Z')] }, 'Owner');
  expect((await db.selectFrom('repairs').select('collectedAt').where('id', '=', repair.id).executeTakeFirstOrThrow()).collectedAt).toBe('2026-01-12T04:00:00.000Z');
  const collected = (await findRepairById(db, repair.id))!;
  expect(collected).not.toHaveProperty('collectedAt');
  await updateRepair(db, repair.id, { history: collected.history.map((line, index) => (index === collected.history.length - 1 ? { ...line, isDeleted: true } : line)) }, 'Owner');
  expect((await db.selectFrom('repairs').select('collectedAt').where('id', '=', repair.id).executeTakeFirstOrThrow()).collectedAt).toBeNull();

  expect((await migrator.migrateTo(before)).error).toBeUndefined();
  expect((await migrator.migrateTo(MIGRATION)).error).toBeUndefined();
});
