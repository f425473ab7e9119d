import { formatDateTime, formatMoney } from '../../domain/format';
import { shopSignature, type ShopDetails } from '../../engine/shop';
import type { Sale } from './history';

type Translate = (key: string, options?: object) => string;

/**
 * The Send WhatsApp dialog's default message about a recharge sale (editable before sending).
 * An agent resells the reload, so theirs also states the value credited beside what they paid
 * when the record carries it: the sold value is the owner's to see (product.md §6), or the user
 * has just typed it (the offer after Record Sale). In the buyer's language: `translate`, and
 * `locale` for the date.
 */
export function saleMessage(sale: Sale, translate: Translate, shop?: ShopDetails, locale?: string): string {
  const key = (part: string) => `resources.recharges/history.whatsapp.${part}`;
  const reloadValue = sale.soldToType === 'agent' && typeof sale.soldValue === 'number';
  return [
    translate(key('greeting'), { name: sale.soldToName }),
    translate(key('body'), { type: sale.rechargeType, date: formatDateTime(sale.saleDate, locale) }),
    ...(reloadValue ? [translate(key('reloadValue'), { amount: formatMoney(sale.soldValue) })] : []),
    translate(key('amount'), { amount: formatMoney(sale.soldPrice) }),
    translate(key('closing'), { shop: shopSignature(shop, translate) }),
  ].join('\n');
}
