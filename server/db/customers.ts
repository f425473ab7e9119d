import { sql, type Kysely } from 'kysely';
import { creationStamps, timestamp } from './ids';
import type { Customer, CustomerFields, Database } from './schema';

const newestFirst = (db: Kysely<Database>) =>
  db.selectFrom('customers').selectAll().orderBy('createdAt', 'desc').orderBy(sql`rowid`, 'desc');

/** Every customer, newest first (insertion order breaks ties within a millisecond). */
export function listCustomers(db: Kysely<Database>): Promise<Customer[]> {
  return newestFirst(db).execute();
}

/** The same, one row at a time (for the list route: see listCache.ts `streamed`). */
export function streamCustomers(db: Kysely<Database>): AsyncIterableIterator<Customer> {
  return newestFirst(db).stream(500);
}

export function findCustomerById(db: Kysely<Database>, id: string): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The customer using this phone number (unique, spec §3), if any. */
export function findCustomerByPhone(db: Kysely<Database>, phoneNumber: string): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('phoneNumber', '=', phoneNumber).executeTakeFirst();
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

/** Replaces the form fields and stamps the update; undefined when no such customer exists. */
export function updateCustomer(
  db: Kysely<Database>,
  id: string,
  fields: CustomerFields,
  updatedByName: string,
): Promise<Customer | undefined> {
  return db
    .updateTable('customers')
    .set({ ...fields, updatedByName, updatedAt: timestamp() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** True when a customer was deleted. */
export async function deleteCustomer(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('customers').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
