import type { FastifyInstance } from 'fastify';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysUpTo } from '../../src/domain/dashboard';
import { shopDay, shopDayStart } from '../../src/domain/dates';
import { connectDatabase, IN_MEMORY } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { recordMovements } from '../db/stockMovements';
import { openFreshPostgres } from '../test/postgres';
import { buildCustomerInput, call, buildTestApp, inEnglish, loginAs, postLogin, testEngine } from '../test/helpers';

/**
 * The reorder list (issue 47, `reorder`): GET /api/stock/reorder, the owner's. Products at or
 * under their reorder level, their sales over the last 30 shop days from the ledger (sold, less
 * customer returns), the days left at that rate and a suggested quantity, grouped by the supplier
 * of each product's latest goods received line.
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

let names = 0;
async function created(path: string, body: Record<string, unknown>): Promise<Rec> {
  const response = await call(app, 'POST', path, { token: ownerToken, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const newProduct = (quantity: number, reorderLevel?: number | null) =>
  created('/api/products', { name: `Reorder item ${++names}`, quantity, buyingPrice: 100, sellingPrice: 250, ...(reorderLevel !== undefined ? { reorderLevel } : {}) });
const newSupplier = (extra: Record<string, unknown> = {}) => created('/api/suppliers', { name: `Reorder supplier ${++names}`, whatsappNumber: '0771234567', ...extra });
const receive = (supplier: Rec, product: Rec, quantity: number) =>
  created('/api/goods-receipts', { supplierId: supplier._id, invoiceNumber: `INV-${++names}`, invoiceDate: shopDay(), payment: 'cash', lines: [{ productId: product._id, quantity, unitCost: 90 }] });
const sell = (product: Rec, quantity: number) =>
  created('/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity, billedPrice: 250 }], payment: { tenders: [{ method: 'cash', amount: 250 * quantity }] } });
const reorderList = async (token = ownerToken) => {
  const response = await call(app, 'GET', '/api/stock/reorder', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { from: string; to: string; days: number; groups: { supplier: Rec | null; lines: Rec[] }[] };
};
const lineOf = (answer: Awaited<ReturnType<typeof reorderList>>, product: Rec) => {
  for (const group of answer.groups) {
    const line = group.lines.find((candidate) => candidate.productId === product._id);
    if (line) return { supplier: group.supplier, line };
  }
  return undefined;
};
/** A sale written straight into the ledger at `at` (the route reads the ledger, whatever wrote it). */
const soldAt = (product: Rec, quantity: number, at: Date) => recordMovements(app.db, [{ productId: product._id, kind: 'sold', quantity: -quantity, onHand: 0 }], { id: null, name: null }, at);

