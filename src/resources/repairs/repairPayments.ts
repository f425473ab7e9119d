import type { ValidationErrorMessage } from 'react-admin';
import { readAmount, toCents } from '../../domain/money';
import { advance, isRefusal, repairBalance, type TenderInput } from '../../domain/payments';
import { COLLECTED_STATUS } from '../../domain/repairs';
import { offeredByBackend } from '../../engine/features';
import { paymentPayload } from '../accounts/account';
import type { PaymentValues } from '../accounts/TendersInput';
import { ruleMessage } from '../../i18n/ruleMessages';
import { refusalSaid } from '../../domain/messages';

/**
 * A repair's advance and balance in the console (product.md §10): what the forms send and
 * check. Only a backend that offers payments gets any of it; the shop's own backend keeps
 * the spec's payloads.
 */

/** Does the backend signed in to take a repair's payments? */
export const repairPaymentsOffered = () => offeredByBackend({ feature: 'payments' });

/** A tender line the user typed an amount in (the Advance section starts with one empty cash line). */
const typed = (tender: TenderInput | undefined) => tender != null && tender.amount != null && String(tender.amount).trim() !== '';

/** The advance as the API takes it; nothing when no amount was typed (no advance). */
export function advancePayload(values: Record<string, unknown>): Record<string, unknown> {
  const payment = values.payment as PaymentValues | undefined;
  const tenders = (payment?.tenders ?? []).filter(typed);
  if (!repairPaymentsOffered() || tenders.length === 0) return {};
  return paymentPayload({ payment: { ...payment, tenders } });
}

/** The advance's check (the server's rule): none at all, or any tender but credit up to `finalAmount` cents. */
export function advanceProblem(finalAmount: number, payment: PaymentValues | undefined): ValidationErrorMessage | undefined {
  const tenders = payment?.tenders ?? [];
  if (!tenders.some(typed)) return undefined;
  const outcome = advance(finalAmount, tenders, { cashGiven: payment?.cashGiven });
  return isRefusal(outcome) ? ruleMessage(refusalSaid(outcome)) : undefined;
}

/** What a repair still has due, cents: the server's `due`, else its final amount less `paid`; undefined from a backend that says neither. */
export function balanceOf(repair: { finalAmount?: unknown; paid?: unknown; due?: unknown }): number | undefined {
  if (typeof repair.due === 'number') return toCents(repair.due);
  if (typeof repair.paid !== 'number') return undefined;
  return repairBalance(toCents(readAmount(repair.finalAmount)), toCents(repair.paid));
}

/** Is the balance asked for? When the repair is being marked collected with something due, by a backend that takes it. */
export const asksForBalance = (status: unknown, balance: number | undefined): balance is number =>
  repairPaymentsOffered() && status === COLLECTED_STATUS && balance !== undefined && balance > 0;
