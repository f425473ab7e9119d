import { sql, type Kysely } from 'kysely';
import { collectedAt, COLLECTED_STATUS, RETURNED_STATUS, type StatusEntry } from '../../src/domain/repairs';
import { LOW_STOCK_SHOWN, type LedgerEntry, type LowStockSummary, type RepairsWaiting } from '../../src/domain/dashboard';
import { overdueAt } from './repairs';
import type { Database } from './schema';
import { halfHourOf, takingsEntries, type Range } from './takings';
import { sumOf } from './sums';

/**
 * What the dashboard counts, summed in SQL per half hour of the range (see takings.ts
 * `halfHourOf`: a half hour never straddles an Asia/Colombo midnight), so the answer costs
 * the days shown, not the shop's history. The takings (bills, recharges, repairs) are the revenue
 * reports' own (takings.ts `takingsEntries`): bills on the day made, net of their returns;
 * recharge sales on their sale day; repairs when paid. Beside them, counts of repairs taken in
 * and collected, and the expenses of each day. Cents.
 */
export interface DashboardEntries {
  bills: LedgerEntry[];
  recharges: LedgerEntry[];
  repairs: LedgerEntry[];
  takenIn: LedgerEntry[];
  collected: LedgerEntry[];
  expenses: LedgerEntry[];
}

const asEntry = (row: { at: string; count: unknown; cents: unknown; profitCents?: unknown }): LedgerEntry => ({
  at: row.at,
  count: Number(row.count),
  cents: Number(row.cents),
  profitCents: Number(row.profitCents ?? 0),
});

/** Repairs taken in during the range, per half hour, with their agreed amounts (their money counts when paid). */
async function repairsTakenIn(db: Kysely<Database>, range: Range): Promise<LedgerEntry[]> {
  const rows = await db
    .selectFrom('repairs')
    .select([halfHourOf('dateIn').as('at'), sql<number>`count(*)`.as('count'), sumOf('finalAmount').as('cents')])
    .where('dateIn', '>=', range.start)
    .where('dateIn', '<', range.end)
    .groupBy('at')
    .execute();
  return rows.map(asEntry);
}

/**
 * Repairs collected during the range. The collection's time is in the status history (JSON),
 * so the candidates are the collected repairs written since the range began (a collection is
 * a write, and its date is never later than the write: status dates cannot be in the future);
 * the history then says on which day each was collected.
 */
async function repairsCollected(db: Kysely<Database>, range: Range): Promise<LedgerEntry[]> {
  const rows = await db
    .selectFrom('repairs')
    .select(['status', 'statusHistory', 'finalAmount'])
    .where('status', '=', COLLECTED_STATUS)
    .where('updatedAt', '>=', range.start)
    .execute();
  return rows.flatMap((row) => {
    const at = collectedAt({ status: row.status, statusHistory: JSON.parse(row.statusHistory) as StatusEntry[] });
    return at && at >= range.start && at < range.end ? [{ at, count: 1, cents: row.finalAmount, profitCents: 0 }] : [];
  });
}

/** Expenses of the days in the range (an expense is dated by day). */
async function expensesOfDays(db: Kysely<Database>, days: { from: string; to: string }): Promise<LedgerEntry[]> {
  const rows = await db
    .selectFrom('expenses')
    .select(['expenseDate as at', sql<number>`count(*)`.as('count'), sumOf('amount').as('cents')])
    .where('expenseDate', '>=', days.from)
    .where('expenseDate', '<=', days.to)
    .groupBy('expenseDate')
    .execute();
  return rows.map(asEntry);
}

/** Every kind the dashboard counts, over the days `from`…`to` (`range` is their instants). Expenses only `withExpenses`. */
export async function dashboardEntries(
  db: Kysely<Database>,
  days: { from: string; to: string },
  range: Range,
  withExpenses: boolean,
): Promise<DashboardEntries> {
  const takings = await takingsEntries(db, range);
  const of = (business: string) => takings.filter((entry) => entry.business === business);
  return {
    bills: of('bills'),
    recharges: of('recharges'),
    repairs: of('repairs'),
    takenIn: await repairsTakenIn(db, range),
    collected: await repairsCollected(db, range),
    expenses: withExpenses ? await expensesOfDays(db, days) : [],
  };
}

/**
 * What needs attention, counted in SQL: repairs back from the company (waiting for the
 * customer) and open repairs past their expected return (`now`, ISO-8601), both read through
 * the index on status, whose open part stays small however many repairs were ever collected;
 * and the products at or below `stock` (the lowest few named). The same as the domain's
 * `repairsWaiting` and `lowStockSummary` over the whole lists.
 */
export async function attentionCounts(db: Kysely<Database>, now: string, stock: number): Promise<RepairsWaiting & { lowStock: LowStockSummary }> {
  const returned = await db.selectFrom('repairs').select(sql<number>`count(*)`.as('count')).where('status', '=', RETURNED_STATUS).executeTakeFirstOrThrow();
  const overdue = await db
    .selectFrom('repairs')
    .select(sql<number>`count(*)`.as('count'))
    .where(overdueAt(now))
    .executeTakeFirstOrThrow();
  const low = await db.selectFrom('products').select(sql<number>`count(*)`.as('count')).where('quantity', '<=', stock).executeTakeFirstOrThrow();
  const lowest = await db
    .selectFrom('products')
    .select(['name', 'quantity'])
    .where('quantity', '<=', stock)
    .orderBy('quantity')
    .orderBy('name')
    .limit(LOW_STOCK_SHOWN)
    .execute();
  return { returned: Number(returned.count), overdue: Number(overdue.count), lowStock: { total: Number(low.count), products: lowest } };
}
