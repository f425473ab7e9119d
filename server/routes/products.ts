import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseBarcode } from '../../src/domain/barcodes';
import { MESSAGES } from '../../src/domain/messages';
import { can } from '../../src/domain/permissions';
import { NORMAL_PRODUCT, productRules, stockChangedMessage, stockRules } from '../../src/domain/products';
import { toCents } from '../../src/domain/money';
import { firstError, isBlank, validateRecord, type RuleSet } from '../../src/domain/validation';
import { adjustedStock, adjustmentBelowZeroMessage, adjustmentRules, isAdjustmentReason } from '../../src/domain/stockAdjustments';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { isUniqueViolation } from '../db/connect';
import { deleteProduct, findProductById, insertProduct, listProducts, updateProduct, type ProductFields } from '../db/products';
import { movementCount, movementsOf, recordMovements } from '../db/stockMovements';
import { movementsAnswer, movementsQuery, toMovementRecord, type MovementsQuery } from '../schemas/stockMovements';
import { HttpError } from '../errors';
import { checkIfMatch } from '../http/preconditions';
import { sendList } from '../listCache';
import { productList } from '../db/productList';
import { listQuerystring, readListQuery, readPage, type ListQuerystring } from '../paging/listQuery';
import { sendListQuery } from '../paging/pagedList';
import { arrayOf, cleanInput, deletedAnswer, errorAnswer, idParams, preconditionHeaders, type Infer } from '../schemas/common';
import { adjustmentBody, productBody, productRecord, toProductRecord, type AdjustmentBody, type ProductBody, type ProductView } from '../schemas/products';

type IdParams = Infer<typeof idParams>;

/** The activity log keeps everything (cost included): only super admins read it. */
const FULL_VIEW: ProductView = { cost: true, audit: true };

/** What this caller may see of products: buying prices and by-names are the super admin's (product.md §6). */
function viewOf(request: FastifyRequest): ProductView {
  const { role } = currentUser(request);
  return { cost: can(role, 'products', 'cost'), audit: can(role, 'products', 'audit') };
}

/** `input` checked by `rules` (first failing field → 400), cleaned. */
function checked(rules: RuleSet, input: ProductBody) {
  const form = cleanInput(input);
  const problem = firstError(rules, form);
  if (problem) throw new HttpError(400, { key: problem });
  return form;
}

/** The spec's fields are checked first, with the spec's `{ message }`; then our own (barcode, reorder level), each said under its field too. */
const { barcode: BARCODE_RULES, reorderLevel: REORDER_RULES, ...SPEC_RULES } = productRules;

/**
 * The product form as stored: a normal product, prices in cents. A barcode left out of the body
 * (a client of the spec's API never sends one) is left out here too, so an edit keeps it; sent
 * blank, it is none.
 */
function readProduct(input: ProductBody): ProductFields {
  const form = checked(SPEC_RULES, input);
  const [ownProblem] = Object.entries(validateRecord({ barcode: BARCODE_RULES!, reorderLevel: REORDER_RULES! }, form));
  if (ownProblem) throw new HttpError(400, { key: ownProblem[1]! }, { [ownProblem[0]]: { key: ownProblem[1]! } });
  return {
    name: form.name!,
    productType: NORMAL_PRODUCT,
    quantity: form.quantity!,
    buyingPrice: toCents(form.buyingPrice!),
    sellingPrice: toCents(form.sellingPrice!),
    ...(input.barcode !== undefined ? { barcode: form.barcode ? normaliseBarcode(form.barcode) : null } : {}),
    // Left out, an edit keeps the level (as the barcode); sent blank, the product has none.
    ...(input.reorderLevel !== undefined ? { reorderLevel: isBlank(form.reorderLevel) ? null : Number(form.reorderLevel) } : {}),
  };
}

/** The 409 of a barcode another product holds (the unique index of migration 0047 refused the write), said under its field. */
const barcodeTaken = () => new HttpError(409, { key: 'barcodeTaken' }, { barcode: { key: 'barcodeTaken' } });

/** A write refused by the barcodes' unique index (also when another save took the code a moment before) is that 409. */
async function uniqueBarcode<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw barcodeTaken();
    throw error;
  }
}

/** The edit form as stored: like a new product's, but the stored type stays (the form only sends normal, or nothing). */
function readEdit(input: ProductBody): Omit<ProductFields, 'productType'> {
  const { productType: _unchanged, ...fields } = readProduct(input);
  return fields;
}

/** A stock card's page when none is asked for. */
const STOCK_CARD_PAGE = 50;

