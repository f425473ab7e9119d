import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { sumOf } from './sums';
import type { Range } from './takings';

/** The recharge sales of the range by provider (cents), by sale date as the takings read them: one grouped read. */
export async function rechargeSalesByProvider(db: Kysely<Database>, range: Range) {
  const rows = await db
    .selectFrom('recharge_sales')
    .select(['rechargeType', sql<number>`count(*)`.as('count'), sumOf('soldValue').as('value'), sumOf('soldPrice').as('amount'), sumOf('profit').as('profit')])
    .where('saleDate', '>=', range.start)
    .where('saleDate', '<', range.end)
    .groupBy('rechargeType')
    .execute();
  return rows.map((row) => ({ rechargeType: row.rechargeType, count: Number(row.count), value: Number(row.value), amount: Number(row.amount), profit: Number(row.profit) }));
}
