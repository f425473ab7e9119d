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
import { shopDay } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import { fromCents, toCents } from '../../src/domain/money';
import { readRecentDays, recentDays } from '../../src/domain/recentCloses';
import {
  closedDays,
  closingPeriod,
  latestClose,
  openPeriod,
  periodOf,
  reopenLaterFirstMessage,
  shiftAlreadyClosedMessage,
  type StandingClose,
} from '../../src/domain/shiftCloses';
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
  standingClosesBetween,
  standingClosesOf,
} from '../db/dayCloses';
import { timestamp } from '../db/ids';
import type { Database, DayCloseRow } from '../db/schema';
import { readSettings } from '../db/settings';
import { holdDayForClose, refuseClosedDay } from '../dayLock';
import { readDay } from '../dayRange';
import { engineOf } from '../db/engineOf';
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
  toShiftLine,
  type CashMovementBody,
  type CloseBody,
  type RecentQuery,
  type ReopenBody,
} from '../schemas/dayClose';

/** The day to close or look at: a day alone, today or earlier; else 400. */
function dayToClose(value: string | null | undefined): string {
  const day = readDay(value);
  const problem = closeDayProblem(day, shopDay());
  if (problem) throw new HttpError(400, { key: problem }, { day: { key: problem } });
  return day!;
}

/** The day's pay-ins and pay-outs and its float checks, all day. */
async function dayExtras(db: Kysely<Database>, day: string) {
  return {
    cashMovements: (await cashMovementsOn(db, day)).map(toCashMovementRecord),
    floatChecks: (await floatChecksOn(db, day)).map(toDayCheck),
  };
}

/** A stored close as the period maths reads it. */
const standingOf = (row: DayCloseRow): StandingClose => ({ shift: row.shift, closesDay: row.closesDay === 1, closedAt: row.closedAt, floatLeft: row.floatLeft });

/** The day's standing closes, its day's close among them (if any), and the period it has open. */
async function dayState(db: Kysely<Database>, day: string) {
  const standing = await standingClosesOf(db, day);
  const open = openPeriod(standing.map(standingOf), standing.length ? 0 : await floatLeftBefore(db, day));
  return { standing, dayClose: standing.find((row) => row.closesDay === 1), open };
}

