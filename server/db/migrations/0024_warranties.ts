import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The shop's own repairs, the device's IMEI or serial, and warranties (product.md §10).
 *
 * - `repair_issues.warrantyDays`: the warranty the shop gives on the repair, whole days (0: none).
 *   A repair copies it into its issue lines (JSON) when it is taken in, as it copies the prices.
 * - `repairs.imei`: the device's IMEI or serial, normalised (no spaces or hyphens, capitals); null
 *   when none. Indexed: the warranty check looks a device up by it.
 * - `repairs.warrantyOf`: a warranty claim's original repair (null for an ordinary repair);
 *   `repairs.claimStatus`: 'awaitingApproval' until the owner approves it, then 'approved'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('repair_issues').addColumn('warrantyDays', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('repairs').addColumn('imei', 'text').execute();
  await db.schema.alterTable('repairs').addColumn('warrantyOf', 'text').execute();
  await db.schema.alterTable('repairs').addColumn('claimStatus', 'text').execute();
  await db.schema.createIndex('repairs_imei').on('repairs').column('imei').execute();
  await db.schema.createIndex('repairs_warranty_of').on('repairs').column('warrantyOf').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('repairs_warranty_of').execute();
  await db.schema.dropIndex('repairs_imei').execute();
  await db.schema.alterTable('repairs').dropColumn('claimStatus').execute();
  await db.schema.alterTable('repairs').dropColumn('warrantyOf').execute();
  await db.schema.alterTable('repairs').dropColumn('imei').execute();
  await db.schema.alterTable('repair_issues').dropColumn('warrantyDays').execute();
}
