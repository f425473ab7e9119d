import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateShop } from '../../scripts/bench/generate';
import type { GeneratedStock } from '../../scripts/bench/bills';
import { testDatabase } from '../test/helpers';
import { staffSalesOf } from '../../src/domain/staffSales';
import type { Database } from './schema';
import { staffNamesNow, staffSalesIn } from './staffSales';

/**
 * The benchmark's large shop (scripts/bench) keeps a full stock ledger as the server would have
 * written it (issue 47): each product's quantity is the sum of its movements, every bill's units
 * are `sold` movements of that bill, goods received come in at a cost that moves the average,
 * and the buying price is the average the last movement left. A small shop of two years, so
 * that deliveries, adjustments and yearly counts all happen.
 */

let db: Kysely<Database>;
let generated: GeneratedStock;

beforeAll(async () => {
  db = await testDatabase();
  generated = await generateShop(db, { customers: 30, agents: 3, topUps: 3, sales: 10, expenses: 5, repairs: 5, products: 40, bills: 3_000, years: 2 });
}, 60_000);
afterAll(() => db.destroy());

const sumBy = <T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => number) => {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row));
  return sums;
};

describe('the bench shop’s stock ledger', () => {
  it('adds up to every product’s quantity, never below nothing', async () => {
    const products = await db.selectFrom('products').select(['id', 'quantity']).execute();
    const movements = await db.selectFrom('stock_movements').select(['productId', 'quantity', 'onHand']).execute();
    expect(products).toHaveLength(40);
    const sums = sumBy(movements, (row) => row.productId, (row) => Number(row.quantity));
    for (const product of products) expect(sums.get(product.id), product.id).toBe(Number(product.quantity));
    expect(Math.min(...movements.map((row) => Number(row.onHand)))).toBeGreaterThanOrEqual(0);
    expect(generated.ledger.movements).toBe(movements.length);
  });

  it('writes a sold movement for every unit billed, under its bill', async () => {
    const bills = await db.selectFrom('bills').select(['id', 'lines']).execute();
    const billed = new Map<string, number>();
    for (const bill of bills) {
      for (const line of JSON.parse(bill.lines) as { productId: string; quantity: number }[]) {
        const key = `${bill.id} ${line.productId}`;
        billed.set(key, (billed.get(key) ?? 0) + line.quantity);
      }
    }
    const sold = await db.selectFrom('stock_movements').select(['sourceId', 'productId', 'quantity']).where('kind', '=', 'sold').execute();
    const out = sumBy(sold, (row) => `${row.sourceId} ${row.productId}`, (row) => -Number(row.quantity));
    expect(out).toEqual(billed);
  });

  it('receives goods from suppliers at a cost, and adjusts and counts now and then', async () => {
    const kinds = sumBy(await db.selectFrom('stock_movements').select('kind').execute(), (row) => row.kind, () => 1);
    expect(kinds.get('opening')).toBe(40);
    for (const kind of ['received', 'adjusted', 'counted']) expect(kinds.get(kind), kind).toBeGreaterThan(0);
    expect(generated.ledger.counts).toBe(2);

    const receipts = await db.selectFrom('goods_receipts').select(['id', 'total', 'supplierId']).execute();
    const lines = await db.selectFrom('goods_receipt_lines').select(['receiptId', 'quantity', 'unitCost']).execute();
    const totals = sumBy(lines, (line) => line.receiptId, (line) => Number(line.quantity) * Number(line.unitCost));
    for (const receipt of receipts) expect(totals.get(receipt.id)).toBe(Number(receipt.total));
    const suppliers = await db.selectFrom('suppliers').select('id').execute();
    expect(new Set(receipts.map((receipt) => receipt.supplierId))).toEqual(new Set(suppliers.map((supplier) => supplier.id)));

    const received = sumBy(await db.selectFrom('stock_movements').select('quantity').where('kind', '=', 'received').execute(), () => 'all', (row) => Number(row.quantity));
    expect(received.get('all')).toBe(lines.reduce((sum, line) => sum + Number(line.quantity), 0));
  });

  it('keeps each product’s buying price at the average cost its last movement left, near what it was bought at', async () => {
    const products = await db.selectFrom('products').select(['id', 'buyingPrice']).execute();
    const movements = await db.selectFrom('stock_movements').select(['productId', 'averageCost', 'createdAt']).orderBy('createdAt').execute();
    const last = new Map(movements.map((row) => [row.productId, Number(row.averageCost)]));
    const costs = await db.selectFrom('goods_receipt_lines').select(['productId', 'unitCost']).execute();
    for (const product of products) {
      expect(last.get(product.id), product.id).toBe(Number(product.buyingPrice));
      const paid = costs.filter((line) => line.productId === product.id).map((line) => Number(line.unitCost));
      if (paid.length === 0) continue;
      expect(Number(product.buyingPrice)).toBeGreaterThanOrEqual(Math.min(...paid) * 0.8);
      expect(Number(product.buyingPrice)).toBeLessThanOrEqual(Math.max(...paid) * 1.2);
    }
  });

  it('answers a busy product with a barcode for the stock benchmarks', async () => {
    const product = await db.selectFrom('products').select(['name', 'barcode']).where('id', '=', generated.stockSample.productId).executeTakeFirstOrThrow();
    expect(product).toEqual({ name: generated.stockSample.name, barcode: generated.stockSample.barcode });
    const [busy, quiet] = await Promise.all(
      [generated.stockSample.productId, generated.sampleBill.products[0].productId].map(async (id) =>
        Number((await db.selectFrom('stock_movements').select((eb) => eb.fn.countAll<number>().as('count')).where('productId', '=', id).executeTakeFirstOrThrow()).count),
      ),
    );
    expect(busy).toBeGreaterThan(quiet);
  });
});

