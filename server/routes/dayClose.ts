import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  cashDifference,
  cashMovementRules,
  closeAmountRules,
  closeDayProblem,
  countedCents,
  countProblem,
  dayAlreadyClosedMessage,
  dayFigures,
  figuresChangedMessage,
  floatLeftMessage,
  floatLeftProblem,
  movementsInLkr,
  noteProblem,
  storedCount,
  type CashMovementKind,
} from '../../src/domain/dayClose';
import { daysUpTo } from '../../src/domain/dashboard';
import { payloadDay, shopDay } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import { fromCents, toCents } from '../../src/domain/money';
import { readRecentDays, recentDays } from '../../src/domain/recentCloses';
import { firstError } from '../../src/domain/validation';
import { actorOf } from '../auth/guard';
import { recordActivity } from '../db/activity';
import {
  cashMovementsOn,
  dayMovements,
  findDayClose,
  floatChecksBetween,
  floatChecksOn,
  floatLeftBefore,
  insertCashMovement,
  insertDayClose,
  listDayCloses,
  reopenDayClose,
  standingClose,
  standingClosesBetween,
} from '../db/dayCloses';
import type { Database } from '../db/schema';
import { readSettings } from '../db/settings';
import { refuseClosedDay } from '../dayLock';
import { HttpError } from '../errors';
import { sendList } from '../listCache';
import { arrayOf, cleanInput, errorAnswer, idParams, type Infer } from '../schemas/common';
import {
  cashMovementBody,
  cashMovementRecord,
  closeBody,
  dayAnswer,
  dayCloseRecord,
  dayCloseReport,
  dayParams,
  recentAnswer,
  recentQuery,
  reopenBody,
  storedMovements,
  toCashMovementRecord,
  toDayCheck,
  toDayCloseRecord,
  toRecentDay,
  type CashMovementBody,
  type CloseBody,
  type RecentQuery,
  type ReopenBody,
} from '../schemas/dayClose';

/** A payload day, or 400. */
function readDay(value: string | null | undefined): string {
  const day = value ? payloadDay(value) : undefined;
  const problem = closeDayProblem(day, shopDay());
  if (problem) throw new HttpError(400, MESSAGES[problem], { day: MESSAGES[problem] });
  return day!;
}

/** The day's pay-ins and pay-outs and its float checks, as a report shows them. */
async function dayExtras(db: Kysely<Database>, day: string) {
  return {
    cashMovements: (await cashMovementsOn(db, day)).map(toCashMovementRecord),
    floatChecks: (await floatChecksOn(db, day)).map(toDayCheck),
  };
}

/**
 * Closing the day (product.md §10, beyond the spec: the `dayClose` feature):
 * - `GET /dayclose`: every close, latest day first (everyone);
 * - `GET /dayclose/recent?days=7`: the last days up to today, latest first, for the dashboard:
 *   each closed or not, its close's cash difference and its float checks' differences (everyone:
 *   differences are not cost or profit);
 * - `GET /dayclose/day/:day`: the day as it stands now — what came in and went out, the opening
 *   float the last close left, the pay-ins and pay-outs, the float checks, and its close if any;
 * - `GET /dayclose/:id`: one close with its report (the sums when it was closed);
 * - `POST /dayclose`: close a day with the drawer counted (everyone). The server works out the
 *   expected cash, the difference, refuses a difference without a note (400), a day already
 *   closed (409) and a count made while the takings moved (409, when `expected` is sent);
 * - `POST /dayclose/:id/reopen`: the owner opens a closed day again (403 for staff), logged;
 * - `POST /dayclose/cash`: a pay-in or pay-out of the drawer today, with its reason.
 * Money in cents; every write one transaction, logged.
 */
