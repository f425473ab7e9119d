import type { FastifyInstance } from 'fastify';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { fromCents } from '../../src/domain/money';
import { supplierReturnRefusal, supplierReturnRules, supplierReturnValue, type SupplierReturn } from '../../src/domain/supplierReturns';
import { validateRecord } from '../../src/domain/validation';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { findProductById, returnStock } from '../db/products';
import type { SupplierReturnRow } from '../db/schema';
import { recordMovements } from '../db/stockMovements';
import { supplierToPay } from '../db/supplierAccounts';
import { insertSupplierReturn, receivedAndReturned, returnsOfReceipt } from '../db/supplierReturns';
import { refuseClosedDay } from '../dayLock';
import { HttpError } from '../errors';
import { arrayOf, cleanInput, errorAnswer, idParams, LIMITS, nullableString, numberInput, numberOut, object, string, text, type Infer } from '../schemas/common';

type IdParams = Infer<typeof idParams>;

const returnBody = object({ productId: text(LIMITS.id), quantity: numberInput, note: text(200) });
type ReturnBody = Infer<typeof returnBody>;

const returnProperties = {
  _id: string,
  number: numberOut,
  supplierId: string,
  supplierName: string,
  receiptId: string,
  receiptNumber: numberOut,
  productId: string,
  productName: string,
  quantity: numberOut,
  unitCost: numberOut,
  total: numberOut,
  note: nullableString,
  createdAt: string,
  createdByName: nullableString,
};
const returnRecord = object(returnProperties, Object.keys(returnProperties) as (keyof typeof returnProperties)[]);

/** A return as answered (LKR). */
function toReturnRecord(row: SupplierReturnRow): SupplierReturn {
  return {
    _id: row.id,
    number: row.number,
    supplierId: row.supplierId,
    supplierName: row.supplierName,
    receiptId: row.receiptId,
    receiptNumber: row.receiptNumber,
    productId: row.productId,
    productName: row.productName,
    quantity: row.quantity,
    unitCost: fromCents(row.unitCost),
    total: fromCents(row.total),
    note: row.note,
    createdAt: row.createdAt,
    createdByName: row.createdByName,
  };
}

/**
 * Returns to a supplier (issue 47; the owner's: `goods/received` / `return`): units of a product
 * of a goods received note sent back to its supplier.
 * - `GET /goods-receipts/:id/returns`: the note's returns, oldest first;
 * - `POST /goods-receipts/:id/returns`: one transaction: refused on a closed today (what is owed
 *   changes, as a payment's does), the supplier row locked as a payment locks it, the product read
 *   under its lock; never more than the note brought of it less what went back already, nor
 *   more than is on the shelf. The stock falls by a `supplierReturn` movement at the average
 *   cost, and the supplier's balance by the same value (db/supplierAccounts.ts counts returns).
 */
export async function supplierReturnRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: IdParams }>(
    '/goods-receipts/:id/returns',
    { onRequest: app.requireAccess('goods/received', 'return', 'supplierReturnForbidden'), schema: { params: idParams, response: { 200: arrayOf(returnRecord) } } },
    async (request) => {
      const receipt = await app.db.selectFrom('goods_receipts').select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!receipt) throw new HttpError(404, { key: 'goodsReceiptNotFound' });
      return (await returnsOfReceipt(app.db, receipt.id)).map(toReturnRecord);
    },
  );

  app.post<{ Params: IdParams; Body: ReturnBody }>(
    '/goods-receipts/:id/returns',
    {
      onRequest: app.requireAccess('goods/received', 'return', 'supplierReturnForbidden'),
      schema: {
        params: idParams,
        body: returnBody,
        response: {
          201: returnRecord,
          400: errorAnswer(MESSAGES.billProductRequired, MESSAGES.quantityMin, MESSAGES.supplierReturnNotOnReceipt),
          404: errorAnswer(MESSAGES.goodsReceiptNotFound, MESSAGES.productNotFound),
          409: errorAnswer(messageText({ key: 'supplierReturnMoreThanReceived' }), messageText({ key: 'supplierReturnMoreThanOnHand' }), 'A closed day: the owner can reopen it'),
        },
      },
    },
    async (request, reply) => {
      const form = cleanInput(request.body);
      const [problem] = Object.entries(validateRecord(supplierReturnRules, form));
      if (problem) throw new HttpError(400, { key: problem[1]! }, { [problem[0]]: { key: problem[1]! } });
      const productId = String(form.productId);
      const quantity = Number(form.quantity);
      const note = typeof form.note === 'string' && form.note ? form.note : null;
      const by = currentUser(request).fullName;
      const created = await app.db.transaction().execute(async (trx) => {
        await refuseClosedDay(trx, new Date());
        const receipt = await trx.selectFrom('goods_receipts').select(['id', 'number', 'supplierId', 'supplierName']).where('id', '=', request.params.id).executeTakeFirst();
        if (!receipt) throw new HttpError(404, { key: 'goodsReceiptNotFound' });
        // The supplier's row locked as a payment locks it (its balance changes); a supplier deleted since keeps the note's name.
        const supplier = await supplierToPay(trx, receipt.supplierId);
        const product = await findProductById(trx, productId, { toChange: true });
        if (!product) throw new HttpError(404, { key: 'productNotFound' }, { productId: { key: 'productNotFound' } });
        const { received, returned } = await receivedAndReturned(trx, receipt.id, productId);
        if (received === 0) throw new HttpError(400, { key: 'supplierReturnNotOnReceipt' }, { productId: { key: 'supplierReturnNotOnReceipt' } });
        const refusal = supplierReturnRefusal({ name: product.name, onHand: product.quantity, left: received - returned }, quantity);
        if (refusal) throw new HttpError(409, refusal, { quantity: refusal });

        const onHand = (await returnStock(trx, product.id, -quantity))!;
        const row = await insertSupplierReturn(
          trx,
          {
            supplierId: receipt.supplierId,
            supplierName: supplier?.name ?? receipt.supplierName,
            receiptId: receipt.id,
            receiptNumber: receipt.number,
            productId: product.id,
            productName: product.name,
            quantity,
            unitCost: product.buyingPrice,
            total: supplierReturnValue(quantity, product.buyingPrice),
            note,
          },
          by,
        );
        const source = { id: row.id, number: row.number };
        await recordMovements(trx, [{ productId: product.id, kind: 'supplierReturn', quantity: -quantity, onHand, source, unitCost: product.buyingPrice, averageCost: product.buyingPrice }], actorOf(request));
        await recordActivity(trx, { user: actorOf(request), action: 'return', resource: 'goods/received', recordId: receipt.id, after: toReturnRecord(row) });
        return row;
      });
      return reply.code(201).send(toReturnRecord(created));
    },
  );
}
