import { formatDateTime, formatMoney, fullName } from '../../domain/format';
import { numberOfRecord } from '../../domain/numbers';
import type { PrintContext, PrintDocument } from '../../engine/dialogs/PrintedDocument';
import { balanceOf, repairPaymentsOffered } from './repairPayments';
import { fromCents } from '../../domain/money';
import { shopSignature, type ShopDetails } from '../../engine/shop';
import { warrantyLines } from './warranty';
import type { Repair } from '.';

type Translate = PrintContext['translate'];

const device = (repair: Repair, translate: Translate) =>
  repair.repairProduct || translate('resources.repairs/management.whatsapp.yourDevice');

/** What both messages say about the repair: whom, which device and repair, and the amount. */
function wording(repair: Repair, translate: Translate, shop?: ShopDetails) {
  return {
    name: fullName(repair.customer),
    device: device(repair, translate),
    number: numberOfRecord('repair', repair),
    issues: repair.issues.map((issue) => issue.name).join(', '),
    amount: formatMoney(repair.finalAmount),
    shop: shopSignature(shop, translate),
  };
}

const message = (kind: 'returned' | 'collected') => (repair: Repair, translate: Translate, shop?: ShopDetails) => {
  const t = (key: string) => translate(`resources.repairs/management.whatsapp.${kind}.${key}`, wording(repair, translate, shop));
  return [t('greeting'), t('body'), t('issues'), t('amount'), t('closing'), t('shop')].join('\n');
};

/** product.md §4: the default message once the device is back from the company (ready to collect). */
export const returnedMessage = message('returned');
/** product.md §4: the default message once the customer has collected the device. */
export const collectedMessage = message('collected');

/**
 * The advance paid and the balance left, under the agreed amount (product.md §10), where the
 * backend keeps a repair's payments (its answer says what was paid).
 */
function advanceLines(repair: Repair, translate: Translate): (readonly [string, string])[] {
  const balance = balanceOf(repair);
  if (!repairPaymentsOffered() || typeof repair.paid !== 'number' || balance === undefined) return [];
  return [
    [translate('app.repairPayments.jobCard.advance'), formatMoney(repair.paid)],
    [translate('app.repairPayments.jobCard.balance'), formatMoney(fromCents(balance))],
  ];
}

/** A repair as a job card for the customer: number, customer, device, issues, agreed amount (advance, balance), return date, terms. */
export function jobCard(repair: Repair, { translate }: PrintContext): PrintDocument {
  const t = (key: string, options?: object) => translate(`resources.repairs/management.jobCard.${key}`, options);
  const subtotal = repair.issues.reduce((sum, issue) => sum + Math.round(issue.customerPrice * 100), 0) / 100;
  return {
    title: t('title'),
    number: t('number', { number: numberOfRecord('repair', repair) }),
    date: formatDateTime(repair.dateIn),
    details: [
      [t('customer'), fullName(repair.customer)],
      [t('phone'), repair.customer?.phoneNumber ?? ''],
      [t('device'), repair.repairProduct ?? ''],
      [t('expectedReturn'), repair.expectedReturnDate ? formatDateTime(repair.expectedReturnDate) : t('notSet')],
      ...(repair.note ? [[t('note'), repair.note] as const] : []),
      ...warrantyLines(repair, translate),
    ],
    table: {
      headers: [t('issue'), t('price')],
      rows: repair.issues.map((issue) => [issue.name, formatMoney(issue.customerPrice)]),
      numeric: [false, true],
    },
    totals: [
      ...(repair.discount ? ([[t('subtotal'), formatMoney(subtotal)], [t('discount'), formatMoney(repair.discount)]] as const) : []),
      [t('agreedAmount'), formatMoney(repair.finalAmount)],
      ...advanceLines(repair, translate),
    ],
    footer: [t('receivedBy', { name: repair.createdByName ?? '' }), t('terms')],
  };
}
