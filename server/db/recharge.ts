import { sql, type Kysely } from 'kysely';
import { toSaleRecord, type SaleRecord } from '../schemas/recharge';
import { creationStamps, nextUpdatedAt, type Actor } from './ids';
import type { Database, RechargeSale, RechargeSalesTable, RechargeTopUp } from './schema';
import { forWrite } from './locks';

/** A top-up's fields as stored: amounts in cents, the date as an ISO instant. */
export interface TopUpFields {
  rechargeType: string;
  topUpValue: number;
  topUpCost: number;
  topUpDate: string;
}

/** A sale's fields as stored (everything but the id and stamps). */
export type SaleFields = Omit<RechargeSalesTable, 'id' | 'createdAt' | 'updatedAt' | 'createdById' | 'createdByName' | 'updatedByName' | 'searchKey'>;

/** Every top-up, newest first. */
export function listTopUps(db: Kysely<Database>): Promise<RechargeTopUp[]> {
  return db.selectFrom('recharge_topups').selectAll().orderBy('createdAt', 'desc').orderBy(sql`rowid`, 'desc').execute();
}

/**
 * `toChange`: the transaction then edits or deletes it, checking the provider's balance without
 * the value read here (see locks.ts `forWrite`): an edit committing in between would otherwise
 * be checked against its old value, and the balance could go below zero.
 */
export function findTopUpById(db: Kysely<Database>, id: string, { toChange = false } = {}): Promise<RechargeTopUp | undefined> {
  const query = db.selectFrom('recharge_topups').selectAll().where('id', '=', id);
  return (toChange ? forWrite(db, query) : query).executeTakeFirst();
}

export function insertTopUp(
  db: Kysely<Database>,
  fields: TopUpFields,
  createdByName: string | null,
  now: Date = new Date(),
): Promise<RechargeTopUp> {
  return db
    .insertInto('recharge_topups')
    .values({ ...fields, ...creationStamps(createdByName, now) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateTopUp(
  db: Kysely<Database>,
  id: string,
  fields: TopUpFields,
  updatedByName: string,
): Promise<RechargeTopUp | undefined> {
  return db
    .updateTable('recharge_topups')
    .set({ ...fields, updatedByName, updatedAt: nextUpdatedAt(db) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteTopUp(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('recharge_topups').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Σ value and Σ cost bought, Σ value sold and Σ the owner's float adjustments of one provider, in cents. */
export interface ProviderTotals {
  bought: number;
  cost: number;
  sold: number;
  adjusted: number;
}

/**
 * Read from the running totals (migrations 0008 and 0018 keep them by triggers): one row, not a
 * sum over every sale. `toChange`: the transaction then writes what moves them, checked against
 * the balance read here (see locks.ts `forWrite`).
 */
export async function providerTotals(db: Kysely<Database>, rechargeType: string, { toChange = false } = {}): Promise<ProviderTotals> {
  const query = db.selectFrom('recharge_totals').select(['bought', 'cost', 'sold', 'adjusted']).where('rechargeType', '=', rechargeType);
  const row = await (toChange ? forWrite(db, query) : query).executeTakeFirst();
  return { bought: row?.bought ?? 0, cost: row?.cost ?? 0, sold: row?.sold ?? 0, adjusted: row?.adjusted ?? 0 };
}

/** A provider's balance, in cents: Σ bought − Σ sold + Σ adjusted. */
export const balanceOf = (totals: ProviderTotals): number => totals.bought - totals.sold + totals.adjusted;

/** Σ top-up value, Σ sold value and Σ adjusted per provider, in cents (providers with none are absent). */
export async function valueTotalsByType(
  db: Kysely<Database>,
): Promise<{ bought: Record<string, number>; sold: Record<string, number>; adjusted: Record<string, number> }> {
  const rows = await db.selectFrom('recharge_totals').selectAll().execute();
  return {
    bought: Object.fromEntries(rows.map((row) => [row.rechargeType, row.bought])),
    sold: Object.fromEntries(rows.map((row) => [row.rechargeType, row.sold])),
    adjusted: Object.fromEntries(rows.map((row) => [row.rechargeType, row.adjusted])),
  };
}

const salesNewestFirst = (db: Kysely<Database>) =>
  db.selectFrom('recharge_sales').selectAll().orderBy('createdAt', 'desc').orderBy(sql`rowid`, 'desc');

/** Every sale, newest first. */
export function listSales(db: Kysely<Database>): Promise<RechargeSale[]> {
  return salesNewestFirst(db).execute();
}

/** The same, one row at a time (for the list route: see listCache.ts `streamed`). */
export function streamSales(db: Kysely<Database>): AsyncIterableIterator<RechargeSale> {
  return salesNewestFirst(db).stream(500);
}

/** One sale by id; undefined for an unknown one. */
export function findSaleById(db: Kysely<Database>, id: string): Promise<RechargeSale | undefined> {
  return db.selectFrom('recharge_sales').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertSale(
  db: Kysely<Database>,
  fields: SaleFields,
  by: Actor,
  now: Date = new Date(),
): Promise<RechargeSale> {
  return db
    .insertInto('recharge_sales')
    .values({ ...fields, ...creationStamps(by.name, now), createdById: by.id })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A customer's recharge history (product.md §2, GET /recharge/sales/customer/:id): the sales
 * sold to that customer, newest first, as API records WITH unitCost and profit (the
 * history is for super admins, `customers` / `history`). [] for an unknown id.
 */
export async function listSalesByCustomer(db: Kysely<Database>, customerId: string): Promise<SaleRecord[]> {
  const rows = await db
    .selectFrom('recharge_sales')
    .selectAll()
    .where('soldToType', '=', 'customer')
    .where('soldToId', '=', customerId)
    .orderBy('createdAt', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .execute();
  return rows.map((row) => toSaleRecord(row, true));
}
