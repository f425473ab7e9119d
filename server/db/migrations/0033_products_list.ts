import { sql, type Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The products list and the bill's product picker served by the page (docs/architecture.md),
 * as the customers' (0031): `products_search`, an FTS5 trigram table of each product's name
 * (lower-cased) under its `searchKey`, a number of its own (its id is text, and a rowid can
 * change on VACUUM); the rows already kept are numbered and indexed here, a new one by its
 * insert trigger. Also an index for the name order (case ignored, as the console sorts names).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table products add column searchKey integer`.execute(db);
  await sql`update products set searchKey = rowid`.execute(db);
  await sql`create unique index products_search_key on products (searchKey)`.execute(db);
  await sql`create index products_name on products (name collate nocase)`.execute(db);
  await sql`create virtual table products_search using fts5(text, tokenize = 'trigram')`.execute(db);
  await sql`insert into products_search (rowid, text) select searchKey, lower(name) from products`.execute(db);
  await sql`create trigger products_search_insert after insert on products begin
    update products set searchKey = (select coalesce(max(searchKey), 0) + 1 from products) where id = new.id;
    insert into products_search (rowid, text) values ((select searchKey from products where id = new.id), lower(new.name));
  end`.execute(db);
  await sql`create trigger products_search_update after update of name on products begin
    delete from products_search where rowid = old.searchKey;
    insert into products_search (rowid, text) values (old.searchKey, lower(new.name));
  end`.execute(db);
  await sql`create trigger products_search_delete after delete on products begin
    delete from products_search where rowid = old.searchKey;
  end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of ['products_search_delete', 'products_search_update', 'products_search_insert']) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  await sql`drop table products_search`.execute(db);
  await sql`drop index products_name`.execute(db);
  await sql`drop index products_search_key`.execute(db);
  await sql`alter table products drop column searchKey`.execute(db);
}
