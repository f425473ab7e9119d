import { sql, type Kysely } from 'kysely';
import { countBelowZeroMessage, lineDifference, postedStock, type StockCountStatus } from '../../src/domain/stockCounts';
import { NORMAL_PRODUCT } from '../../src/domain/products';
import { HttpError } from '../errors';
import { newId, timestamp } from './ids';
import { forWrite } from './locks';
import { findProductById, returnStock } from './products';
import { recordMovements, type MovementActor, type MovementInput } from './stockMovements';
import type { Database, StockCountLineRow, StockCountRow } from './schema';

/** A sheet with its lines, in the order they were listed (by product name). */
export interface StockCountWithLines extends StockCountRow {
  lines: StockCountLineRow[];
}

/** Every sheet, newest first, with its lines (a shop makes a few sheets a month, each of a few hundred lines at most). */
export async function listStockCounts(db: Kysely<Database>): Promise<StockCountWithLines[]> {
  const counts = await db.selectFrom('stock_counts').selectAll().orderBy('createdAt', 'desc').orderBy(sql`rowid`, 'desc').execute();
  if (counts.length === 0) return [];
  const lines = await db.selectFrom('stock_count_lines').selectAll().orderBy('countId').orderBy('position').execute();
  const byCount = new Map<string, StockCountLineRow[]>();
  for (const line of lines) {
    const own = byCount.get(line.countId);
    if (own) own.push(line);
    else byCount.set(line.countId, [line]);
  }
  return counts.map((count) => ({ ...count, lines: byCount.get(count.id) ?? [] }));
}

/** One sheet with its lines; `toChange`: read under its row lock, as a write then changes it. */
export async function findStockCount(db: Kysely<Database>, id: string, { toChange = false } = {}): Promise<StockCountWithLines | undefined> {
  const query = db.selectFrom('stock_counts').selectAll().where('id', '=', id);
  const count = await (toChange ? forWrite(db, query) : query).executeTakeFirst();
  if (!count) return undefined;
  const lines = await db.selectFrom('stock_count_lines').selectAll().where('countId', '=', id).orderBy('position').execute();
  return { ...count, lines };
}

/**
 * A new sheet of the normal products whose name holds `search` (every one when null), by name,
 * each with the stock and buying price it has now. Undefined when no product matches.
 */
export async function insertStockCount(
  db: Kysely<Database>,
  fields: { search: string | null; note: string | null },
  byName: string,
  now: Date = new Date(),
): Promise<StockCountWithLines | undefined> {
  const products = await db
    .selectFrom('products')
    .select(['id', 'name', 'quantity', 'buyingPrice'])
    .where('productType', '=', NORMAL_PRODUCT)
    .orderBy('name')
    .orderBy('id')
    .execute();
  // Matched here as the products search matches (ignoring case), the same on both engines.
  const wanted = fields.search?.toLocaleLowerCase();
  const listed = wanted ? products.filter((product) => product.name.toLocaleLowerCase().includes(wanted)) : products;
  if (listed.length === 0) return undefined;
  const at = timestamp(now);
  const count = await db
    .insertInto('stock_counts')
    .values({ id: newId(now), status: 'counting', search: fields.search, note: fields.note, postedValue: null, createdAt: at, createdByName: byName, updatedAt: at, updatedByName: null, submittedAt: null, submittedByName: null, closedAt: null, closedByName: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  const lines = listed.map((product, position) => ({
    id: newId(now),
    countId: count.id,
    position,
    productId: product.id,
    productName: product.name,
    expected: product.quantity,
    counted: null,
    unitCost: product.buyingPrice,
  }));
  // Several hundred lines go in a few statements (SQLite's parameters per statement are limited).
  for (let start = 0; start < lines.length; start += 100) await db.insertInto('stock_count_lines').values(lines.slice(start, start + 100)).execute();
  return { ...count, lines: await db.selectFrom('stock_count_lines').selectAll().where('countId', '=', count.id).orderBy('position').execute() };
}

/** Sets lines' counts (null: not counted), by line id. */
/**
 * Saves counts as typed. A line counted for the first time takes the stock its product has now as
 * expected: a unit sold between the sheet's making and the count left the shelf before it was
 * counted, and is not taken a second time when the sheet is posted. A count corrected later keeps
 * the expected of its first count, when the shelf was looked at.
 */
export async function setCounts(db: Kysely<Database>, lines: readonly StockCountLineRow[], counts: ReadonlyMap<string, number | null>): Promise<void> {
  for (const [lineId, counted] of counts) {
    const line = lines.find((each) => each.id === lineId)!;
    const firstCount = line.counted === null && counted !== null;
    const product = firstCount ? await db.selectFrom('products').select('quantity').where('id', '=', line.productId).executeTakeFirst() : undefined;
    await db
      .updateTable('stock_count_lines')
      .set({ counted, ...(product ? { expected: Number(product.quantity) } : {}) })
      .where('id', '=', lineId)
      .execute();
  }
}

/** A line's buying price as posted (cents). */
export async function setUnitCost(db: Kysely<Database>, lineId: string, unitCost: number): Promise<void> {
  await db.updateTable('stock_count_lines').set({ unitCost }).where('id', '=', lineId).execute();
}

/** Moves a sheet on: its status and who did it when. */
export async function updateStockCount(
  db: Kysely<Database>,
  id: string,
  change: { status?: StockCountStatus; postedValue?: number; by: string; now?: Date },
): Promise<void> {
  const at = timestamp(change.now ?? new Date());
  const stamps =
    change.status === 'submitted'
      ? { submittedAt: at, submittedByName: change.by }
      : change.status === 'posted' || change.status === 'discarded'
        ? { closedAt: at, closedByName: change.by }
        : {};
  await db
    .updateTable('stock_counts')
    .set({ ...(change.status ? { status: change.status } : {}), ...(change.postedValue !== undefined ? { postedValue: change.postedValue } : {}), ...stamps, updatedAt: at, updatedByName: change.by })
    .where('id', '=', id)
    .execute();
}

/**
 * Posts a sheet read under its lock (src/domain/stockCounts.ts): each counted product's stock
 * moves by counted − expected, with a `counted` movement where that is not 0; a result below 0
 * refuses the whole post (409: count it again). Each line keeps the buying price it is posted at,
 * the sheet the value of its differences. Call inside one transaction with the status checks.
 */
export async function postStockCount(db: Kysely<Database>, count: StockCountWithLines, by: MovementActor & { name: string }, now: Date = new Date()): Promise<void> {
  const movements: MovementInput[] = [];
  let value = 0;
  // In product id order, so two writers lock the same products in the same order (PostgreSQL).
  const counted = count.lines.filter((line) => line.counted !== null).sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  for (const line of counted) {
    const difference = lineDifference(line)!;
    const product = await findProductById(db, line.productId, { toChange: true });
    // A product deleted since the sheet was made has no stock left to correct.
    if (!product) continue;
    await setUnitCost(db, line.id, product.buyingPrice);
    value += difference * product.buyingPrice;
    if (difference === 0) continue;
    if (postedStock(product.quantity, line) < 0) throw new HttpError(409, countBelowZeroMessage(product.name, product.quantity, difference));
    const onHand = (await returnStock(db, product.id, difference))!;
    movements.push({ productId: product.id, kind: 'counted', quantity: difference, onHand, source: { id: count.id, number: null } });
  }
  await recordMovements(db, movements, by, now);
  await updateStockCount(db, count.id, { status: 'posted', postedValue: value, by: by.name, now });
}
