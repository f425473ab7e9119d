import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { generateProductsAndBills, type GeneratedStock } from './bills';
import { generateExpenses } from './expenses';
import { generateRecharge } from './recharge';
import { generateRepairs } from './repairs';
import { insertInChunks, spreadOverYear } from './rows';
import { generateSellers } from './sellers';

/** How big a shop the benchmark builds (a "large shop": years of trading, so slow paths show). */
export interface ShopSize {
  customers: number;
  agents: number;
  topUps: number;
  sales: number;
  expenses: number;
  repairs: number;
  products: number;
  bills: number;
  /** Over how many years the records are spread, up to today. */
  years: number;
}

export const LARGE_SHOP: ShopSize = { customers: 20_000, agents: 2_000, topUps: 500, sales: 20_000, expenses: 10_000, repairs: 10_000, products: 2_000, bills: 50_000, years: 1 };

/**
 * The shop after `years` of trading (`SHOP_YEARS=1|5|10`): one year is the large shop above;
 * five and ten are the sizes the years-of-history work is measured on (ten years: 500,000
 * bills, 200,000 sales, 100,000 repairs, 100,000 expenses, 100,000 customers).
 */
export function shopOfYears(years: number): ShopSize {
  if (years === 1) return LARGE_SHOP;
  if (years === 5) return { customers: 50_000, agents: 3_000, topUps: 2_500, sales: 100_000, expenses: 50_000, repairs: 50_000, products: 3_000, bills: 250_000, years };
  if (years === 10) return { customers: 100_000, agents: 4_000, topUps: 5_000, sales: 200_000, expenses: 100_000, repairs: 100_000, products: 4_000, bills: 500_000, years };
  throw new Error(`SHOP_YEARS must be 1, 5 or 10 (got ${years})`);
}
export { BENCH_ADMIN } from './sellers';

const FIRST = ['Kasun', 'Nimal', 'Fathima', 'Tharindu', 'Sanduni', 'Mohamed', 'Kavitha', 'Ruwan', 'Dilani', 'Suresh'];
const LAST = ['Perera', 'Fernando', 'Silva', 'Rizwan', 'Jayasuriya', 'Kandiah', 'Bandara', 'Wickramasinghe'];
const TOWNS = ['Colombo 03', 'Kandy', 'Galle', 'Jaffna', 'Kurunegala', 'Matara', 'Negombo', 'Batticaloa'];

/** Deterministic person fields for row `i` (valid under the domain rules). */
function person(i: number) {
  const phone = `07${String(10_000_000 + i).padStart(8, '0')}`;
  return {
    firstName: FIRST[i % FIRST.length],
    lastName: LAST[(i * 7) % LAST.length],
    address: `${(i % 300) + 1}, Main Street, ${TOWNS[i % TOWNS.length]}`,
    email: i % 3 === 0 ? `person${i}@mail.lk` : null,
    phoneNumber: phone,
    whatsappNumber: phone,
    nicNumber: `${String(100_000_000 + i).slice(-9)}V`,
  };
}

/**
 * Fills a migrated, empty database with a large shop. Each entity is one step below;
 * the shop API's resources (products, bills, sales, repairs, expenses) add theirs. Answers a
 * bill body the creation benchmark can POST again and again (its stock is ample), a busy
 * product for the stock benchmarks, and how many stock movements, receipts… were written.
 */
export async function generateShop(db: Kysely<Database>, size: ShopSize): Promise<GeneratedStock> {
  await generateSellers(db);
  await insertInChunks(
    db,
    'customers',
    Array.from({ length: size.customers }, (_, i) => ({ ...person(i), cardNumber: `DTV-${800_000 + i}`, ...spreadOverYear(i, size.customers, size.years) })),
  );
  await insertInChunks(
    db,
    'agents',
    Array.from({ length: size.agents }, (_, i) => ({ ...person(5_000_000 + i), ...spreadOverYear(i, size.agents, size.years) })),
  );
  await generateRecharge(db, size);
  await generateExpenses(db, size);
  await generateRepairs(db, size);
  return generateProductsAndBills(db, size);
}
