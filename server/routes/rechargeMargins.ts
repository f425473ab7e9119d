import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../src/domain/messages';
import { fromCents } from '../../src/domain/money';
import { providerMargins, type RechargeMarginsAnswer } from '../../src/domain/rechargeMargins';
import { readDayRange } from '../dayRange';
import { rechargeSalesByProvider } from '../db/rechargeMargins';
import { errorAnswer } from '../schemas/common';
import { rechargeMarginsAnswer, rechargeMarginsQuery, type RechargeMarginsQuery } from '../schemas/rechargeMargins';

/**
 * Recharge sales and margin by provider (issue 48, `reports`; the owner's alone: profit and
 * margin are costs): the range's recharge sales grouped by provider in SQL, with the margin on
 * what the buyers paid. Summed in cents, answered in LKR.
 */
export async function rechargeMarginRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: RechargeMarginsQuery }>(
    '/reports/recharge-margins',
    {
      onRequest: app.requireAccess('reports/recharges', 'list'),
      schema: {
        querystring: rechargeMarginsQuery,
        response: { 200: rechargeMarginsAnswer, 400: errorAnswer(MESSAGES.revenueRangeRequired, MESSAGES.dateInvalid, MESSAGES.dateRangeOrder) },
      },
    },
    async (request): Promise<RechargeMarginsAnswer> => {
      const { from, to, start, end } = readDayRange(request.query);
      const { providers, total } = providerMargins(await rechargeSalesByProvider(app.db, { start, end }));
      const inLkr = <L extends { value: number; amount: number; profit: number }>(line: L): L => ({
        ...line,
        value: fromCents(line.value),
        amount: fromCents(line.amount),
        profit: fromCents(line.profit),
      });
      return { from, to, providers: providers.map(inLkr), total: inLkr(total) };
    },
  );
}
