import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsReceiptRulesOn, movingAverageCost } from '../../src/domain/goodsReceipts';
import { fromCents } from '../../src/domain/money';
import { validateRecord } from '../../src/domain/validation';
import { linesOf } from '../db/goodsReceipts';
import type { Database } from '../db/schema';
import type { SeedReport } from '../seed';
import { demoDatabase } from '../test/helpers';
import { DEMO_PRODUCTS } from './bills';
import { owedTo } from '../db/supplierAccounts';
import { DEMO_RECEIPTS, DEMO_STAFF_RECEIPT, DEMO_SUPPLIER_PAYMENT, DEMO_SUPPLIER_RETURN } from './goodsReceipts';

let db: Kysely<Database>;
let report: SeedReport;
beforeAll(async () => {
  ({ db, report } = await demoDatabase());
});
afterAll(() => db.destroy());

describe('the demo goods received (issue 47)', () => {
  it('are seeded from the demo suppliers, numbered in order, some paid and some owed with a due date', async () => {
    expect(report.notes).toContain(`${DEMO_RECEIPTS.length + 1} goods received notes`);
    const receipts = await db.selectFrom('goods_receipts').selectAll().orderBy('number').execute();
    expect(receipts.map((receipt) => receipt.invoiceNumber)).toEqual([...DEMO_RECEIPTS.map((receipt) => receipt.invoiceNumber), DEMO_STAFF_RECEIPT.invoiceNumber]);
    expect(receipts.map((receipt) => receipt.number)).toEqual(receipts.map((_, index) => index + 1));
    expect(receipts.some((receipt) => receipt.paidBy === 'cash')).toBe(true);
    // The owner's owed notes say when they are due; staff's (below) leaves that to the owner.
    expect(receipts.filter((receipt) => receipt.paidBy === null && receipt.costing === 'invoice').every((receipt) => receipt.dueDate !== null)).toBe(true);
    expect(receipts.filter((receipt) => receipt.paidBy === null).length).toBeGreaterThanOrEqual(2);
    const suppliers = new Set((await db.selectFrom('suppliers').select('id').execute()).map((supplier) => supplier.id));
    const lines = await linesOf(db, 'all');
    for (const receipt of receipts) {
      expect(suppliers.has(receipt.supplierId)).toBe(true);
      expect(receipt.total).toBe((lines.get(receipt.id) ?? []).reduce((sum, line) => sum + line.quantity * line.unitCost, 0));
      // What the form would have accepted on the day it was written.
      const form = { ...receipt, payment: receipt.paidBy ?? 'owed', lines: lines.get(receipt.id)!.map((line) => ({ ...line, unitCost: fromCents(line.unitCost) })) };
      expect(validateRecord(goodsReceiptRulesOn(() => receipt.createdAt.slice(0, 10)), form), receipt.invoiceNumber).toEqual({});
    }
  });

  it('leave Ceylon Mobile Distributors owed what their note came to, less the demo payment', async () => {
    const supplier = await db.selectFrom('suppliers').select('id').where('name', '=', DEMO_SUPPLIER_PAYMENT.supplier).executeTakeFirstOrThrow();
    const owedNote = DEMO_RECEIPTS.find((receipt) => receipt.supplier === DEMO_SUPPLIER_PAYMENT.supplier && typeof receipt.paid === 'object')!;
    const total = owedNote.lines.reduce((sum, [, quantity, unitCost]) => sum + quantity * Math.round(unitCost * 100), 0);
    expect(await owedTo(db, supplier.id)).toBe(total - DEMO_SUPPLIER_PAYMENT.amount * 100);
  });

  it('come before the first sale, each a received movement, and leave the buying price at the moving average', async () => {
    const firstSale = await db.selectFrom('stock_movements').select('createdAt').where('kind', '=', 'sold').orderBy('createdAt').limit(1).executeTakeFirstOrThrow();
    const received = await db.selectFrom('stock_movements').selectAll().where('kind', '=', 'received').execute();
    expect(received).toHaveLength(DEMO_RECEIPTS.flatMap((receipt) => receipt.lines).length + DEMO_STAFF_RECEIPT.lines.length);
    expect(received.every((movement) => movement.createdAt < firstSale.createdAt)).toBe(true);
    for (const [name, buyingPrice, , opening] of DEMO_PRODUCTS) {
      let stock = { onHand: opening, cost: Math.round(buyingPrice * 100) };
      for (const [product, quantity, unitCost] of DEMO_RECEIPTS.flatMap((receipt) => receipt.lines)) {
        if (product !== name) continue;
        stock = { onHand: stock.onHand + quantity, cost: movingAverageCost(stock, { quantity, cost: quantity * Math.round(unitCost * 100) }) };
      }
      const row = await db.selectFrom('products').select('buyingPrice').where('name', '=', name).executeTakeFirstOrThrow();
      expect(row.buyingPrice, name).toBe(stock.cost);
    }
  });

  it('hold one note staff received: at the average cost, owed with no due date, created by staff, the average left as it was', async () => {
    const receipt = await db.selectFrom('goods_receipts').selectAll().where('invoiceNumber', '=', DEMO_STAFF_RECEIPT.invoiceNumber).executeTakeFirstOrThrow();
    const staff = report.accounts.find((account) => account.role === 'admin')!.fullName;
    expect(receipt).toMatchObject({ supplierName: DEMO_STAFF_RECEIPT.supplier, costing: 'average', paidBy: null, dueDate: null, createdByName: staff });
    const [[name, quantity]] = DEMO_STAFF_RECEIPT.lines;
    const product = await db.selectFrom('products').select(['id', 'buyingPrice']).where('name', '=', name).executeTakeFirstOrThrow();
    const opening = DEMO_PRODUCTS.find(([productName]) => productName === name)!;
    // Never received at another cost: its average is its buying price from the start, and the note's unit cost.
    expect(product.buyingPrice).toBe(Math.round(opening[1] * 100));
    expect((await linesOf(db, [receipt.id])).get(receipt.id)).toMatchObject([{ productId: product.id, quantity, unitCost: product.buyingPrice }]);
    expect(receipt.total).toBe(quantity * product.buyingPrice);
    const movement = await db.selectFrom('stock_movements').selectAll().where('sourceId', '=', receipt.id).executeTakeFirstOrThrow();
    expect(movement).toMatchObject({ kind: 'received', productId: product.id, quantity, unitCost: product.buyingPrice, averageCost: product.buyingPrice, createdByName: staff });
  });

  it('send some earphones back to their supplier at the average cost, credited on that supplier’s balance', async () => {
    const row = await db.selectFrom('supplier_returns').selectAll().executeTakeFirstOrThrow();
    const receipt = await db.selectFrom('goods_receipts').selectAll().where('invoiceNumber', '=', DEMO_SUPPLIER_RETURN.invoiceNumber).executeTakeFirstOrThrow();
    const product = await db.selectFrom('products').select(['id', 'buyingPrice']).where('name', '=', DEMO_SUPPLIER_RETURN.product).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ number: 1, receiptId: receipt.id, receiptNumber: receipt.number, supplierId: receipt.supplierId, productId: product.id, quantity: DEMO_SUPPLIER_RETURN.quantity, unitCost: product.buyingPrice, total: DEMO_SUPPLIER_RETURN.quantity * product.buyingPrice });
    const movement = await db.selectFrom('stock_movements').selectAll().where('kind', '=', 'supplierReturn').executeTakeFirstOrThrow();
    expect(movement).toMatchObject({ productId: product.id, quantity: -DEMO_SUPPLIER_RETURN.quantity, sourceId: row.id, sourceNumber: 1, unitCost: product.buyingPrice, averageCost: product.buyingPrice });
    // The supplier's owed notes, less the returned value (no payment to them in the demo).
    const owedNotes = await db.selectFrom('goods_receipts').select('total').where('supplierId', '=', receipt.supplierId).where('paidBy', 'is', null).execute();
    expect(await owedTo(db, receipt.supplierId)).toBe(owedNotes.reduce((sum, note) => sum + note.total, 0) - row.total);
  });
});
