import { sql, type Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The stock ledger (issue 47): every change of a product's stock is a row here, written in the
 * transaction that changes `products.quantity`, so a product's quantity is always the sum of
 * its movements (`kind`: src/domain/stockMovements.ts). Quantities are signed whole units;
 * `onHand` is the product's quantity right after the movement, for the stock card.
 *
 * `sourceId` is the bill or return it came from, `sourceNumber` that record's number then: a
 * deleted bill's movements stay (the ledger is never rewritten), and read with its number.
 * `productId` has no foreign key for the same reason: a product may be deleted (bills keep
 * their own snapshot of it) and its history stays in the ledger.
 *
 * Each existing product starts with one `opening` movement of the quantity it has now, so the
 * ledger's sum is the stock from the first day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stock_movements')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('productId', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('onHand', 'integer', (column) => column.notNull())
    .addColumn('sourceId', 'text')
    .addColumn('sourceNumber', 'integer')
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('createdById', 'text')
    .addColumn('createdByName', 'text')
    .execute();
  // A product's stock card, newest first (rowid breaks ties, as every list's order does).
  await db.schema.createIndex('stock_movements_product').on('stock_movements').columns(['productId', 'createdAt']).execute();

  // The opening movements: ids made in SQL (24 hex characters, as ids.ts makes them: the
  // seconds, then the product's own id's random part, which is unique already).
  const now = new Date();
  const seconds = Math.floor(now.getTime() / 1000).toString(16).padStart(8, '0');
  await sql`insert into stock_movements (id, "productId", kind, quantity, "onHand", "createdAt", "createdByName")
    select ${seconds} || substr(id, 9), id, 'opening', quantity, quantity, ${now.toISOString()}, 'System' from products`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_movements').execute();
}
