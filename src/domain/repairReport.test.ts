import { describe, expect, it } from 'vitest';
import { daysBetween } from './dates';
import { issueLines, paidByIssue, turnaround } from './repairReport';

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

describe('what a repair’s payments bring its issues', () => {
  const issues = [
    { issueId: 's', name: 'Screen', customerPrice: 20_000 },
    { issueId: 'b', name: 'Battery', customerPrice: 10_000 },
  ];

  it('shares the payments by the issues’ prices, in whole cents adding up to the payments', () => {
    expect(paidByIssue(issues, 29_000)).toEqual([
      { issueId: 's', name: 'Screen', amount: 19_333 },
      { issueId: 'b', name: 'Battery', amount: 9_667 },
    ]);
    expect(paidByIssue(issues, 1).reduce((sum, share) => sum + share.amount, 0)).toBe(1);
    expect(paidByIssue([{ ...issues[0]!, customerPrice: 0 }, { ...issues[1]!, customerPrice: 0 }], 501).map((share) => share.amount)).toEqual([251, 250]);
  });

  it('counts each issue’s repairs taken in beside what the repairs paid in the range brought it', () => {
    const lines = issueLines(
      [
        { issueId: 's', name: 'Screen', count: 2 },
        { issueId: 'w', name: 'Water Damage', count: 1 },
      ],
      [{ issues, paidCents: 15_000 }],
    );
    expect(lines).toEqual([
      { issueId: 's', name: 'Screen', count: 2, amount: 10_000 },
      { issueId: 'w', name: 'Water Damage', count: 1, amount: 0 },
      { issueId: 'b', name: 'Battery', count: 0, amount: 5_000 },
    ]);
  });
});
