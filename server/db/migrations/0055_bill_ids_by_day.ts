import { sql, type Kysely } from 'kysely';
import { engineOf } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * `bills_created_at` holds each bill's id after its sums (createdAt, totalAmount, profit, id).
 * The takings count a bill's returns on the bill's day (db/takings.ts): their read walks the
 * bills of the range by this index and finds each one's returns by its id. Without the id
 * in the index, every bill of the range was read from the table for it: a year of bills, for
 * the profit and loss's twelve months, on a long history. The sums read it as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // PostgreSQL cannot index a table with trigger events pending in the transaction (see 0053).
  if (engineOf(db) === 'postgres') await sql`set constraints all immediate`.execute(db);
  await db.schema.dropIndex('bills_created_at').execute();
  await db.schema.createIndex('bills_created_at').on('bills').columns(['createdAt', 'totalAmount', 'profit', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bills_created_at').execute();
  await db.schema.createIndex('bills_created_at').on('bills').columns(['createdAt', 'totalAmount', 'profit']).execute();
}
