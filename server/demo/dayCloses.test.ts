import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { dayFigures } from '../../src/domain/dayClose';
import { closedDayAmong, dayMovements, listDayCloses } from '../db/dayCloses';
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
  it('close a week two weeks back, each from its own takings: one short, one over, each with a note', async () => {
    const closes = await listDayCloses(db);
    expect(closes).toHaveLength(7);
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
    expect(report.notes).toContain('7 closed days');
  });

  it('leave the last week open, where people try back-dated expenses', async () => {
    expect(await closedDayAmong(db, [0, 1, 5, 7].map(dayAgo))).toBeUndefined();
    expect(await closedDayAmong(db, [dayAgo(10)])).toBe(dayAgo(10));
  });
});
