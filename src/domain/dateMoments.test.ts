import { describe, expect, it } from 'vitest';
import { shopDateTime, shopDayEnd, shopDayStart } from './dates';

describe('payload dates in Asia/Colombo (UTC+05:30)', () => {
  it.each([
    ['2026-03-12', '2026-03-11T18:30:00.000Z'],
    ['2026-02-30', undefined],
    ['2026-3-12', undefined],
  ])('the day %s starts at %s', (day, expected) => {
    expect(shopDayStart(day)).toBe(expected);
  });

  it.each([
    ['2026-03-12', '2026-03-12T18:30:00.000Z'],
    ['2025-12-31', '2025-12-31T18:30:00.000Z'],
    ['2026-13-01', undefined],
  ])('the day %s ends (exclusive) at %s', (day, expected) => {
    expect(shopDayEnd(day)).toBe(expected);
  });

  it.each([
    ['2026-03-12 14:30:00', '2026-03-12T09:00:00.000Z'],
    ['2026-03-12 00:15:00', '2026-03-11T18:45:00.000Z'],
    ['2026-03-12', '2026-03-11T18:30:00.000Z'],
    ['2026-03-12 24:00:00', undefined],
    ['2026-03-12 14:30', undefined],
    ['2026-03-12T14:30:00', undefined],
    ['2026-02-29 10:00:00', undefined],
  ])('the moment %s is %s', (value, expected) => {
    expect(shopDateTime(value)).toBe(expected);
  });
});
