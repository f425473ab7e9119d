import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * How an expense was paid (product.md §10): `paidBy`, a tender other than Credit (cash,
 * card, bank, wallet, lankaqr). Kept on the expense itself, not as a `payments` row: an
 * expense belongs to its Colombo day (`expenseDate`), may be edited or deleted by the owner,
 * and carries no payment number, so a day close sums
 * `SELECT paidBy, SUM(amount) FROM expenses WHERE expenseDate = ? GROUP BY paidBy` through
 * the existing `expenses_date` index. Expenses recorded before are taken as paid in cash
 * from the drawer, as the spec's expenses were; so is a new one whose payload does not say.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('expenses')
    .addColumn('paidBy', 'text', (column) => column.notNull().defaultTo('cash'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('expenses').dropColumn('paidBy').execute();
}
