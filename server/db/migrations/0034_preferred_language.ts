import { sql, type Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * A customer's and an agent's preferred language (product.md §10): 'en', 'si' or 'ta', or
 * null for none (their documents are then in the staff member's screen language). Rows
 * already kept have none. The routes check the value (with the rule's message); the check
 * here keeps anything else out of the table whoever writes it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['customers', 'agents']) {
    await sql`alter table ${sql.table(table)} add column language text check (language in ('en', 'si', 'ta'))`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['agents', 'customers']) await sql`alter table ${sql.table(table)} drop column language`.execute(db);
}
