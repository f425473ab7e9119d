import { sql, type Kysely } from 'kysely';
import { dropPostgresTrigger, engineOf, postgresTrigger, sixDigits } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * A bill is found by its credit notes' numbers too: typing 'CN-000045' (or '000045') into the
 * bills' search finds the bill that credit note returned, as 'B-000123' finds the bill itself.
 * The bill's searched text gains 'cn-000045' for each of its returns, after 'b-000123'.
 *
 * On SQLite the bills' text comes from the view `bills_search_text` (0038), indexed at each
 * group's commit for the bills noted in `search_pending`. So the view gains the credit notes, a
 * return written or removed notes its bill, and an edited bill is noted too (0027's update
 * trigger wrote the text itself, without the credit notes). On PostgreSQL the bills' trigger
 * writes the text, and a return's trigger writes its bill's again.
 */

/** 0027's text of a bill, as 0038's view has it. */
const billText = (row: string) => {
  const column = (name: string) => sql.ref(`${row}.${name}`);
  return sql`lower(
    ${column('customerFirstName')} || ' ' || ${column('customerLastName')} || char(31) ||
    ${column('customerPhoneNumber')} || char(31) || ${column('customerWhatsappNumber')} || char(31) ||
    ${column('customerNicNumber')} || char(31) || ${column('customerCardNumber')} || char(31) ||
    coalesce((select group_concat(coalesce(json_extract(value, '$.name'), '') || char(31) || coalesce(json_extract(value, '$.serial'), ''), char(31)) from json_each(${column('lines')})), '') || char(31) ||
    'b-' || printf('%06d', ${column('number')})
  )`;
};

/** Its credit notes' numbers in order, each after a separator; '' for a bill without returns. */
const creditNotesText = (billId: ReturnType<typeof sql.ref>) =>
  sql`coalesce((select group_concat(char(31) || 'cn-' || printf('%06d', r.number), '' order by r.number) from bill_returns r where r.billId = ${billId}), '')`;

const UPDATED_COLUMNS = 'customerFirstName, customerLastName, customerPhoneNumber, customerWhatsappNumber, customerNicNumber, customerCardNumber, lines, number';

/** Indexes the bills noted now, as the server does before a commit (searchIndexing.ts). */
async function indexNotedBills(db: Kysely<any>): Promise<void> {
  const noted = sql`(select row from search_pending where index_name = 'bills_search')`;
  await sql`delete from bills_search where rowid in ${noted}`.execute(db);
  await sql`insert into bills_search (rowid, text) select rowid, text from bills_search_text where rowid in ${noted} order by rowid`.execute(db);
  await sql`delete from search_pending where index_name = 'bills_search'`.execute(db);
}

const noteBillsWithReturns = (db: Kysely<any>) =>
  sql`insert or ignore into search_pending (index_name, row)
    select 'bills_search', b.number from bills b where b.number is not null and exists (select 1 from bill_returns r where r.billId = b.id)`.execute(db);

export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return upPostgres(db);
  await sql`drop view bills_search_text`.execute(db);
  await sql`create view bills_search_text (rowid, text) as
    select number, ${billText('bills')} || ${creditNotesText(sql.ref('bills.id'))} from bills where number is not null`.execute(db);
  await sql`drop trigger bills_search_update`.execute(db);
  // The old number's row goes at once (the number may have changed); the new one is indexed from the view.
  await sql.raw(`create trigger bills_search_update after update of ${UPDATED_COLUMNS} on bills when new.number is not null begin
    delete from bills_search where rowid = old.number;
    insert or ignore into search_pending (index_name, row) values ('bills_search', new.number);
  end`).execute(db);
  for (const [event, row] of [
    ['insert', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql.raw(`create trigger bill_returns_search_${event} after ${event} on bill_returns begin
      insert or ignore into search_pending (index_name, row) select 'bills_search', number from bills where id = ${row}.billId and number is not null;
    end`).execute(db);
  }
  await sql.raw(`create trigger bill_returns_search_update after update of number, billId on bill_returns begin
    insert or ignore into search_pending (index_name, row) select 'bills_search', number from bills where id in (old.billId, new.billId) and number is not null;
  end`).execute(db);
  await noteBillsWithReturns(db);
  await indexNotedBills(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return downPostgres(db);
  for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger bill_returns_search_${event}`).execute(db);
  await sql`drop trigger bills_search_update`.execute(db);
  await sql`create trigger bills_search_update after update of customerFirstName, customerLastName, customerPhoneNumber, customerWhatsappNumber, customerNicNumber, customerCardNumber, lines, number on bills when new.number is not null begin
    delete from bills_search where rowid = old.number;
    insert into bills_search (rowid, text) values (new.number, ${billText('new')});
  end`.execute(db);
  await sql`drop view bills_search_text`.execute(db);
  await sql`create view bills_search_text (rowid, text) as select number, ${billText('bills')} from bills where number is not null`.execute(db);
  await noteBillsWithReturns(db);
  await indexNotedBills(db);
}

/** 0027's text of a bill in PostgreSQL's words, as its trigger writes it. */
const postgresBillText = (row: string) => {
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

const postgresCreditNotesText = (billId: string) =>
  `coalesce((select string_agg(chr(31) || 'cn-' || ${sixDigits('r.number')}, '' order by r.number) from bill_returns r where r."billId" = ${billId}), '')`;

const POSTGRES_BILL_EVENTS =
  'insert or delete or update of "customerFirstName", "customerLastName", "customerPhoneNumber", "customerWhatsappNumber", "customerNicNumber", "customerCardNumber", lines, number';

/** 0027's trigger on bills, with or without the credit notes in the text. */
async function postgresBillsTrigger(db: Kysely<any>, withCreditNotes: boolean): Promise<void> {
  await dropPostgresTrigger(db, 'bills_search');
  const text = `${postgresBillText('new')}${withCreditNotes ? ` || ${postgresCreditNotesText('new.id')}` : ''}`;
  await postgresTrigger(
    db,
    'bills_search',
    POSTGRES_BILL_EVENTS,
    'bills',
    `
    if tg_op <> 'INSERT' then delete from bills_search where rowid = old.number; end if;
    if tg_op <> 'DELETE' and new.number is not null then
      insert into bills_search (rowid, text) values (new.number, ${text});
    end if;`,
  );
}

/** Writes again the search rows of the bills that have returns, with or without their credit notes. */
async function postgresReindexBillsWithReturns(db: Kysely<any>, withCreditNotes: boolean): Promise<void> {
  const text = `${postgresBillText('b')}${withCreditNotes ? ` || ${postgresCreditNotesText('b.id')}` : ''}`;
  await sql.raw(`update bills_search s set text = ${text} from bills b where b.number = s.rowid and exists (select 1 from bill_returns r where r."billId" = b.id)`).execute(db);
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await postgresBillsTrigger(db, true);
  // A return written or removed writes its bill's text again.
  await postgresTrigger(
    db,
    'bill_returns_search',
    'insert or delete or update of number, "billId"',
    'bill_returns',
    `
    update bills_search s set text = ${postgresBillText('b')} || ${postgresCreditNotesText('b.id')}
      from bills b
      where b.number = s.rowid and b.id in (case when tg_op <> 'INSERT' then old."billId" end, case when tg_op <> 'DELETE' then new."billId" end);`,
  );
  await postgresReindexBillsWithReturns(db, true);
}

async function downPostgres(db: Kysely<any>): Promise<void> {
  await dropPostgresTrigger(db, 'bill_returns_search');
  await postgresBillsTrigger(db, false);
  await postgresReindexBillsWithReturns(db, false);
}
