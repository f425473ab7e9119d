import type { Kysely } from 'kysely';
import { RECHARGE_TYPES, saleProfit, toCents, unitCost } from '../../src/domain/recharge';
import type { Database } from '../../server/db/schema';
import { insertInChunks, spreadOverYear } from './rows';
import { readSellers, sellerOf } from './sellers';

/**
 * Recharge stock and sales of a large shop: `topUps` top-ups spread over the providers,
 * then `sales` sales to the customers and agents already in the database. Every
 * provider's stock is bought up front, ten times what the sales use, so balances stay
 * positive and the benchmark's own sales (run.ts) never run dry.
 */
export async function generateRecharge(db: Kysely<Database>, size: { topUps: number; sales: number; years: number }): Promise<void> {
  const customers = await db.selectFrom('customers').select(['id', 'firstName', 'lastName']).execute();
  const agents = await db.selectFrom('agents').select(['id', 'firstName', 'lastName']).execute();
  const sellers = await readSellers(db);

  const topUps = Array.from({ length: size.topUps }, (_, i) => {
    const value = 200_000 + (i % 7) * 50_000; // LKR
    const at = spreadOverYear(i, size.topUps, size.years);
    return {
      rechargeType: RECHARGE_TYPES[i % RECHARGE_TYPES.length],
      topUpValue: toCents(value),
      topUpCost: toCents(value * 0.96),
      topUpDate: at.createdAt,
      ...at,
    };
  });
  await insertInChunks(db, 'recharge_topups', topUps);

  const cost = unitCost(0.96, 1);
  const sales = Array.from({ length: size.sales }, (_, i) => {
    const toAgent = i % 5 === 0;
    const people = toAgent ? agents : customers;
    const person = people[(i * 7919) % people.length];
    const soldValue = [100, 200, 500, 1000, 2000][i % 5] * (toAgent ? 5 : 1);
    const soldPrice = toAgent ? soldValue * 0.98 : soldValue;
    const at = spreadOverYear(i, size.sales, size.years);
    return {
      rechargeType: RECHARGE_TYPES[(i * 3) % RECHARGE_TYPES.length],
      soldValue: toCents(soldValue),
      soldPrice: toCents(soldPrice),
      soldToType: toAgent ? ('agent' as const) : ('customer' as const),
      soldToId: person.id,
      soldToName: `${person.firstName} ${person.lastName}`,
      saleDate: at.createdAt,
      unitCost: cost,
      profit: toCents(saleProfit(soldPrice, soldValue, cost)),
      ...at,
      ...sellerOf(sellers, i),
    };
  });
  await insertInChunks(db, 'recharge_sales', sales);
}
