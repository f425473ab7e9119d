import type { Kysely } from 'kysely';
import type { ExpenseTender } from '../../src/domain/expenses';
import { movingAverageCost } from '../../src/domain/goodsReceipts';
import { toCents } from '../../src/domain/money';
import { shopDay } from '../../src/domain/dates';
import { insertReceipt } from '../db/goodsReceipts';
import { insertSupplierReturn } from '../db/supplierReturns';
import { supplierReturnValue } from '../../src/domain/supplierReturns';
import { creationStamps, timestamp } from '../db/ids';
import type { Database, Product } from '../db/schema';
import { recordMovements } from '../db/stockMovements';
import { demoInstant } from './clock';
import { DEMO_SUPPLIERS } from './suppliers';

type DemoReceipt = {
  supplier: (typeof DEMO_SUPPLIERS)[number]['name'];
  invoiceNumber: string;
  daysAgo: number;
  /** A tender paid then, or owed with the days after the invoice it is due. */
  paid: ExpenseTender | { dueInDays: number };
  /** Product names (DEMO_PRODUCTS), units, LKR each. */
  lines: [product: string, quantity: number, unitCost: number][];
};

/**
 * Goods the demo shop received (issue 47), before its first sale so each stock card reads in
 * time order: two paid then (cash, bank), two owed to the supplier, one of them already past its
 * due date. Some unit costs differ from the products' buying prices, so the moving average shows.
 */
export const DEMO_RECEIPTS: readonly DemoReceipt[] = [
  { supplier: 'Lanka Satellite Supplies', invoiceNumber: 'LSS/0457', daysAgo: 33, paid: 'cash', lines: [['Satellite Dish 60cm', 4, 3300], ['LNB Single', 10, 1100], ['RG6 Coaxial Cable (per metre)', 200, 48]] },
  { supplier: 'Ceylon Mobile Distributors', invoiceNumber: 'CMD-2291', daysAgo: 32, paid: { dueInDays: 30 }, lines: [['20W USB-C Charger', 10, 1400], ['Power Bank 10000mAh', 4, 3400]] },
  { supplier: 'Pettah Accessories Wholesale', invoiceNumber: 'PAW-1183', daysAgo: 31, paid: { dueInDays: 45 }, lines: [['Type-C Cable 1m', 40, 300], ['Tempered Glass (Samsung A14)', 30, 175], ['Earphones', 20, 400]] },
  { supplier: 'Pettah Accessories Wholesale', invoiceNumber: 'PAW-1201', daysAgo: 30, paid: 'bank', lines: [['HDMI Cable 1.5m', 20, 460]] },
];

/** Units of a received product sent back to its supplier, from that note, a day after it came (issue 47). */
export const DEMO_SUPPLIER_RETURN = { invoiceNumber: 'PAW-1183', product: 'Earphones', quantity: 2, daysAgo: 30, note: 'No sound on one side' } as const;

/**
 * A delivery staff received while the owner was out (issue 47: the owner's switch in Settings was
 * on then; the demo leaves it off now): no cost typed, valued at the product's average cost and
 * owed, marked for the owner to check against the invoice (Correct Costs).
 */
export const DEMO_STAFF_RECEIPT = { supplier: 'Lanka Satellite Supplies', invoiceNumber: 'LSS/0463', daysAgo: 30, lines: [['F Connector (pair)', 50]] } as const;

/** A payment out on account of an owed note (LKR). */
export const DEMO_SUPPLIER_PAYMENT = { supplier: 'Ceylon Mobile Distributors', daysAgo: 20, amount: 10_000, method: 'bank' } as const;

/** The day `days` after `day` (`YYYY-MM-DD`). */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Writes the demo receipts into the stock the bills' seeder has just opened: each raises its
 * products' stock (`products` and `onHand`, the ledger's running stock, are kept up to date for
 * the sales that follow) and sets their buying price to the moving average, as the route does;
 * then staff's note at the average cost (DEMO_STAFF_RECEIPT). Answers how many notes it wrote.
 */
