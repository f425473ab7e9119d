import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MESSAGES } from '../../src/domain/messages';
import { fromCents, toCents } from '../../src/domain/money';
import { can } from '../../src/domain/permissions';
import {
  discountAboveTotalMessage,
  distinctIds,
  INITIAL_REPAIR_STATUS,
  repairEditRules,
  repairRules,
  repairTotals,
  revenueRangeRules,
  statusChangeRules,
  type StatusEntry,
} from '../../src/domain/repairs';
import { shopDateTime, shopDayEnd, shopDayStart } from '../../src/domain/dates';
import { firstError, type RuleSet } from '../../src/domain/validation';
import { actorOf, currentUser } from '../auth/guard';
import type { ActivityAction } from '../../src/domain/activity';
import { recordActivity } from '../db/activity';
import { findCustomerById } from '../db/customers';
import {
  deleteRepair,
  findIssuesByIds,
  findRepairById,
  insertRepair,
  streamRepairs,
  updateRepair,
  type RepairRow,
} from '../db/repairs';
import type { Database, RepairIssueLine } from '../db/schema';
import { paidAt, refuseClosedDay } from '../dayLock';
import { HttpError } from '../errors';
import { checkIfMatch } from '../http/preconditions';
import { sendList, streamed } from '../listCache';
import { repairList } from '../db/repairList';
import { listQuerystring, readListQuery, type ListQuerystring } from '../paging/listQuery';
import { sendListQuery } from '../paging/pagedList';
import { arrayOf, cleanInput, deletedAnswer, errorAnswer, idParams, preconditionHeaders, type Infer } from '../schemas/common';
import {
  repairBody,
  revenueAnswer,
  revenueQuery,
  statusBody,
  statusEntryParams,
  toRepairRecord,
  type RepairBody,
  type RevenueQuery,
  type StatusBody,
  type StatusEntryParams,
} from '../schemas/repairs';
import { readIntake } from '../schemas/repairIntake';
import { repairTakingsIn } from '../db/takings';
import { paidAndDue, repairAnswer, repairPaymentOut, repairCreateBody, type RepairCreateBody, type StatusChangeBody, statusChangeBody } from '../schemas/repairPayments';
import { deviceIdOf } from '../../src/domain/deviceId';
import { claimPriced } from './warranties';
import { chargeCollection, checkAmountCoversPaid, paidByRepair, removeRepairPayments, repairMoney, repairPayments, takeAdvance } from '../repairPayment';

type IdParams = Infer<typeof idParams>;

/** May this caller see profits and the issues' actual costs? */
const seesCost = (request: FastifyRequest) => can(currentUser(request).role, 'repairs/management', 'cost');

/** 400 with the first failing rule's message. */
function check(rules: RuleSet, form: Record<string, unknown>): void {
  const problem = firstError(rules, form);
  if (problem) throw new HttpError(400, { key: problem });
}

/**
 * The issue lines for `ids` (distinct, in the order chosen): a line the repair already
 * has keeps the prices copied then; a new one copies the catalogue's current prices.
 * 404 when an id is in neither.
 */
async function issueLines(db: Kysely<Database>, ids: readonly string[], kept: readonly RepairIssueLine[]): Promise<RepairIssueLine[]> {
  const known = new Map(kept.map((line) => [line.issueId, line]));
  const catalogue = await findIssuesByIds(db, ids.filter((id) => !known.has(id)));
  for (const issue of catalogue) {
    known.set(issue.id, { issueId: issue.id, name: issue.name, customerPrice: issue.customerPrice, actualCost: issue.actualCost, warrantyDays: issue.warrantyDays });
  }
  return ids.map((id) => {
    const line = known.get(id);
    if (!line) throw new HttpError(404, { key: 'issueNotFound' });
    return line;
  });
}

