import type { Kysely } from 'kysely';
import type { Business, DayMovements } from '../../src/domain/dayClose';
import { shopDayEnd, shopDayStart } from '../../src/domain/dates';
import type { ExpenseTender } from '../../src/domain/expenses';
import type { Tender } from '../../src/domain/payments';
import { countsIn, periodBounds, type ClosePeriod } from '../../src/domain/shiftCloses';
import type { Actor } from './ids';
import { newId, timestamp } from './ids';
import type { CashMovement, Database, DayCloseRow, FloatCheck } from './schema';

/** The instants a shop day spans: from its start (inclusive) to the next day's (exclusive), ISO-8601 UTC. */
function dayBounds(day: string): { start: string; end: string } {
  return { start: shopDayStart(day)!, end: shopDayEnd(day)! };
}

/** The whole day: the period of a day closed once, without shifts. */
const WHOLE_DAY: ClosePeriod = { from: null, to: null };

/** The first of `days` that has a day's close standing (not reopened; a shift's close locks nothing), or undefined: one indexed read. */
export async function closedDayAmong(db: Kysely<Database>, days: readonly string[]): Promise<string | undefined> {
  if (days.length === 0) return undefined;
  const row = await db
    .selectFrom('day_closes')
    .select('day')
    .where('day', 'in', [...new Set(days)])
    .where('reopenedAt', 'is', null)
    .where('closesDay', '=', 1)
    .orderBy('day')
    .limit(1)
    .executeTakeFirst();
  return row?.day;
}

/**
 * The `payments` rows made from `madeFrom` to `madeTo` (instants, the end excluded), in cents:
 * received by what they pay and how, and returns' refunds by how (a negative row, summed here
 * as a positive refund). One grouped read: the day close's money in, and the takings by payment
 * method report's over a range of days (issue 48), so both count alike.
 */
