import { sql, type Kysely } from 'kysely';
import type { IssueCount } from '../../src/domain/repairReport';
import { engineOf } from './engineOf';
import type { Database } from './schema';
import type { Range } from './takings';

/**
 * The repairs taken in during the range by issue (customer price in cents), grouped in SQL over
 * each repair's JSON issues (SQLite's `json_each`, PostgreSQL's `jsonb_array_elements`).
 */
export async function issuesTakenIn(db: Kysely<Database>, range: Range): Promise<IssueCount[]> {
  const postgres = engineOf(db) === 'postgres';
  const field = (name: string) => (postgres ? sql`(i.value ->> ${sql.lit(name)})` : sql`json_extract(i.value, ${sql.lit(`$.${name}`)})`);
  const each = postgres ? sql`jsonb_array_elements(r.issues::jsonb) as i(value)` : sql`json_each(r.issues) as i`;
  const price = postgres ? sql`${field('customerPrice')}::numeric` : field('customerPrice');
  const { rows } = await sql<{ issueId: string; name: string; count: unknown; amount: unknown }>`select ${field('issueId')} as "issueId", max(${field('name')}) as name,
      count(*) as count, coalesce(sum(${price}), 0) as amount
    from repairs r cross join ${each}
    where r."dateIn" >= ${range.start} and r."dateIn" < ${range.end}
    group by 1`.execute(db);
  return rows.map((row) => ({ issueId: String(row.issueId), name: String(row.name), count: Number(row.count), amount: Number(row.amount) }));
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
