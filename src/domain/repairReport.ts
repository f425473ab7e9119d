/**
 * The repairs report (issue 48, our server's `reports`; the owner's): over a range of days, the
 * repairs taken in by issue, how long the repairs collected then took (taken in to collected,
 * whole days on the shop's calendar), and the warranty claims taken in beside the repairs.
 */

/** One issue's repairs taken in (LKR as the API answers it): how many, and what customers were charged for it. */
export interface IssueCount {
  issueId: string;
  name: string;
  count: number;
  amount: number;
}

/** The turnaround bands the chart and the table show, in days. */
export const TURNAROUND_BANDS = [
  { key: 'sameDay', from: 0, to: 0 },
  { key: 'oneToTwo', from: 1, to: 2 },
  { key: 'threeToSeven', from: 3, to: 7 },
  { key: 'eightToFourteen', from: 8, to: 14 },
  { key: 'overFourteen', from: 15, to: Number.POSITIVE_INFINITY },
] as const;
export type TurnaroundBand = (typeof TURNAROUND_BANDS)[number]['key'];

/** `GET /reports/repairs` as the console reads it. */
export interface RepairReportAnswer {
  from: string;
  to: string;
  takenIn: number;
  issues: IssueCount[];
  collected: number;
  /** Days from taken in to collected: the mean to one decimal and the median, null when none was collected. */
  averageDays: number | null;
  medianDays: number | null;
  bands: { band: TurnaroundBand; count: number }[];
  claims: { count: number; approved: number; awaiting: number };
}

/** The turnaround figures from each collected repair's days (taken in to collected). */
export function turnaround(days: readonly number[]): Pick<RepairReportAnswer, 'collected' | 'averageDays' | 'medianDays' | 'bands'> {
  const sorted = [...days].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length === 0 ? null : sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return {
    collected: sorted.length,
    averageDays: sorted.length === 0 ? null : Math.round((sorted.reduce((sum, value) => sum + value, 0) / sorted.length) * 10) / 10,
    medianDays: median,
    bands: TURNAROUND_BANDS.map(({ key, from, to }) => ({ band: key, count: sorted.filter((value) => value >= from && value <= to).length })),
  };
}
