import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../src/domain/messages';
import { can } from '../../src/domain/permissions';
import { closedMessage, countedRules, countSummary, newCountRules } from '../../src/domain/stockCounts';
import { validateRecord } from '../../src/domain/validation';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { findStockCount, insertStockCount, listStockCounts, postStockCount, setCounts, updateStockCount, type StockCountWithLines } from '../db/stockCounts';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import { sendList } from '../listCache';
import { arrayOf, cleanInput, errorAnswer, idParams, type Infer } from '../schemas/common';
import { countRecord, countsBody, newCountBody, toCountRecord, type CountsBody, type CountView, type NewCountBody } from '../schemas/stockCounts';
import type { Kysely } from 'kysely';

type IdParams = Infer<typeof idParams>;

const RESOURCE = 'stock/counts';

/** What this caller may see: values at the buying price and who did what are the owner's. */
function viewOf(request: FastifyRequest): CountView {
  const { role } = currentUser(request);
  return { cost: can(role, RESOURCE, 'cost'), audit: can(role, RESOURCE, 'audit') };
}

/** The activity log keeps everything. */
const FULL_VIEW: CountView = { cost: true, audit: true };

/** The sheet, read under its lock, still open to a change: 404 when none, 409 when posted or discarded. */
async function openCount(db: Kysely<Database>, id: string): Promise<StockCountWithLines> {
  const count = await findStockCount(db, id, { toChange: true });
  if (!count) throw new HttpError(404, { key: 'stockCountNotFound' });
  const closed = closedMessage(count.status);
  if (closed) throw new HttpError(409, closed);
  return count;
}

/** A sheet must have a count before it is submitted or posted. */
function refuseNothingCounted(count: StockCountWithLines): void {
  if (countSummary(count.lines).counted === 0) throw new HttpError(400, { key: 'stockCountNothingCounted' });
}

/**
 * Stock counts (issue 47, `stockCounts`; rules in src/domain/stockCounts.ts). Everyone makes a
 * sheet, enters counts and submits it; a submitted sheet's counts are the owner's to change; the
 * owner posts it (one `counted` movement per product whose count differs, moved by the difference
 * counted − expected, in one transaction) or discards it. Posted and discarded sheets never change.
 */
