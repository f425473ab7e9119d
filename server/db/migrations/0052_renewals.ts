import { sql, type Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * TV renewals due (issue 49). A customer's renewal falls due `settings.renewalDays` days (30
 * unless the owner sets another) after their last DDTV recharge sale.
 *
 * `settings.renewalMessageEn`, `…Si`, `…Ta`: the owner's reminder in each language, '' for the
 * console's own words.
 *
 * `renewal_reminders`: each reminder sent, by whom and on which shop day; the unique
 * (customer, day) index keeps a second one the same day out, even under a race.
 * `renewal_stops`: the customers marked stopped (with the reason), who leave the list until
 * the mark is undone.
 *
 * `recharge_sales_renewals`: the list finds each customer's last DDTV sale from this index
 * alone, not from every sale of a ten-year shop.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table settings add column "renewalDays" integer not null default 30 check ("renewalDays" between 1 and 366)`.execute(db);
  for (const column of ['renewalMessageEn', 'renewalMessageSi', 'renewalMessageTa']) {
    await db.schema.alterTable('settings').addColumn(column, 'text', (definition) => definition.notNull().defaultTo('')).execute();
  }
  await db.schema
    .createTable('renewal_reminders')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customerId', 'text', (column) => column.notNull())
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('createdById', 'text')
    .addColumn('createdByName', 'text')
    .execute();
  await db.schema.createIndex('renewal_reminders_customer_day').unique().on('renewal_reminders').columns(['customerId', 'day']).execute();
  await db.schema
    .createTable('renewal_stops')
    .addColumn('customerId', 'text', (column) => column.primaryKey())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .execute();
  await db.schema.createIndex('recharge_sales_renewals').on('recharge_sales').columns(['rechargeType', 'soldToType', 'soldToId', 'saleDate']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('recharge_sales_renewals').execute();
  await db.schema.dropTable('renewal_stops').execute();
  await db.schema.dropTable('renewal_reminders').execute();
  for (const column of ['renewalMessageTa', 'renewalMessageSi', 'renewalMessageEn']) await db.schema.alterTable('settings').dropColumn(column).execute();
  await sql`alter table settings drop column "renewalDays"`.execute(db);
}
