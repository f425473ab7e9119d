import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** A product at or under its reorder level, with what it sold and the supplier it was last bought from. */
export interface ReorderRow {
  id: string;
  name: string;
  quantity: number;
  reorderLevel: number;
  /** Units out over the days read, net of units back: sales less customer returns and deleted bills. */
  sold: number;
  supplierId: string | null;
  /** The supplier's name on that goods received note (kept when the supplier is deleted since). */
  supplierName: string | null;
  /** The unit cost on that line, in cents: the owner's, for a purchase order that asks for it. */
  unitCost: number | null;
}

type Stored = Omit<ReorderRow, 'sold' | 'quantity' | 'reorderLevel' | 'unitCost'> & Record<'sold' | 'quantity' | 'reorderLevel' | 'unitCost', number | string | null>;

/**
 * The reorder list's rows in one query: each product at or under its level; the units its `sold`
 * movements took since `since` (an instant: the first shop day's start), less those that came
 * back (`customerReturn`, and `billDeleted`: a deleted bill was a sale that never happened); and
 * its latest goods received line (the newest note, its last line of the product) with that
 * note's supplier. Reads the ledger by product and time (`stock_movements_product`) and the lines
 * by product (`goods_receipt_lines_product`, 0048), so it costs the listed products' last days,
 * not the shop's years.
 */
export async function reorderRows(db: Kysely<Database>, since: string): Promise<ReorderRow[]> {
  const { rows } = await sql<Stored>`select p.id, p.name, p.quantity, p."reorderLevel",
      (select -sum(m.quantity) from stock_movements m
        where m."productId" = p.id and m.kind in ('sold', 'customerReturn', 'billDeleted') and m."createdAt" >= ${since}) as sold,
      r."supplierId", r."supplierName", l."unitCost"
    from products p
    left join goods_receipt_lines l on l.id = (
      select latest.id from goods_receipt_lines latest join goods_receipts note on note.id = latest."receiptId"
      where latest."productId" = p.id order by note."createdAt" desc, note.number desc, latest.position desc limit 1)
    left join goods_receipts r on r.id = l."receiptId"
    where p."reorderLevel" is not null and p.quantity <= p."reorderLevel"`.execute(db);
  return rows.map((row) => ({
    ...row,
    quantity: Number(row.quantity),
    reorderLevel: Number(row.reorderLevel),
    sold: Math.max(0, Number(row.sold ?? 0)),
    unitCost: row.unitCost === null ? null : Number(row.unitCost),
  }));
}

/** The suppliers with these ids that still exist: their contacts and language. */
export async function suppliersByIds(db: Kysely<Database>, ids: readonly string[]) {
  const query = db.selectFrom('suppliers').select(['id', 'name', 'phoneNumber', 'whatsappNumber', 'language']);
  return ids.length === 0 ? [] : query.where('id', 'in', [...ids]).execute();
}
