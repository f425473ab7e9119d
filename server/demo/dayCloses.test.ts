import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { dayFigures } from '../../src/domain/dayClose';
import { closedDayAmong, dayMovements, floatLeftBefore, listDayCloses } from '../db/dayCloses';
import type { Database } from '../db/schema';
import type { SeedReport } from '../seed';
import { demoDatabase } from '../test/helpers';

let db: Kysely<Database>;
let report: SeedReport;
// One seeding for the file: every test only reads it (a test that seeds again makes its own).
beforeAll(async () => {
  ({ db, report } = await demoDatabase());
});
afterAll(() => db.destroy());

const DAY_MS = 24 * 60 * 60 * 1000;
const dayAgo = (days: number) => shopDay(new Date(Date.now() - days * DAY_MS));

describe('demo day closes', () => {
  it('close every day from two weeks back up to yesterday, each from its own takings: one short, one over, each with a note', async () => {
    const closes = await listDayCloses(db);
    expect(closes.map((close) => close.day).sort()).toEqual(Array.from({ length: 14 }, (_, index) => dayAgo(14 - index)));
    for (const close of closes) {
      // What the close expected is what the day took, from the float the day before left.
      const { expected } = dayFigures(await dayMovements(db, close.day), close.openingFloat).cash;
      expect(close.expected).toBe(expected);
      expect(close.difference).toBe(close.counted - close.expected);
      if (close.difference !== 0) expect(close.note).toBeTruthy();
    }
    const differences = closes.map((close) => close.difference);
    expect(differences.some((cents) => cents <= -10_000)).toBe(true);
    expect(differences.some((cents) => cents >= 5_000 - 99 && cents <= 5_000)).toBe(true);
    expect(report.notes).toContain('14 closed days');
  });

  it('leave today open for the counter, and the days before the closes open for back-dated expenses', async () => {
    expect(await closedDayAmong(db, [dayAgo(0)])).toBeUndefined();
    expect(await closedDayAmong(db, [15, 20, 30].map(dayAgo))).toBeUndefined();
    for (const daysAgo of [1, 7, 14]) expect(await closedDayAmong(db, [dayAgo(daysAgo)])).toBe(dayAgo(daysAgo));
  });

  it("open today with the float yesterday's close left, not one from a week ago", async () => {
    const [yesterday] = (await listDayCloses(db)).filter((close) => close.day === dayAgo(1));
    expect(yesterday).toBeDefined();
    expect(await floatLeftBefore(db, dayAgo(0))).toBe(yesterday!.floatLeft);
  });
});
