import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { connectDatabase, IN_MEMORY } from './connect';
import { dayMovements } from './dayCloses';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

let db: Kysely<Database>;
beforeAll(async () => {
  db = connectDatabase(IN_MEMORY);
  await migrateToLatest(db);
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
