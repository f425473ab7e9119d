import { sql, type Kysely } from 'kysely';
import { billTotals, type BillLine } from '../../src/domain/bills';
import { anyBelowCost } from '../../src/domain/prices';
import { creationStamps, type Actor } from './ids';
import { lockNumbers, NEXT_NUMBER_SQL } from './numbers';
import { columnList, placeholders, runStatement, statement } from './statements';
import type { Bill, BillsTable, Customer, Database } from './schema';
import { forWrite } from './locks';

/** A bill's fields as stored (everything but the id and stamps). */
export type BillFields = Omit<BillsTable, 'id' | 'createdAt' | 'updatedAt' | 'createdById' | 'createdByName' | 'updatedByName' | 'number'>;

/** The customer fields a bill keeps a copy of (product.md §3: the bill shows them as they were). */
export type BilledCustomer = Pick<
  Customer,
  'id' | 'firstName' | 'lastName' | 'cardNumber' | 'phoneNumber' | 'whatsappNumber' | 'nicNumber' | 'email'
>;

/** A bill as stored: the customer's snapshot, the lines (names and buying prices of the moment), their totals, and whether one sold below cost. */
export function billFields(customer: BilledCustomer, lines: readonly BillLine[]): BillFields {
  return {
    customerId: customer.id,
    customerFirstName: customer.firstName,
    customerLastName: customer.lastName,
    customerCardNumber: customer.cardNumber,
    customerPhoneNumber: customer.phoneNumber,
    customerWhatsappNumber: customer.whatsappNumber,
    customerNicNumber: customer.nicNumber,
    customerEmail: customer.email,
    lines: JSON.stringify(lines),
    ...billTotals(lines),
    belowCost: anyBelowCost(lines) ? 1 : 0,
  };
}

const billsNewestFirst = (db: Kysely<Database>) =>
  db.selectFrom('bills').selectAll().orderBy('createdAt', 'desc').orderBy(sql`rowid`, 'desc');

/** Every bill, newest first. */
export function listBills(db: Kysely<Database>): Promise<Bill[]> {
  return billsNewestFirst(db).execute();
}

/** The same, one row at a time (for the list route: see listCache.ts `streamed`). */
export function streamBills(db: Kysely<Database>): AsyncIterableIterator<Bill> {
  return billsNewestFirst(db).stream(500);
}

/** A customer's bills (purchase history), newest first. */
export function listBillsByCustomer(db: Kysely<Database>, customerId: string): Promise<Bill[]> {
  return db
    .selectFrom('bills')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('createdAt', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .execute();
}

/** `toChange`: the transaction then returns or deletes it, from its returns read after this (see locks.ts `forWrite`). */
export function findBillById(db: Kysely<Database>, id: string, { toChange = false } = {}): Promise<Bill | undefined> {
  const query = db.selectFrom('bills').selectAll().where('id', '=', id);
  return (toChange ? forWrite(db, query) : query).executeTakeFirst();
}

/** A bill's columns as `insertBill` writes them (all but its number). */
const BILL_COLUMNS = [
  'id',
  'customerId',
  'customerFirstName',
  'customerLastName',
  'customerCardNumber',
  'customerPhoneNumber',
  'customerWhatsappNumber',
  'customerNicNumber',
  'customerEmail',
  'lines',
  'totalAmount',
  'profit',
  'belowCost',
  'createdAt',
  'updatedAt',
  'createdByName',
  'updatedByName',
  'createdById',
] as const satisfies readonly (keyof BillsTable)[];

// Every bill is written by this one fixed statement (statements.ts), numbered inside it. Only
// the number comes back: every other column is what was bound, so returning them all only
// made SQLite copy the row into a JavaScript object again (a paid bill's hot path).
const INSERT_BILL = statement(
  `insert into "bills" (${columnList(BILL_COLUMNS)}, "number") values (${placeholders(BILL_COLUMNS.length)}, ${NEXT_NUMBER_SQL('bills')}) returning "number"`,
);

/** Writes a new bill, numbered in its INSERT; the bill as stored. */
export async function insertBill(db: Kysely<Database>, fields: BillFields, by: Actor, now: Date = new Date()): Promise<Bill> {
  const row: Omit<BillsTable, 'number'> = { ...fields, ...creationStamps(by.name, now), createdById: by.id };
  await lockNumbers(db, 'bills');
  const { rows } = await runStatement<Pick<Bill, 'number'>>(db, INSERT_BILL, BILL_COLUMNS.map((column) => row[column]));
  return { ...row, number: rows[0].number };
}

export async function deleteBill(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('bills').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

