import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../src/domain/messages';
import { fromCents } from '../../src/domain/money';
import { staffSalesOf, type StaffSalesAnswer } from '../../src/domain/staffSales';
import { BUSINESSES } from '../../src/domain/takings';
import { readDayRange } from '../dayRange';
import { staffNamesNow, staffSalesIn } from '../db/staffSales';
import { errorAnswer } from '../schemas/common';
import { staffSalesAnswer, staffSalesQuery, type StaffSalesQuery } from '../schemas/staffSales';

/**
 * Sales by staff member (issue 48, `reports`; the owner's alone: staff see no one's takings):
 * what each person took by business over the range, on the takings' rules, so the people add up
 * to the revenue reports' takings. Summed in cents, answered in LKR.
 */
export async function staffSalesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: StaffSalesQuery }>(
    '/reports/staff-sales',
    {
      onRequest: app.requireAccess('reports/staff', 'list'),
      schema: {
        querystring: staffSalesQuery,
        response: { 200: staffSalesAnswer, 400: errorAnswer(MESSAGES.revenueRangeRequired, MESSAGES.dateInvalid, MESSAGES.dateRangeOrder) },
      },
    },
    async (request): Promise<StaffSalesAnswer> => {
      const { from, to, start, end } = readDayRange(request.query);
      const staff = staffSalesOf(await staffSalesIn(app.db, { start, end }), await staffNamesNow(app.db));
      return {
        from,
        to,
        staff: staff.map((line) => ({
          name: line.name,
          businesses: Object.fromEntries(BUSINESSES.map((business) => [business, { count: line.businesses[business].count, amount: fromCents(line.businesses[business].amount) }])) as StaffSalesAnswer['staff'][number]['businesses'],
          total: fromCents(line.total),
        })),
        total: fromCents(staff.reduce((sum, line) => sum + line.total, 0)),
      };
    },
  );
}
