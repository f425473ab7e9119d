import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExpenseTender } from '../../src/domain/expenses';
import {
  carriesOwnersFields,
  correctedCostRules,
  goodsReceiptRules,
  MAX_RECEIPT_TOTAL,
  correctedAverageCost,
  movingAverageCost,
  receiptLineRules,
  receiptTotal,
  staffReceiptLineRules,
  staffReceiptRules,
} from '../../src/domain/goodsReceipts';
import { MESSAGES, type MessageKey } from '../../src/domain/messages';
import { toCents } from '../../src/domain/money';
import { payloadDay } from '../../src/domain/dates';
import { can } from '../../src/domain/permissions';
import { validateRecord, type RuleSet } from '../../src/domain/validation';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { goodsReceiptList } from '../db/goodsReceiptList';
import { findReceipt, insertReceipt, linesOf, receiveStock, recostReceipt, receiptMovementsSince, type ReceiptLine } from '../db/goodsReceipts';
import { findProductsByIds } from '../db/products';
import { recordMovements, type MovementInput } from '../db/stockMovements';
import { refuseClosedDay } from '../dayLock';
import { HttpError } from '../errors';
import { listQuerystring, readListQuery, type ListQuerystring } from '../paging/listQuery';
import { sendListQuery } from '../paging/pagedList';
import { arrayOf, cleanInput, errorAnswer, idParams, preconditionHeaders, type Infer } from '../schemas/common';
import { checkIfMatch } from '../http/preconditions';
import {
  goodsReceiptBody,
  goodsReceiptRecord,
  receiptCostsBody,
  receiptRecordOf,
  toGoodsReceiptRecord,
  type GoodsReceiptBody,
  type ReceiptCostsBody,
  type ReceiptView,
} from '../schemas/goodsReceipts';

type IdParams = Infer<typeof idParams>;

/** The form as typed, cleaned: the header's fields and each line's. */
function cleaned(input: GoodsReceiptBody) {
  const form = cleanInput({ ...input, lines: undefined });
  const lines = Array.isArray(input.lines) ? input.lines.map((line) => cleanInput(line ?? {})) : input.lines;
  return { ...form, lines };
}

/** The first failing field of `form` by `rules`, as a 400 naming it (a line's as `lines.<n>.<field>`, so the dialog shows it under its input). */
function refuseProblems(form: ReturnType<typeof cleaned>, rules: RuleSet, lineRules: RuleSet): void {
  const problems = validateRecord(rules, form);
  const [field, key] = (Object.entries(problems)[0] ?? []) as [string?, MessageKey?];
  if (field && key) {
    const lineField = field === 'lines' ? firstLineProblem(form.lines, lineRules) : undefined;
    throw new HttpError(400, { key }, { [lineField ?? field]: { key } });
  }
}

/** A receipt to write: unit costs in cents, or null on staff's lines (the server values them). */
interface ReceiptForm {
  supplierId: string;
  invoiceNumber: string;
  invoiceDate: string;
  paidBy: ExpenseTender | null;
  dueDate: string | null;
  lines: { productId: string; quantity: number; unitCost: number | null }[];
}

/** The owner's receipt checked by the domain's rules: 400 with the first failing field's message, and that field named. */
function readReceipt(input: GoodsReceiptBody): ReceiptForm {
  const form = cleaned(input);
  refuseProblems(form, goodsReceiptRules, receiptLineRules);
  const owed = form.payment === 'owed';
  return {
    supplierId: String(form.supplierId),
    invoiceNumber: String(form.invoiceNumber),
    invoiceDate: payloadDay(String(form.invoiceDate))!,
    paidBy: owed ? null : (String(form.payment) as ExpenseTender),
    // A due date is an owed receipt's: one paid now is due nowhere.
    dueDate: owed && form.dueDate ? payloadDay(String(form.dueDate))! : null,
    lines: (form.lines ?? []).map((line) => ({ productId: String(line.productId), quantity: Number(line.quantity), unitCost: toCents(Number(line.unitCost)) })),
  };
}

/**
 * Staff's receipt (the owner's switch in Settings): a unit cost, a payment or a due date is the
 * owner's to say, so a note carrying one is refused whole (403), in words that name no figure;
 * then the domain's rules, as the owner's. Owed, its lines valued by the server.
 */
