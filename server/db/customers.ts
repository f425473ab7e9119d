import { sql, type Kysely } from 'kysely';
import { WALK_IN_CUSTOMER_ID } from '../../src/domain/walkIn';
import { creationStamps } from './ids';
import type { Customer, CustomerFields, Database } from './schema';

const newestFirst = (db: Kysely<Database>) =>
  db.selectFrom('customers').selectAll().orderBy('createdAt', 'desc').orderBy(sql`rowid`, 'desc');

/** Every registered customer (not the walk-in one), newest first (insertion order breaks ties within a millisecond). */
export function listCustomers(db: Kysely<Database>): Promise<Customer[]> {
  return newestFirst(db).where('id', '!=', WALK_IN_CUSTOMER_ID).execute();
}

export function findCustomerById(db: Kysely<Database>, id: string): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
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
