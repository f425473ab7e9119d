import { sql, type Kysely, type SqlBool } from 'kysely';
import { COLLECTED_STATUS, REPAIR_STATUS_KEYS, REPAIR_STATUSES, RETURNED_STATUS } from '../../src/domain/repairs';
import type { PagedList, SummaryFigure } from '../paging/pagedList';
import { paidByRepair } from '../repairPayment';
import { paidAndDue } from '../schemas/repairPayments';
import { toRepairRecord } from '../schemas/repairs';
import { joinedRepairRow, repairCustomers, statusPageOn } from './repairs';
import type { Database, Repair } from './schema';

/** The statuses of a repair the shop still works on: neither back from the company nor collected. */
const OPEN_STATUSES = REPAIR_STATUSES.filter((status) => status !== RETURNED_STATUS && status !== COLLECTED_STATUS);

/** One count per status, under the keys of the list's status cards (REPAIR_STATUS_KEYS). */
const byStatus: Record<string, SummaryFigure> = Object.fromEntries(
  REPAIR_STATUSES.map((status) => [REPAIR_STATUS_KEYS[status], { sql: sql`count(case when repairs.status = ${status} then 1 end)` }]),
);

/**
 * Repair Management's list as our server pages it (src/resources/repairs: the same fields,
 * search and figures the console's declaration names). Revenue and profit, to sort by or sum,
 * only for a caller who sees cost; the creator's name only for one who sees it.
 */
export function repairList(db: Kysely<Database>, { withCost, withCreator }: { withCost: boolean; withCreator: boolean }): PagedList<Repair> {
  return {
    table: 'repairs',
    fields: {
      id: { sql: sql`repairs.id`, kind: 'text' },
      customerId: { sql: sql`repairs.customerId`, kind: 'text' },
      // Text orders regardless of case, as the in-browser list orders it.
      repairProduct: { sql: sql`repairs.repairProduct collate nocase`, kind: 'text', sortable: true },
      finalAmount: { sql: sql`repairs.finalAmount`, kind: 'money', sortable: true },
      ...(withCost ? { profit: { sql: sql`repairs.profit`, kind: 'money', sortable: true } as const } : {}),
      status: { sql: sql`repairs.status`, kind: 'text', sortable: true },
      expectedReturnDate: { sql: sql`repairs.expectedReturnDate`, kind: 'instant', sortable: true },
      dateIn: { sql: sql`repairs.dateIn`, kind: 'instant', sortable: true },
      ...(withCreator ? { createdByName: { sql: sql`repairs.createdByName collate nocase`, kind: 'text', sortable: true } as const } : {}),
    },
    defaultSort: { field: 'dateIn', descending: true },
    search: { index: 'repairs_search', key: sql`repairs.number` },
    flags: {
      // The domain's isOverdue: past its expected return (instants, stored as ISO-8601 UTC, compare as text) and still open.
      overdue: (now) =>
        sql<SqlBool>`(repairs.status in (${sql.join(OPEN_STATUSES)}) and repairs.expectedReturnDate is not null and repairs.expectedReturnDate < ${now.toISOString()})`,
    },
    summary: () => ({
      count: { sql: sql`count(*)` },
      ...byStatus,
      ...(withCost
        ? {
            totalRevenue: { sql: sql`coalesce(sum(repairs.finalAmount), 0)`, money: true },
            totalProfit: { sql: sql`coalesce(sum(repairs.profit), 0)`, money: true },
          }
        : {}),
    }),
    // A repair shows its customer as they are now and what has been paid on it (product.md §10),
    // read for the page's repairs, or for every repair before an export streams.
    records: async (rows) => {
      const all = rows === 'all';
      const customers = await repairCustomers(db, all ? 'all' : rows.map((row) => row.customerId));
      const paid = await paidByRepair(db, all ? undefined : rows.map((row) => row.id));
      const statusPage = await statusPageOn(db);
      return (row) => {
        const customer = customers.get(row.customerId) ?? { customerFirstName: '', customerLastName: '', customerPhoneNumber: '', customerWhatsappNumber: '', customerNicNumber: '' };
        return { ...toRepairRecord(joinedRepairRow(row, customer, statusPage), withCost), ...paidAndDue(row.finalAmount, paid.get(row.id) ?? 0) };
      };
    },
  };
}
