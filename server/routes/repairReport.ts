import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../src/domain/messages';
import { fromCents } from '../../src/domain/money';
import { daysBetween } from '../../src/domain/dates';
import { issueLines, turnaround, type RepairReportAnswer } from '../../src/domain/repairReport';
import { shopDayOf } from '../../src/domain/shopDay';
import { readDayRange } from '../dayRange';
import { collectedIn, issuesTakenIn, repairsPaidIn, takenInCounts } from '../db/repairReport';
import { errorAnswer } from '../schemas/common';
import { repairReportAnswer, repairReportQuery, type RepairReportQuery } from '../schemas/repairReport';

/**
 * The repairs report (issue 48, `reports`; the owner's alone): the repairs taken in over the
 * range by issue with what each issue brought in payments then (the profit and loss's repair
 * income, shared among a repair's issues), the turnaround of those collected in it, and the
 * warranty claims, each grouped in SQL.
 */
export async function repairReportRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: RepairReportQuery }>(
    '/reports/repairs',
    {
      onRequest: app.requireAccess('reports/repairs', 'list'),
      schema: {
        querystring: repairReportQuery,
        response: { 200: repairReportAnswer, 400: errorAnswer(MESSAGES.revenueRangeRequired, MESSAGES.dateInvalid, MESSAGES.dateRangeOrder) },
      },
    },
    async (request): Promise<RepairReportAnswer> => {
      const { from, to, start, end } = readDayRange(request.query);
      const issues = issueLines(await issuesTakenIn(app.db, { start, end }), await repairsPaidIn(app.db, { start, end }));
      const collected = await collectedIn(app.db, { start, end });
      const counts = await takenInCounts(app.db, { start, end });
      return {
        from,
        to,
        takenIn: counts.takenIn,
        issues: issues.map((line) => ({ ...line, amount: fromCents(line.amount) })),
        ...turnaround(collected.map((line) => daysBetween(shopDayOf(line.dateIn)!, shopDayOf(line.collectedAt)!))),
        claims: { count: counts.claims, approved: counts.approved, awaiting: counts.awaiting },
      };
    },
  );
}
