import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdDayForClose, refuseClosedDay } from './dayLock';
import { lockNumbers } from './db/numbers';
import type { Database } from './db/schema';
import type { Kysely } from 'kysely';
import { testDatabase } from './test/helpers';

// What SQLite gets from running one write at a time, PostgreSQL gets from locks: a close and a
// write of its day, or two numberings, never overlap (two connections of the pool here).
let db: Kysely<Database>;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.destroy());

/** A transaction that does `first`, then waits for `release` before it commits. */
function heldTransaction(first: (trx: Kysely<Database>) => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const ready = new Promise<void>((resolve) => (started = resolve));
  const done = db.transaction().execute(async (trx) => {
    await first(trx);
    started();
    await released;
  });
  return { ready, release, done };
}

/** Whether `promise` settles within `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('the day lock on PostgreSQL', () => {
  it('makes a close wait for a write of its day in flight, and a write of another day not', async () => {
    const write = heldTransaction((trx) => refuseClosedDay(trx, '2026-03-05T06:00:00.000Z'));
    await write.ready;
    const close = db.transaction().execute((trx) => holdDayForClose(trx, '2026-03-05'));
    const otherDay = db.transaction().execute((trx) => holdDayForClose(trx, '2026-03-06'));
    expect(await settlesWithin(otherDay, 2_000)).toBe(true);
    expect(await settlesWithin(close, 300)).toBe(false);
    write.release();
    await write.done;
    expect(await settlesWithin(close, 2_000)).toBe(true);
  });

  it('lets writes of one day go on beside each other', async () => {
    const first = heldTransaction((trx) => refuseClosedDay(trx, '2026-03-05T06:00:00.000Z'));
    await first.ready;
    const second = db.transaction().execute((trx) => refuseClosedDay(trx, '2026-03-05T07:00:00.000Z'));
    expect(await settlesWithin(second, 2_000)).toBe(true);
    first.release();
    await first.done;
  });

  it('makes a second numbering of bills wait for the first to commit', async () => {
    const first = heldTransaction((trx) => lockNumbers(trx, 'bills'));
    await first.ready;
    const second = db.transaction().execute((trx) => lockNumbers(trx, 'bills'));
    const repairs = db.transaction().execute((trx) => lockNumbers(trx, 'repairs'));
    expect(await settlesWithin(repairs, 2_000)).toBe(true);
    expect(await settlesWithin(second, 300)).toBe(false);
    first.release();
    await first.done;
    expect(await settlesWithin(second, 2_000)).toBe(true);
  });
});