/** product.md §7: a PUT whose body is `quantity` alone is the Refill Stock form (unknown fields are already dropped). */
const isRefill = (body: ProductBody) => {
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'quantity';
};

/**
 * Products (product.md §2 Products, §5, §6, §7): everyone lists them (staff without buying
 * prices and by-names); only super admins add, edit, refill and delete, refused with the
 * spec's wording. A refill SETS the stock to the quantity sent (the console sends the
 * current stock plus the quantity added). Only normal products are created here.
 */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListQuerystring }>(
    '/products',
    { onRequest: app.requireAccess('products', 'list'), schema: { querystring: listQuerystring, response: { 200: arrayOf(productRecord) } } },
    async (request, reply) => {
      const view = viewOf(request);
      // Asked by the page (our console), the page; asked as the spec asks, the whole list.
      const query = readListQuery(request.query);
      if (query) return sendListQuery(request, reply, app.db, productList(view), query);
      return sendList(request, reply, `cost=${view.cost},audit=${view.audit}`, async () =>
        (await listProducts(app.db)).map((row) => toProductRecord(row, view)),
      );
    },
  );

  app.post<{ Body: ProductBody }>(
    '/products',
    {
      onRequest: app.requireAccess('products', 'create', 'productAddForbidden'),
      schema: { body: productBody, response: { 201: productRecord, 409: errorAnswer(MESSAGES.barcodeTaken) } },
    },
    async (request, reply) => {
      const fields = readProduct(request.body);
      const created = await uniqueBarcode(app.db.transaction().execute(async (trx) => {
        const row = await insertProduct(trx, fields, currentUser(request).fullName);
        // The ledger starts with the stock it was added with (0 too: the stock card then says when it began).
        await recordMovements(trx, [{ productId: row.id, kind: 'opening', quantity: row.quantity, onHand: row.quantity }], actorOf(request));
        await recordActivity(trx, { user: actorOf(request), action: 'create', resource: 'products', recordId: row.id, after: toProductRecord(row, FULL_VIEW) });
        return row;
      }));
      return reply.code(201).send(toProductRecord(created, viewOf(request)));
    },
  );

  // Edit and refill share the edit guard: it runs before the body is read (both are the super admin's).
  app.put<{ Params: IdParams; Body: ProductBody }>(
    '/products/:id',
    {
      onRequest: app.requireAccess('products', 'edit', 'productEditForbidden'),
      schema: {
        params: idParams,
        // The console sends both tags of the product it read; a refill is satisfied by either (http/preconditions.ts).
        headers: preconditionHeaders(
          '`"v-<updatedAt>"` (the ETag), or for a refill also `"stock-<quantity>"`, the stock as read; a list holds when one of its tags does: `"stock-12", "v-2026-03-01T10:00:00.000Z"`. An edit of every field needs the version',
        ),
        body: productBody,
        response: { 200: productRecord, 409: errorAnswer(MESSAGES.staleWrite, MESSAGES.stockChanged, MESSAGES.barcodeTaken) },
      },
    },
    async (request) => {
      const refill = isRefill(request.body);
      const fields = refill ? { quantity: checked(stockRules, request.body).quantity! } : readEdit(request.body);
      const updated = await uniqueBarcode(app.db.transaction().execute(async (trx) => {
        const before = await findProductById(trx, request.params.id, { toChange: true });
        if (!before) throw new HttpError(404, { key: 'productNotFound' });
        // A refill writes the stock alone, so the stock it read vouches for it; a sale made
        // since moved both the stock and the version, so either tag of before the sale is refused.
        checkIfMatch(request, before, {
          stockOnly: refill ? before.quantity : undefined,
          stockChanged: { stock: before.quantity, message: stockChangedMessage(before.name, before.quantity) },
        });
        const after = await updateProduct(trx, request.params.id, fields, currentUser(request).fullName);
        if (after) {
          const action = refill ? 'refill' : 'update';
          // A refill sets the stock, an edit may change it: the ledger keeps the difference. An
          // edit of the buying price alone is a movement of 0 units: the stock's value changed.
          if (after.quantity !== before.quantity || after.buyingPrice !== before.buyingPrice) {
            const movement = { productId: after.id, kind: refill ? ('refill' as const) : ('edited' as const), quantity: after.quantity - before.quantity, onHand: after.quantity };
            await recordMovements(trx, [movement], actorOf(request));
          }
          await recordActivity(trx, { user: actorOf(request), action, resource: 'products', recordId: after.id, before: toProductRecord(before, FULL_VIEW), after: toProductRecord(after, FULL_VIEW) });
        }
        return after;
      }));
      if (!updated) throw new HttpError(404, { key: 'productNotFound' });
      return toProductRecord(updated, viewOf(request));
    },
  );

  // A stock adjustment (issue 47, `stockAdjustments`): the owner moves the stock by a signed
  // quantity with a reason, never below 0. The stock is read under the row's lock (locks.ts), so
  // a sale committing meanwhile is waited for and counted, not overwritten: no If-Match needed.
  // Not a money write: a closed day does not refuse it (as a refill is not refused).
  app.post<{ Params: IdParams; Body: AdjustmentBody }>(
    '/products/:id/adjustments',
    {
      onRequest: app.requireAccess('products', 'adjust', 'stockAdjustForbidden'),
      schema: { params: idParams, body: adjustmentBody, response: { 201: productRecord, 409: errorAnswer(MESSAGES.adjustmentBelowZero) } },
    },
    async (request, reply) => {
      const form = cleanInput(request.body);
      // The first refusal, and under its field for the form.
      const [problem] = Object.entries(validateRecord(adjustmentRules, form));
      if (problem) throw new HttpError(400, { key: problem[1]! }, { [problem[0]]: { key: problem[1]! } });
      const quantity = Number(form.quantity);
      const reason = isAdjustmentReason(form.reason) ? form.reason : null;
      const note = typeof form.note === 'string' && form.note.trim() ? form.note.trim() : null;
      const updated = await app.db.transaction().execute(async (trx) => {
        const before = await findProductById(trx, request.params.id, { toChange: true });
        if (!before) throw new HttpError(404, { key: 'productNotFound' });
        const stock = adjustedStock(before.quantity, quantity);
        if (stock < 0) {
          const refusal = adjustmentBelowZeroMessage(before.name, before.quantity);
          throw new HttpError(409, refusal, { quantity: refusal });
        }
        const after = (await updateProduct(trx, before.id, { quantity: stock }, currentUser(request).fullName))!;
        await recordMovements(trx, [{ productId: after.id, kind: 'adjusted', quantity, onHand: after.quantity, reason, note }], actorOf(request));
        await recordActivity(trx, { user: actorOf(request), action: 'adjust', resource: 'products', recordId: after.id, before: toProductRecord(before, FULL_VIEW), after: { ...toProductRecord(after, FULL_VIEW), adjustment: { quantity, reason, note } } });
        return after;
      });
      return reply.code(201).send(toProductRecord(updated, viewOf(request)));
    },
  );

  // A product's stock card (issue 47): its movements, newest first, by the page. Everyone who
  // sees the stock may read it; who made each movement is the owner's (`audit`), as elsewhere.
  app.get<{ Params: IdParams; Querystring: MovementsQuery }>(
    '/products/:id/movements',
    {
      onRequest: app.requireAccess('products', 'stockCard'),
      schema: { params: idParams, querystring: movementsQuery, response: { 200: movementsAnswer } },
    },
    async (request) => {
      const { number, size } = readPage(request.query, STOCK_CARD_PAGE) ?? { number: 1, size: STOCK_CARD_PAGE };
      if (!(await findProductById(app.db, request.params.id))) throw new HttpError(404, { key: 'productNotFound' });
      const [rows, total] = await Promise.all([
        movementsOf(app.db, request.params.id, { offset: (number - 1) * size, limit: size }),
        movementCount(app.db, request.params.id),
      ]);
      const withNames = can(currentUser(request).role, 'products', 'audit');
      return { data: rows.map((row) => toMovementRecord(row, withNames)), total };
    },
  );

  // Bills keep their own snapshot of product names, so a product that was sold may go.
  app.delete<{ Params: IdParams }>(
    '/products/:id',
    {
      onRequest: app.requireAccess('products', 'delete', 'productDeleteForbidden'),
      schema: { params: idParams, headers: preconditionHeaders(), response: { 200: deletedAnswer, 409: errorAnswer(MESSAGES.staleWrite) } },
    },
    async (request) => {
      const deleted = await app.db.transaction().execute(async (trx) => {
        const before = await findProductById(trx, request.params.id, { toChange: true });
        if (!before) return false;
        checkIfMatch(request, before);
        if (!(await deleteProduct(trx, request.params.id))) return false;
        await recordActivity(trx, { user: actorOf(request), action: 'delete', resource: 'products', recordId: before.id, before: toProductRecord(before, FULL_VIEW) });
        return true;
      });
      if (!deleted) throw new HttpError(404, { key: 'productNotFound' });
      return { message: MESSAGES.productDeleted, _id: request.params.id };
    },
  );
}
