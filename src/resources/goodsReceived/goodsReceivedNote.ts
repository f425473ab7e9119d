import { formatDate, formatDateTime, formatMoney } from '../../domain/format';
import { numberOfRecord } from '../../domain/numbers';
import type { PrintContext, PrintDocument } from '../../engine/dialogs/PrintedDocument';
import type { GoodsReceipt } from '.';

/**
 * A goods received note as printed (A4 or the 80 mm roll, as every document prints): the
 * supplier and their invoice, each line's units, unit cost and amount, the total, and whether it
 * was paid (by which tender) or is owed (and by when). In the screen's language: the
 * note is the shop's own record (a purchase order, sent to the supplier, is in theirs). The
 * owner's alone (the row action asks `cost`): staff's copy of a note has no costs to print.
 */
export function goodsReceivedNote(receipt: GoodsReceipt, { translate, locale }: PrintContext): PrintDocument {
  const t = (key: string, options?: object) => translate(`resources.goods/received.note.${key}`, options);
  const settled = receipt.paidBy
    ? ([t('paidBy'), translate(`resources.goods/received.choices.payment.${receipt.paidBy}`)] as const)
    : ([t('owed'), receipt.dueDate ? t('dueOn', { date: formatDate(receipt.dueDate, locale) }) : formatMoney(receipt.total ?? 0)] as const);
  return {
    title: t('title'),
    number: numberOfRecord('goodsReceipt', receipt),
    date: formatDateTime(receipt.createdAt, locale),
    details: [
      [t('supplier'), receipt.supplierName],
      [t('invoiceNumber'), receipt.invoiceNumber],
      [t('invoiceDate'), formatDate(receipt.invoiceDate, locale)],
    ],
    table: {
      headers: [t('item'), t('quantity'), t('unitCost'), t('amount')],
      rows: receipt.lines.map((line) => [line.name, String(line.quantity), formatMoney(line.unitCost ?? 0), formatMoney(line.amount ?? 0)]),
      numeric: [false, true, true, true],
    },
    totals: [[t('total'), formatMoney(receipt.total ?? 0)], settled],
    footer: [t('receivedBy', { name: receipt.createdByName ?? '' })],
  };
}
