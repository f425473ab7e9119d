import { sql, type Kysely } from 'kysely';
import { REPAIR_STATUS_KEYS, REPAIR_STATUSES } from '../../src/domain/repairs';
import { caseless, type PagedList, SummaryFigure } from '../paging/pagedList';
import { paidByRepair } from '../repairPayment';
import { paidAndDue } from '../schemas/repairPayments';
import { toRepairRecord } from '../schemas/repairs';
import { joinedRepairRow, overdueAt, repairCustomers } from './repairs';
import { readSettings } from './settings';
import type { Database, Repair } from './schema';

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
      id: { sql: sql.ref('repairs.id'), kind: 'text' },
      customerId: { sql: sql.ref('repairs.customerId'), kind: 'text' },
      // Text orders regardless of case, as the in-browser list orders it.
      repairProduct: caseless(sql.ref('repairs.repairProduct')),
      finalAmount: { sql: sql.ref('repairs.finalAmount'), kind: 'money', sortable: true },
      ...(withCost ? { profit: { sql: sql.ref('repairs.profit'), kind: 'money', sortable: true } as const } : {}),
      status: { sql: sql.ref('repairs.status'), kind: 'text', sortable: true },
      expectedReturnDate: { sql: sql.ref('repairs.expectedReturnDate'), kind: 'instant', sortable: true },
      dateIn: { sql: sql.ref('repairs.dateIn'), kind: 'instant', sortable: true },
      ...(withCreator ? { createdByName: caseless(sql.ref('repairs.createdByName')) } : {}),
    },
    defaultSort: { field: 'dateIn', descending: true },
    search: { index: 'repairs_search', key: sql.ref('repairs.number') },
    flags: {
      overdue: (now) => overdueAt(now.toISOString()),
    },
    summary: {
      count: { sql: sql`count(*)` },
      ...byStatus,
      ...(withCost
        ? {
            totalRevenue: { sql: sql`coalesce(sum(${sql.ref('repairs.finalAmount')}), 0)`, money: true },
            totalProfit: { sql: sql`coalesce(sum(repairs.profit), 0)`, money: true },
          }
        : {}),
    },
    // A repair shows its customer as they are now and what has been paid on it (product.md §10),
    // read for the page's repairs, or for every repair before an export streams.
    records: async (rows) => {
      const all = rows === 'all';
      const customers = await repairCustomers(db, all ? 'all' : rows.map((row) => row.customerId));
      const paid = await paidByRepair(db, all ? undefined : rows.map((row) => row.id));
      // A repair's status code is shown only while the status page is on (see RepairRow).
      const statusPage = (await readSettings(db)).statusPageEnabled === 1;
      return (row) => {
        const customer = customers.get(row.customerId) ?? { customerFirstName: '', customerLastName: '', customerPhoneNumber: '', customerWhatsappNumber: '', customerNicNumber: '', customerLanguage: null };
        return { ...toRepairRecord(joinedRepairRow(row, customer, statusPage), withCost), ...paidAndDue(row.finalAmount, paid.get(row.id) ?? 0) };
      };
    },
  };
}