describe('a product reorder level', () => {
  it('is kept by add and edit, left as it is by an edit without it and by a refill, and cleared by null', async () => {
    const product = await newProduct(5, 8);
    expect(product.reorderLevel).toBe(8);
    const put = (body: Record<string, unknown>) => call(app, 'PUT', `/api/products/${product._id}`, { token: ownerToken, body });
    expect((await put({ name: product.name, quantity: 5, buyingPrice: 100, sellingPrice: 250 })).json().reorderLevel).toBe(8);
    expect((await put({ quantity: 9 })).json().reorderLevel).toBe(8);
    expect((await put({ name: product.name, quantity: 9, buyingPrice: 100, sellingPrice: 250, reorderLevel: 3 })).json().reorderLevel).toBe(3);
    expect((await put({ name: product.name, quantity: 9, buyingPrice: 100, sellingPrice: 250, reorderLevel: null })).json().reorderLevel).toBeNull();
  });

  it.each([[-1], [1.5], [100_001]])('refuses %j with 400 under its field, and keeps nothing', async (reorderLevel) => {
    const response = await call(app, 'POST', '/api/products', { token: ownerToken, body: { name: `Bad level ${++names}`, quantity: 1, buyingPrice: 1, sellingPrice: 2, reorderLevel } });
    expect(response.statusCode).toBe(400);
    const message = 'Reorder level must be a whole number, 0 or more';
    expect(inEnglish(response.json())).toEqual({ message, errors: { reorderLevel: message } });
    expect(await app.db.selectFrom('products').select('id').where('name', 'like', 'Bad level%').execute()).toEqual([]);
  });

  it('refuses a level that is not a number with a 400 {message}', async () => {
    const response = await call(app, 'POST', '/api/products', { token: ownerToken, body: { name: `Bad level ${++names}`, quantity: 1, buyingPrice: 1, sellingPrice: 2, reorderLevel: 'many' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('a supplier language', () => {
  it('is kept, and refused when not en, si or ta', async () => {
    const supplier = await newSupplier({ language: 'si' });
    expect(supplier.language).toBe('si');
    const response = await call(app, 'POST', '/api/suppliers', { token: ownerToken, body: { name: `Supplier ${++names}`, language: 'fr' } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).toEqual(['language']);
  });
});

describe('GET /api/stock/reorder', () => {
  it('is named at sign-in, and the owner’s alone: staff get 403 with a message', async () => {
    expect((await postLogin(app, { email: 'owner@shop.test', password: 'owner123' })).json().features).toContain('reorder');
    const refused = await call(app, 'GET', '/api/stock/reorder', { token: staffToken });
    expect(refused.statusCode).toBe(403);
    expect(inEnglish(refused.json())).toEqual({ message: 'You do not have permission to do this' });
    expect((await call(app, 'GET', '/api/stock/reorder')).statusCode).toBe(401);
  });

  it('lists products at or under their level, not those above it or without one', async () => {
    const under = await newProduct(2, 5);
    const at = await newProduct(5, 5);
    const above = await newProduct(6, 5);
    const none = await newProduct(0);
    const answer = await reorderList();
    expect(answer.days).toBe(30);
    expect(answer.to).toBe(shopDay());
    expect(answer.from).toBe(daysUpTo(shopDay(), 30)[0]);
    expect(lineOf(answer, under)?.line).toEqual({ productId: under._id, name: under.name, quantity: 2, reorderLevel: 5, sold: 0, perDay: 0, daysLeft: null, suggested: 4, lastUnitCost: null });
    expect(lineOf(answer, at)?.line).toMatchObject({ quantity: 5, suggested: 1 });
    expect(lineOf(answer, above)).toBeUndefined();
    expect(lineOf(answer, none)).toBeUndefined();
    // Never received: under "No supplier yet".
    expect(lineOf(answer, under)?.supplier).toBeNull();
    expect(answer.groups.at(-1)?.supplier).toBeNull();
  });

  it('reads the rate of sale from the ledger over the last 30 shop days: sales less customer returns, from the first day’s start', async () => {
    const product = await newProduct(20, 30);
    const bill = await sell(product, 6);
    // Two of the six come back.
    const back = await call(app, 'POST', `/api/bills/${bill._id}/returns`, { token: ownerToken, body: { lines: [{ productId: product._id, quantity: 2 }], refund: { method: 'cash' } } });
    expect(back.statusCode, back.body).toBe(201);
    const returned = 2;
    const firstDayStart = new Date(shopDayStart(daysUpTo(shopDay(), 30)[0]!)!);
    await soldAt(product, 5, firstDayStart);
    await soldAt(product, 100, new Date(firstDayStart.getTime() - 1));
    const { line } = lineOf(await reorderList(), product)!;
    const sold = 6 - returned + 5;
    expect(line.sold).toBe(sold);
    expect(line.perDay).toBeCloseTo(sold / 30, 10);
    expect(line.daysLeft).toBe(Math.floor(line.quantity / (sold / 30)));
    expect(line.suggested).toBe(Math.max(Math.ceil(sold), 31) - line.quantity);
  });

  it('groups each product under the supplier of its latest goods received line, with the supplier’s language and numbers', async () => {
    const first = await newSupplier();
    const latest = await newSupplier({ language: 'ta' });
    const product = await newProduct(0, 10);
    const other = await newProduct(0, 10);
    await receive(first, product, 1);
    await receive(latest, product, 1);
    await receive(first, other, 1);
    const answer = await reorderList();
    const found = lineOf(answer, product)!;
    expect(found.supplier).toEqual({ _id: latest._id, name: latest.name, phoneNumber: null, whatsappNumber: '0771234567', language: 'ta' });
    expect(lineOf(answer, other)!.supplier).toMatchObject({ _id: first._id, language: 'en' });
    // The unit cost of that latest line (LKR): the owner's, for a purchase order that asks for it.
    expect(found.line.lastUnitCost).toBe(90);
    const names = answer.groups.flatMap((group) => (group.supplier ? [group.supplier.name] : []));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('orders a group’s lines by days left, fewest first, and those selling nothing last', async () => {
    const supplier = await newSupplier();
    const slow = await newProduct(20, 20);
    const fast = await newProduct(20, 20);
    const still = await newProduct(1, 20);
    for (const product of [slow, fast, still]) await receive(supplier, product, 1);
    await sell(slow, 1);
    await sell(fast, 10);
    const group = (await reorderList()).groups.find((candidate) => candidate.supplier?._id === supplier._id)!;
    expect(group.lines.map((line) => line.productId)).toEqual([fast._id, slow._id, still._id]);
  });
});

describe('migration 0048', () => {
  it('keeps a negative level and an unknown language out of the tables, and goes down and up again', async () => {
    const db = testEngine() === 'postgres' ? await openFreshPostgres() : connectDatabase(IN_MEMORY);
    try {
      await migrateToLatest(db, '0048_reorder');
      const at = '2026-03-01T00:00:00.000Z';
      const product = (id: string, level: number) =>
        sql`insert into products (id, name, "productType", quantity, "buyingPrice", "sellingPrice", "reorderLevel", "createdAt", "updatedAt") values (${id}, ${id}, 'normal', 1, 1, 2, ${level}, ${at}, ${at})`.execute(db);
      const supplier = (id: string, language: string) => sql`insert into suppliers (id, name, "nameKey", language, "createdAt", "updatedAt") values (${id}, ${id}, ${id}, ${language}, ${at}, ${at})`.execute(db);
      await product('p0', 0);
      await expect(product('p1', -1)).rejects.toThrow();
      await supplier('s0', 'si');
      await expect(supplier('s1', 'fr')).rejects.toThrow();
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const names = Object.keys(migrations);
      expect((await migrator.migrateTo(names[names.indexOf('0048_reorder') - 1]!)).error).toBeUndefined();
      await expect(db.selectFrom('products').select('reorderLevel').execute()).rejects.toThrow();
      await expect(db.selectFrom('suppliers').select('language').execute()).rejects.toThrow();
      expect((await migrator.migrateTo('0048_reorder')).error).toBeUndefined();
      expect(await db.selectFrom('products').select(['id', 'reorderLevel']).execute()).toEqual([{ id: 'p0', reorderLevel: null }]);
    } finally {
      if (testEngine() === 'sqlite') await db.destroy();
    }
  });
});
