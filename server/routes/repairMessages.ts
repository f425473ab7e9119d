import type { FastifyInstance } from 'fastify';
import { MESSAGES, type Said } from '../../src/domain/messages';
import { repairMessageProblem } from '../../src/domain/repairMessages';
import { REPAIR_STATUS_KEYS, REPAIR_STATUSES, type RepairStatus } from '../../src/domain/repairs';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { readRepairMessages, writeRepairMessages } from '../db/repairMessages';
import { HttpError } from '../errors';
import { errorAnswer } from '../schemas/common';
import { repairMessagesBody, repairMessagesOut, toRepairMessagesOut, type RepairMessagesBody } from '../schemas/repairMessages';

/**
 * Each repair status's WhatsApp message (product.md §10, beyond the spec; the `statusMessages`
 * feature): `GET /settings/repair-messages` for everyone signed in (staff send the messages),
 * `PUT` for super admins, as the shop's settings. A template left out of the body is kept; ''
 * (or null) means no message at that status; one with an unknown placeholder is refused under
 * its field. Logged as a change of the settings.
 */
export async function repairMessageRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/settings/repair-messages',
    { onRequest: app.requireAccess('settings', 'show'), schema: { response: { 200: repairMessagesOut } } },
    async () => toRepairMessagesOut(await readRepairMessages(app.db)),
  );

  app.put<{ Body: RepairMessagesBody }>(
    '/settings/repair-messages',
    {
      onRequest: app.requireAccess('settings', 'edit'),
      schema: { body: repairMessagesBody, response: { 200: repairMessagesOut, 400: errorAnswer(MESSAGES.repairMessageUnknownPlaceholder, MESSAGES.repairMessageTooLong) } },
    },
    async (request) => {
      const changes = new Map<RepairStatus, string>();
      const errors: Record<string, Said> = {};
      for (const status of REPAIR_STATUSES) {
        const key = REPAIR_STATUS_KEYS[status];
        const value = request.body[key];
        if (value === undefined) continue;
        const template = (value ?? '').trim();
        const problem = repairMessageProblem(template);
        if (problem) errors[key] = problem;
        else changes.set(status, template);
      }
      const fields = Object.keys(errors);
      if (fields.length) throw new HttpError(400, errors[fields[0]], errors);
      return app.db.transaction().execute(async (trx) => {
        const before = await readRepairMessages(trx);
        await writeRepairMessages(trx, changes, currentUser(request).fullName);
        const after = await readRepairMessages(trx);
        await recordActivity(trx, {
          user: actorOf(request),
          action: 'update',
          resource: 'settings',
          recordId: null,
          before: before.templates,
          after: after.templates,
        });
        return toRepairMessagesOut(after);
      });
    },
  );
}
