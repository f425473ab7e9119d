import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * Indexes for the dashboard's sums (GET /dashboard/ledgers): each reads a few weeks of rows
 * through an index that holds every column it sums, whatever the shop's age.
 * - recharge sales by sale day, with what was paid and the profit;
 * - repairs by status and last write, to find the ones collected lately.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('recharge_sales_sale_date').on('recharge_sales').columns(['saleDate', 'soldPrice', 'profit']).execute();
  await db.schema.createIndex('repairs_status_updated').on('repairs').columns(['status', 'updatedAt']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('repairs_status_updated').execute();
  await db.schema.dropIndex('recharge_sales_sale_date').execute();
}
