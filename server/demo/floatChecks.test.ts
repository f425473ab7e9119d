import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECHARGE_TYPES } from '../../src/domain/recharge';
import { latestFloatChecks } from '../db/floatChecks';
import { balanceOf, providerTotals } from '../db/recharge';
import type { Database } from '../db/schema';
import type { SeedReport } from '../seed';
import { demoDatabase } from '../test/helpers';

let db: Kysely<Database>;
let report: SeedReport;
beforeEach(async () => {
  ({ db, report } = await demoDatabase());
});
afterEach(() => db.destroy());

describe('demo float checks', () => {
  it('check every provider yesterday evening: Dialog short and left to the owner, Hutch over and adjusted', async () => {
    const latest = await latestFloatChecks(db);
    for (const type of RECHARGE_TYPES) expect(latest[type]).not.toBeNull();
    expect(latest.Dialog).toMatchObject({ difference: -25_000, reason: 'saleNotEntered', adjustmentId: null, checkedByName: 'Staff Demo' });
    expect(latest.Hutch).toMatchObject({ difference: 15_000, adjustedAmount: 15_000, adjustedByName: 'Owner Demo' });
    expect(latest.Mobitel).toMatchObject({ difference: 0, reason: null });
    // The adjusted balance is what Hutch showed; the others are as computed.
    expect(balanceOf(await providerTotals(db, 'Hutch'))).toBe(latest.Hutch!.shown);
    expect(balanceOf(await providerTotals(db, 'Dialog'))).toBe(latest.Dialog!.computed);
    const yesterday = Date.now() - 24 * 60 * 60 * 1000;
    expect(Math.abs(Date.parse(latest.Dialog!.checkedAt) - yesterday)).toBeLessThan(24 * 60 * 60 * 1000);
    expect(report.notes).toContain('5 recharge float checks');
  });
});
