import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { supplierPayment } from '../../src/domain/goodsReceipts';
import { MESSAGES, refusalSaid } from '../../src/domain/messages';
import { fromCents } from '../../src/domain/money';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import type { Database } from '../db/schema';
import { insertSupplierPayment, owedTo, statementOf, supplierBalances, supplierToPay } from '../db/supplierAccounts';
import { refuseClosedDay } from '../dayLock';
import { HttpError } from '../errors';
import { arrayOf, errorAnswer, idParams, LIMITS, nullableString, numberInput, numberOut, object, string, text, type Infer, type Schema } from '../schemas/common';

type IdParams = Infer<typeof idParams>;

const nullableNumber = { type: ['number', 'null'] } as unknown as Schema<number | null>;

const balanceOut = object({ _id: string, name: string, owed: numberOut, firstDueDate: nullableString }, ['_id', 'name', 'owed', 'firstDueDate']);
const entryProperties = {
  _id: string,
  at: string,
  kind: string,
  amount: numberOut,
  balance: numberOut,
  number: nullableNumber,
  invoiceNumber: nullableString,
  dueDate: nullableString,
  method: nullableString,
  note: nullableString,
  /** A return's (`kind: 'return'`, issue 47): the goods received note it came from. */
  receiptNumber: nullableNumber,
};
const statementOut = object(
  { _id: string, name: string, phoneNumber: nullableString, owed: numberOut, entries: arrayOf(object(entryProperties, Object.keys(entryProperties).filter((key) => key !== 'receiptNumber') as (keyof typeof entryProperties)[])) },
  ['_id', 'name', 'owed', 'entries'],
);
const paymentBody = object({ amount: numberInput, method: text(LIMITS.word), note: text(200) });
type PaymentBody = Infer<typeof paymentBody>;

/** A supplier's statement: owed notes, payments out and goods returned, oldest first, each with the balance after it (LKR). */
async function statement(db: Kysely<Database>, supplierId: string) {
  const supplier = await db.selectFrom('suppliers').select(['id', 'name', 'phoneNumber']).where('id', '=', supplierId).executeTakeFirst();
  if (!supplier) throw new HttpError(404, { key: 'supplierNotFound' });
  let running = 0;
  const entries = (await statementOf(db, supplierId)).map((entry) => {
    running += entry.amount;
    const { id, amount, ...rest } = entry;
    return { _id: id, ...rest, amount: fromCents(amount), balance: fromCents(running) };
  });
  return { _id: supplier.id, name: supplier.name, phoneNumber: supplier.phoneNumber ?? null, owed: fromCents(running), entries };
}

/**
 * What the shop owes its suppliers (issue 47): the owner's alone (`suppliers` / `cost`: supplier
 * balances are cost figures).
 * - `GET /suppliers/balances`: each supplier owed anything, most first, with the earliest due date;
 * - `GET /suppliers/:id/statement`: a supplier's owed notes and payments out with the running balance;
 * - `POST /suppliers/:id/payments`: money paid out, any tender, part or all of what is owed and
 *   never more; one transaction, refused on a closed today; cash counts in the day close.
 */
export async function supplierAccountRoutes(app: FastifyInstance): Promise<void> {
  app.get('/suppliers/balances', { onRequest: app.requireAccess('suppliers', 'cost'), schema: { response: { 200: arrayOf(balanceOut) } } }, async () =>
    (await supplierBalances(app.db)).map((row) => ({ _id: row.supplierId, name: row.name, owed: fromCents(row.owed), firstDueDate: row.firstDueDate })),
  );

  app.get<{ Params: IdParams }>(
    '/suppliers/:id/statement',
    { onRequest: app.requireAccess('suppliers', 'cost'), schema: { params: idParams, response: { 200: statementOut } } },
    async (request) => statement(app.db, request.params.id),
  );

  app.post<{ Params: IdParams; Body: PaymentBody }>(
    '/suppliers/:id/payments',
    {
      onRequest: app.requireAccess('suppliers', 'cost'),
      schema: {
        params: idParams,
        body: paymentBody,
        response: { 201: statementOut, 400: errorAnswer(MESSAGES.tenderAmountRequired, MESSAGES.tenderMethodInvalid), 404: errorAnswer(MESSAGES.supplierNotFound), 409: errorAnswer(MESSAGES.paymentMoreThanOwed, MESSAGES.nothingOwed) },
      },
    },
    async (request, reply) => {
      const answer = await app.db.transaction().execute(async (trx) => {
        await refuseClosedDay(trx, new Date());
        if (!(await supplierToPay(trx, request.params.id))) throw new HttpError(404, { key: 'supplierNotFound' });
        const owed = await owedTo(trx, request.params.id);
        const payment = supplierPayment(owed, request.body.amount, request.body.method);
        if ('error' in payment) {
          const conflict = payment.error === 'paymentMoreThanOwed' || payment.error === 'nothingOwed';
          const said = refusalSaid(payment);
          const field = payment.error === 'tenderMethodInvalid' ? 'method' : 'amount';
          throw new HttpError(conflict ? 409 : 400, said, { [field]: said });
        }
        const note = request.body.note?.trim() || null;
        const row = await insertSupplierPayment(trx, { supplierId: request.params.id, amount: payment.amount, method: payment.method, note }, currentUser(request).fullName);
        await recordActivity(trx, {
          user: actorOf(request),
          action: 'payment',
          resource: 'suppliers',
          recordId: request.params.id,
          before: { owed: fromCents(owed) },
          after: { owed: fromCents(owed - payment.amount), paid: fromCents(payment.amount), method: payment.method, note, paymentId: row.id },
        });
        return statement(trx, request.params.id);
      });
      return reply.code(201).send(answer);
    },
  );
}
