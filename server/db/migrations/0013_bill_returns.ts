import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * Returns of bills (product.md §10): products taken back from a bill, whole or line by line.
 *
 * `bill_returns`: one row per return (one credit note). `number` is sequential, printed as
 * CN-000045. `lines` is JSON of what came back: productId, name, quantity, billedPrice and
 * buyingPrice (cents) of the bill line it came from, so a return's profit is undone at the
 * price it was made. `amount` (cents) is the money given back, `profit` (cents) the profit
 * it undoes; both kept so the revenue report sums rows instead of parsing lines. `method`
 * is how the money went back: a tender, or `credit` onto the customer's account (the
 * refund itself is a `payments` row with source 'return').
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bill_returns')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('number', 'integer', (column) => column.notNull().unique())
    .addColumn('billId', 'text', (column) => column.notNull())
    .addColumn('lines', 'text', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('profit', 'integer', (column) => column.notNull())
    .addColumn('method', 'text', (column) => column.notNull())
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .execute();
  await db.schema.createIndex('bill_returns_bill').on('bill_returns').columns(['billId', 'number']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bill_returns').execute();
}
