import { dayjs, PAYLOAD_DAY } from '../../domain/dayjs';
import { formatMoney } from '../../domain/format';
import type { PartyType, Tender } from '../../domain/payments';
import type { ShopRecord } from '../types';
import type { PaymentValues } from './TendersInput';

/**
 * An account's balance (LKR) as a person reads it: what they owe, or below zero what the shop
 * owes them ('We owe LKR 485.00'), never a negative amount owed. The statement's running
 * balance, on screen and on paper, as the account's own balance.
 */
export const balanceWords = (balance: number, translate: (key: string, options?: object) => string): string =>
  balance < 0 ? translate('resources.accounts.weOwe', { amount: formatMoney(-balance) }) : formatMoney(balance);

/** Whose account and what it stands at, LKR. */
interface AccountFigures {
  partyType: PartyType;
  partyId: string;
  name: string;
  phoneNumber: string;
  balance: number;
  creditLimit: number;
  oldestUnpaidAt: string | null;
}

/** A line of "who owes what" (GET /accounts). */
export type Debtor = ShopRecord & AccountFigures;

/** One account as a statement (GET /accounts/:partyType/:partyId). */
export interface AccountStatement extends AccountFigures {
  /** The person's WhatsApp number, for the statement's message (a server without it: the phone number serves). */
  whatsappNumber?: string | null;
  /** The person's preferred language (product.md §10): the statement and its message are written in it. */
  language?: string | null;
  movements: {
    _id: string;
    at: string;
    source: string;
    sourceId: string | null;
    method: Tender;
    amount: number;
    balance: number;
    note: string | null;
    /** The payment's number (P-000123). */
    number?: number;
    /** The number of the bill, repair or credit note it pays or credits. */
    sourceNumber?: number | null;
    /** A recharge sale's provider (Dialog…), on our server. */
    rechargeType?: string | null;
  }[];
}

/** The statement's react-query key: under the resource's name, so a write to accounts, bills or sales marks it stale. */
export const accountKey = (partyType: PartyType, id: string) => ['accounts', 'statement', partyType, id] as const;

/** Whole shop days from the day of the oldest unpaid debt to `today` (both `YYYY-MM-DD`). */
export function daysOwed(oldestDay: string, today: string): number {
  return Math.max(0, dayjs(today, PAYLOAD_DAY).diff(dayjs(oldestDay, PAYLOAD_DAY), 'day'));
}

/** The payment as the API takes it (numbers, a blank cash-handed-over as none); nothing when the form had none. */
export function paymentPayload(values: Record<string, unknown>): Record<string, unknown> {
  const payment = values.payment as PaymentValues | undefined;
  if (!payment?.tenders?.length) return {};
  const given = payment.cashGiven === '' || payment.cashGiven == null ? null : Number(payment.cashGiven);
  return {
    payment: { tenders: payment.tenders.map(({ method, amount }) => ({ method, amount: Number(amount) })), cashGiven: given },
    ...(values.allowOverLimit ? { allowOverLimit: true } : {}),
  };
}
