import { sql, type Kysely } from 'kysely';
import { engineOf } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * Closing the day (product.md §10): the drawer counted against the cash it should hold, once
 * per Asia/Colombo day, and the cash put in or taken out of the drawer during the day. Amounts
 * in whole cents; days as `YYYY-MM-DD`.
 *
 * `day_closes`: one row per close. A reopened close stays, stamped with who reopened it and
 * why; closing the day again adds a new row. `movements` is JSON of what the day's payments,
 * refunds, expenses, pay-ins and pay-outs summed to when it was closed (the domain's
 * `DayMovements`), so the report of a close reads what the closer saw, even after a reopen
 * let the day change. `count` is JSON of the pieces of each note and coin.
 *
 * A partial unique index keeps one close standing per day: two closes of one day at the same
 * moment cannot both be written, whatever the route checks first.
 *
 * `cash_movements`: a pay-in or pay-out of the drawer with its reason, on the day it was made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('day_closes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('openingFloat', 'integer', (column) => column.notNull())
    .addColumn('expected', 'integer', (column) => column.notNull())
    .addColumn('counted', 'integer', (column) => column.notNull())
    // counted − expected: below zero the drawer was short.
    .addColumn('difference', 'integer', (column) => column.notNull())
    // Left in the drawer: the next day's opening float unless the closer says otherwise.
    .addColumn('floatLeft', 'integer', (column) => column.notNull())
    .addColumn('count', 'text', (column) => column.notNull())
    .addColumn('movements', 'text', (column) => column.notNull())
    .addColumn('note', 'text')
    .addColumn('closedAt', 'text', (column) => column.notNull())
    .addColumn('closedById', 'text')
    .addColumn('closedByName', 'text')
    .addColumn('reopenedAt', 'text')
    .addColumn('reopenedById', 'text')
    .addColumn('reopenedByName', 'text')
    .addColumn('reopenReason', 'text')
    .execute();
  await (engineOf(db) === 'postgres'
    ? sql`create unique index day_closes_standing on day_closes (day) where "reopenedAt" is null`
    : sql`create unique index day_closes_standing on day_closes (day) where reopenedAt is null`
  ).execute(db);
  await db.schema.createIndex('day_closes_day').on('day_closes').columns(['day', 'closedAt']).execute();

  await db.schema
    .createTable('cash_movements')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('day', 'text', (column) => column.notNull())
    // 'in' or 'out'; `amount` is always above zero.
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('createdById', 'text')
    .addColumn('createdByName', 'text')
    .execute();
  await db.schema.createIndex('cash_movements_day').on('cash_movements').columns(['day', 'createdAt']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cash_movements').execute();
  await db.schema.dropTable('day_closes').execute();
}
