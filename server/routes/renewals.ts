import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { addDays, shopDay, shopDayOf, shopDayStart } from '../../src/domain/dates';
import { monthStart } from '../../src/domain/dashboard';
import { MESSAGES } from '../../src/domain/messages';
import { fromCents } from '../../src/domain/money';
import {
  DEFAULT_DUE_WITHIN,
  DUE_WITHIN_MAX,
  isRenewalDays,
  lastSaleDays,
  monthRenewals,
  packageDays,
  RENEWAL_STATUSES,
  renewalDaysLeft,
  renewalDueDay,
  type MonthRenewals,
  type Renewal,
  type RenewalStatus,
} from '../../src/domain/renewals';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { isUniqueViolation } from '../db/connect';
import { newId } from '../db/ids';
import { lastPackageSales, latestReminders, lastAmounts, ownLengthsInUse, packagesSold, readRenewalDays, RENEWAL_SORTS, renewalRows, type LastSaleRange, type RenewalSort } from '../db/renewals';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import { listQuerystring, readListQuery, type ListQuery, type ListQuerystring } from '../paging/listQuery';
import { errorAnswer, idParams, LIMITS, numberInput, object, text } from '../schemas/common';

const stopBody = object({ reason: text(LIMITS.address) });
const lengthBody = object({ days: numberInput });

/** The list's filter words: `q`, `status` (due, overdue, or stopped) and `within` (days ahead). A word it cannot read is a 400. */
function readFilter(filter: Record<string, unknown>): { q?: string; status?: RenewalStatus; within: number; stopped: boolean } {
  const { q, status, within } = filter;
  if (q !== undefined && q !== null && typeof q !== 'string') throw new HttpError(400, { key: 'listQueryInvalid' });
  if (status !== undefined && status !== null && status !== '' && !RENEWAL_STATUSES.includes(status as RenewalStatus) && status !== 'stopped') throw new HttpError(400, { key: 'listQueryInvalid' });
  const days = within === undefined || within === null || within === '' ? DEFAULT_DUE_WITHIN : Number(within);
  if (!Number.isSafeInteger(days) || days < 0 || days > DUE_WITHIN_MAX) throw new HttpError(400, { key: 'listQueryInvalid' });
  const search = typeof q === 'string' && q.trim() ? q : undefined;
  if (status === 'stopped') return { q: search, within: days, stopped: true };
  return { q: search, status: (status || undefined) as RenewalStatus | undefined, within: days, stopped: false };
}

/** The package lengths the list counts with: the shop's, and each customer's own in use. */
async function lengthsInUse(app: FastifyInstance, shopDays: number): Promise<number[]> {
  return [...new Set([shopDays, ...(await ownLengthsInUse(app.db))])];
}

/** The last-sale days on the list for each package length in use. */
function rangesFor(lengths: readonly number[], today: string, within: number, status?: RenewalStatus): LastSaleRange[] {
  return lengths.map((days) => ({ days, ...lastSaleDays(today, days, within, status) }));
}

/** This month's renewals due up to today and those renewed (src/domain/renewals.ts), from the packages that could fall due then. */
async function renewalsThisMonth(app: FastifyInstance, today: string, shopDays: number, lengths: readonly number[]): Promise<MonthRenewals> {
  const first = monthStart(today);
  const from = shopDayStart(addDays(first, -Math.max(...lengths)))!;
  const before = shopDayStart(addDays(today, 1 - Math.min(...lengths)))!;
  const sold = await packagesSold(app.db, from, before);
  const packages = sold.map((one) => ({ customerId: one.customerId, saleAt: one.saleAt, days: packageDays(one.ownDays, shopDays) }));
  return monthRenewals(packages, await lastPackageSales(app.db, packages.map((one) => one.customerId)), first, today, (instant) => shopDayOf(instant)!);
}

/** Refuses an id that is no customer's (404); given the write's transaction, inside it. */
async function requireCustomer(db: Kysely<Database>, id: string): Promise<void> {
  const customer = await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst();
  if (!customer) throw new HttpError(404, { key: 'customerNotFound' });
}

/** A customer's mark as stopped, as the activity log keeps it before and after a change. */
async function stopState(db: Kysely<Database>, customerId: string): Promise<{ stopped: boolean; stopReason: string | null }> {
  const stop = await db.selectFrom('renewal_stops').select('reason').where('customerId', '=', customerId).executeTakeFirst();
  return { stopped: Boolean(stop), stopReason: stop?.reason ?? null };
}

