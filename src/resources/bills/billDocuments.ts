import { formatDateTime, formatMoney, fullName } from '../../domain/format';
import { numberOfRecord } from '../../domain/numbers';
import type { PrintContext, PrintDocument } from '../../engine/dialogs/PrintedDocument';
import { creditNoteNumber } from '../../domain/returns';
import { offeredByBackend } from '../../engine/features';
import { shopSignature, type ShopDetails } from '../../engine/shop';
import type { Bill, BillReturn } from '.';

type Translate = PrintContext['translate'];

const amount = (line: Bill['products'][number]) => formatMoney(line.quantity * line.billedPrice);

/**
 * The default WhatsApp message of a bill (editable in the dialog): who, which bill, its lines and
 * total, and the shop; in the customer's language (`translate`, and `locale` for the date).
 */
export function billMessage(bill: Bill, translate: Translate, shop?: ShopDetails, locale?: string): string {
  const t = (key: string, options?: object) => translate(`resources.bills.whatsapp.${key}`, options);
  return [
    t('greeting', { name: fullName(bill.customer) }),
    t('intro', { number: numberOfRecord('bill', bill), date: formatDateTime(bill.createdAt, locale) }),
    ...bill.products.map((line) =>
      t('line', { name: line.name, quantity: line.quantity, price: formatMoney(line.billedPrice), amount: amount(line) }),
    ),
    t('total', { total: formatMoney(bill.totalAmount) }),
    t('closing', { shop: shopSignature(shop, translate) }),
  ].join('\n');
}

/** A receipt's item: its name, and a sold device's IMEI or serial after it (product.md §10). */
const itemText = (line: Bill['products'][number], t: (key: string, options?: object) => string) =>
  line.serial ? `${line.name} · ${t('serial', { serial: line.serial })}` : line.name;

/**
 * How the bill was paid, under its total (product.md §10), where it was recorded: each tender
 * with its amount, and for cash the amount handed over and the change.
 */
function paymentLines(bill: Bill, translate: Translate): (readonly [string, string])[] {
  const payment = bill.payment;
  if (!payment || !offeredByBackend({ feature: 'payments' })) return [];
  const t = (key: string) => translate(`resources.bills.receipt.${key}`);
  return [
    ...payment.tenders.map((tender) => [translate(`app.payments.tenders.${tender.method}`), formatMoney(tender.amount)] as const),
    ...(payment.cashGiven != null
      ? ([
          [t('cashGiven'), formatMoney(payment.cashGiven)],
          [t('change'), formatMoney(payment.change)],
        ] as const)
      : []),
  ];
}

/** A bill as a receipt: the customer, the lines (with a device's serial), the total, how it was paid and who served. */
export function billReceipt(bill: Bill, { translate, locale }: PrintContext): PrintDocument {
  const t = (key: string, options?: object) => translate(`resources.bills.receipt.${key}`, options);
  return {
    title: t('title'),
    number: t('number', { number: numberOfRecord('bill', bill) }),
    date: formatDateTime(bill.createdAt, locale),
    details: [
      [t('customer'), fullName(bill.customer)],
      [t('phone'), bill.customer?.phoneNumber ?? ''],
      [t('card'), bill.customer?.cardNumber ?? ''],
    ],
    table: {
      headers: [t('item'), t('quantity'), t('price'), t('amount')],
      rows: bill.products.map((line) => [itemText(line, t), String(line.quantity), formatMoney(line.billedPrice), amount(line)]),
      numeric: [false, true, true, true],
    },
    totals: [[t('total'), formatMoney(bill.totalAmount)], ...paymentLines(bill, translate)],
    footer: [t('servedBy', { name: bill.createdByName ?? '' }), t('thanks')],
  };
}

/**
 * A return's credit note (product.md §10): its number (CN-000045), the bill it returns, what
 * came back, the money refunded and how it went back (a tender, or onto the customer's account).
 */
export function creditNote(bill: Bill, given: BillReturn, { translate, locale }: PrintContext): PrintDocument {
  const t = (key: string, options?: object) => translate(`resources.bills.creditNote.${key}`, options);
  const how = given.method === 'credit' ? t('toAccount') : translate(`app.payments.tenders.${given.method}`);
  return {
    title: t('title'),
    number: creditNoteNumber(given.number),
    date: formatDateTime(given.createdAt, locale),
    details: [
      [t('bill'), numberOfRecord('bill', bill)],
      [t('customer'), fullName(bill.customer)],
      [t('phone'), bill.customer?.phoneNumber ?? ''],
    ],
    table: {
      headers: [t('item'), t('quantity'), t('price'), t('amount')],
      rows: given.lines.map((line) => [line.name, String(line.quantity), formatMoney(line.billedPrice), amount(line)]),
      numeric: [false, true, true, true],
    },
    totals: [
      [t('total'), formatMoney(given.amount)],
      [t('method'), how],
    ],
    footer: [t('thanks')],
  };
}
