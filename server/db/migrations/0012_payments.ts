import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * How sales are paid and what people owe (product.md §10).
 *
 * `payments`: one row per tender of a sale (a bill, a recharge sale) or of a payment
 * received on an account, in cents. The tenders of one payment share its sequential
 * `number` (shown as P-000123) and keep their order in `line`: time alone cannot order
 * rows written in the same millisecond. Money received is positive; a Credit tender is a debt
 * put on the person's account, not money received. `source` / `sourceId` name what it pays
 * (`bill`, `sale`, `account`); `partyType` / `partyId` whose account it touches (null for
 * none). `cashGiven` / `change` sit on a cash tender when the user typed what was handed over.
 *
 * `accounts`: one row per customer or agent who has one: the balance owed (kept in the same
 * transaction as the payment rows that move it, so the "who owes" list never sums history)
 * and the credit limit the owner sets (0: no credit until the owner gives some).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('number', 'integer', (column) => column.notNull())
    .addColumn('line', 'integer', (column) => column.notNull())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('sourceId', 'text')
    .addColumn('partyType', 'text')
    .addColumn('partyId', 'text')
    .addColumn('method', 'text', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('cashGiven', 'integer')
    .addColumn('change', 'integer')
    .addColumn('note', 'text')
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .execute();
  await db.schema.createIndex('payments_number').on('payments').columns(['number', 'line']).unique().execute();
  await db.schema.createIndex('payments_source').on('payments').columns(['source', 'sourceId']).execute();
  await db.schema.createIndex('payments_party').on('payments').columns(['partyType', 'partyId', 'number']).execute();
  await db.schema.createIndex('payments_created').on('payments').columns(['createdAt']).execute();

  await db.schema
    .createTable('accounts')
    .addColumn('partyType', 'text', (column) => column.notNull())
    .addColumn('partyId', 'text', (column) => column.notNull())
    .addColumn('balance', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('creditLimit', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('updatedByName', 'text')
    .addPrimaryKeyConstraint('accounts_pk', ['partyType', 'partyId'])
    .execute();
  await db.schema.createIndex('accounts_balance').on('accounts').columns(['balance']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('accounts').execute();
  await db.schema.dropTable('payments').execute();
}
