import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatDate } from '../../src/domain/format';
import { MESSAGES } from '../../src/domain/messages';
import { can } from '../../src/domain/permissions';
import { collectedAt, distinctIds, INITIAL_REPAIR_STATUS, repairEditRules } from '../../src/domain/repairs';
import { shopDateTime } from '../../src/domain/dates';
import { firstError } from '../../src/domain/validation';
import { underWarrantyOn, warrantyEnd, warrantySearchOf, type ClaimStatus, type WarrantyFacts } from '../../src/domain/warranty';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { findIssuesByIds, findRepairById, insertRepair, updateRepair, type RepairRow } from '../db/repairs';
import type { RepairIssueLine } from '../db/schema';
import { findWarrantyMatches } from '../db/warranties';
import { HttpError } from '../errors';
import { checkIfMatch } from '../http/preconditions';
import { arrayOf, cleanInput, errorAnswer, idParams, preconditionHeaders, type Infer } from '../schemas/common';
import { paidAndDue, repairAnswer } from '../schemas/repairPayments';
import { toRepairRecord } from '../schemas/repairs';
import { claimBody, warrantyMatch, warrantyQuery, type ClaimBody, type WarrantyMatch, type WarrantyQuery } from '../schemas/warranties';

type IdParams = Infer<typeof idParams>;

/** What the domain's warranty maths reads of a stored repair. */
const factsOf = (row: RepairRow): WarrantyFacts => ({ status: row.status, statusHistory: row.history, issues: row.issueLines, warrantyOf: row.warrantyOf });

/**
 * A warranty claim's lines are free to the customer and start no warranty of their own; an
 * ordinary repair's are as given. (An edit of a claim that adds an issue keeps it free too.)
 */
export function claimPriced(repair: Pick<RepairRow, 'warrantyOf'>, lines: RepairIssueLine[]): RepairIssueLine[] {
  return repair.warrantyOf ? lines.map((line) => ({ ...line, customerPrice: 0, warrantyDays: 0 })) : lines;
}

function toWarrantyMatch(row: RepairRow, now: Date): WarrantyMatch {
  const facts = factsOf(row);
  return {
    _id: row.id,
    number: row.number,
    repairProduct: row.repairProduct,
    imei: row.imei,
    customer: { firstName: row.customerFirstName, lastName: row.customerLastName, phoneNumber: row.customerPhoneNumber },
    issues: row.issueLines.map((line) => line.name),
    collectedAt: collectedAt(facts)!,
    warrantyEnd: warrantyEnd(facts) ?? null,
    underWarranty: underWarrantyOn(facts, now),
  };
}

/**
 * Warranties (product.md §10, beyond the spec), `repairs/management` permissions:
 * - `GET /repairs/warranty?q=` (everyone): the collected repairs a customer's phone, a job
 *   number or the device's IMEI / serial names, each with its warranty's last day and whether
 *   it holds today (Asia/Colombo);
 * - `POST /repairs/:id/claim` (everyone): a new repair of the same customer and device, linked
 *   to the first (`warrantyOf`), free to the customer while its cost still counts; staff's claim
 *   awaits the owner's approval, the owner's is approved; refused once the warranty has ended;
 * - `POST /repairs/:id/claim/approve` (super admins): approves a claim.
 * Each write is one transaction and in the activity log.
 */
