import { Migrator, sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, IN_MEMORY } from './connect';
import { migrateToLatest } from './migrate';
import { creationStamps } from './ids';
import { migrations } from './migrations';
import { deleteTopUp, insertSale, insertTopUp, providerTotals, updateTopUp, valueTotalsByType } from './recharge';
import type { Database } from './schema';

/** The totals as a sum over every row: what the triggers' running totals must equal. */
async function summed(db: Kysely<Database>) {
  const { rows } = await sql<{ rechargeType: string; bought: number; cost: number; sold: number }>`
    select rechargeType, sum(bought) as bought, sum(cost) as cost, sum(sold) as sold from (
      select rechargeType, topUpValue as bought, topUpCost as cost, 0 as sold from recharge_topups
      union all select rechargeType, 0, 0, soldValue from recharge_sales
    ) group by rechargeType order by rechargeType`.execute(db);
  return rows;
}

const stored = (db: Kysely<Database>) =>
  db.selectFrom('recharge_totals').select(['rechargeType', 'bought', 'cost', 'sold']).where((eb) => eb.or([eb('bought', '!=', 0), eb('cost', '!=', 0), eb('sold', '!=', 0)])).orderBy('rechargeType').execute();

const sale = (rechargeType: string, soldValue: number) => ({
  rechargeType,
  soldValue,
  soldPrice: soldValue,
  soldToType: 'customer' as const,
  soldToId: 'c1',
  soldToName: 'Kasun Perera',
  saleDate: new Date().toISOString(),
  unitCost: 0.95,
  profit: 5,
});

let db: Kysely<Database>;
beforeEach(() => {
  db = connectDatabase(IN_MEMORY);
});
afterEach(() => db.destroy());

describe('recharge running totals (migration 0008)', () => {
  it('follow every insert, edit and delete of top-ups and sales', async () => {
    await migrateToLatest(db);
    const dialog = await insertTopUp(db, { rechargeType: 'Dialog', topUpValue: 100_000, topUpCost: 96_000, topUpDate: '2026-11-01T00:00:00.000Z' }, 'Owner');
    const mobitel = await insertTopUp(db, { rechargeType: 'Mobitel', topUpValue: 50_000, topUpCost: 48_500, topUpDate: '2026-11-02T00:00:00.000Z' }, 'Owner');
    await insertSale(db, sale('Dialog', 20_000), { id: null, name: 'Staff' });
    await insertSale(db, sale('Mobitel', 1_000), { id: null, name: 'Staff' });
    expect(await providerTotals(db, 'Dialog')).toEqual({ bought: 100_000, cost: 96_000, sold: 20_000, adjusted: 0 });

    await updateTopUp(db, dialog.id, { rechargeType: 'Dialog', topUpValue: 120_000, topUpCost: 110_000, topUpDate: dialog.topUpDate }, 'Owner');
    // A type change (the routes refuse it, the database must still stay right).
    await updateTopUp(db, mobitel.id, { rechargeType: 'Hutch', topUpValue: 50_000, topUpCost: 48_500, topUpDate: mobitel.topUpDate }, 'Owner');
    await db.deleteFrom('recharge_sales').where('rechargeType', '=', 'Mobitel').execute();
    await deleteTopUp(db, dialog.id);

    expect(await stored(db)).toEqual(await summed(db));
    expect(await providerTotals(db, 'Dialog')).toEqual({ bought: 0, cost: 0, sold: 20_000, adjusted: 0 });
    expect(await providerTotals(db, 'Airtel')).toEqual({ bought: 0, cost: 0, sold: 0, adjusted: 0 });
    expect((await valueTotalsByType(db)).bought).toMatchObject({ Hutch: 50_000, Mobitel: 0 });
  });

  it('start from the rows a database already had before the migration', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo('0004_recharge');
    expect(before.error).toBeUndefined();
    await insertTopUp(db, { rechargeType: 'Airtel', topUpValue: 7_000, topUpCost: 6_500, topUpDate: '2026-11-01T00:00:00.000Z' }, 'Owner');
    await insertTopUp(db, { rechargeType: 'Airtel', topUpValue: 3_000, topUpCost: 2_900, topUpDate: '2026-11-03T00:00:00.000Z' }, 'Owner');
    // Written as that schema's columns were (insertSale writes today's).
    await db.insertInto('recharge_sales').values({ ...sale('Airtel', 4_000), ...creationStamps('Staff') } as never).execute();

    await migrateToLatest(db);

    expect(await providerTotals(db, 'Airtel')).toEqual({ bought: 10_000, cost: 9_400, sold: 4_000, adjusted: 0 });
    expect(await stored(db)).toEqual(await summed(db));
  });
});
