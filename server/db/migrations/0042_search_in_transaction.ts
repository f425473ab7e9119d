import { sql, type Kysely } from 'kysely';
import { engineOf } from './engine';

// Frozen: once released, never edited. Later changes are new migrations.

/**
 * On SQLite, the bills' and the activity log's search indexes are written by their triggers in
 * the writing transaction, as every other search index is: a row is found as soon as its write
 * commits, and nothing is left to do after it. The triggers that only noted a row in
 * `search_pending` (0038, 0041) are replaced, what they noted is indexed, and the table goes. A
 * row's text is its view's (`bills_search_text`, `activity_search_text`), so it is unchanged.
 *
 * The FTS5 merge settings of 0035 and 0040 go back to FTS5's defaults (automerge 4, crisismerge
 * 16), as every other search index has them.
 *
 * PostgreSQL is unchanged: its row triggers have always indexed in the writing transaction.
 */

type Mode = 'index' | 'note';

/**
 * The statements that keep `index` right for the rows whose keys are `keys` (an SQL list or
 * subquery): write their text now, or (down) note them for the server to index later, as 0038 did.
 */
const statements = (mode: Mode, index: string, keys: string) =>
  mode === 'index'
    ? [`delete from ${index} where rowid in (${keys})`, `insert into ${index} (rowid, text) select rowid, text from ${index}_text where rowid in (${keys})`]
    : [`insert or ignore into search_pending (index_name, row) select '${index}', rowid from ${index}_text where rowid in (${keys})`];

const keep = (mode: Mode, index: string, keys: string) => statements(mode, index, keys).map((statement) => `${statement};`).join(' ');

const UPDATED_COLUMNS = 'customerFirstName, customerLastName, customerPhoneNumber, customerWhatsappNumber, customerNicNumber, customerCardNumber, lines, number';

/** The triggers 0038 and 0041 made to note rows, each with its event and what it does, in either mode. */
const TRIGGERS: Record<string, { on: string; body: (mode: Mode) => string }> = {
  bills_search_insert: { on: 'after insert on bills when new.number is not null', body: (mode) => keep(mode, 'bills_search', 'new.number') },
  // The old number's row goes at once: the number may have changed.
  bills_search_update: {
    on: `after update of ${UPDATED_COLUMNS} on bills`,
    body: (mode) => `delete from bills_search where rowid = old.number; ${keep(mode, 'bills_search', 'new.number')}`,
  },
  // A return written or removed changes its bill's text (its credit notes' numbers, 0041).
  bill_returns_search_insert: { on: 'after insert on bill_returns', body: (mode) => keep(mode, 'bills_search', 'select number from bills where id = new.billId') },
  bill_returns_search_delete: { on: 'after delete on bill_returns', body: (mode) => keep(mode, 'bills_search', 'select number from bills where id = old.billId') },
  bill_returns_search_update: {
    on: 'after update of number, billId on bill_returns',
    body: (mode) => keep(mode, 'bills_search', 'select number from bills where id in (old.billId, new.billId)'),
  },
  // The entry is numbered as before (0032), then indexed under its number.
  activity_search_insert: {
    on: 'after insert on activity',
    body: (mode) => `update activity set seq = (select coalesce(max(seq), 0) + 1 from activity) where rowid = new.rowid and new.seq is null;
      ${keep(mode, 'activity_search', 'select seq from activity where rowid = new.rowid')}`,
  },
};

async function createTriggers(db: Kysely<any>, mode: Mode): Promise<void> {
  for (const [name, { on, body }] of Object.entries(TRIGGERS)) {
    await sql.raw(`drop trigger ${name}`).execute(db);
    await sql.raw(`create trigger ${name} ${on} begin ${body(mode)} end`).execute(db);
  }
}

const INDEXES = ['bills_search', 'activity_search'] as const;

// The value is written into the statement: FTS5 refuses its configuration as a bound parameter.
async function setMerges(db: Kysely<any>, automerge: number, crisismerge: number): Promise<void> {
  for (const index of INDEXES) {
    for (const [key, segments] of [['automerge', automerge], ['crisismerge', crisismerge]] as const) {
      await sql`insert into ${sql.table(index)} (${sql.ref(index)}, rank) values (${sql.lit(key)}, ${sql.lit(segments)})`.execute(db);
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return;
  for (const index of INDEXES) {
    for (const statement of statements('index', index, `select row from search_pending where index_name = '${index}'`)) await sql.raw(statement).execute(db);
  }
  await createTriggers(db, 'index');
  await sql`drop table search_pending`.execute(db);
  await setMerges(db, 4, 16);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') return;
  await sql`create table search_pending (index_name text not null, row integer not null, primary key (index_name, row)) without rowid`.execute(db);
  await createTriggers(db, 'note');
  await setMerges(db, 16, 64);
}
