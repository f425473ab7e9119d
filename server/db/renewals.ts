import { sql, type Kysely, type RawBuilder } from 'kysely';
import { addDays, shopDayStart } from '../../src/domain/dates';
import { RENEWAL_TYPE } from '../../src/domain/renewals';
import { WALK_IN_CUSTOMER_ID } from '../../src/domain/walkIn';
import { engineOf } from './engineOf';
import type { Database } from './schema';

/**
 * The last-sale days a customer's renewal is on the list between (both included), for a
 * customer whose package lasts `days`: one range per package length in use.
 */
export interface LastSaleRange {
  days: number;
  first: string;
  last: string;
}

/** What the renewals list asks of the database: the last-sale days in range, a search, an order and a page. */
export interface RenewalQuery {
  /** The shop's package length, for customers without their own. */
  shopDays: number;
  /** A range for the shop's length and for each customer's own length in use. */
  ranges: readonly LastSaleRange[];
  q?: string;
  /** The customers marked stopped instead (whenever their last sale was), for taking the mark off. */
  stopped?: boolean;
  sort: RenewalSort;
  descending: boolean;
  page?: { number: number; size: number };
}

/** The orders the list offers: the due day (which is the last sale's, moved), the name, the card. */
export const RENEWAL_SORTS = ['dueDay', 'daysLeft', 'lastSaleDay', 'customerName', 'cardNumber'] as const;
export type RenewalSort = (typeof RENEWAL_SORTS)[number];

/** The customer's package length: their own, else the shop's. */
const lengthOf = (shopDays: number) => sql`coalesce(p.days, ${shopDays})`;

/** The instant a renewal falls due (the last sale moved by the package length), for ordering by it. */
const dueAt = (db: Kysely<Database>, shopDays: number): RawBuilder<unknown> =>
  engineOf(db) === 'postgres'
    ? sql`(l."lastSale"::timestamptz + make_interval(days => ${lengthOf(shopDays)}::int))`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', l."lastSale", '+' || ${lengthOf(shopDays)} || ' days')`;

const order = (db: Kysely<Database>, sort: RenewalSort, shopDays: number): RawBuilder<unknown> =>
  ({
    dueDay: dueAt(db, shopDays),
    daysLeft: dueAt(db, shopDays),
    lastSaleDay: sql`l."lastSale"`,
    customerName: sql`lower(c."firstName" || ' ' || c."lastName")`,
    cardNumber: sql`c."cardNumber"`,
  })[sort];

