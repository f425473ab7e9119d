import type { Kysely } from 'kysely';
import type { Business, DayMovements } from '../../src/domain/dayClose';
import { shopDayEnd, shopDayStart } from '../../src/domain/dates';
import type { ExpenseTender } from '../../src/domain/expenses';
import type { Tender } from '../../src/domain/payments';
import type { Actor } from './floatChecks';
import { newId, timestamp } from './ids';
import type { CashMovement, Database, DayCloseRow, FloatCheck } from './schema';

/** The instants a shop day spans: from its start (inclusive) to the next day's (exclusive), ISO-8601 UTC. */
function dayBounds(day: string): { start: string; end: string } {
  return { start: shopDayStart(day)!, end: shopDayEnd(day)! };
}

/** The first of `days` that has a close standing (not reopened), or undefined: one indexed read. */
export async function closedDayAmong(db: Kysely<Database>, days: readonly string[]): Promise<string | undefined> {
  if (days.length === 0) return undefined;
  const row = await db
    .selectFrom('day_closes')
    .select('day')
    .where('day', 'in', [...new Set(days)])
    .where('reopenedAt', 'is', null)
    .orderBy('day')
    .limit(1)
    .executeTakeFirst();
  return row?.day;
}

/**
 * What moved on `day`, in cents: the `payments` rows made that day by what they pay and how
 * (a return's refund is a negative row: summed here as a positive refund), the expenses dated
 * that day by how they were paid, and the drawer's pay-ins and pay-outs. Three grouped, indexed
 * reads, whatever the shop's history.
 */
export async function dayMovements(db: Kysely<Database>, day: string): Promise<DayMovements> {
  const { start, end } = dayBounds(day);
  const payments = await db
    .selectFrom('payments')
    .select(['source', 'method', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('createdAt', '>=', start)
    .where('createdAt', '<', end)
    .groupBy(['source', 'method'])
    .execute();
  const expenses = await db
    .selectFrom('expenses')
    .select(['paidBy', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('expenseDate', '=', day)
    .groupBy('paidBy')
    .execute();
  const drawer = await db
    .selectFrom('cash_movements')
    .select(['kind', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('day', '=', day)
    .groupBy('kind')
    .execute();

  const movements: DayMovements = { received: {}, refunds: {}, expenses: {}, payIns: 0, payOuts: 0 };
  for (const row of payments) {
    const amount = Number(row.amount);
    if (row.source === 'return') movements.refunds[row.method as Tender] = -amount;
    else (movements.received[row.source as Business] ??= {})[row.method as Tender] = amount;
  }
  for (const row of expenses) movements.expenses[row.paidBy as ExpenseTender] = Number(row.amount);
  for (const row of drawer) movements[row.kind === 'in' ? 'payIns' : 'payOuts'] = Number(row.amount);
  return movements;
}

/** The cash left in the drawer by the last close standing before `day` (cents): that day's opening float unless said otherwise. */
export async function floatLeftBefore(db: Kysely<Database>, day: string): Promise<number> {
  const row = await db
    .selectFrom('day_closes')
    .select('floatLeft')
    .where('day', '<', day)
    .where('reopenedAt', 'is', null)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.floatLeft ?? 0;
}

/** The close standing for `day`, if any. */
export function standingClose(db: Kysely<Database>, day: string): Promise<DayCloseRow | undefined> {
  return db.selectFrom('day_closes').selectAll().where('day', '=', day).where('reopenedAt', 'is', null).executeTakeFirst();
}

/** The closes standing for the days from `first` to `last` (a day reopened and not closed again has none). */
export function standingClosesBetween(db: Kysely<Database>, first: string, last: string): Promise<Pick<DayCloseRow, 'day' | 'difference'>[]> {
  return db.selectFrom('day_closes').select(['day', 'difference']).where('day', '>=', first).where('day', '<=', last).where('reopenedAt', 'is', null).execute();
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
    ])
    .orderBy('day', 'desc')
    .orderBy('closedAt', 'desc')
    .execute();
}

export function findDayClose(db: Kysely<Database>, id: string): Promise<DayCloseRow | undefined> {
  return db.selectFrom('day_closes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A close's figures as stored (cents; `count` and `movements` as JSON text). */
export type DayCloseFields = Pick<DayCloseRow, 'day' | 'openingFloat' | 'expected' | 'counted' | 'difference' | 'floatLeft' | 'count' | 'movements' | 'note'>;

export function insertDayClose(db: Kysely<Database>, fields: DayCloseFields, by: Actor, now: Date = new Date()): Promise<DayCloseRow> {
  return db
    .insertInto('day_closes')
    .values({
      id: newId(now),
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

/** The pay-ins and pay-outs of `day`, in the order made. */
export function cashMovementsOn(db: Kysely<Database>, day: string): Promise<CashMovement[]> {
  return db.selectFrom('cash_movements').selectAll().where('day', '=', day).orderBy('createdAt').execute();
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

/** The recharge float checks made on `day`, in the order made. */
export function floatChecksOn(db: Kysely<Database>, day: string): Promise<(FloatCheck & { adjustedAmount: number | null })[]> {
  return floatChecksBetween(db, day, day);
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
