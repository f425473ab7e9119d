import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../src/domain/messages';
import { toCents } from '../../src/domain/money';
import { can } from '../../src/domain/permissions';
import { issueNameRules, issueRules, REPAIR_STATUSES } from '../../src/domain/repairs';
import { warrantyDaysRule } from '../../src/domain/warranty';
import { firstError } from '../../src/domain/validation';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { findIssueById, listIssues, updateIssuePrices } from '../db/repairs';
import { insertIssue, issueNameTaken } from '../db/warranties';
import { HttpError } from '../errors';
import { checkIfMatch } from '../http/preconditions';
import { sendList } from '../listCache';
import { arrayOf, cleanInput, errorAnswer, idParams, preconditionHeaders, type Infer } from '../schemas/common';
import { issueBody, issueRecord, statusList, toIssueRecord, type IssueBody } from '../schemas/repairs';

type IdParams = Infer<typeof idParams>;

/**
 * The repair issue catalogue and the status list (product.md §2 Repair Issues, §4, §5, §7):
 * - `GET /repairs/issues` (everyone, by name) and `PUT /repairs/issues/:id` (everyone:
 *   staff edit issues, product.md §6): cost and price only, 0 to 1,000,000; the name never changes;
 * - `GET /repairs/statuses` (everyone): the domain's fixed REPAIR_STATUSES as `[{ name }]`.
 * The catalogue is seeded by migration 0006; the spec has no add and no delete. Beyond the spec
 * (product.md §10), the owner adds an issue (`POST /repairs/issues`) and sets each issue's
 * warranty (`warrantyDays`, 0 to 3650 days); staff's edits may send the warranty only unchanged.
 */
export async function repairIssueRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/repairs/issues',
    { onRequest: app.requireAccess('repairs/issues', 'list'), schema: { response: { 200: arrayOf(issueRecord) } } },
    async (request, reply) => sendList(request, reply, 'all', async () => (await listIssues(app.db)).map(toIssueRecord)),
  );

  app.put<{ Params: IdParams; Body: IssueBody }>(
    '/repairs/issues/:id',
    {
      onRequest: app.requireAccess('repairs/issues', 'edit'),
      schema: { params: idParams, headers: preconditionHeaders(), body: issueBody, response: { 200: issueRecord, 409: errorAnswer(MESSAGES.staleWrite) } },
    },
    async (request) => {
      const { id } = request.params;
      const by = currentUser(request).fullName;
      const updated = await app.db.transaction().execute(async (trx) => {
        const existing = await findIssueById(trx, id, { toChange: true });
        if (!existing) throw new HttpError(404, { key: 'issueNotFound' });
        checkIfMatch(request, existing);
        const form = cleanInput(request.body);
        // The Edit Issue form shows the name read-only (product.md §4); sending it back unchanged is fine.
        if (form.name !== undefined && form.name !== existing.name) throw new HttpError(400, { key: 'issueNameFixed' });
        const problem = firstError({ ...issueRules, warrantyDays: [warrantyDaysRule] }, form);
        if (problem) throw new HttpError(400, { key: problem });
        // The warranty is the owner's promise to customers (product.md §10); left out, it stays.
        const warrantyDays = form.warrantyDays ?? existing.warrantyDays;
        if (warrantyDays !== existing.warrantyDays && !can(currentUser(request).role, 'repairs/issues', 'warranty')) {
          throw new HttpError(403, { key: 'warrantyDaysForbidden' });
        }
        const after = await updateIssuePrices(trx, id, { actualCost: toCents(form.actualCost!), customerPrice: toCents(form.customerPrice!), warrantyDays }, by);
        if (after) {
          await recordActivity(trx, {
            user: actorOf(request),
            action: 'update',
            resource: 'repairs/issues',
            recordId: id,
            before: toIssueRecord(existing),
            after: toIssueRecord(after),
          });
        }
        return after;
      });
      if (!updated) throw new HttpError(404, { key: 'issueNotFound' });
      return toIssueRecord(updated);
    },
  );

  app.post<{ Body: IssueBody }>(
    '/repairs/issues',
    {
      onRequest: app.requireAccess('repairs/issues', 'create', 'issueAddForbidden'),
      schema: { body: issueBody, response: { 201: issueRecord, 409: errorAnswer(MESSAGES.issueNameTaken) } },
    },
    async (request, reply) => {
      const form = cleanInput(request.body);
      const rules = { name: issueNameRules, ...issueRules, warrantyDays: [warrantyDaysRule] };
      for (const [field, fieldRules] of Object.entries(rules)) {
        const problem = firstError({ [field]: fieldRules }, form);
        if (problem) throw new HttpError(400, { key: problem }, { [field]: { key: problem } });
      }
      const created = await app.db.transaction().execute(async (trx) => {
        if (await issueNameTaken(trx, form.name!)) throw new HttpError(409, { key: 'issueNameTaken' }, { name: { key: 'issueNameTaken' } });
        const issue = await insertIssue(
          trx,
          { name: form.name!, actualCost: toCents(form.actualCost!), customerPrice: toCents(form.customerPrice!), warrantyDays: Number(form.warrantyDays ?? 0) },
          currentUser(request).fullName,
        );
        await recordActivity(trx, { user: actorOf(request), action: 'create', resource: 'repairs/issues', recordId: issue.id, after: toIssueRecord(issue) });
        return issue;
      });
      return reply.code(201).send(toIssueRecord(created));
    },
  );

  app.get(
    '/repairs/statuses',
    { onRequest: app.requireAccess('repairs/management', 'list'), schema: { response: { 200: statusList } } },
    async () => REPAIR_STATUSES.map((name) => ({ name })),
  );
}
