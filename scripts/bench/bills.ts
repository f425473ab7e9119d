import type { Kysely } from 'kysely';
import type { BillLine } from '../../src/domain/bills';
import { MAX_QUANTITY, NORMAL_PRODUCT } from '../../src/domain/products';
import { isWalkInId } from '../../src/domain/walkIn';
import { newId } from '../../server/db/ids';
import { billFields } from '../../server/db/bills';
import type { Database } from '../../server/db/schema';
import { insertInChunks } from './rows';
import { readSellers, sellerOf } from './sellers';
import { BenchStockLedger, benchBarcode, type LedgerCounts } from './stockLedger';

/** How many products and bills the benchmark's large shop has. */
export interface ProductsAndBillsSize {
  products: number;
  bills: number;
  /** Over how many years the bills are spread (one unless said). */
  years?: number;
}


/** A POST /api/bills body the creation benchmark can send again and again. */
export interface BenchBill {
  customerId: string;
  products: { productId: string; quantity: number; billedPrice: number }[];
}

const ITEMS: readonly [name: string, buyingPrice: number, sellingPrice: number][] = [
  ['Dialog TV Remote', 650, 1200],
  ['HDMI Cable 1.5m', 450, 850],
  ['HDMI Cable 3m', 700, 1300],
  ['Satellite Dish 60cm', 3200, 5500],
  ['Satellite Dish 90cm', 5800, 8900],
  ['LNB Single', 1100, 1900],
  ['LNB Twin', 1750, 2900],
  ['RG6 Coaxial Cable', 45, 90],
  ['Tempered Glass', 180, 500],
  ['20W USB-C Charger', 1350, 2450],
  ['Type-C Cable 1m', 320, 650],
  ['Micro USB Cable 1m', 220, 450],
  ['Earphones', 380, 850],
  ['Power Bank 10000mAh', 3400, 5250],
  ['Phone Back Cover', 250, 650],
  ['Bluetooth Speaker', 2900, 4500],
];
const VARIANTS = ['Samsung A14', 'Redmi 12C', 'iPhone 11', 'Galaxy A05', 'Nokia C21', 'Oppo A17', 'Vivo Y16', 'Huawei Y9', 'Black', 'White', 'Blue', 'Pro', 'Lite', 'Max'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A small seeded generator (mulberry32): the same shop on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Which product a bill line sells, from one draw: the first product is the creation benchmark's;
 * the next sixteen (one of each item) are the counter's staples, a fifth of all lines between
 * them, as a shop sells chargers and tempered glass all day; the rest share the others alike.
 */
const STAPLES = 16;
const STAPLE_SHARE = 0.2;
function productOf(draw: number, count: number): number {
  if (count <= STAPLES + 1) return Math.floor(draw * count);
  if (draw < STAPLE_SHARE) return 1 + Math.floor((draw / STAPLE_SHARE) * STAPLES);
  return Math.floor(((draw - STAPLE_SHARE) / (1 - STAPLE_SHARE)) * count);
}
/** The share of all bill lines product `i` gets from `productOf`. */
function lineShare(i: number, count: number): number {
  if (count <= STAPLES + 1) return 1 / count;
  return (i >= 1 && i <= STAPLES ? STAPLE_SHARE / STAPLES : 0) + (1 - STAPLE_SHARE) / count;
}

/** A busy product of the generated shop (a staple: thousands of movements) and its barcode, for the stock card's and the scan's benchmarks. */
export interface StockSample {
  productId: string;
  name: string;
  barcode: string;
}

/** What the products and bills step answers: a bill to post, a busy product, what the ledger wrote. */
export interface GeneratedStock {
  sampleBill: BenchBill;
  stockSample: StockSample;
  ledger: LedgerCounts;
}

/**
 * Adds `products` products and `bills` bills to a large shop whose customers already exist
 * (read in one query), with the stock ledger that goes with them (stockLedger.ts): suppliers,
 * goods received, adjustments, yearly counts, and a movement for every unit sold, so that each
 * product's quantity is its ledger's sum and its buying price its moving-average cost. Products
 * were stocked over a year before the first bill; bills have 1–4 lines of 1–3 units, mostly at
 * the selling price, spread over the years, oldest first, each paid in full by one tender, each
 * line keeping the average cost of its moment. Every product has a barcode (`benchBarcode`).
 * The first product holds MAX_QUANTITY and is never restocked, so that a creation benchmark
 * never runs out: the answer is a bill body for it.
 */
export async function generateProductsAndBills(db: Kysely<Database>, size: ProductsAndBillsSize): Promise<GeneratedStock> {
  const next = random(20_240_601);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const now = Date.now();
  const years = size.years ?? 1;
  const span = years * 365 * DAY_MS;

  const customers = await db
    .selectFrom('customers')
    .select(['id', 'firstName', 'lastName', 'cardNumber', 'phoneNumber', 'whatsappNumber', 'nicNumber', 'email'])
    .execute();
  if (customers.length === 0) throw new Error('generateProductsAndBills needs customers in the database');
  const sellers = await readSellers(db);

  const products = Array.from({ length: size.products }, (_, i) => {
    const [item, buying, selling] = ITEMS[i % ITEMS.length];
    // A few percent either way, so products of one kind differ a little.
    const factor = 0.9 + next() * 0.2;
    const at = new Date(now - (years * 365 + 35) * DAY_MS + i * 60_000).toISOString();
    return {
      id: newId(new Date(at)),
      name: `${item} (${VARIANTS[Math.floor(i / ITEMS.length) % VARIANTS.length]}) #${i + 1}`,
      productType: NORMAL_PRODUCT,
      quantity: i === 0 ? MAX_QUANTITY : 20 + Math.floor(next() * 480),
      buyingPrice: Math.round(buying * factor) * 100,
      sellingPrice: Math.round(selling * factor) * 100,
      barcode: benchBarcode(i),
      reorderLevel: null as number | null,
      createdAt: at,
      updatedAt: at,
      createdByName: 'Bench Owner',
      updatedByName: null,
    };
  });
  // A line sells two units on average; 2.5 lines a bill.
  const unitsPerDay = (size.bills * 2.5 * 2) / (span / DAY_MS);
  const ledger = new BenchStockLedger(
    db,
    products.map((product, i) => ({
      id: product.id,
      name: product.name,
      baseCost: product.buyingPrice,
      opening: product.quantity,
      createdAt: Date.parse(product.createdAt),
      perDay: unitsPerDay * lineShare(i, products.length),
      restocked: i !== 0,
    })),
    Date.parse(products[0]?.createdAt ?? new Date(now).toISOString()),
    now,
    random(7_470_047),
  );
  await ledger.open();

  const bills = [];
  for (let i = 0; i < size.bills; i += 1) {
    const customer = pick(customers);
    const at = now - span + Math.floor((i * span) / size.bills);
    ledger.advanceTo(at);
    const lines: BillLine[] = [];
    const sold = new Map<number, number>();
    const count = 1 + Math.floor(next() * 4);
    for (let k = 0; k < count; k += 1) {
      const index = productOf(next(), products.length);
      const product = products[index];
      const discounted = next() < 0.15;
      const quantity = 1 + Math.floor(next() * 3);
      lines.push({
        productId: product.id,
        name: product.name,
        quantity,
        billedPrice: discounted ? Math.round((product.sellingPrice * 0.95) / 1000) * 1000 : product.sellingPrice,
        buyingPrice: ledger.costOf(index),
      });
      sold.set(index, (sold.get(index) ?? 0) + quantity);
    }
    const createdAt = new Date(at).toISOString();
    const bill = {
      id: newId(new Date(at)),
      ...billFields(customer, lines),
      // Numbered as the server numbers bills (B-000123), so the search finds them.
      number: i + 1,
      createdAt,
      updatedAt: createdAt,
      ...sellerOf(sellers, i),
      updatedByName: null,
    };
    bills.push(bill);
    // One movement per product of the bill, as the server writes a sale's.
    for (const [index, quantity] of sold) ledger.sell(index, quantity, at, bill);
    await ledger.flushIfFull();
  }
  const stocks = await ledger.finish();
  await insertInChunks(
    db,
    'products',
    products.map((product, i) => ({ ...product, ...stocks[i] })),
  );
  await insertInChunks(db, 'bills', bills);
  // How each bill was paid, as the console records it: mostly cash, then card and LankaQR, so
  // a day's close has a day's worth of tenders to sum (about 140 a day over the year).
  const methods = ['cash', 'cash', 'cash', 'cash', 'cash', 'cash', 'card', 'card', 'lankaqr', 'wallet'];
  await insertInChunks(
    db,
    'payments',
    bills.map((bill, i) => ({
      id: newId(new Date(bill.createdAt)),
      number: i + 1,
      line: 0,
      source: 'bill',
      sourceId: bill.id,
      partyType: 'customer' as const,
      partyId: bill.customerId,
      method: pick(methods),
      amount: bill.totalAmount,
      cashGiven: null,
      change: null,
      note: null,
      createdAt: bill.createdAt,
      createdById: bill.createdById,
      createdByName: bill.createdByName,
    })),
  );

  const [first] = products;
  // A registered customer: the walk-in may only buy paid in full, and the unpaid bill's benchmark
  // would measure its refusal (a 400 for every request).
  const registered = customers.find((customer) => !isWalkInId(customer.id)) ?? customers[0];
  const busy = products[Math.min(1, products.length - 1)];
  return {
    sampleBill: { customerId: registered.id, products: [{ productId: first.id, quantity: 1, billedPrice: first.sellingPrice / 100 }] },
    stockSample: { productId: busy.id, name: busy.name, barcode: busy.barcode },
    ledger: ledger.counts,
  };
}
