import { sql, type Kysely } from 'kysely';
import { WALK_IN_CUSTOMER_ID } from '../../src/domain/walkIn';
import { engineOf } from './engineOf';
import { creationStamps } from './ids';
import type { Customer, CustomerFields, Database } from './schema';

const newestFirst = (db: Kysely<Database>) =>
  db.selectFrom('customers').selectAll().orderBy('createdAt', 'desc').orderBy(sql`rowid`, 'desc');

/** Every registered customer (not the walk-in one), newest first (insertion order breaks ties within a millisecond). */
export function listCustomers(db: Kysely<Database>): Promise<Customer[]> {
  return newestFirst(db).where('id', '!=', WALK_IN_CUSTOMER_ID).execute();
}

/**
 * `toKeep`: the transaction then writes a row that refers to the customer (a repair: a foreign
 * key), so on PostgreSQL the row is read `for key share` until it ends: a delete of the customer
 * waits for it and then finds the repair (409), or this waits for the delete and finds no one
 * (404), instead of the insert breaking the foreign key (500). SQLite runs one write at a time.
 */
export function findCustomerById(db: Kysely<Database>, id: string, { toKeep = false } = {}): Promise<Customer | undefined> {
  const query = db.selectFrom('customers').selectAll().where('id', '=', id);
  return (toKeep && engineOf(db) === 'postgres' ? query.forKeyShare() : query).executeTakeFirst();
}

/**
 * Inserts a customer; a phone number already in use fails with a UNIQUE violation
 * (see isUniqueViolation). `now` lets the demo data date its records in the past.
 */
export function insertCustomer(
  db: Kysely<Database>,
  fields: CustomerFields,
  createdByName: string | null,
  now: Date = new Date(),
): Promise<Customer> {
  return db
    .insertInto('customers')
    .values({ ...fields, ...creationStamps(createdByName, now) })
    .returningAll()
    .executeTakeFirstOrThrow();
}
