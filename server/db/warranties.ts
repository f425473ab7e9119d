import { sql, type Kysely } from 'kysely';
import { COLLECTED_STATUS } from '../../src/domain/repairs';
import type { WarrantySearch } from '../../src/domain/warranty';
import { engineOf } from './engineOf';
import { creationStamps } from './ids';
import { findRepairById, type RepairRow } from './repairs';
import type { Database, RepairIssue } from './schema';

/** A new issue of the catalogue (cents, whole days); the stored row. A second issue of the same name breaks the unique index. */
export async function insertIssue(
  db: Kysely<Database>,
  issue: { name: string; actualCost: number; customerPrice: number; warrantyDays: number },
  createdByName: string,
): Promise<RepairIssue> {
  return db
    .insertInto('repair_issues')
    .values({ ...issue, ...creationStamps(createdByName) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Is the name taken by an issue (case and surrounding spaces aside, as people read names)? Call
 * it in the transaction that then adds the issue. The unique index is on the name as written,
 * so it cannot see another case: on PostgreSQL two adds at once would both find the name free
 * (and one of the same case then break the index, a 500). A transaction-scoped advisory lock on
 * the catalogue's names makes the next add wait until this one commits, then read its row (a new
 * statement, a new snapshot under READ COMMITTED). SQLite runs one write at a time.
 */
export async function issueNameTaken(db: Kysely<Database>, name: string): Promise<boolean> {
  if (engineOf(db) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${'repair_issues.name'}))`.execute(db);
  const row = await db
    .selectFrom('repair_issues')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

/** The most repairs one warranty check answers: a phone number's whole history fits. */
export const WARRANTY_MATCH_LIMIT = 50;

/**
 * The collected repairs (not claims) a warranty search names: by the customer's phone or
 * WhatsApp number, the job number or the device's IMEI / serial; newest first.
 */
export async function findWarrantyMatches(db: Kysely<Database>, search: WarrantySearch): Promise<RepairRow[]> {
  // The customers first (a few rows), so each way of naming a repair below reads an index.
  const customerIds = search.phone
    ? (
        await db
          .selectFrom('customers')
          .select('id')
          .where((eb) => eb.or([eb('phoneNumber', '=', search.phone!), eb('whatsappNumber', '=', search.phone!)]))
          .execute()
      ).map((row) => row.id)
    : [];
  if (customerIds.length === 0 && !search.number && !search.deviceId) return [];
  const ids = await db
    .selectFrom('repairs')
    .select('id')
    .where('status', '=', COLLECTED_STATUS)
    .where('warrantyOf', 'is', null)
    .where((eb) =>
      eb.or([
        ...(customerIds.length ? [eb('customerId', 'in', customerIds)] : []),
        ...(search.number ? [eb('number', '=', search.number)] : []),
        ...(search.deviceId ? [eb('imei', '=', search.deviceId)] : []),
      ]),
    )
    .orderBy('createdAt', 'desc')
    .limit(WARRANTY_MATCH_LIMIT)
    .execute();
  const rows = await Promise.all(ids.map(({ id }) => findRepairById(db, id)));
  return rows.filter((row): row is RepairRow => row !== undefined);
}
