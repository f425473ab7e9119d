import type { FastifyInstance } from 'fastify';
import { shopDayEnd, shopDayStart } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import { can } from '../../src/domain/permissions';
import { revenueRangeRules } from '../../src/domain/repairs';
import { breakDownTakings } from '../../src/domain/takings';
import { firstError } from '../../src/domain/validation';
import { currentUser } from '../auth/guard';
import { takingsEntries } from '../db/takings';
import { HttpError } from '../errors';
import { cleanInput, errorAnswer } from '../schemas/common';
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
      const form = cleanInput(request.query);
      const problem = firstError(revenueRangeRules, form);
      if (problem) throw new HttpError(400, MESSAGES[problem]);
      const [from, to] = [form.from!, form.to!];
      if (from > to) throw new HttpError(400, MESSAGES.dateRangeOrder);
      const range = { start: shopDayStart(from)!, end: shopDayEnd(to)! };
      const { role } = currentUser(request);
      const withProfit = can(role, 'bills', 'cost') && can(role, 'recharges/history', 'cost') && can(role, 'repairs/management', 'cost');
      return toTakingsAnswer(breakDownTakings(await takingsEntries(app.db, range)), { from, to }, withProfit);
    },
  );
}
