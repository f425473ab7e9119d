import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * For a plain resource's migration: creates `name` with the `id` primary key, the columns
 * `columns` adds, and the stamps every record carries (createdAt, updatedAt, createdByName,
 * updatedByName). Frozen like the migrations that call it: never change what it creates.
 * It sees the database untyped (`unknown`), as a migration does: the table is not there yet.
 */
export function createPlainTable(
  db: Kysely<unknown>,
  name: string,
  columns: (table: CreateTableBuilder<string, never>) => CreateTableBuilder<string, never>,
): Promise<void> {
  return db.schema
    .createTable(name)
    .addColumn('id', 'text', (column) => column.primaryKey())
    .$call(columns)
    .addColumn('createdAt', 'text', (column) => column.notNull())
    .addColumn('updatedAt', 'text', (column) => column.notNull())
    .addColumn('createdByName', 'text')
    .addColumn('updatedByName', 'text')
    .execute();
}
