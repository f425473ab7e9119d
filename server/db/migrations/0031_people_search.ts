import { sql, type Kysely } from 'kysely';
import { createPostgresSearch, dropPostgresTrigger, engineOf, postgresTrigger } from './engine';
import { dropPostgresKeySequence, postgresKeySequence } from './postgresKeys';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The customers' and agents' search indexes (lists and pickers served by the page,
 * docs/architecture.md), as the bills' (0027): an FTS5 trigram table per list holding what
 * the search box looks in (CUSTOMER_SEARCH, AGENT_SEARCH), lower-cased, the first and last
 * names joined by a space and the other fields by a unit separator no one types.
 *
 * Their ids are text, and a rowid can change on VACUUM, so each row gets a `searchKey`: a
 * number of its own, never changed, the index's key. Rows already kept get theirs here (and
 * are indexed); a new row gets the next one from its insert trigger.
 *
 * Also an index for the lists' name order (case ignored, as the console sorts names).
 */
const PEOPLE = {
  customers: ['phoneNumber', 'whatsappNumber', 'nicNumber', 'cardNumber', 'email', 'address'],
  agents: ['phoneNumber', 'whatsappNumber', 'nicNumber', 'email', 'address'],
} as const;

type Table = keyof typeof PEOPLE;

const searchText = (table: Table, row: string) => {
  const column = (name: string) => sql`coalesce(${sql.ref(`${row}.${name}`)}, '')`;
  return sql`lower(${sql.join(
    [sql`${column('firstName')} || ' ' || ${column('lastName')}`, ...PEOPLE[table].map(column)],
    sql` || char(31) || `,
  )})`;
};

async function index(db: Kysely<any>, table: Table): Promise<void> {
  const search = sql.table(`${table}_search`);
  const name = (suffix: string) => sql.raw(`${table}_search_${suffix}`);
  const self = sql.table(table);
  await sql`alter table ${self} add column searchKey integer`.execute(db);
  await sql`update ${self} set searchKey = rowid`.execute(db);
  await sql`create unique index ${sql.raw(`${table}_search_key`)} on ${self} (searchKey)`.execute(db);
  await sql`create index ${sql.raw(`${table}_first_name`)} on ${self} (firstName collate nocase)`.execute(db);
  await sql`create virtual table ${search} using fts5(text, tokenize = 'trigram')`.execute(db);
  await sql`insert into ${search} (rowid, text) select searchKey, ${searchText(table, table)} from ${self}`.execute(db);
  await sql`create trigger ${name('insert')} after insert on ${self} begin
    update ${self} set searchKey = (select coalesce(max(searchKey), 0) + 1 from ${self}) where id = new.id;
    insert into ${search} (rowid, text) values ((select searchKey from ${self} where id = new.id), ${searchText(table, 'new')});
  end`.execute(db);
  const searched = sql.join(['firstName', 'lastName', ...PEOPLE[table]].map((column) => sql.ref(column)));
  await sql`create trigger ${name('update')} after update of ${searched} on ${self} begin
    delete from ${search} where rowid = old.searchKey;
    insert into ${search} (rowid, text) values (old.searchKey, ${searchText(table, 'new')});
  end`.execute(db);
  await sql`create trigger ${name('delete')} after delete on ${self} begin
    delete from ${search} where rowid = old.searchKey;
  end`.execute(db);
}

async function drop(db: Kysely<any>, table: Table): Promise<void> {
  for (const suffix of ['delete', 'update', 'insert']) await sql`drop trigger ${sql.raw(`${table}_search_${suffix}`)}`.execute(db);
  await sql`drop table ${sql.table(`${table}_search`)}`.execute(db);
  await sql`drop index ${sql.raw(`${table}_first_name`)}`.execute(db);
  await sql`drop index ${sql.raw(`${table}_search_key`)}`.execute(db);
  await sql`alter table ${sql.table(table)} drop column searchKey`.execute(db);
}

/** The same text as searchText, in PostgreSQL's words. */
const postgresSearchText = (table: Table, row: string) => {
  const column = (name: string) => `coalesce(${row}."${name}", '')`;
  return `lower(${[`${column('firstName')} || ' ' || ${column('lastName')}`, ...PEOPLE[table].map(column)].join(' || chr(31) || ')})`;
};

/**
 * index() on PostgreSQL: a pg_trgm table kept by a PL/pgSQL trigger; a new row's key from a
 * sequence before it is written (every new row numbered, a given key replaced, as SQLite's
 * insert trigger does: postgresKeySequence); the name order's NOCASE index as an index of
 * lower("firstName"), which folds ASCII only under the column's collate "C", as NOCASE does.
 */
async function indexPostgres(db: Kysely<any>, table: Table): Promise<void> {
  await sql.raw(`alter table ${table} add column "searchKey" bigint`).execute(db);
  await sql.raw(`update ${table} set "searchKey" = rowid`).execute(db);
  await sql.raw(`create unique index ${table}_search_key on ${table} ("searchKey")`).execute(db);
  await postgresKeySequence(db, `${table}_search_key_next`, table, 'searchKey', 'replaced');
  await sql.raw(`create index ${table}_first_name on ${table} (lower("firstName"))`).execute(db);
  await createPostgresSearch(db, `${table}_search`);
  await sql.raw(`insert into ${table}_search (rowid, text) select "searchKey", ${postgresSearchText(table, table)} from ${table}`).execute(db);
  const searched = ['firstName', 'lastName', ...PEOPLE[table]].map((column) => `"${column}"`).join(', ');
  // An update indexes under the old key, as SQLite's does (the key is not among the columns watched).
  await postgresTrigger(db, `${table}_search`, `insert or delete or update of ${searched}`, table, `
    if tg_op <> 'INSERT' then delete from ${table}_search where rowid = old."searchKey"; end if;
    if tg_op = 'INSERT' then insert into ${table}_search (rowid, text) values (new."searchKey", ${postgresSearchText(table, 'new')}); end if;
    if tg_op = 'UPDATE' then insert into ${table}_search (rowid, text) values (old."searchKey", ${postgresSearchText(table, 'new')}); end if;`);
}

async function dropPostgres(db: Kysely<any>, table: Table): Promise<void> {
  await dropPostgresTrigger(db, `${table}_search`);
  await sql.raw(`drop table ${table}_search`).execute(db);
  await sql.raw(`drop index ${table}_first_name`).execute(db);
  await dropPostgresKeySequence(db, `${table}_search_key_next`);
  await sql.raw(`drop index ${table}_search_key`).execute(db);
  await sql.raw(`alter table ${table} drop column "searchKey"`).execute(db);
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await indexPostgres(db, 'customers');
  await indexPostgres(db, 'agents');
}

async function downPostgres(db: Kysely<any>): Promise<void> {
  await dropPostgres(db, 'agents');
  await dropPostgres(db, 'customers');
}

export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return upPostgres(db);
  await index(db, 'customers');
  await index(db, 'agents');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return downPostgres(db);
  await drop(db, 'agents');
  await drop(db, 'customers');
}
