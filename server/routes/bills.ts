import { deleteReturnsOfBill, insertReturn, returnedLines, returnsByBill, returnsOfBill, type ReturnedLine } from '../db/billReturns';
import { paymentsFor, recordRefund, refundsOfReturns, removeTenders } from '../db/payments';
import { pricedLines } from '../billPrices';
import { chargeSale } from '../salePayment';
import { customerOnOpenDay, refuseClosedDay } from '../dayLock';
import { toPaymentOut } from '../schemas/payments';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { billRules, insufficientStockMessage, quantitiesByProduct } from '../../src/domain/bills';
import { reportRange } from '../../src/domain/reports';
import { MESSAGES, refusalSaid } from '../../src/domain/messages';
import { can } from '../../src/domain/permissions';
import { isRefundMethod, isReturnRefusal, planReturn, refundable, refundCents, refundRefusal, returnableLines } from '../../src/domain/returns';
import { fromCents, toCents } from '../../src/domain/money';
import { firstError } from '../../src/domain/validation';
import { isWalkInId } from '../../src/domain/walkIn';
import { refuseBadSerials } from '../billSerials';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { billFields, deleteBill, findBillById, insertBill, streamBills } from '../db/bills';
import { preferredLanguageOf, preferredLanguages } from '../db/languages';
import { findProductsByIds, returnStock, takeStocks } from '../db/products';
import { recordMovements, type MovementInput } from '../db/stockMovements';
import { HttpError } from '../errors';
import { checkIfMatch } from '../http/preconditions';
import { sendList, streamed } from '../listCache';
import { billTakingsIn } from '../db/takings';
import { billList } from '../db/billList';
import { listQuerystring, readListQuery, type ListQuerystring } from '../paging/listQuery';
import { sendListQuery } from '../paging/pagedList';
import {
  billBody,
  billLines,
  billRecord,
  reportAnswer,
  reportQuery,
  returnBody,
  returnsAnswer,
  toBillRecord,
  toReturnOut,
  type BillBody,
  type ReportQuery,
  type ReturnBody,
} from '../schemas/bills';
import { arrayOf, cleanInput, deletedAnswer, errorAnswer, idParams, preconditionHeaders, type Infer } from '../schemas/common';

type IdParams = Infer<typeof idParams>;

/** May this caller see bills' profit? (super admins: `bills` / `cost`) */
const seesCost = (request: FastifyRequest) => can(currentUser(request).role, 'bills', 'cost');

/** The Create Bill form, checked by the domain rules (first failing field → 400): the customer and the lines, prices in cents. */
function readBill(input: BillBody) {
  const form = cleanInput(input);
  const lines = (form.products ?? []).map((line) => cleanInput(line));
  const problem = firstError(billRules, { ...form, products: lines });
  if (problem) throw new HttpError(400, { key: problem });
  refuseBadSerials(lines);
  return {
    customerId: form.customerId!,
    lines: lines.map((line) => ({
      productId: line.productId!,
      quantity: line.quantity!,
      billedPrice: toCents(line.billedPrice!),
      ...(line.discountReason ? { discountReason: line.discountReason } : {}),
      ...(line.serial ? { serial: line.serial } : {}),
    })),
  };
}

/** `items` sorted by their product's id, as a sale reads and locks products (`findProductsByIds`). */
const byProduct = <T>(items: readonly T[], productOf: (item: T) => string): T[] =>
  [...items].sort((a, b) => (productOf(a) < productOf(b) ? -1 : productOf(a) > productOf(b) ? 1 : 0));

/**
 * Bills (product.md §2 Bills, §4, §5, §6, §7): everyone lists, shows and creates them (staff
 * never see profit; nobody is sent buying prices); only super admins delete them and read
 * the revenue report. A bill is created or deleted, never edited.
 */
