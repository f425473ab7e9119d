import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../src/domain/messages';
import { fromCents } from '../../src/domain/money';
import { takingsByMethod, type TakingsByMethodAnswer } from '../../src/domain/takingsByMethod';
import { readDayRange } from '../dayRange';
import { paymentsBetween } from '../db/dayCloses';
import { errorAnswer } from '../schemas/common';
import { takingsByMethodAnswer, takingsByMethodQuery, type TakingsByMethodQuery } from '../schemas/takingsByMethod';

/**
 * Takings by payment method (issue 48, `reports`; the owner's alone, as every report of the
 * shop's money is): the payments made over the range by how they were paid and by business, and
 * the refunds, read as the day close reads each day (db/dayCloses.ts `paymentsBetween`). Summed
 * in cents, answered in LKR.
 */
export async function takingsByMethodRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: TakingsByMethodQuery }>(
    '/reports/payment-methods',
    {
      onRequest: app.requireAccess('reports/payments', 'list'),
      schema: {
        querystring: takingsByMethodQuery,
        response: { 200: takingsByMethodAnswer, 400: errorAnswer(MESSAGES.revenueRangeRequired, MESSAGES.dateInvalid, MESSAGES.dateRangeOrder) },
      },
    },
    async (request): Promise<TakingsByMethodAnswer> => {
      const { from, to, start, end } = readDayRange(request.query);
      const { methods, total, credit } = takingsByMethod(await paymentsBetween(app.db, start, end));
      return {
        from,
        to,
        methods: methods.map((line) => ({
          method: line.method,
          received: fromCents(line.received),
          refunded: fromCents(line.refunded),
          net: fromCents(line.net),
          businesses: { bill: fromCents(line.businesses.bill), sale: fromCents(line.businesses.sale), repair: fromCents(line.businesses.repair), account: fromCents(line.businesses.account) },
        })),
        total: { received: fromCents(total.received), refunded: fromCents(total.refunded), net: fromCents(total.net) },
        credit: { onAccounts: fromCents(credit.onAccounts), takenOff: fromCents(credit.takenOff) },
      };
    },
  );
}
