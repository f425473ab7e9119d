import { sql, type Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * Products and bills (product.md §3). Money is whole cents (integers), quantities whole units.
 * A bill is never edited (product.md §4), so it keeps a snapshot of its customer in columns and
 * of its lines as one JSON column: listing 50,000 bills is one table scan, no join.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('productType', 'text', (column) => column.notNull().defaultTo('normal'))
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity >= 0`))
    .addColumn('buyingPrice', 'integer', (column) => column.notNull())
    .addColumn('sellingPrice', 'integer', (column) => column.notNull())
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .addColumn('updatedByName', 'text')
    .execute();
  await db.schema.createIndex('products_created_at').on('products').column('createdAt').execute();

  await db.schema
    .createTable('bills')
    .addColumn('id', 'text', (column) => column.primaryKey())
    // The customer when billed: no foreign key, the snapshot outlives a deleted customer.
    .addColumn('customerId', 'text', (column) => column.notNull())
    .addColumn('customerFirstName', 'text', (column) => column.notNull())
    .addColumn('customerLastName', 'text', (column) => column.notNull())
    .addColumn('customerCardNumber', 'text', (column) => column.notNull())
    .addColumn('customerPhoneNumber', 'text', (column) => column.notNull())
    .addColumn('customerWhatsappNumber', 'text', (column) => column.notNull())
    .addColumn('customerNicNumber', 'text', (column) => column.notNull())
    .addColumn('customerEmail', 'text')
    // JSON [{ productId, name, quantity, billedPrice, buyingPrice }], prices in cents.
    .addColumn('lines', 'text', (column) => column.notNull())
    .addColumn('totalAmount', 'integer', (column) => column.notNull())
    .addColumn('profit', 'integer', (column) => column.notNull())
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .addColumn('updatedByName', 'text')
    .execute();
  // Newest-first lists; also covers the revenue report's sums over a createdAt range.
  await db.schema.createIndex('bills_created_at').on('bills').columns(['createdAt', 'totalAmount', 'profit']).execute();
  // A customer's purchase history (product.md §2), newest first.
  await db.schema.createIndex('bills_customer').on('bills').columns(['customerId', 'createdAt']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bills').execute();
  await db.schema.dropTable('products').execute();
}
