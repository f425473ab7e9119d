import type { Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * Expense categories and expenses (product.md §3). Amounts are whole cents (integers);
 * `expenseDate` is the Asia/Colombo day `YYYY-MM-DD` the expense belongs to.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('expense_categories')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    // The name trimmed, spaces collapsed, lowercased (domain categoryNameKey).
    .addColumn('nameKey', 'text', (column) => column.notNull())
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .addColumn('updatedByName', 'text')
    .execute();
  // Names are unique ignoring case and repeated spaces, even when two requests race.
  await db.schema.createIndex('expense_categories_name_key').on('expense_categories').column('nameKey').unique().execute();
  await db.schema.createIndex('expense_categories_created_at').on('expense_categories').column('createdAt').execute();

  await db.schema
    .createTable('expenses')
    .addColumn('id', 'text', (column) => column.primaryKey())
    // No cascade: a category that expenses use cannot be deleted (foreign_keys is ON).
    .addColumn('categoryId', 'text', (column) => column.notNull().references('expense_categories.id').onDelete('restrict'))
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('expenseDate', 'text', (column) => column.notNull())
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .addColumn('updatedByName', 'text')
    .execute();
  // The list is read newest first: by expense day, then creation (rowid breaks ties).
  await db.schema.createIndex('expenses_date').on('expenses').columns(['expenseDate', 'createdAt']).execute();
  // "Is this category used?" and the foreign key's check when a category is deleted.
  await db.schema.createIndex('expenses_category').on('expenses').column('categoryId').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('expenses').execute();
  await db.schema.dropTable('expense_categories').execute();
}
