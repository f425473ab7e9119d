import { sql, type Kysely } from 'kysely';
import { creationStamps, nextUpdatedAt } from './ids';
import type { Database, Product } from './schema';

/** A product's form fields as stored: prices in cents. */
export interface ProductFields {
  name: string;
  productType: string;
  quantity: number;
  buyingPrice: number;
  sellingPrice: number;
}

/** Every product, newest first. */
export function listProducts(db: Kysely<Database>): Promise<Product[]> {
  return db.selectFrom('products').selectAll().orderBy('createdAt', 'desc').orderBy(sql`rowid`, 'desc').execute();
}

export function findProductById(db: Kysely<Database>, id: string): Promise<Product | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The products with these ids (those that exist), in one query. */
export function findProductsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
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
    .set({ ...fields, updatedByName, updatedAt: nextUpdatedAt() })
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
    .set((eb) => ({ quantity: eb('quantity', '-', quantity), updatedAt: nextUpdatedAt() }))
    .where('id', '=', id)
    .where('quantity', '>=', quantity)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Puts units back in stock (a deleted bill), a new version too; false when the product no longer exists. */
export async function returnStock(db: Kysely<Database>, id: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ quantity: eb('quantity', '+', quantity), updatedAt: nextUpdatedAt() }))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