/** Final amount and profit (cents) of these lines less `discount`; 400 when the discount is above Σ prices. */
function amounts(lines: readonly RepairIssueLine[], discount: number) {
  const totals = repairTotals(
    lines.map((line) => ({ customerPrice: fromCents(line.customerPrice), actualCost: fromCents(line.actualCost) })),
    fromCents(discount),
  );
  if (totals.finalAmount < 0) throw new HttpError(400, discountAboveTotalMessage(totals.subtotal));
  return { discount, finalAmount: toCents(totals.finalAmount), profit: toCents(totals.profit) };
}

/** A `dateManual` / `expectedReturnDate` the rules accepted, as an ISO instant; null when none. */
const instant = (value: string | undefined) => (value === undefined ? null : shopDateTime(value)!);

/** `:index` as a whole number, 400 otherwise; the entry it names, 404 when there is none. */
function entryAt(repair: RepairRow, index: string): { position: number; entry: StatusEntry } {
  if (!/^\d+$/.test(index)) throw new HttpError(400, { key: 'statusEntryIndexInvalid' });
  const position = Number(index);
  const entry = repair.history[position];
  if (!entry) throw new HttpError(404, { key: 'statusEntryNotFound' });
  return { position, entry };
}

/**
 * Repairs (product.md §2 Repair Management, §4, §5, §7), `repairs/management` permissions:
 * - `GET /repairs` (everyone, newest first) and `POST /repairs` (everyone): a repair copies
 *   its issues' names and prices, starts 'Received from Customer' with one history entry;
 * - `PUT` / `DELETE /repairs/:id`: super admins; the customer is fixed;
 * - `PATCH /repairs/status/:id` (everyone): appends a history entry, sets the status;
 * - `PUT` / `DELETE /repairs/:id/status/:index`: super admins edit an entry, or flag it deleted;
 * - `GET /repairs/revenue?from=&to=`: super admins; repairs taken in over those Colombo days.
 * Staff never receive `profit` nor the issues' `actualCost`. Every write is one transaction.
 */
