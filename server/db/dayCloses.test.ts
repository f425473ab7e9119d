import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, type Kysely } from 'kysely';
import { connectDatabase, IN_MEMORY } from './connect';
import { closedDayAmong, dayMovements, insertDayClose } from './dayCloses';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import type { Database } from './schema';
import { testDatabase } from '../test/helpers';

let db: Kysely<Database>;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.destroy());

let number = 0;
const payment = (createdAt: string, source: string, method: string, amount: number) => {
  number += 1;
  return { id: `p${number}`, number, line: 0, source, sourceId: null, partyType: null, partyId: null, method, amount, cashGiven: null, change: null, note: null, createdAt, createdByName: null };
};

describe('a day’s movements at the Colombo midnight boundary', () => {
  it('counts a payment at 11:59:59 PM in Colombo on that day and one at midnight on the next', async () => {
    // Colombo is UTC+5:30: 24 Nov 2026 starts at 2026-11-23T18:30:00.000Z.
    await db
      .insertInto('payments')
      .values([
        payment('2026-11-23T18:29:59.999Z', 'bill', 'cash', 100_000),
        payment('2026-11-23T18:30:00.000Z', 'bill', 'cash', 20_000),
        payment('2026-11-24T18:29:59.999Z', 'sale', 'card', 3_000),
        payment('2026-11-24T10:00:00.000Z', 'return', 'cash', -500),
        payment('2026-11-24T18:30:00.000Z', 'bill', 'cash', 400),
      ])
      .execute();
    await db
      .insertInto('cash_movements')
      .values({ id: 'm1', day: '2026-11-24', kind: 'out', amount: 700, reason: 'Tea', createdAt: '2026-11-24T05:00:00.000Z', createdById: null, createdByName: null })
      .execute();
    expect(await dayMovements(db, '2026-11-24')).toEqual({
      received: { bill: { cash: 20_000 }, sale: { card: 3_000 } },
      refunds: { cash: 500 },
      expenses: {},
      payIns: 0,
      payOuts: 700,
    });
    expect((await dayMovements(db, '2026-11-23')).received).toEqual({ bill: { cash: 100_000 } });
    expect((await dayMovements(db, '2026-11-25')).received).toEqual({ bill: { cash: 400 } });
  });
});

describe('a day’s movements by shift', () => {
  it('splits the day at a shift close: each payment and pay-out in the period it was made, the day’s close to midnight', async () => {
    const shift1 = { from: null, to: '2026-11-24T08:00:00.000Z' };
    const rest = { from: '2026-11-24T08:00:00.000Z', to: null };
    expect(await dayMovements(db, '2026-11-24', shift1)).toEqual({ received: { bill: { cash: 20_000 } }, refunds: {}, expenses: {}, payIns: 0, payOuts: 700 });
    expect(await dayMovements(db, '2026-11-24', rest)).toEqual({ received: { sale: { card: 3_000 } }, refunds: { cash: 500 }, expenses: {}, payIns: 0, payOuts: 0 });
  });
});

describe('migration 0025 on a database made before it', () => {
  it('keeps each existing close as its day’s close, shift 1; one standing day’s close a day, one standing close a shift', async () => {
    const old = connectDatabase(IN_MEMORY);
    try {
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0020_closing_hour')).error).toBeUndefined();
      const fields = { openingFloat: 0, expected: 0, counted: 0, difference: 0, floatLeft: 0, count: '{}', movements: '{}', note: null };
      const by = { id: null, name: 'Owner' };
      await old.insertInto('day_closes').values({ id: 'old', day: '2026-11-20', ...fields, closedAt: '2026-11-20T14:00:00.000Z', closedById: null, closedByName: 'Owner', reopenedAt: null, reopenedById: null, reopenedByName: null, reopenReason: null } as never).execute();
      await migrateToLatest(old);

      expect(await old.selectFrom('day_closes').select(['closesDay', 'shift', 'fromAt']).execute()).toEqual([{ closesDay: 1, shift: 1, fromAt: null }]);
      expect((await old.selectFrom('settings').select('closesByShift').executeTakeFirstOrThrow()).closesByShift).toBe(0);
      expect(await closedDayAmong(old, ['2026-11-20'])).toBe('2026-11-20');
      // A shift of a day: it locks nothing; a second standing close of that shift, or a second day's close, cannot be written.
      await insertDayClose(old, { day: '2026-11-21', ...fields, closesDay: 0, shift: 1 }, by);
      expect(await closedDayAmong(old, ['2026-11-21'])).toBeUndefined();
      await expect(insertDayClose(old, { day: '2026-11-21', ...fields, closesDay: 0, shift: 1 }, by)).rejects.toThrow(/UNIQUE/);
      await insertDayClose(old, { day: '2026-11-21', ...fields, closesDay: 1, shift: 2 }, by);
      await expect(insertDayClose(old, { day: '2026-11-21', ...fields, closesDay: 1, shift: 3 }, by)).rejects.toThrow(/UNIQUE/);
      expect(await closedDayAmong(old, ['2026-11-21'])).toBe('2026-11-21');
    } finally {
      await old.destroy();
    }
  });
});
