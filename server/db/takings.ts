import { sql, type Kysely, type RawBuilder } from 'kysely';
import { repairProfitShare, type TakingsEntry } from '../../src/domain/takings';
import type { Database } from './schema';
import { sumOf } from './sums';

/** Instants bounding the report: from `start` inclusive to `end` exclusive (ISO-8601 UTC). */
export interface Range {
  start: string;
  end: string;
}

/** A range that may be open at either end (a report over all time). */
type OpenRange = Partial<Range>;

/**
 * The half hour (UTC) an ISO-8601 instant falls in, as an instant: '2026-03-12T18:47:03.120Z'
 * → '2026-03-12T18:30:00.000Z'. Asia/Colombo's midnight has always fallen on a UTC half hour
 * (its offsets since 1906 are whole or half hours), so rows summed per half hour in SQL land
 * on the same shop day as each row would: the domain then reads the day of a few thousand
 * half hours instead of every bill of a long range.
 */
export const halfHourOf = (column: string): RawBuilder<string> =>
  sql<string>`substr(${sql.ref(column)}, 1, 14) || case when substr(${sql.ref(column)}, 15, 2) < '30' then '00' else '30' end || ':00.000Z'`;

/**
 * The returns of the bills made in the range, per half hour of the bill (a return counts on its
 * bill's day): the range's bills walked by `bills_created_at`, which holds their ids (0055),
 * each one's returns found by `bill_returns_bill`.
 */
export function returnsOfBillsQuery(db: Kysely<Database>, range: OpenRange) {
  let returned = db
    .selectFrom('bill_returns')
    .innerJoin('bills', 'bills.id', 'bill_returns.billId')
    .select([halfHourOf('bills.createdAt').as('at'), sumOf('bill_returns.amount').as('cents'), sumOf('bill_returns.profit').as('profitCents')])
    .groupBy('at');
  if (range.start) returned = returned.where('bills.createdAt', '>=', range.start);
  if (range.end) returned = returned.where('bills.createdAt', '<', range.end);
  return returned;
}

/** Bills made in the range, per half hour, net of their returns (which count on the bill's day). */
async function billEntries(db: Kysely<Database>, range: OpenRange): Promise<TakingsEntry[]> {
  let bills = db
    .selectFrom('bills')
    .select([
      halfHourOf('createdAt').as('at'),
      sql<number>`count(*)`.as('count'),
      sumOf('totalAmount').as('cents'),
      sumOf('profit').as('profitCents'),
    ])
    .groupBy('at');
  if (range.start) bills = bills.where('createdAt', '>=', range.start);
  if (range.end) bills = bills.where('createdAt', '<', range.end);
  const [sold, returns] = [await bills.execute(), await returnsOfBillsQuery(db, range).execute()];
  return [
    ...sold.map((row) => ({ business: 'bills' as const, at: row.at, count: Number(row.count), cents: Number(row.cents), profitCents: Number(row.profitCents) })),
    ...returns.map((row) => ({ business: 'bills' as const, at: row.at, count: 0, cents: -Number(row.cents), profitCents: -Number(row.profitCents) })),
  ];
}

/** Recharge sales of the range, per half hour of their sale date: what the buyer paid. */
async function rechargeEntries(db: Kysely<Database>, range: Range): Promise<TakingsEntry[]> {
  const rows = await db
    .selectFrom('recharge_sales')
    .select([
      halfHourOf('saleDate').as('at'),
      sql<number>`count(*)`.as('count'),
      sumOf('soldPrice').as('cents'),
      sumOf('profit').as('profitCents'),
    ])
    .where('saleDate', '>=', range.start)
    .where('saleDate', '<', range.end)
    .groupBy('at')
    .execute();
  return rows.map((row) => ({ business: 'recharges', at: row.at, count: Number(row.count), cents: Number(row.cents), profitCents: Number(row.profitCents) }));
}

/**
 * Repair payments made in the range (advances and balances paid on collection, product.md
 * §10), each on its own instant. A payment of several tenders counts once (its first line);
 * a Credit tender counts, as a credit bill does, the repair being settled by it. Each
 * payment brings its share of the repair's profit.
 */
async function repairPayments(db: Kysely<Database>, range: Range): Promise<(TakingsEntry & { repairId: string })[]> {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('repairs', 'repairs.id', 'payments.sourceId')
    .select(['repairs.id as repairId', 'payments.createdAt', 'payments.line', 'payments.amount', 'repairs.finalAmount', 'repairs.profit'])
    .where('payments.source', '=', 'repair')
    .where('payments.createdAt', '>=', range.start)
    .where('payments.createdAt', '<', range.end)
    .execute();
  return rows.map((row) => ({
    business: 'repairs',
    repairId: row.repairId,
    at: row.createdAt,
    count: row.line === 0 ? 1 : 0,
    cents: row.amount,
    profitCents: repairProfitShare(row.profit, row.finalAmount, row.amount),
  }));
}

/**
 * What the repairs paid in the range brought (the repair revenue report): how many repairs were
 * paid something, and the sum of the same entries the takings count, so both reports agree.
 */
export async function repairTakingsIn(db: Kysely<Database>, range: Range): Promise<{ count: number; cents: number; profitCents: number }> {
  const payments = await repairPayments(db, range);
  return {
    count: new Set(payments.map((payment) => payment.repairId)).size,
    cents: payments.reduce((sum, payment) => sum + payment.cents, 0),
    profitCents: payments.reduce((sum, payment) => sum + payment.profitCents, 0),
  };
}

/** The bills' part of the takings over the whole range (the bill revenue report): the same entries, summed. */
export async function billTakingsIn(db: Kysely<Database>, range: OpenRange): Promise<{ count: number; cents: number; profitCents: number }> {
  const entries = await billEntries(db, range);
  return {
    count: entries.reduce((sum, entry) => sum + entry.count, 0),
    cents: entries.reduce((sum, entry) => sum + entry.cents, 0),
    profitCents: entries.reduce((sum, entry) => sum + entry.profitCents, 0),
  };
}

/**
 * Every business's takings in the range, ready for `breakDownTakings`: the one computation of
 * what the shop took and its profit, which the revenue reports' breakdown and the dashboard read.
 */
export async function takingsEntries(db: Kysely<Database>, range: Range): Promise<TakingsEntry[]> {
  const repairs = (await repairPayments(db, range)).map(({ repairId: _repairId, ...entry }) => entry);
  return [...(await billEntries(db, range)), ...(await rechargeEntries(db, range)), ...repairs];
}
