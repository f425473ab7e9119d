import { sql, type Kysely, type RawBuilder } from 'kysely';
import { createPostgresSearch, dropPostgresTrigger, engineOf, postgresTrigger } from './engine';
import { dropPostgresKeySequence, postgresKeySequence } from './postgresKeys';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * The recharge lists' search indexes (lists served by the page, docs/architecture.md).
 *
 * Sales History's (`recharge_sales_search`): one row per sale, holding what its search box
 * looks in, lower-cased: the buyer's name as sold, then the buyer's NIC, phone and card number
 * as the buyer's record holds them now (a customer or an agent, by the sale's `soldToType`),
 * as the console's join reads them. Recharge Management's (`recharge_topups_search`): one row
 * per top-up (see topUpText).
 *
 * Sales and top-ups have text ids, so each row gets a number of its own (`searchKey`), kept
 * with the row and never changed (a rowid can change on VACUUM): the rows already kept are
 * numbered in their order, a new one takes the next number when it is written.
 *
 * SQLite's trigram tokenizer matches any substring of three characters or more through the
 * index, as the in-browser search matched any substring; shorter ones scan the index's text.
 * Fields are joined by a unit separator no one types, so a match never spans two of them.
 *
 * Triggers keep them in step with every write path: a sale or top-up is written, its searched
 * fields change, it is deleted; and a customer's or agent's NIC, phone or card number changes,
 * or the person is deleted (their sales then match by name only, as the console's join then
 * finds no one).
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

/**
 * Cents as the console's search read the LKR amount: JavaScript's shortest form of the number
 * (500000 → '5000', 482550 → '4825.5', 482505 → '4825.05').
 */
const lkrText = (cents: RawBuilder<unknown>) =>
  sql`(case when ${cents} % 100 = 0 then cast(${cents} / 100 as text) else rtrim(printf('%d.%02d', ${cents} / 100, ${cents} % 100), '0') end)`;

/**
 * What Recharge Management's search box looks in: the provider, who created and last
 * updated the top-up, its value and its cost.
 */
const topUpText = (topUp: string) => {
  const column = (name: string) => sql.ref(`${topUp}.${name}`);
  return sql`lower(
    ${column('rechargeType')} || char(31) || coalesce(${column('createdByName')}, '') || char(31) || coalesce(${column('updatedByName')}, '') || char(31) ||
    ${lkrText(column('topUpValue'))} || char(31) || ${lkrText(column('topUpCost'))}
  )`;
};

/** Gives `table` a number per row, kept and never changed: the rows already kept numbered in their order (a rowid is unique at this moment). */
async function addSearchKey(db: Kysely<any>, table: string): Promise<void> {
  await sql`alter table ${sql.table(table)} add column searchKey integer`.execute(db);
  await sql`update ${sql.table(table)} set searchKey = rowid`.execute(db);
  await sql`create unique index ${sql.raw(`${table}_search_key`)} on ${sql.table(table)} (searchKey)`.execute(db);
}

/** Removes what addSearchKey added. */
async function dropSearchKey(db: Kysely<any>, table: string): Promise<void> {
  await sql`drop index ${sql.raw(`${table}_search_key`)}`.execute(db);
  await sql`alter table ${sql.table(table)} drop column searchKey`.execute(db);
}

/** A new row of `table` takes the next number (unless its writer gave one), then its row in `index`. */
const nextKeyThenIndex = (table: string, index: string, text: RawBuilder<unknown>) => sql`
  update ${sql.table(table)} set searchKey = (select coalesce(max(searchKey), 0) + 1 from ${sql.table(table)})
    where rowid = new.rowid and searchKey is null;
  insert into ${sql.table(index)} (rowid, text) select s.searchKey, ${text} from ${sql.table(table)} s where s.rowid = new.rowid;`;

