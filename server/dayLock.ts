import type { Kysely } from 'kysely';
import { dayClosedMessage } from '../src/domain/dayClose';
import { shopDayOf } from '../src/domain/dates';
import { closedDayAmong } from './db/dayCloses';
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
  const { rows } = await runStatement<Customer & { closedDay: string | null }>(db, CUSTOMER_ON_OPEN_DAY, [shopDayOf(now.toISOString()), customerId]);
  const { closedDay, ...customer } = rows[0];
  if (closedDay) throw new HttpError(409, dayClosedMessage(closedDay));
  return customer.id === null ? undefined : customer;
}

// The outer one-row select keeps the day's answer when no customer matches.
const CUSTOMER_ON_OPEN_DAY = statement(
  'select (select "day" from "day_closes" where "day" = ? and "reopenedAt" is null and "closesDay" = 1) as "closedDay", "customers".* ' +
    'from (select 1) as "one" left join "customers" on "customers"."id" = ?',
);

/** When each payment of a sale, repair or return was made: the days deleting it would change. */
export async function paidAt(db: Kysely<Database>, paid: PaymentSource): Promise<string[]> {
  return (await paymentsFor(db, paid)).map((row) => row.createdAt);
}
