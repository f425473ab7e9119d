import type { FastifyInstance } from 'fastify';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, IN_MEMORY } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { openFreshPostgres } from '../test/postgres';
import { buildCustomerInput, buildTestApp, call, inEnglish, loginAs, testEngine } from '../test/helpers';

/**
 * Stock counts (issue 47): a sheet of products with the stock expected when it was made; counts
 * entered by anyone, submitted, then posted (or discarded) by the owner: one `counted` movement per
 * product whose count differs, by counted − expected, on today's stock, in one transaction.
 */

type Rec = Record<string, any> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let customer: Rec;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  customer = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json();
});
afterAll(() => app.close());

let batches = 0;
/** Products named '<word> <n>', made for one test, so a sheet's search finds exactly them. */
async function newProducts(stocks: readonly number[], buyingPrice = 100): Promise<{ word: string; products: Rec[] }> {
  const word = `Countable${++batches}x`;
  const products: Rec[] = [];
  for (const [index, quantity] of stocks.entries()) {
    const response = await call(app, 'POST', '/api/products', { token: ownerToken, body: { name: `${word} ${index + 1}`, quantity, buyingPrice, sellingPrice: 250 } });
    expect(response.statusCode, response.body).toBe(201);
    products.push(response.json());
  }
  return { word, products };
}
async function newSheet(search: string, token = staffToken): Promise<Rec> {
  const response = await call(app, 'POST', '/api/stock-counts', { token, body: { search, note: 'Shelf A' } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const enter = (sheet: Rec, counts: (number | null)[], token = staffToken) =>
  call(app, 'POST', `/api/stock-counts/${sheet._id}/counts`, { token, body: { lines: sheet.lines.map((line: Rec, index: number) => ({ _id: line._id, counted: counts[index] })) } });
const step = (sheet: Rec, what: 'submit' | 'post' | 'discard', token = ownerToken) => call(app, 'POST', `/api/stock-counts/${sheet._id}/${what}`, { token });
const stockOf = async (product: Rec) => (await app.db.selectFrom('products').select('quantity').where('id', '=', product._id).executeTakeFirstOrThrow()).quantity;
const countedMovements = (product: Rec) => app.db.selectFrom('stock_movements').select(['quantity', 'onHand', 'sourceId']).where('productId', '=', product._id).where('kind', '=', 'counted').execute();
const sell = (product: Rec, quantity: number) =>
  call(app, 'POST', '/api/bills', { token: staffToken, body: { customerId: customer._id, products: [{ productId: product._id, quantity, billedPrice: 250 }] } });

describe('making a sheet', () => {
  it('lists the products a search finds, by name, each with its stock now; staff see no buying price, value or by-names', async () => {
    const { word, products } = await newProducts([4, 0, 7]);
    const sheet = await newSheet(word.toLowerCase());
    expect(sheet).toMatchObject({ status: 'counting', search: word.toLowerCase(), note: 'Shelf A', products: 3, counted: 0, differing: 0 });
    expect(sheet.lines.map(({ productId, name, expected, counted, difference }: Rec) => ({ productId, name, expected, counted, difference }))).toEqual(
      products.map((product) => ({ productId: product._id, name: product.name, expected: product.quantity, counted: null, difference: null })),
    );
    for (const key of ['value', 'createdByName', 'closedByName']) expect(sheet).not.toHaveProperty(key);
    for (const line of sheet.lines) for (const key of ['unitCost', 'value']) expect(line).not.toHaveProperty(key);
    const owners = (await call(app, 'GET', `/api/stock-counts/${sheet._id}`, { token: ownerToken })).json();
    expect(owners).toMatchObject({ value: 0, createdByName: 'Staff Demo' });
    expect(owners.lines[0]).toMatchObject({ unitCost: 100, value: 0 });
  });

  it('refuses a search that finds nothing (400 under search) and a long one', async () => {
    const response = await call(app, 'POST', '/api/stock-counts', { token: staffToken, body: { search: 'no such product anywhere' } });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message: 'No products match this search', errors: { search: 'No products match this search' } });
    const long = await call(app, 'POST', '/api/stock-counts', { token: staffToken, body: { search: 'x'.repeat(101) } });
    expect(inEnglish(long.json())).toEqual({ message: 'A search can have at most 100 characters', errors: { search: 'A search can have at most 100 characters' } });
  });

  it('without a search, lists every normal product', async () => {
    const sheet = await newSheet('');
    const normal = await app.db.selectFrom('products').select('id').where('productType', '=', 'normal').execute();
    expect(sheet.products).toBe(normal.length);
    expect(sheet.search).toBeNull();
  });
});

describe('counting', () => {
  it('keeps the counts entered, with each difference; refuses a count that is not a whole number 0 or more, and a line of another sheet', async () => {
    const { word } = await newProducts([5, 5]);
    const sheet = await newSheet(word);
    const saved = await enter(sheet, [4, null]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ counted: 1, differing: 1, short: 1, over: 0 });
    expect(saved.json().lines.map((line: Rec) => line.difference)).toEqual([-1, null]);
    for (const [bad, message] of [
      [-1, 'Quantity cannot be negative'],
      [1.5, 'Quantity must be a whole number'],
    ] as const) {
      const refused = await enter(sheet, [bad, null]);
      expect(refused.statusCode).toBe(400);
      expect(inEnglish(refused.json())).toEqual({ message, errors: { 'lines.0.counted': message } });
    }
    const other = await newSheet(word);
    const stray = await call(app, 'POST', `/api/stock-counts/${sheet._id}/counts`, { token: staffToken, body: { lines: [{ _id: other.lines[0]._id, counted: 1 }] } });
    expect(stray.statusCode).toBe(400);
    expect(inEnglish(stray.json())).toEqual({ message: 'This product is not on the stock count' });
    expect((await call(app, 'GET', `/api/stock-counts/${sheet._id}`, { token: staffToken })).json().lines.map((line: Rec) => line.counted)).toEqual([4, null]);
  });

  it('a sheet is submitted once something is counted; then only the owner changes its counts', async () => {
    const { word } = await newProducts([3]);
    const sheet = await newSheet(word);
    const early = await step(sheet, 'submit', staffToken);
    expect(early.statusCode).toBe(400);
    expect(inEnglish(early.json())).toEqual({ message: 'Please count at least one product' });
    await enter(sheet, [3]);
    const submitted = await step(sheet, 'submit', staffToken);
    expect(submitted.json()).toMatchObject({ status: 'submitted' });
    const late = await enter(sheet, [2]);
    expect(late.statusCode).toBe(403);
    expect(inEnglish(late.json())).toEqual({ message: 'This stock count is submitted: only super admins can change it' });
    expect((await enter(sheet, [2], ownerToken)).statusCode).toBe(200);
  });

  it('posting and discarding are the owner’s (403 with the reason)', async () => {
    const { word } = await newProducts([3]);
    const sheet = await newSheet(word);
    await enter(sheet, [1]);
    for (const what of ['post', 'discard'] as const) {
      const refused = await step(sheet, what, staffToken);
      expect(refused.statusCode).toBe(403);
      expect(inEnglish(refused.json())).toEqual({ message: 'Only super admins can post or discard a stock count' });
    }
    expect(await countedMovements({ _id: sheet.lines[0].productId })).toEqual([]);
  });
});

