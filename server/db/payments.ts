import { sql, type Kysely } from 'kysely';
import type { Language } from '../../src/domain/languages';
import { oldestUnpaid, type PartyType, type Settlement, type Tender } from '../../src/domain/payments';
import { newId, timestamp, type Actor } from './ids';
import type { Account, Database, Payment, PaymentsTable } from './schema';
import { lockNumbers } from './numbers';
import { forWrite } from './locks';
import { engineOf } from './engineOf';
import { columnList, placeholders, runStatement, type Statement } from './statements';

/** Whose account: a customer or an agent, by id. */
export interface Party {
  type: PartyType;
  id: string;
}

/** What a set of tenders pays. */
export interface PaymentSource {
  /** `return`: the refund of a bill's return, a negative amount; `repair`: a repair's advance, or its balance paid on collection (product.md §10). */
  source: 'bill' | 'sale' | 'account' | 'return' | 'repair';
  sourceId: string | null;
}

/**
 * The party's account, or a new one's defaults: nothing owed, no credit given yet. `toChange`:
 * the transaction then moves its balance from what it read here (see locks.ts `forWrite`).
 */
export async function accountOf(db: Kysely<Database>, party: Party, { toChange = false } = {}): Promise<Account> {
  const query = db.selectFrom('accounts').selectAll().where('partyType', '=', party.type).where('partyId', '=', party.id);
  const row = await (toChange ? forWrite(db, query) : query).executeTakeFirst();
  return row ?? { partyType: party.type, partyId: party.id, balance: 0, creditLimit: 0, updatedAt: timestamp(), updatedByName: null };
}

/**
 * Keeps the party (their customer or agent row) from being deleted until this transaction ends,
 * before it moves their balance: false when they are gone. A delete checks the balance after
 * locking the row (crud/routes.ts), so on PostgreSQL the two cannot pass each other and leave a
 * debt on no one: the delete waits for this sale and then sees its debt, or this waits for the
 * delete and finds no one. `for key share` lets sales of one person run together. SQLite runs
 * one write at a time: there the person read earlier in the transaction still stands (true).
 */
export async function holdParty(db: Kysely<Database>, party: Party): Promise<boolean> {
  if (engineOf(db) !== 'postgres') return true;
  const table = party.type === 'agent' ? 'agents' : 'customers';
  return (await db.selectFrom(table).select('id').where('id', '=', party.id).forKeyShare().executeTakeFirst()) !== undefined;
}

/** True when the party's account is not settled (they owe, or are owed): they cannot be deleted. */
export async function hasOpenBalance(db: Kysely<Database>, party: Party): Promise<boolean> {
  return (await accountOf(db, party)).balance !== 0;
}

/** Moves the party's balance by `delta` cents (creating the account on its first movement). */
async function moveBalance(db: Kysely<Database>, party: Party, delta: number, by: string | null): Promise<void> {
  const now = timestamp();
  await db
    .insertInto('accounts')
    .values({ partyType: party.type, partyId: party.id, balance: delta, creditLimit: 0, updatedAt: now, updatedByName: by })
    .onConflict((conflict) =>
      conflict.columns(['partyType', 'partyId']).doUpdateSet({ balance: sql<number>`accounts.balance + ${delta}`, updatedAt: now, updatedByName: by }),
    )
    .execute();
}

/** A tender's columns as `recordTenders` writes them, after its number (`TENDER_COLUMNS.length` values a row). */
const TENDER_COLUMNS = [
  'id',
  'line',
  'source',
  'sourceId',
  'partyType',
  'partyId',
  'method',
  'amount',
  'cashGiven',
  'change',
  'note',
  'createdAt',
  'createdByName',
  'createdById',
] as const satisfies readonly (keyof PaymentsTable)[];

/**
 * The next payment number (P-000123), as an SQL expression: one more than the highest so far,
 * read inside the INSERT itself, as a bill's is (numbers.ts). SQLite runs one write at a time,
 * so two payments never take the same number; the unique index (number, line) would refuse it.
 */
const NEXT_PAYMENT_NUMBER = 'select coalesce(max("number"), 0) + 1 as "number" from "payments"';

const tendersInserts = new Map<number, Statement>();

