import { formatDate } from '../../domain/format';
import type { IdleProduct, ProductLines } from '../../domain/productSales';
import { toCsv } from '../../engine/list/exporter';

type Translate = (key: string, options?: object) => string;
export const t = (translate: Translate, key: string, options?: object) => translate(`resources.reports/products.${key}`, options);

/** What the products sold are ordered by: the owner's question decides (what earns, what moves). */
export const ORDERS = ['revenue', 'profit', 'quantity'] as const;
export type Order = (typeof ORDERS)[number];

/** The lines, most of `order` first (then by name). */
export const orderedLines = (lines: readonly ProductLines[], order: Order): ProductLines[] =>
  [...lines].sort((a, b) => b[order] - a[order] || a.name.localeCompare(b.name));

const plain = (amount: number) => amount.toFixed(2);

/** The products sold as a spreadsheet reads them: money as plain numbers with two decimals. */
export function soldCsv(lines: readonly ProductLines[], translate: Translate): string {
  return toCsv(
    [t(translate, 'columns.product'), t(translate, 'columns.quantity'), t(translate, 'columns.revenue'), t(translate, 'columns.profit')],
    lines.map((line) => [line.name, String(line.quantity), plain(line.revenue), plain(line.profit)]),
  );
}

/** The products without a sale, with when they last sold ('' for never) and their stock value. */
export function idleCsv(lines: readonly IdleProduct[], translate: Translate): string {
  return toCsv(
    [t(translate, 'columns.product'), t(translate, 'columns.onHand'), t(translate, 'columns.lastSold'), t(translate, 'columns.value')],
    lines.map((line) => [line.name, String(line.quantity), line.lastSold ? formatDate(line.lastSold) : '', plain(line.value)]),
  );
}
