/**
 * The repairs report (issue 48, our server's `reports`; the owner's): over a range of days, the
 * repairs taken in by issue, how long the repairs collected then took (taken in to collected,
 * whole days on the shop's calendar), and the warranty claims taken in beside the repairs.
 */

/** One issue's repairs (LKR as the API answers it): how many were taken in with it, and what customers paid for it in the range. */
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

/** A repair's issue as it keeps it: its price to the customer at intake (cents). */
export interface PricedIssue {
  issueId: string;
  name: string;
  customerPrice: number;
}

/**
 * What a repair's payments (`paidCents`) brought each of its issues: shared by the issues'
 * prices (so a discount falls on each in step), in whole cents adding up to the payments, the
 * cents left by rounding going to the largest shares first. Issues priced at nothing share
 * equally. Repair income counts when paid, as the profit and loss counts it.
 */
export function paidByIssue(issues: readonly PricedIssue[], paidCents: number): { issueId: string; name: string; amount: number }[] {
  if (issues.length === 0) return [];
  if (paidCents < 0) return paidByIssue(issues, -paidCents).map((share) => ({ ...share, amount: -share.amount }));
  const priced = issues.reduce((sum, issue) => sum + Math.max(0, issue.customerPrice), 0);
  const weight = (issue: PricedIssue) => (priced > 0 ? Math.max(0, issue.customerPrice) : 1);
  const whole = priced > 0 ? priced : issues.length;
  const shares = issues.map((issue) => {
    const exact = (paidCents * weight(issue)) / whole;
    return { issue, amount: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = paidCents - shares.reduce((sum, share) => sum + share.amount, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest)) {
    if (left <= 0) break;
    share.amount += 1;
    left -= 1;
  }
  return shares.map(({ issue, amount }) => ({ issueId: issue.issueId, name: issue.name, amount }));
}

/**
 * The issues' lines: how many repairs were taken in with each (`takenIn`), and what the
 * repairs paid in the range brought each (`paid`, one entry per repair with its issues and
 * what it was paid then), best-known first by count, then by name.
 */
export function issueLines(
  takenIn: readonly { issueId: string; name: string; count: number }[],
  paid: readonly { issues: readonly PricedIssue[]; paidCents: number }[],
): IssueCount[] {
  const lines = new Map<string, IssueCount>(takenIn.map((line) => [line.issueId, { ...line, amount: 0 }]));
  for (const repair of paid) {
    for (const share of paidByIssue(repair.issues, repair.paidCents)) {
      const line = lines.get(share.issueId) ?? { issueId: share.issueId, name: share.name, count: 0, amount: 0 };
      line.amount += share.amount;
      lines.set(share.issueId, line);
    }
  }
  return [...lines.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
