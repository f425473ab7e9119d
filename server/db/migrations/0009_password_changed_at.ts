import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * When each account's password last changed (ISO-8601 UTC; null: never since creation).
 * A session token carries the value it was issued under; the guard refuses a token whose
 * value differs, so a changed password ends the account's other sessions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').addColumn('passwordChangedAt', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').dropColumn('passwordChangedAt').execute();
}