export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return upPostgres(db);
  await addSearchKey(db, 'recharge_sales');

  await sql`create virtual table recharge_sales_search using fts5(text, tokenize = 'trigram')`.execute(db);
  await sql`insert into recharge_sales_search (rowid, text) select searchKey, ${searchText('recharge_sales')} from recharge_sales`.execute(db);

  // A new sale takes the next number (unless its writer gave one), then its index row.
  await sql`create trigger recharge_sales_search_insert after insert on recharge_sales begin
    ${nextKeyThenIndex('recharge_sales', 'recharge_sales_search', searchText('s'))}
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

  // Sales History's figures (count, Σ price, value, profit) over the whole list, a provider or
  // a provider's day, read from this index alone rather than every sale's row.
  await sql`create index recharge_sales_type_day_figures on recharge_sales (rechargeType, saleDate, soldPrice, soldValue, profit)`.execute(db);

  await addSearchKey(db, 'recharge_topups');
  await sql`create virtual table recharge_topups_search using fts5(text, tokenize = 'trigram')`.execute(db);
  await sql`insert into recharge_topups_search (rowid, text) select searchKey, ${topUpText('recharge_topups')} from recharge_topups`.execute(db);
  await sql`create trigger recharge_topups_search_insert after insert on recharge_topups begin
    ${nextKeyThenIndex('recharge_topups', 'recharge_topups_search', topUpText('s'))}
  end`.execute(db);
  await sql`create trigger recharge_topups_search_update after update of rechargeType, createdByName, updatedByName, topUpValue, topUpCost on recharge_topups begin
    delete from recharge_topups_search where rowid = old.searchKey;
    insert into recharge_topups_search (rowid, text) values (new.searchKey, ${topUpText('new')});
  end`.execute(db);
  await sql`create trigger recharge_topups_search_delete after delete on recharge_topups begin
    delete from recharge_topups_search where rowid = old.searchKey;
  end`.execute(db);
}

/** buyerText, searchText, lkrText and topUpText in PostgreSQL's words: the same text (server/db/migrate.pg.test.ts). */
const postgresBuyerText = (sale: string) => `coalesce(case ${sale}."soldToType"
    when 'customer' then (select c."nicNumber" || chr(31) || c."phoneNumber" || chr(31) || c."cardNumber" from customers c where c.id = ${sale}."soldToId")
    when 'agent' then (select a."nicNumber" || chr(31) || a."phoneNumber" from agents a where a.id = ${sale}."soldToId")
  end, '')`;
const postgresSearchText = (sale: string) => `lower(${sale}."soldToName" || chr(31) || ${postgresBuyerText(sale)})`;

/**
 * printf('%d.%02d') spelled out: both engines divide whole numbers towards zero with the
 * remainder taking the dividend's sign, and %02d pads a negative remainder no further than its
 * sign ('-5'), where lpad would cut '-45' to '-4'.
 */
const postgresLkrText = (cents: string) => `(case when ${cents} % 100 = 0 then (${cents} / 100)::text
    else rtrim((${cents} / 100)::text || '.' || (case when ${cents} % 100 >= 0 then lpad((${cents} % 100)::text, 2, '0') else (${cents} % 100)::text end), '0') end)`;

const postgresTopUpText = (topUp: string) => {
  const column = (name: string) => `${topUp}."${name}"`;
  return `lower(
    ${column('rechargeType')} || chr(31) || coalesce(${column('createdByName')}, '') || chr(31) || coalesce(${column('updatedByName')}, '') || chr(31) ||
    ${postgresLkrText(column('topUpValue'))} || chr(31) || ${postgresLkrText(column('topUpCost'))}
  )`;
};

/** addSearchKey on PostgreSQL, and the numbering of new rows (kept when given) that SQLite's insert triggers do. */
async function addPostgresSearchKey(db: Kysely<any>, table: string): Promise<void> {
  await sql.raw(`alter table ${table} add column "searchKey" bigint`).execute(db);
  await sql.raw(`update ${table} set "searchKey" = rowid`).execute(db);
  await sql.raw(`create unique index ${table}_search_key on ${table} ("searchKey")`).execute(db);
  await postgresKeySequence(db, `${table}_search_key_next`, table, 'searchKey', 'kept');
}

async function dropPostgresSearchKey(db: Kysely<any>, table: string): Promise<void> {
  await dropPostgresKeySequence(db, `${table}_search_key_next`);
  await sql.raw(`drop index ${table}_search_key`).execute(db);
  await sql.raw(`alter table ${table} drop column "searchKey"`).execute(db);
}

/**
 * On PostgreSQL the search tables are pg_trgm tables (createPostgresSearch) kept by PL/pgSQL
 * triggers; a new row's key comes from a sequence before it is written (postgresKeySequence),
 * so its after-insert trigger only indexes it.
 */
async function upPostgres(db: Kysely<any>): Promise<void> {
  await addPostgresSearchKey(db, 'recharge_sales');
  await createPostgresSearch(db, 'recharge_sales_search');
  await sql.raw(`insert into recharge_sales_search (rowid, text) select "searchKey", ${postgresSearchText('recharge_sales')} from recharge_sales`).execute(db);
  await postgresTrigger(db, 'recharge_sales_search', 'insert or delete or update of "soldToName", "soldToType", "soldToId"', 'recharge_sales', `
    if tg_op <> 'INSERT' then delete from recharge_sales_search where rowid = old."searchKey"; end if;
    if tg_op <> 'DELETE' then insert into recharge_sales_search (rowid, text) values (new."searchKey", ${postgresSearchText('new')}); end if;`);

  for (const [table, type, columns] of [
    ['customers', 'customer', '"nicNumber", "phoneNumber", "cardNumber"'],
    ['agents', 'agent', '"nicNumber", "phoneNumber"'],
  ] as const) {
    // After a delete the person is gone, so their sales read as sold to no one, as on SQLite.
    await postgresTrigger(db, `${table}_sales_search`, `delete or update of ${columns}`, table, `
    update recharge_sales_search
    set text = (select ${postgresSearchText('s')} from recharge_sales s where s."searchKey" = recharge_sales_search.rowid)
    where rowid in (select "searchKey" from recharge_sales where "soldToType" = '${type}'
      and "soldToId" = (case when tg_op = 'DELETE' then old.id else new.id end));`);
  }

  await sql`create index recharge_sales_type_day_figures on recharge_sales ("rechargeType", "saleDate", "soldPrice", "soldValue", profit)`.execute(db);

  await addPostgresSearchKey(db, 'recharge_topups');
  await createPostgresSearch(db, 'recharge_topups_search');
  await sql.raw(`insert into recharge_topups_search (rowid, text) select "searchKey", ${postgresTopUpText('recharge_topups')} from recharge_topups`).execute(db);
  await postgresTrigger(db, 'recharge_topups_search', 'insert or delete or update of "rechargeType", "createdByName", "updatedByName", "topUpValue", "topUpCost"', 'recharge_topups', `
    if tg_op <> 'INSERT' then delete from recharge_topups_search where rowid = old."searchKey"; end if;
    if tg_op <> 'DELETE' then insert into recharge_topups_search (rowid, text) values (new."searchKey", ${postgresTopUpText('new')}); end if;`);
}

async function downPostgres(db: Kysely<any>): Promise<void> {
  await dropPostgresTrigger(db, 'recharge_topups_search');
  await sql`drop table recharge_topups_search`.execute(db);
  await dropPostgresSearchKey(db, 'recharge_topups');
  for (const table of ['agents', 'customers']) await dropPostgresTrigger(db, `${table}_sales_search`);
  await dropPostgresTrigger(db, 'recharge_sales_search');
  await sql`drop index recharge_sales_type_day_figures`.execute(db);
  await sql`drop table recharge_sales_search`.execute(db);
  await dropPostgresSearchKey(db, 'recharge_sales');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return downPostgres(db);
  for (const trigger of ['delete', 'update', 'insert']) await sql`drop trigger ${sql.raw(`recharge_topups_search_${trigger}`)}`.execute(db);
  await sql`drop table recharge_topups_search`.execute(db);
  await dropSearchKey(db, 'recharge_topups');
  for (const table of ['agents', 'customers']) {
    await sql`drop trigger ${sql.raw(`${table}_sales_search_delete`)}`.execute(db);
    await sql`drop trigger ${sql.raw(`${table}_sales_search_update`)}`.execute(db);
  }
  await sql`drop trigger recharge_sales_search_delete`.execute(db);
  await sql`drop trigger recharge_sales_search_update`.execute(db);
  await sql`drop trigger recharge_sales_search_insert`.execute(db);
  await sql`drop index recharge_sales_type_day_figures`.execute(db);
  await sql`drop table recharge_sales_search`.execute(db);
  await dropSearchKey(db, 'recharge_sales');
}
