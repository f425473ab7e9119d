import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { IdleProduct, ProductLines } from '../../src/domain/productSales';
import { lineValue } from '../../src/domain/stockValue';
import { engineOf } from './engineOf';
import type { Database } from './schema';
import type { Range } from './takings';
import { stockValueAt } from './stockValue';

interface LineRow {
  productId: string;
  name: string;
  quantity: number | string;
  revenue: number | string;
  profit: number | string;
}

/**
 * Σ units, revenue and profit (cents) of the JSON lines of `table`'s rows whose bill was made in
 * the range, grouped by product, in SQL: SQLite's `json_each`, PostgreSQL's
 * `jsonb_array_elements` (bill and return lines are JSON text, db/schema.ts).
 */
async function linesByProduct(db: Kysely<Database>, table: 'bills' | 'bill_returns', range: Range): Promise<ProductLines[]> {
  const postgres = engineOf(db) === 'postgres';
  // The keys written into the SQL (not bound): PostgreSQL groups by the select's expression only when both read alike.
  const field = (name: string): RawBuilder<unknown> => (postgres ? sql`(l.value ->> ${sql.lit(name)})` : sql`json_extract(l.value, ${sql.lit(`$.${name}`)})`);
  const whole = (name: string): RawBuilder<unknown> => (postgres ? sql`${field(name)}::numeric` : field(name));
  const each = postgres ? sql`jsonb_array_elements(t.lines::jsonb) as l(value)` : sql`json_each(t.lines) as l`;
  const billOf = table === 'bills' ? sql`bills t` : sql`bill_returns t join bills b on b.id = t."billId"`;
  const madeAt = table === 'bills' ? sql`t."createdAt"` : sql`b."createdAt"`;
  const { rows } = await sql<LineRow>`select ${field('productId')} as "productId", max(${field('name')}) as name,
      coalesce(sum(${whole('quantity')}), 0) as quantity,
      coalesce(sum(${whole('quantity')} * ${whole('billedPrice')}), 0) as revenue,
      coalesce(sum(${whole('quantity')} * (${whole('billedPrice')} - ${whole('buyingPrice')})), 0) as profit
    from ${billOf} cross join ${each}
    where ${madeAt} >= ${range.start} and ${madeAt} < ${range.end}
    group by 1`.execute(db);
  return rows.map((row) => ({ productId: String(row.productId), name: String(row.name), quantity: Number(row.quantity), revenue: Number(row.revenue), profit: Number(row.profit) }));
}

/** The lines of the bills made in the range, and of those bills' returns, by product (cents). */
export async function productLinesIn(db: Kysely<Database>, range: Range): Promise<{ sold: ProductLines[]; returned: ProductLines[] }> {
  return { sold: await linesByProduct(db, 'bills', range), returned: await linesByProduct(db, 'bill_returns', range) };
}

/** Each product's name today, for the products asked. */
export async function productNames(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('products').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The products with stock at `end` (an instant, exclusive: a shop day's end) that sold nothing
 * from `since` (an instant) up to it, with when they last sold before it and their stock value
 * as the stock value screen counts it (db/stockValue.ts), most value first.
 */
export async function idleProducts(db: Kysely<Database>, since: string, end: string): Promise<IdleProduct[]> {
  const stock = (await stockValueAt(db, end)).filter((row) => row.quantity > 0);
  if (stock.length === 0) return [];
  // Each product's last sale before `end`: one step back in the ledger's sales by product and
  // time (stock_movements_sold, migration 0053), on both engines, not a walk past the receipts,
  // counts and adjustments, nor a read of a busy product's history.
  const { rows: sales } = await sql<{ productId: string; lastSold: string | null }>`select p.id as "productId",
      (select s."createdAt" from stock_movements s
        where s."productId" = p.id and s.kind = 'sold' and s."createdAt" < ${end}
        order by s."createdAt" desc limit 1) as "lastSold"
    from products p`.execute(db);
  const lastSold = new Map(sales.flatMap((row) => (row.lastSold ? [[row.productId, row.lastSold] as const] : [])));
  return stock
    .filter((row) => (lastSold.get(row.id) ?? '') < since)
    .map((row) => ({ productId: row.id, name: row.name, quantity: row.quantity, lastSold: lastSold.get(row.id) ?? null, value: lineValue(row) }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}