/**
 * The INSERT of `count` tenders sharing one new number. The number is read once, in a one-row
 * subquery joined to the rows, before any of them is written (an INSERT whose SELECT reads its
 * own table is evaluated in full first), so every tender of the payment has the same number.
 * One text per count of tenders, kept.
 */
function tendersInsert(count: number): Statement {
  let text = tendersInserts.get(count);
  if (!text) {
    const row = `(${placeholders(TENDER_COLUMNS.length)})`;
    const values = TENDER_COLUMNS.map((_, index) => `"tender"."column${index + 1}"`).join(', ');
    const sqlite =
      `insert into "payments" ("number", ${columnList(TENDER_COLUMNS)}) ` +
      `select "next"."number", ${values} from (${NEXT_PAYMENT_NUMBER}) as "next", (values ${Array.from({ length: count }, () => row).join(', ')}) as "tender" ` +
      'returning "number"';
    // PostgreSQL would type a VALUES list's parameters as text, not as the columns they fill; a
    // plain multi-row VALUES gets each column's type. Every row's subquery reads the statement's
    // one snapshot, so all the tenders take the same number there too.
    let number = 0;
    const pgRow = () => `((${NEXT_PAYMENT_NUMBER}), ${TENDER_COLUMNS.map(() => `$${++number}`).join(', ')})`;
    const postgres = `insert into "payments" ("number", ${columnList(TENDER_COLUMNS)}) values ${Array.from({ length: count }, pgRow).join(', ')} returning "number"`;
    text = { sqlite, postgres };
    tendersInserts.set(count, text);
  }
  return text;
}

/**
 * Records a settled payment's tenders for what it pays; a Credit tender goes on the party's
 * account, money received on an account comes off it. Call inside the sale's transaction.
 */
export async function recordTenders(
  db: Kysely<Database>,
  settlement: Settlement,
  paid: PaymentSource,
  party: Party | null,
  by: Actor,
  note: string | null = null,
  /** When it was paid: now, except for the demo shop's history. */
  at: Date = new Date(),
): Promise<Payment[]> {
  if (settlement.tenders.length === 0) return [];
  const createdAt = timestamp(at);
  const rows = settlement.tenders.map((tender, line) => ({
    id: newId(),
    line,
    ...paid,
    partyType: party?.type ?? null,
    partyId: party?.id ?? null,
    method: tender.method,
    amount: tender.amount,
    cashGiven: tender.method === 'cash' ? settlement.cashGiven : null,
    change: tender.method === 'cash' && settlement.cashGiven !== null ? settlement.change : null,
    note,
    createdAt,
    createdByName: by.name,
    createdById: by.id,
  }));
  const parameters = rows.flatMap((row) => TENDER_COLUMNS.map((column) => row[column]));
  await lockNumbers(db, 'payments');
  // Only the shared number comes back (every tender has it): the rest is what was bound, and
  // returning every column only made the database copy the rows back into new objects.
  const { rows: numbered } = await runStatement<Pick<Payment, 'number'>>(db, tendersInsert(settlement.tenders.length), parameters);
  const number = numbered[0].number;
  if (party) {
    const delta = paid.source === 'account' ? -settlement.received : settlement.credit;
    if (delta !== 0) await moveBalance(db, party, delta, by.name);
  }
  return rows.map((row) => ({ number, ...row }));
}

/**
 * The refund of a bill's return (product.md §10), one row with source 'return' and a negative
 * amount: money given back by a tender, or for `credit` taken off what the customer owes
 * (their balance falls, below zero when the shop then owes them). Call inside the return's
 * transaction. `removeTenders` undoes it like any sale's payment.
 */
