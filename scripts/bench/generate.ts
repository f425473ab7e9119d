import type { Kysely } from 'kysely';
import { hashPassword, STANDARD_HASH_COST } from '../../server/auth/password';
import type { Database } from '../../server/db/schema';
import { newId } from '../../server/db/ids';
import { generateProductsAndBills, type BenchBill } from './bills';
import { generateExpenses } from './expenses';
import { generateRecharge } from './recharge';
import { generateRepairs } from './repairs';
import { insertInChunks, spreadOverYear } from './rows';

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
}

export const LARGE_SHOP: ShopSize = { customers: 20_000, agents: 2_000, topUps: 500, sales: 20_000, expenses: 10_000, repairs: 10_000, products: 2_000, bills: 50_000 };
export const BENCH_ADMIN = { email: 'bench@shop.test', password: 'bench123' };

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
 * the shop API's resources (products, bills, sales, repairs, expenses) add theirs.
 */
/** Answers a bill body the creation benchmark can POST again and again (its stock is ample). */
export async function generateShop(db: Kysely<Database>, size: ShopSize): Promise<{ sampleBill: BenchBill }> {
  const now = new Date().toISOString();
  await db
    .insertInto('admins')
    .values({
      id: newId(),
      firstName: 'Bench',
      lastName: 'Owner',
      email: BENCH_ADMIN.email,
      passwordHash: await hashPassword(BENCH_ADMIN.password, STANDARD_HASH_COST),
      role: 'super_admin',
      status: 'active',
      createdAt: now,
      updatedAt: now,
      createdByName: null,
      updatedByName: null,
    })
    .execute();
  await insertInChunks(
    db,
    'customers',
    Array.from({ length: size.customers }, (_, i) => ({ ...person(i), cardNumber: `DTV-${800_000 + i}`, ...spreadOverYear(i, size.customers) })),
  );
  await insertInChunks(
    db,
    'agents',
    Array.from({ length: size.agents }, (_, i) => ({ ...person(5_000_000 + i), ...spreadOverYear(i, size.agents) })),
  );
  await generateRecharge(db, size);
  await generateExpenses(db, size);
  await generateRepairs(db, size);
  return generateProductsAndBills(db, size);
}
