import { TURNAROUND_BANDS } from '../../src/domain/repairReport';
import { arrayOf, enumOf, LIMITS, numberOut, object, string, text, type Infer, type Schema } from './common';

/** GET /reports/repairs?from=&to=: both shop days, `YYYY-MM-DD`, as the revenue reports ask them. */
export const repairReportQuery = object({ from: text(LIMITS.word), to: text(LIMITS.word) });
export type RepairReportQuery = Infer<typeof repairReportQuery>;

const days = { type: ['number', 'null'] } as unknown as Schema<number | null>;
const issue = object({ issueId: string, name: string, count: numberOut, amount: numberOut }, ['issueId', 'name', 'count', 'amount']);
const band = object({ band: enumOf(TURNAROUND_BANDS.map((line) => line.key)), count: numberOut }, ['band', 'count']);

/** Repairs taken in by issue, the turnaround of those collected, and the warranty claims (amounts in LKR). */
export const repairReportAnswer = object(
  {
    from: string,
    to: string,
    takenIn: numberOut,
    issues: arrayOf(issue),
    collected: numberOut,
    averageDays: days,
    medianDays: days,
    bands: arrayOf(band),
    claims: object({ count: numberOut, approved: numberOut, awaiting: numberOut }, ['count', 'approved', 'awaiting']),
  },
  ['from', 'to', 'takenIn', 'issues', 'collected', 'averageDays', 'medianDays', 'bands', 'claims'],
);