function readStaffReceipt(input: GoodsReceiptBody): ReceiptForm {
  if (carriesOwnersFields(input)) throw new HttpError(403, { key: 'staffReceiptOwnersFields' });
  const form = cleaned(input);
  refuseProblems(form, staffReceiptRules, staffReceiptLineRules);
  return {
    supplierId: String(form.supplierId),
    invoiceNumber: String(form.invoiceNumber),
    invoiceDate: payloadDay(String(form.invoiceDate))!,
    paidBy: null,
    dueDate: null,
    lines: (form.lines ?? []).map((line) => ({ productId: String(line.productId), quantity: Number(line.quantity), unitCost: null })),
  };
}

/** Does the caller see a note's costs (the owner), or only its supplier, invoice and units (staff the owner lets receive)? */
const viewOf = (request: FastifyRequest): ReceiptView => ({ cost: can(currentUser(request).role, 'goods/received', 'cost') });

/** Which line's field failed (`lines.2.unitCost`), for the form; undefined when the lines as a whole did (none, too many). */
function firstLineProblem(lines: unknown, lineRules: RuleSet): string | undefined {
  if (!Array.isArray(lines)) return undefined;
  for (const [index, line] of lines.entries()) {
    const [field] = Object.keys(validateRecord(lineRules, (line ?? {}) as Record<string, unknown>));
    if (field) return `lines.${index}.${field}`;
  }
  return undefined;
}

/**
 * Goods received (issue 47, beyond the spec): the owner lists them, reads one and records one.
 * A receipt is one transaction: refused on a closed day (it moves stock now, and cash when paid
 * now), the supplier and every product read (and on PostgreSQL locked, in the order of their
 * ids, as a sale locks them), the stock raised with the buying price set to the moving-average
 * cost, a `received` movement per product under the receipt's number, the receipt and its lines
 * written, and the activity logged. A receipt paid now by a tender is money out of that tender
 * on the day it was written (the day close counts it: db/dayCloses.ts); owed, it is the
 * supplier's to be paid.
 *
 * Where the owner lets them (`staffReceiveGoods` in Settings; the guard reads it on each call),
 * staff list, read and record notes too, and no answer of theirs carries a cost, a payment or
 * what is owed. Staff's note has no cost and no payment: each line is valued at the product's
 * moving-average cost (its buying price, read in the transaction), so the average stays as it
 * was; the note is owed, marked `average`, and the owner may put its unit costs right
 * (`PUT /goods-receipts/:id/costs`) when the invoice comes, even after its products have moved.
 */
