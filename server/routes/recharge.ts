import { chargeSale } from '../salePayment';
import { refuseClosedDay } from '../dayLock';
import { paymentsFor } from '../db/payments';
import { toPaymentOut } from '../schemas/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MESSAGES } from '../../src/domain/messages';
import { can } from '../../src/domain/permissions';
import {
  balanceWouldBeNegativeMessage,
  balances,
  fromCents,
  insufficientBalanceMessage,
  saleProfit,
  saleRules,
  shopDayStart,
  toCents,
  topUpRules,
  unitCost,
  type RechargeType,
  type SoldToType,
} from '../../src/domain/recharge';
import { firstError } from '../../src/domain/validation';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { findAgentById } from '../db/agents';
import { findCustomerById } from '../db/customers';
import {
  deleteTopUp,
  findSaleById,
  findTopUpById,
  insertSale,
  insertTopUp,
  streamSales,
  listTopUps,
  providerTotals,
  balanceOf,
  updateTopUp,
  valueTotalsByType,
  type TopUpFields,
} from '../db/recharge';
import { buyerOf, saleList } from '../db/saleList';
import type { Database } from '../db/schema';
import { topUpList } from '../db/topUpList';
import { HttpError } from '../errors';
import { checkIfMatch } from '../http/preconditions';
import { listQuerystring, readListQuery, type ListQuerystring } from '../paging/listQuery';
import { sendListQuery } from '../paging/pagedList';
import { sendList, streamed } from '../listCache';
import {
  balanceAnswer,
  saleBody,
  saleDetailsRecord,
  saleListRecord,
  saleRecord,
  topUpBody,
  topUpRecord,
  toSaleRecord,
  toTopUpRecord,
  type SaleBody,
  type TopUpBody,
} from '../schemas/recharge';
import { arrayOf, cleanInput, deletedAnswer, errorAnswer, idParams, preconditionHeaders, type Infer } from '../schemas/common';

type IdParams = Infer<typeof idParams>;

/** The top-up form, checked by the domain rules (first failing field → 400), as stored. */
function readTopUp(input: TopUpBody): TopUpFields {
  const form = cleanInput(input);
  const problem = firstError(topUpRules, form);
  if (problem) throw new HttpError(400, { key: problem });
  return {
    rechargeType: form.rechargeType!,
    topUpValue: toCents(form.topUpValue!),
    topUpCost: toCents(form.topUpCost!),
    topUpDate: shopDayStart(form.topUpDate!)!,
  };
}

/** May this caller see unit costs and profits of sales? */
const seesCost = (request: FastifyRequest) => can(currentUser(request).role, 'recharges/history', 'cost');

/** The buyer's full name, or 404 when no such customer / agent exists. */
async function buyerName(db: Kysely<Database>, type: SoldToType, id: string): Promise<string> {
  const person = type === 'agent' ? await findAgentById(db, id) : await findCustomerById(db, id);
  if (!person) throw new HttpError(404, { key: type === 'agent' ? 'agentNotFound' : 'customerNotFound' });
  return `${person.firstName} ${person.lastName}`.trim();
}

/**
 * Recharges (product.md §2 Recharge Management and Sales History, §5, §7):
 * - top-ups (`recharges/management`): list, create, edit, delete for super admins (the
 *   named RECHARGE_WRITE permission); the type of a top-up never changes, and an edit or
 *   delete may not leave its provider's balance below zero (409);
 * - `GET /recharge/balance` (everyone): every provider's Σ top-up value − Σ sold value, plus
 *   the owner's float adjustments (floatChecks.ts);
 * - sales (`recharges/history`): everyone lists, records and reads one (with its payment, our
 *   addition); unitCost and profit only for those with `cost`. A sale checks and consumes the
 *   balance in one transaction.
 * Money is stored in cents; every write is one transaction (SQLite serialises them).
 */
