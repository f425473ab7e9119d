import { sql, type Kysely } from 'kysely';
import { engineOf } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The stock's value (issue 47): each movement keeps the unit cost it is valued at (`unitCost`)
 * and the product's moving-average cost right after it (`averageCost`), whole cents, so the
 * value of a product at any moment is its last movement's `onHand × averageCost`.
 *
 * Rows written before this migration get the best cost known now: a `received` row its goods
 * received note's unit cost (the lines of that product on that note, weighted), a `sold` row the
 * buying price its bill kept for that product (the bill's lines JSON; a deleted bill's is gone);
 * every other cost, and every row's average after it, is the product's buying price today: the
 * buying price a product had on a past day was never kept, so that is the nearest we have. A
 * product deleted since has no buying price left: its rows get 0.
 *
 * Returns to a supplier (`supplier_returns`): units of one product of a goods received note
 * sent back, numbered (SRN-000001: `number`, unique), with the supplier's and the product's
 * names as they were, the units, the unit cost they left the stock at (the average cost then)
 * and their value in cents (`total`), which the supplier's balance is credited with. Never
 * edited: a mistake is put right by a later movement. No foreign keys, as the ledger: the note,
 * product or supplier may be deleted and the return stays readable.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stock_movements').addColumn('unitCost', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('stock_movements').addColumn('averageCost', 'integer', (column) => column.notNull().defaultTo(0)).execute();

  await sql`update stock_movements set "averageCost" = coalesce((select p."buyingPrice" from products p where p.id = stock_movements."productId"), 0)`.execute(db);
  await sql`update stock_movements set "unitCost" = "averageCost"`.execute(db);
  await sql`update stock_movements set "unitCost" = coalesce((
      select cast(round(sum(l.quantity * l."unitCost") * 1.0 / sum(l.quantity)) as integer) from goods_receipt_lines l
      where l."receiptId" = stock_movements."sourceId" and l."productId" = stock_movements."productId"), "unitCost")
    where kind = 'received'`.execute(db);
  const soldCost =
    engineOf(db) === 'postgres'
      ? sql`select cast(round(sum((l->>'quantity')::bigint * (l->>'buyingPrice')::bigint) * 1.0 / sum((l->>'quantity')::bigint)) as bigint)
          from bills b, jsonb_array_elements(b.lines::jsonb) l where b.id = stock_movements."sourceId" and l->>'productId' = stock_movements."productId"`
      : sql`select cast(round(sum(json_extract(l.value, '$.quantity') * json_extract(l.value, '$.buyingPrice')) * 1.0 / sum(json_extract(l.value, '$.quantity'))) as integer)
          from bills b, json_each(b.lines) l where b.id = stock_movements."sourceId" and json_extract(l.value, '$.productId') = stock_movements."productId"`;
  await sql`update stock_movements set "unitCost" = coalesce((${soldCost}), "unitCost") where kind = 'sold'`.execute(db);

  await db.schema
    .createTable('supplier_returns')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('number', 'integer', (column) => column.notNull().unique())
    .addColumn('supplierId', 'text', (column) => column.notNull())
    .addColumn('supplierName', 'text', (column) => column.notNull())
    .addColumn('receiptId', 'text', (column) => column.notNull())
    .addColumn('receiptNumber', 'integer', (column) => column.notNull())
    .addColumn('productId', 'text', (column) => column.notNull())
    .addColumn('productName', 'text', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('unitCost', 'integer', (column) => column.notNull())
    .addColumn('total', 'integer', (column) => column.notNull())
    .addColumn('note', 'text')
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .addColumn('updatedByName', 'text')
    .execute();
  // A supplier's statement and balance; what a note's lines have had returned.
  await db.schema.createIndex('supplier_returns_supplier').on('supplier_returns').columns(['supplierId', 'createdAt']).execute();
  await db.schema.createIndex('supplier_returns_receipt').on('supplier_returns').columns(['receiptId', 'productId']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('supplier_returns').execute();
  await db.schema.alterTable('stock_movements').dropColumn('averageCost').execute();
  await db.schema.alterTable('stock_movements').dropColumn('unitCost').execute();
}
