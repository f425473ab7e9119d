import { sql, type Kysely } from 'kysely';
import { dropPostgresTrigger, engineOf, postgresTrigger } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * A product's barcode (issue 47): optional, unique (the index refuses a second product with the
 * same code, so two racing saves give one 409), and found by the products search: each product's
 * text in `products_search` becomes its name, then its barcode after a separator no one types
 * (char 31), both lower-cased; the triggers of 0033 are made again to watch the barcode too, and
 * every product is indexed afresh.
 */

/** 0033's text of a product, with its barcode after it when it has one. */
const SEARCH_TEXT = (row: string, separator: string) => `lower(${row}.name) || coalesce(${separator} || lower(${row}.barcode), '')`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('barcode', 'text').execute();
  await db.schema.createIndex('products_barcode').on('products').column('barcode').unique().execute();
  if (engineOf(db) === 'postgres') return upPostgres(db);
  await sql`drop trigger products_search_insert`.execute(db);
  await sql`drop trigger products_search_update`.execute(db);
  await sql.raw(`create trigger products_search_insert after insert on products begin
    update products set searchKey = (select coalesce(max(searchKey), 0) + 1 from products) where id = new.id;
    insert into products_search (rowid, text) values ((select searchKey from products where id = new.id), ${SEARCH_TEXT('new', 'char(31)')});
  end`).execute(db);
  await sql.raw(`create trigger products_search_update after update of name, barcode on products begin
    delete from products_search where rowid = old.searchKey;
    insert into products_search (rowid, text) values (old.searchKey, ${SEARCH_TEXT('new', 'char(31)')});
  end`).execute(db);
  await sql`delete from products_search`.execute(db);
  await sql.raw(`insert into products_search (rowid, text) select searchKey, ${SEARCH_TEXT('products', 'char(31)')} from products`).execute(db);
}

/** On PostgreSQL, 0033's trigger function made again with the barcode in the text. */
async function upPostgres(db: Kysely<any>): Promise<void> {
  await dropPostgresTrigger(db, 'products_search');
  await postgresTrigger(db, 'products_search', 'insert or delete or update of name, barcode', 'products', `
    if tg_op <> 'INSERT' then delete from products_search where rowid = old."searchKey"; end if;
    if tg_op = 'INSERT' then insert into products_search (rowid, text) values (new."searchKey", ${SEARCH_TEXT('new', 'chr(31)')}); end if;
    if tg_op = 'UPDATE' then insert into products_search (rowid, text) values (old."searchKey", ${SEARCH_TEXT('new', 'chr(31)')}); end if;`);
  await sql`delete from products_search`.execute(db);
  await sql.raw(`insert into products_search (rowid, text) select "searchKey", ${SEARCH_TEXT('products', 'chr(31)')} from products`).execute(db);
}

/** Back to 0033's triggers and text (names alone), without the column. */
export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await dropPostgresTrigger(db, 'products_search');
    await postgresTrigger(db, 'products_search', 'insert or delete or update of name', 'products', `
    if tg_op <> 'INSERT' then delete from products_search where rowid = old."searchKey"; end if;
    if tg_op = 'INSERT' then insert into products_search (rowid, text) values (new."searchKey", lower(new.name)); end if;
    if tg_op = 'UPDATE' then insert into products_search (rowid, text) values (old."searchKey", lower(new.name)); end if;`);
    await sql`delete from products_search`.execute(db);
    await sql`insert into products_search (rowid, text) select "searchKey", lower(name) from products`.execute(db);
  } else {
    await sql`drop trigger products_search_insert`.execute(db);
    await sql`drop trigger products_search_update`.execute(db);
    await sql`create trigger products_search_insert after insert on products begin
      update products set searchKey = (select coalesce(max(searchKey), 0) + 1 from products) where id = new.id;
      insert into products_search (rowid, text) values ((select searchKey from products where id = new.id), lower(new.name));
    end`.execute(db);
    await sql`create trigger products_search_update after update of name on products begin
      delete from products_search where rowid = old.searchKey;
      insert into products_search (rowid, text) values (old.searchKey, lower(new.name));
    end`.execute(db);
    await sql`delete from products_search`.execute(db);
    await sql`insert into products_search (rowid, text) select searchKey, lower(name) from products`.execute(db);
  }
  await db.schema.dropIndex('products_barcode').execute();
  await db.schema.alterTable('products').dropColumn('barcode').execute();
}
