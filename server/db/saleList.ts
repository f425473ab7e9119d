import { sql, type Kysely } from 'kysely';
import type { Language } from '../../src/domain/languages';
import type { PagedList } from '../paging/pagedList';
import { toSaleRecord, type SaleBuyer } from '../schemas/recharge';
import type { Database, RechargeSale } from './schema';

const BUYER_COLUMNS = ['id', 'firstName', 'lastName', 'phoneNumber', 'whatsappNumber', 'nicNumber', 'language'] as const;

/**
 * The buyers of these sales (every customer and agent for `'all'`), by type and id, as the
 * console's join would find them: a customer's card number too, and their preferred language.
 */
async function buyersOf(db: Kysely<Database>, sales: RechargeSale[] | 'all'): Promise<Map<string, SaleBuyer>> {
  const idsOf = (type: RechargeSale['soldToType']) =>
    sales === 'all' ? undefined : [...new Set(sales.filter((sale) => sale.soldToType === type).map((sale) => sale.soldToId))];
  const read = async <T extends 'customers' | 'agents'>(table: T, ids: string[] | undefined, withCard: boolean) => {
    if (ids?.length === 0) return [];
    let query = db
      .selectFrom(table as 'customers')
      .select(BUYER_COLUMNS)
      .$if(withCard, (chosen) => chosen.select('cardNumber'));
    if (ids) query = query.where('id', 'in', ids);
    return query.execute() as Promise<({ [K in Exclude<(typeof BUYER_COLUMNS)[number], 'language'>]: string } & { language: Language | null; cardNumber?: string })[]>;
  };
  const [customers, agents] = [await read('customers', idsOf('customer'), true), await read('agents', idsOf('agent'), false)];
  const buyers = new Map<string, SaleBuyer>();
  for (const [type, people] of [
    ['customer', customers],
    ['agent', agents],
  ] as const) {
    for (const { id, ...person } of people) buyers.set(`${type}:${id}`, { _id: id, ...person });
  }
  return buyers;
}

/** One sale's buyer as its list page carries it; null when no such person is kept now. */
export async function buyerOf(db: Kysely<Database>, sale: RechargeSale): Promise<SaleBuyer | null> {
  return (await buyersOf(db, [sale])).get(`${sale.soldToType}:${sale.soldToId}`) ?? null;
}

/**
 * Sales History as our server pages it (src/resources/recharges/history.ts: the same fields,
 * search and figures the console's declaration names). Sold value, unit cost, profit and the
 * cost figures only for a caller who sees cost; the by-name only for one who sees it. Each
 * sale carries its buyer, so the console need not read every customer and agent.
 */
export function saleList(db: Kysely<Database>, { withCost, withNames }: { withCost: boolean; withNames: boolean }): PagedList<RechargeSale> {
  return {
    table: 'recharge_sales',
    fields: {
      id: { sql: sql.ref('recharge_sales.id'), kind: 'text' },
      rechargeType: { sql: sql.ref('recharge_sales.rechargeType'), kind: 'text', sortable: true },
      soldToName: { sql: sql.ref('recharge_sales.soldToName'), kind: 'text', sortable: true },
      soldToType: { sql: sql.ref('recharge_sales.soldToType'), kind: 'text', sortable: true },
      soldPrice: { sql: sql.ref('recharge_sales.soldPrice'), kind: 'money', sortable: true },
      saleDate: { sql: sql.ref('recharge_sales.saleDate'), kind: 'instant', sortable: true },
      ...(withCost
        ? ({
            soldValue: { sql: sql.ref('recharge_sales.soldValue'), kind: 'money', sortable: true },
            // Stored as LKR per unit of value (4 decimals), as the record shows it.
            unitCost: { sql: sql.ref('recharge_sales.unitCost'), kind: 'number', sortable: true },
            profit: { sql: sql.ref('recharge_sales.profit'), kind: 'money', sortable: true },
          } as const)
        : {}),
      ...(withNames ? { createdByName: { sql: sql.ref('recharge_sales.createdByName'), kind: 'text', sortable: true } as const } : {}),
    },
    defaultSort: { field: 'saleDate', descending: true },
    search: { index: 'recharge_sales_search', key: sql.ref('recharge_sales.searchKey') },
    summary: {
      count: { sql: sql`count(*)` },
      totalSoldPrice: { sql: sql`coalesce(sum(${sql.ref('recharge_sales.soldPrice')}), 0)`, money: true },
      ...(withCost
        ? {
            totalSoldValue: { sql: sql`coalesce(sum(${sql.ref('recharge_sales.soldValue')}), 0)`, money: true },
            // A sale's cost is its sold value at the unit cost: the price less the profit.
            totalCost: { sql: sql`coalesce(sum(${sql.ref('recharge_sales.soldPrice')} - recharge_sales.profit), 0)`, money: true },
            totalProfit: { sql: sql`coalesce(sum(recharge_sales.profit), 0)`, money: true },
          }
        : {}),
    },
    records: async (rows) => {
      const buyers = await buyersOf(db, rows);
      return (row) => ({ ...toSaleRecord(row, withCost), buyer: buyers.get(`${row.soldToType}:${row.soldToId}`) ?? null });
    },
  };
}
