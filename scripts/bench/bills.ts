import type { Kysely } from 'kysely';
import type { BillLine } from '../../src/domain/bills';
import { MAX_QUANTITY, NORMAL_PRODUCT } from '../../src/domain/products';
import { isWalkInId } from '../../src/domain/walkIn';
import { newId } from '../../server/db/ids';
import { billFields } from '../../server/db/bills';
import type { Database } from '../../server/db/schema';
import { insertInChunks } from './rows';

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
 * Adds `products` products and `bills` bills to a large shop whose customers already exist
 * (read in one query). Products were stocked over a year ago; bills have 1–4 lines of 1–3
 * units, mostly at the selling price, spread over the past year, oldest first, each paid in
 * full by one tender. Product
 * stocks are plausible counter stock (20–500), except the first product's, which holds
 * MAX_QUANTITY so that a creation benchmark never runs out: the answer is a bill body for it.
 */
export async function generateProductsAndBills(db: Kysely<Database>, size: ProductsAndBillsSize): Promise<{ sampleBill: BenchBill }> {
  const next = random(20_240_601);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const now = Date.now();

  const customers = await db
    .selectFrom('customers')
    .select(['id', 'firstName', 'lastName', 'cardNumber', 'phoneNumber', 'whatsappNumber', 'nicNumber', 'email'])
    .execute();
  if (customers.length === 0) throw new Error('generateProductsAndBills needs customers in the database');

  const products = Array.from({ length: size.products }, (_, i) => {
    const [item, buying, selling] = ITEMS[i % ITEMS.length];
    // A few percent either way, so products of one kind differ a little.
    const factor = 0.9 + next() * 0.2;
    const at = new Date(now - ((size.years ?? 1) * 365 + 35) * DAY_MS + i * 60_000).toISOString();
    return {
      id: newId(new Date(at)),
      name: `${item} (${VARIANTS[Math.floor(i / ITEMS.length) % VARIANTS.length]}) #${i + 1}`,
      productType: NORMAL_PRODUCT,
      quantity: i === 0 ? MAX_QUANTITY : 20 + Math.floor(next() * 480),
      buyingPrice: Math.round(buying * factor) * 100,
      sellingPrice: Math.round(selling * factor) * 100,
      createdAt: at,
      updatedAt: at,
      createdByName: 'Bench Owner',
      updatedByName: null,
    };
  });
  await insertInChunks(db, 'products', products);
  // The stock ledger (issue 47) begins with each product's stock. The generated bills take no
  // stock, so the ledger holds only these and still adds up to every product's quantity.
  const openings = products.map((product) => ({
    id: newId(new Date(product.createdAt)),
    productId: product.id,
    kind: 'opening',
    quantity: product.quantity,
    onHand: product.quantity,
    sourceId: null,
    sourceNumber: null,
    createdAt: product.createdAt,
    createdById: null,
    createdByName: product.createdByName,
  }));
  await insertInChunks(db, 'stock_movements', openings);

  const span = (size.years ?? 1) * 365 * DAY_MS;
  const bills = Array.from({ length: size.bills }, (_, i) => {
    const customer = pick(customers);
    const lines: BillLine[] = [];
    const count = 1 + Math.floor(next() * 4);
    for (let k = 0; k < count; k += 1) {
      const product = pick(products);
      const discounted = next() < 0.15;
      lines.push({
        productId: product.id,
        name: product.name,
        quantity: 1 + Math.floor(next() * 3),
        billedPrice: discounted ? Math.round((product.sellingPrice * 0.95) / 1000) * 1000 : product.sellingPrice,
        buyingPrice: product.buyingPrice,
      });
    }
    const at = new Date(now - span + Math.floor((i * span) / size.bills)).toISOString();
    return {
      id: newId(new Date(at)),
      ...billFields(customer, lines),
      // Numbered as the server numbers bills (B-000123), so the search finds them.
      number: i + 1,
      createdAt: at,
      updatedAt: at,
      createdByName: i % 3 === 0 ? 'Bench Owner' : 'Bench Staff',
      updatedByName: null,
    };
  });
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
      createdByName: bill.createdByName,
    })),
  );

  const [first] = products;
  // A registered customer: the walk-in may only buy paid in full, and the unpaid bill's benchmark
  // would measure its refusal (a 400 for every request).
  const registered = customers.find((customer) => !isWalkInId(customer.id)) ?? customers[0];
  return {
    sampleBill: { customerId: registered.id, products: [{ productId: first.id, quantity: 1, billedPrice: first.sellingPrice / 100 }] },
  };
}
