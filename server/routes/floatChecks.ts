import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  adjustmentProblem,
  adjustNegativeMessage,
  balanceChangedMessage,
  floatCheckProblem,
  floatLineRules,
} from '../../src/domain/floatChecks';
import { MESSAGES, type Said } from '../../src/domain/messages';
import { fromCents, toCents } from '../../src/domain/money';
import { can } from '../../src/domain/permissions';
import type { RechargeType } from '../../src/domain/recharge';
import { validateRecord } from '../../src/domain/validation';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import {
  findFloatCheck,
  insertAdjustment,
  insertFloatCheck,
  latestFloatChecks,
  listFloatChecks,
  type Actor,
  type FloatCheckWithAdjustment,
} from '../db/floatChecks';
import { balanceOf, providerTotals } from '../db/recharge';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import { sendList } from '../listCache';
import { arrayOf, cleanInput, errorAnswer, idParams, type Infer } from '../schemas/common';
import { floatCheckBody, floatCheckRecord, toFloatCheckRecord, type FloatCheckBody, type FloatLineBody } from '../schemas/floatChecks';

type Line = ReturnType<typeof cleanInput<FloatLineBody>>;

/**
 * The line rules over every line: `{ 'checks.<i>.<field>': message }` (the form's own field
 * names), none when all pass. `computed` is the balance the difference is judged against.
 */
function lineErrors(lines: readonly Line[], computed: (index: number) => number | undefined): Record<string, Said> {
  const errors: Record<string, Said> = {};
  lines.forEach((line, index) => {
    const found = validateRecord(floatLineRules, { ...line, computed: computed(index) });
    for (const [field, key] of Object.entries(found)) errors[`checks.${index}.${field}`] = { key: key! };
  });
  return errors;
}

function refuseIfAny(errors: Record<string, Said>): void {
  const messages = Object.values(errors);
  if (messages.length) throw new HttpError(400, messages[0]!, errors);
}

/**
 * Moves a provider's computed balance by the difference its check found, to what the provider
 * showed, and logs who, when, from, to and why. In the caller's transaction: the adjustment
 * row, the running total (by trigger) and the log entry commit together or not at all.
 */
async function adjustCheck(db: Kysely<Database>, check: FloatCheckWithAdjustment, by: Actor): Promise<void> {
  const balance = balanceOf(await providerTotals(db, check.rechargeType, { toChange: true }));
  const problem = adjustmentProblem({ difference: check.difference, adjusted: check.adjustmentId !== null, balance });
  if (problem) {
    throw new HttpError(409, problem === 'floatAdjustNegative' ? adjustNegativeMessage(check.rechargeType, fromCents(balance)) : { key: problem });
  }
  const fields = {
    rechargeType: check.rechargeType,
    amount: check.difference,
    balanceBefore: balance,
    balanceAfter: balance + check.difference,
    reason: check.reason,
    note: check.note,
    checkId: check.id,
  };
  const adjustment = await insertAdjustment(db, fields, by);
  await recordActivity(db, {
    user: by,
    action: 'adjust',
    resource: 'recharges/float',
    recordId: adjustment.id,
    before: { rechargeType: check.rechargeType, balance: fromCents(balance) },
    after: {
      rechargeType: check.rechargeType,
      balance: fromCents(fields.balanceAfter),
      adjustment: fromCents(fields.amount),
      reason: check.reason,
      note: check.note,
      checkId: check.id,
    },
  });
}

/**
 * The recharge float checked (product.md §10, beyond the spec: the `floatChecks` feature):
 * - `GET /recharge/float`: every check, newest first, with its adjustment (everyone);
 * - `GET /recharge/float/latest`: each provider's last check (the recharge screens' line);
 * - `POST /recharge/float`: what the providers show, one line each; the server works out each
 *   difference against the balance it holds, refuses a line whose balance moved since the
 *   checker saw it (409), and a difference without a reason (400). The owner may adjust with
 *   the check (`adjust`; 403 for staff);
 * - `POST /recharge/float/:id/adjust`: the owner adjusts a past check's difference, once.
 * Money in cents; every write is one transaction, logged.
 */
