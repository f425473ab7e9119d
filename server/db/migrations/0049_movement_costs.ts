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
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stock_movements').dropColumn('averageCost').execute();
  await db.schema.alterTable('stock_movements').dropColumn('unitCost').execute();
}
