/**
 * The paid bill's writes answer what they stored without reading it back: the bill's and the
 * tenders' INSERTs return only their numbers, and the rest is built from what was bound; the
 * activity entry is numbered by its own INSERT on SQLite, not rewritten by its trigger.
 * On either engine (the PostgreSQL project runs this file too).
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillLine } from '../../src/domain/bills';
import { testDatabase, testEngine } from '../test/helpers';
import { recordActivity } from './activity';
import { billFields, findBillById, insertBill } from './bills';
import { newId, timestamp } from './ids';
import { recordTenders } from './payments';
import type { Customer, Database } from './schema';

let db: Kysely<Database>;
let customer: Customer;

const line = (name: string): BillLine => ({ productId: newId(), name, quantity: 2, billedPrice: 15_000, buyingPrice: 9_000, sellingPrice: 15_000 });

beforeAll(async () => {
  db = await testDatabase('demo');
  customer = await db.selectFrom('customers').selectAll().orderBy('phoneNumber').limit(1).executeTakeFirstOrThrow();
});
afterAll(() => db.destroy());

/** A stored row without PostgreSQL's `rowid` column (its place in the table), which no answer or entry carries (activity.ts). */
const withoutRowid = <T extends object | undefined>(row: T): T => {
  if (!row) return row;
  const { rowid: _rowid, ...rest } = row as T & { rowid?: unknown };
  return rest as T;
};

describe('a bill\'s writes answer what they stored', () => {
  it('insertBill returns the bill as stored, its number included', async () => {
    const first = await db.transaction().execute((trx) => insertBill(trx, billFields(customer, [line('Remote')]), 'Owner'));
    const second = await db.transaction().execute((trx) => insertBill(trx, billFields(customer, [line('Dish'), line('Cable')]), null));
    expect(second.number).toBe(first.number! + 1);
    for (const bill of [first, second]) expect(bill).toEqual(withoutRowid(await findBillById(db, bill.id)));
  });

  it('recordTenders returns its tenders as stored, one number shared and the next one after', async () => {
    const settlement = { tenders: [{ method: 'cash' as const, amount: 15_001 }, { method: 'card' as const, amount: 14_999 }], cashGiven: 20_000, change: 4_999, received: 30_000, credit: 0 };
    const paid = { source: 'bill' as const, sourceId: newId() };
    const party = { type: 'customer' as const, id: customer.id };
    const first = await db.transaction().execute((trx) => recordTenders(trx, settlement, paid, party, 'Owner'));
    const second = await db.transaction().execute((trx) => recordTenders(trx, settlement, { source: 'bill', sourceId: newId() }, null, null, 'A note'));
    expect(first.map((row) => row.number)).toEqual([first[0].number, first[0].number]);
    expect(second[0].number).toBe(first[0].number + 1);
    for (const answered of [first, second]) {
      const stored = await db.selectFrom('payments').selectAll().where('number', '=', answered[0].number).orderBy('line').execute();
      expect(answered).toEqual(stored.map(withoutRowid));
    }
  });
});

describe.runIf(testEngine() === 'sqlite')('an activity entry on SQLite', () => {
  const totalChanges = async (on: Kysely<Database>) => Number((await sql<{ n: number }>`select total_changes() as n`.execute(on)).rows[0].n);
  const entry = { user: { id: null, name: 'Owner' }, action: 'create' as const, resource: 'bills' as const, recordId: 'x', after: { a: 1 } };

  it('is numbered by its own INSERT: the entry and its search note are its only changes', async () => {
    await db.transaction().execute((trx) => recordActivity(trx, entry));
    const last = Number((await sql<{ n: number }>`select max(seq) as n from activity`.execute(db)).rows[0].n);
    const changes = await db.transaction().execute(async (trx) => {
      const before = await totalChanges(trx);
      await recordActivity(trx, entry);
      await recordActivity(trx, entry);
      // Read before the COMMIT, whose search indexing makes changes of its own.
      return (await totalChanges(trx)) - before;
    });
    // Per entry: its row and its note in search_pending; the insert trigger's numbering UPDATE
    // (a third change, rewriting the whole entry) no longer runs.
    expect(changes).toBe(2 * 2);
    const seqs = (await sql<{ seq: number }>`select seq from activity order by seq desc limit 2`.execute(db)).rows.map((row) => row.seq);
    expect(seqs).toEqual([last + 2, last + 1]);
  });

  it('is still numbered by the trigger when written without a number (a script, an older server)', async () => {
    const last = Number((await sql<{ n: number }>`select max(seq) as n from activity`.execute(db)).rows[0].n);
    await sql`insert into activity (id, at, action, resource) values (${newId()}, ${timestamp()}, 'create', 'bills')`.execute(db);
    expect(Number((await sql<{ n: number }>`select max(seq) as n from activity`.execute(db)).rows[0].n)).toBe(last + 1);
  });
});
