import { sql, type Kysely } from 'kysely';
import { creationStamps, NEXT_STAMP, nextUpdatedAt, timestamp } from './ids';
import { forWrite } from './locks';
import type { Database, Product } from './schema';
import { placeholders, runStatement, statement, type Statement } from './statements';

/** A product's form fields as stored: prices in cents. */
export interface ProductFields {
  name: string;
  productType: string;
  quantity: number;
  buyingPrice: number;
  sellingPrice: number;
  /** Our server's own (issue 47): null for none; absent on an edit that leaves it as it is. */
  barcode?: string | null;
  /** Our server's own (issue 47, migration 0048): null for none; absent on an edit that leaves it as it is. */
  reorderLevel?: number | null;
}

/** Every product, newest first. */
export function listProducts(db: Kysely<Database>): Promise<Product[]> {
  return db.selectFrom('products').selectAll().orderBy('createdAt', 'desc').orderBy(sql`rowid`, 'desc').execute();
}

/**
 * `toChange`: the transaction then writes the product from what it read here (an edit or refill
 * checked against its If-Match, a delete), so a sale or another edit committing in between is
 * waited for and seen, not overwritten (see locks.ts `forWrite`).
 */
export function findProductById(db: Kysely<Database>, id: string, { toChange = false } = {}): Promise<Product | undefined> {
  const query = db.selectFrom('products').selectAll().where('id', '=', id);
  return (toChange ? forWrite(db, query) : query).executeTakeFirst();
}

/**
 * The products with these ids (those that exist), in one query, read to be sold: a sale checks
 * their stock, then takes it (`takeStocks`). On PostgreSQL another connection's sale could take
 * it in between, so the rows are read `for update` (in the order of their ids, so two sales of
 * the same products lock them in the same order); SQLite runs one write at a time.
 */
export function findProductsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return Promise.resolve([]);
  // A sale's read: a fixed text per count of ids (statements.ts).
  return runStatement<Product>(db, productsByIds(ids.length), ids).then((result) => result.rows);
}

const productsByIdsTexts = new Map<number, Statement>();

/** The SELECT of `count` products by id; one text per count, kept. */
function productsByIds(count: number): Statement {
  let text = productsByIdsTexts.get(count);
  if (!text) {
    const select = statement(`select * from "products" where "id" in (${placeholders(count)})`);
    text = { sqlite: select.sqlite, postgres: `${select.postgres} order by "id" for update` };
    productsByIdsTexts.set(count, text);
  }
  return text;
}

export function insertProduct(
  db: Kysely<Database>,
  fields: ProductFields,
  createdByName: string | null,
  now: Date = new Date(),
): Promise<Product> {
  return db
    .insertInto('products')
    .values({ ...fields, ...creationStamps(createdByName, now) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Replaces the form fields (or only the stock) and stamps the edit; undefined when no such product. */
export function updateProduct(
  db: Kysely<Database>,
  id: string,
  fields: Partial<ProductFields>,
  updatedByName: string,
): Promise<Product | undefined> {
  return db
    .updateTable('products')
    .set({ ...fields, updatedByName, updatedAt: nextUpdatedAt(db) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteProduct(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Takes `quantity` units off a product's stock only if it has that many: false (nothing
 * changed) otherwise. The condition lives in the UPDATE itself, so no stock check made
 * earlier can be outrun. Selling is no edit of the product: its by-name stays, but its
 * version moves, so a refill or edit made from the stock before the sale is refused.
 */
export async function takeStock(db: Kysely<Database>, id: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ quantity: eb('quantity', '-', quantity), updatedAt: nextUpdatedAt(db) }))
    .where('id', '=', id)
    .where('quantity', '>=', quantity)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Takes each product's quantity out of stock, one statement for every line of a sale (each
 * product gets a new version, as `takeStock` gives it). False when any product lacks the units
 * (or is gone): then some may have been taken, so the caller refuses the sale and its
 * transaction rolls them back. Read the products in the same transaction first to say which.
 */
export async function takeStocks(db: Kysely<Database>, wanted: ReadonlyMap<string, number>, now: Date = new Date()): Promise<boolean> {
  if (wanted.size === 0) return true;
  const result = await runStatement(db, takeStocksUpdate(wanted.size), [timestamp(now), ...[...wanted].flat()]);
  return result.numAffectedRows === BigInt(wanted.size);
}

const takeStocksUpdates = new Map<number, Statement>();

/** The UPDATE of `count` products' stock, from a list of (id, quantity) pairs; one text per count, kept. */
function takeStocksUpdate(count: number): Statement {
  let text = takeStocksUpdates.get(count);
  if (!text) {
    const stamp = (engine: keyof typeof NEXT_STAMP, now: string) => `${NEXT_STAMP[engine].before}${now}${NEXT_STAMP[engine].after('"products"."updatedAt"')}`;
    const update = (engine: keyof typeof NEXT_STAMP, now: string, pairs: string) =>
      `update "products" set "quantity" = "products"."quantity" - "wanted"."column2", "updatedAt" = ${stamp(engine, now)} ` +
      `from (values ${pairs}) as "wanted" ` +
      `where "products"."id" = "wanted"."column1" and "products"."quantity" >= "wanted"."column2"`;
    // PostgreSQL types a VALUES list's parameters as text unless told: the quantity is a number.
    const pgPairs = Array.from({ length: count }, (_, index) => `($${2 * index + 2}, $${2 * index + 3}::bigint)`).join(', ');
    text = {
      sqlite: update('sqlite', '?', Array.from({ length: count }, () => '(?, ?)').join(', ')),
      postgres: update('postgres', '$1', pgPairs),
    };
    takeStocksUpdates.set(count, text);
  }
  return text;
}

/** Puts units back in stock (a deleted bill, a return), a new version too: the stock after it, or undefined when the product no longer exists. */
export async function returnStock(db: Kysely<Database>, id: string, quantity: number): Promise<number | undefined> {
  const row = await db
    .updateTable('products')
    .set((eb) => ({ quantity: eb('quantity', '+', quantity), updatedAt: nextUpdatedAt(db) }))
    .where('id', '=', id)
    .returning('quantity')
    .executeTakeFirst();
  return row ? Number(row.quantity) : undefined;
}
