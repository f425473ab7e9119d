import { sql, type Kysely } from 'kysely';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The recharge sales' search index (lists served by the page, docs/architecture.md): one row
 * per sale, holding what Sales History's search box looks in, lower-cased: the buyer's name
 * as sold, then the buyer's NIC, phone and card number as the buyer's record holds them now
 * (a customer or an agent, by the sale's `soldToType`), as the console's join reads them.
 *
 * A sale's id is text, so each sale gets a number of its own (`searchKey`), kept with the row
 * and never changed (a rowid can change on VACUUM): the sales already kept are numbered in
 * their order, a new one takes the next number when it is written.
 *
 * SQLite's trigram tokenizer matches any substring of three characters or more through the
 * index, as the in-browser search matched any substring; shorter ones scan this one table.
 * Fields are joined by a unit separator no one types, so a match never spans two of them.
 *
 * Triggers keep it in step with every write path: a sale is written, its buyer changes, it is
 * deleted; and a customer's or agent's NIC, phone or card number changes, or the person is
 * deleted (their sales then match by name only, as the console's join then finds no one).
 */
const buyerText = (sale: string) => {
  const column = (name: string) => sql.ref(`${sale}.${name}`);
  return sql`coalesce(case ${column('soldToType')}
    when 'customer' then (select c.nicNumber || char(31) || c.phoneNumber || char(31) || c.cardNumber from customers c where c.id = ${column('soldToId')})
    when 'agent' then (select a.nicNumber || char(31) || a.phoneNumber from agents a where a.id = ${column('soldToId')})
  end, '')`;
};
const searchText = (sale: string) => sql`lower(${sql.ref(`${sale}.soldToName`)} || char(31) || ${buyerText(sale)})`;

/** Each of `type`'s sales to the person `person` (`new` or `old`) indexed again, from the person's record as it now is. */
const reindexSalesOf = (type: 'customer' | 'agent', person: 'new' | 'old') => sql`
  update recharge_sales_search
  set text = (select ${searchText('s')} from recharge_sales s where s.searchKey = recharge_sales_search.rowid)
  where rowid in (select searchKey from recharge_sales where soldToType = ${sql.lit(type)} and soldToId = ${sql.ref(`${person}.id`)});`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table recharge_sales add column searchKey integer`.execute(db);
  // The sales kept so far, numbered in their order (a rowid is unique at this moment).
  await sql`update recharge_sales set searchKey = rowid`.execute(db);
  await sql`create unique index recharge_sales_search_key on recharge_sales (searchKey)`.execute(db);

  await sql`create virtual table recharge_sales_search using fts5(text, tokenize = 'trigram')`.execute(db);
  await sql`insert into recharge_sales_search (rowid, text) select searchKey, ${searchText('recharge_sales')} from recharge_sales`.execute(db);

  // A new sale takes the next number (unless its writer gave one), then its index row.
  await sql`create trigger recharge_sales_search_insert after insert on recharge_sales begin
    update recharge_sales set searchKey = (select coalesce(max(searchKey), 0) + 1 from recharge_sales)
      where rowid = new.rowid and searchKey is null;
    insert into recharge_sales_search (rowid, text)
      select s.searchKey, ${searchText('s')} from recharge_sales s where s.rowid = new.rowid;
  end`.execute(db);
  await sql`create trigger recharge_sales_search_update after update of soldToName, soldToType, soldToId on recharge_sales begin
    delete from recharge_sales_search where rowid = old.searchKey;
    insert into recharge_sales_search (rowid, text) values (new.searchKey, ${searchText('new')});
  end`.execute(db);
  await sql`create trigger recharge_sales_search_delete after delete on recharge_sales begin
    delete from recharge_sales_search where rowid = old.searchKey;
  end`.execute(db);

  // The buyer's numbers live in their own record: its edits reach the index of their sales.
  for (const [table, type, columns] of [
    ['customers', 'customer', sql`nicNumber, phoneNumber, cardNumber`],
    ['agents', 'agent', sql`nicNumber, phoneNumber`],
  ] as const) {
    await sql`create trigger ${sql.raw(`${table}_sales_search_update`)} after update of ${columns} on ${sql.table(table)} begin
      ${reindexSalesOf(type, 'new')}
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_sales_search_delete`)} after delete on ${sql.table(table)} begin
      ${reindexSalesOf(type, 'old')}
    end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['agents', 'customers']) {
    await sql`drop trigger ${sql.raw(`${table}_sales_search_delete`)}`.execute(db);
    await sql`drop trigger ${sql.raw(`${table}_sales_search_update`)}`.execute(db);
  }
  await sql`drop trigger recharge_sales_search_delete`.execute(db);
  await sql`drop trigger recharge_sales_search_update`.execute(db);
  await sql`drop trigger recharge_sales_search_insert`.execute(db);
  await sql`drop table recharge_sales_search`.execute(db);
  await sql`drop index recharge_sales_search_key`.execute(db);
  await sql`alter table recharge_sales drop column searchKey`.execute(db);
}