export async function repairRoutes(app: FastifyInstance): Promise<void> {
  /** One activity entry for a repair write, in its transaction (cost figures kept: only super admins read the log). */
  async function logRepair(
    trx: Kysely<Database>,
    request: FastifyRequest,
    action: ActivityAction,
    before: RepairRow,
    after: RepairRow | null,
  ): Promise<void> {
    await recordActivity(trx, {
      user: actorOf(request),
      action,
      resource: 'repairs/management',
      recordId: before.id,
      before: toRepairRecord(before, true),
      after: after && toRepairRecord(after, true),
    });
  }

  /**
   * The repair `id`, locked for the rest of the transaction (every caller then writes it), or
   * 404. Two screens collecting at once would otherwise both read the balance as due and both
   * take it; an edit or a delete would check or remove what was paid beside such a collection.
   */
  async function requireRepair(db: Kysely<Database>, id: string): Promise<RepairRow> {
    const repair = await findRepairById(db, id, { toChange: true });
    if (!repair) throw new HttpError(404, { key: 'repairNotFound' });
    return repair;
  }

  app.get<{ Querystring: ListQuerystring }>(
    '/repairs',
    { onRequest: app.requireAccess('repairs/management', 'list'), schema: { querystring: listQuerystring, response: { 200: arrayOf(repairAnswer) } } },
    async (request, reply) => {
      const withCost = seesCost(request);
      // Asked by the page (our console), the page; asked as the spec asks, the whole list.
      const query = readListQuery(request.query);
      if (query) {
        const withCreator = !request.hiddenByNames?.includes('createdByName');
        return sendListQuery(request, reply, app.db, repairList(app.db, { withCost, withCreator }), query);
      }
      return sendList(request, reply, withCost ? 'cost' : 'no-cost', async () => {
        // What each repair has been paid (product.md §10), read once for the whole list.
        const paid = await paidByRepair(app.db);
        return streamed(streamRepairs(app.db), (row) => ({ ...toRepairRecord(row, withCost), ...paidAndDue(row.finalAmount, paid.get(row.id) ?? 0) }));
      });
    },
  );

  // A repair's payments (product.md §10): each advance and balance taken, with its tenders, for Repair Details.
  app.get<{ Params: IdParams }>(
    '/repairs/:id/payments',
    {
      onRequest: app.requireAccess('repairs/management', 'list'),
      schema: { params: idParams, response: { 200: arrayOf(repairPaymentOut), 404: errorAnswer(MESSAGES.repairNotFound) } },
    },
    async (request) => {
      const repair = await findRepairById(app.db, request.params.id);
      if (!repair) throw new HttpError(404, { key: 'repairNotFound' });
      return repairPayments(app.db, repair.id);
    },
  );

  app.post<{ Body: RepairCreateBody }>(
    '/repairs',
    {
      onRequest: app.requireAccess('repairs/management', 'create'),
      schema: {
        body: repairCreateBody,
        response: {
          201: repairAnswer,
          400: errorAnswer(MESSAGES.repairIssuesRequired, MESSAGES.advanceMoreThanAmount, MESSAGES.advanceNoCredit),
          404: errorAnswer(MESSAGES.customerNotFound, MESSAGES.issueNotFound),
        },
      },
    },
    async (request, reply) => {
      const form = cleanInput(request.body);
      check(repairRules, form);
      const by = currentUser(request).fullName;
      const repair = await app.db.transaction().execute(async (trx) => {
        await refuseClosedDay(trx, request.body.payment ? new Date() : null);
        if (!(await findCustomerById(trx, form.customerId!, { toKeep: true }))) throw new HttpError(404, { key: 'customerNotFound' });
        const lines = await issueLines(trx, distinctIds(form.issues!), []);
        const now = new Date();
        const dateIn = now.toISOString();
        const created = await insertRepair(
          trx,
          {
            customerId: form.customerId!,
            repairProduct: form.repairProduct ?? null,
            issueLines: lines,
            ...amounts(lines, toCents(form.discount ?? 0)),
            expectedReturnDate: instant(form.expectedReturnDate),
            history: [{ status: INITIAL_REPAIR_STATUS, note: null, dateEntered: dateIn, updatedByName: by, isDeleted: false }],
            note: form.note ?? null,
            dateIn,
            ...readIntake(request.body),
            imei: deviceIdOf(form.imei),
          },
          by,
          now,
        );
        // The advance, in this transaction: a refused one undoes the repair (product.md §10).
        await takeAdvance(trx, request, created, request.body.payment);
        const money = await repairMoney(trx, created);
        await recordActivity(trx, { user: actorOf(request), action: 'create', resource: 'repairs/management', recordId: created.id, after: { ...toRepairRecord(created, true), ...money } });
        return { created, money };
      });
      return reply.code(201).send({ ...toRepairRecord(repair.created, seesCost(request)), ...repair.money });
    },
  );

  app.put<{ Params: IdParams; Body: RepairBody }>(
    '/repairs/:id',
    {
      onRequest: app.requireAccess('repairs/management', 'edit'),
      schema: { params: idParams, headers: preconditionHeaders(), body: repairBody, response: { 200: repairAnswer, 409: errorAnswer(MESSAGES.staleWrite) } },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const by = currentUser(request).fullName;
      // A field left out keeps its value; sent as null or '' it is cleared (issues: refused).
      const sent = (field: keyof RepairBody) => body[field] !== undefined;
      const updated = await app.db.transaction().execute(async (trx) => {
        const existing = await requireRepair(trx, id);
        checkIfMatch(request, existing);
        const form = cleanInput(body);
        if (form.customerId !== undefined && form.customerId !== existing.customerId) {
          throw new HttpError(400, { key: 'repairCustomerFixed' });
        }
        check(repairEditRules, { ...form, issues: sent('issues') ? (body.issues ?? []) : undefined });
        const lines = claimPriced(existing, form.issues ? await issueLines(trx, distinctIds(form.issues), existing.issueLines) : existing.issueLines);
        const discount = sent('discount') ? toCents(form.discount ?? 0) : existing.discount;
        const newAmounts = amounts(lines, discount);
        // What the customer already paid stays paid: the agreed amount cannot drop below it (product.md §10).
        if (newAmounts.finalAmount < existing.finalAmount) await checkAmountCoversPaid(trx, id, newAmounts.finalAmount);
        const changed = await updateRepair(
          trx,
          id,
          {
            issueLines: lines,
            ...newAmounts,
            expectedReturnDate: sent('expectedReturnDate') ? instant(form.expectedReturnDate) : existing.expectedReturnDate,
            repairProduct: sent('repairProduct') ? (form.repairProduct ?? null) : existing.repairProduct,
            note: sent('note') ? (form.note ?? null) : existing.note,
            ...readIntake(body, existing),
            imei: sent('imei') ? deviceIdOf(form.imei) : existing.imei,
          },
          by,
        );
        if (changed) await logRepair(trx, request, 'update', existing, changed);
        return changed && { ...toRepairRecord(changed, seesCost(request)), ...(await repairMoney(trx, changed)) };
      });
      if (!updated) throw new HttpError(404, { key: 'repairNotFound' });
      return updated;
    },
  );

  app.delete<{ Params: IdParams }>(
    '/repairs/:id',
    {
      onRequest: app.requireAccess('repairs/management', 'delete'),
      schema: { params: idParams, headers: preconditionHeaders(), response: { 200: deletedAnswer, 409: errorAnswer(MESSAGES.staleWrite) } },
    },
    async (request) => {
      const { id } = request.params;
      const deleted = await app.db.transaction().execute(async (trx) => {
        const existing = await requireRepair(trx, id);
        checkIfMatch(request, existing);
        // Its advance and balance go with it, as a deleted bill's payment does (product.md §10).
        await refuseClosedDay(trx, ...(await paidAt(trx, { source: 'repair', sourceId: id })));
        await removeRepairPayments(trx, id, request);
        if (!(await deleteRepair(trx, id))) return false;
        await logRepair(trx, request, 'delete', existing, null);
        return true;
      });
      if (!deleted) throw new HttpError(404, { key: 'repairNotFound' });
      return { message: MESSAGES.repairDeleted, _id: id };
    },
  );

  app.patch<{ Params: IdParams; Body: StatusChangeBody }>(
    '/repairs/status/:id',
    {
      onRequest: app.requireAccess('repairs/management', 'status'),
      schema: {
        params: idParams,
        headers: preconditionHeaders(),
        body: statusChangeBody,
        response: {
          200: repairAnswer,
          400: errorAnswer(MESSAGES.repairStatusRequired, MESSAGES.tendersDoNotAddUp, MESSAGES.repairPaymentOnCollection),
          403: errorAnswer(MESSAGES.overLimitForbidden),
          409: errorAnswer(MESSAGES.staleWrite, MESSAGES.creditLimitExceeded),
        },
      },
    },
    async (request) => {
      const by = currentUser(request).fullName;
      const updated = await app.db.transaction().execute(async (trx) => {
        const existing = await requireRepair(trx, request.params.id);
        checkIfMatch(request, existing);
        const form = cleanInput(request.body);
        check(statusChangeRules, form);
        // Any status may follow any other (product.md §4): no transition is checked.
        const entry: StatusEntry = { status: form.status!, note: form.note ?? null, dateEntered: instant(form.dateManual)!, updatedByName: by, isDeleted: false };
        const history = [...existing.history, entry];
        // The balance paid as the customer collects, in this transaction: a refused payment leaves the status as it was (product.md §10).
        await refuseClosedDay(trx, request.body.payment ? new Date() : null);
        await chargeCollection(trx, request, existing, request.body);
        const changed = await updateRepair(trx, existing.id, { history }, by);
        if (changed) await logRepair(trx, request, 'status', existing, changed);
        return changed && { ...toRepairRecord(changed, seesCost(request)), ...(await repairMoney(trx, changed)) };
      });
      return updated!;
    },
  );

  app.put<{ Params: StatusEntryParams; Body: StatusBody }>(
    '/repairs/:id/status/:index',
    {
      onRequest: app.requireAccess('repairs/management', 'statusHistory'),
      schema: { params: statusEntryParams, headers: preconditionHeaders(), body: statusBody, response: { 200: repairAnswer, 409: errorAnswer(MESSAGES.staleWrite, MESSAGES.statusEntryDeleted) } },
    },
    async (request) => {
      const by = currentUser(request).fullName;
      const updated = await app.db.transaction().execute(async (trx) => {
        const existing = await requireRepair(trx, request.params.id);
        const { position, entry } = entryAt(existing, request.params.index);
        checkIfMatch(request, existing);
        // A deleted entry stays as a record of what was undone; bringing it back would rewrite that.
        if (entry.isDeleted) throw new HttpError(409, { key: 'statusEntryDeleted' });
        const form = cleanInput(request.body);
        check(statusChangeRules, form);
        // The step stays the work of whoever made it; the correction is stamped beside it.
        const history = existing.history.map((old, at) =>
          at === position
            ? {
                status: form.status!,
                note: form.note ?? null,
                dateEntered: instant(form.dateManual)!,
                updatedByName: old.updatedByName,
                isDeleted: false,
                editedByName: by,
                editedAt: new Date().toISOString(),
              }
            : old,
        );
        const changed = await updateRepair(trx, existing.id, { history }, by);
        if (changed) await logRepair(trx, request, 'statusEdit', existing, changed);
        return changed && { ...toRepairRecord(changed, seesCost(request)), ...(await repairMoney(trx, changed)) };
      });
      return updated!;
    },
  );

  app.delete<{ Params: StatusEntryParams }>(
    '/repairs/:id/status/:index',
    {
      onRequest: app.requireAccess('repairs/management', 'statusHistory'),
      schema: {
        params: statusEntryParams,
        headers: preconditionHeaders(),
        response: { 200: repairAnswer, 409: errorAnswer(MESSAGES.staleWrite, MESSAGES.statusEntryAlreadyDeleted, MESSAGES.statusEntryLastRemaining) },
      },
    },
    async (request) => {
      const by = currentUser(request).fullName;
      const updated = await app.db.transaction().execute(async (trx) => {
        const existing = await requireRepair(trx, request.params.id);
        const { position, entry } = entryAt(existing, request.params.index);
        checkIfMatch(request, existing);
        if (entry.isDeleted) throw new HttpError(409, { key: 'statusEntryAlreadyDeleted' });
        // A repair always has a status: its last undeleted entry.
        if (existing.history.filter((old) => !old.isDeleted).length === 1) throw new HttpError(409, { key: 'statusEntryLastRemaining' });
        const history = existing.history.map((old, at) => (at === position ? { ...old, isDeleted: true } : old));
        const changed = await updateRepair(trx, existing.id, { history }, by);
        if (changed) await logRepair(trx, request, 'statusDelete', existing, changed);
        return changed && { ...toRepairRecord(changed, seesCost(request)), ...(await repairMoney(trx, changed)) };
      });
      return updated!;
    },
  );

  app.get<{ Querystring: RevenueQuery }>(
    '/repairs/revenue',
    {
      onRequest: app.requireAccess('repairs/management', 'report'),
      schema: { querystring: revenueQuery, response: { 200: revenueAnswer } },
    },
    async (request) => {
      const form = cleanInput(request.query);
      check(revenueRangeRules, form);
      if (form.from! > form.to!) throw new HttpError(400, { key: 'dateRangeOrder' });
      // Repairs count when paid, as in the takings and on the dashboard (product.md §10).
      const totals = await repairTakingsIn(app.db, { start: shopDayStart(form.from!)!, end: shopDayEnd(form.to!)! });
      return { count: totals.count, totalRevenue: fromCents(totals.cents), totalProfit: fromCents(totals.profitCents) };
    },
  );
}
