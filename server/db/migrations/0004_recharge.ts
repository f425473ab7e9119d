import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * Recharge stock (top-ups) and recharge sales (product.md §3). Amounts are whole cents
 * (integers), so balances are exact sums; unitCost is LKR per unit of value (4 decimals).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recharge_topups')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('rechargeType', 'text', (column) => column.notNull())
    .addColumn('topUpValue', 'integer', (column) => column.notNull())
    .addColumn('topUpCost', 'integer', (column) => column.notNull())
    .addColumn('topUpDate', 'text', (column) => column.notNull())
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .addColumn('updatedByName', 'text')
    .execute();
  // The list is read newest first; balances and unit costs sum per provider.
  await db.schema.createIndex('recharge_topups_created_at').on('recharge_topups').column('createdAt').execute();
  await db.schema
    .createIndex('recharge_topups_type')
    .on('recharge_topups')
    .columns(['rechargeType', 'topUpValue', 'topUpCost'])
    .execute();

  await db.schema
    .createTable('recharge_sales')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('rechargeType', 'text', (column) => column.notNull())
    .addColumn('soldValue', 'integer', (column) => column.notNull())
    .addColumn('soldPrice', 'integer', (column) => column.notNull())
    .addColumn('soldToType', 'text', (column) => column.notNull())
    .addColumn('soldToId', 'text', (column) => column.notNull())
    .addColumn('soldToName', 'text', (column) => column.notNull())
    .addColumn('saleDate', 'text', (column) => column.notNull())
    .addColumn('unitCost', 'real', (column) => column.notNull())
    .addColumn('profit', 'integer', (column) => column.notNull())
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .addColumn('updatedByName', 'text')
    .execute();
  await db.schema.createIndex('recharge_sales_created_at').on('recharge_sales').column('createdAt').execute();
  await db.schema.createIndex('recharge_sales_type').on('recharge_sales').columns(['rechargeType', 'soldValue']).execute();
  // A customer's recharge history (product.md §2), newest first.
  await db.schema
    .createIndex('recharge_sales_sold_to')
    .on('recharge_sales')
    .columns(['soldToType', 'soldToId', 'createdAt'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recharge_sales').execute();
  await db.schema.dropTable('recharge_topups').execute();
}