describe('posting', () => {
  it('moves each differing product by counted − expected on today’s stock (a sale made while counting is kept), with its value at the buying price', async () => {
    const { word, products } = await newProducts([10, 6, 4], 150);
    const sheet = await newSheet(word);
    // Counted: one of the first missing, the second as expected, two more of the third.
    await enter(sheet, [9, 6, 6]);
    // Then two of the first are sold before the owner posts.
    expect((await sell(products[0]!, 2)).statusCode).toBe(201);
    const posted = await step(sheet, 'post');
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toMatchObject({ status: 'posted', counted: 3, differing: 2, short: 1, over: 2, value: 150, closedByName: 'Owner Demo' });
    expect(posted.json().lines.map((line: Rec) => line.value)).toEqual([-150, 0, 300]);
    expect(await stockOf(products[0]!)).toBe(7);
    expect(await stockOf(products[1]!)).toBe(6);
    expect(await stockOf(products[2]!)).toBe(6);
    expect(await countedMovements(products[0]!)).toEqual([{ quantity: -1, onHand: 7, sourceId: sheet._id }]);
    expect(await countedMovements(products[1]!)).toEqual([]);
    expect(await countedMovements(products[2]!)).toEqual([{ quantity: 2, onHand: 6, sourceId: sheet._id }]);
    // The stock card tells it as a count.
    const card = (await call(app, 'GET', `/api/products/${products[0]!._id}/movements`, { token: staffToken })).json();
    expect(card.data[0]).toMatchObject({ kind: 'counted', quantity: -1, onHand: 7 });
  });

  it('expects, of a product sold between the sheet’s making and its count, the stock it had when counted: the sale is not taken twice', async () => {
    const { word, products } = await newProducts([10, 5]);
    const sheet = await newSheet(word);
    expect(sheet.lines.map((line: Rec) => line.expected)).toEqual([10, 5]);
    // Two of the first are sold before anyone reaches its shelf; 8 are there, as the stock says.
    expect((await sell(products[0]!, 2)).statusCode).toBe(201);
    const entered = (await enter(sheet, [8, null])).json();
    expect(entered.lines.map(({ expected, counted, difference }: Rec) => ({ expected, counted, difference }))).toEqual([
      { expected: 8, counted: 8, difference: 0 },
      { expected: 5, counted: null, difference: null },
    ]);
    expect((await step(sheet, 'post')).statusCode).toBe(200);
    expect(await stockOf(products[0]!)).toBe(8);
    expect(await countedMovements(products[0]!)).toEqual([]);
  });

  it('takes the owner’s correction of a staff count made after its products moved: the sales since are kept', async () => {
    const { word, products } = await newProducts([10]);
    const sheet = await newSheet(word);
    // Staff count 9 (one missing) and submit; two are sold; the owner finds staff miscounted: 8.
    await enter(sheet, [9]);
    expect((await step(sheet, 'submit', staffToken)).statusCode).toBe(200);
    expect((await sell(products[0]!, 2)).statusCode).toBe(201);
    expect((await enter(sheet, [8], ownerToken)).json().lines[0]).toMatchObject({ expected: 10, counted: 8, difference: -2 });
    expect((await step(sheet, 'post')).statusCode).toBe(200);
    // 10 − 2 sold, then −2 counted: the two sold are not taken twice, nor given back.
    expect(await stockOf(products[0]!)).toBe(6);
    expect(await countedMovements(products[0]!)).toEqual([{ quantity: -2, onHand: 6, sourceId: sheet._id }]);
  });

  it('a posted sheet never changes: counts, submit, post and discard answer 409', async () => {
    const { word, products } = await newProducts([2]);
    const sheet = await newSheet(word);
    await enter(sheet, [1]);
    expect((await step(sheet, 'post')).statusCode).toBe(200);
    const message = 'This stock count is posted and cannot change';
    for (const response of [await enter(sheet, [0], ownerToken), await step(sheet, 'submit'), await step(sheet, 'post'), await step(sheet, 'discard')]) {
      expect(response.statusCode).toBe(409);
      expect(inEnglish(response.json())).toEqual({ message });
    }
    expect(await stockOf(products[0]!)).toBe(1);
  });

  it('refuses the whole post when a difference would take today’s stock below 0, and moves nothing', async () => {
    const { word, products } = await newProducts([3, 5]);
    const sheet = await newSheet(word);
    await enter(sheet, [4, 0]);
    expect((await sell(products[1]!, 3)).statusCode).toBe(201);
    const refused = await step(sheet, 'post');
    expect(refused.statusCode).toBe(409);
    expect(inEnglish(refused.json())).toEqual({ message: `${products[1]!.name} has 2 in stock now: posting its difference of -5 would take it below 0. Please count it again` });
    expect(await stockOf(products[0]!)).toBe(3);
    expect(await countedMovements(products[0]!)).toEqual([]);
    expect((await call(app, 'GET', `/api/stock-counts/${sheet._id}`, { token: ownerToken })).json().status).toBe('counting');
  });

  it('a discarded sheet moves no stock and cannot be posted', async () => {
    const { word, products } = await newProducts([3]);
    const sheet = await newSheet(word);
    await enter(sheet, [1]);
    expect((await step(sheet, 'discard')).json()).toMatchObject({ status: 'discarded' });
    const late = await step(sheet, 'post');
    expect(late.statusCode).toBe(409);
    expect(inEnglish(late.json())).toEqual({ message: 'This stock count is discarded and cannot change' });
    expect(await stockOf(products[0]!)).toBe(3);
  });
});

