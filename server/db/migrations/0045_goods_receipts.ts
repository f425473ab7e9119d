import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * Goods received (issue 47): stock bought from a supplier against their invoice. A receipt is
 * numbered as bills are (GRN-000001: `number`, unique), keeps its supplier's name as it was
 * (a supplier may be renamed or deleted; the paper stays), its invoice's number and day, its
 * total in cents, and how it was settled: `paidBy` a tender paid out when it was written (the
 * day close counts it by `createdAt`), or null when owed, with an optional `dueDate`.
 *
 * Its lines are `goods_receipt_lines`, in the order typed (`position`): the product (no foreign
 * key: a product may be deleted, as the ledger allows), its name then, the units and the unit
 * cost in cents. A receipt is never edited: a mistake is put right by a later movement.
 *
 * `supplier_payments`: money paid out to a supplier against what is owed (the owed receipts),
 * by a tender, in cents; the day close counts it by `createdAt`. A supplier's balance is their
 * owed receipts' totals less these.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('goods_receipts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('number', 'integer', (column) => column.notNull().unique())
    .addColumn('supplierId', 'text', (column) => column.notNull())
    .addColumn('supplierName', 'text', (column) => column.notNull())
    .addColumn('invoiceNumber', 'text', (column) => column.notNull())
    .addColumn('invoiceDate', 'text', (column) => column.notNull())
    .addColumn('total', 'integer', (column) => column.notNull())
    .addColumn('paidBy', 'text')
    .addColumn('dueDate', 'text')
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .addColumn('updatedByName', 'text')
    .execute();
  // A supplier's receipts (their statement, what is owed), oldest first; the day close's paid-now sums by when written.
  await db.schema.createIndex('goods_receipts_supplier').on('goods_receipts').columns(['supplierId', 'createdAt']).execute();
  await db.schema.createIndex('goods_receipts_created').on('goods_receipts').columns(['createdAt']).execute();

  await db.schema
    .createTable('goods_receipt_lines')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('receiptId', 'text', (column) => column.notNull().references('goods_receipts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('productId', 'text', (column) => column.notNull())
    .addColumn('productName', 'text', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('unitCost', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('goods_receipt_lines_receipt').on('goods_receipt_lines').columns(['receiptId', 'position']).execute();

  await db.schema
    .createTable('supplier_payments')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('supplierId', 'text', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('method', 'text', (column) => column.notNull())
    .addColumn('note', 'text')
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .addColumn('updatedByName', 'text')
    .execute();
  await db.schema.createIndex('supplier_payments_supplier').on('supplier_payments').columns(['supplierId', 'createdAt']).execute();
  await db.schema.createIndex('supplier_payments_created').on('supplier_payments').columns(['createdAt']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('supplier_payments').execute();
  await db.schema.dropTable('goods_receipt_lines').execute();
  await db.schema.dropTable('goods_receipts').execute();
}
