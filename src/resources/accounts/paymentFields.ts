import { sumMoney } from '../../domain/money';
import { TENDERS, type Tender } from '../../domain/payments';
import type { ColumnDeclaration } from '../types';

/**
 * How a sale was paid, as our server answers one bill or one recharge sale
 * (server/schemas/payments.ts `paymentOut`, product.md §10), LKR.
 */
export interface RecordedPayment {
  tenders: { method: Tender; amount: number }[];
  /** What went on the customer's or agent's account (the Credit tenders). */
  credit: number;
  /** What was taken now (every tender but Credit). */
  received: number;
  /** The cash handed over, when it was typed; null otherwise. */
  cashGiven: number | null;
  change: number;
}

/** A bill or a recharge sale, as far as how it was paid goes: `payment` is absent where none was recorded. */
interface PaidSale {
  payment?: RecordedPayment;
}

/** What a sale's tenders of one method add up to, LKR. */
const paidBy = (sale: PaidSale, method: Tender) =>
  sumMoney((sale.payment?.tenders ?? []).filter((tender) => tender.method === method), (tender) => tender.amount);

/**
 * How the sale was paid (product.md §10), in its Details, where it was recorded: each tender
 * with its amount, and for cash the amount handed over and the change. A sale made without one
 * shows none. Labels `resources.<name>.fields.paidBy.<method>`, `payment.cashGiven`, `payment.change`.
 */
export const paymentFields: readonly ColumnDeclaration[] = [
  ...TENDERS.map((method): ColumnDeclaration => ({
    source: `paidBy.${method}`,
    kind: 'money',
    feature: 'payments',
    when: (sale: PaidSale) => Boolean(sale.payment?.tenders.some((tender) => tender.method === method)),
    value: (sale: PaidSale) => paidBy(sale, method),
  })),
  { source: 'payment.cashGiven', kind: 'money', feature: 'payments', when: (sale: PaidSale) => sale.payment?.cashGiven != null },
  { source: 'payment.change', kind: 'money', feature: 'payments', when: (sale: PaidSale) => sale.payment?.cashGiven != null },
];