describe('GET /api/stock-counts', () => {
  it('lists the sheets newest first without their lines; the value for the owner only', async () => {
    const { word } = await newProducts([2]);
    const sheet = await newSheet(word);
    const staffList = (await call(app, 'GET', '/api/stock-counts', { token: staffToken })).json();
    expect(staffList[0]).toMatchObject({ _id: sheet._id, status: 'counting', products: 1 });
    expect(staffList[0]).not.toHaveProperty('lines');
    expect(staffList[0]).not.toHaveProperty('value');
    const ownerList = (await call(app, 'GET', '/api/stock-counts', { token: ownerToken })).json();
    expect(ownerList[0]).toHaveProperty('value', 0);
    expect((await call(app, 'GET', '/api/stock-counts')).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/stock-counts/000000000000000000000000', { token: ownerToken })).statusCode).toBe(404);
  });
});

describe('migration 0046', () => {
  it('goes down (the tables and the movements’ reason and note gone, the movements kept) and up again', async () => {
    const db = testEngine() === 'postgres' ? await openFreshPostgres() : connectDatabase(IN_MEMORY);
    try {
      await migrateToLatest(db, '0046_stock_adjustments_counts');
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const names = Object.keys(migrations);
      expect((await migrator.migrateTo(names[names.indexOf('0046_stock_adjustments_counts') - 1]!)).error).toBeUndefined();
      await expect(db.selectFrom('stock_counts').selectAll().execute()).rejects.toThrow();
      await expect(db.selectFrom('stock_movements').select('reason').execute()).rejects.toThrow();
      expect((await migrator.migrateTo('0046_stock_adjustments_counts')).error).toBeUndefined();
      expect(await db.selectFrom('stock_counts').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('stock_movements').select(['reason', 'note']).execute()).toEqual([]);
    } finally {
      if (testEngine() === 'sqlite') await db.destroy();
    }
  });
});
