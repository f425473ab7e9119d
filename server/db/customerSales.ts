import { sql, type Kysely } from 'kysely';
import type { CustomerSpend } from '../../src/domain/customerSales';
import type { Database } from './schema';
import { sumOf } from './sums';
import type { Range } from './takings';

/**
 * Each customer's bills made in the range (cents), net of those bills' returns, as the takings
 * count bills (db/takings.ts), with whether their first bill ever was made in it: three grouped
 * reads, the last only over the customers of the range. A customer goes by their name now (a
 * bill keeps the name it was made out to); one since deleted, by the name on their bills.
 */
export async function customerSpendIn(db: Kysely<Database>, range: Range): Promise<CustomerSpend[]> {
  const bills = await db
    .selectFrom('bills')
    .select([
      'customerId',
      sql<string>`max(${sql.ref('customerFirstName')} || ' ' || ${sql.ref('customerLastName')})`.as('name'),
      sql<number>`count(*)`.as('bills'),
      sumOf('totalAmount').as('amount'),
    ])
    .where('createdAt', '>=', range.start)
    .where('createdAt', '<', range.end)
    .groupBy('customerId')
    .execute();
  if (bills.length === 0) return [];
  const returned = await db
    .selectFrom('bill_returns')
    .innerJoin('bills', 'bills.id', 'bill_returns.billId')
    .select(['bills.customerId', sumOf('bill_returns.amount').as('amount')])
    .where('bills.createdAt', '>=', range.start)
    .where('bills.createdAt', '<', range.end)
    .groupBy('bills.customerId')
    .execute();
  const before = await db
    .selectFrom('bills')
    .select('customerId')
    .where('createdAt', '<', range.start)
    .where('customerId', 'in', bills.map((row) => row.customerId))
    .groupBy('customerId')
    .execute();
  const current = await db
    .selectFrom('customers')
    .select(['id', 'firstName', 'lastName'])
    .where('id', 'in', bills.map((row) => row.customerId))
    .execute();
  const namesNow = new Map(current.map((row) => [row.id, `${row.firstName} ${row.lastName}`]));
  const back = new Map(returned.map((row) => [row.customerId, Number(row.amount)]));
  const known = new Set(before.map((row) => row.customerId));
  return bills.map((row) => ({
    customerId: row.customerId,
    name: (namesNow.get(row.customerId) ?? row.name).trim(),
    bills: Number(row.bills),
    amount: Number(row.amount) - (back.get(row.customerId) ?? 0),
    isNew: !known.has(row.customerId),
  }));
}
