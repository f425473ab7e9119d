import type { FastifyInstance } from 'fastify';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { connectDatabase, IN_MEMORY } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { insertProduct } from '../db/products';
import { searchIndex } from '../paging/search';
import { buildTestApp, call, listWords, loginAs } from '../test/helpers';

type Rec = Record<string, unknown> & { _id: string };
type Page = { data: Rec[]; total: number; summary: Record<string, unknown> };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
const added: Rec[] = [];

async function page(query: Record<string, unknown>, token = ownerToken) {
  const words = listWords(query);
  return call(app, 'GET', `/api/products?${words}`, { token });
}
const ids = async (query: Record<string, unknown>, token = ownerToken) => ((await page({ _page: '1', _perPage: '50', ...query }, token)).json() as Page).data.map((product) => product._id);

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  for (const [name, quantity] of [['Zebra Remote', 2], ['anchor Cable', 40], ['Mango Charger', 5]] as const) {
    const response = await call(app, 'POST', '/api/products', { token: ownerToken, body: { name, quantity, buyingPrice: 100, sellingPrice: 150 } });
    expect(response.statusCode, response.body).toBe(201);
    added.push(response.json());
  }
});
afterAll(() => app.close());

describe('GET /products asked by the page', () => {
  it('answers the page of normal products, each record as the whole list gives it, newest first', async () => {
    for (const token of [ownerToken, staffToken]) {
      const whole: Rec[] = (await call(app, 'GET', '/api/products', { token })).json();
      const normal = whole.filter((product) => product.productType === 'normal');
      const answer: Page = (await page({ _page: '1', _perPage: '3', _filter: { productType: 'normal' } }, token)).json();
      expect(answer.total).toBe(normal.length);
      expect(answer.data).toEqual(normal.slice(0, 3));
    }
    expect(await ids({ _perPage: '3', _filter: { productType: 'normal' } })).toEqual([added[2]._id, added[1]._id, added[0]._id]);
  });

  it("searches names through the index, narrows by 'at most' a quantity, sorts names ignoring case", async () => {
    expect(await ids({ _filter: { q: 'CHARG' } })).toContain(added[2]._id);
    expect(await ids({ _filter: { q: 'mango ch' } })).toEqual([added[2]._id]);
    expect(await ids({ _filter: { q: 'zE' } })).toContain(added[0]._id);
    const low = await ids({ _perPage: '1000', _filter: { quantity_lte: 5 } });
    expect(low).toEqual(expect.arrayContaining([added[0]._id, added[2]._id]));
    expect(low).not.toContain(added[1]._id);
    const byName = await ids({ _filter: { id: added.map((product) => product._id) }, _sort: 'name', _order: 'ASC' });
    expect(byName).toEqual([added[1]._id, added[2]._id, added[0]._id]);
  });

  it('follows a rename in its search, and refuses staff an order by buying price', async () => {
    const renamed = await call(app, 'PUT', `/api/products/${added[1]._id}`, { token: ownerToken, body: { name: 'Anchor HDMI Lead', quantity: 40, buyingPrice: 100, sellingPrice: 150 } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await ids({ _filter: { q: 'hdmi lead' } })).toEqual([added[1]._id]);
    expect(await ids({ _filter: { q: 'anchor cable' } })).toEqual([]);
    const refused = await page({ _page: '1', _sort: 'buyingPrice' }, staffToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: MESSAGES.listQueryInvalid, key: 'listQueryInvalid' });
    expect((await page({ _page: '1', _sort: 'buyingPrice' })).statusCode).toBe(200);
  });
});

describe('the products search index (migration 0033)', () => {
  it('indexes the products a database already had, and those added after', async () => {
    const db = connectDatabase(IN_MEMORY);
    const names = Object.keys(migrations).sort();
    const before = names[names.indexOf('0033_products_list') - 1];
    expect((await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(before)).error).toBeUndefined();
    const fields = { productType: 'normal', quantity: 1, buyingPrice: 100, sellingPrice: 200 };
    const old = await insertProduct(db, { ...fields, name: 'Old Dish' }, 'Owner');
    await migrateToLatest(db);
    const newer = await insertProduct(db, { ...fields, name: 'New Dish' }, 'Owner');
    const search = (text: string) =>
      sql<{ id: string }>`select id from products where ${searchIndex(db, 'products_search', sql`products.searchKey`, text)} order by name`.execute(db).then(({ rows }) => rows.map((row) => row.id));
    expect(await search('dish')).toEqual([newer.id, old.id]);
    expect(await search('old d')).toEqual([old.id]);
    await db.destroy();
  });
});
