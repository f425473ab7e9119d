import { formatDateTime, formatMoney } from '../../domain/format';
import { documentNumber } from '../../domain/numbers';
import type { SupplierReturn } from '../../domain/supplierReturns';
import type { PrintContext, PrintDocument } from '../../engine/dialogs/PrintedDocument';

/**
 * A return note as printed (A4 or the 80 mm roll), to go back with the goods: the supplier, the
 * goods received note they came on, the product's units, and the value credited. In the screen's
 * language: a supplier keeps no preferred language.
 */
export function supplierReturnNote(back: SupplierReturn, { translate, locale }: PrintContext): PrintDocument {
  const t = (key: string, options?: object) => translate(`resources.goods/received.returnNote.${key}`, options);
  return {
    title: t('title'),
    number: documentNumber('supplierReturn', back.number),
    date: formatDateTime(back.createdAt, locale),
    details: [
      [t('supplier'), back.supplierName],
      [t('receipt'), documentNumber('goodsReceipt', back.receiptNumber)],
      ...(back.note ? [[t('note'), back.note] as const] : []),
    ],
    table: {
      headers: [t('item'), t('quantity'), t('unitCost'), t('amount')],
      rows: [[back.productName, String(back.quantity), formatMoney(back.unitCost), formatMoney(back.total)]],
      numeric: [false, true, true, true],
    },
    totals: [[t('credited'), formatMoney(back.total)]],
    footer: [t('returnedBy', { name: back.createdByName ?? '' })],
  };
}
