import { formatDateTime, formatMoney } from '../../domain/format';
import { shopSignature, type ShopDetails } from '../../engine/shop';
import type { Sale } from './history';

type Translate = (key: string, options?: object) => string;

/** The Send WhatsApp dialog's default message about a recharge sale (editable before sending). */
export function saleMessage(sale: Sale, translate: Translate, shop?: ShopDetails): string {
  const key = (part: string) => `resources.recharges/history.whatsapp.${part}`;
  return [
    translate(key('greeting'), { name: sale.soldToName }),
    translate(key('body'), { type: sale.rechargeType, date: formatDateTime(sale.saleDate) }),
    translate(key('amount'), { amount: formatMoney(sale.soldPrice) }),
    translate(key('closing'), { shop: shopSignature(shop, translate) }),
  ].join('\n');
}
