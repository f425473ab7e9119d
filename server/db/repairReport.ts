import { sql, type Kysely } from 'kysely';
import type { IssueCount, PricedIssue } from '../../src/domain/repairReport';
import { engineOf } from './engineOf';
import type { Database } from './schema';
import { sumOf } from './sums';
import type { Range } from './takings';

/**
 * The repairs taken in during the range by issue, counted in SQL over each repair's JSON issues
 * (SQLite's `json_each`, PostgreSQL's `jsonb_array_elements`).
 */
export async function issuesTakenIn(db: Kysely<Database>, range: Range): Promise<Omit<IssueCount, 'amount'>[]> {
  const postgres = engineOf(db) === 'postgres';
  const field = (name: string) => (postgres ? sql`(i.value ->> ${sql.lit(name)})` : sql`json_extract(i.value, ${sql.lit(`$.${name}`)})`);
  const each = postgres ? sql`jsonb_array_elements(r.issues::jsonb) as i(value)` : sql`json_each(r.issues) as i`;
  const { rows } = await sql<{ issueId: string; name: string; count: unknown }>`select ${field('issueId')} as "issueId", max(${field('name')}) as name,
      count(*) as count
    from repairs r cross join ${each}
    where r."dateIn" >= ${range.start} and r."dateIn" < ${range.end}
    group by 1`.execute(db);
  return rows.map((row) => ({ issueId: String(row.issueId), name: String(row.name), count: Number(row.count) }));
}

/**
 * Each repair paid something in the range, with its issues and what it was paid then (cents):
 * the payments the profit and loss counts as repair income (db/takings.ts), summed per repair.
 */
export async function repairsPaidIn(db: Kysely<Database>, range: Range): Promise<{ issues: PricedIssue[]; paidCents: number }[]> {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('repairs', 'repairs.id', 'payments.sourceId')
    .select(['repairs.id', 'repairs.issues', sumOf('payments.amount').as('paid')])
    .where('payments.source', '=', 'repair')
    .where('payments.createdAt', '>=', range.start)
    .where('payments.createdAt', '<', range.end)
    .groupBy(['repairs.id', 'repairs.issues'])
    .execute();
  return rows.map((row) => ({ issues: JSON.parse(row.issues) as PricedIssue[], paidCents: Number(row.paid) }));
}

/**
 * Each repair collected in the range (its status now Customer Collected, the last such entry of
 * its history not deleted falling in the range, stored as `collectedAt` by the write path): when
 * it was taken in and collected, instants; read through the index on `collectedAt`.
 */
export async function collectedIn(db: Kysely<Database>, range: Range): Promise<{ dateIn: string; collectedAt: string }[]> {
  const rows = await db
    .selectFrom('repairs')
    .select(['dateIn', 'collectedAt'])
    .where('collectedAt', '>=', range.start)
    .where('collectedAt', '<', range.end)
    .execute();
  return rows.map((row) => ({ dateIn: row.dateIn, collectedAt: String(row.collectedAt) }));
}

/** The repairs and the warranty claims taken in during the range, and the claims by approval: one grouped read. */
export async function takenInCounts(db: Kysely<Database>, range: Range): Promise<{ takenIn: number; claims: number; approved: number; awaiting: number }> {
  const row = await db
    .selectFrom('repairs')
    .select([
      sql<number>`count(*)`.as('takenIn'),
      sql<number>`coalesce(sum(case when ${sql.ref('warrantyOf')} is not null then 1 else 0 end), 0)`.as('claims'),
      sql<number>`coalesce(sum(case when ${sql.ref('claimStatus')} = 'approved' then 1 else 0 end), 0)`.as('approved'),
      sql<number>`coalesce(sum(case when ${sql.ref('claimStatus')} = 'awaitingApproval' then 1 else 0 end), 0)`.as('awaiting'),
    ])
    .where('dateIn', '>=', range.start)
    .where('dateIn', '<', range.end)
    .executeTakeFirstOrThrow();
  return { takenIn: Number(row.takenIn), claims: Number(row.claims), approved: Number(row.approved), awaiting: Number(row.awaiting) };
}
