import type { BillLine } from '../../src/domain/bills';
import { NORMAL_PRODUCT } from '../../src/domain/products';
import { toCents } from '../../src/domain/money';
import type { TenderLine } from '../../src/domain/payments';
import { billFields, insertBill } from '../db/bills';
import { recordTenders, setCreditLimit } from '../db/payments';
import { listCustomers } from '../db/customers';
import { insertProduct } from '../db/products';
import { recordMovements } from '../db/stockMovements';
import { receiveDemoGoods } from './goodsReceipts';
import type { Customer, Product } from '../db/schema';
import type { Seeder } from '../seed';
import { demoActors, demoAuthors, demoInstant } from './clock';

/**
 * Demo products and bills: the counter stock of a Sri Lankan TV / mobile shop (dish and
 * LNB parts for Dialog TV and DD TV, cables, chargers, screen guards) and about 60 bills
 * to the demo customers over the last four weeks, mostly at the selling price, some with
 * a small discount. Fixed figures; only the dates follow the seeding day. The bills are
 * replayed in time order against the opening stock, so no line ever takes more than was
 * left, and each product's stock is what those sales left of it.
 */

type DemoProduct = [name: string, buyingPrice: number, sellingPrice: number, openingStock: number];

/** LKR; the opening stock is what the shop had four weeks ago. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  ['Dialog TV Remote', 650, 1200, 40],
  ['HDMI Cable 1.5m', 450, 850, 60],
  ['HDMI Cable 3m', 700, 1300, 30],
  ['Satellite Dish 60cm', 3200, 5500, 15],
  ['Satellite Dish 90cm', 5800, 8900, 6],
  ['LNB Single', 1100, 1900, 25],
  ['LNB Twin', 1750, 2900, 12],
  ['RG6 Coaxial Cable (per metre)', 45, 90, 500],
  ['F Connector (pair)', 40, 100, 200],
  ['Tempered Glass (Samsung A14)', 180, 500, 50],
  ['Tempered Glass (Redmi 12C)', 180, 500, 50],
  ['20W USB-C Charger', 1350, 2450, 30],
  ['Type-C Cable 1m', 320, 650, 80],
  ['Micro USB Cable 1m', 220, 450, 60],
  ['Earphones', 380, 850, 45],
  ['Power Bank 10000mAh', 3387.5, 5250, 12],
];

/** How many units one line sells of a product: metres of cable come by the dozen. */
const UNITS: Partial<Record<string, readonly number[]>> = {
  'RG6 Coaxial Cable (per metre)': [10, 15, 20, 8, 25],
  'F Connector (pair)': [2, 1, 3],
};
const DEFAULT_UNITS = [1, 1, 2, 1, 3];

const BILL_COUNT = 60;
const SPAN_DAYS = 28;


interface PlannedLine {
  product: number;
  quantity: number;
  billedPrice: number;
}

/** Line `k` of bill `index`: which product, how many, at what price (every 7th line 5% off, to 10 LKR). */
function plannedLine(index: number, k: number): PlannedLine {
  const product = (index * 7 + k * 5 + Math.floor(index / 4)) % DEMO_PRODUCTS.length;
  const [name, , sellingPrice] = DEMO_PRODUCTS[product];
  const units = UNITS[name] ?? DEFAULT_UNITS;
  const discounted = (index + k) % 7 === 3;
  return {
    product,
    quantity: units[(index + k * 2) % units.length],
    billedPrice: discounted ? Math.round((sellingPrice * 0.95) / 10) * 10 : sellingPrice,
  };
}

