import type { FastifyInstance } from 'fastify';
import { customerSales, type CustomerSalesAnswer } from '../../src/domain/customerSales';
import { MESSAGES } from '../../src/domain/messages';
import { fromCents } from '../../src/domain/money';
import { readDayRange } from '../dayRange';
import { customerSpendIn } from '../db/customerSales';
import { errorAnswer } from '../schemas/common';
import { customerSalesAnswer, customerSalesQuery, type CustomerSalesQuery } from '../schemas/customerSales';

/**
 * Top customers and new against returning (issue 48, `reports`; the owner's alone): each
 * customer's bills over the range net of their returns, grouped in SQL. Summed in cents,
 * answered in LKR.
 */
export async function customerSalesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: CustomerSalesQuery }>(
    '/reports/customers',
    {
      onRequest: app.requireAccess('reports/customers', 'list'),
      schema: {
        querystring: customerSalesQuery,
        response: { 200: customerSalesAnswer, 400: errorAnswer(MESSAGES.revenueRangeRequired, MESSAGES.dateInvalid, MESSAGES.dateRangeOrder) },
      },
    },
    async (request): Promise<CustomerSalesAnswer> => {
      const { from, to, start, end } = readDayRange(request.query);
      const { top, newCustomers, returning, walkIn, total } = customerSales(await customerSpendIn(app.db, { start, end }));
      return {
        from,
        to,
        top: top.map((line) => ({ ...line, amount: fromCents(line.amount) })),
        newCustomers: { ...newCustomers, amount: fromCents(newCustomers.amount) },
        returning: { ...returning, amount: fromCents(returning.amount) },
        walkIn: { ...walkIn, amount: fromCents(walkIn.amount) },
        total: fromCents(total),
      };
    },
  );
}
