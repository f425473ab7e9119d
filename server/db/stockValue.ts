import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** A product's stock and average cost (cents) as its last movement before an instant left them. */
export interface StockValueRow {
  id: string;
  name: string;
  quantity: number;
  averageCost: number;
}

/**
 * Each product's units on hand and moving-average cost at `before` (an instant, exclusive: a
 * shop day's end), in one query: its last movement written before then (rowid breaks ties, the
 * order they were written), through the ledger's (productId, createdAt) index. Products with no
 * stock then are left out; so are products deleted since (the ledger has no name for them).
 */
export async function stockValueAt(db: Kysely<Database>, before: string): Promise<StockValueRow[]> {
  const { rows } = await sql<StockValueRow>`select p.id, p.name, m."onHand" as quantity, m."averageCost" as "averageCost"
    from products p
    join stock_movements m on m.id = (
      select s.id from stock_movements s
      where s."productId" = p.id and s."createdAt" < ${before}
      order by s."createdAt" desc, s.rowid desc limit 1)
    where m."onHand" <> 0
    order by p.name, p.id`.execute(db);
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity), averageCost: Number(row.averageCost) }));
}
