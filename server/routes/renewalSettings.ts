import type { FastifyInstance } from 'fastify';
import type { Language } from '../../src/domain/languages';
import { MESSAGES, type Said } from '../../src/domain/messages';
import { isRenewalDays, RENEWAL_MESSAGE_MAX, renewalMessageProblem, type RenewalSettings } from '../../src/domain/renewals';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { nextUpdatedAt } from '../db/ids';
import type { Database, SettingsRow } from '../db/schema';
import { HttpError } from '../errors';
import { errorAnswer, numberInput, numberOut, nullableString, object, string, text, type Infer } from '../schemas/common';
import type { Kysely } from 'kysely';

const COLUMNS = { en: 'renewalMessageEn', si: 'renewalMessageSi', ta: 'renewalMessageTa' } as const satisfies Record<Language, keyof SettingsRow>;
const LANGUAGES = Object.keys(COLUMNS) as Language[];

const messagesSchema = object({ en: text(RENEWAL_MESSAGE_MAX * 4), si: text(RENEWAL_MESSAGE_MAX * 4), ta: text(RENEWAL_MESSAGE_MAX * 4) });
const renewalSettingsBody = object({ renewalDays: numberInput, messages: messagesSchema });
type RenewalSettingsBody = Infer<typeof renewalSettingsBody>;
const renewalSettingsOut = object(
  { renewalDays: numberOut, messages: object({ en: string, si: string, ta: string }, ['en', 'si', 'ta']), updatedAt: string, updatedByName: nullableString },
  ['renewalDays', 'messages', 'updatedAt', 'updatedByName'],
);

async function readRenewalSettings(db: Kysely<Database>): Promise<RenewalSettings> {
  const row = await db.selectFrom('settings').select(['renewalDays', 'renewalMessageEn', 'renewalMessageSi', 'renewalMessageTa', 'updatedAt', 'updatedByName']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { renewalDays: row.renewalDays, messages: { en: row.renewalMessageEn, si: row.renewalMessageSi, ta: row.renewalMessageTa }, updatedAt: row.updatedAt, updatedByName: row.updatedByName };
}

/**
 * The renewals' settings (issue 49, `renewals`): the package length (days from a DDTV sale to
 * the renewal due) and the owner's reminder in English, Sinhala and Tamil ('' keeps the
 * console's own words). Everyone reads them (staff send the reminders); the owner changes
 * them, as the shop's settings. A field left out is kept; a refusal names its field.
 */
export async function renewalSettingsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/settings/renewals', { onRequest: app.requireAccess('settings', 'show'), schema: { response: { 200: renewalSettingsOut } } }, async () => readRenewalSettings(app.db));

  app.put<{ Body: RenewalSettingsBody }>(
    '/settings/renewals',
    {
      onRequest: app.requireAccess('settings', 'edit'),
      schema: { body: renewalSettingsBody, response: { 200: renewalSettingsOut, 400: errorAnswer(MESSAGES.renewalDaysInvalid, MESSAGES.renewalMessageUnknownPlaceholder) } },
    },
    async (request) => {
      const { renewalDays, messages } = request.body;
      const errors: Record<string, Said> = {};
      if (renewalDays !== undefined && !isRenewalDays(renewalDays)) errors.renewalDays = { key: 'renewalDaysInvalid' };
      const changes: Partial<Record<(typeof COLUMNS)[Language], string>> = {};
      for (const language of LANGUAGES) {
        const value = messages?.[language];
        if (value === undefined) continue;
        const template = (value ?? '').trim();
        const problem = renewalMessageProblem(template);
        if (problem) errors[`messages.${language}`] = problem;
        else changes[COLUMNS[language]] = template;
      }
      const fields = Object.keys(errors);
      if (fields.length) throw new HttpError(400, errors[fields[0]!]!, errors);
      return app.db.transaction().execute(async (trx) => {
        const before = await readRenewalSettings(trx);
        await trx
          .updateTable('settings')
          .set({ ...changes, ...(renewalDays !== undefined && renewalDays !== null ? { renewalDays } : {}), updatedAt: nextUpdatedAt(trx), updatedByName: currentUser(request).fullName })
          .where('id', '=', 1)
          .execute();
        const after = await readRenewalSettings(trx);
        await recordActivity(trx, { user: actorOf(request), action: 'update', resource: 'settings', recordId: null, before, after });
        return after;
      });
    },
  );
}
