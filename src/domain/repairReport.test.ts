import { describe, expect, it } from 'vitest';
import { daysBetween } from './dates';
import { turnaround } from './repairReport';

describe('the repairs report’s turnaround', () => {
  it('counts whole shop days from taken in to collected, across months and a leap day', () => {
    expect(daysBetween('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('gives the mean, the median and the bands of the days', () => {
    expect(turnaround([0, 2, 9, 3, 30])).toEqual({
      collected: 5,
      averageDays: 8.8,
      medianDays: 3,
      bands: [
        { band: 'sameDay', count: 1 },
        { band: 'oneToTwo', count: 1 },
        { band: 'threeToSeven', count: 1 },
        { band: 'eightToFourteen', count: 1 },
        { band: 'overFourteen', count: 1 },
      ],
    });
    expect(turnaround([1, 4]).medianDays).toBe(2.5);
    expect(turnaround([])).toMatchObject({ collected: 0, averageDays: null, medianDays: null });
  });
});
