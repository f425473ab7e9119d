import type { Language } from '../../src/domain/languages';
import { fromCents } from '../../src/domain/money';
import { PARTY_TYPES, TENDERS } from '../../src/domain/payments';
import type { Debtor, Movement } from '../db/payments';
import type { Account, Payment } from '../db/schema';
import { arrayOf, enumOf, languageOut, LIMITS, nullableString, numberInput, numberOut, object, string, text, type Infer, type Schema } from './common';

/**
 * Payments and accounts (product.md §10), an addition to the spec's API: a sale's body may
 * carry `payment`; accounts have routes of their own. Types and sizes only: the domain's
 * `settle` checks the tenders, so users read the product's wording.
 */

const tenderInput = object({ method: text(LIMITS.word), amount: numberInput });

/** A payment's note ("paid by his son"): a line, never an essay. */
const NOTE_LIMIT = 500;

/** The most tenders one payment may have: one per method is enough, a few more are harmless. */
const MAX_TENDERS = 20;

/** How a sale is paid, or a payment received on an account: tenders in LKR, and the cash handed over. */
export const paymentInput = object({
  tenders: { type: ['array', 'null'], items: tenderInput, maxItems: MAX_TENDERS } as unknown as Schema<Infer<typeof tenderInput>[] | null>,
  cashGiven: numberInput,
  note: text(NOTE_LIMIT),
});
export type PaymentInput = Infer<typeof paymentInput>;

/** What a sale's body may add to the spec's payload. */
export const paymentAddition = {
  payment: { anyOf: [paymentInput, { type: 'null' }] } as unknown as Schema<PaymentInput | null>,
  /** The owner lets this one credit sale go over the person's limit (logged). */
  allowOverLimit: { type: ['boolean', 'null'] } as unknown as Schema<boolean | null>,
};

const tenderOut = object({ method: enumOf(TENDERS), amount: numberOut }, ['method', 'amount']);
export const paymentProperties = {
  tenders: arrayOf(tenderOut),
  credit: numberOut,
  received: numberOut,
  cashGiven: { type: ['number', 'null'] } as unknown as Schema<number | null>,
  change: numberOut,
};
/** How a sale was paid, LKR: its tenders, what went on account, what was received, the cash handed over and the change. */
export const paymentOut = object(paymentProperties, ['tenders', 'credit', 'received', 'cashGiven', 'change']);
export type PaymentOut = Infer<typeof paymentOut>;

/** A sale's tender rows as the API shows them; undefined when none were recorded (a sale made without). */
export function toPaymentOut(rows: readonly Payment[]): PaymentOut | undefined {
  if (rows.length === 0) return undefined;
  const cash = rows.find((row) => row.method === 'cash');
  const credit = rows.filter((row) => row.method === 'credit').reduce((sum, row) => sum + row.amount, 0);
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  return {
    tenders: rows.map((row) => ({ method: row.method as PaymentOut['tenders'][number]['method'], amount: fromCents(row.amount) })),
    credit: fromCents(credit),
    received: fromCents(total - credit),
    cashGiven: cash?.cashGiven == null ? null : fromCents(cash.cashGiven),
    change: fromCents(cash?.change ?? 0),
  };
}

/** `/accounts/:partyType/:partyId`. */
export const partyParams = object(
  { partyType: { type: 'string', enum: PARTY_TYPES } as unknown as Schema<(typeof PARTY_TYPES)[number]>, partyId: text(LIMITS.id) as Schema<string> },
  ['partyType', 'partyId'],
);
export type PartyParams = Infer<typeof partyParams>;

/** PUT /accounts/:partyType/:partyId: the owner sets the credit limit (LKR, 0 for none). */
export const creditLimitBody = object({ creditLimit: numberInput });
export type CreditLimitBody = Infer<typeof creditLimitBody>;

const movementOut = object(
  {
    _id: string,
    at: string,
    source: string,
    sourceId: nullableString,
    method: enumOf(TENDERS),
    amount: numberOut,
    balance: numberOut,
    note: nullableString,
    // The payment's sequential number (P-000123, product.md §10).
    number: numberOut,
    // The number of the bill, repair or credit note it pays or credits (B-000123, R-000678, CN-000045); null for others.
    sourceNumber: { type: ['number', 'null'] } as unknown as Schema<number | null>,
    // A recharge sale's provider (Dialog, Mobitel…); null for others.
    rechargeType: nullableString,
  },
  ['_id', 'at', 'source', 'sourceId', 'method', 'amount', 'balance', 'note'],
);

const debtorProperties = {
  partyType: enumOf(PARTY_TYPES),
  partyId: string,
  name: string,
  phoneNumber: string,
  balance: numberOut,
  creditLimit: numberOut,
  oldestUnpaidAt: nullableString,
};
/**
 * A line of "who owes what", LKR; `_id` is the person's id (customers' and agents' ids never
 * collide); `language` their preferred language (product.md §10), for a statement or message.
 */
export const debtorOut = object({ _id: string, ...debtorProperties, language: languageOut }, ['_id', ...(Object.keys(debtorProperties) as (keyof typeof debtorProperties)[])]);

/** One account: its figures and every movement with the running balance (a statement), LKR. */
export const accountOut = object(
  // The WhatsApp number too, so a statement can go by WhatsApp (product.md §5's number rules);
  // and the person's preferred language, which the statement and the message are written in.
  { ...debtorProperties, whatsappNumber: nullableString, language: languageOut, movements: arrayOf(movementOut) },
  [...(Object.keys(debtorProperties) as (keyof typeof debtorProperties)[]), 'movements'],
);
export type AccountOut = Infer<typeof accountOut>;

export function toDebtorOut(debtor: Debtor): Infer<typeof debtorOut> {
  return { _id: debtor.partyId, ...debtor, balance: fromCents(debtor.balance), creditLimit: fromCents(debtor.creditLimit) };
}

/** An account as a statement: movements oldest first, each with the balance after it. */
export function toAccountOut(
  account: Account,
  person: { name: string; phoneNumber: string; whatsappNumber?: string | null; language?: Language | null },
  movements: readonly Movement[],
  oldestUnpaidAt: string | null,
): AccountOut {
  let running = 0;
  return {
    partyType: account.partyType,
    partyId: account.partyId,
    name: person.name,
    phoneNumber: person.phoneNumber,
    whatsappNumber: person.whatsappNumber ?? null,
    language: person.language ?? null,
    balance: fromCents(account.balance),
    creditLimit: fromCents(account.creditLimit),
    oldestUnpaidAt,
    movements: movements.map((movement) => {
      running += movement.amount;
      return {
        _id: movement.id,
        at: movement.at,
        source: movement.source,
        sourceId: movement.sourceId,
        method: movement.method as AccountOut['movements'][number]['method'],
        amount: fromCents(movement.amount),
        balance: fromCents(running),
        note: movement.note,
        number: movement.number,
        sourceNumber: movement.sourceNumber,
        rechargeType: movement.rechargeType,
      };
    }),
  };
}
