import { RECHARGE_TYPES, type RechargeType } from '../../src/domain/recharge';
import { insertAdjustment, insertFloatCheck } from '../db/floatChecks';
import { balanceOf, providerTotals } from '../db/recharge';
import type { Seeder } from '../seed';
import { demoInstant } from './clock';

/**
 * Yesterday's float check, after the last demo sale: three providers match, Dialog shows
 * LKR 250 less than computed (a sale not entered, left for the owner to look into) and Hutch
 * LKR 150 more (the provider's commission), which the owner adjusted. So the float list, its
 * Adjust action and the recharge screens' last-check line all have something to show.
 */
const DIFFERENCES: Partial<Record<RechargeType, { cents: number; reason: string; adjusted: boolean }>> = {
  Dialog: { cents: -25_000, reason: 'saleNotEntered', adjusted: false },
  Hutch: { cents: 15_000, reason: 'providerCommission', adjusted: true },
};

export const seedDemoFloatChecks: Seeder = async ({ db, report }) => {
  const staff = report.accounts.find((account) => account.role === 'admin') ?? report.accounts[0];
  const owner = report.accounts.find((account) => account.role === 'super_admin') ?? staff;
  if (!staff || !owner) return;
  const today = new Date();
  // 18:45 and 19:05 in Colombo, after the shop's last sale of the day (18:15).
  const checkedAt = demoInstant(today, 1, 13 * 60 + 15);
  const adjustedAt = demoInstant(today, 1, 13 * 60 + 35);
  const ids = await db.selectFrom('admins').select(['id', 'email']).execute();
  const idOf = (email: string) => ids.find((row) => row.email === email)?.id ?? null;

  for (const type of RECHARGE_TYPES) {
    const computed = balanceOf(await providerTotals(db, type));
    const off = DIFFERENCES[type];
    const difference = off?.cents ?? 0;
    const check = await insertFloatCheck(
      db,
      { rechargeType: type, computed, shown: computed + difference, difference, reason: off?.reason ?? null, note: null },
      { id: idOf(staff.email), name: staff.fullName },
      checkedAt,
    );
    if (off?.adjusted) {
      await insertAdjustment(
        db,
        { rechargeType: type, amount: difference, balanceBefore: computed, balanceAfter: computed + difference, reason: off.reason, note: null, checkId: check.id },
        { id: idOf(owner.email), name: owner.fullName },
        adjustedAt,
      );
    }
  }
  report.notes.push(`${RECHARGE_TYPES.length} recharge float checks`);
};