/**
 * Closing the day (product.md §10, beyond the spec: the `dayClose` feature), by shift when the
 * owner turns `closesByShift` on (src/domain/shiftCloses.ts: each close covers the period since
 * the day's previous close; only the day's close locks the day):
 * - `GET /dayclose`: every close, latest day first (everyone);
 * - `GET /dayclose/recent?days=7`: the last days up to today, latest first, for the dashboard:
 *   each closed or not, its close's cash difference and its float checks' differences (everyone:
 *   differences are not cost or profit);
 * - `GET /dayclose/day/:day`: the day as it stands now — its open period (what came in and went
 *   out since its last shift close, the opening float the close before left, the shift it is),
 *   the day's pay-ins and pay-outs and float checks, its standing closes, and its day's close if any;
 * - `GET /dayclose/:id`: one close with its report (the sums when it was closed; a day's close
 *   lists the shifts closed before it);
 * - `POST /dayclose`: close the day, or a shift (`closesDay: false`), with the drawer counted
 *   (everyone). The server works out the expected cash of the period, the difference, refuses a
 *   difference without a note (400), a shift close while closing by shift is off (400), a day
 *   already closed (409), a shift closed meanwhile (409, when `shift` is sent) and a count made
 *   while the takings moved (409, when `expected` is sent);
 * - `POST /dayclose/:id/reopen`: the owner opens a close again (403 for staff): the latest
 *   standing close of its day only (409), logged;
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
      if (count === undefined) throw new HttpError(400, { key: 'recentDaysInvalid' });
      const today = shopDay();
      const [first] = daysUpTo(today, count);
      const checks = (await floatChecksBetween(app.db, first, today)).map((check) => ({
        rechargeType: check.rechargeType,
        difference: check.difference,
        adjusted: check.adjustedAmount !== null,
        checkedAt: check.checkedAt,
      }));
      const standing = (await standingClosesBetween(app.db, first, today)).map((close) => ({ ...close, standing: true }));
      return { today, days: recentDays(today, count, closedDays(standing), checks).map(toRecentDay) };
    },
  );

  app.get<{ Params: Infer<typeof dayParams> }>(
    '/dayclose/day/:day',
    { onRequest: app.requireAccess('dayclose', 'show'), schema: { params: dayParams, response: { 200: dayAnswer, 400: errorAnswer(MESSAGES.dateInvalid, MESSAGES.dayCloseFuture) } } },
    async (request) => {
      const day = dayToClose(request.params.day);
      const { standing, dayClose, open } = await dayState(app.db, day);
      return {
        day,
        openingFloat: fromCents(dayClose?.openingFloat ?? open.openingFloat),
        movements: dayClose ? storedMovements(dayClose) : movementsInLkr(await dayMovements(app.db, day, { from: open.from, to: null })),
        shift: dayClose?.shift ?? open.shift,
        fromAt: dayClose ? dayClose.fromAt : open.from,
        ...(await dayExtras(app.db, day)),
        close: dayClose ? toDayCloseRecord(dayClose) : null,
        closes: standing.map(toDayCloseRecord),
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
      if (!close) throw new HttpError(404, { key: 'dayCloseNotFound' });
      const period = periodOf(close);
      // A day's close lists the shifts closed before it; float checks are the day's, not the drawer's.
      const shifts = close.closesDay ? (await standingClosesOf(app.db, close.day)).filter((row) => row.closesDay === 0 && row.closedAt < close.closedAt) : [];
      return {
        ...toDayCloseRecord(close),
        count: JSON.parse(close.count) as Record<string, number>,
        movements: storedMovements(close),
        shifts: shifts.map(toShiftLine),
        cashMovements: (await cashMovementsOn(app.db, close.day, period)).map(toCashMovementRecord),
        floatChecks: (await floatChecksOn(app.db, close.day, close.closesDay ? undefined : period)).map(toDayCheck),
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
          400: errorAnswer(MESSAGES.dayCloseNoteRequired, MESSAGES.dayClosePiecesInvalid, MESSAGES.dateInvalid, MESSAGES.dayCloseFuture, MESSAGES.dayCloseFloatLeftTooMuch, MESSAGES.shiftCloseOff),
          409: errorAnswer(MESSAGES.dayAlreadyClosed, MESSAGES.shiftAlreadyClosed, MESSAGES.dayCloseFiguresChanged),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const day = dayToClose(body.day);
      const countIssue = countProblem(body.count);
      if (countIssue) throw new HttpError(400, { key: countIssue });
      const amountIssue = firstError(closeAmountRules, cleanInput({ openingFloat: body.openingFloat, floatLeft: body.floatLeft }));
      if (amountIssue) throw new HttpError(400, { key: amountIssue });
      const counted = countedCents(body.count);
      const floatLeft = body.floatLeft == null ? counted : toCents(body.floatLeft);
      if (floatLeftProblem(floatLeft, counted)) throw new HttpError(400, floatLeftMessage(counted), { floatLeft: floatLeftMessage(counted) });
      const note = body.note?.trim() || null;
      const closesDay = body.closesDay ?? true;
      const by = actorOf(request);

      const close = await app.db.transaction().execute(async (trx) => {
        await holdDayForClose(trx, day);
        if (!closesDay && !(await readSettings(trx)).closesByShift) throw new HttpError(400, { key: 'shiftCloseOff' });
        // In the transaction: a second close of the day (or shift) waits for the first, then finds it.
        const { dayClose, open } = await dayState(trx, day);
        if (dayClose) throw new HttpError(409, dayAlreadyClosedMessage(day));
        if (body.shift != null && body.shift < open.shift) throw new HttpError(409, shiftAlreadyClosedMessage(day, body.shift));
        const now = new Date();
        const openingFloat = body.openingFloat == null ? open.openingFloat : toCents(body.openingFloat);
        const movements = await dayMovements(trx, day, closingPeriod(open, closesDay, timestamp(now)));
        const { expected } = dayFigures(movements, openingFloat).cash;
        // A shift the closer saw that is no longer open (its close reopened meanwhile): the figures are another period's.
        if ((body.expected != null && toCents(body.expected) !== expected) || (body.shift != null && body.shift !== open.shift)) {
          throw new HttpError(409, figuresChangedMessage(expected));
        }
        const difference = cashDifference(counted, expected);
        const problem = noteProblem(note, difference);
        if (problem) throw new HttpError(400, { key: problem }, { note: { key: problem } });
        const row = await insertDayClose(
          trx,
          {
            day,
            openingFloat,
            expected,
            counted,
            difference,
            floatLeft,
            count: JSON.stringify(storedCount(body.count)),
            movements: JSON.stringify(movements),
            note,
            closesDay: closesDay ? 1 : 0,
            shift: open.shift,
            fromAt: open.from,
          },
          by,
          now,
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
      onRequest: app.requireAccess('dayclose', 'reopen', 'dayReopenForbidden'),
      schema: {
        params: idParams,
        body: reopenBody,
        response: {
          200: dayCloseRecord,
          400: errorAnswer(MESSAGES.dayReopenReasonRequired),
          404: errorAnswer(MESSAGES.dayCloseNotFound),
          409: errorAnswer(MESSAGES.dayAlreadyReopened, MESSAGES.dayReopenLaterFirst),
        },
      },
    },
    async (request) => {
      const reason = request.body?.reason?.trim();
      if (!reason) throw new HttpError(400, { key: 'dayReopenReasonRequired' }, { reason: { key: 'dayReopenReasonRequired' } });
      const by = actorOf(request);
      const reopened = await app.db.transaction().execute(async (trx) => {
        const found = await findDayClose(trx, request.params.id);
        if (!found) throw new HttpError(404, { key: 'dayCloseNotFound' });
        // Held as a close holds it (dayLock.ts): a close of the next shift made meanwhile, which
        // would stand on this one, is waited for and then read below (the re-read), or waits for this.
        await holdDayForClose(trx, found.day);
        const close = engineOf(trx) === 'postgres' ? (await findDayClose(trx, found.id))! : found;
        if (close.reopenedAt) throw new HttpError(409, { key: 'dayAlreadyReopened' });
        // Periods chain: a close in the middle of the day's chain cannot go while a later one stands on it.
        const last = latestClose(await standingClosesOf(trx, close.day));
        if (last && last.id !== close.id) throw new HttpError(409, reopenLaterFirstMessage(close.day));
        const row = await reopenDayClose(trx, close.id, reason, by);
        if (!row) throw new HttpError(409, { key: 'dayAlreadyReopened' });
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
      if (problem) throw new HttpError(400, { key: problem });
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
