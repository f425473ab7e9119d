/**
 * The paid bill's writes answer what they stored without reading it back: the bill's and the
 * tenders' INSERTs return only their numbers, and the rest is built from what was bound.
 * On either engine (the PostgreSQL project runs this file too); the activity entry's numbering
 * on SQLite is activityNumbering.test.ts's.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillLine } from '../../src/domain/bills';
import { testDatabase } from '../test/helpers';
import { billFields, findBillById, insertBill } from './bills';
import { newId } from './ids';
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
    const first = await db.transaction().execute((trx) => insertBill(trx, billFields(customer, [line('Remote')]), { id: null, name: 'Owner' }));
    const second = await db.transaction().execute((trx) => insertBill(trx, billFields(customer, [line('Dish'), line('Cable')]), { id: null, name: null }));
    expect(second.number).toBe(first.number! + 1);
    for (const bill of [first, second]) expect(bill).toEqual(withoutRowid(await findBillById(db, bill.id)));
  });

  it('recordTenders returns its tenders as stored, one number shared and the next one after', async () => {
    const settlement = { tenders: [{ method: 'cash' as const, amount: 15_001 }, { method: 'card' as const, amount: 14_999 }], cashGiven: 20_000, change: 4_999, received: 30_000, credit: 0 };
    const paid = { source: 'bill' as const, sourceId: newId() };
    const party = { type: 'customer' as const, id: customer.id };
    const first = await db.transaction().execute((trx) => recordTenders(trx, settlement, paid, party, { id: null, name: 'Owner' }));
    const second = await db.transaction().execute((trx) => recordTenders(trx, settlement, { source: 'bill', sourceId: newId() }, null, { id: null, name: null }, 'A note'));
    expect(first.map((row) => row.number)).toEqual([first[0].number, first[0].number]);
    expect(second[0].number).toBe(first[0].number + 1);
    for (const answered of [first, second]) {
      const stored = await db.selectFrom('payments').selectAll().where('number', '=', answered[0].number).orderBy('line').execute();
      expect(answered).toEqual(stored.map(withoutRowid));
    }
  });
});
