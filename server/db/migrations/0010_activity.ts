import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The activity log, so the owner sees who changed what: one row per write and per sign-in,
 * inserted in the same transaction as the change it describes. `before` / `after` are the
 * stored rows as JSON (never a password hash); `userName` is kept as it was, so a deleted
 * account's entries still say who.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('activity')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('userId', 'text')
    .addColumn('userName', 'text')
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('resource', 'text', (column) => column.notNull())
    .addColumn('recordId', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('activity_at').on('activity').columns(['at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity').execute();
}
