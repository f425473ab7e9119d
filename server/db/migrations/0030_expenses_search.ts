import { sql, type Kysely } from 'kysely';
import { createPostgresSearch, dropPostgresTrigger, engineOf, postgresTrigger } from './engine';
import { dropPostgresKeySequence, postgresKeySequence } from './postgresKeys';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The expenses' search index (lists served by the page, docs/architecture.md): one row per
 * expense holding what the search box looks in, lower-cased: its description and its
 * category's name, joined by a unit separator no one types (so a match never spans the two).
 *
 * An expense's id is text, and a rowid may change on VACUUM, so each expense gets a
 * `searchKey`: the rowid it had when indexed here (the expenses already kept), or the next
 * after the highest for a new one. It never changes, so the index can be keyed by it.
 *
 * Triggers keep the index in step with every write path: an expense is created, its
 * description or category changes, it is deleted, or its category is renamed (the name lives
 * in expense_categories; a rename rewrites that category's expenses, rare beside writes).
 */
const searchText = (row: string) => {
  const column = (name: string) => sql.ref(`${row}.${name}`);
  return sql`lower(
    coalesce(${column('description')}, '') || char(31) ||
    coalesce((select c.name from expense_categories c where c.id = ${column('categoryId')}), '')
  )`;
};

export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return upPostgres(db);
  await sql`alter table expenses add column searchKey integer`.execute(db);
  await sql`update expenses set searchKey = rowid`.execute(db);
  await sql`create unique index expenses_search_key on expenses (searchKey)`.execute(db);
  // The page's default order (newest day first, rowid breaking ties) read straight from an index.
  await sql`create index expenses_day on expenses (expenseDate)`.execute(db);

  await sql`create virtual table expenses_search using fts5(text, tokenize = 'trigram')`.execute(db);
  await sql`insert into expenses_search (rowid, text) select searchKey, ${searchText('expenses')} from expenses`.execute(db);

  // A new expense without a key gets one; that update indexes it (the trigger below). One
  // written with its key (a restore) is indexed here.
  await sql`create trigger expenses_search_insert after insert on expenses begin
    update expenses set searchKey = (select coalesce(max(searchKey), 0) + 1 from expenses) where rowid = new.rowid and new.searchKey is null;
    insert into expenses_search (rowid, text) select new.searchKey, ${searchText('new')} where new.searchKey is not null;
  end`.execute(db);
  await sql`create trigger expenses_search_update after update of description, categoryId, searchKey on expenses begin
    delete from expenses_search where rowid = old.searchKey;
    insert into expenses_search (rowid, text) values (new.searchKey, ${searchText('new')});
  end`.execute(db);
  await sql`create trigger expenses_search_delete after delete on expenses begin
    delete from expenses_search where rowid = old.searchKey;
  end`.execute(db);
  await sql`create trigger expenses_search_category after update of name on expense_categories begin
    delete from expenses_search where rowid in (select searchKey from expenses where categoryId = new.id);
    insert into expenses_search (rowid, text) select e.searchKey, ${searchText('e')} from expenses e where e.categoryId = new.id;
  end`.execute(db);
}

/** The same text as searchText, in PostgreSQL's words. */
const postgresSearchText = (row: string) => `lower(
    coalesce(${row}.description, '') || chr(31) ||
    coalesce((select c.name from expense_categories c where c.id = ${row}."categoryId"), '')
  )`;

/**
 * On PostgreSQL: a pg_trgm table kept by PL/pgSQL triggers. A new expense's key comes from a
 * sequence before it is written (a given one is kept: postgresKeySequence), so the insert
 * indexes it directly where SQLite's numbering update does it through the update trigger.
 */
async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`alter table expenses add column "searchKey" bigint`.execute(db);
  await sql`update expenses set "searchKey" = rowid`.execute(db);
  await sql`create unique index expenses_search_key on expenses ("searchKey")`.execute(db);
  await postgresKeySequence(db, 'expenses_search_key_next', 'expenses', 'searchKey', 'kept');
  await sql`create index expenses_day on expenses ("expenseDate")`.execute(db);

  await createPostgresSearch(db, 'expenses_search');
  await sql.raw(`insert into expenses_search (rowid, text) select "searchKey", ${postgresSearchText('expenses')} from expenses`).execute(db);
  await postgresTrigger(db, 'expenses_search', 'insert or delete or update of description, "categoryId", "searchKey"', 'expenses', `
    if tg_op <> 'INSERT' then delete from expenses_search where rowid = old."searchKey"; end if;
    if tg_op <> 'DELETE' then insert into expenses_search (rowid, text) values (new."searchKey", ${postgresSearchText('new')}); end if;`);
  await postgresTrigger(db, 'expenses_search_category', 'update of name', 'expense_categories', `
    delete from expenses_search where rowid in (select "searchKey" from expenses where "categoryId" = new.id);
    insert into expenses_search (rowid, text) select e."searchKey", ${postgresSearchText('e')} from expenses e where e."categoryId" = new.id;`);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await dropPostgresTrigger(db, 'expenses_search_category');
    await dropPostgresTrigger(db, 'expenses_search');
    await sql`drop table expenses_search`.execute(db);
    await sql`drop index expenses_day`.execute(db);
    await dropPostgresKeySequence(db, 'expenses_search_key_next');
    await sql`drop index expenses_search_key`.execute(db);
    await sql`alter table expenses drop column "searchKey"`.execute(db);
    return;
  }
  await sql`drop trigger expenses_search_category`.execute(db);
  await sql`drop trigger expenses_search_delete`.execute(db);
  await sql`drop trigger expenses_search_update`.execute(db);
  await sql`drop trigger expenses_search_insert`.execute(db);
  await sql`drop table expenses_search`.execute(db);
  await sql`drop index expenses_day`.execute(db);
  await sql`drop index expenses_search_key`.execute(db);
  await sql`alter table expenses drop column searchKey`.execute(db);
}
