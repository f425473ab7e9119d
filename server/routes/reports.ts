import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../src/domain/messages';
import { can } from '../../src/domain/permissions';
import { breakDownTakings } from '../../src/domain/takings';
import { currentUser } from '../auth/guard';
import { readDayRange } from '../dayRange';
import { takingsEntries } from '../db/takings';
import { errorAnswer } from '../schemas/common';
import { takingsAnswer, takingsQuery, toTakingsAnswer, type TakingsQuery } from '../schemas/takings';

/**
 * The revenue reports' breakdown (product.md §10, beyond the spec; feature `reportBreakdown`):
 * the shop's takings over a range of days, by Asia/Colombo day and by business, with repairs
 * counted when they are paid. The spec's `GET /bills/report` and `GET /repairs/revenue` answer
 * as before; this is a call of its own, so a backend without it simply lacks it.
 *
 * Who may read it: whoever may read the revenue reports (super admins: `bills` / `report`,
 * the same roles as `repairs/management` / `report`). Profit goes only to a role that sees
 * the cost of all three businesses.
 */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: TakingsQuery }>(
    '/reports/takings',
    {
      onRequest: app.requireAccess('bills', 'report'),
      schema: { querystring: takingsQuery, response: { 200: takingsAnswer, 400: errorAnswer(MESSAGES.revenueRangeRequired, MESSAGES.dateRangeOrder) } },
    },
    async (request) => {
      const { from, to, ...range } = readDayRange(request.query);
      const { role } = currentUser(request);
      const withProfit = can(role, 'bills', 'cost') && can(role, 'recharges/history', 'cost') && can(role, 'repairs/management', 'cost');
      return toTakingsAnswer(breakDownTakings(await takingsEntries(app.db, range)), { from, to }, withProfit);
    },
  );
}