export async function rechargeRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListQuerystring }>(
    '/recharge/topup',
    {
      onRequest: app.requireAccess('recharges/management', 'list'),
      schema: { querystring: listQuerystring, response: { 200: arrayOf(topUpRecord) } },
    },
    async (request, reply) => {
      // Asked by the page (our console), the page; asked as the spec asks, the whole list.
      const query = readListQuery(request.query);
      if (query) return sendListQuery(request, reply, app.db, topUpList({ withNames: !request.hiddenByNames?.length }), query);
      return sendList(request, reply, 'all', async () => (await listTopUps(app.db)).map(toTopUpRecord));
    },
  );

  app.post<{ Body: TopUpBody }>(
    '/recharge/topup',
    { onRequest: app.requireAccess('recharges/management', 'create'), schema: { body: topUpBody, response: { 201: topUpRecord } } },
    async (request, reply) => {
      const fields = readTopUp(request.body);
      const created = await app.db.transaction().execute(async (trx) => {
        await refuseClosedDay(trx, fields.topUpDate);
        const row = await insertTopUp(trx, fields, currentUser(request).fullName);
        await recordActivity(trx, { user: actorOf(request), action: 'create', resource: 'recharges/management', recordId: row.id, after: toTopUpRecord(row) });
        return row;
      });
      return reply.code(201).send(toTopUpRecord(created));
    },
  );

  app.put<{ Params: IdParams; Body: TopUpBody }>(
    '/recharge/topup/:id',
    {
      onRequest: app.requireAccess('recharges/management', 'edit'),
      schema: {
        params: idParams,
        headers: preconditionHeaders(),
        body: topUpBody,
        response: { 200: topUpRecord, 409: errorAnswer(MESSAGES.staleWrite, MESSAGES.topUpBalanceNegative) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const by = currentUser(request).fullName;
      const updated = await app.db.transaction().execute(async (trx) => {
        const existing = await findTopUpById(trx, id, { toChange: true });
        if (!existing) throw new HttpError(404, { key: 'topUpNotFound' });
        checkIfMatch(request, existing);
        const fields = readTopUp(request.body);
        if (fields.rechargeType !== existing.rechargeType) throw new HttpError(400, { key: 'rechargeTypeFixed' });
        await refuseClosedDay(trx, existing.topUpDate, fields.topUpDate);
        const totals = await providerTotals(trx, existing.rechargeType, { toChange: true });
        const after = balanceOf(totals) - existing.topUpValue + fields.topUpValue;
        if (after < 0) {
          throw new HttpError(409, balanceWouldBeNegativeMessage(existing.rechargeType, fromCents(balanceOf(totals))));
        }
        const changed = await updateTopUp(trx, id, fields, by);
        if (changed) {
          await recordActivity(trx, {
            user: actorOf(request),
            action: 'update',
            resource: 'recharges/management',
            recordId: id,
            before: toTopUpRecord(existing),
            after: toTopUpRecord(changed),
          });
        }
        return changed;
      });
      if (!updated) throw new HttpError(404, { key: 'topUpNotFound' });
      return toTopUpRecord(updated);
    },
  );

  app.delete<{ Params: IdParams }>(
    '/recharge/topup/:id',
    {
      onRequest: app.requireAccess('recharges/management', 'delete'),
      schema: { params: idParams, headers: preconditionHeaders(), response: { 200: deletedAnswer, 409: errorAnswer(MESSAGES.staleWrite, MESSAGES.topUpBalanceNegative) } },
    },
    async (request) => {
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        const existing = await findTopUpById(trx, id, { toChange: true });
        if (!existing) throw new HttpError(404, { key: 'topUpNotFound' });
        checkIfMatch(request, existing);
        await refuseClosedDay(trx, existing.topUpDate);
        const totals = await providerTotals(trx, existing.rechargeType, { toChange: true });
        if (balanceOf(totals) - existing.topUpValue < 0) {
          throw new HttpError(409, balanceWouldBeNegativeMessage(existing.rechargeType, fromCents(balanceOf(totals))));
        }
        await deleteTopUp(trx, id);
        await recordActivity(trx, { user: actorOf(request), action: 'delete', resource: 'recharges/management', recordId: id, before: toTopUpRecord(existing) });
      });
      return { message: MESSAGES.topUpDeleted, _id: id };
    },
  );

  app.get(
    '/recharge/balance',
    { onRequest: app.requireAccess('recharges/history', 'list'), schema: { response: { 200: balanceAnswer } } },
    async () => {
      const totals = await valueTotalsByType(app.db);
      return balances(totals.bought, totals.sold, totals.adjusted);
    },
  );

  app.get<{ Querystring: ListQuerystring }>(
    '/recharge/sales',
    { onRequest: app.requireAccess('recharges/history', 'list'), schema: { querystring: listQuerystring, response: { 200: arrayOf(saleListRecord) } } },
    async (request, reply) => {
      const withCost = seesCost(request);
      // Asked by the page (our console), the page with each sale's buyer; asked as the spec asks, the whole list.
      const query = readListQuery(request.query);
      if (query) return sendListQuery(request, reply, app.db, saleList(app.db, { withCost, withNames: !request.hiddenByNames?.length }), query);
      return sendList(request, reply, withCost ? 'cost' : 'no-cost', async () =>
        streamed(streamSales(app.db), (row) => toSaleRecord(row, withCost)),
      );
    },
  );

  // Our addition (product.md §10): one sale with how it was paid, for its Details. The same
  // record as its list page (staff get no cost figures), read by whoever may open the Details.
  app.get<{ Params: IdParams }>(
    '/recharge/sales/:id',
    {
      onRequest: app.requireAccess('recharges/history', 'show'),
      schema: { params: idParams, response: { 200: saleDetailsRecord, 404: errorAnswer(MESSAGES.saleNotFound) } },
    },
    async (request) => {
      const sale = await findSaleById(app.db, request.params.id);
      if (!sale) throw new HttpError(404, { key: 'saleNotFound' });
      const payment = toPaymentOut(await paymentsFor(app.db, { source: 'sale', sourceId: sale.id }));
      return { ...toSaleRecord(sale, seesCost(request)), buyer: await buyerOf(app.db, sale), payment };
    },
  );

  app.post<{ Body: SaleBody }>(
    '/recharge/sale',
    {
      onRequest: app.requireAccess('recharges/history', 'create'),
      schema: {
        body: saleBody,
        response: {
          201: saleRecord,
          400: errorAnswer(MESSAGES.soldValueRequired, MESSAGES.tendersDoNotAddUp, MESSAGES.walkInPaymentRequired),
          403: errorAnswer(MESSAGES.overLimitForbidden, MESSAGES.belowCostForbidden),
          404: errorAnswer(MESSAGES.customerNotFound, MESSAGES.agentNotFound),
          409: errorAnswer(MESSAGES.insufficientBalance, MESSAGES.creditLimitExceeded),
        },
      },
    },
    async (request, reply) => {
      const form = cleanInput(request.body);
      const problem = firstError(saleRules, form);
      if (problem) throw new HttpError(400, { key: problem });
      const rechargeType = form.rechargeType as RechargeType;
      const soldToType = form.soldToType as SoldToType;
      const soldValue = toCents(form.soldValue!);
      const soldPrice = toCents(form.soldPrice!);

      // Read, check and write in one transaction: Kysely holds SQLite's one connection for
      // it, so no other request's sale can slip between the balance check and the insert.
      const sold = app.db.transaction().execute(async (trx) => {
        await refuseClosedDay(trx, new Date());
        const soldToName = await buyerName(trx, soldToType, form.soldToId!);
        const totals = await providerTotals(trx, rechargeType, { toChange: true });
        const balance = balanceOf(totals);
        for (const required of [soldValue, soldPrice]) {
          if (required > balance) throw new HttpError(409, insufficientBalanceMessage(fromCents(balance), fromCents(required)));
        }
        const cost = unitCost(totals.cost, totals.bought);
        // As on a bill: staff may not sell under what the reload cost the shop; the owner may, and
        // sees it as a loss. The cost stays on the server: the refusal names no figure.
        if (soldPrice < Math.round(soldValue * cost) && !seesCost(request)) {
          throw new HttpError(403, { key: 'belowCostForbidden' }, { soldPrice: { key: 'belowCostForbidden' } });
        }
        const now = new Date();
        const created = await insertSale(
          trx,
          {
            rechargeType,
            soldValue,
            soldPrice,
            soldToType,
            soldToId: form.soldToId!,
            soldToName,
            saleDate: now.toISOString(),
            unitCost: cost,
            profit: toCents(saleProfit(fromCents(soldPrice), fromCents(soldValue), cost)),
          },
          actorOf(request),
          now,
        );
        // How the buyer paid, in this transaction: a refused payment undoes the sale.
        const tenders = await chargeSale(trx, request, {
          due: soldPrice,
          body: request.body,
          party: { type: soldToType, id: form.soldToId! },
          paid: { source: 'sale', sourceId: created.id },
          unsaid: 'cash',
        });
        const payment = toPaymentOut(tenders);
        await recordActivity(trx, { user: actorOf(request), action: 'create', resource: 'recharges/history', recordId: created.id, after: { ...toSaleRecord(created, true), payment } });
        return { sale: created, payment };
      });
      // A price refused below cost is logged and, after a few in a row, answered slowly (priceProbes.ts).
      const { sale, payment } = await sold.catch(async (error: unknown) => {
        await app.priceProbes.refused(request, error, () => ({ resource: 'recharges/history', recordId: rechargeType, price: fromCents(soldPrice) }));
        throw error;
      });
      app.priceProbes.accepted(request);
      return reply.code(201).send({ ...toSaleRecord(sale, seesCost(request)), payment });
    },
  );
}
