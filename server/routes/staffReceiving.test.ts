import type { FastifyInstance } from 'fastify';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import { connectDatabase, IN_MEMORY } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { migrations } from '../db/migrations';
import { DEMO_ACCOUNTS } from '../seed';
import { buildTestApp, buildCustomerInput, call, loginAs, postLogin, testEngine } from '../test/helpers';
import { openFreshPostgres } from '../test/postgres';

/**
 * Staff receive goods without seeing costs (issue 47), where the owner allows it in Settings:
 * the switch, the guard that reads it on each call, staff's note valued at the average cost and
 * owed, answers without a cost, and the owner's correction of its unit costs; on both engines.
 */

type Rec = Record<string, any> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let supplier: Rec;

const TODAY = shopDay(new Date());
/** What is the owner's in a note: none of these may reach staff, at any depth. */
const OWNERS_KEYS = ['total', 'paidBy', 'status', 'dueDate', 'costing', 'unitCost', 'amount', 'owed', 'createdByName', 'updatedByName'];

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  supplier = await created('/api/suppliers', { name: 'Staff Receiving Traders' });
});
afterAll(() => app.close());

async function created(url: string, body: unknown, token = ownerToken): Promise<Rec> {
  const response = await call(app, 'POST', url, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

let names = 0;
const newProduct = (quantity: number, buyingPrice: number) => created('/api/products', { name: `Staff received item ${++names}`, quantity, buyingPrice, sellingPrice: 900 });
const productRow = (product: Rec) => app.db.selectFrom('products').select(['quantity', 'buyingPrice']).where('id', '=', product._id).executeTakeFirstOrThrow();
const receiptRow = (id: string) => app.db.selectFrom('goods_receipts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const staffReceive = (lines: unknown[], extra: Record<string, unknown> = {}, token = staffToken) =>
  call(app, 'POST', '/api/goods-receipts', { token, body: { supplierId: supplier._id, invoiceNumber: 'ST-1', invoiceDate: TODAY, lines, ...extra } });
const correct = (receipt: Rec, unitCosts: number[], token = ownerToken) =>
  call(app, 'PUT', `/api/goods-receipts/${receipt._id}/costs`, { token, body: { lines: unitCosts.map((unitCost) => ({ unitCost })) } });
const owed = async () => Number((await app.db.selectFrom('goods_receipts').select((eb) => eb.fn.sum<number>('total').as('sum')).where('supplierId', '=', supplier._id).where('paidBy', 'is', null).executeTakeFirstOrThrow()).sum ?? 0);
const ledgerSum = async (product: Rec) =>
  Number((await app.db.selectFrom('stock_movements').select((eb) => eb.fn.sum<number>('quantity').as('sum')).where('productId', '=', product._id).executeTakeFirstOrThrow()).sum);

async function allowStaff(on: boolean) {
  const current = (await call(app, 'GET', '/api/settings', { token: ownerToken })).json();
  const response = await call(app, 'PUT', '/api/settings', { token: ownerToken, body: { ...current, updatedAt: undefined, updatedByName: undefined, staffReceiveGoods: on } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().staffReceiveGoods).toBe(on);
}

/** Every key of `value`, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe('the owner’s switch: staff may receive goods', () => {
  it('is off at first: staff are refused every goods received call, and told the owner may allow it', async () => {
    expect((await call(app, 'GET', '/api/settings', { token: staffToken })).json().staffReceiveGoods).toBe(false);
    expect((await postLogin(app, DEMO_ACCOUNTS.staff)).json().allowances).toEqual([]);
    const product = await newProduct(1, 100);
    for (const [method, url] of [
      ['GET', '/api/goods-receipts'],
      ['GET', '/api/goods-receipts?_page=1&_perPage=10'],
      ['GET', '/api/goods-receipts/no-such-id'],
      ['POST', '/api/goods-receipts'],
    ] as const) {
      const response = await call(app, method, url, { token: staffToken, body: method === 'POST' ? { supplierId: supplier._id, invoiceNumber: 'X', invoiceDate: TODAY, lines: [{ productId: product._id, quantity: 1 }] } : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.staffReceivingOff, key: 'staffReceivingOff' });
    }
    expect(await productRow(product)).toEqual({ quantity: 1, buyingPrice: 10000 });
  });

  it('is the owner’s to turn on, named at sign-in to everyone once on', async () => {
    const refused = await call(app, 'PUT', '/api/settings', { token: staffToken, body: { staffReceiveGoods: true } });
    expect(refused.statusCode).toBe(403);
    await allowStaff(true);
    expect((await postLogin(app, DEMO_ACCOUNTS.staff)).json().allowances).toEqual(['staffReceiveGoods']);
    // A settings form that knows nothing of the switch leaves it as it is.
    const current = (await call(app, 'GET', '/api/settings', { token: ownerToken })).json();
    const { staffReceiveGoods: _left, updatedAt: _at, updatedByName: _by, ...older } = current;
    expect((await call(app, 'PUT', '/api/settings', { token: ownerToken, body: older })).json().staffReceiveGoods).toBe(true);
  });
});

describe('staff receive goods (the switch on)', () => {
  beforeAll(() => allowStaff(true));

  it('values each line at the product’s average cost, owed, raises the stock with a received movement, and answers without a cost', async () => {
    const dish = await newProduct(4, 3200.5);
    const lnb = await newProduct(0, 1100);
    const before = await owed();
    const response = await staffReceive([
      { productId: dish._id, quantity: 2 },
      { productId: lnb._id, quantity: 3 },
      { productId: dish._id, quantity: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ supplierId: supplier._id, invoiceNumber: 'ST-1', lines: [{ productId: dish._id, name: dish.name, quantity: 2 }, { productId: lnb._id, quantity: 3 }, { productId: dish._id, quantity: 1 }] });
    expect(keysOf(answer).filter((key) => OWNERS_KEYS.includes(key))).toEqual([]);
    expect(response.body).not.toContain('3200.5');

    // Stored owed, at the average cost: 3 × 3,200.50 + 3 × 1,100.00 = 12,901.50; the average stays.
    const stored = await receiptRow(answer._id);
    expect(stored).toMatchObject({ total: 1290150, paidBy: null, dueDate: null, costing: 'average', createdByName: 'Staff Demo' });
    expect(await owed()).toBe(before + 1290150);
    expect(await productRow(dish)).toEqual({ quantity: 7, buyingPrice: 320050 });
    expect(await productRow(lnb)).toEqual({ quantity: 3, buyingPrice: 110000 });
    const movement = await app.db.selectFrom('stock_movements').selectAll().where('productId', '=', dish._id).where('sourceId', '=', answer._id).executeTakeFirstOrThrow();
    expect(movement).toMatchObject({ kind: 'received', quantity: 3, onHand: 7, unitCost: 320050, averageCost: 320050, sourceNumber: answer.number });
    expect(await ledgerSum(dish)).toBe(7);

    // The owner reads it with its costs and marked as received by staff at the average cost.
    const asOwner = (await call(app, 'GET', `/api/goods-receipts/${answer._id}`, { token: ownerToken })).json();
    expect(asOwner).toMatchObject({ total: 12901.5, status: 'owed', costing: 'average', lines: [{ unitCost: 3200.5, amount: 6401 }, { unitCost: 1100 }, { unitCost: 3200.5 }] });
  });

  it('lists and shows notes to staff, the owner’s too, with no cost, payment or owed figure', async () => {
    const product = await newProduct(2, 777.77);
    await created('/api/goods-receipts', { supplierId: supplier._id, invoiceNumber: 'OWN-9', invoiceDate: TODAY, payment: 'cash', lines: [{ productId: product._id, quantity: 1, unitCost: 654.32 }] });
    const list = await call(app, 'GET', '/api/goods-receipts', { token: staffToken });
    const paged = await call(app, 'GET', '/api/goods-receipts?_page=1&_perPage=10&_sort=createdAt&_order=DESC', { token: staffToken });
    expect(list.statusCode, list.body).toBe(200);
    expect(paged.statusCode, paged.body).toBe(200);
    const own = list.json().find((receipt: Rec) => receipt.invoiceNumber === 'OWN-9');
    expect(own).toMatchObject({ lines: [{ productId: product._id, quantity: 1 }] });
    const detail = await call(app, 'GET', `/api/goods-receipts/${own._id}`, { token: staffToken });
    expect(detail.statusCode).toBe(200);
    for (const answer of [list.json(), paged.json().data, detail.json()]) expect(keysOf(answer).filter((key) => OWNERS_KEYS.includes(key))).toEqual([]);
    for (const response of [list, paged, detail]) {
      expect(response.body).not.toContain('654.32');
      expect(response.body).not.toContain('777.77');
    }
    expect(paged.json().summary).toEqual({ count: expect.any(Number) });
    // Staff may not sort or filter by what only the owner sees.
    expect((await call(app, 'GET', '/api/goods-receipts?_page=1&_perPage=10&_sort=total&_order=DESC', { token: ownerToken })).statusCode).toBe(200);
    const byTotal = await call(app, 'GET', '/api/goods-receipts?_page=1&_perPage=10&_sort=total&_order=DESC', { token: staffToken });
    expect(byTotal.body).not.toContain('654.32');
  });

  it('refuses a note of staff’s that carries a unit cost, a payment or a due date (403), in words without a figure, writing nothing', async () => {
    const product = await newProduct(5, 450);
    const count = async () => (await app.db.selectFrom('goods_receipts').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count;
    const before = await count();
    for (const [lines, extra] of [
      [[{ productId: product._id, quantity: 1, unitCost: 500 }], {}],
      [[{ productId: product._id, quantity: 1, unitCost: 0 }], {}],
      [[{ productId: product._id, quantity: 1 }], { payment: 'cash' }],
      [[{ productId: product._id, quantity: 1 }], { payment: 'owed' }],
      [[{ productId: product._id, quantity: 1 }], { dueDate: TODAY }],
    ] as const) {
      const response = await staffReceive([...lines], extra);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.staffReceiptOwnersFields, key: 'staffReceiptOwnersFields' });
    }
    expect(Number(await count())).toBe(Number(before));
    expect(await productRow(product)).toEqual({ quantity: 5, buyingPrice: 45000 });
  });

  it('checks staff’s form by the domain’s rules, each refusal under its field', async () => {
    const product = await newProduct(5, 450);
    const noLines = await staffReceive([]);
    expect(noLines.statusCode).toBe(400);
    expect(noLines.json().message).toBe(MESSAGES.billProductsRequired);
    const noQuantity = await staffReceive([{ productId: product._id, quantity: 1 }, { productId: product._id, quantity: 0 }]);
    expect(noQuantity.statusCode).toBe(400);
    expect(noQuantity.json().errorKeys).toEqual({ 'lines.1.quantity': { key: 'quantityMin' } });
    const noInvoice = await staffReceive([{ productId: product._id, quantity: 1 }], { invoiceNumber: ' ' });
    expect(noInvoice.json().errorKeys).toEqual({ invoiceNumber: { key: 'invoiceNumberRequired' } });
    const unknown = await staffReceive([{ productId: 'a'.repeat(24), quantity: 1 }]);
    expect(unknown.statusCode).toBe(404);
    expect(await productRow(product)).toEqual({ quantity: 5, buyingPrice: 45000 });
  });

  it('refuses staff at once when the owner turns the switch off, on the session they already have', async () => {
    const product = await newProduct(1, 100);
    await allowStaff(false);
    try {
      expect((await call(app, 'GET', '/api/goods-receipts', { token: staffToken })).statusCode).toBe(403);
      expect((await staffReceive([{ productId: product._id, quantity: 1 }])).statusCode).toBe(403);
      expect(await productRow(product)).toEqual({ quantity: 1, buyingPrice: 10000 });
    } finally {
      await allowStaff(true);
    }
  });
});

describe('PUT /api/goods-receipts/:id/costs: the owner corrects a staff note’s unit costs', () => {
  beforeAll(() => allowStaff(true));

  it('re-values the lines, the average cost from the stock before the note, and what is owed, with a ledger row of no units', async () => {
    // 10 on hand at 100.00; staff receive 5 (valued at 100.00); the invoice says 130.00 and 118.00.
    const product = await newProduct(10, 100);
    const receipt = (await staffReceive([{ productId: product._id, quantity: 3 }, { productId: product._id, quantity: 2 }])).json();
    const before = await owed();
    expect(await productRow(product)).toEqual({ quantity: 15, buyingPrice: 10000 });

    const response = await correct(receipt, [130, 118]);
    expect(response.statusCode, response.body).toBe(200);
    // (10 × 100 + 3 × 130 + 2 × 118) / 15 = 108.40
    expect(response.json()).toMatchObject({ total: 626, costing: 'corrected', updatedByName: 'Owner Demo', lines: [{ unitCost: 130, amount: 390 }, { unitCost: 118, amount: 236 }] });
    expect(await productRow(product)).toEqual({ quantity: 15, buyingPrice: 10840 });
    expect(await owed()).toBe(before - 50000 + 62600);
    const movements = await app.db.selectFrom('stock_movements').selectAll().where('productId', '=', product._id).where('sourceId', '=', receipt._id).orderBy('kind').execute();
    expect(movements.map(({ kind, quantity, onHand, unitCost, averageCost }) => ({ kind, quantity, onHand, unitCost, averageCost }))).toEqual([
      { kind: 'received', quantity: 5, onHand: 15, unitCost: 10000, averageCost: 10000 },
      // The weighted cost of the note's units of the product: (3 × 130 + 2 × 118) / 5 = 125.20.
      { kind: 'recosted', quantity: 0, onHand: 15, unitCost: 12520, averageCost: 10840 },
    ]);
    expect(await ledgerSum(product)).toBe(15);

    // Corrected again (a typo): still the note's own movements since, so the average is worked out from the same stock before it.
    const again = await correct(receipt, [100, 100]);
    expect(again.statusCode, again.body).toBe(200);
    expect(await productRow(product)).toEqual({ quantity: 15, buyingPrice: 10000 });
    expect(await owed()).toBe(before);
    const activity = await app.db.selectFrom('activity').selectAll().where('recordId', '=', receipt._id).where('action', '=', 'update').execute();
    expect(activity).toHaveLength(2);
  });

  it('corrects a note whose products have moved since: what is owed, and the average of the note’s units still on the shelf; a sale keeps its cost', async () => {
    // 4 on hand at 200.00; staff receive 2 (valued at 200.00); 1 sold at 200.00; the invoice says 250.00.
    const product = await newProduct(4, 200);
    const other = await newProduct(0, 100);
    const receipt = (await staffReceive([{ productId: product._id, quantity: 2 }, { productId: other._id, quantity: 1 }])).json();
    const customer = await created('/api/customers', buildCustomerInput());
    await created('/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity: 1, billedPrice: 900 }, { productId: other._id, quantity: 1, billedPrice: 900 }] });
    const before = await owed();
    const response = await correct(receipt, [250, 130]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total: 630, costing: 'corrected', lines: [{ unitCost: 250, amount: 500 }, { unitCost: 130, amount: 130 }] });
    expect(await owed()).toBe(before - 50000 + 63000);
    // 5 left, both of the note's units among them: (5 × 200 + 2 × 50) / 5 = 220.00.
    expect(await productRow(product)).toEqual({ quantity: 5, buyingPrice: 22000 });
    // The other's one unit was sold: an empty shelf keeps its cost.
    expect(await productRow(other)).toEqual({ quantity: 0, buyingPrice: 10000 });
    const movements = await app.db.selectFrom('stock_movements').select(['kind', 'quantity', 'onHand', 'unitCost', 'averageCost']).where('productId', '=', product._id).orderBy('createdAt').orderBy('id').execute();
    expect(movements.filter((row) => row.kind !== 'received' || row.quantity === 2)).toEqual(
      expect.arrayContaining([
        { kind: 'sold', quantity: -1, onHand: 5, unitCost: 20000, averageCost: 20000 },
        { kind: 'recosted', quantity: 0, onHand: 5, unitCost: 25000, averageCost: 22000 },
      ]),
    );
    expect(await ledgerSum(product)).toBe(5);
  });

  it('refuses a note the owner typed from the invoice, staff, a missing or bad cost, and an unknown note', async () => {
    const product = await newProduct(1, 100);
    const typed = await created('/api/goods-receipts', { supplierId: supplier._id, invoiceNumber: 'OWN-2', invoiceDate: TODAY, payment: 'owed', lines: [{ productId: product._id, quantity: 1, unitCost: 90 }] });
    const notStaffs = await correct(typed, [95]);
    expect(notStaffs.statusCode).toBe(409);
    expect(notStaffs.json().key).toBe('receiptNotStaffs');

    const receipt = (await staffReceive([{ productId: product._id, quantity: 1 }, { productId: product._id, quantity: 1 }])).json();
    const byStaff = await correct(receipt, [1, 2], staffToken);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.body).not.toMatch(/\d{2}/);
    const short = await correct(receipt, [100]);
    expect(short.statusCode).toBe(400);
    expect(short.json().errorKeys).toEqual({ 'lines.1.unitCost': { key: 'unitCostRequired' } });
    const bad = await call(app, 'PUT', `/api/goods-receipts/${receipt._id}/costs`, { token: ownerToken, body: { lines: [{ unitCost: 10 }, { unitCost: null }] } });
    expect(bad.json().errorKeys).toEqual({ 'lines.1.unitCost': { key: 'unitCostRequired' } });
    const stale = await call(app, 'PUT', `/api/goods-receipts/${receipt._id}/costs`, { token: ownerToken, body: { lines: [{ unitCost: 1 }, { unitCost: 1 }] }, headers: { 'if-match': '"v-2000-01-01T00:00:00.000Z"' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().key).toBe('staleWrite');
    expect((await correct({ _id: 'b'.repeat(24) }, [1])).statusCode).toBe(404);
    expect((await receiptRow(receipt._id)).costing).toBe('average');
  });
});

describe('migration 0051', () => {
  it('starts every shop with the switch off, and goes down and up again', async () => {
    const db = testEngine() === 'postgres' ? await openFreshPostgres() : connectDatabase(IN_MEMORY);
    try {
      await migrateToLatest(db, '0051_staff_receiving');
      expect(await db.selectFrom('settings').select('staffReceiveGoods').execute()).toEqual([{ staffReceiveGoods: 0 }]);
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const names = Object.keys(migrations);
      expect((await migrator.migrateTo(names[names.indexOf('0051_staff_receiving') - 1]!)).error).toBeUndefined();
      await expect(db.selectFrom('settings').select('staffReceiveGoods').execute()).rejects.toThrow();
      await expect(db.selectFrom('goods_receipts').select('costing').execute()).rejects.toThrow();
      expect((await migrator.migrateTo('0051_staff_receiving')).error).toBeUndefined();
      expect(await db.selectFrom('goods_receipts').select('costing').execute()).toEqual([]);
    } finally {
      if (testEngine() === 'sqlite') await db.destroy();
    }
  });
});
