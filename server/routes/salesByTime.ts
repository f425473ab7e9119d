import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../src/domain/messages';
import { fromCents } from '../../src/domain/money';
import { salesByTime, type SalesByTimeAnswer, type TimeTakings } from '../../src/domain/salesByTime';
import { readDayRange } from '../dayRange';
import { takingsEntries } from '../db/takings';
import { errorAnswer } from '../schemas/common';
import { salesByTimeAnswer, salesByTimeQuery, type SalesByTimeQuery } from '../schemas/salesByTime';

const inLkr = (line: TimeTakings): TimeTakings => ({ count: line.count, amount: fromCents(line.amount) });

/**
 * Sales by hour of day and day of week (issue 48, `reports`; the owner's alone): the takings'
 * entries of the range (summed per half hour in SQL, db/takings.ts, the one computation the
 * revenue reports read) placed on the shop's clock. Summed in cents, answered in LKR.
 */
export async function salesByTimeRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: SalesByTimeQuery }>(
    '/reports/sales-by-time',
    {
      onRequest: app.requireAccess('reports/hours', 'list'),
      schema: {
        querystring: salesByTimeQuery,
        response: { 200: salesByTimeAnswer, 400: errorAnswer(MESSAGES.revenueRangeRequired, MESSAGES.dateInvalid, MESSAGES.dateRangeOrder) },
      },
    },
    async (request): Promise<SalesByTimeAnswer> => {
      const { from, to, start, end } = readDayRange(request.query);
      const { hours, weekdays, grid, total } = salesByTime(await takingsEntries(app.db, { start, end }));
      return { from, to, hours: hours.map(inLkr), weekdays: weekdays.map(inLkr), grid: grid.map((row) => row.map(fromCents)), total: inLkr(total) };
    },
  );
}
