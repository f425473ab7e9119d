import { sql, type Kysely } from 'kysely';
import { dayClosedMessage } from '../src/domain/dayClose';
import { shopDayOf } from '../src/domain/dates';
import { closedDayAmong } from './db/dayCloses';
import { engineOf } from './db/engineOf';
import { paymentsFor, type PaymentSource } from './db/payments';
import type { Customer, Database } from './db/schema';
import { runStatement, statement } from './db/statements';
import { HttpError } from './errors';

/** When a write's money moves: a Date (now, for what is paid as it is written), an ISO instant, or a payload day. */
export type WhenMoneyMoves = Date | string | null | undefined;

/**
 * Refuses a write that moves money on a closed shop day (product.md §10): 409 naming the day,
 * '24 Nov 2026 is closed; the owner can reopen it'. Call it inside the write's transaction,
 * with every day the write touches (a sale paid now: `new Date()`; an expense: its old and new
 * day), so a close and the write cannot pass each other. One indexed read; with no day closed
 * (the shop's first run, a test) it finds nothing and the write goes on as before.
 */
export async function refuseClosedDay(db: Kysely<Database>, ...when: readonly WhenMoneyMoves[]): Promise<void> {
  const days = when.flatMap((value) => {
    const day = shopDayOf(value instanceof Date ? value.toISOString() : value);
    return day ? [day] : [];
  });
  if (engineOf(db) === 'postgres') await holdDays(db, days, 'shared');
  const closed = await closedDayAmong(db, days);
  if (closed) throw new HttpError(409, dayClosedMessage(closed));
}

/**
 * A sale paid now, for a customer: the closed-day refusal of `refuseClosedDay(db, now)` and the
 * customer's row, in one indexed read instead of two (each statement costs the hot path far
 * more than SQLite's search does). The refusal still comes first, as when the two were read
 * in turn: a closed day answers 409 even for an unknown customer. Undefined: no such customer.
 */
export async function customerOnOpenDay(db: Kysely<Database>, customerId: string, now: Date = new Date()): Promise<Customer | undefined> {
  const day = shopDayOf(now.toISOString());
  if (engineOf(db) === 'postgres' && day) await holdDays(db, [day], 'shared');
  const { rows } = await runStatement<Customer & { closedDay: string | null }>(db, CUSTOMER_ON_OPEN_DAY, [day, customerId]);
  const { closedDay, ...customer } = rows[0];
  if (closedDay) throw new HttpError(409, dayClosedMessage(closedDay));
  return customer.id === null ? undefined : customer;
}

// The outer one-row select keeps the day's answer when no customer matches.
const CUSTOMER_ON_OPEN_DAY = statement(
  'select (select "day" from "day_closes" where "day" = ? and "reopenedAt" is null and "closesDay" = 1) as "closedDay", "customers".* ' +
    'from (select 1) as "one" left join "customers" on "customers"."id" = ?',
);

/**
 * A close and a write of its day must not pass each other. SQLite runs one write transaction at
 * a time, so the check above is enough there. On PostgreSQL a write could check the day (not
 * closed), then a close read the day's figures without it (not yet committed), then the write
 * commit into a closed day. So each day is a transaction-scoped advisory lock: writes hold it
 * shared (they do not wait for each other), a close exclusive, taken before either reads. A
 * close waits for the writes in flight, and a write that comes after waits for the close, then
 * reads it (READ COMMITTED: its next statement sees what committed before it).
 */
async function holdDays(db: Kysely<Database>, days: readonly string[], mode: 'shared' | 'exclusive'): Promise<void> {
  const lock = mode === 'shared' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  for (const day of [...new Set(days)].sort()) await sql`select ${lock}(hashtext(${`day_closes.${day}`}))`.execute(db);
}

/** Holds `day` against every write of it until the close's transaction ends (see holdDays); nothing on SQLite. Call first in the close's transaction. */
export async function holdDayForClose(db: Kysely<Database>, day: string): Promise<void> {
  if (engineOf(db) === 'postgres') await holdDays(db, [day], 'exclusive');
}

/** When each payment of a sale, repair or return was made: the days deleting it would change. */
export async function paidAt(db: Kysely<Database>, paid: PaymentSource): Promise<string[]> {
  return (await paymentsFor(db, paid)).map((row) => row.createdAt);
}