export async function receiveDemoGoods(
  db: Kysely<Database>,
  products: Product[],
  onHand: number[],
  { owner, staff }: { owner: string | null; staff: string | null },
  today: Date,
): Promise<number> {
  const suppliers = new Map((await db.selectFrom('suppliers').select(['id', 'name']).execute()).map((supplier) => [supplier.name, supplier.id]));
  const written = new Map<string, { id: string; number: number; supplierId: string; supplierName: string }>();
  for (const [index, planned] of DEMO_RECEIPTS.entries()) {
    const when = demoInstant(today, planned.daysAgo, 4 * 60 + index * 7);
    const invoiceDate = shopDay(demoInstant(today, planned.daysAgo + 2, 6 * 60));
    const lines = planned.lines.map(([name, quantity, unitCost]) => {
      const product = products.find((item) => item.name === name)!;
      return { productId: product.id, productName: name, quantity, unitCost: toCents(unitCost) };
    });
    const receipt = await insertReceipt(
      db,
      {
        supplierId: suppliers.get(planned.supplier)!,
        supplierName: planned.supplier,
        invoiceNumber: planned.invoiceNumber,
        invoiceDate,
        total: lines.reduce((sum, line) => sum + line.quantity * line.unitCost, 0),
        paidBy: typeof planned.paid === 'object' ? null : planned.paid,
        dueDate: typeof planned.paid === 'object' ? dayAfter(invoiceDate, planned.paid.dueInDays) : null,
      },
      lines,
      owner,
      when,
    );
    const movements = [];
    for (const line of lines) {
      const at = products.findIndex((item) => item.id === line.productId);
      const product = products[at]!;
      const buyingPrice = movingAverageCost({ onHand: onHand[at]!, cost: product.buyingPrice }, { quantity: line.quantity, cost: line.quantity * line.unitCost });
      const quantity = product.quantity + line.quantity;
      await db.updateTable('products').set({ quantity, buyingPrice, updatedAt: timestamp(when) }).where('id', '=', product.id).execute();
      products[at] = { ...product, quantity, buyingPrice, updatedAt: timestamp(when) };
      onHand[at] = onHand[at]! + line.quantity;
      movements.push({ productId: product.id, kind: 'received' as const, quantity: line.quantity, onHand: onHand[at]!, source: { id: receipt.id, number: receipt.number }, unitCost: line.unitCost, averageCost: buyingPrice });
    }
    await recordMovements(db, movements, { id: null, name: owner }, when);
    written.set(planned.invoiceNumber, receipt);
  }
  await returnDemoGoods(db, products, onHand, written, owner, today);
  await receiveDemoGoodsByStaff(db, products, onHand, suppliers, staff, today);
  // Part of what is owed to Ceylon Mobile Distributors, paid by bank transfer before the closed days.
  const { supplier, daysAgo, amount, method } = DEMO_SUPPLIER_PAYMENT;
  await db
    .insertInto('supplier_payments')
    .values({ supplierId: suppliers.get(supplier)!, amount: toCents(amount), method, note: 'Part of CMD-2291', ...creationStamps(owner, demoInstant(today, daysAgo, 5 * 60)) })
    .execute();
  return DEMO_RECEIPTS.length + 1;
}

/** Staff's note (DEMO_STAFF_RECEIPT), as the route writes one: each line at the average cost, which it leaves as it was. */
async function receiveDemoGoodsByStaff(db: Kysely<Database>, products: Product[], onHand: number[], suppliers: ReadonlyMap<string, string>, staff: string | null, today: Date): Promise<void> {
  const planned = DEMO_STAFF_RECEIPT;
  const when = demoInstant(today, planned.daysAgo, 5 * 60 + 30);
  const lines = planned.lines.map(([name, quantity]) => {
    const product = products.find((item) => item.name === name)!;
    return { productId: product.id, productName: name, quantity, unitCost: product.buyingPrice };
  });
  const receipt = await insertReceipt(
    db,
    {
      supplierId: suppliers.get(planned.supplier)!,
      supplierName: planned.supplier,
      invoiceNumber: planned.invoiceNumber,
      invoiceDate: shopDay(when),
      total: lines.reduce((sum, line) => sum + line.quantity * line.unitCost, 0),
      paidBy: null,
      dueDate: null,
      costing: 'average',
    },
    lines,
    staff,
    when,
  );
  const movements = [];
  for (const line of lines) {
    const at = products.findIndex((item) => item.id === line.productId);
    const product = products[at]!;
    const quantity = product.quantity + line.quantity;
    await db.updateTable('products').set({ quantity, updatedAt: timestamp(when) }).where('id', '=', product.id).execute();
    products[at] = { ...product, quantity, updatedAt: timestamp(when) };
    onHand[at] = onHand[at]! + line.quantity;
    movements.push({ productId: product.id, kind: 'received' as const, quantity: line.quantity, onHand: onHand[at]!, source: { id: receipt.id, number: receipt.number }, unitCost: line.unitCost, averageCost: line.unitCost });
  }
  await recordMovements(db, movements, { id: null, name: staff }, when);
}

/** The demo's return to a supplier (DEMO_SUPPLIER_RETURN), at the average cost, as the route writes it. */
async function returnDemoGoods(
  db: Kysely<Database>,
  products: Product[],
  onHand: number[],
  receipts: ReadonlyMap<string, { id: string; number: number; supplierId: string; supplierName: string }>,
  owner: string | null,
  today: Date,
): Promise<void> {
  const planned = DEMO_SUPPLIER_RETURN;
  const receipt = receipts.get(planned.invoiceNumber)!;
  const at = products.findIndex((item) => item.name === planned.product);
  const product = products[at]!;
  const when = demoInstant(today, planned.daysAgo, 5 * 60);
  const quantity = product.quantity - planned.quantity;
  await db.updateTable('products').set({ quantity, updatedAt: timestamp(when) }).where('id', '=', product.id).execute();
  products[at] = { ...product, quantity, updatedAt: timestamp(when) };
  onHand[at] = onHand[at]! - planned.quantity;
  const row = await insertSupplierReturn(
    db,
    {
      supplierId: receipt.supplierId,
      supplierName: receipt.supplierName,
      receiptId: receipt.id,
      receiptNumber: receipt.number,
      productId: product.id,
      productName: product.name,
      quantity: planned.quantity,
      unitCost: product.buyingPrice,
      total: supplierReturnValue(planned.quantity, product.buyingPrice),
      note: planned.note,
    },
    owner,
    when,
  );
  const movement = { productId: product.id, kind: 'supplierReturn' as const, quantity: -planned.quantity, onHand: onHand[at]!, source: { id: row.id, number: row.number }, unitCost: product.buyingPrice, averageCost: product.buyingPrice };
  await recordMovements(db, [movement], { id: null, name: owner }, when);
}
