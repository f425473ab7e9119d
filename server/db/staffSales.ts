import { sql, type Kysely } from 'kysely';
import type { StaffRows } from '../../src/domain/staffSales';
import type { Business } from '../../src/domain/takings';
import type { Database } from './schema';
import { sumOf } from './sums';
import type { Range } from './takings';

const rowsOf = (rows: readonly { id: string | null; name: string | null; count: unknown; amount: unknown }[]): StaffRows =>
  rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count), amount: Number(row.amount) }));

/** Each account's name as it is now (a shop has a handful): the report shows a person by it. */
export async function staffNamesNow(db: Kysely<Database>): Promise<Map<string, string>> {
  const admins = await db.selectFrom('admins').select(['id', 'firstName', 'lastName']).execute();
  return new Map(admins.map((admin) => [admin.id, `${admin.firstName} ${admin.lastName}`]));
}

/**
 * What each person took in the range for each business (cents), grouped in SQL by the account
 * that made each record and the name it was written under (the domain joins an account's
 * names into one line), on the takings' rules (db/takings.ts): the bills made then, less
 * their returns (taken off the bill's maker); recharge sales by sale date; repair payments made
 * then, a payment of several tenders counted once.
 */
export async function staffSalesIn(db: Kysely<Database>, range: Range): Promise<Record<Business, StaffRows>> {
  const bills = await db
    .selectFrom('bills')
    .select(['createdById as id', 'createdByName as name', sql<number>`count(*)`.as('count'), sumOf('totalAmount').as('amount')])
    .where('createdAt', '>=', range.start)
    .where('createdAt', '<', range.end)
    .groupBy(['createdById', 'createdByName'])
    .execute();
  const returned = await db
    .selectFrom('bill_returns')
    .innerJoin('bills', 'bills.id', 'bill_returns.billId')
    .select(['bills.createdById as id', 'bills.createdByName as name', sql<number>`0`.as('count'), sql<number>`0 - coalesce(sum(${sql.ref('bill_returns.amount')}), 0)`.as('amount')])
    .where('bills.createdAt', '>=', range.start)
    .where('bills.createdAt', '<', range.end)
    .groupBy(['bills.createdById', 'bills.createdByName'])
    .execute();
  const recharges = await db
    .selectFrom('recharge_sales')
    .select(['createdById as id', 'createdByName as name', sql<number>`count(*)`.as('count'), sumOf('soldPrice').as('amount')])
    .where('saleDate', '>=', range.start)
    .where('saleDate', '<', range.end)
    .groupBy(['createdById', 'createdByName'])
    .execute();
  const repairs = await db
    .selectFrom('payments')
    .select([
      'createdById as id',
      'createdByName as name',
      sql<number>`coalesce(sum(case when ${sql.ref('line')} = 0 then 1 else 0 end), 0)`.as('count'),
      sumOf('amount').as('amount'),
    ])
    .where('source', '=', 'repair')
    .where('createdAt', '>=', range.start)
    .where('createdAt', '<', range.end)
    .groupBy(['createdById', 'createdByName'])
    .execute();
  return { bills: rowsOf([...bills, ...returned]), recharges: rowsOf(recharges), repairs: rowsOf(repairs) };
}
