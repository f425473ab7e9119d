import { sql, type Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admins')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('firstName', 'text', (column) => column.notNull())
    .addColumn('lastName', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('passwordHash', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull().check(sql`role in ('admin', 'super_admin')`))
    .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('active', 'inactive')`))
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .addColumn('updatedByName', 'text')
    .execute();
  await db.schema.createIndex('admins_email_unique').on('admins').column('email').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admins').execute();
}
