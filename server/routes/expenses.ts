import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { categoryIdOf, categoryInUseMessage, categoryRules, expenseRules, normaliseCategoryName } from '../../src/domain/expenses';
import { MESSAGES } from '../../src/domain/messages';
import { toCents } from '../../src/domain/money';
import { payloadDay } from '../../src/domain/dates';
import { firstError } from '../../src/domain/validation';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { isUniqueViolation } from '../db/connect';
import {
  countExpensesInCategory,
  deleteCategory,
  deleteExpense,
  findCategoryById,
  findCategoryByName,
  findExpenseById,
  insertCategory,
  insertExpense,
  isForeignKeyViolation,
  listCategories,
  listExpensesQuery,
  renameCategory,
  updateExpense,
  type ExpenseFields,
} from '../db/expenses';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import { sendList, streamed } from '../listCache';
import { arrayOf, cleanInput, deletedAnswer, errorAnswer, idParams, type Infer } from '../schemas/common';
import {
  categoryBody,
  categoryRecord,
  expenseBody,
  expenseRecord,
  toCategoryRecord,
  toExpenseRecord,
  type CategoryBody,
  type ExpenseBody,
} from '../schemas/expenses';

type IdParams = Infer<typeof idParams>;

/** The category form checked by the domain rules (400 with the message), the name as stored. */
function readCategoryName(input: CategoryBody): string {
  const form = cleanInput(input);
  const problem = firstError(categoryRules, form);
  if (problem) throw new HttpError(400, MESSAGES[problem]);
  return normaliseCategoryName(form.name!);
}

/** 409 when another category (not `ownId`) already has this name, ignoring case and repeated spaces. */
async function checkNameFree(db: Kysely<Database>, name: string, ownId?: string): Promise<void> {
  const holder = await findCategoryByName(db, name);
  if (holder && holder.id !== ownId) throw new HttpError(409, MESSAGES.categoryNameTaken);
}

/** A write that lost a race for a name (checked just before) is the same 409. */
async function uniqueName<T>(run: Promise<T>): Promise<T> {
  try {
    return await run;
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MESSAGES.categoryNameTaken);
    throw error;
  }
}

/**
 * The expense form checked by the domain rules (400 with the first failing field's message)
 * and its category's existence (404), as stored: cents, the Colombo day. Run inside the
 * write's transaction, so the category cannot vanish before the insert.
 */
async function readExpense(db: Kysely<Database>, input: ExpenseBody): Promise<ExpenseFields> {
  const form = cleanInput(input);
  const problem = firstError(expenseRules, form);
  if (problem) throw new HttpError(400, MESSAGES[problem]);
  const categoryId = String(categoryIdOf(form.categoryId)).trim();
  if (!(await findCategoryById(db, categoryId))) throw new HttpError(404, MESSAGES.categoryNotFound);
  return {
    categoryId,
    amount: toCents(form.amount!),
    description: form.description!,
    expenseDate: payloadDay(form.expenseDate!)!,
  };
}

/**
 * Expense categories and expenses (spec §2 Expense Categories / Expense Management, §5, §6, §7).
 * - Categories (`expenses/categories`): everyone lists them (newest first; the expense
 *   form's picker needs them); super admins add, rename and delete. Names are unique
 *   ignoring case and repeated spaces (409, also under a race: a unique index), and a
 *   category that expenses use cannot be deleted (409 naming how many).
 * - Expenses (`expenses/management`): everyone lists and adds; super admins edit and delete,
 *   others get the spec's 'Access Denied' wording. Each answer carries its category as
 *   `{ _id, name }`, joined on read in the same query.
 * Every write is one transaction; no expense field is a cost, so staff and super admins
 * read the same records.
 */