export async function paymentsBetween(db: Kysely<Database>, madeFrom: string, madeTo: string): Promise<Pick<DayMovements, 'received' | 'refunds'>> {
  const payments = await db
    .selectFrom('payments')
    .select(['source', 'method', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('createdAt', '>=', madeFrom)
    .where('createdAt', '<', madeTo)
    .groupBy(['source', 'method'])
    .execute();
  const moved: Pick<DayMovements, 'received' | 'refunds'> = { received: {}, refunds: {} };
  for (const row of payments) {
    const amount = Number(row.amount);
    if (row.source === 'return') moved.refunds[row.method as Tender] = -amount;
    else (moved.received[row.source as Business] ??= {})[row.method as Tender] = amount;
  }
  return moved;
}

/**
 * What moved on `day` in `period` (by default all day), in cents: the `payments` rows made then
 * by what they pay and how (a return's refund is a negative row: summed here as a positive
 * refund), the expenses dated that day by how they were paid, and the drawer's pay-ins and
 * pay-outs, each in the period by when it was made (the domain's `periodBounds`). Goods received
 * and paid for then, and payments out to suppliers (issue 47), are money spent by their tender
 * as expenses are, counted by when they were written: the drawer's cash is short by them, and
 * the day close names no supplier or cost (staff close the day; purchases' costs are the
 * owner's). Five grouped, indexed reads,
 * whatever the shop's history.
 */
export async function dayMovements(db: Kysely<Database>, day: string, period: ClosePeriod = WHOLE_DAY): Promise<DayMovements> {
  const { madeFrom, madeTo, datedFrom, datedTo } = periodBounds(day, period);
  const expenses = await db
    .selectFrom('expenses')
    .select(['paidBy', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('expenseDate', '=', day)
    .$if(datedFrom !== null, (query) => query.where('createdAt', '>=', datedFrom!))
    .$if(datedTo !== null, (query) => query.where('createdAt', '<', datedTo!))
    .groupBy('paidBy')
    .execute();
  const drawer = await db
    .selectFrom('cash_movements')
    .select(['kind', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('day', '=', day)
    .$if(datedFrom !== null, (query) => query.where('createdAt', '>=', datedFrom!))
    .$if(datedTo !== null, (query) => query.where('createdAt', '<', datedTo!))
    .groupBy('kind')
    .execute();
  const bought = await db
    .selectFrom('goods_receipts')
    .select(['paidBy', (eb) => eb.fn.sum<number>('total').as('amount')])
    .where('createdAt', '>=', madeFrom)
    .where('createdAt', '<', madeTo)
    .where('paidBy', 'is not', null)
    .groupBy('paidBy')
    .execute();
  const paidOut = await db
    .selectFrom('supplier_payments')
    .select(['method as paidBy', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('createdAt', '>=', madeFrom)
    .where('createdAt', '<', madeTo)
    .groupBy('method')
    .execute();

  const movements: DayMovements = { ...(await paymentsBetween(db, madeFrom, madeTo)), expenses: {}, payIns: 0, payOuts: 0 };
  for (const row of expenses) movements.expenses[row.paidBy as ExpenseTender] = Number(row.amount);
  for (const row of [...bought, ...paidOut]) {
    const tender = row.paidBy as ExpenseTender;
    movements.expenses[tender] = (movements.expenses[tender] ?? 0) + Number(row.amount);
  }
  for (const row of drawer) movements[row.kind === 'in' ? 'payIns' : 'payOuts'] = Number(row.amount);
  return movements;
}

/** The cash left in the drawer by the last close standing before `day` (cents; the last of that day's shifts): that day's opening float unless said otherwise. */
export async function floatLeftBefore(db: Kysely<Database>, day: string): Promise<number> {
  const row = await db
    .selectFrom('day_closes')
    .select('floatLeft')
    .where('day', '<', day)
    .where('reopenedAt', 'is', null)
    .orderBy('day', 'desc')
    .orderBy('closedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.floatLeft ?? 0;
}

/** The day's close standing for `day` (not a shift's), if any. */
export function standingClose(db: Kysely<Database>, day: string): Promise<DayCloseRow | undefined> {
  return db.selectFrom('day_closes').selectAll().where('day', '=', day).where('reopenedAt', 'is', null).where('closesDay', '=', 1).executeTakeFirst();
}

/** Every close standing for `day`, shifts and the day's, in the order closed. */
export function standingClosesOf(db: Kysely<Database>, day: string): Promise<DayCloseRow[]> {
  return db.selectFrom('day_closes').selectAll().where('day', '=', day).where('reopenedAt', 'is', null).orderBy('closedAt').execute();
}

/** The closes standing for the days from `first` to `last`, shifts and the days' (a day reopened and not closed again has no day's close). */
export function standingClosesBetween(db: Kysely<Database>, first: string, last: string): Promise<Pick<DayCloseRow, 'day' | 'difference' | 'closesDay'>[]> {
  return db
    .selectFrom('day_closes')
    .select(['day', 'difference', 'closesDay'])
    .where('day', '>=', first)
    .where('day', '<=', last)
    .where('reopenedAt', 'is', null)
    .execute();
}

/** Every close, the latest day first (a day closed again after a reopen: its latest close first). */
export function listDayCloses(db: Kysely<Database>): Promise<Omit<DayCloseRow, 'movements' | 'count'>[]> {
  return db
    .selectFrom('day_closes')
    .select([
      'id',
      'day',
      'openingFloat',
      'expected',
      'counted',
      'difference',
      'floatLeft',
      'note',
      'closedAt',
      'closedById',
      'closedByName',
      'reopenedAt',
      'reopenedById',
      'reopenedByName',
      'reopenReason',
      'closesDay',
      'shift',
      'fromAt',
    ])
    .orderBy('day', 'desc')
    .orderBy('closedAt', 'desc')
    .execute();
}

export function findDayClose(db: Kysely<Database>, id: string): Promise<DayCloseRow | undefined> {
  return db.selectFrom('day_closes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A close's figures as stored (cents; `count` and `movements` as JSON text); without its shift, the day's one close. */
export type DayCloseFields = Pick<DayCloseRow, 'day' | 'openingFloat' | 'expected' | 'counted' | 'difference' | 'floatLeft' | 'count' | 'movements' | 'note'> &
  Partial<Pick<DayCloseRow, 'closesDay' | 'shift' | 'fromAt'>>;

export function insertDayClose(db: Kysely<Database>, fields: DayCloseFields, by: Actor, now: Date = new Date()): Promise<DayCloseRow> {
  return db
    .insertInto('day_closes')
    .values({
      id: newId(now),
      closesDay: 1,
      shift: 1,
      fromAt: null,
      ...fields,
      closedAt: timestamp(now),
      closedById: by.id,
      closedByName: by.name,
      reopenedAt: null,
      reopenedById: null,
      reopenedByName: null,
      reopenReason: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks a standing close reopened; undefined when it was reopened already (or is unknown). */
export function reopenDayClose(db: Kysely<Database>, id: string, reason: string, by: Actor, now: Date = new Date()): Promise<DayCloseRow | undefined> {
  return db
    .updateTable('day_closes')
    .set({ reopenedAt: timestamp(now), reopenedById: by.id, reopenedByName: by.name, reopenReason: reason })
    .where('id', '=', id)
    .where('reopenedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The pay-ins and pay-outs of `day` (in `period`: by default all day), in the order made. */
export function cashMovementsOn(db: Kysely<Database>, day: string, period: ClosePeriod = WHOLE_DAY): Promise<CashMovement[]> {
  const { datedFrom, datedTo } = periodBounds(day, period);
  return db
    .selectFrom('cash_movements')
    .selectAll()
    .where('day', '=', day)
    .$if(datedFrom !== null, (query) => query.where('createdAt', '>=', datedFrom!))
    .$if(datedTo !== null, (query) => query.where('createdAt', '<', datedTo!))
    .orderBy('createdAt')
    .execute();
}

export function insertCashMovement(
  db: Kysely<Database>,
  fields: Pick<CashMovement, 'day' | 'kind' | 'amount' | 'reason'>,
  by: Actor,
  now: Date = new Date(),
): Promise<CashMovement> {
  return db
    .insertInto('cash_movements')
    .values({ id: newId(now), ...fields, createdAt: timestamp(now), createdById: by.id, createdByName: by.name })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The recharge float checks made on `day` (in `period`: by default all day), in the order made. */
export async function floatChecksOn(db: Kysely<Database>, day: string, period: ClosePeriod = WHOLE_DAY): Promise<(FloatCheck & { adjustedAmount: number | null })[]> {
  return (await floatChecksBetween(db, day, day)).filter((check) => countsIn(check.checkedAt, day, period, false));
}

/** The recharge float checks made from the day `first` to the day `last`, in the order made: one indexed read. */
export function floatChecksBetween(db: Kysely<Database>, first: string, last: string): Promise<(FloatCheck & { adjustedAmount: number | null })[]> {
  const { start } = dayBounds(first);
  const { end } = dayBounds(last);
  return db
    .selectFrom('float_checks')
    .leftJoin('recharge_adjustments', 'recharge_adjustments.checkId', 'float_checks.id')
    .selectAll('float_checks')
    .select('recharge_adjustments.amount as adjustedAmount')
    .where('float_checks.checkedAt', '>=', start)
    .where('float_checks.checkedAt', '<', end)
    .orderBy('float_checks.checkedAt')
    .execute();
}