export async function warrantyRoutes(app: FastifyInstance): Promise<void> {
  const seesCost = (request: FastifyRequest) => can(currentUser(request).role, 'repairs/management', 'cost');

  app.get<{ Querystring: WarrantyQuery }>(
    '/repairs/warranty',
    {
      onRequest: app.requireAccess('repairs/management', 'list'),
      schema: { querystring: warrantyQuery, response: { 200: arrayOf(warrantyMatch), 400: errorAnswer(MESSAGES.warrantyQueryRequired) } },
    },
    async (request) => {
      const { q } = cleanInput(request.query);
      if (!q) throw new HttpError(400, { key: 'warrantyQueryRequired' }, { q: { key: 'warrantyQueryRequired' } });
      const now = new Date();
      return (await findWarrantyMatches(app.db, warrantySearchOf(q))).map((row) => toWarrantyMatch(row, now));
    },
  );

  app.post<{ Params: IdParams; Body: ClaimBody }>(
    '/repairs/:id/claim',
    {
      onRequest: app.requireAccess('repairs/management', 'claim'),
      schema: {
        params: idParams,
        body: claimBody,
        response: {
          201: repairAnswer,
          400: errorAnswer(MESSAGES.warrantyNone, MESSAGES.warrantyEnded, MESSAGES.warrantyClaimOfClaim, MESSAGES.claimIssuesInvalid),
          404: errorAnswer(MESSAGES.repairNotFound),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const form = cleanInput(request.body);
      const problem = firstError({ expectedReturnDate: repairEditRules.expectedReturnDate }, form);
      if (problem) throw new HttpError(400, { key: problem });
      const created = await app.db.transaction().execute(async (trx) => {
        const original = await findRepairById(trx, request.params.id);
        if (!original) throw new HttpError(404, { key: 'repairNotFound' });
        if (original.warrantyOf) throw new HttpError(400, { key: 'warrantyClaimOfClaim' });
        const end = warrantyEnd(factsOf(original));
        if (!end) throw new HttpError(400, { key: 'warrantyNone' });
        const now = new Date();
        if (!underWarrantyOn(factsOf(original), now)) throw new HttpError(400, { key: 'warrantyEnded', values: { day: formatDate(end) } });

        const claimed = form.issues?.length ? distinctIds(form.issues) : original.issueLines.map((line) => line.issueId);
        const originalLines = new Map(original.issueLines.map((line) => [line.issueId, line]));
        if (claimed.some((id) => !originalLines.has(id))) throw new HttpError(400, { key: 'claimIssuesInvalid' }, { issues: { key: 'claimIssuesInvalid' } });
        // The shop pays for the work again at today's cost; the customer pays nothing.
        const costs = new Map((await findIssuesByIds(trx, claimed)).map((issue) => [issue.id, issue.actualCost]));
        const lines = claimPriced(
          { warrantyOf: original.id },
          claimed.map((id) => ({ ...originalLines.get(id)!, actualCost: costs.get(id) ?? originalLines.get(id)!.actualCost })),
        );
        const cost = lines.reduce((sum, line) => sum + line.actualCost, 0);
        const claimStatus: ClaimStatus = can(user.role, 'repairs/management', 'approve') ? 'approved' : 'awaitingApproval';
        const dateIn = now.toISOString();
        const repair = await insertRepair(
          trx,
          {
            customerId: original.customerId,
            repairProduct: original.repairProduct,
            issueLines: lines,
            discount: 0,
            finalAmount: 0,
            profit: -cost,
            expectedReturnDate: form.expectedReturnDate ? shopDateTime(form.expectedReturnDate)! : null,
            history: [{ status: INITIAL_REPAIR_STATUS, note: form.note ?? null, dateEntered: dateIn, updatedByName: user.fullName, isDeleted: false }],
            note: form.note ?? null,
            dateIn,
            imei: original.imei,
            warrantyOf: original.id,
            claimStatus,
          },
          user.fullName,
          now,
        );
        await recordActivity(trx, {
          user: actorOf(request),
          action: 'warrantyClaim',
          resource: 'repairs/management',
          recordId: repair.id,
          after: toRepairRecord(repair, true),
        });
        return repair;
      });
      return reply.code(201).send({ ...toRepairRecord(created, seesCost(request)), ...paidAndDue(0, 0) });
    },
  );

  app.post<{ Params: IdParams }>(
    '/repairs/:id/claim/approve',
    {
      onRequest: app.requireAccess('repairs/management', 'approve', 'claimApproveForbidden'),
      schema: {
        params: idParams,
        headers: preconditionHeaders(),
        response: {
          200: repairAnswer,
          400: errorAnswer(MESSAGES.claimNotAClaim),
          404: errorAnswer(MESSAGES.repairNotFound),
          409: errorAnswer(MESSAGES.staleWrite, MESSAGES.claimAlreadyApproved),
        },
      },
    },
    async (request) => {
      const by = currentUser(request).fullName;
      return app.db.transaction().execute(async (trx) => {
        const existing = await findRepairById(trx, request.params.id, { toChange: true });
        if (!existing) throw new HttpError(404, { key: 'repairNotFound' });
        checkIfMatch(request, existing);
        if (!existing.warrantyOf) throw new HttpError(400, { key: 'claimNotAClaim' });
        if (existing.claimStatus === 'approved') throw new HttpError(409, { key: 'claimAlreadyApproved' });
        const approved = (await updateRepair(trx, existing.id, { claimStatus: 'approved' }, by))!;
        await recordActivity(trx, {
          user: actorOf(request),
          action: 'approve',
          resource: 'repairs/management',
          recordId: existing.id,
          before: toRepairRecord(existing, true),
          after: toRepairRecord(approved, true),
        });
        return { ...toRepairRecord(approved, true), ...paidAndDue(approved.finalAmount, 0) };
      });
    },
  );
}
