import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openFreshPostgres } from '../test/postgres';
import { connectDatabase, IN_MEMORY } from './connect';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';

/** The migration before 0047, whatever lands beside it. */
const BEFORE = (() => {
  const names = Object.keys(migrations).sort();
  return names[names.indexOf('0047_product_barcodes') - 1];
})();

const stamps = { productType: 'normal', quantity: 1, buyingPrice: 10, sellingPrice: 12, createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' };

/** Each product's indexed text, by id. */
async function indexed(db: Kysely<any>): Promise<Record<string, string>> {
  const { rows } = await sql<{ id: string; text: string }>`select p.id as id, s.text as text from products_search s join products p on p."searchKey" = s.rowid order by p.id`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.id, row.text]));
}

/** Migration 0047 on each engine: what each makes of the same products, up, down and up again. */
async function history(db: Kysely<any>) {
  await migrateToLatest(db, BEFORE);
  await db.insertInto('products').values({ id: 'product-1', name: 'Old Remote', ...stamps }).execute();
  await migrateToLatest(db);
  const afterUp = await indexed(db);
  await db.updateTable('products').set({ barcode: 'RMT-0001' }).where('id', '=', 'product-1').execute();
  await db.insertInto('products').values({ id: 'product-2', name: 'HDMI Lead', barcode: '2000001000014', ...stamps }).execute();
  await db.insertInto('products').values({ id: 'product-3', name: 'LNB Twin', ...stamps }).execute();
  const written = await indexed(db);
  await db.updateTable('products').set({ name: 'Old TV Remote' }).where('id', '=', 'product-1').execute();
  await db.updateTable('products').set({ barcode: null }).where('id', '=', 'product-2').execute();
  const changed = await indexed(db);
  const taken = await db.insertInto('products').values({ id: 'product-4', name: 'Copy', barcode: 'RMT-0001', ...stamps }).execute().then(() => 'written', () => 'refused');
  await migrateToLatest(db, BEFORE);
  const undone = await indexed(db);
  await migrateToLatest(db);
  return { afterUp, written, changed, taken, undone, redone: await indexed(db) };
}

describe('migration 0047: barcodes in the products search, on SQLite and PostgreSQL', () => {
  const sqlite = connectDatabase(IN_MEMORY);
  afterAll(() => sqlite.destroy());

  it('indexes each product’s barcode after its name, alike on both engines, keeps it unique, and undoes to names alone', async () => {
    const onSqlite = await history(sqlite);
    const onPostgres = await history(await openFreshPostgres());
    expect(onPostgres).toEqual(onSqlite);
    expect(onSqlite).toEqual({
      afterUp: { 'product-1': 'old remote' },
      written: { 'product-1': 'old remote\u001frmt-0001', 'product-2': 'hdmi lead\u001f2000001000014', 'product-3': 'lnb twin' },
      changed: { 'product-1': 'old tv remote\u001frmt-0001', 'product-2': 'hdmi lead', 'product-3': 'lnb twin' },
      taken: 'refused',
      undone: { 'product-1': 'old tv remote', 'product-2': 'hdmi lead', 'product-3': 'lnb twin' },
      redone: { 'product-1': 'old tv remote', 'product-2': 'hdmi lead', 'product-3': 'lnb twin' },
    });
  }, 60_000);
});
