import type { FastifyInstance } from 'fastify';
import { shopDay, shopDayEnd } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import { fromCents } from '../../src/domain/money';
import { lineValue, totalValue, valuedDay, type StockValueAnswer } from '../../src/domain/stockValue';
import { readDay } from '../dayRange';
import { stockValueAt } from '../db/stockValue';
import { HttpError } from '../errors';
import { errorAnswer } from '../schemas/common';
import { stockValueAnswer, stockValueQuery, type StockValueQuery } from '../schemas/stockValue';

/**
 * The stock's value (issue 47, `stockValue`; the owner's alone, as every cost is): each
 * product's units × moving-average cost at the end of a shop day (today by default), from the
 * stock ledger in one read, and the total. Summed in cents, answered in LKR.
 */
export async function stockValueRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: StockValueQuery }>(
    '/stock/value',
    {
      onRequest: app.requireAccess('stock/value', 'list'),
      schema: { querystring: stockValueQuery, response: { 200: stockValueAnswer, 400: errorAnswer(MESSAGES.dateInvalid, MESSAGES.stockValueDayFuture) } },
    },
    async (request): Promise<StockValueAnswer> => {
      const today = shopDay();
      // The day by the server's one reader; whether its stock is known yet by the rule the screen uses too.
      const asked = valuedDay(readDay(request.query.day) ?? today, today);
      if ('error' in asked) throw new HttpError(400, { key: asked.error }, { day: { key: asked.error } });
      const rows = await stockValueAt(app.db, shopDayEnd(asked.day)!);
      return {
        day: asked.day,
        total: fromCents(totalValue(rows)),
        lines: rows.map((row) => ({ _id: row.id, name: row.name, quantity: row.quantity, averageCost: fromCents(row.averageCost), value: fromCents(lineValue(row)) })),
      };
    },
  );
}