export async function stockCountRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/stock-counts',
    { onRequest: app.requireAccess(RESOURCE, 'list'), schema: { response: { 200: arrayOf(countRecord) } } },
    async (request, reply) => {
      const view = viewOf(request);
      return sendList(request, reply, `cost=${view.cost},audit=${view.audit}`, async () => (await listStockCounts(app.db)).map((count) => toCountRecord(count, view, false)));
    },
  );

  app.get<{ Params: IdParams }>(
    '/stock-counts/:id',
    { onRequest: app.requireAccess(RESOURCE, 'list'), schema: { params: idParams, response: { 200: countRecord } } },
    async (request) => {
      const count = await findStockCount(app.db, request.params.id);
      if (!count) throw new HttpError(404, { key: 'stockCountNotFound' });
      return toCountRecord(count, viewOf(request), true);
    },
  );

  app.post<{ Body: NewCountBody }>(
    '/stock-counts',
    { onRequest: app.requireAccess(RESOURCE, 'create'), schema: { body: newCountBody, response: { 201: countRecord, 400: errorAnswer(MESSAGES.stockCountNoProducts) } } },
    async (request, reply) => {
      const form = cleanInput(request.body);
      const [problem] = Object.entries(validateRecord(newCountRules, form));
      if (problem) throw new HttpError(400, { key: problem[1]! }, { [problem[0]]: { key: problem[1]! } });
      const created = await app.db.transaction().execute(async (trx) => {
        const count = await insertStockCount(trx, { search: form.search ?? null, note: form.note ?? null }, currentUser(request).fullName);
        if (!count) throw new HttpError(400, { key: 'stockCountNoProducts' }, { search: { key: 'stockCountNoProducts' } });
        await recordActivity(trx, { user: actorOf(request), action: 'create', resource: RESOURCE, recordId: count.id, after: toCountRecord(count, FULL_VIEW, false) });
        return count;
      });
      return reply.code(201).send(toCountRecord(created, viewOf(request), true));
    },
  );

  // Counts as typed, any number of lines at once (the sheet saves what was entered since last time).
  app.post<{ Params: IdParams; Body: CountsBody }>(
    '/stock-counts/:id/counts',
    {
      onRequest: app.requireAccess(RESOURCE, 'count'),
      schema: { params: idParams, body: countsBody, response: { 200: countRecord, 409: errorAnswer(MESSAGES.stockCountPosted, MESSAGES.stockCountDiscarded) } },
    },
    async (request) => {
      const saved = await app.db.transaction().execute(async (trx) => {
        const count = await openCount(trx, request.params.id);
        if (count.status === 'submitted' && !can(currentUser(request).role, RESOURCE, 'approve')) throw new HttpError(403, { key: 'stockCountSubmitted' });
        const lineIds = new Set(count.lines.map((line) => line.id));
        const counts = new Map<string, number | null>();
        for (const [index, line] of request.body.lines.entries()) {
          if (!line._id || !lineIds.has(line._id)) throw new HttpError(400, { key: 'stockCountLineUnknown' });
          const problem = validateRecord(countedRules, { counted: line.counted }).counted;
          if (problem) throw new HttpError(400, { key: problem }, { [`lines.${index}.counted`]: { key: problem } });
          counts.set(line._id, line.counted === null || line.counted === undefined ? null : Number(line.counted));
        }
        await setCounts(trx, count.lines, counts);
        await updateStockCount(trx, count.id, { by: currentUser(request).fullName });
        return (await findStockCount(trx, count.id))!;
      });
      return toCountRecord(saved, viewOf(request), true);
    },
  );

  app.post<{ Params: IdParams }>(
    '/stock-counts/:id/submit',
    { onRequest: app.requireAccess(RESOURCE, 'count'), schema: { params: idParams, response: { 200: countRecord } } },
    async (request) => {
      const saved = await app.db.transaction().execute(async (trx) => {
        const count = await openCount(trx, request.params.id);
        // Submitted already: nothing more to do (a second tap, another counter).
        if (count.status === 'counting') {
          refuseNothingCounted(count);
          await updateStockCount(trx, count.id, { status: 'submitted', by: currentUser(request).fullName });
          await recordActivity(trx, { user: actorOf(request), action: 'status', resource: RESOURCE, recordId: count.id, before: { status: count.status }, after: { status: 'submitted' } });
        }
        return (await findStockCount(trx, count.id))!;
      });
      return toCountRecord(saved, viewOf(request), true);
    },
  );

  app.post<{ Params: IdParams }>(
    '/stock-counts/:id/post',
    {
      onRequest: app.requireAccess(RESOURCE, 'approve', 'stockCountPostForbidden'),
      schema: { params: idParams, response: { 200: countRecord, 409: errorAnswer(MESSAGES.stockCountPosted, MESSAGES.stockCountBelowZero) } },
    },
    async (request) => {
      const by = actorOf(request);
      const posted = await app.db.transaction().execute(async (trx) => {
        const count = await openCount(trx, request.params.id);
        refuseNothingCounted(count);
        await postStockCount(trx, count, by);
        const after = (await findStockCount(trx, count.id))!;
        await recordActivity(trx, { user: by, action: 'approve', resource: RESOURCE, recordId: count.id, before: { status: count.status }, after: toCountRecord(after, FULL_VIEW, false) });
        return after;
      });
      return toCountRecord(posted, viewOf(request), true);
    },
  );

  app.post<{ Params: IdParams }>(
    '/stock-counts/:id/discard',
    { onRequest: app.requireAccess(RESOURCE, 'approve', 'stockCountPostForbidden'), schema: { params: idParams, response: { 200: countRecord } } },
    async (request) => {
      const discarded = await app.db.transaction().execute(async (trx) => {
        const count = await openCount(trx, request.params.id);
        await updateStockCount(trx, count.id, { status: 'discarded', by: currentUser(request).fullName });
        await recordActivity(trx, { user: actorOf(request), action: 'status', resource: RESOURCE, recordId: count.id, before: { status: count.status }, after: { status: 'discarded' } });
        return (await findStockCount(trx, count.id))!;
      });
      return toCountRecord(discarded, viewOf(request), true);
    },
  );
}
