import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../src/domain/messages';
import { readAmount, toCents } from '../../src/domain/money';
import { settingsRules } from '../../src/domain/settings';
import { normalisePhone, validateRecord } from '../../src/domain/validation';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { readSettings, writeSettings } from '../db/settings';
import { HttpError } from '../errors';
import { cleanInput, errorAnswer } from '../schemas/common';
import { settingsBody, settingsOut, toSettingsOut, type SettingsBody } from '../schemas/settings';

/** Settings added after the first: a client that sends no such field (knows nothing of it) leaves it as it is. */
const ADDED_LATER = ['maxDiscountPercent', 'closingHour', 'closesByShift', 'statusPageEnabled', 'statusPageAsksPhone', 'staffReceiveGoods'] as const;

/** A switch as stored (1 or 0); sent as null or not at all, it keeps its value. */
const switchOf = (sent: boolean | null | undefined, stored: number) => (typeof sent === 'boolean' ? (sent ? 1 : 0) : stored);

/**
 * The shop's own details and thresholds (product.md §10, beyond the spec; the `settings`
 * feature): `GET /settings` for everyone signed in (every receipt prints the shop's name),
 * `PUT /settings` for super admins, checked by the domain's rules (each refusal names its
 * field) and logged.
 */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/settings',
    { onRequest: app.requireAccess('settings', 'show'), schema: { response: { 200: settingsOut } } },
    async () => toSettingsOut(await readSettings(app.db)),
  );

  app.put<{ Body: SettingsBody }>(
    '/settings',
    {
      onRequest: app.requireAccess('settings', 'edit'),
      schema: { body: settingsBody, response: { 200: settingsOut, 400: errorAnswer('A rule of the settings form, e.g. ' + MESSAGES.shopNameRequired) } },
    },
    async (request) => {
      const input = cleanInput(request.body);
      const kept = new Set(ADDED_LATER.filter((field) => request.body[field] === undefined));
      const rules = Object.fromEntries(Object.entries(settingsRules).filter(([field]) => !kept.has(field as (typeof ADDED_LATER)[number])));
      const errors = validateRecord(rules, input);
      const fields = Object.keys(errors);
      if (fields.length) {
        const byField = Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, { key: key! }]));
        throw new HttpError(400, byField[fields[0]], byField);
      }
      return app.db.transaction().execute(async (trx) => {
        const before = await readSettings(trx);
        const after = await writeSettings(
          trx,
          {
            shopName: input.shopName!,
            address: input.address ?? '',
            phone: input.phone ? normalisePhone(input.phone) : '',
            receiptFooter: input.receiptFooter ?? '',
            lowBalanceThreshold: toCents(readAmount(input.lowBalanceThreshold)),
            lowStockThreshold: Number(input.lowStockThreshold),
            maxDiscountPercent: kept.has('maxDiscountPercent') ? before.maxDiscountPercent : Number(input.maxDiscountPercent),
            closingHour: kept.has('closingHour') ? before.closingHour : Number(input.closingHour),
            // null (sent by a form that cleared it) is off.
            closesByShift: kept.has('closesByShift') ? before.closesByShift : request.body.closesByShift ? 1 : 0,
            statusPageEnabled: switchOf(request.body.statusPageEnabled, before.statusPageEnabled),
            statusPageAsksPhone: switchOf(request.body.statusPageAsksPhone, before.statusPageAsksPhone),
            staffReceiveGoods: switchOf(request.body.staffReceiveGoods, before.staffReceiveGoods),
          },
          currentUser(request).fullName,
        );
        await recordActivity(trx, {
          user: actorOf(request),
          action: 'update',
          resource: 'settings',
          recordId: null,
          before: toSettingsOut(before),
          after: toSettingsOut(after),
        });
        return toSettingsOut(after);
      });
    },
  );
}
