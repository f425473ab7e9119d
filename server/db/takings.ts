import { sql, type Kysely, type RawBuilder } from 'kysely';
import { repairProfitShare, type TakingsEntry } from '../../src/domain/takings';
import type { Database } from './schema';
import { sumOf } from './sums';

/** Instants bounding the report: from `start` inclusive to `end` exclusive (ISO-8601 UTC). */
export interface Range {
  start: string;
  end: string;
}

/**
 * The half hour (UTC) an ISO-8601 instant falls in, as an instant: '2026-03-12T18:47:03.120Z'
 * → '2026-03-12T18:30:00.000Z'. Asia/Colombo's midnight has always fallen on a UTC half hour
 * (its offsets since 1906 are whole or half hours), so rows summed per half hour in SQL land
 * on the same shop day as each row would: the domain then reads the day of a few thousand
 * half hours instead of every bill of a long range.
 */
export const halfHourOf = (column: string): RawBuilder<string> =>
  sql<string>`substr(${sql.ref(column)}, 1, 14) || case when substr(${sql.ref(column)}, 15, 2) < '30' then '00' else '30' end || ':00.000Z'`;

/** Bills made in the range, per half hour, net of their returns (which count on the bill's day). */
export async function billEntries(db: Kysely<Database>, range: Range): Promise<TakingsEntry[]> {
  const bills = await db
    .selectFrom('bills')
    .select([
      halfHourOf('createdAt').as('at'),
      sql<number>`count(*)`.as('count'),
      sumOf('totalAmount').as('cents'),
      sumOf('profit').as('profitCents'),
    ])
    .where('createdAt', '>=', range.start)
    .where('createdAt', '<', range.end)
    .groupBy('at')
    .execute();
  const returns = await db
    .selectFrom('bill_returns')
    .innerJoin('bills', 'bills.id', 'bill_returns.billId')
    .select([halfHourOf('bills.createdAt').as('at'), sumOf('bill_returns.amount').as('cents'), sumOf('bill_returns.profit').as('profitCents')])
    .where('bills.createdAt', '>=', range.start)
    .where('bills.createdAt', '<', range.end)
    .groupBy('at')
    .execute();
  return [
    ...bills.map((row) => ({ business: 'bills' as const, at: row.at, count: Number(row.count), cents: Number(row.cents), profitCents: Number(row.profitCents) })),
    ...returns.map((row) => ({ business: 'bills' as const, at: row.at, count: 0, cents: -Number(row.cents), profitCents: -Number(row.profitCents) })),
  ];
}

/** Recharge sales of the range, per half hour of their sale date: what the buyer paid. */
export async function rechargeEntries(db: Kysely<Database>, range: Range): Promise<TakingsEntry[]> {
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
async function repairEntries(db: Kysely<Database>, range: Range): Promise<TakingsEntry[]> {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('repairs', 'repairs.id', 'payments.sourceId')
    .select(['payments.createdAt', 'payments.line', 'payments.amount', 'repairs.finalAmount', 'repairs.profit'])
    .where('payments.source', '=', 'repair')
    .where('payments.createdAt', '>=', range.start)
    .where('payments.createdAt', '<', range.end)
    .execute();
  return rows.map((row) => ({
    business: 'repairs',
    at: row.createdAt,
    count: row.line === 0 ? 1 : 0,
    cents: row.amount,
    profitCents: repairProfitShare(row.profit, row.finalAmount, row.amount),
  }));
}

/** Every business's takings in the range, ready for `breakDownTakings`. */
export async function takingsEntries(db: Kysely<Database>, range: Range): Promise<TakingsEntry[]> {
  return [...(await billEntries(db, range)), ...(await rechargeEntries(db, range)), ...(await repairEntries(db, range))];
}
