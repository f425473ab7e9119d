import { sql, type Kysely } from 'kysely';
import { engineOf } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * Two reads of the owner's reports (issue 48) that an index now serves on a long history.
 *
 * `repairs."collectedAt"`: when a collected repair was collected (its last Customer Collected
 * entry not deleted, the domain's `collectedAt`), null while it is not collected. The repairs
 * report's turnaround reads the repairs collected in its range; found by parsing every collected
 * repair's history, that read grew with the years. The write path sets it beside `status`, from
 * the same history (db/repairs.ts); here every repair already written gets it.
 *
 * `stock_movements_sold`: the sales in the ledger by product and time, so a product's last sale
 * (the products report's stock without a sale) is one step back in it, not a walk past its
 * receipts, counts and adjustments.
 */
async function firePendingTriggers(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`set constraints all immediate`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  // PostgreSQL cannot index a table with trigger events pending in the transaction: the version
  // of the data's deferred triggers (0036) hold one for each row an earlier migration of the same
  // run wrote (0049's costs), and for each row the update below writes. Run them now instead.
  await firePendingTriggers(db);
  await sql`alter table repairs add column "collectedAt" text`.execute(db);
  await db.schema.createIndex('repairs_collected').on('repairs').columns(['collectedAt', 'dateIn']).execute();
  await sql`create index stock_movements_sold on stock_movements ("productId", "createdAt") where kind = 'sold'`.execute(db);
  if (engineOf(db) === 'postgres') {
    await sql`update repairs r set "collectedAt" = (
        select h.value ->> 'dateEntered' from jsonb_array_elements(r."statusHistory"::jsonb) with ordinality as h(value, n)
        where h.value ->> 'status' = 'Customer Collected' and coalesce((h.value ->> 'isDeleted')::boolean, false) = false
        order by h.n desc limit 1)
      where r.status = 'Customer Collected'`.execute(db);
  } else {
    await sql`update repairs set "collectedAt" = (
        select json_extract(h.value, '$.dateEntered') from json_each(repairs."statusHistory") as h
        where json_extract(h.value, '$.status') = 'Customer Collected' and coalesce(json_extract(h.value, '$.isDeleted'), 0) = 0
        order by h.key desc limit 1)
      where status = 'Customer Collected'`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await firePendingTriggers(db);
  await db.schema.dropIndex('stock_movements_sold').execute();
  await db.schema.dropIndex('repairs_collected').execute();
  await sql`alter table repairs drop column "collectedAt"`.execute(db);
}