/**
 * TV renewals due (issue 49, `renewals`; rules in src/domain/renewals.ts): counter work, so
 * staff and the owner alike. `GET /renewals` lists the customers whose renewal is due within
 * the days asked or is late, from their last DDTV sale and their package length (their own where
 * the owner set one, else the shop's), by the page as every paged list is answered; no cost
 * figure is on it (status `stopped` lists those marked stopped instead). A reminder is kept once per
 * customer and shop day (409 for a second); a customer marked stopped leaves the list until
 * the mark is taken off. A package length set, a customer marked stopped and the mark taken
 * off are each an activity entry, in the change's own transaction.
 */
export async function renewalRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListQuerystring }>(
    '/renewals',
    { onRequest: app.requireAccess('renewals', 'list'), schema: { querystring: listQuerystring, response: { 400: errorAnswer(MESSAGES.listQueryInvalid) } } },
    async (request) => {
      const asked: ListQuery = readListQuery(request.query) ?? { filter: {} };
      const { q, status, within, stopped } = readFilter(asked.filter);
      const sortField = asked.sort?.field ?? 'dueDay';
      if (!RENEWAL_SORTS.includes(sortField as RenewalSort)) throw new HttpError(400, { key: 'listQueryInvalid' });
      const today = shopDay();
      const renewalDays = await readRenewalDays(app.db);
      const ranges = rangesFor(await lengthsInUse(app, renewalDays), today, within, status);
      const { rows, total } = await renewalRows(app.db, { shopDays: renewalDays, ranges, q, stopped, sort: sortField as RenewalSort, descending: asked.sort?.descending ?? false, page: asked.page });
      const amounts = await lastAmounts(app.db, new Map(rows.map((row) => [row.id, row.lastSale])));
      const reminders = await latestReminders(app.db, rows.map((row) => row.id), rows.reduce((since, row) => (row.lastSale < since ? row.lastSale : since), rows[0]?.lastSale ?? ''));
      const data = rows.map((row): Renewal => {
        const lastSaleDay = shopDayOf(row.lastSale)!;
        const days = packageDays(row.ownDays, renewalDays);
        const dueDay = renewalDueDay(lastSaleDay, days);
        // A reminder before the last sale was for the package renewed since: not this one's.
        const reminder = reminders.get(row.id);
        const current = reminder && reminder.createdAt >= row.lastSale ? reminder : undefined;
        return {
          _id: row.id,
          customerName: `${row.firstName} ${row.lastName}`.trim(),
          cardNumber: row.cardNumber,
          phoneNumber: row.phoneNumber,
          whatsappNumber: row.whatsappNumber,
          language: row.language,
          lastSaleDay,
          lastAmount: fromCents(amounts.get(row.id) ?? 0),
          renewalDays: days,
          customerRenewalDays: row.ownDays,
          dueDay,
          daysLeft: renewalDaysLeft(dueDay, today),
          remindedAt: current?.createdAt ?? null,
          remindedByName: current?.createdByName ?? null,
          remindedToday: current?.day === today,
          stopReason: row.stopReason,
        };
      });
      return { data, total, summary: {} };
    },
  );

  // The dashboard's count (Needs attention): renewals due today, and those late (up to
  // OVERDUE_SHOWN_DAYS); and its monthly figure, renewals made against renewals due this month.
  app.get('/renewals/summary', { onRequest: app.requireAccess('renewals', 'list') }, async (): Promise<{ dueToday: number; overdue: number; month: MonthRenewals }> => {
    const today = shopDay();
    const renewalDays = await readRenewalDays(app.db);
    const lengths = await lengthsInUse(app, renewalDays);
    const counted = async (status: RenewalStatus) => {
      const ranges = rangesFor(lengths, today, 0, status);
      return (await renewalRows(app.db, { shopDays: renewalDays, ranges, sort: 'dueDay', descending: false, page: { number: 1, size: 1 } })).total;
    };
    return { dueToday: await counted('due'), overdue: await counted('overdue'), month: await renewalsThisMonth(app, today, renewalDays, lengths) };
  });

  app.post<{ Params: { id: string } }>(
    '/renewals/:id/reminders',
    {
      onRequest: app.requireAccess('renewals', 'create'),
      schema: { params: idParams, response: { 404: errorAnswer(MESSAGES.customerNotFound), 409: errorAnswer(MESSAGES.renewalRemindedToday) } },
    },
    async (request, reply) => {
      const { id: customerId } = request.params;
      const day = shopDay();
      const user = actorOf(request);
      try {
        const reminder = await app.db.transaction().execute(async (trx) => {
          await requireCustomer(trx, customerId);
          const sent = await trx.selectFrom('renewal_reminders').select('id').where('customerId', '=', customerId).where('day', '=', day).executeTakeFirst();
          if (sent) throw new HttpError(409, { key: 'renewalRemindedToday' });
          const row = { id: newId(), customerId, day, createdAt: new Date().toISOString(), createdById: user.id, createdByName: user.name };
          await trx.insertInto('renewal_reminders').values(row).execute();
          return row;
        });
        reply.code(201);
        return { _id: reminder.customerId, remindedAt: reminder.createdAt, remindedByName: reminder.createdByName, remindedToday: true };
      } catch (error) {
        // Two reminders racing: the unique (customer, day) index keeps the second out.
        if (isUniqueViolation(error)) throw new HttpError(409, { key: 'renewalRemindedToday' });
        throw error;
      }
    },
  );

  app.post<{ Params: { id: string }; Body: { reason?: string | null } }>(
    '/renewals/:id/stop',
    {
      onRequest: app.requireAccess('renewals', 'status'),
      schema: { params: idParams, body: stopBody, response: { 400: errorAnswer(MESSAGES.renewalStopReasonRequired), 404: errorAnswer(MESSAGES.customerNotFound) } },
    },
    async (request) => {
      const reason = (request.body?.reason ?? '').trim();
      if (!reason) throw new HttpError(400, { key: 'renewalStopReasonRequired' }, { reason: { key: 'renewalStopReasonRequired' } });
      const { id } = request.params;
      const createdAt = new Date().toISOString();
      const createdByName = currentUser(request).fullName;
      await app.db.transaction().execute(async (trx) => {
        await requireCustomer(trx, id);
        const before = await stopState(trx, id);
        // One statement, so two stops at once both land (the later's reason kept), as on SQLite.
        await trx
          .insertInto('renewal_stops')
          .values({ customerId: id, reason, createdAt, createdByName })
          .onConflict((conflict) => conflict.column('customerId').doUpdateSet({ reason, createdAt, createdByName }))
          .execute();
        await recordActivity(trx, { user: actorOf(request), action: 'stop', resource: 'renewals', recordId: id, before, after: { stopped: true, stopReason: reason } });
      });
      return { _id: id, stopped: true, reason, stoppedAt: createdAt, stoppedByName: createdByName };
    },
  );

  // A customer's own package length (the owner's: it moves their due day); null goes back to the shop's.
  app.post<{ Params: { id: string }; Body: { days?: number | null } }>(
    '/renewals/:id/length',
    {
      onRequest: app.requireAccess('renewals', 'edit'),
      schema: { params: idParams, body: lengthBody, response: { 400: errorAnswer(MESSAGES.renewalDaysInvalid), 404: errorAnswer(MESSAGES.customerNotFound) } },
    },
    async (request) => {
      const { id } = request.params;
      const asked = request.body?.days;
      const days = asked ?? null;
      if (days !== null && !isRenewalDays(days)) throw new HttpError(400, { key: 'renewalDaysInvalid' }, { days: { key: 'renewalDaysInvalid' } });
      await app.db.transaction().execute(async (trx) => {
        await requireCustomer(trx, id);
        const before = await trx.selectFrom('renewal_lengths').select('days').where('customerId', '=', id).executeTakeFirst();
        if (days === null) await trx.deleteFrom('renewal_lengths').where('customerId', '=', id).execute();
        else {
          const set = { days, updatedAt: new Date().toISOString(), updatedByName: currentUser(request).fullName };
          await trx
            .insertInto('renewal_lengths')
            .values({ customerId: id, ...set })
            .onConflict((conflict) => conflict.column('customerId').doUpdateSet(set))
            .execute();
        }
        await recordActivity(trx, { user: actorOf(request), action: 'update', resource: 'renewals', recordId: id, before: { customerRenewalDays: before ? Number(before.days) : null }, after: { customerRenewalDays: days } });
      });
      return { _id: id, customerRenewalDays: days };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/renewals/:id/resume',
    { onRequest: app.requireAccess('renewals', 'status'), schema: { params: idParams, response: { 404: errorAnswer(MESSAGES.customerNotFound, MESSAGES.renewalNotStopped) } } },
    async (request) => {
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        await requireCustomer(trx, id);
        const before = await stopState(trx, id);
        // Counted as deleted, not as read: of two racing, the second finds nothing to take off.
        const removed = await trx.deleteFrom('renewal_stops').where('customerId', '=', id).executeTakeFirst();
        if (!Number(removed.numDeletedRows)) throw new HttpError(404, { key: 'renewalNotStopped' });
        await recordActivity(trx, { user: actorOf(request), action: 'resume', resource: 'renewals', recordId: id, before, after: { stopped: false, stopReason: null } });
      });
      return { _id: id, stopped: false };
    },
  );
}
