import type { FastifyInstance } from 'fastify';
import type { ExpenseTender } from '../../src/domain/expenses';
import { goodsReceiptRules, movingAverageCost, receiptLineRules, receiptTotal } from '../../src/domain/goodsReceipts';
import { MESSAGES, type MessageKey } from '../../src/domain/messages';
import { toCents } from '../../src/domain/money';
import { payloadDay } from '../../src/domain/dates';
import { validateRecord } from '../../src/domain/validation';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { goodsReceiptList } from '../db/goodsReceiptList';
import { findReceipt, insertReceipt, linesOf, receiveStock, type ReceiptLine } from '../db/goodsReceipts';
import { findProductsByIds } from '../db/products';
import { recordMovements, type MovementInput } from '../db/stockMovements';
import { refuseClosedDay } from '../dayLock';
import { HttpError } from '../errors';
import { listQuerystring, readListQuery, type ListQuerystring } from '../paging/listQuery';
import { sendListQuery } from '../paging/pagedList';
import { arrayOf, cleanInput, errorAnswer, idParams, type Infer } from '../schemas/common';
import { goodsReceiptBody, goodsReceiptRecord, receiptRecordOf, toGoodsReceiptRecord, type GoodsReceiptBody } from '../schemas/goodsReceipts';

type IdParams = Infer<typeof idParams>;

/** The form as typed, cleaned: the header's fields and each line's. */
function cleaned(input: GoodsReceiptBody) {
  const form = cleanInput({ ...input, lines: undefined });
  const lines = Array.isArray(input.lines) ? input.lines.map((line) => cleanInput(line ?? {})) : input.lines;
  return { ...form, lines };
}

/**
 * The receipt checked by the domain's rules: 400 with the first failing field's message, and
 * that field named (a line's as `lines.<n>.<field>`, so the dialog shows it under its input).
 */
function readReceipt(input: GoodsReceiptBody) {
  const form = cleaned(input);
  const problems = validateRecord(goodsReceiptRules, form);
  const [field, key] = (Object.entries(problems)[0] ?? []) as [string?, MessageKey?];
  if (field && key) {
    const lineField = field === 'lines' ? firstLineProblem(form.lines) : undefined;
    throw new HttpError(400, { key }, { [lineField ?? field]: { key } });
  }
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

/** Which line's field failed (`lines.2.unitCost`), for the form; undefined when the lines as a whole did (none, too many). */
function firstLineProblem(lines: unknown): string | undefined {
  if (!Array.isArray(lines)) return undefined;
  for (const [index, line] of lines.entries()) {
    const [field] = Object.keys(validateRecord(receiptLineRules, (line ?? {}) as Record<string, unknown>));
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
 */
export async function goodsReceiptRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListQuerystring }>(
    '/goods-receipts',
    { onRequest: app.requireAccess('goods/received', 'list'), schema: { querystring: listQuerystring, response: { 200: arrayOf(goodsReceiptRecord) } } },
    async (request, reply) => {
      const query = readListQuery(request.query);
      if (query) return sendListQuery(request, reply, app.db, goodsReceiptList(app.db), query);
      // Asked without paging words: every receipt, newest first, with its lines.
      const rows = await app.db.selectFrom('goods_receipts').selectAll().orderBy('createdAt', 'desc').orderBy('number', 'desc').execute();
      const lines = await linesOf(app.db, rows.map((row) => row.id));
      return rows.map((row) => toGoodsReceiptRecord(row, lines.get(row.id) ?? []));
    },
  );

  app.get<{ Params: IdParams }>(
    '/goods-receipts/:id',
    { onRequest: app.requireAccess('goods/received', 'show'), schema: { params: idParams, response: { 200: goodsReceiptRecord } } },
    async (request) => {
      const receipt = await findReceipt(app.db, request.params.id);
      if (!receipt) throw new HttpError(404, { key: 'goodsReceiptNotFound' });
      return receiptRecordOf(receipt);
    },
  );

  app.post<{ Body: GoodsReceiptBody }>(
    '/goods-receipts',
    {
      onRequest: app.requireAccess('goods/received', 'create'),
      schema: {
        body: goodsReceiptBody,
        response: {
          201: goodsReceiptRecord,
          400: errorAnswer(MESSAGES.receiptSupplierRequired, MESSAGES.invoiceNumberRequired, MESSAGES.invoiceDateFuture, MESSAGES.billProductsRequired, MESSAGES.receiptPaymentInvalid),
          404: errorAnswer(MESSAGES.supplierNotFound, MESSAGES.productNotFound),
          409: errorAnswer('A closed day: the owner can reopen it'),
        },
      },
    },
    async (request, reply) => {
      const form = readReceipt(request.body);
      const by = currentUser(request).fullName;
      const created = await app.db.transaction().execute(async (trx) => {
        // It moves stock (and, paid now, cash) today: a closed today refuses it, as a sale.
        await refuseClosedDay(trx, new Date());
        const supplier = await trx.selectFrom('suppliers').select(['id', 'name']).where('id', '=', form.supplierId).executeTakeFirst();
        if (!supplier) throw new HttpError(404, { key: 'supplierNotFound' }, { supplierId: { key: 'supplierNotFound' } });
        const products = new Map((await findProductsByIds(trx, [...new Set(form.lines.map((line) => line.productId))])).map((product) => [product.id, product]));
        const missing = form.lines.findIndex((line) => !products.has(line.productId));
        if (missing >= 0) throw new HttpError(404, { key: 'productNotFound' }, { [`lines.${missing}.productId`]: { key: 'productNotFound' } });

        // Per product (several lines of one count together), in the order of their ids, as they were locked.
        const received = new Map<string, { quantity: number; cost: number }>();
        for (const line of form.lines) {
          const sum = received.get(line.productId) ?? { quantity: 0, cost: 0 };
          received.set(line.productId, { quantity: sum.quantity + line.quantity, cost: sum.cost + line.quantity * line.unitCost });
        }
        const lines: ReceiptLine[] = form.lines.map((line) => ({ ...line, productName: products.get(line.productId)!.name }));
        const receipt = await insertReceipt(
          trx,
          { supplierId: supplier.id, supplierName: supplier.name, invoiceNumber: form.invoiceNumber, invoiceDate: form.invoiceDate, total: receiptTotal(lines), paidBy: form.paidBy, dueDate: form.dueDate },
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
        await recordActivity(trx, { user: actorOf(request), action: 'create', resource: 'goods/received', recordId: receipt.id, after: receiptRecordOf(receipt) });
        return receipt;
      });
      return reply.code(201).send(receiptRecordOf(created));
    },
  );
}
