import { sql, type Kysely } from 'kysely';
import { createPostgresSearch, dropPostgresTrigger, engineOf, postgresTrigger, sixDigits } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The repairs' search index (lists served by the page, docs/architecture.md): one row per
 * repair, keyed by its number (a rowid can change on VACUUM; a number never does), holding
 * what the search box looks in, lower-cased: the customer's names, phone and WhatsApp
 * numbers and NIC as they are now (a repair joins its customer), the device, 'r-000123' and
 * the device's IMEI or serial.
 *
 * Fields are joined by a unit separator no one types, so a match never spans two of them,
 * except the first and last names, joined by a space ('kasun perera'); the trigram tokenizer
 * matches any substring of three characters or more, as the in-browser search did.
 *
 * Triggers keep it in step with every write path: a repair is taken in, its device, IMEI or
 * number changes, it is deleted; and, since the customer's fields live in `customers`, a
 * customer's name or numbers change (every repair of theirs is indexed again). A repair
 * without a number (none is made so; rows written around the server might be) is left out,
 * as an index row without its key would take a number a later repair is given.
 *
 * With it, an index that holds what the list's summary figures read.
 */
const searchText = (repair: string, customer: string) => {
  const r = (name: string) => sql.ref(`${repair}.${name}`);
  const c = (name: string) => sql`coalesce(${sql.ref(`${customer}.${name}`)}, '')`;
  return sql`lower(
    ${c('firstName')} || ' ' || ${c('lastName')} || char(31) ||
    ${c('phoneNumber')} || char(31) || ${c('whatsappNumber')} || char(31) || ${c('nicNumber')} || char(31) ||
    coalesce(${r('repairProduct')}, '') || char(31) ||
    'r-' || printf('%06d', ${r('number')}) || char(31) ||
    coalesce(${r('imei')}, '')
  )`;
};

export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return upPostgres(db);
  await sql`create virtual table repairs_search using fts5(text, tokenize = 'trigram')`.execute(db);
  await sql`insert into repairs_search (rowid, text)
    select repairs.number, ${searchText('repairs', 'customers')} from repairs join customers on customers.id = repairs.customerId
    where repairs.number is not null`.execute(db);
  await sql`create trigger repairs_search_insert after insert on repairs begin
    insert into repairs_search (rowid, text) select new.number, ${searchText('new', 'customers')} from customers where customers.id = new.customerId and new.number is not null;
  end`.execute(db);
  await sql`create trigger repairs_search_update after update of customerId, repairProduct, number, imei on repairs begin
    delete from repairs_search where rowid = old.number;
    insert into repairs_search (rowid, text) select new.number, ${searchText('new', 'customers')} from customers where customers.id = new.customerId and new.number is not null;
  end`.execute(db);
  await sql`create trigger repairs_search_delete after delete on repairs begin
    delete from repairs_search where rowid = old.number;
  end`.execute(db);
  await sql`create trigger repairs_search_customer after update of firstName, lastName, phoneNumber, whatsappNumber, nicNumber on customers begin
    delete from repairs_search where rowid in (select number from repairs where customerId = new.id);
    insert into repairs_search (rowid, text) select repairs.number, ${searchText('repairs', 'new')} from repairs where repairs.customerId = new.id and repairs.number is not null;
  end`.execute(db);
  // The list's figures (a count per status, revenue, profit) over every repair, one status or the
  // overdue ones, read from this index alone instead of the repairs' wide rows.
  await db.schema.createIndex('repairs_list_figures').on('repairs').columns(['status', 'expectedReturnDate', 'finalAmount', 'profit']).execute();
}

/** The same text as searchText, in PostgreSQL's words. */
const postgresSearchText = (repair: string, customer: string) => {
  const r = (name: string) => `${repair}."${name}"`;
  const c = (name: string) => `coalesce(${customer}."${name}", '')`;
  return `lower(
    ${c('firstName')} || ' ' || ${c('lastName')} || chr(31) ||
    ${c('phoneNumber')} || chr(31) || ${c('whatsappNumber')} || chr(31) || ${c('nicNumber')} || chr(31) ||
    coalesce(${r('repairProduct')}, '') || chr(31) ||
    'r-' || ${sixDigits(r('number'))} || chr(31) ||
    coalesce(${r('imei')}, '')
  )`;
};

async function upPostgres(db: Kysely<any>): Promise<void> {
  await createPostgresSearch(db, 'repairs_search');
  await sql.raw(`insert into repairs_search (rowid, text)
    select repairs.number, ${postgresSearchText('repairs', 'customers')} from repairs join customers on customers.id = repairs."customerId"
    where repairs.number is not null`).execute(db);
  await postgresTrigger(db, 'repairs_search', 'insert or delete or update of "customerId", "repairProduct", number, imei', 'repairs', `
    if tg_op <> 'INSERT' then delete from repairs_search where rowid = old.number; end if;
    if tg_op <> 'DELETE' then
      insert into repairs_search (rowid, text) select new.number, ${postgresSearchText('new', 'customers')} from customers where customers.id = new."customerId" and new.number is not null;
    end if;`);
  await postgresTrigger(db, 'repairs_search_customer', 'update of "firstName", "lastName", "phoneNumber", "whatsappNumber", "nicNumber"', 'customers', `
    delete from repairs_search where rowid in (select number from repairs where "customerId" = new.id);
    insert into repairs_search (rowid, text) select repairs.number, ${postgresSearchText('repairs', 'new')} from repairs where repairs."customerId" = new.id and repairs.number is not null;`);
  await db.schema.createIndex('repairs_list_figures').on('repairs').columns(['status', 'expectedReturnDate', 'finalAmount', 'profit']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await db.schema.dropIndex('repairs_list_figures').execute();
    await dropPostgresTrigger(db, 'repairs_search_customer');
    await dropPostgresTrigger(db, 'repairs_search');
    await sql`drop table repairs_search`.execute(db);
    return;
  }
  await db.schema.dropIndex('repairs_list_figures').execute();
  await sql`drop trigger repairs_search_customer`.execute(db);
  await sql`drop trigger repairs_search_delete`.execute(db);
  await sql`drop trigger repairs_search_update`.execute(db);
  await sql`drop trigger repairs_search_insert`.execute(db);
  await sql`drop table repairs_search`.execute(db);
}