export const seedDemoProductsAndBills: Seeder = async ({ db, report }) => {
  const { owner, staff } = demoAuthors(report);
  const actors = demoActors(report);
  const today = new Date();
  const customers = (await listCustomers(db)).reverse();

  // Replay the sales against the opening stock first: the products are then stored with what is left.
  const stock = DEMO_PRODUCTS.map(([, , , opening]) => opening);
  const plan: { when: Date; lines: PlannedLine[]; byStaff: boolean; customer: Customer }[] = [];
  for (let index = 0; index < BILL_COUNT; index += 1) {
    // From 27 days ago up to yesterday, at 08:45–18:15 Colombo; oldest first.
    const daysAgo = 1 + Math.floor(((BILL_COUNT - 1 - index) * (SPAN_DAYS - 2)) / (BILL_COUNT - 1));
    const when = demoInstant(today, daysAgo, 3 * 60 + 15 + ((index * 131) % 570));
    // Only customers who already existed then.
    const known = customers.filter((person) => Date.parse(person.createdAt) < when.getTime());
    if (known.length === 0) continue;
    const lines: PlannedLine[] = [];
    for (let k = 0; k < 1 + (index % 3); k += 1) {
      const line = plannedLine(index, k);
      if (lines.some((taken) => taken.product === line.product) || stock[line.product] < line.quantity) continue;
      stock[line.product] -= line.quantity;
      lines.push(line);
    }
    if (lines.length > 0) plan.push({ when, lines, byStaff: index % 3 !== 0, customer: known[(index * 5) % known.length] });
  }

  // Products were stocked a little before the first bill (35 days ago, a few minutes apart).
  const products: Product[] = [];
  for (const [index, [name, buyingPrice, sellingPrice]] of DEMO_PRODUCTS.entries()) {
    const fields = {
      name,
      productType: NORMAL_PRODUCT,
      quantity: stock[index],
      buyingPrice: toCents(buyingPrice),
      sellingPrice: toCents(sellingPrice),
    };
    const stocked = demoInstant(today, 35, 3 * 60 + 10 + index * 4);
    products.push(await insertProduct(db, fields, owner, stocked));
    // The stock ledger (issue 47) begins with the opening stock; each bill's lines follow below.
    const opening = DEMO_PRODUCTS[index][3];
    await recordMovements(db, [{ productId: products[index].id, kind: 'opening', quantity: opening, onHand: opening }], { id: null, name: owner }, stocked);
  }
  const onHand = DEMO_PRODUCTS.map(([, , , opening]) => opening);
  // Goods received from the demo suppliers before the first sale (issue 47): more stock, and the moving-average cost the sales then carry.
  const receipts = await receiveDemoGoods(db, products, onHand, { owner, staff }, today);
  report.notes.push(`${receipts} goods received notes`);

  // How each bill was paid (product.md §10): mostly cash, some by card; every seventh bill half
  // on the customer's account, and some of those debts half paid back two days later, so "who
  // owes what" has something to show.
  const onCredit = new Set<string>();
  for (const [index, { when, lines: planned, byStaff, customer }] of plan.entries()) {
    const lines: BillLine[] = planned.map((line) => ({
      productId: products[line.product].id,
      name: products[line.product].name,
      quantity: line.quantity,
      billedPrice: toCents(line.billedPrice),
      buyingPrice: products[line.product].buyingPrice,
      sellingPrice: products[line.product].sellingPrice,
      // A discount carries its reason, as the bill's dialog asks for one (product.md §10).
      ...(toCents(line.billedPrice) < products[line.product].sellingPrice ? { discountReason: 'Regular customer' } : {}),
    }));
    const by = byStaff ? actors.staff : actors.owner;
    const bill = await insertBill(db, billFields(customer, lines), by, when);
    const sold = planned.map((line) => {
      onHand[line.product] -= line.quantity;
      return { productId: products[line.product].id, kind: 'sold' as const, quantity: -line.quantity, onHand: onHand[line.product], source: { id: bill.id, number: bill.number } };
    });
    await recordMovements(db, sold, by, when);
    const party = { type: 'customer' as const, id: customer.id };
    const total = bill.totalAmount;
    const credit = index % 7 === 3 ? Math.round(total / 2) : 0;
    const tenders: TenderLine[] = credit
      ? [{ method: 'cash', amount: total - credit }, { method: 'credit', amount: credit }]
      : [{ method: index % 4 === 0 ? 'card' : 'cash', amount: total }];
    if (credit && !onCredit.has(customer.id)) {
      onCredit.add(customer.id);
      await setCreditLimit(db, party, toCents(20_000), owner ?? 'System');
    }
    await recordTenders(db, { tenders, credit, received: total - credit, cashGiven: null, change: 0 }, { source: 'bill', sourceId: bill.id }, party, by, null, when);
    const repaid = new Date(when.getTime() + 2 * 86_400_000);
    if (credit && index % 14 === 3 && repaid.getTime() < Date.now()) {
      const half = Math.floor(credit / 2);
      const settlement = { tenders: [{ method: 'cash' as const, amount: half }], credit: 0, received: half, cashGiven: null, change: 0 };
      await recordTenders(db, settlement, { source: 'account', sourceId: null }, party, by, null, repaid);
    }
  }
  report.notes.push(`${products.length} products`, `${plan.length} bills`);
};
