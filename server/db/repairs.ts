import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { COLLECTED_STATUS, collectedAt, currentStatus, REPAIR_STATUSES, RETURNED_STATUS, type StatusEntry } from '../../src/domain/repairs';
import { STATUS_CODE_BYTES, statusCodeFromBytes } from '../../src/domain/statusPage';
import { engineOf } from './engineOf';
import { creationStamps, nextUpdatedAt } from './ids';
import { forWrite } from './locks';
import { lockNumbers, nextNumber } from './numbers';
import type { Language } from '../../src/domain/languages';
import type { Database, Repair, RepairIssue, RepairIssueLine } from './schema';

/**
 * A stored repair as the routes use it: its JSON lists parsed, its customer's current fields
 * joined. `statusCode` is null while the owner has the status page turned off, so no answer,
 * paper or message hands out a link that would not open.
 */
export interface RepairRow extends Omit<Repair, 'issues' | 'statusHistory' | 'collectedAt'> {
  issueLines: RepairIssueLine[];
  history: StatusEntry[];
  customerFirstName: string;
  customerLastName: string;
  customerPhoneNumber: string;
  customerWhatsappNumber: string;
  customerNicNumber: string;
  /** The customer's preferred language for the job card and messages (migration 0034), null for none. */
  customerLanguage: Language | null;
}

/** The intake's columns (migration 0023): optional on a write, so a repair written without them keeps the spec's shape. */
type IntakeColumns = 'accessories' | 'otherAccessory' | 'condition';

/** A repair's own fields (everything but the id, the stamps and the joined customer); the intake's and the warranty's are optional (none by default). */
export type RepairFields = Partial<Pick<RepairRow, IntakeColumns | WarrantyColumn>> & Omit<
  RepairRow,
  | IntakeColumns
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'createdByName'
  | 'updatedByName'
  | 'customerFirstName'
  | 'customerLastName'
  | 'customerPhoneNumber'
  | 'customerWhatsappNumber'
  | 'customerNicNumber'
  | 'customerLanguage'
  | 'status'
  | 'number'
  | 'statusCode'
  | WarrantyColumn
>;

type WarrantyColumn = 'imei' | 'warrantyOf' | 'claimStatus';

/** The repair issue catalogue, by name. */
export function listIssues(db: Kysely<Database>): Promise<RepairIssue[]> {
  return db.selectFrom('repair_issues').selectAll().orderBy('name').execute();
}

/** `toChange`: the transaction then edits it from what it read here (its If-Match), see locks.ts `forWrite`. */
export function findIssueById(db: Kysely<Database>, id: string, { toChange = false } = {}): Promise<RepairIssue | undefined> {
  const query = db.selectFrom('repair_issues').selectAll().where('id', '=', id);
  return (toChange ? forWrite(db, query) : query).executeTakeFirst();
}

/** The catalogue issues among `ids` (unknown ids are simply missing from the answer). */
export async function findIssuesByIds(db: Kysely<Database>, ids: readonly string[]): Promise<RepairIssue[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('repair_issues').selectAll().where('id', 'in', ids).execute();
}

