import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * Stock adjustments and stock counts (issue 47).
 *
 * An `adjusted` movement keeps its reason (src/domain/stockAdjustments.ts) and the owner's note
 * on the ledger row itself, so the stock card reads them with the movement; other kinds leave
 * both null.
 *
 * A count sheet (`stock_counts`) and its products (`stock_count_lines`): each line keeps the
 * product's name and the stock it had when the sheet was made (`expected`), what was counted
 * (null until counted) and the buying price in cents (`unitCost`, the owner's: the difference's
 * value), taken when the sheet is made and again when it is posted. `postedValue` is the posted
 * differences' value in cents. A line keeps `productId` without a foreign key, as the ledger
 * does: a product deleted later leaves its counted history readable. Sheets are never deleted
 * (a discarded one stays, for reading), so lines need no cascade either.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stock_movements').addColumn('reason', 'text').execute();
  await db.schema.alterTable('stock_movements').addColumn('note', 'text').execute();

  await db.schema
    .createTable('stock_counts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('search', 'text')
    .addColumn('note', 'text')
    .addColumn('postedValue', 'integer')
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('updatedByName', 'text')
    .addColumn('submittedAt', 'text')
    .addColumn('submittedByName', 'text')
    .addColumn('closedAt', 'text')
    .addColumn('closedByName', 'text')
    .execute();

  await db.schema
    .createTable('stock_count_lines')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('countId', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('productId', 'text', (column) => column.notNull())
    .addColumn('productName', 'text', (column) => column.notNull())
    .addColumn('expected', 'integer', (column) => column.notNull())
    .addColumn('counted', 'integer')
    .addColumn('unitCost', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('stock_count_lines_count').on('stock_count_lines').columns(['countId', 'position']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_count_lines').execute();
  await db.schema.dropTable('stock_counts').execute();
  await db.schema.alterTable('stock_movements').dropColumn('note').execute();
  await db.schema.alterTable('stock_movements').dropColumn('reason').execute();
}
