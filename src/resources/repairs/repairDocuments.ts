import { formatDateTime, formatMoney, fullName } from '../../domain/format';
import { numberOfRecord } from '../../domain/numbers';
import type { PrintContext, PrintDocument } from '../../engine/dialogs/PrintedDocument';
import { balanceOf, repairPaymentsOffered } from './repairPayments';
import { fromCents } from '../../domain/money';
import { withIntake } from './intake';
import { statusLinkOnCard } from './statusLink';
import { warrantyLines } from './warranty';
import type { Repair } from '.';

type Translate = PrintContext['translate'];

/**
 * The advance paid and the balance left, under the agreed amount (product.md §10), where the
 * backend keeps a repair's payments (its answer says what was paid).
 */
function advanceLines(repair: Repair, translate: Translate): (readonly [string, string])[] {
  const balance = balanceOf(repair);
  if (!repairPaymentsOffered() || typeof repair.paid !== 'number' || balance === undefined) return [];
  // Once collected, what was paid includes the balance paid then: it is no longer the advance.
  const paidLabel = repair.status === 'Customer Collected' ? 'paid' : 'advance';
  return [
    [translate(`app.repairPayments.jobCard.${paidLabel}`), formatMoney(repair.paid)],
    [translate('app.repairPayments.jobCard.balance'), formatMoney(fromCents(balance))],
  ];
}

/** A repair as a job card for the customer: number, customer, device, issues, agreed amount (advance, balance), return date, intake and signature, terms. */
export function jobCard(repair: Repair, { translate, locale }: PrintContext): PrintDocument {
  const t = (key: string, options?: object) => translate(`resources.repairs/management.jobCard.${key}`, options);
  const subtotal = repair.issues.reduce((sum, issue) => sum + Math.round(issue.customerPrice * 100), 0) / 100;
  return withIntake({
    title: t('title'),
    number: t('number', { number: numberOfRecord('repair', repair) }),
    date: formatDateTime(repair.dateIn, locale),
    details: [
      [t('customer'), fullName(repair.customer)],
      [t('phone'), repair.customer?.phoneNumber ?? ''],
      [t('device'), repair.repairProduct ?? ''],
      [t('expectedReturn'), repair.expectedReturnDate ? formatDateTime(repair.expectedReturnDate, locale) : t('notSet')],
      ...(repair.note ? [[t('note'), repair.note] as const] : []),
      ...warrantyLines(repair, translate, locale),
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
    ...statusLinkOnCard(repair, { translate, locale }),
  }, repair, translate);
}