export async function billRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListQuerystring }>(
    '/bills',
    { onRequest: app.requireAccess('bills', 'list'), schema: { querystring: listQuerystring, response: { 200: arrayOf(billRecord) } } },
    async (request, reply) => {
      const withCost = seesCost(request);
      // Asked by the page (our console), the page; asked as the spec asks, the whole list.
      const query = readListQuery(request.query);
      if (query) return sendListQuery(request, reply, app.db, billList(app.db, { withCost, withNames: !request.hiddenByNames?.length }), query);
      return sendList(request, reply, withCost ? 'cost' : 'no-cost', async () => {
        // Each bill carries its returns (product.md §10), so the list's totals are net of them.
        const returns = await returnsByBill(app.db);
        // And its customer's preferred language (product.md §10): only those who have one are read.
        const languages = await preferredLanguages(app.db, 'customers', 'all');
        return streamed(streamBills(app.db), (row) => toBillRecord(row, withCost, returns.get(row.id), languages.get(row.customerId) ?? null));
      });
    },
  );

  // Registered beside /bills/:id: the static path wins, so "report" is never read as an id.
  app.get<{ Querystring: ReportQuery }>(
    '/bills/report',
    { onRequest: app.requireAccess('bills', 'report'), schema: { querystring: reportQuery, response: { 200: reportAnswer } } },
    async (request) => {
      const { from, to } = cleanInput(request.query);
      const range = reportRange(from, to);
      if ('error' in range) throw new HttpError(400, { key: range.error });
      const totals = await billTakingsIn(app.db, range);
      return { count: totals.count, totalSales: fromCents(totals.cents), totalProfit: fromCents(totals.profitCents) };
    },
  );

  app.get<{ Params: IdParams }>(
    '/bills/:id',
    { onRequest: app.requireAccess('bills', 'show'), schema: { params: idParams, response: { 200: billRecord } } },
    async (request) => {
      const bill = await findBillById(app.db, request.params.id);
      if (!bill) throw new HttpError(404, { key: 'billNotFound' });
      const payment = toPaymentOut(await paymentsFor(app.db, { source: 'bill', sourceId: bill.id }));
      const language = await preferredLanguageOf(app.db, 'customers', bill.customerId);
      return { ...toBillRecord(bill, seesCost(request), await returnsOfBill(app.db, bill.id), language), payment };
    },
  );

  app.post<{ Body: BillBody }>(
    '/bills',
    {
      onRequest: app.requireAccess('bills', 'create'),
      schema: {
        body: billBody,
        response: {
          201: billRecord,
          400: errorAnswer(MESSAGES.billProductsRequired, MESSAGES.tendersDoNotAddUp, MESSAGES.walkInPaymentRequired, MESSAGES.discountAboveLimit, MESSAGES.discountReasonRequired),
          403: errorAnswer(MESSAGES.overLimitForbidden, MESSAGES.belowCostForbidden),
          404: errorAnswer(MESSAGES.customerNotFound, MESSAGES.productNotFound),
          409: errorAnswer(MESSAGES.insufficientStock, MESSAGES.creditLimitExceeded),
        },
      },
    },
    async (request, reply) => {
      const form = readBill(request.body);
      // Check and take the stock and record the bill in one transaction: a refusal (or any
      // error) rolls back every unit already taken, and Kysely holds SQLite's one
      // connection meanwhile, so no other bill can take the same units.
      const sold = app.db.transaction().execute(async (trx) => {
        // The closed-day refusal and the customer, in one read (dayLock.ts).
        const customer = await customerOnOpenDay(trx, form.customerId);
        if (!customer) throw new HttpError(404, { key: 'customerNotFound' });
        const wanted = quantitiesByProduct(form.lines);
        const products = new Map((await findProductsByIds(trx, [...wanted.keys()])).map((product) => [product.id, product]));
        if (products.size !== wanted.size) throw new HttpError(404, { key: 'productNotFound' });
        // Profit is fixed now, at the buying price of the moment (spec: recorded at sale time);
        // each price is checked against the product's (product.md §10).
        const lines = await pricedLines(trx, request, form.lines, products);
        // The stock as read in this transaction is the stock the update finds: the first line
        // short of units is refused by name, then every line's units go in one statement.
        for (const [id, quantity] of wanted) {
          const product = products.get(id)!;
          if (product.quantity < quantity) throw new HttpError(409, insufficientStockMessage(product.name, product.quantity, quantity));
        }
        // Unreachable while this transaction holds the connection; if ever, nothing is kept.
        if (!(await takeStocks(trx, wanted))) throw new Error('The stock changed within the bill\'s own transaction');
        const created = await insertBill(trx, billFields(customer, lines), actorOf(request));
        // The stock ledger: each product's units out, with the stock they left (read above, in this transaction).
        const sale = { id: created.id, number: created.number };
        // Valued at the buying price the bill keeps (a sale leaves the average cost as it was).
        const out = [...wanted].map(([productId, quantity]) => {
          const product = products.get(productId)!;
          return { productId, kind: 'sold' as const, quantity: -quantity, onHand: product.quantity - quantity, source: sale, unitCost: product.buyingPrice, averageCost: product.buyingPrice };
        });
        await recordMovements(trx, out, actorOf(request));
        // How it was paid, in this transaction: a refused payment undoes the bill and its stock.
        const tenders = await chargeSale(trx, request, {
          due: created.totalAmount,
          body: request.body,
          party: { type: 'customer', id: customer.id },
          paid: { source: 'bill', sourceId: created.id },
          unsaid: 'cash',
        });
        const payment = toPaymentOut(tenders);
        await recordActivity(trx, { user: actorOf(request), action: 'create', resource: 'bills', recordId: created.id, after: { ...toBillRecord(created, true), payment } });
        return { bill: created, payment, language: customer.language ?? null };
      });
      // A line refused below cost is logged and, after a few in a row, answered slowly (priceProbes.ts).
      const { bill, payment, language } = await sold.catch(async (error: unknown) => {
        await app.priceProbes.refused(request, error, (refusal) => {
          const line = form.lines[Number(/^products\.(\d+)\./.exec(Object.keys(refusal.answer.errors ?? {})[0] ?? '')?.[1] ?? 0)];
          return { resource: 'bills', recordId: line?.productId ?? null, price: line ? fromCents(line.billedPrice) : null };
        });
        throw error;
      });
      app.priceProbes.accepted(request);
      return reply.code(201).send({ ...toBillRecord(bill, seesCost(request), [], language), payment });
    },
  );

  app.delete<{ Params: IdParams }>(
    '/bills/:id',
    {
      onRequest: app.requireAccess('bills', 'delete', 'billDeleteForbidden'),
      schema: { params: idParams, headers: preconditionHeaders(), response: { 200: deletedAnswer, 409: errorAnswer(MESSAGES.staleWrite) } },
    },
    async (request) => {
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const bill = await findBillById(trx, id, { toChange: true });
        if (!bill) throw new HttpError(404, { key: 'billNotFound' });
        checkIfMatch(request, bill);
        const by = currentUser(request).fullName;
        // Each line's units go back in stock, less what its returns already put back
        // (product.md §10). A line whose product was deleted since is skipped (returnStock
        // updates no row): there is no stock left to return them to.
        const returns = await returnsOfBill(trx, id);
        await refuseClosedDay(trx, bill.createdAt, ...returns.map((item) => item.createdAt));
        const back = returnableLines(billLines(bill), returns.flatMap(returnedLines));
        // In the products' order, as a sale locks them (db/products.ts): two writes taking them in other orders would deadlock.
        // Each unit put back is a movement of the ledger, under the bill's number (it stays readable once the bill is gone).
        const movements: MovementInput[] = [];
        for (const { line, left } of byProduct(back, (item) => item.line.productId)) {
          const onHand = left > 0 ? await returnStock(trx, line.productId, left) : undefined;
          if (onHand !== undefined) movements.push({ productId: line.productId, kind: 'billDeleted', quantity: left, onHand, source: { id, number: bill.number } });
        }
        await recordMovements(trx, movements, actorOf(request));
        // The returns go with the bill, and their refunds with them: a refund to the
        // customer's account comes off it again, as the bill's own credit does.
        for (const item of returns) await removeTenders(trx, { source: 'return', sourceId: item.id }, by);
        await deleteReturnsOfBill(trx, id);
        await removeTenders(trx, { source: 'bill', sourceId: id }, by);
        await deleteBill(trx, id);
        await recordActivity(trx, { user: actorOf(request), action: 'delete', resource: 'bills', recordId: id, before: toBillRecord(bill, true, returns) });
      });
      return { message: MESSAGES.billDeleted, _id: id };
    },
  );

  // What may still come back of each line, for the Return dialog (product.md §10): the same
  // sums the return itself checks, so the dialog's limits are the server's.
  app.get<{ Params: IdParams }>(
    '/bills/:id/returns',
    { onRequest: app.requireAccess('bills', 'return'), schema: { params: idParams, response: { 200: returnsAnswer, 404: errorAnswer(MESSAGES.billNotFound) } } },
    async (request) => {
      const bill = await findBillById(app.db, request.params.id);
      if (!bill) throw new HttpError(404, { key: 'billNotFound' });
      const returns = await returnsOfBill(app.db, bill.id);
      return {
        lines: returnableLines(billLines(bill), returns.flatMap(returnedLines)).map(({ line, sold, returned, left }) => ({
          productId: line.productId,
          name: line.name,
          billedPrice: fromCents(line.billedPrice),
          sold,
          returned,
          left,
        })),
        returns: returns.map(toReturnOut),
        refundable: Object.fromEntries(Object.entries(await refundableOn(app.db, bill, returns)).map(([method, cents]) => [method, fromCents(cents)])),
      };
    },
  );

  app.post<{ Params: IdParams; Body: ReturnBody }>(
    '/bills/:id/returns',
    {
      onRequest: app.requireAccess('bills', 'return'),
      schema: {
        params: idParams,
        body: returnBody,
        response: {
          201: billRecord,
          400: errorAnswer(MESSAGES.returnLinesRequired, MESSAGES.refundMethodInvalid, MESSAGES.walkInNoAccount),
          404: errorAnswer(MESSAGES.billNotFound),
          409: errorAnswer(MESSAGES.returnTooMuch, MESSAGES.refundMoreThanPaid),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const method = request.body.refund?.method;
      if (!isRefundMethod(method)) throw new HttpError(400, { key: 'refundMethodInvalid' });
      const by = currentUser(request).fullName;
      // Product.md §10: the check against what was sold and already returned, the stock put
      // back, the return, its refund and the log entry are one transaction, so two returns
      // at once cannot both take back the last unit, and a failure leaves nothing half done.
      const bill = await app.db.transaction().execute(async (trx) => {
        const bill = await findBillById(trx, id, { toChange: true });
        if (!bill) throw new HttpError(404, { key: 'billNotFound' });
        await refuseClosedDay(trx, new Date());
        // The walk-in customer's money goes back by a tender: there is no account to put it on.
        if (method === 'credit' && isWalkInId(bill.customerId)) throw new HttpError(400, { key: 'walkInNoAccount' });
        const earlier = await returnsOfBill(trx, id);
        const plan = planReturn(billLines(bill), earlier.flatMap(returnedLines), request.body.lines);
        if (isReturnRefusal(plan)) throw new HttpError(plan.error === 'returnTooMuch' ? 409 : 400, refusalSaid(plan));
        const lines: ReturnedLine[] = plan.taken.map(({ line, quantity }) => ({
          productId: line.productId,
          name: line.name,
          quantity,
          billedPrice: line.billedPrice,
          buyingPrice: line.buyingPrice,
        }));
        // In the products' order, as a sale locks them (db/products.ts): two writes taking them in other orders would deadlock.
        const back: Omit<MovementInput, 'source'>[] = [];
        for (const line of byProduct(lines, (item) => item.productId)) {
          const onHand = await returnStock(trx, line.productId, line.quantity);
          // A product deleted since takes nothing back, and has no stock card to show it on.
          if (onHand !== undefined) back.push({ productId: line.productId, kind: 'customerReturn', quantity: line.quantity, onHand });
        }
        const amount = refundCents(plan.taken, 'cents');
        // At most what the bill took by that method, less what its returns already gave back so.
        const over = refundRefusal(amount, method, await refundableOn(trx, bill, earlier));
        if (over) throw new HttpError(409, refusalSaid(over));
        const profit = lines.reduce((sum, line) => sum + (line.billedPrice - line.buyingPrice) * line.quantity, 0);
        const created = await insertReturn(trx, { billId: id, lines, amount, profit, method }, by);
        await recordMovements(trx, back.map((movement) => ({ ...movement, source: { id: created.id, number: created.number } })), actorOf(request));
        await recordRefund(trx, { returnId: created.id, method, amount, party: { type: 'customer', id: bill.customerId }, by: actorOf(request) });
        await recordActivity(trx, {
          user: actorOf(request),
          action: 'return',
          resource: 'bills',
          recordId: id,
          after: { ...toReturnOut(created), profit: fromCents(profit) },
        });
        return { row: bill, returns: [...earlier, created], language: await preferredLanguageOf(trx, 'customers', bill.customerId) };
      });
      return reply.code(201).send(toBillRecord(bill.row, seesCost(request), bill.returns, bill.language));
    },
  );
}

/** What can still go back of a bill by each method (cents): its tenders, less its returns' refunds. */
async function refundableOn(db: Kysely<Database>, bill: { id: string; totalAmount: number }, returns: readonly { id: string }[]) {
  const paid = await paymentsFor(db, { source: 'bill', sourceId: bill.id });
  return refundable(bill.totalAmount, paid, await refundsOfReturns(db, returns.map((item) => item.id)));
}
