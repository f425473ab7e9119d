import type { Figure } from './types';

/** A revenue report's figures (bills, repairs), as the server answers them: a count, the revenue and the profit. */
export const revenueFigures = (revenue: 'totalSales' | 'totalRevenue'): Figure<[answer: Record<string, number>]>[] => [
  { key: 'count', kind: 'count', value: (answer) => answer.count ?? 0 },
  { key: revenue, kind: 'money', value: (answer) => answer[revenue] ?? 0 },
  { key: 'totalProfit', kind: 'money', value: (answer) => answer.totalProfit ?? 0 },
];
