import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * Staff receive goods without seeing costs (issue 47).
 *
 * `settings.staffReceiveGoods`: 1 when the owner lets staff record goods received; 0 (every shop
 * until then, and the default) keeps Goods Received the owner's alone.
 *
 * `goods_receipts.costing`: how a note's unit costs were set. `invoice` (every note until then):
 * typed by the owner from the supplier's invoice; `average`: received by staff, each line valued
 * at the product's moving-average cost then; `corrected`: such a note whose costs the owner has
 * since put right.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('staffReceiveGoods', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('goods_receipts').addColumn('costing', 'text', (column) => column.notNull().defaultTo('invoice')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goods_receipts').dropColumn('costing').execute();
  await db.schema.alterTable('settings').dropColumn('staffReceiveGoods').execute();
}
