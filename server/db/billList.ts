import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { PagedList } from '../paging/pagedList';
import { toBillRecord } from '../schemas/bills';
import { returnsByBill } from './billReturns';
import { preferredLanguages } from './languages';
import type { Bill, Database } from './schema';

const returned = (column: 'amount' | 'profit') => sql`coalesce((select sum(r.${sql.ref(column)}) from bill_returns r where ${sql.ref('r.billId')} = bills.id), 0)`;

/**
 * What came back on the bills `where` selects: one pass over their returns, which are few beside
 * the bills, instead of a lookup per bill.
 */
const returnedOf = (column: 'amount' | 'profit', where: RawBuilder<unknown>) =>
  sql`(select coalesce(sum(r.${sql.ref(column)}), 0) from bill_returns r where ${sql.ref('r.billId')} in (select bills.id from bills ${where}))`;

/**
 * The Bills list as our server pages it (src/resources/bills: the same fields, search and
 * figures the console's declaration names). Profit, to sort by or sum, only for a caller who
 * sees cost; the by-name only for one who sees it.
 */
export function billList(db: Kysely<Database>, { withCost, withNames }: { withCost: boolean; withNames: boolean }): PagedList<Bill> {
  return {
    table: 'bills',
    fields: {
      id: { sql: sql.ref('bills.id'), kind: 'text' },
      customerId: { sql: sql.ref('bills.customerId'), kind: 'text' },
      createdAt: { sql: sql.ref('bills.createdAt'), kind: 'instant', sortable: true },
      // Net of returns, as the list shows them (src/api/resourceData.ts).
      netAmount: { sql: sql`(${sql.ref('bills.totalAmount')} - ${returned('amount')})`, kind: 'money', sortable: true },
      ...(withCost ? { netProfit: { sql: sql`(bills.profit - ${returned('profit')})`, kind: 'money', sortable: true } as const } : {}),
      ...(withNames ? { createdByName: { sql: sql.ref('bills.createdByName'), kind: 'text', sortable: true } as const } : {}),
    },
    defaultSort: { field: 'createdAt', descending: true },
    search: { index: 'bills_search', key: sql.ref('bills.number') },
    summary: {
      count: { sql: sql`count(*)` },
      // Net of returns, as the list's rows and the console's own figures are (product.md §10).
      totalSales: { sql: (where) => sql`coalesce(sum(${sql.ref('bills.totalAmount')}), 0) - ${returnedOf('amount', where)}`, money: true },
      ...(withCost ? { totalProfit: { sql: (where: RawBuilder<unknown>) => sql`coalesce(sum(bills.profit), 0) - ${returnedOf('profit', where)}`, money: true } } : {}),
    },
    // A bill carries its returns (product.md §10); returns are few beside bills, so an export reads them all first.
    // And its customer's preferred language, read the same way.
    records: async (rows) => {
      const returns = await returnsByBill(db, rows === 'all' ? undefined : rows.map((row) => row.id));
      const languages = await preferredLanguages(db, 'customers', rows === 'all' ? 'all' : rows.map((row) => row.customerId));
      return (row) => toBillRecord(row, withCost, returns.get(row.id), languages.get(row.customerId) ?? null);
    },
  };
}