/** A customer on the list, as read: their last DDTV sale's instant (ISO-8601 UTC). */
export interface RenewalRow {
  id: string;
  firstName: string;
  lastName: string;
  cardNumber: string | null;
  phoneNumber: string | null;
  whatsappNumber: string | null;
  language: string | null;
  lastSale: string;
  stopReason: string | null;
  /** The customer's own package length; null: the shop's. */
  ownDays: number | null;
}

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The customers whose last DDTV sale fell in the range for their package length, not marked
 * stopped, that the search finds (never the walk-in customer: anyone's TV sold for cash). Each customer's last sale is the max over the
 * (type, buyer type, buyer, date) index (migration 0052), so a customer renewed since is judged
 * by the renewal alone; one query for the page and one for the count.
 */
export async function renewalRows(db: Kysely<Database>, query: RenewalQuery): Promise<{ rows: RenewalRow[]; total: number }> {
  const inRange = sql.join(
    query.ranges.map(
      (range) => sql`(${lengthOf(query.shopDays)} = ${range.days} and l."lastSale" >= ${shopDayStart(range.first)!} and l."lastSale" < ${shopDayStart(addDays(range.last, 1))!})`,
    ),
    sql` or `,
  );
  const q = query.q?.trim();
  const search = q
    ? sql`and (lower(c."firstName" || ' ' || c."lastName") like ${likePattern(q)} escape '\\' or c."phoneNumber" like ${likePattern(q)} escape '\\'
        or c."whatsappNumber" like ${likePattern(q)} escape '\\' or lower(c."cardNumber") like ${likePattern(q)} escape '\\')`
    : sql``;
  const source = sql`from (select "soldToId" as "customerId", max("saleDate") as "lastSale" from recharge_sales
      where "rechargeType" = ${RENEWAL_TYPE} and "soldToType" = 'customer' and "soldToId" <> ${WALK_IN_CUSTOMER_ID} group by "soldToId") l
    join customers c on c.id = l."customerId"
    left join renewal_lengths p on p."customerId" = c.id
    ${query.stopped ? sql`join` : sql`left join`} renewal_stops s on s."customerId" = c.id
    where ${query.stopped ? sql`1 = 1` : sql`s."customerId" is null and (${inRange})`} ${search}`;
  const direction = query.descending ? sql`desc` : sql`asc`;
  const paging = query.page ? sql`limit ${query.page.size} offset ${(query.page.number - 1) * query.page.size}` : sql``;
  const { rows } = await sql<RenewalRow>`select c.id, c."firstName", c."lastName", c."cardNumber", c."phoneNumber", c."whatsappNumber", c.language, l."lastSale", s.reason as "stopReason", p.days as "ownDays"
    ${source} order by ${order(db, query.sort, query.shopDays)} ${direction}, c.id ${paging}`.execute(db);
  const counted = query.page ? (await sql<{ total: number | string }>`select count(*) as total ${source}`.execute(db)).rows[0]?.total : rows.length;
  return { rows, total: Number(counted ?? 0) };
}

/** Each customer's last DDTV sale's price (cents), from their sales since the earliest of `lastSales`. */
export async function lastAmounts(db: Kysely<Database>, lastSales: ReadonlyMap<string, string>): Promise<Map<string, number>> {
  if (!lastSales.size) return new Map();
  const since = [...lastSales.values()].reduce((a, b) => (a < b ? a : b));
  const sales = await db
    .selectFrom('recharge_sales')
    .select(['soldToId', 'saleDate', 'soldPrice', 'createdAt'])
    .where('rechargeType', '=', RENEWAL_TYPE)
    .where('soldToType', '=', 'customer')
    .where('soldToId', 'in', [...lastSales.keys()])
    .where('saleDate', '>=', since)
    .orderBy('saleDate')
    .orderBy('createdAt')
    .execute();
  const amounts = new Map<string, number>();
  for (const sale of sales) if (sale.saleDate === lastSales.get(sale.soldToId)) amounts.set(sale.soldToId, sale.soldPrice);
  return amounts;
}

/** Each customer's latest reminder since `since` (the page's earliest last sale: one before was for a package renewed since). */
export async function latestReminders(db: Kysely<Database>, customerIds: readonly string[], since: string): Promise<Map<string, { createdAt: string; createdByName: string | null; day: string }>> {
  if (!customerIds.length) return new Map();
  const reminders = await db
    .selectFrom('renewal_reminders')
    .select(['customerId', 'createdAt', 'createdByName', 'day'])
    .where('customerId', 'in', [...customerIds])
    .where('createdAt', '>=', since)
    .orderBy('createdAt')
    .execute();
  return new Map(reminders.map((reminder) => [reminder.customerId, reminder]));
}

/** The package length the owner set (Settings), in days. */
export async function readRenewalDays(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('settings').select('renewalDays').where('id', '=', 1).executeTakeFirst();
  return row?.renewalDays ?? 30;
}

/** The package lengths customers have of their own (a handful: the owner sets them one by one). */
export async function ownLengthsInUse(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('renewal_lengths').select('days').distinct().execute();
  return rows.map((row) => Number(row.days));
}

/**
 * The TV packages sold from `from` up to `before` (instants): each DDTV sale to a customer (not
 * the walk-in), with the customer's own package length (null: the shop's), read through the
 * renewals index (type, buyer type, buyer, date).
 */
export async function packagesSold(db: Kysely<Database>, from: string, before: string): Promise<{ customerId: string; saleAt: string; ownDays: number | null }[]> {
  const rows = await db
    .selectFrom('recharge_sales')
    .leftJoin('renewal_lengths', 'renewal_lengths.customerId', 'recharge_sales.soldToId')
    .select(['recharge_sales.soldToId as customerId', 'recharge_sales.saleDate as saleAt', 'renewal_lengths.days as ownDays'])
    .where('recharge_sales.rechargeType', '=', RENEWAL_TYPE)
    .where('recharge_sales.soldToType', '=', 'customer')
    .where('recharge_sales.soldToId', '<>', WALK_IN_CUSTOMER_ID)
    .where('recharge_sales.saleDate', '>=', from)
    .where('recharge_sales.saleDate', '<', before)
    .execute();
  return rows.map((row) => ({ customerId: row.customerId, saleAt: row.saleAt, ownDays: row.ownDays === null ? null : Number(row.ownDays) }));
}

/** Each of these customers' latest DDTV sale (an instant). */
export async function lastPackageSales(db: Kysely<Database>, customerIds: readonly string[]): Promise<Map<string, string>> {
  if (!customerIds.length) return new Map();
  const rows = await db
    .selectFrom('recharge_sales')
    .select(['soldToId', sql<string>`max(${sql.ref('saleDate')})`.as('lastSale')])
    .where('rechargeType', '=', RENEWAL_TYPE)
    .where('soldToType', '=', 'customer')
    .where('soldToId', 'in', [...new Set(customerIds)])
    .groupBy('soldToId')
    .execute();
  return new Map(rows.map((row) => [row.soldToId, row.lastSale]));
}
