import { sql, type Kysely } from 'kysely';
import { dropPostgresTrigger, engineOf, postgresTrigger } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The recharge float checked (product.md §10): what each provider showed against the balance
 * the console computed, and the owner's adjustments that bring a computed balance to the real
 * one. Amounts in whole cents.
 *
 * An adjustment is a movement of its own (a row here), not an edit of a top-up or a sale, so
 * the balance's history explains itself: balance = Σ top-up value − Σ sold value + Σ adjusted.
 * `recharge_totals.adjusted` keeps that last sum, by triggers as 0008 keeps the others, so it
 * changes in the same transaction as the adjustment and no write path can forget it. The unit
 * cost (Σ cost / Σ value bought) does not move: an adjustment buys nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('float_checks')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('rechargeType', 'text', (column) => column.notNull())
    // The balance the server held when the check was saved, what the provider showed, and shown − computed.
    .addColumn('computed', 'integer', (column) => column.notNull())
    .addColumn('shown', 'integer', (column) => column.notNull())
    .addColumn('difference', 'integer', (column) => column.notNull())
    .addColumn('reason', 'text')
    .addColumn('note', 'text')
    .addColumn('checkedAt', 'text', (column) => column.notNull())
    .addColumn('checkedById', 'text')
    .addColumn('checkedByName', 'text')
    .execute();
  // The list, newest first; the last check of each provider.
  await db.schema.createIndex('float_checks_checked_at').on('float_checks').column('checkedAt').execute();
  await db.schema.createIndex('float_checks_type').on('float_checks').columns(['rechargeType', 'checkedAt']).execute();

  await db.schema
    .createTable('recharge_adjustments')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('rechargeType', 'text', (column) => column.notNull())
    // Signed: up for a provider's commission, down for a sale it never made.
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('balanceBefore', 'integer', (column) => column.notNull())
    .addColumn('balanceAfter', 'integer', (column) => column.notNull())
    .addColumn('reason', 'text')
    .addColumn('note', 'text')
    .addColumn('checkId', 'text', (column) => column.references('float_checks.id'))
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('createdById', 'text')
    .addColumn('createdByName', 'text')
    .execute();
  // A check's difference is adjusted once, whatever two requests try at the same moment.
  await db.schema.createIndex('recharge_adjustments_check').on('recharge_adjustments').column('checkId').unique().execute();

  await db.schema.alterTable('recharge_totals').addColumn('adjusted', 'integer', (column) => column.notNull().defaultTo(0)).execute();

  if (engineOf(db) === 'postgres') {
    // The same triggers on PostgreSQL (a trigger runs a PL/pgSQL function there).
    await postgresTrigger(db, 'recharge_adjustments_totals', 'insert or delete or update of "rechargeType", amount', 'recharge_adjustments', `
      if tg_op <> 'INSERT' then
        update recharge_totals set adjusted = adjusted - old.amount where "rechargeType" = old."rechargeType";
      end if;
      if tg_op <> 'DELETE' then
        insert into recharge_totals ("rechargeType") values (new."rechargeType") on conflict do nothing;
        update recharge_totals set adjusted = adjusted + new.amount where "rechargeType" = new."rechargeType";
      end if;`);
    return;
  }
  const ensureRow = (type: string) => sql.raw(`insert or ignore into recharge_totals (rechargeType) values (${type});`);
  for (const statement of [
    sql`create trigger recharge_adjustments_totals_insert after insert on recharge_adjustments begin
      ${ensureRow('new.rechargeType')}
      update recharge_totals set adjusted = adjusted + new.amount where rechargeType = new.rechargeType;
    end`,
    sql`create trigger recharge_adjustments_totals_update after update of rechargeType, amount on recharge_adjustments begin
      update recharge_totals set adjusted = adjusted - old.amount where rechargeType = old.rechargeType;
      ${ensureRow('new.rechargeType')}
      update recharge_totals set adjusted = adjusted + new.amount where rechargeType = new.rechargeType;
    end`,
    sql`create trigger recharge_adjustments_totals_delete after delete on recharge_adjustments begin
      update recharge_totals set adjusted = adjusted - old.amount where rechargeType = old.rechargeType;
    end`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') await dropPostgresTrigger(db, 'recharge_adjustments_totals');
  for (const trigger of ['recharge_adjustments_totals_insert', 'recharge_adjustments_totals_update', 'recharge_adjustments_totals_delete']) {
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  }
  await db.schema.alterTable('recharge_totals').dropColumn('adjusted').execute();
  await db.schema.dropTable('recharge_adjustments').execute();
  await db.schema.dropTable('float_checks').execute();
}
