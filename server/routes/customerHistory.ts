import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../src/domain/messages';
import { listBillsByCustomer } from '../db/bills';
import { findCustomerById } from '../db/customers';
import { listSalesByCustomer } from '../db/recharge';
import { HttpError } from '../errors';
import { billRecord, toBillRecord } from '../schemas/bills';
import { arrayOf, idParams, type Infer } from '../schemas/common';

type IdParams = Infer<typeof idParams>;

/**
 * A customer's history (spec §2 Customers, §7): purchases, recharge sales and repairs, for
 * super admins (`customers` / `history`). An unknown customer is a 404.
 *
 * Bills, recharge sales and repairs do not exist yet: the issue that adds them fills these
 * lists (and gives each its response schema). Until then every known customer has none.
 */
export async function customerHistoryRoutes(app: FastifyInstance): Promise<void> {
  const options = { onRequest: app.requireAccess('customers', 'history'), schema: { params: idParams } };

  async function requireCustomer(id: string): Promise<void> {
    if (!(await findCustomerById(app.db, id))) throw new HttpError(404, MESSAGES.customerNotFound);
  }

  /** Purchase history: the customer's bills, newest first, with profit (the route is the super admin's). */
  app.get<{ Params: IdParams }>(
    '/bills/customer/:id',
    { ...options, schema: { ...options.schema, response: { 200: arrayOf(billRecord) } } },
    async (request) => {
      await requireCustomer(request.params.id);
      return (await listBillsByCustomer(app.db, request.params.id)).map((row) => toBillRecord(row, true));
    },
  );

  /** Recharge history: recharge sales sold to the customer, newest first. */
  app.get<{ Params: IdParams }>('/recharge/sales/customer/:id', options, async (request) => {
    await requireCustomer(request.params.id);
    return listSalesByCustomer(app.db, request.params.id);
  });

  /** Repair history: the customer's repairs. */
  app.get<{ Params: IdParams }>('/customers/:id/repairs', options, async (request) => {
    await requireCustomer(request.params.id);
    return [];
  });
}
