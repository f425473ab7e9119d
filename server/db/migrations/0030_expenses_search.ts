import { sql, type Kysely } from 'kysely';

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

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger expenses_search_category`.execute(db);
  await sql`drop trigger expenses_search_delete`.execute(db);
  await sql`drop trigger expenses_search_update`.execute(db);
  await sql`drop trigger expenses_search_insert`.execute(db);
  await sql`drop table expenses_search`.execute(db);
  await sql`drop index expenses_day`.execute(db);
  await sql`drop index expenses_search_key`.execute(db);
  await sql`alter table expenses drop column searchKey`.execute(db);
}
