import { sql, type Kysely } from 'kysely';
import { RECHARGE_TYPES, type RechargeType } from '../../src/domain/recharge';
import { newId, timestamp } from './ids';
import type { Database, FloatCheck, RechargeAdjustment } from './schema';
import { forWrite } from './locks';
import { engineOf } from './engineOf';

import type { Actor } from './ids';

export type { Actor };

/** A check with its adjustment, if the owner made one (cents). */
export interface FloatCheckWithAdjustment extends FloatCheck {
  adjustmentId: string | null;
  adjustedAmount: number | null;
  adjustedFrom: number | null;
  adjustedTo: number | null;
  adjustedAt: string | null;
  adjustedByName: string | null;
}

const checksWithAdjustments = (db: Kysely<Database>) =>
  db
    .selectFrom('float_checks')
    .leftJoin('recharge_adjustments', 'recharge_adjustments.checkId', 'float_checks.id')
    .selectAll('float_checks')
    .select([
      'recharge_adjustments.id as adjustmentId',
      'recharge_adjustments.amount as adjustedAmount',
      'recharge_adjustments.balanceBefore as adjustedFrom',
      'recharge_adjustments.balanceAfter as adjustedTo',
      'recharge_adjustments.createdAt as adjustedAt',
      'recharge_adjustments.createdByName as adjustedByName',
    ]);

/** Every check, newest first; the providers of one check (rows saved together) in the order they were typed. */
export function listFloatChecks(db: Kysely<Database>): Promise<FloatCheckWithAdjustment[]> {
  return checksWithAdjustments(db).orderBy('float_checks.checkedAt', 'desc').orderBy(sql`float_checks.rowid`, 'asc').execute();
}

/**
 * `toChange`: the transaction then adjusts it, having checked it is not adjusted yet (see
 * locks.ts `forWrite`). The check's row is locked first, in a statement of its own: the read
 * after it then sees an adjustment that another transaction committed while this one waited
 * (a locking read that waits re-reads only the locked row, not the adjustment it joins).
 */
export async function findFloatCheck(db: Kysely<Database>, id: string, { toChange = false } = {}): Promise<FloatCheckWithAdjustment | undefined> {
  if (toChange && engineOf(db) === 'postgres') await forWrite(db, db.selectFrom('float_checks').select('id').where('id', '=', id)).execute();
  return checksWithAdjustments(db).where('float_checks.id', '=', id).executeTakeFirst();
}

/** Each provider's last check, or null for a provider never checked: one indexed read per provider. */
export async function latestFloatChecks(db: Kysely<Database>): Promise<Record<RechargeType, FloatCheckWithAdjustment | null>> {
  const entries = await Promise.all(
    RECHARGE_TYPES.map(async (type) => {
      const row = await checksWithAdjustments(db)
        .where('float_checks.rechargeType', '=', type)
        .orderBy('float_checks.checkedAt', 'desc')
        .orderBy(sql`float_checks.rowid`, 'desc')
        .limit(1)
        .executeTakeFirst();
      return [type, row ?? null] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<RechargeType, FloatCheckWithAdjustment | null>;
}

/** A check's figures as stored (cents). */
export type FloatCheckFields = Pick<FloatCheck, 'rechargeType' | 'computed' | 'shown' | 'difference' | 'reason' | 'note'>;

export function insertFloatCheck(db: Kysely<Database>, fields: FloatCheckFields, by: Actor, now: Date = new Date()): Promise<FloatCheck> {
  return db
    .insertInto('float_checks')
    .values({ id: newId(now), ...fields, checkedAt: timestamp(now), checkedById: by.id, checkedByName: by.name })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An adjustment's figures as stored (cents): the balance moves by `amount`, from `balanceBefore` to `balanceAfter`. */
export type AdjustmentFields = Pick<RechargeAdjustment, 'rechargeType' | 'amount' | 'balanceBefore' | 'balanceAfter' | 'reason' | 'note' | 'checkId'>;

/** Records an adjustment; the running totals follow by trigger (migration 0018), in the caller's transaction. */
export function insertAdjustment(db: Kysely<Database>, fields: AdjustmentFields, by: Actor, now: Date = new Date()): Promise<RechargeAdjustment> {
  return db
    .insertInto('recharge_adjustments')
    .values({ id: newId(now), ...fields, createdAt: timestamp(now), createdById: by.id, createdByName: by.name })
    .returningAll()
    .executeTakeFirstOrThrow();
}
