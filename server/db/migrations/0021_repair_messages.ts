import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * Each repair status's WhatsApp message (product.md §10).
 *
 * `repair_messages`: the owner's template for a status (by the status's name), '' for no
 * message at that status. A status with no row uses the product's default, so the defaults
 * can be worded better later without touching what an owner wrote.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('repair_messages')
    .addColumn('status', 'text', (column) => column.primaryKey())
    .addColumn('template', 'text', (column) => column.notNull())
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('updatedByName', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('repair_messages').execute();
}