export async function expenseRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/expense-categories',
    { onRequest: app.requireAccess('expenses/categories', 'list'), schema: { response: { 200: arrayOf(categoryRecord) } } },
    async (request, reply) => sendList(request, reply, 'all', async () => (await listCategories(app.db)).map(toCategoryRecord)),
  );

  app.post<{ Body: CategoryBody }>(
    '/expense-categories',
    {
      onRequest: app.requireAccess('expenses/categories', 'create'),
      schema: { body: categoryBody, response: { 201: categoryRecord, 409: errorAnswer(MESSAGES.categoryNameTaken) } },
    },
    async (request, reply) => {
      const name = readCategoryName(request.body);
      const by = currentUser(request).fullName;
      const created = await uniqueName(
        app.db.transaction().execute(async (trx) => {
          await checkNameFree(trx, name);
          const row = await insertCategory(trx, name, by);
          await recordActivity(trx, { user: actorOf(request), action: 'create', resource: 'expenses/categories', recordId: row.id, after: toCategoryRecord(row) });
          return row;
        }),
      );
      return reply.code(201).send(toCategoryRecord(created));
    },
  );

  app.put<{ Params: IdParams; Body: CategoryBody }>(
    '/expense-categories/:id',
    {
      onRequest: app.requireAccess('expenses/categories', 'edit'),
      schema: { params: idParams, body: categoryBody, response: { 200: categoryRecord, 409: errorAnswer(MESSAGES.categoryNameTaken) } },
    },
    async (request) => {
      const { id } = request.params;
      const by = currentUser(request).fullName;
      const updated = await uniqueName(
        app.db.transaction().execute(async (trx) => {
          const before = await findCategoryById(trx, id);
          if (!before) throw new HttpError(404, MESSAGES.categoryNotFound);
          const name = readCategoryName(request.body);
          await checkNameFree(trx, name, id);
          const after = await renameCategory(trx, id, name, by);
          if (after) {
            await recordActivity(trx, { user: actorOf(request), action: 'update', resource: 'expenses/categories', recordId: id, before: toCategoryRecord(before), after: toCategoryRecord(after) });
          }
          return after;
        }),
      );
      if (!updated) throw new HttpError(404, MESSAGES.categoryNotFound);
      return toCategoryRecord(updated);
    },
  );

  app.delete<{ Params: IdParams }>(
    '/expense-categories/:id',
    {
      onRequest: app.requireAccess('expenses/categories', 'delete'),
      schema: { params: idParams, response: { 200: deletedAnswer, 409: errorAnswer(MESSAGES.categoryInUse) } },
    },
    async (request) => {
      const { id } = request.params;
      try {
        await app.db.transaction().execute(async (trx) => {
          const before = await findCategoryById(trx, id);
          if (!before) throw new HttpError(404, MESSAGES.categoryNotFound);
          const used = await countExpensesInCategory(trx, id);
          if (used > 0) throw new HttpError(409, categoryInUseMessage(used));
          await deleteCategory(trx, id);
          await recordActivity(trx, { user: actorOf(request), action: 'delete', resource: 'expenses/categories', recordId: id, before: toCategoryRecord(before) });
        });
      } catch (error) {
        // The foreign key refuses what the count did not see (a write outside this server).
        if (isForeignKeyViolation(error)) throw new HttpError(409, categoryInUseMessage(await countExpensesInCategory(app.db, id)));
        throw error;
      }
      return { message: MESSAGES.categoryDeleted, _id: id };
    },
  );

  app.get(
    '/expenses',
    { onRequest: app.requireAccess('expenses/management', 'list'), schema: { response: { 200: arrayOf(expenseRecord) } } },
    async (request, reply) => sendList(request, reply, 'all', async () => streamed(listExpensesQuery(app.db).stream(500), toExpenseRecord)),
  );

  app.post<{ Body: ExpenseBody }>(
    '/expenses',
    {
      onRequest: app.requireAccess('expenses/management', 'create'),
      schema: { body: expenseBody, response: { 201: expenseRecord, 404: errorAnswer(MESSAGES.categoryNotFound) } },
    },
    async (request, reply) => {
      const by = currentUser(request).fullName;
      const created = await app.db.transaction().execute(async (trx) => {
        const row = await insertExpense(trx, await readExpense(trx, request.body), by);
        await recordActivity(trx, { user: actorOf(request), action: 'create', resource: 'expenses/management', recordId: row.id, after: toExpenseRecord(row) });
        return row;
      });
      return reply.code(201).send(toExpenseRecord(created));
    },
  );

  app.put<{ Params: IdParams; Body: ExpenseBody }>(
    '/expenses/:id',
    {
      onRequest: app.requireAccess('expenses/management', 'edit', MESSAGES.expenseEditForbidden),
      schema: { params: idParams, body: expenseBody, response: { 200: expenseRecord } },
    },
    async (request) => {
      const { id } = request.params;
      const by = currentUser(request).fullName;
      const updated = await app.db.transaction().execute(async (trx) => {
        const before = await findExpenseById(trx, id);
        if (!before) throw new HttpError(404, MESSAGES.expenseNotFound);
        const after = await updateExpense(trx, id, await readExpense(trx, request.body), by);
        if (after) {
          await recordActivity(trx, { user: actorOf(request), action: 'update', resource: 'expenses/management', recordId: id, before: toExpenseRecord(before), after: toExpenseRecord(after) });
        }
        return after;
      });
      if (!updated) throw new HttpError(404, MESSAGES.expenseNotFound);
      return toExpenseRecord(updated);
    },
  );

  app.delete<{ Params: IdParams }>(
    '/expenses/:id',
    {
      onRequest: app.requireAccess('expenses/management', 'delete', MESSAGES.expenseDeleteForbidden),
      schema: { params: idParams, response: { 200: deletedAnswer } },
    },
    async (request) => {
      const { id } = request.params;
      const deleted = await app.db.transaction().execute(async (trx) => {
        const before = await findExpenseById(trx, id);
        if (!before || !(await deleteExpense(trx, id))) return false;
        await recordActivity(trx, { user: actorOf(request), action: 'delete', resource: 'expenses/management', recordId: id, before: toExpenseRecord(before) });
        return true;
      });
      if (!deleted) throw new HttpError(404, MESSAGES.expenseNotFound);
      return { message: MESSAGES.expenseDeleted, _id: id };
    },
  );
}
