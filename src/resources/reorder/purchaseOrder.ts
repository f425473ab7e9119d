import { formatDate, formatDateTime, formatMoney } from '../../domain/format';
import type { ReorderGroup } from '../../domain/reorder';
import type { PrintContext, PrintDocument } from '../../engine/dialogs/PrintedDocument';
import { shopSignature, type ShopDetails } from '../../engine/shop';

type Translate = PrintContext['translate'];

/**
 * A purchase order: one supplier and the products and units the owner chose from their group;
 * `unitCost` (LKR, the last paid) only when the owner asked for costs on it.
 */
export interface PurchaseOrder {
  supplier: NonNullable<ReorderGroup['supplier']>;
  lines: readonly { name: string; quantity: number; unitCost?: number | null }[];
}

const key = (part: string) => `resources.stock/reorder.order.${part}`;

/** Does the order carry costs (the owner asked, and some line has one)? */
const withCosts = (order: PurchaseOrder) => order.lines.some((line) => typeof line.unitCost === 'number');

/**
 * A purchase order as printed (A4 or the 80 mm roll): to the supplier, each product and the
 * units wanted, and how many lines; the last unit cost of each only when the owner asked for it
 * (a buying price otherwise stays off paper the owner hands over). Not kept on the server (it
 * changes no stock or money), so it carries the moment it was made rather than a number. In the
 * supplier's language (`translate`).
 */
export function purchaseOrderDocument(order: PurchaseOrder, { translate, locale }: PrintContext, madeAt: Date = new Date()): PrintDocument {
  const t = (part: string, options?: object) => translate(key(part), options);
  const costs = withCosts(order);
  return {
    title: t('title'),
    number: t('to', { name: order.supplier.name }),
    date: formatDateTime(madeAt, locale),
    details: [
      [t('supplier'), order.supplier.name],
      ...(order.supplier.phoneNumber ? [[t('phone'), order.supplier.phoneNumber] as const] : []),
    ],
    table: costs
      ? {
          headers: [t('item'), t('quantity'), t('lastCost')],
          rows: order.lines.map((line) => [line.name, String(line.quantity), typeof line.unitCost === 'number' ? formatMoney(line.unitCost) : '']),
          numeric: [false, true, true],
        }
      : { headers: [t('item'), t('quantity')], rows: order.lines.map((line) => [line.name, String(line.quantity)]), numeric: [false, true] },
    totals: [[t('lines'), String(order.lines.length)]],
    footer: [t('request')],
  };
}

/**
 * The purchase order by WhatsApp (editable in the dialog): a greeting, one line per product with
 * its units (and the last unit cost only when asked), the request and the shop. In the supplier's language.
 */
export function purchaseOrderMessage(order: PurchaseOrder, translate: Translate, shop?: ShopDetails, locale?: string, today: Date = new Date()): string {
  const t = (part: string, options?: object) => translate(key(`whatsapp.${part}`), options);
  return [
    t('greeting', { name: order.supplier.name }),
    t('intro', { date: formatDate(today, locale) }),
    ...order.lines.map((line) =>
      typeof line.unitCost === 'number' ? t('lineWithCost', { name: line.name, quantity: line.quantity, cost: formatMoney(line.unitCost) }) : t('line', { name: line.name, quantity: line.quantity }),
    ),
    t('request'),
    t('closing', { shop: shopSignature(shop, translate) }),
  ].join('\n');
}
