import type { CreateTableBuilder, Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/** The columns customers and agents share (product.md §3), in form order, then the stamps. */
function personColumns<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, never> {
  return table
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('firstName', 'text', (column) => column.notNull())
    .addColumn('lastName', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('email', 'text')
    .addColumn('phoneNumber', 'text', (column) => column.notNull())
    .addColumn('whatsappNumber', 'text', (column) => column.notNull())
    .addColumn('nicNumber', 'text', (column) => column.notNull());
}

function stampColumns<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, never> {
  return table
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .addColumn('updatedByName', 'text');
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customers')
    .$call(personColumns)
    .addColumn('cardNumber', 'text', (column) => column.notNull())
    .$call(stampColumns)
    .execute();
  // product.md §3: a customer's phone number is unique; also the look-up before a create or edit.
  await db.schema.createIndex('customers_phone_unique').on('customers').column('phoneNumber').unique().execute();
  // The lists are read newest first.
  await db.schema.createIndex('customers_created_at').on('customers').column('createdAt').execute();

  await db.schema.createTable('agents').$call(personColumns).$call(stampColumns).execute();
  await db.schema.createIndex('agents_created_at').on('agents').column('createdAt').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agents').execute();
  await db.schema.dropTable('customers').execute();
}
