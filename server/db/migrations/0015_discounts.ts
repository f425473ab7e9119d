import { sql, type Kysely } from 'kysely';
import { engineOf } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * Prices staff cannot quietly undercut (product.md §10).
 *
 * `settings.maxDiscountPercent`: the largest discount staff may give, in percent of a
 * product's selling price; 10 until the owner sets another.
 *
 * `bills.belowCost`: 1 when a line of the bill sold under its buying price (only the owner may),
 * so the owner's list can mark it without reading every bill's lines. Existing bills are marked
 * from the lines they keep (each line holds its billed and buying price in cents).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('maxDiscountPercent', 'integer', (column) => column.notNull().defaultTo(10)).execute();
  await db.schema.alterTable('bills').addColumn('belowCost', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  if (engineOf(db) === 'postgres') {
    // The same marking over PostgreSQL's JSON functions (lines are JSON text).
    await sql`
      update bills set "belowCost" = 1
      where exists (
        select 1 from jsonb_array_elements(bills.lines::jsonb) as line
        where (line ->> 'billedPrice')::numeric < (line ->> 'buyingPrice')::numeric
      )`.execute(db);
    return;
  }
  await sql`
    update bills set belowCost = 1
    where exists (
      select 1 from json_each(bills.lines)
      where json_extract(json_each.value, '$.billedPrice') < json_extract(json_each.value, '$.buyingPrice')
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bills').dropColumn('belowCost').execute();
  await db.schema.alterTable('settings').dropColumn('maxDiscountPercent').execute();
}