export async function goodsReceiptRoutes(app: FastifyInstance): Promise<void> {
  const staffRefusal = 'staffReceivingOff' as const;

  app.get<{ Querystring: ListQuerystring }>(
    '/goods-receipts',
    { onRequest: app.requireAccess('goods/received', 'list', staffRefusal), schema: { querystring: listQuerystring, response: { 200: arrayOf(goodsReceiptRecord) } } },
    async (request, reply) => {
      const view = viewOf(request);
      const query = readListQuery(request.query);
      if (query) return sendListQuery(request, reply, app.db, goodsReceiptList(app.db, view), query);
      // Asked without paging words: every receipt, newest first, with its lines.
      const rows = await app.db.selectFrom('goods_receipts').selectAll().orderBy('createdAt', 'desc').orderBy('number', 'desc').execute();
      const lines = await linesOf(app.db, rows.map((row) => row.id));
      return rows.map((row) => toGoodsReceiptRecord(row, lines.get(row.id) ?? [], view));
    },
  );

  app.get<{ Params: IdParams }>(
    '/goods-receipts/:id',
    { onRequest: app.requireAccess('goods/received', 'show', staffRefusal), schema: { params: idParams, response: { 200: goodsReceiptRecord } } },
    async (request) => {
      const receipt = await findReceipt(app.db, request.params.id);
      if (!receipt) throw new HttpError(404, { key: 'goodsReceiptNotFound' });
      return receiptRecordOf(receipt, viewOf(request));
    },
  );

  app.post<{ Body: GoodsReceiptBody }>(
    '/goods-receipts',
    {
      onRequest: app.requireAccess('goods/received', 'create', staffRefusal),
      schema: {
        body: goodsReceiptBody,
        response: {
          201: goodsReceiptRecord,
          400: errorAnswer(MESSAGES.receiptSupplierRequired, MESSAGES.invoiceNumberRequired, MESSAGES.invoiceDateFuture, MESSAGES.billProductsRequired, MESSAGES.receiptPaymentInvalid),
          403: errorAnswer(MESSAGES.staffReceivingOff, MESSAGES.staffReceiptOwnersFields),
          404: errorAnswer(MESSAGES.supplierNotFound, MESSAGES.productNotFound),
          409: errorAnswer('A closed day: the owner can reopen it'),
        },
      },
    },
    async (request, reply) => {
      const view = viewOf(request);
      const form = view.cost ? readReceipt(request.body) : readStaffReceipt(request.body);
      const by = currentUser(request).fullName;
      const created = await app.db.transaction().execute(async (trx) => {
        // It moves stock (and, paid now, cash) today: a closed today refuses it, as a sale.
        await refuseClosedDay(trx, new Date());
        const supplier = await trx.selectFrom('suppliers').select(['id', 'name']).where('id', '=', form.supplierId).executeTakeFirst();
        if (!supplier) throw new HttpError(404, { key: 'supplierNotFound' }, { supplierId: { key: 'supplierNotFound' } });
        const products = new Map((await findProductsByIds(trx, [...new Set(form.lines.map((line) => line.productId))])).map((product) => [product.id, product]));
        const missing = form.lines.findIndex((line) => !products.has(line.productId));
        if (missing >= 0) throw new HttpError(404, { key: 'productNotFound' }, { [`lines.${missing}.productId`]: { key: 'productNotFound' } });

        // Staff's lines at the product's moving-average cost, as this transaction read it.
        const lines: ReceiptLine[] = form.lines.map((line) => {
          const product = products.get(line.productId)!;
          return { productId: line.productId, quantity: line.quantity, unitCost: line.unitCost ?? product.buyingPrice, productName: product.name };
        });
        // The owner's form checked its total; staff's, valued here, is checked here.
        if (receiptTotal(lines) > toCents(MAX_RECEIPT_TOTAL)) throw new HttpError(400, { key: 'receiptTotalTooLarge' });
        // Per product (several lines of one count together), in the order of their ids, as they were locked.
        const received = new Map<string, { quantity: number; cost: number }>();
        for (const line of lines) {
          const sum = received.get(line.productId) ?? { quantity: 0, cost: 0 };
          received.set(line.productId, { quantity: sum.quantity + line.quantity, cost: sum.cost + line.quantity * line.unitCost });
        }
        const receipt = await insertReceipt(
          trx,
          {
            supplierId: supplier.id,
            supplierName: supplier.name,
            invoiceNumber: form.invoiceNumber,
            invoiceDate: form.invoiceDate,
            total: receiptTotal(lines),
            paidBy: form.paidBy,
            dueDate: form.dueDate,
            costing: view.cost ? 'invoice' : 'average',
          },
          lines,
          by,
        );
        const movements: MovementInput[] = [];
        for (const productId of [...received.keys()].sort()) {
          const product = products.get(productId)!;
          const units = received.get(productId)!;
          const cost = movingAverageCost({ onHand: product.quantity, cost: product.buyingPrice }, units);
          const onHand = await receiveStock(trx, productId, units.quantity, cost);
          if (onHand === undefined) throw new Error('A product read in this transaction is gone');
          // Valued at what these units cost (several lines of one product: their weighted cost), the average after them.
          const unitCost = Math.round(units.cost / units.quantity);
          movements.push({ productId, kind: 'received', quantity: units.quantity, onHand, source: { id: receipt.id, number: receipt.number }, unitCost, averageCost: cost });
        }
        await recordMovements(trx, movements, actorOf(request));
        // The log is the owner's: it keeps the note as the owner reads it, costs and all.
        await recordActivity(trx, { user: actorOf(request), action: 'create', resource: 'goods/received', recordId: receipt.id, after: receiptRecordOf(receipt, { cost: true }) });
        return receipt;
      });
      return reply.code(201).send(receiptRecordOf(created, view));
    },
  );

  app.put<{ Params: IdParams; Body: ReceiptCostsBody }>(
    '/goods-receipts/:id/costs',
    {
      onRequest: app.requireAccess('goods/received', 'adjust'),
      schema: {
        params: idParams,
        headers: preconditionHeaders(),
        body: receiptCostsBody,
        response: {
          200: goodsReceiptRecord,
          400: errorAnswer(MESSAGES.unitCostRequired),
          404: errorAnswer(MESSAGES.goodsReceiptNotFound),
          409: errorAnswer(MESSAGES.staleWrite, MESSAGES.receiptNotStaffs, 'A closed day: the owner can reopen it'),
        },
      },
    },
    async (request) => {
      const costs = (Array.isArray(request.body.lines) ? request.body.lines : []).map((line) => cleanInput(line ?? {}));
      for (const [index, line] of costs.entries()) {
        const [key] = Object.values(validateRecord(correctedCostRules, line)) as MessageKey[];
        if (key) throw new HttpError(400, { key }, { [`lines.${index}.unitCost`]: { key } });
      }
      const updated = await app.db.transaction().execute(async (trx) => {
        // It moves the stock's value and what is owed today: a closed today refuses it.
        await refuseClosedDay(trx, new Date());
        const receipt = await findReceipt(trx, request.params.id);
        if (!receipt) throw new HttpError(404, { key: 'goodsReceiptNotFound' });
        checkIfMatch(request, receipt);
        if (receipt.costing === 'invoice') throw new HttpError(409, { key: 'receiptNotStaffs' });
        if (costs.length !== receipt.lines.length) {
          const index = Math.min(costs.length, receipt.lines.length - 1);
          throw new HttpError(400, { key: 'unitCostRequired' }, { [`lines.${index}.unitCost`]: { key: 'unitCostRequired' } });
        }
        const lines = receipt.lines.map((line, index) => ({ ...line, unitCost: toCents(Number(costs[index]!.unitCost)) }));
        if (receiptTotal(lines) > toCents(MAX_RECEIPT_TOTAL)) throw new HttpError(400, { key: 'receiptTotalTooLarge' });
        const productIds = [...new Set(lines.map((line) => line.productId))].sort();
        // Locked as a sale locks them, so no sale slips in between the check and the write.
        const products = new Map((await findProductsByIds(trx, productIds)).map((product) => [product.id, product]));
        const movements: MovementInput[] = [];
        for (const productId of productIds) {
          const product = products.get(productId);
          // Deleted since: no shelf to re-value; the note's lines and what is owed still change.
          if (!product) continue;
          const units = lines.filter((line) => line.productId === productId);
          const quantity = units.reduce((sum, line) => sum + line.quantity, 0);
          const cost = units.reduce((sum, line) => sum + line.quantity * line.unitCost, 0);
          const oldCost = receipt.lines.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.quantity * line.unitCost, 0);
          const since = await receiptMovementsSince(trx, productId, receipt.id);
          // Still the product's last movement: the average again from the stock before the note.
          // Moved since (sold, received, returned, counted): those movements keep the cost they
          // had, and only the note's units still on the shelf take the difference.
          const average = since
            ? movingAverageCost(since.before, { quantity, cost })
            : correctedAverageCost({ onHand: Number(product.quantity), cost: Number(product.buyingPrice) }, { quantity, oldCost, newCost: cost });
          const onHand = await receiveStock(trx, productId, 0, average);
          if (onHand === undefined) throw new Error('A product read in this transaction is gone');
          movements.push({ productId, kind: 'recosted', quantity: 0, onHand, source: { id: receipt.id, number: receipt.number }, unitCost: Math.round(cost / quantity), averageCost: average });
        }
        const after = await recostReceipt(trx, receipt, lines, currentUser(request).fullName);
        await recordMovements(trx, movements, actorOf(request));
        await recordActivity(trx, {
          user: actorOf(request),
          action: 'update',
          resource: 'goods/received',
          recordId: receipt.id,
          before: receiptRecordOf(receipt, { cost: true }),
          after: receiptRecordOf(after, { cost: true }),
        });
        return after;
      });
      return receiptRecordOf(updated, { cost: true });
    },
  );
}
