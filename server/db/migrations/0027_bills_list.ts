import { sql, type Kysely } from 'kysely';
import { createPostgresSearch, dropPostgresTrigger, engineOf, postgresTrigger, sixDigits } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The bills list served by the page (docs/architecture.md).
 *
 * `bills_newest`: the list's order, newest first with rowid breaking ties, read straight from
 * an index (the older `bills_created_at` holds the sums' columns before the rowid, so a page
 * would sort every bill).
 *
 * `bills_search`, the search index: one row per bill,
 * keyed by its number (a rowid can change on VACUUM; a number never does), holding what the
 * search box looks in, lower-cased: the customer's names, phone and WhatsApp numbers, NIC and
 * card number as billed, every line's product name and serial, and 'b-000123'.
 *
 * SQLite's trigram tokenizer matches any substring of three characters or more through the
 * index, as the in-browser search matched any substring; shorter ones scan this one table.
 * Fields are joined by a unit separator no one types, so a match never spans two of them,
 * except the first and last names, joined by a space ('kasun perera').
 *
 * Triggers keep it in step with every write path (a bill is created, its lines' serials
 * change, it is deleted), and the bills already kept are indexed here.
 */
const searchText = (row: 'new' | 'bills') => {
  const column = (name: string) => sql.ref(`${row}.${name}`);
  return sql`lower(
    ${column('customerFirstName')} || ' ' || ${column('customerLastName')} || char(31) ||
    ${column('customerPhoneNumber')} || char(31) || ${column('customerWhatsappNumber')} || char(31) ||
    ${column('customerNicNumber')} || char(31) || ${column('customerCardNumber')} || char(31) ||
    coalesce((select group_concat(coalesce(json_extract(value, '$.name'), '') || char(31) || coalesce(json_extract(value, '$.serial'), ''), char(31)) from json_each(${column('lines')})), '') || char(31) ||
    'b-' || printf('%06d', ${column('number')})
  )`;
};

export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return upPostgres(db);
  await db.schema.createIndex('bills_newest').on('bills').column('createdAt').execute();
  await sql`create virtual table bills_search using fts5(text, tokenize = 'trigram')`.execute(db);
  await sql`insert into bills_search (rowid, text) select number, ${searchText('bills')} from bills where number is not null`.execute(db);
  // A bill without a number (written by hand, never by the server) is left out: an index row
  // without its key would take an automatic one, another bill's number.
  await sql`create trigger bills_search_insert after insert on bills when new.number is not null begin
    insert into bills_search (rowid, text) values (new.number, ${searchText('new')});
  end`.execute(db);
  await sql`create trigger bills_search_update after update of customerFirstName, customerLastName, customerPhoneNumber, customerWhatsappNumber, customerNicNumber, customerCardNumber, lines, number on bills when new.number is not null begin
    delete from bills_search where rowid = old.number;
    insert into bills_search (rowid, text) values (new.number, ${searchText('new')});
  end`.execute(db);
  await sql`create trigger bills_search_delete after delete on bills begin
    delete from bills_search where rowid = old.number;
  end`.execute(db);
}

/** The same text as searchText, in PostgreSQL's words (lines are JSON text, read in order). */
const postgresSearchText = (row: string) => {
  const column = (name: string) => `${row}."${name}"`;
  return `lower(
    ${column('customerFirstName')} || ' ' || ${column('customerLastName')} || chr(31) ||
    ${column('customerPhoneNumber')} || chr(31) || ${column('customerWhatsappNumber')} || chr(31) ||
    ${column('customerNicNumber')} || chr(31) || ${column('customerCardNumber')} || chr(31) ||
    coalesce((select string_agg(coalesce(line.value ->> 'name', '') || chr(31) || coalesce(line.value ->> 'serial', ''), chr(31) order by line.position)
      from json_array_elements(${column('lines')}::json) with ordinality as line(value, position)), '') || chr(31) ||
    'b-' || ${sixDigits(column('number'))}
  )`;
};

async function upPostgres(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('bills_newest').on('bills').column('createdAt').execute();
  await createPostgresSearch(db, 'bills_search');
  await sql.raw(`insert into bills_search (rowid, text) select number, ${postgresSearchText('bills')} from bills where number is not null`).execute(db);
  await postgresTrigger(
    db,
    'bills_search',
    'insert or delete or update of "customerFirstName", "customerLastName", "customerPhoneNumber", "customerWhatsappNumber", "customerNicNumber", "customerCardNumber", lines, number',
    'bills',
    `
    if tg_op <> 'INSERT' then delete from bills_search where rowid = old.number; end if;
    if tg_op <> 'DELETE' and new.number is not null then
      insert into bills_search (rowid, text) values (new.number, ${postgresSearchText('new')});
    end if;`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await dropPostgresTrigger(db, 'bills_search');
    await sql`drop table bills_search`.execute(db);
    await db.schema.dropIndex('bills_newest').execute();
    return;
  }
  await sql`drop trigger bills_search_delete`.execute(db);
  await sql`drop trigger bills_search_update`.execute(db);
  await sql`drop trigger bills_search_insert`.execute(db);
  await sql`drop table bills_search`.execute(db);
  await db.schema.dropIndex('bills_newest').execute();
}
