import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The shop's closing hour (product.md §10, closing the day).
 *
 * `settings.closingHour`: the whole hour (0–23, Asia/Colombo) after which the dashboard asks
 * for today's close while it is not done; 20 (8 pm) until the owner sets another.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('closingHour', 'integer', (column) => column.notNull().defaultTo(20)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('closingHour').execute();
}
