import { sql, type Kysely } from 'kysely';
import { engineOf } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The shop's own details and numbers (product.md §10).
 *
 * `settings`: one row (id 1) of what every printed document and WhatsApp message says about
 * the shop (name, address, phone, a receipt footer) and the dashboard's two thresholds, which
 * until now each browser kept for itself. Money in cents. The row starts with the name the
 * console printed before and the thresholds it used by default (LKR 1,000; 5 in stock).
 *
 * `bills.number`, `repairs.number`: human sequential numbers (shown as B-000123, R-000678).
 * Existing rows are numbered in creation order (time, then insertion order within a
 * millisecond); new ones take the next number when inserted. Unique, so two bills can never
 * share a number.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('shopName', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('phone', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('receiptFooter', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('lowBalanceThreshold', 'integer', (column) => column.notNull())
    .addColumn('lowStockThreshold', 'integer', (column) => column.notNull())
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('updatedByName', 'text')
    .execute();
  await db
    .insertInto('settings')
    .values({ id: 1, shopName: 'TV, Recharge & Repair Shop', lowBalanceThreshold: 100_000, lowStockThreshold: 5, updatedAt: new Date().toISOString() })
    .execute();

  for (const table of ['bills', 'repairs']) {
    await db.schema.alterTable(table).addColumn('number', 'integer').execute();
    // PostgreSQL folds unquoted names to lower case: its camelCase columns are quoted.
    await (engineOf(db) === 'postgres'
      ? sql`
      update ${sql.table(table)} set number = numbered.n
      from (select id, row_number() over (order by "createdAt", rowid) as n from ${sql.table(table)}) as numbered
      where numbered.id = ${sql.table(table)}.id`
      : sql`
      update ${sql.table(table)} set number = numbered.n
      from (select id, row_number() over (order by createdAt, rowid) as n from ${sql.table(table)}) as numbered
      where numbered.id = ${sql.table(table)}.id`
    ).execute(db);
    await db.schema.createIndex(`${table}_number`).on(table).column('number').unique().execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['bills', 'repairs']) {
    await db.schema.dropIndex(`${table}_number`).execute();
    await db.schema.alterTable(table).dropColumn('number').execute();
  }
  await db.schema.dropTable('settings').execute();
}