export async function recordRefund(
  db: Kysely<Database>,
  refund: { returnId: string; method: Tender; amount: number; party: Party; by: Actor },
): Promise<Payment> {
  // The account first, then the numbering: the order a credit sale and a payment on account
  // take them (the account read for update, then `recordTenders`). The other way round, a
  // refund holding the numbering while a sale holds the account would deadlock on PostgreSQL.
  if (refund.method === 'credit' && refund.amount !== 0) await moveBalance(db, refund.party, -refund.amount, refund.by.name);
  await lockNumbers(db, 'payments');
  const row = await db
    .insertInto('payments')
    .values({
      id: newId(),
      number: sql<number>`(${sql.raw(NEXT_PAYMENT_NUMBER)})`,
      line: 0,
      source: 'return',
      sourceId: refund.returnId,
      partyType: refund.party.type,
      partyId: refund.party.id,
      method: refund.method,
      amount: -refund.amount,
      cashGiven: null,
      change: null,
      note: null,
      createdAt: timestamp(),
      createdByName: refund.by.name,
      createdById: refund.by.id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row;
}

/** The tenders that paid one bill or sale, in the order recorded. */
export function paymentsFor(db: Kysely<Database>, paid: PaymentSource): Promise<Payment[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('source', '=', paid.source)
    .where('sourceId', '=', paid.sourceId)
    .orderBy('number')
    .orderBy('line')
    .execute();
}

/** What a bill's returns gave back (their refunds, negative amounts), for what may still go back. */
export function refundsOfReturns(db: Kysely<Database>, returnIds: readonly string[]): Promise<Payment[]> {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('payments').selectAll().where('source', '=', 'return').where('sourceId', 'in', returnIds).execute();
}

/**
 * Undoes the payment of a sale being deleted (the owner's tool for a mistake): its tender rows
 * go, and what it put on the account comes off. A debt already partly paid can leave the
 * account below zero: the shop then owes the difference back, which the account shows.
 */
export async function removeTenders(db: Kysely<Database>, paid: PaymentSource, by: string | null): Promise<void> {
  const rows = await paymentsFor(db, paid);
  if (rows.length === 0) return;
  await db.deleteFrom('payments').where('source', '=', paid.source).where('sourceId', '=', paid.sourceId).execute();
  const credit = rows.filter((row) => row.method === 'credit').reduce((sum, row) => sum + row.amount, 0);
  const party = rows[0].partyType && rows[0].partyId ? { type: rows[0].partyType, id: rows[0].partyId } : null;
  if (party && credit !== 0) await moveBalance(db, party, -credit, by);
}

/** Sets the party's credit limit (cents). */
export async function setCreditLimit(db: Kysely<Database>, party: Party, creditLimit: number, by: string): Promise<Account> {
  const now = timestamp();
  return db
    .insertInto('accounts')
    .values({ partyType: party.type, partyId: party.id, balance: 0, creditLimit, updatedAt: now, updatedByName: by })
    .onConflict((conflict) => conflict.columns(['partyType', 'partyId']).doUpdateSet({ creditLimit, updatedAt: now, updatedByName: by }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A movement on an account: a credit sale (debt, positive) or a payment received (negative), cents. */
export interface Movement {
  id: string;
  /** The payment's sequential number (shown as P-000123, product.md §10). */
  number: number;
  /** The number of what it pays or credits: the bill's (B-000123), the repair's (R-000678), the return's credit note (CN-000045). */
  sourceNumber: number | null;
  /** A recharge sale's provider (Dialog…): a week of an agent's reloads reads line by line. */
  rechargeType: string | null;
  at: string;
  source: string;
  sourceId: string | null;
  method: string;
  amount: number;
  note: string | null;
  byName: string | null;
}

/** The tables whose records a movement names by number, by the movement's source. */
const NUMBERED_SOURCES = { bill: 'bills', repair: 'repairs', return: 'bill_returns' } as const;

/** The sequential numbers of the bills, repairs and returns the rows pay or credit, by `source:sourceId`. */
async function sourceNumbers(db: Kysely<Database>, rows: readonly { source: string; sourceId: string | null }[]): Promise<Map<string, number>> {
  const numbers = new Map<string, number>();
  for (const [source, table] of Object.entries(NUMBERED_SOURCES)) {
    const ids = [...new Set(rows.filter((row) => row.source === source && row.sourceId).map((row) => row.sourceId!))];
    if (ids.length === 0) continue;
    const found = await db.selectFrom(table).select(['id', 'number']).where('id', 'in', ids).execute();
    for (const record of found) numbers.set(`${source}:${record.id}`, record.number);
  }
  return numbers;
}

/** What moved the party's balance, oldest first: Credit tenders of sales, and payments received on the account. */
export async function movementsOf(db: Kysely<Database>, party: Party): Promise<Movement[]> {
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'number', 'createdAt', 'source', 'sourceId', 'method', 'amount', 'note', 'createdByName'])
    .where('partyType', '=', party.type)
    .where('partyId', '=', party.id)
    .where((where) => where.or([where('method', '=', 'credit'), where('source', '=', 'account')]))
    .orderBy('number')
    .orderBy('line')
    .execute();
  const numbers = await sourceNumbers(db, rows);
  const saleIds = [...new Set(rows.filter((row) => row.source === 'sale' && row.sourceId).map((row) => row.sourceId!))];
  const providers = new Map(
    saleIds.length === 0
      ? []
      : (await db.selectFrom('recharge_sales').select(['id', 'rechargeType']).where('id', 'in', saleIds).execute()).map((sale) => [sale.id, sale.rechargeType] as const),
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    sourceNumber: numbers.get(`${row.source}:${row.sourceId}`) ?? null,
    rechargeType: row.source === 'sale' && row.sourceId ? (providers.get(row.sourceId) ?? null) : null,
    at: row.createdAt,
    source: row.source,
    sourceId: row.sourceId,
    method: row.method,
    amount: row.source === 'account' ? -row.amount : row.amount,
    note: row.note,
    byName: row.createdByName,
  }));
}

/** One line of "who owes what". */
export interface Debtor {
  partyType: PartyType;
  partyId: string;
  name: string;
  phoneNumber: string;
  balance: number;
  creditLimit: number;
  /** ISO-8601 UTC of the oldest debt not yet paid off. */
  oldestUnpaidAt: string | null;
  /** The person's preferred language (product.md §10), null for none. */
  language: Language | null;
}

/**
 * Every account with a balance, most owed first, with the day of their oldest unpaid debt.
 * A balance below zero (a return credited when nothing was owed) is what the shop owes them:
 * listed too, last, with no oldest unpaid day, so it is seen and paid out, not forgotten.
 */
export async function listDebtors(db: Kysely<Database>): Promise<Debtor[]> {
  // Two ranges, not `<> 0`: each can read the balance index, skipping the many settled accounts.
  const owing = await db
    .selectFrom('accounts')
    .selectAll()
    .where((where) => where.or([where('balance', '>', 0), where('balance', '<', 0)]))
    .orderBy('balance', 'desc')
    .execute();
  if (owing.length === 0) return [];
  const names = new Map<string, { name: string; phoneNumber: string; language: Language | null }>();
  for (const table of ['customers', 'agents'] as const) {
    const type: PartyType = table === 'customers' ? 'customer' : 'agent';
    const ids = owing.filter((account) => account.partyType === type).map((account) => account.partyId);
    if (ids.length === 0) continue;
    const people = await db.selectFrom(table).select(['id', 'firstName', 'lastName', 'phoneNumber', 'language']).where('id', 'in', ids).execute();
    for (const person of people) {
      names.set(`${type}:${person.id}`, { name: `${person.firstName} ${person.lastName}`.trim(), phoneNumber: person.phoneNumber, language: person.language ?? null });
    }
  }
  const movements = await db
    .selectFrom('payments')
    .innerJoin('accounts', (join) => join.onRef('accounts.partyType', '=', 'payments.partyType').onRef('accounts.partyId', '=', 'payments.partyId'))
    .select(['payments.partyType', 'payments.partyId', 'payments.createdAt', 'payments.source', 'payments.amount'])
    .where('accounts.balance', '>', 0)
    .where((where) => where.or([where('payments.method', '=', 'credit'), where('payments.source', '=', 'account')]))
    .orderBy('payments.number')
    .orderBy('payments.line')
    .execute();
  const byParty = new Map<string, { at: string; amount: number }[]>();
  for (const row of movements) {
    const key = `${row.partyType}:${row.partyId}`;
    const list = byParty.get(key) ?? [];
    list.push({ at: row.createdAt, amount: row.source === 'account' ? -row.amount : row.amount });
    byParty.set(key, list);
  }
  return owing.map((account) => {
    const key = `${account.partyType}:${account.partyId}`;
    const person = names.get(key);
    return {
      partyType: account.partyType,
      partyId: account.partyId,
      name: person?.name ?? '',
      phoneNumber: person?.phoneNumber ?? '',
      balance: account.balance,
      creditLimit: account.creditLimit,
      oldestUnpaidAt: account.balance > 0 ? (oldestUnpaid(byParty.get(key) ?? []) ?? null) : null,
      language: person?.language ?? null,
    };
  });
}
