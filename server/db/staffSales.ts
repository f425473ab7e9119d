import { sql, type Kysely } from 'kysely';
import type { StaffRows } from '../../src/domain/staffSales';
import type { Business } from '../../src/domain/takings';
import type { Database } from './schema';
import { sumOf } from './sums';
import type { Range } from './takings';

const rowsOf = (rows: readonly { name: string | null; count: unknown; amount: unknown }[]): StaffRows =>
  rows.map((row) => ({ name: row.name, count: Number(row.count), amount: Number(row.amount) }));

/**
 * What each person took in the range for each business (cents), grouped in SQL by the name each
 * record was written under, on the takings' rules (db/takings.ts): the bills made then, less
 * their returns (taken off the bill's maker); recharge sales by sale date; repair payments made
 * then, a payment of several tenders counted once.
 */
export async function staffSalesIn(db: Kysely<Database>, range: Range): Promise<Record<Business, StaffRows>> {
  const bills = await db
    .selectFrom('bills')
    .select(['createdByName as name', sql<number>`count(*)`.as('count'), sumOf('totalAmount').as('amount')])
    .where('createdAt', '>=', range.start)
    .where('createdAt', '<', range.end)
    .groupBy('createdByName')
    .execute();
  const returned = await db
    .selectFrom('bill_returns')
    .innerJoin('bills', 'bills.id', 'bill_returns.billId')
    .select(['bills.createdByName as name', sql<number>`0`.as('count'), sql<number>`0 - coalesce(sum(${sql.ref('bill_returns.amount')}), 0)`.as('amount')])
    .where('bills.createdAt', '>=', range.start)
    .where('bills.createdAt', '<', range.end)
    .groupBy('bills.createdByName')
    .execute();
  const recharges = await db
    .selectFrom('recharge_sales')
    .select(['createdByName as name', sql<number>`count(*)`.as('count'), sumOf('soldPrice').as('amount')])
    .where('saleDate', '>=', range.start)
    .where('saleDate', '<', range.end)
    .groupBy('createdByName')
    .execute();
  const repairs = await db
    .selectFrom('payments')
    .select([
      'createdByName as name',
      sql<number>`coalesce(sum(case when ${sql.ref('line')} = 0 then 1 else 0 end), 0)`.as('count'),
      sumOf('amount').as('amount'),
    ])
    .where('source', '=', 'repair')
    .where('createdAt', '>=', range.start)
    .where('createdAt', '<', range.end)
    .groupBy('createdByName')
    .execute();
  return { bills: rowsOf([...bills, ...returned]), recharges: rowsOf(recharges), repairs: rowsOf(repairs) };
}
