import { sql, type Kysely } from 'kysely';
import { createPostgresSearch, dropPostgresTrigger, engineOf, postgresTrigger } from './engine';
import { dropPostgresKeySequence, postgresKeySequence } from './postgresKeys';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The products list and the bill's product picker served by the page (docs/architecture.md),
 * as the customers' (0031): `products_search`, an FTS5 trigram table of each product's name
 * (lower-cased) under its `searchKey`, a number of its own (its id is text, and a rowid can
 * change on VACUUM); the rows already kept are numbered and indexed here, a new one by its
 * insert trigger. Also an index for the name order (case ignored, as the console sorts names).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return upPostgres(db);
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

/**
 * On PostgreSQL, as the customers' (0031): a pg_trgm table kept by a PL/pgSQL trigger, every new
 * product numbered from a sequence before it is written (a given key replaced, as SQLite's
 * insert trigger does: postgresKeySequence), and the NOCASE name index as an index of
 * lower(name), which folds ASCII only under the column's collate "C", as NOCASE does.
 */
async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`alter table products add column "searchKey" bigint`.execute(db);
  await sql`update products set "searchKey" = rowid`.execute(db);
  await sql`create unique index products_search_key on products ("searchKey")`.execute(db);
  await postgresKeySequence(db, 'products_search_key_next', 'products', 'searchKey', 'replaced');
  await sql`create index products_name on products (lower(name))`.execute(db);
  await createPostgresSearch(db, 'products_search');
  await sql`insert into products_search (rowid, text) select "searchKey", lower(name) from products`.execute(db);
  // An update indexes under the old key, as SQLite's does (the key is not among the columns watched).
  await postgresTrigger(db, 'products_search', 'insert or delete or update of name', 'products', `
    if tg_op <> 'INSERT' then delete from products_search where rowid = old."searchKey"; end if;
    if tg_op = 'INSERT' then insert into products_search (rowid, text) values (new."searchKey", lower(new.name)); end if;
    if tg_op = 'UPDATE' then insert into products_search (rowid, text) values (old."searchKey", lower(new.name)); end if;`);
}

async function downPostgres(db: Kysely<any>): Promise<void> {
  await dropPostgresTrigger(db, 'products_search');
  await sql`drop table products_search`.execute(db);
  await sql`drop index products_name`.execute(db);
  await dropPostgresKeySequence(db, 'products_search_key_next');
  await sql`drop index products_search_key`.execute(db);
  await sql`alter table products drop column "searchKey"`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return downPostgres(db);
  for (const trigger of ['products_search_delete', 'products_search_update', 'products_search_insert']) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  await sql`drop table products_search`.execute(db);
  await sql`drop index products_name`.execute(db);
  await sql`drop index products_search_key`.execute(db);
  await sql`alter table products drop column searchKey`.execute(db);
}
