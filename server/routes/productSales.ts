import type { FastifyInstance } from 'fastify';
import { shopDayEnd, shopDayStart } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import { fromCents } from '../../src/domain/money';
import { idleSince, netProductLines, productTotals, readIdleDays, type ProductSalesAnswer } from '../../src/domain/productSales';
import { readDayRange } from '../dayRange';
import { idleProducts, productLinesIn, productNames } from '../db/productSales';
import { HttpError } from '../errors';
import { errorAnswer } from '../schemas/common';
import { productSalesAnswer, productSalesQuery, type ProductSalesQuery } from '../schemas/productSales';

/**
 * The products report (issue 48, `reports`; the owner's alone: profit and stock value are
 * costs, so staff are refused before anything is read): each product's units, revenue and
 * profit over the range by the bills made then net of their returns, and the products with
 * stock and no sale in the last `idleDays` of the range, with their value at its end.
 */
export async function productSalesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ProductSalesQuery }>(
    '/reports/products',
    {
      onRequest: app.requireAccess('reports/products', 'list'),
      schema: {
        querystring: productSalesQuery,
        response: { 200: productSalesAnswer, 400: errorAnswer(MESSAGES.revenueRangeRequired, MESSAGES.dateInvalid, MESSAGES.dateRangeOrder, MESSAGES.idleDaysInvalid) },
      },
    },
    async (request): Promise<ProductSalesAnswer> => {
      const { from, to, start, end } = readDayRange(request.query);
      const asked = readIdleDays(request.query.idleDays);
      if ('error' in asked) throw new HttpError(400, { key: asked.error }, { idleDays: { key: asked.error } });
      const { sold, returned } = await productLinesIn(app.db, { start, end });
      const names = await productNames(app.db, [...new Set([...sold, ...returned].map((line) => line.productId))]);
      const lines = netProductLines(sold, returned, names);
      const total = productTotals(lines);
      const idle = await idleProducts(app.db, shopDayStart(idleSince(to, asked.days))!, shopDayEnd(to)!);
      const money = (cents: number) => fromCents(cents);
      return {
        from,
        to,
        idleDays: asked.days,
        lines: lines.map((line) => ({ ...line, revenue: money(line.revenue), profit: money(line.profit) })),
        total: { quantity: total.quantity, revenue: money(total.revenue), profit: money(total.profit) },
        idle: idle.map((line) => ({ ...line, value: money(line.value) })),
        idleValue: money(idle.reduce((sum, line) => sum + line.value, 0)),
      };
    },
  );
}
