import { sql, type Kysely } from 'kysely';

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

export async function up(db: Kysely<any>): Promise<void> {
  await index(db, 'customers');
  await index(db, 'agents');
}

export async function down(db: Kysely<any>): Promise<void> {
  await drop(db, 'agents');
  await drop(db, 'customers');
}