describe('the bench shop’s sellers', () => {
  it('makes every bill, its payment, its sold stock and every recharge sale under an account, the owner’s or one of three staff’s', async () => {
    const accounts = await db.selectFrom('admins').select(['id', 'role']).execute();
    expect(accounts.map((account) => account.role).sort()).toEqual(['admin', 'admin', 'admin', 'super_admin']);
    const ids = new Set(accounts.map((account) => account.id));
    const made = [
      ...(await db.selectFrom('bills').select('createdById').execute()),
      ...(await db.selectFrom('payments').select('createdById').where('source', '=', 'bill').execute()),
      ...(await db.selectFrom('stock_movements').select('createdById').where('kind', '=', 'sold').execute()),
      ...(await db.selectFrom('recharge_sales').select('createdById').execute()),
    ];
    expect(made.length).toBeGreaterThan(3_000);
    expect(made.filter((row) => !ids.has(row.createdById ?? ''))).toEqual([]);
    // A bill's payment is taken by whoever made the bill.
    const bills = new Map((await db.selectFrom('bills').select(['id', 'createdById']).execute()).map((bill) => [bill.id, bill.createdById]));
    const payments = await db.selectFrom('payments').select(['sourceId', 'createdById']).where('source', '=', 'bill').execute();
    expect(payments.filter((payment) => bills.get(payment.sourceId ?? '') !== payment.createdById)).toEqual([]);
  });

  it('gives the sales-by-staff report a line for each of the four people over the shop’s years, adding up to every bill and recharge sale', async () => {
    const range = { start: '2000-01-01T00:00:00.000Z', end: '2100-01-01T00:00:00.000Z' };
    const people = staffSalesOf(await staffSalesIn(db, range), await staffNamesNow(db));
    expect(people.map((person) => person.name).sort()).toEqual(['Bench Owner', 'Fathima Rizwan', 'Nimal Perera', 'Tharindu Silva']);
    for (const person of people) expect(person.businesses.bills.count, person.name ?? '').toBeGreaterThan(0);
    const billed = await db.selectFrom('bills').select((eb) => eb.fn.sum<number>('totalAmount').as('cents')).executeTakeFirstOrThrow();
    const recharged = await db.selectFrom('recharge_sales').select((eb) => eb.fn.sum<number>('soldPrice').as('cents')).executeTakeFirstOrThrow();
    expect(people.reduce((sum, person) => sum + person.total, 0)).toBe(Number(billed.cents) + Number(recharged.cents));
  });
});