export async function dayCloseRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/dayclose',
    { onRequest: app.requireAccess('dayclose', 'list'), schema: { response: { 200: arrayOf(dayCloseRecord) } } },
    async (request, reply) => sendList(request, reply, 'all', async () => (await listDayCloses(app.db)).map(toDayCloseRecord)),
  );

  app.get<{ Querystring: RecentQuery }>(
    '/dayclose/recent',
    {
      onRequest: app.requireAccess('dayclose', 'list'),
      schema: { querystring: recentQuery, response: { 200: recentAnswer, 400: errorAnswer(MESSAGES.recentDaysInvalid) } },
    },
    async (request) => {
      const count = readRecentDays(request.query.days);
      if (count === undefined) throw new HttpError(400, MESSAGES.recentDaysInvalid);
      const today = shopDay();
      const [first] = daysUpTo(today, count);
      const checks = (await floatChecksBetween(app.db, first, today)).map((check) => ({
        rechargeType: check.rechargeType,
        difference: check.difference,
        adjusted: check.adjustedAmount !== null,
        checkedAt: check.checkedAt,
      }));
      return { today, days: recentDays(today, count, await standingClosesBetween(app.db, first, today), checks).map(toRecentDay) };
    },
  );

  app.get<{ Params: Infer<typeof dayParams> }>(
    '/dayclose/day/:day',
    { onRequest: app.requireAccess('dayclose', 'show'), schema: { params: dayParams, response: { 200: dayAnswer } } },
    async (request) => {
      const day = readDay(request.params.day);
      const close = await standingClose(app.db, day);
      return {
        day,
        openingFloat: fromCents(close?.openingFloat ?? (await floatLeftBefore(app.db, day))),
        movements: close ? storedMovements(close) : movementsInLkr(await dayMovements(app.db, day)),
        ...(await dayExtras(app.db, day)),
        close: close ? toDayCloseRecord(close) : null,
      };
    },
  );

  app.get<{ Params: Infer<typeof idParams> }>(
    '/dayclose/:id',
    {
      onRequest: app.requireAccess('dayclose', 'show'),
      schema: { params: idParams, response: { 200: dayCloseReport, 404: errorAnswer(MESSAGES.dayCloseNotFound) } },
    },
    async (request) => {
      const close = await findDayClose(app.db, request.params.id);
      if (!close) throw new HttpError(404, MESSAGES.dayCloseNotFound);
      return {
        ...toDayCloseRecord(close),
        count: JSON.parse(close.count) as Record<string, number>,
        movements: storedMovements(close),
        ...(await dayExtras(app.db, close.day)),
        shopPhone: (await readSettings(app.db)).phone,
      };
    },
  );

  app.post<{ Body: CloseBody }>(
    '/dayclose',
    {
      onRequest: app.requireAccess('dayclose', 'create'),
      schema: {
        body: closeBody,
        response: {
          201: dayCloseRecord,
          400: errorAnswer(MESSAGES.dayCloseNoteRequired, MESSAGES.dayClosePiecesInvalid, MESSAGES.dayCloseFuture, MESSAGES.dayCloseFloatLeftTooMuch),
          409: errorAnswer(MESSAGES.dayAlreadyClosed, MESSAGES.dayCloseFiguresChanged),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const day = readDay(body.day);
      const countIssue = countProblem(body.count);
      if (countIssue) throw new HttpError(400, MESSAGES[countIssue]);
      const amountIssue = firstError(closeAmountRules, cleanInput({ openingFloat: body.openingFloat, floatLeft: body.floatLeft }));
      if (amountIssue) throw new HttpError(400, MESSAGES[amountIssue]);
      const counted = countedCents(body.count);
      const floatLeft = body.floatLeft == null ? counted : toCents(body.floatLeft);
      if (floatLeftProblem(floatLeft, counted)) throw new HttpError(400, floatLeftMessage(counted), { floatLeft: floatLeftMessage(counted) });
      const note = body.note?.trim() || null;
      const by = actorOf(request);

      const close = await app.db.transaction().execute(async (trx) => {
        // In the transaction: a second close of the day waits for the first, then finds it.
        if (await standingClose(trx, day)) throw new HttpError(409, dayAlreadyClosedMessage(day));
        const openingFloat = body.openingFloat == null ? await floatLeftBefore(trx, day) : toCents(body.openingFloat);
        const movements = await dayMovements(trx, day);
        const { expected } = dayFigures(movements, openingFloat).cash;
        if (body.expected != null && toCents(body.expected) !== expected) throw new HttpError(409, figuresChangedMessage(expected));
        const difference = cashDifference(counted, expected);
        const problem = noteProblem(note, difference);
        if (problem) throw new HttpError(400, MESSAGES[problem], { note: MESSAGES[problem] });
        const row = await insertDayClose(
          trx,
          { day, openingFloat, expected, counted, difference, floatLeft, count: JSON.stringify(storedCount(body.count)), movements: JSON.stringify(movements), note },
          by,
        );
        await recordActivity(trx, { user: by, action: 'close', resource: 'dayclose', recordId: row.id, after: { ...toDayCloseRecord(row), count: storedCount(body.count) } });
        return row;
      });
      return reply.code(201).send(toDayCloseRecord(close));
    },
  );

  app.post<{ Params: Infer<typeof idParams>; Body: ReopenBody }>(
    '/dayclose/:id/reopen',
    {
      onRequest: app.requireAccess('dayclose', 'reopen', MESSAGES.dayReopenForbidden),
      schema: {
        params: idParams,
        body: reopenBody,
        response: {
          200: dayCloseRecord,
          400: errorAnswer(MESSAGES.dayReopenReasonRequired),
          404: errorAnswer(MESSAGES.dayCloseNotFound),
          409: errorAnswer(MESSAGES.dayAlreadyReopened),
        },
      },
    },
    async (request) => {
      const reason = request.body?.reason?.trim();
      if (!reason) throw new HttpError(400, MESSAGES.dayReopenReasonRequired, { reason: MESSAGES.dayReopenReasonRequired });
      const by = actorOf(request);
      const reopened = await app.db.transaction().execute(async (trx) => {
        const close = await findDayClose(trx, request.params.id);
        if (!close) throw new HttpError(404, MESSAGES.dayCloseNotFound);
        const row = await reopenDayClose(trx, close.id, reason, by);
        if (!row) throw new HttpError(409, MESSAGES.dayAlreadyReopened);
        await recordActivity(trx, { user: by, action: 'reopen', resource: 'dayclose', recordId: row.id, before: toDayCloseRecord(close), after: toDayCloseRecord(row) });
        return row;
      });
      return toDayCloseRecord(reopened);
    },
  );

  app.post<{ Body: CashMovementBody }>(
    '/dayclose/cash',
    {
      onRequest: app.requireAccess('dayclose', 'create'),
      schema: {
        body: cashMovementBody,
        response: {
          201: cashMovementRecord,
          400: errorAnswer(MESSAGES.cashMovementKindInvalid, MESSAGES.cashMovementAmountRequired, MESSAGES.cashMovementReasonRequired),
          409: errorAnswer(MESSAGES.dayClosed),
        },
      },
    },
    async (request, reply) => {
      const form = cleanInput(request.body);
      const problem = firstError(cashMovementRules, form);
      if (problem) throw new HttpError(400, MESSAGES[problem]);
      const by = actorOf(request);
      const now = new Date();
      const row = await app.db.transaction().execute(async (trx) => {
        await refuseClosedDay(trx, now);
        const kind = form.kind as CashMovementKind;
        const created = await insertCashMovement(trx, { day: shopDay(now), kind, amount: toCents(form.amount!), reason: form.reason! }, by, now);
        await recordActivity(trx, { user: by, action: kind === 'in' ? 'payIn' : 'payOut', resource: 'dayclose', recordId: created.id, after: toCashMovementRecord(created) });
        return created;
      });
      return reply.code(201).send(toCashMovementRecord(row));
    },
  );
}
