import type { Figure, ReportDeclaration } from './types';

/** A revenue report's figures (bills, repairs), as the server answers them: a count, the revenue and the profit. */
export const revenueFigures = (revenue: 'totalSales' | 'totalRevenue'): Figure<[answer: Record<string, number>]>[] => [
  { key: 'count', kind: 'count', value: (answer) => answer.count ?? 0 },
  { key: revenue, kind: 'money', value: (answer) => answer[revenue] ?? 0 },
  { key: 'totalProfit', kind: 'money', value: (answer) => answer.totalProfit ?? 0 },
];

/**
 * Both revenue reports' breakdown: the shop's takings over their days, by day and by business,
 * repairs counted when paid (product.md §10). Our server's addition, so only where it is named.
 */
export const takingsBreakdown: NonNullable<ReportDeclaration['breakdown']> = { route: 'GET /reports/takings', feature: 'reportBreakdown' };
