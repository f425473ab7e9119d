import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { categoryIdOf, expensePaidBy, expenseRules, type ExpenseTender } from '../../src/domain/expenses';
import { MESSAGES } from '../../src/domain/messages';
import { toCents } from '../../src/domain/money';
import { payloadDay } from '../../src/domain/dates';
import { firstError } from '../../src/domain/validation';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import {
  deleteExpense,
  findCategoryById,
  findExpenseById,
  insertExpense,
  listExpensesQuery,
  updateExpense,
  type ExpenseFields,
} from '../db/expenses';
import type { Database } from '../db/schema';
import { refuseClosedDay } from '../dayLock';
import { HttpError } from '../errors';
import { checkIfMatch } from '../http/preconditions';
import { sendList, streamed } from '../listCache';
import { expenseList } from '../db/expenseList';
import { listQuerystring, readListQuery, type ListQuerystring } from '../paging/listQuery';
import { sendListQuery } from '../paging/pagedList';
import { arrayOf, cleanInput, deletedAnswer, errorAnswer, idParams, preconditionHeaders, type Infer } from '../schemas/common';
import { expenseBody, expenseRecord, toExpenseRecord, type ExpenseBody } from '../schemas/expenses';

type IdParams = Infer<typeof idParams>;

/**
 * The expense form checked by the domain rules (400 with the first failing field's message)
 * and its category's existence (404), as stored: cents, the Colombo day. Run inside the
 * write's transaction, so the category cannot vanish before the insert. How it was paid
 * (product.md §10) is optional: the spec's payload leaves a new expense cash and an edited
 * one as it was (`paidBefore`).
 */
async function readExpense(db: Kysely<Database>, input: ExpenseBody, paidBefore?: ExpenseTender): Promise<ExpenseFields> {
  const form = cleanInput(input);
  const problem = firstError(expenseRules, form);
  if (problem) throw new HttpError(400, { key: problem });
  const paidBy = expensePaidBy(input.paidBy, paidBefore);
  if (!paidBy) throw new HttpError(400, { key: 'expensePaidByInvalid' }, { paidBy: { key: 'expensePaidByInvalid' } });
  const categoryId = String(categoryIdOf(form.categoryId)).trim();
  if (!(await findCategoryById(db, categoryId, { toKeep: true }))) throw new HttpError(404, { key: 'categoryNotFound' });
  return {
    categoryId,
    amount: toCents(form.amount!),
    description: form.description!,
    expenseDate: payloadDay(form.expenseDate!)!,
    paidBy,
  };
}

/**
 * Expenses (product.md §2 Expense Management, §5, §6, §7; `expenses/management`): everyone lists and
 * adds; super admins edit and delete, others get the spec's 'Access Denied' wording. Each
 * answer carries its category as `{ _id, name }`, joined on read in the same query (the
 * categories themselves are a plain resource: server/resources/expenseCategories.ts).
 * Every write is one transaction; no expense field is a cost, so staff and super admins
 * read the same records.
 */
export async function expenseRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListQuerystring }>(
    '/expenses',
    { onRequest: app.requireAccess('expenses/management', 'list'), schema: { querystring: listQuerystring, response: { 200: arrayOf(expenseRecord) } } },
    async (request, reply) => {
      // Asked by the page (our console), the page; asked as the spec asks, the whole list.
      const query = readListQuery(request.query);
      if (query) return sendListQuery(request, reply, app.db, expenseList(app.db, { withNames: !request.hiddenByNames?.includes('createdByName') }), query);
      return sendList(request, reply, 'all', async () => streamed(listExpensesQuery(app.db).stream(500), toExpenseRecord));
    },
  );

  app.post<{ Body: ExpenseBody }>(
    '/expenses',
    {
      onRequest: app.requireAccess('expenses/management', 'create'),
      schema: {
        body: expenseBody,
        response: { 201: expenseRecord, 400: errorAnswer(MESSAGES.expenseAmountRequired, MESSAGES.expensePaidByInvalid), 404: errorAnswer(MESSAGES.categoryNotFound) },
      },
    },
    async (request, reply) => {
      const by = currentUser(request).fullName;
      const created = await app.db.transaction().execute(async (trx) => {
        const fields = await readExpense(trx, request.body);
        await refuseClosedDay(trx, fields.expenseDate);
        const row = await insertExpense(trx, fields, by);
        await recordActivity(trx, { user: actorOf(request), action: 'create', resource: 'expenses/management', recordId: row.id, after: toExpenseRecord(row) });
        return row;
      });
      return reply.code(201).send(toExpenseRecord(created));
    },
  );

  app.put<{ Params: IdParams; Body: ExpenseBody }>(
    '/expenses/:id',
    {
      onRequest: app.requireAccess('expenses/management', 'edit', 'expenseUpdateForbidden'),
      schema: { params: idParams, headers: preconditionHeaders(), body: expenseBody, response: { 200: expenseRecord, 409: errorAnswer(MESSAGES.staleWrite) } },
    },
    async (request) => {
      const { id } = request.params;
      const by = currentUser(request).fullName;
      const updated = await app.db.transaction().execute(async (trx) => {
        const before = await findExpenseById(trx, id, { toChange: true });
        if (!before) throw new HttpError(404, { key: 'expenseNotFound' });
        checkIfMatch(request, before);
        const fields = await readExpense(trx, request.body, before.paidBy);
        await refuseClosedDay(trx, before.expenseDate, fields.expenseDate);
        const after = await updateExpense(trx, id, fields, by);
        if (after) {
          await recordActivity(trx, { user: actorOf(request), action: 'update', resource: 'expenses/management', recordId: id, before: toExpenseRecord(before), after: toExpenseRecord(after) });
        }
        return after;
      });
      if (!updated) throw new HttpError(404, { key: 'expenseNotFound' });
      return toExpenseRecord(updated);
    },
  );

  app.delete<{ Params: IdParams }>(
    '/expenses/:id',
    {
      onRequest: app.requireAccess('expenses/management', 'delete', 'expenseDeleteForbidden'),
      schema: { params: idParams, headers: preconditionHeaders(), response: { 200: deletedAnswer, 409: errorAnswer(MESSAGES.staleWrite) } },
    },
    async (request) => {
      const { id } = request.params;
      const deleted = await app.db.transaction().execute(async (trx) => {
        const before = await findExpenseById(trx, id, { toChange: true });
        if (!before) return false;
        checkIfMatch(request, before);
        await refuseClosedDay(trx, before.expenseDate);
        if (!(await deleteExpense(trx, id))) return false;
        await recordActivity(trx, { user: actorOf(request), action: 'delete', resource: 'expenses/management', recordId: id, before: toExpenseRecord(before) });
        return true;
      });
      if (!deleted) throw new HttpError(404, { key: 'expenseNotFound' });
      return { message: MESSAGES.expenseDeleted, _id: id };
    },
  );
}
