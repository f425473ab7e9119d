import { sql, type Kysely } from 'kysely';
import { dropPostgresTrigger, engineOf, postgresTrigger } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * Running totals per provider: Σ top-up value, Σ top-up cost and Σ sold value, in cents.
 * A sale checks its provider's balance and unit cost inside its transaction; summing every
 * past sale for that grew with the shop. Triggers keep the totals, so no write path can forget
 * them, and they change in the same transaction as the row that moves them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return upPostgres(db);
  await db.schema
    .createTable('recharge_totals')
    .addColumn('rechargeType', 'text', (column) => column.primaryKey())
    .addColumn('bought', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('cost', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('sold', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  // What exists already.
  await sql`
    insert into recharge_totals (rechargeType, bought, cost, sold)
    select rechargeType, sum(bought), sum(cost), sum(sold) from (
      select rechargeType, topUpValue as bought, topUpCost as cost, 0 as sold from recharge_topups
      union all
      select rechargeType, 0, 0, soldValue from recharge_sales
    ) group by rechargeType
  `.execute(db);

  const ensureRow = (type: string) => sql.raw(`insert or ignore into recharge_totals (rechargeType) values (${type});`);
  for (const statement of [
    sql`create trigger recharge_topups_totals_insert after insert on recharge_topups begin
      ${ensureRow('new.rechargeType')}
      update recharge_totals set bought = bought + new.topUpValue, cost = cost + new.topUpCost where rechargeType = new.rechargeType;
    end`,
    sql`create trigger recharge_topups_totals_update after update of rechargeType, topUpValue, topUpCost on recharge_topups begin
      update recharge_totals set bought = bought - old.topUpValue, cost = cost - old.topUpCost where rechargeType = old.rechargeType;
      ${ensureRow('new.rechargeType')}
      update recharge_totals set bought = bought + new.topUpValue, cost = cost + new.topUpCost where rechargeType = new.rechargeType;
    end`,
    sql`create trigger recharge_topups_totals_delete after delete on recharge_topups begin
      update recharge_totals set bought = bought - old.topUpValue, cost = cost - old.topUpCost where rechargeType = old.rechargeType;
    end`,
    sql`create trigger recharge_sales_totals_insert after insert on recharge_sales begin
      ${ensureRow('new.rechargeType')}
      update recharge_totals set sold = sold + new.soldValue where rechargeType = new.rechargeType;
    end`,
    sql`create trigger recharge_sales_totals_update after update of rechargeType, soldValue on recharge_sales begin
      update recharge_totals set sold = sold - old.soldValue where rechargeType = old.rechargeType;
      ${ensureRow('new.rechargeType')}
      update recharge_totals set sold = sold + new.soldValue where rechargeType = new.rechargeType;
    end`,
    sql`create trigger recharge_sales_totals_delete after delete on recharge_sales begin
      update recharge_totals set sold = sold - old.soldValue where rechargeType = old.rechargeType;
    end`,
  ]) {
    await statement.execute(db);
  }
}

/** The same table and triggers on PostgreSQL (a trigger runs a PL/pgSQL function there). */
async function upPostgres(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('recharge_totals')
    .addColumn('rechargeType', 'text', (column) => column.primaryKey())
    .addColumn('bought', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('cost', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('sold', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`
    insert into recharge_totals ("rechargeType", bought, cost, sold)
    select "rechargeType", sum(bought), sum(cost), sum(sold) from (
      select "rechargeType", "topUpValue" as bought, "topUpCost" as cost, 0 as sold from recharge_topups
      union all
      select "rechargeType", 0, 0, "soldValue" from recharge_sales
    ) as moved group by "rechargeType"
  `.execute(db);
  const ensureRow = `insert into recharge_totals ("rechargeType") values (new."rechargeType") on conflict do nothing;`;
  await postgresTrigger(db, 'recharge_topups_totals', 'insert or delete or update of "rechargeType", "topUpValue", "topUpCost"', 'recharge_topups', `
    if tg_op <> 'INSERT' then
      update recharge_totals set bought = bought - old."topUpValue", cost = cost - old."topUpCost" where "rechargeType" = old."rechargeType";
    end if;
    if tg_op <> 'DELETE' then
      ${ensureRow}
      update recharge_totals set bought = bought + new."topUpValue", cost = cost + new."topUpCost" where "rechargeType" = new."rechargeType";
    end if;`);
  await postgresTrigger(db, 'recharge_sales_totals', 'insert or delete or update of "rechargeType", "soldValue"', 'recharge_sales', `
    if tg_op <> 'INSERT' then
      update recharge_totals set sold = sold - old."soldValue" where "rechargeType" = old."rechargeType";
    end if;
    if tg_op <> 'DELETE' then
      ${ensureRow}
      update recharge_totals set sold = sold + new."soldValue" where "rechargeType" = new."rechargeType";
    end if;`);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await dropPostgresTrigger(db, 'recharge_sales_totals');
    await dropPostgresTrigger(db, 'recharge_topups_totals');
    await db.schema.dropTable('recharge_totals').execute();
    return;
  }
  for (const trigger of [
    'recharge_topups_totals_insert',
    'recharge_topups_totals_update',
    'recharge_topups_totals_delete',
    'recharge_sales_totals_insert',
    'recharge_sales_totals_update',
    'recharge_sales_totals_delete',
  ]) {
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  }
  await db.schema.dropTable('recharge_totals').execute();
}
