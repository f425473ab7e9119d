import { dayFigures, DENOMINATIONS } from '../../src/domain/dayClose';
import { shopDay } from '../../src/domain/dates';
import { dayMovements, floatLeftBefore, insertDayClose } from '../db/dayCloses';
import type { Seeder } from '../seed';
import { demoInstant } from './clock';

/**
 * Two weeks of closed days, every day from 14 days before the seeding day up to yesterday: one
 * LKR 100 short and one LKR 50 over, each with its note, the rest matching. So a newcomer's
 * dashboard and Day Close list look like a kept shop (each day's close, today's opening float
 * left by yesterday's close), with chips and reports to show. Today stays open for the counter;
 * a back-dated expense or top-up goes on a day before the closes (15 days back and more).
 */
export const FIRST_CLOSED_DAYS_AGO = 14;
const LAST_DAYS_AGO = 1;
const OFF: Record<number, { rupees: number; note: string }> = {
  12: { rupees: -100, note: 'A 100 note missing: change given twice at the counter' },
  9: { rupees: 50, note: 'LKR 50 over: a customer left the change' },
};
/** The cash a close leaves for the next morning's change (cents). */
const FLOAT_LEFT = 500_000;

/** Notes and coins making `rupees`, largest first. */
function countOf(rupees: number): Record<string, number> {
  const count: Record<string, number> = {};
  let left = Math.max(0, rupees);
  for (const denomination of DENOMINATIONS) {
    const pieces = Math.floor(left / denomination);
    if (pieces) count[String(denomination)] = pieces;
    left -= pieces * denomination;
  }
  return count;
}

export const seedDemoDayCloses: Seeder = async ({ db, report }) => {
  const staff = report.accounts.find((account) => account.role === 'admin') ?? report.accounts[0];
  if (!staff) return;
  const staffRow = await db.selectFrom('admins').select('id').where('email', '=', staff.email).executeTakeFirst();
  const today = new Date();
  for (let daysAgo = FIRST_CLOSED_DAYS_AGO; daysAgo >= LAST_DAYS_AGO; daysAgo--) {
    // 19:00 in Colombo, after the day's last sale.
    const closedAt = demoInstant(today, daysAgo, 13 * 60 + 30);
    const day = shopDay(closedAt);
    const openingFloat = await floatLeftBefore(db, day);
    const movements = await dayMovements(db, day);
    const { expected } = dayFigures(movements, openingFloat).cash;
    const off = OFF[daysAgo];
    // Cash is counted in whole rupees: cents the drawer cannot hold are part of any difference.
    const count = countOf(Math.floor(expected / 100) + (off?.rupees ?? 0));
    const counted = Object.entries(count).reduce((sum, [denomination, pieces]) => sum + Number(denomination) * pieces * 100, 0);
    const difference = counted - expected;
    const note = difference === 0 ? null : (off?.note ?? 'Cents given as change are not in the drawer');
    await insertDayClose(
      db,
      { day, openingFloat, expected, counted, difference, floatLeft: Math.min(FLOAT_LEFT, counted), count: JSON.stringify(count), movements: JSON.stringify(movements), note },
      { id: staffRow?.id ?? null, name: staff.fullName },
      closedAt,
    );
  }
  report.notes.push(`${FIRST_CLOSED_DAYS_AGO - LAST_DAYS_AGO + 1} closed days`);
};