export async function floatCheckRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/recharge/float',
    { onRequest: app.requireAccess('recharges/float', 'list'), schema: { response: { 200: arrayOf(floatCheckRecord) } } },
    async (request, reply) => sendList(request, reply, 'all', async () => (await listFloatChecks(app.db)).map(toFloatCheckRecord)),
  );

  app.get(
    '/recharge/float/latest',
    { onRequest: app.requireAccess('recharges/float', 'list'), schema: { response: { 200: arrayOf(floatCheckRecord) } } },
    async () =>
      Object.values(await latestFloatChecks(app.db))
        .filter((row): row is FloatCheckWithAdjustment => row !== null)
        .map(toFloatCheckRecord),
  );

  app.post<{ Body: FloatCheckBody }>(
    '/recharge/float',
    {
      onRequest: app.requireAccess('recharges/float', 'create'),
      schema: {
        body: floatCheckBody,
        response: {
          201: arrayOf(floatCheckRecord),
          400: errorAnswer(MESSAGES.floatChecksRequired, MESSAGES.floatReasonRequired, MESSAGES.rechargeTypeInvalid),
          403: errorAnswer(MESSAGES.floatAdjustForbidden),
          409: errorAnswer(MESSAGES.floatBalanceChanged, MESSAGES.floatAdjustNegative),
        },
      },
    },
    async (request, reply) => {
      const lines = request.body.checks.map((line) => cleanInput(line));
      const problem = floatCheckProblem(lines);
      if (problem) throw new HttpError(400, { key: problem });
      if (lines.some((line) => line.adjust) && !can(currentUser(request).role, 'recharges/float', 'adjust')) {
        throw new HttpError(403, { key: 'floatAdjustForbidden' });
      }
      // What needs no balance first (a provider, an amount, a known reason), so a bad line costs no read.
      refuseIfAny(lineErrors(lines, () => undefined));
      const by = actorOf(request);

      const ids = await app.db.transaction().execute(async (trx) => {
        // Each provider's totals read (locked) once, in one order whatever the order typed: two
        // checks of the same providers at once would otherwise each hold one the other waits for
        // (a deadlock on PostgreSQL, which then fails one of them).
        const types = [...new Set(lines.map((line) => line.rechargeType as RechargeType))].sort();
        const totals = new Map<string, number>();
        for (const type of types) totals.set(type, balanceOf(await providerTotals(trx, type, { toChange: true })));
        const balances: number[] = [];
        for (const line of lines) {
          const type = line.rechargeType as RechargeType;
          const balance = totals.get(type)!;
          if (line.computed !== undefined && toCents(line.computed) !== balance) {
            throw new HttpError(409, balanceChangedMessage(type, fromCents(balance)));
          }
          balances.push(balance);
        }
        refuseIfAny(lineErrors(lines, (index) => fromCents(balances[index])));

        const saved: string[] = [];
        // One moment for the whole check: its lines list together, in the order typed.
        const now = new Date();
        for (const [index, line] of lines.entries()) {
          const shown = toCents(line.shown!);
          const difference = shown - balances[index];
          const check = await insertFloatCheck(
            trx,
            {
              rechargeType: line.rechargeType!,
              computed: balances[index],
              shown,
              difference,
              // A match needs no reason: one given anyway is kept only with a difference.
              reason: difference === 0 ? null : (line.reason ?? null),
              note: line.note ?? null,
            },
            by,
            now,
          );
          await recordActivity(trx, { user: by, action: 'create', resource: 'recharges/float', recordId: check.id, after: toFloatCheckRecord({ ...check, ...NO_ADJUSTMENT }) });
          if (line.adjust && difference !== 0) await adjustCheck(trx, { ...check, ...NO_ADJUSTMENT }, by);
          saved.push(check.id);
        }
        return saved;
      });
      const rows = await Promise.all(ids.map((id) => findFloatCheck(app.db, id)));
      return reply.code(201).send(rows.map((row) => toFloatCheckRecord(row!)));
    },
  );

  app.post<{ Params: Infer<typeof idParams> }>(
    '/recharge/float/:id/adjust',
    {
      onRequest: app.requireAccess('recharges/float', 'adjust', 'floatAdjustForbidden'),
      schema: {
        params: idParams,
        response: {
          200: floatCheckRecord,
          404: errorAnswer(MESSAGES.floatCheckNotFound),
          409: errorAnswer(MESSAGES.floatAlreadyAdjusted, MESSAGES.floatNothingToAdjust, MESSAGES.floatAdjustNegative),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const by = actorOf(request);
      const adjusted = await app.db.transaction().execute(async (trx) => {
        const check = await findFloatCheck(trx, id, { toChange: true });
        if (!check) throw new HttpError(404, { key: 'floatCheckNotFound' });
        await adjustCheck(trx, check, by);
        return findFloatCheck(trx, id);
      });
      return toFloatCheckRecord(adjusted!);
    },
  );
}

/** A check just saved has no adjustment yet. */
const NO_ADJUSTMENT = { adjustmentId: null, adjustedAmount: null, adjustedFrom: null, adjustedTo: null, adjustedAt: null, adjustedByName: null };
