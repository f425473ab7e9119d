import { sql, type Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The reorder list (issue 47). A product's `reorderLevel`: whole units, 0 or more, or null for
 * none (it is then never on the list). A supplier's `language` for the purchase orders sent to
 * them: 'en', 'si' or 'ta', or null, read as English. The checks keep anything else out of the
 * tables whoever writes them (the routes give the rule's message first).
 *
 * `goods_receipt_lines_product`: the list groups each product under the supplier of its latest
 * goods received line, so that line is found by the product, not by reading every line.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table products add column "reorderLevel" integer check ("reorderLevel" >= 0)`.execute(db);
  await sql`alter table suppliers add column language text check (language in ('en', 'si', 'ta'))`.execute(db);
  await db.schema.createIndex('goods_receipt_lines_product').on('goods_receipt_lines').columns(['productId', 'receiptId']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('goods_receipt_lines_product').execute();
  await sql`alter table suppliers drop column language`.execute(db);
  await sql`alter table products drop column "reorderLevel"`.execute(db);
}
