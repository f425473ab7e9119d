import type { FastifyInstance } from 'fastify';
import { shopDay } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import { fromCents } from '../../src/domain/money';
import { comparedRanges, lastTwelveMonths, type ProfitAndLossAnswer } from '../../src/domain/profitAndLoss';
import { readDay, readDayRange } from '../dayRange';
import { monthlyProfit, statementBetween } from '../db/profitAndLoss';
import { errorAnswer } from '../schemas/common';
import {
  profitAndLossAnswer,
  profitAndLossQuery,
  profitMonthsAnswer,
  profitMonthsQuery,
  toStatementAnswer,
  type ProfitAndLossQuery,
  type ProfitMonthsQuery,
} from '../schemas/profitAndLoss';

/**
 * The profit-and-loss statement (issue 48, `profitAndLoss`; the owner's alone, as every cost
 * is: staff are refused before anything is read): the range asked, beside the period before it
 * and the same days a year earlier, each from the takings the revenue reports count and the
 * expenses dated then (server/db/profitAndLoss.ts). Summed in cents, answered in LKR.
 */
export async function profitAndLossRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ProfitAndLossQuery }>(
    '/reports/profit-and-loss',
    {
      onRequest: app.requireAccess('reports/profit', 'list'),
      schema: {
        querystring: profitAndLossQuery,
        response: { 200: profitAndLossAnswer, 400: errorAnswer(MESSAGES.revenueRangeRequired, MESSAGES.dateInvalid, MESSAGES.dateRangeOrder) },
      },
    },
    async (request): Promise<ProfitAndLossAnswer> => {
      const { from, to } = readDayRange(request.query);
      const { previous, yearEarlier } = comparedRanges(from, to);
      return {
        current: toStatementAnswer(await statementBetween(app.db, from, to)),
        previous: toStatementAnswer(await statementBetween(app.db, previous.from, previous.to)),
        yearEarlier: toStatementAnswer(await statementBetween(app.db, yearEarlier.from, yearEarlier.to)),
      };
    },
  );

  app.get<{ Querystring: ProfitMonthsQuery }>(
    '/reports/profit-and-loss/months',
    {
      onRequest: app.requireAccess('reports/profit', 'list'),
      schema: { querystring: profitMonthsQuery, response: { 200: profitMonthsAnswer, 400: errorAnswer(MESSAGES.dateInvalid) } },
    },
    async (request) => {
      const to = readDay(request.query.to, 'to') ?? shopDay();
      const months = await monthlyProfit(app.db, lastTwelveMonths(to));
      return {
        months: months.map((line) => ({ month: line.month, income: fromCents(line.income), gross: fromCents(line.gross), expenses: fromCents(line.expenses), net: fromCents(line.net) })),
      };
    },
  );
}
