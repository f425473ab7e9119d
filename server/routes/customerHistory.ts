import type { FastifyInstance } from 'fastify';
import { returnsByBill } from '../db/billReturns';
import { listBillsByCustomer } from '../db/bills';
import { findCustomerById } from '../db/customers';
import { listSalesByCustomer } from '../db/recharge';
import { listRepairsByCustomer } from '../db/repairs';
import type { Customer } from '../db/schema';
import { HttpError } from '../errors';
import { billRecord, toBillRecord } from '../schemas/bills';
import { arrayOf, idParams, type Infer } from '../schemas/common';
import { saleRecord } from '../schemas/recharge';
import { toRepairRecord } from '../schemas/repairs';
import { paidAndDue, repairAnswer } from '../schemas/repairPayments';
import { paidByRepair } from '../repairPayment';

type IdParams = Infer<typeof idParams>;

/**
 * A customer's history (product.md §2 Customers, §7): purchases, recharge sales and repairs, for
 * super admins (`customers` / `history`), so whole records with profit and costs. Each list
 * is newest first; an unknown customer is a 404.
 */
export async function customerHistoryRoutes(app: FastifyInstance): Promise<void> {
  const options = { onRequest: app.requireAccess('customers', 'history'), schema: { params: idParams } };

  async function requireCustomer(id: string): Promise<Customer> {
    const customer = await findCustomerById(app.db, id);
    if (!customer) throw new HttpError(404, { key: 'customerNotFound' });
    return customer;
  }

  /** Purchase history: the customer's bills, newest first, with profit (the route is the super admin's). */
  app.get<{ Params: IdParams }>(
    '/bills/customer/:id',
    { ...options, schema: { ...options.schema, response: { 200: arrayOf(billRecord) } } },
    async (request) => {
      const customer = await requireCustomer(request.params.id);
      const bills = await listBillsByCustomer(app.db, request.params.id);
      // With their returns and the customer's language (product.md §10), as the bills list shows them.
      const returns = await returnsByBill(app.db, bills.map((bill) => bill.id));
      return bills.map((row) => toBillRecord(row, true, returns.get(row.id), customer.language ?? null));
    },
  );

  /** Recharge history: recharge sales sold to the customer, newest first. */
  app.get<{ Params: IdParams }>(
    '/recharge/sales/customer/:id',
    { ...options, schema: { ...options.schema, response: { 200: arrayOf(saleRecord) } } },
    async (request) => {
      await requireCustomer(request.params.id);
      return listSalesByCustomer(app.db, request.params.id);
    },
  );

  /** Repair history: the customer's repairs, newest first, whole (with profit and costs: super admins only). */
  app.get<{ Params: IdParams }>(
    '/customers/:id/repairs',
    { ...options, schema: { ...options.schema, response: { 200: arrayOf(repairAnswer) } } },
    async (request) => {
      await requireCustomer(request.params.id);
      // With what each was paid and what is due (product.md §10), as the repairs list has them: its job card prints them.
      const paid = await paidByRepair(app.db);
      return (await listRepairsByCustomer(app.db, request.params.id)).map((row) => ({ ...toRepairRecord(row, true), ...paidAndDue(row.finalAmount, paid.get(row.id) ?? 0) }));
    },
  );
}
