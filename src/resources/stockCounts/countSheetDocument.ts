import { formatDateTime } from '../../domain/format';
import { signedQuantity } from '../../domain/stockMovements';
import type { PrintContext, PrintDocument } from '../../engine/dialogs/PrintedDocument';
import type { StockCount } from '.';

/**
 * A count sheet on paper, to count on at the shelves (A4, or an 80 mm roll): each product with the
 * stock expected, what was counted so far (blank to write in) and the difference. No buying price
 * or value: the sheet goes to whoever counts.
 */
export function countSheetDocument(count: StockCount, { translate, locale }: PrintContext): PrintDocument {
  const t = (key: string, options?: object) => translate(`resources.stock/counts.print.${key}`, options);
  const lines = count.lines ?? [];
  return {
    title: t('title'),
    number: formatDateTime(count.createdAt, locale),
    date: formatDateTime(new Date(), locale),
    details: [
      [t('status'), translate(`resources.stock/counts.choices.status.${count.status}`)],
      ...(count.search ? [[t('search'), count.search] as const] : []),
      ...(count.note ? [[t('note'), count.note] as const] : []),
    ],
    table: {
      headers: [t('product'), t('expected'), t('counted'), t('difference')],
      rows: lines.map((line) => [line.name, String(line.expected), line.counted === null ? '' : String(line.counted), line.difference === null ? '' : signedQuantity(line.difference)]),
      numeric: [false, true, true, true],
    },
    totals: [
      [t('products'), String(count.products)],
      [t('countedProducts'), String(count.counted)],
      [t('differing'), String(count.differing)],
    ],
    footer: [t('countedBy')],
  };
}