/** Sets an issue's cost and price (cents), and its warranty when given; undefined when no such issue exists. */
export function updateIssuePrices(
  db: Kysely<Database>,
  id: string,
  prices: { actualCost: number; customerPrice: number; warrantyDays?: number },
  updatedByName: string,
): Promise<RepairIssue | undefined> {
  return db
    .updateTable('repair_issues')
    .set({ ...prices, updatedByName, updatedAt: nextUpdatedAt(db) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Repairs joined to their customers; every read goes through here, so none costs a query per row. */
function selectRepairs(db: Kysely<Database>) {
  return db
    .selectFrom('repairs')
    .innerJoin('customers', 'customers.id', 'repairs.customerId')
    .selectAll('repairs')
    .select([
      'customers.firstName as customerFirstName',
      'customers.lastName as customerLastName',
      'customers.phoneNumber as customerPhoneNumber',
      'customers.whatsappNumber as customerWhatsappNumber',
      'customers.nicNumber as customerNicNumber',
      'customers.language as customerLanguage',
      // One look at the settings row per query (SQLite runs an uncorrelated subquery once).
      sql<string | null>`case when (select ${sql.ref('statusPageEnabled')} from settings where id = 1) = 1 then ${sql.ref('repairs.statusCode')} end`.as('shownStatusCode'),
    ]);
}

/** What the join adds to a repair's own columns. */
type JoinedRow = Repair &
  Pick<RepairRow, 'customerFirstName' | 'customerLastName' | 'customerPhoneNumber' | 'customerWhatsappNumber' | 'customerNicNumber' | 'customerLanguage'> & {
    shownStatusCode: string | null;
  };

function readRow({ issues, statusHistory, statusCode: _stored, shownStatusCode, collectedAt: _collected, ...rest }: JoinedRow): RepairRow {
  return {
    ...rest,
    statusCode: shownStatusCode,
    issueLines: JSON.parse(issues) as RepairIssueLine[],
    history: JSON.parse(statusHistory) as StatusEntry[],
  };
}

/** The statuses of a repair the shop still works on: neither back from the company nor collected. */
const OPEN_STATUSES = REPAIR_STATUSES.filter((status) => status !== RETURNED_STATUS && status !== COLLECTED_STATUS);

/**
 * The domain's `isOverdue` in SQL at `now` (ISO-8601): still open and past its expected return
 * (instants stored as ISO-8601 UTC compare as text). Read through the index on status, whose
 * open part stays small however many repairs were ever collected. The list's `overdue` switch
 * and the dashboard's count.
 */
export function overdueAt(now: string) {
  const expected = sql.ref('repairs.expectedReturnDate');
  return sql<SqlBool>`(repairs.status in (${sql.join(OPEN_STATUSES)}) and ${expected} is not null and ${expected} < ${now})`;
}

/** The customer's fields a repair shows, by the names the join gives them. */
export type RepairCustomer = Pick<
  RepairRow,
  'customerFirstName' | 'customerLastName' | 'customerPhoneNumber' | 'customerWhatsappNumber' | 'customerNicNumber' | 'customerLanguage'
>;

/**
 * The customers of `customerIds` (every customer with a repair when 'all'), by id, as the
 * join names their fields: for a repair read without the join (a page of the list).
 */
export async function repairCustomers(db: Kysely<Database>, customerIds: readonly string[] | 'all'): Promise<Map<string, RepairCustomer>> {
  if (customerIds !== 'all' && customerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('customers')
    .select([
      'id',
      'firstName as customerFirstName',
      'lastName as customerLastName',
      'phoneNumber as customerPhoneNumber',
      'whatsappNumber as customerWhatsappNumber',
      'nicNumber as customerNicNumber',
      'language as customerLanguage',
    ])
    .where('id', 'in', customerIds === 'all' ? db.selectFrom('repairs').select('customerId') : [...new Set(customerIds)])
    .execute();
  return new Map(rows.map(({ id, ...customer }) => [id, customer]));
}

/** A stored repair with its customer's fields, as a joined read gives it. */
export function joinedRepairRow(row: Repair, customer: RepairCustomer, statusPage: boolean): RepairRow {
  return readRow({ ...row, ...customer, shownStatusCode: statusPage ? row.statusCode : null });
}

const newestFirst = (db: Kysely<Database>) =>
  selectRepairs(db).orderBy('repairs.createdAt', 'desc').orderBy(sql`repairs.rowid`, 'desc');

/** Every repair, newest first (insertion order breaks ties within a millisecond). */
export async function listRepairs(db: Kysely<Database>): Promise<RepairRow[]> {
  return (await newestFirst(db).execute()).map(readRow);
}

/** The same, one row at a time (for the list route: see listCache.ts `streamed`). */
export async function* streamRepairs(db: Kysely<Database>): AsyncGenerator<RepairRow> {
  for await (const row of newestFirst(db).stream(500)) yield readRow(row);
}

/** A customer's repairs, newest first (their repair history, product.md §2). */
export async function listRepairsByCustomer(db: Kysely<Database>, customerId: string): Promise<RepairRow[]> {
  const rows = await selectRepairs(db)
    .where('repairs.customerId', '=', customerId)
    .orderBy('repairs.createdAt', 'desc')
    .orderBy(sql`repairs.rowid`, 'desc')
    .execute();
  return rows.map(readRow);
}

/**
 * `toChange`: the transaction then changes the repair, or takes or removes its payments, from
 * what it read after this (see locks.ts `forWrite`). The repair's row is locked first, in a
 * statement of its own, so the customer's row the read joins stays unlocked, and what the read
 * and the payments read after it see includes what another transaction committed while this
 * one waited.
 */
export async function findRepairById(db: Kysely<Database>, id: string, { toChange = false } = {}): Promise<RepairRow | undefined> {
  if (toChange && engineOf(db) === 'postgres') await forWrite(db, db.selectFrom('repairs').select('id').where('id', '=', id)).execute();
  const row = await selectRepairs(db).where('repairs.id', '=', id).executeTakeFirst();
  return row && readRow(row);
}

/** The repair whose status page code is `code` (see RepairRow: found only while the page is on). */
export async function findRepairByStatusCode(db: Kysely<Database>, code: string): Promise<RepairRow | undefined> {
  const row = await selectRepairs(db).where('repairs.statusCode', '=', code).executeTakeFirst();
  return row && readRow(row);
}

/** A fresh code for a repair's status page (product.md §10): 60 random bits. */
export const newStatusCode = () => statusCodeFromBytes(randomBytes(STATUS_CODE_BYTES));

/**
 * The columns of `fields`, the two lists as JSON. The `status` column is derived here from
 * the history (its last undeleted entry), so it can never disagree with it; it is stored
 * only so lists and filters read it without parsing every history. So is `collectedAt`,
 * which the repairs report's turnaround finds by its index.
 */
function toColumns(fields: Partial<RepairFields>) {
  const { issueLines, history, ...rest } = fields;
  const status = history && currentStatus(history)!;
  return {
    ...rest,
    ...(issueLines && { issues: JSON.stringify(issueLines) }),
    ...(history && { statusHistory: JSON.stringify(history), status, collectedAt: collectedAt({ status, statusHistory: history }) ?? null }),
  };
}

/** Inserts a repair; `now` lets the demo data date it in the past. The stored row, with its customer. */
export async function insertRepair(
  db: Kysely<Database>,
  fields: RepairFields,
  createdByName: string | null,
  now: Date = new Date(),
): Promise<RepairRow> {
  await lockNumbers(db, 'repairs');
  const { id } = await db
    .insertInto('repairs')
    .values({
      ...(toColumns(fields) as Omit<Repair, keyof ReturnType<typeof creationStamps> | 'number' | 'statusCode'>),
      ...creationStamps(createdByName, now),
      number: nextNumber('repairs'),
      statusCode: newStatusCode(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findRepairById(db, id))!;
}

/** Changes some fields and stamps the update; undefined when no such repair exists. */
export async function updateRepair(
  db: Kysely<Database>,
  id: string,
  fields: Partial<RepairFields>,
  updatedByName: string,
): Promise<RepairRow | undefined> {
  const result = await db
    .updateTable('repairs')
    .set({ ...toColumns(fields), updatedByName, updatedAt: nextUpdatedAt(db) })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? findRepairById(db, id) : undefined;
}

/** True when a repair was deleted. */
export async function deleteRepair(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('repairs').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Does this customer have any repair? (They then cannot be deleted.) */
export async function customerHasRepairs(db: Kysely<Database>, customerId: string): Promise<boolean> {
  const row = await db.selectFrom('repairs').select('id').where('customerId', '=', customerId).limit(1).executeTakeFirst();
  return row !== undefined;
}
