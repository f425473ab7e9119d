import { sql, type Kysely } from 'kysely';
import { createPostgresSearch, dropPostgresTrigger, engineOf, postgresTrigger } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * Goods Received's search index (issue 47), as the expenses' (0030): one row per note holding
 * what the search box looks in, lower-cased: the supplier's name and their invoice number,
 * joined by a unit separator no one types. A note's number is unique and never changes, so it
 * keys the index without a column of its own. A note is written once (its supplier's name
 * copied into it) and never edited, so the insert and delete triggers keep the index in step.
 */
const SEARCH_TEXT = (row: string, separator: string) => `lower(coalesce(${row}."supplierName", '') || ${separator} || coalesce(${row}."invoiceNumber", ''))`;

export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await createPostgresSearch(db, 'goods_receipts_search');
    await sql.raw(`insert into goods_receipts_search (rowid, text) select number, ${SEARCH_TEXT('goods_receipts', 'chr(31)')} from goods_receipts`).execute(db);
    await postgresTrigger(db, 'goods_receipts_search', 'insert or delete or update of "supplierName", "invoiceNumber"', 'goods_receipts', `
      if tg_op <> 'INSERT' then delete from goods_receipts_search where rowid = old.number; end if;
      if tg_op <> 'DELETE' then insert into goods_receipts_search (rowid, text) values (new.number, ${SEARCH_TEXT('new', 'chr(31)')}); end if;`);
    return;
  }
  await sql`create virtual table goods_receipts_search using fts5(text, tokenize = 'trigram')`.execute(db);
  await sql.raw(`insert into goods_receipts_search (rowid, text) select number, ${SEARCH_TEXT('goods_receipts', 'char(31)')} from goods_receipts`).execute(db);
  await sql.raw(`create trigger goods_receipts_search_insert after insert on goods_receipts begin
    insert into goods_receipts_search (rowid, text) values (new.number, ${SEARCH_TEXT('new', 'char(31)')});
  end`).execute(db);
  await sql.raw(`create trigger goods_receipts_search_update after update of supplierName, invoiceNumber on goods_receipts begin
    delete from goods_receipts_search where rowid = old.number;
    insert into goods_receipts_search (rowid, text) values (new.number, ${SEARCH_TEXT('new', 'char(31)')});
  end`).execute(db);
  await sql`create trigger goods_receipts_search_delete after delete on goods_receipts begin
    delete from goods_receipts_search where rowid = old.number;
  end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await dropPostgresTrigger(db, 'goods_receipts_search');
    await sql`drop table goods_receipts_search`.execute(db);
    return;
  }
  await sql`drop trigger goods_receipts_search_delete`.execute(db);
  await sql`drop trigger goods_receipts_search_update`.execute(db);
  await sql`drop trigger goods_receipts_search_insert`.execute(db);
  await sql`drop table goods_receipts_search`.execute(db);
}
