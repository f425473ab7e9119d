import { formatMoney } from './labels';
import { messageText, refusalSaid, type MessageKey } from './messages';
import { fromCents, hasAtMostTwoDecimals, readAmount, toCents } from './money';

/**
 * How a sale is paid, and what people owe (product.md §10). A sale (a bill, a recharge sale)
 * is paid by one or more tenders whose amounts add up to its total exactly; a Credit tender
 * is not money received but a debt on the customer's or agent's account. Cash may come with
 * the amount handed over, from which the change follows. All maths here is in whole cents:
 * the server checks with it in the sale's transaction, the console shows with it as the
 * user types.
 */

/** Every way a sale can be paid. `credit` puts the amount on the person's account. */
export const TENDERS = ['cash', 'card', 'bank', 'wallet', 'lankaqr', 'credit'] as const;
export type Tender = (typeof TENDERS)[number];

/** Ways money is received on an account: anything but more credit. */
export const RECEIVING_TENDERS = TENDERS.filter((tender): tender is Exclude<Tender, 'credit'> => tender !== 'credit');

/** Whose account a credit sale goes on. */
export const PARTY_TYPES = ['customer', 'agent'] as const;
export type PartyType = (typeof PARTY_TYPES)[number];

/** One tender as typed or sent: a method and an amount in LKR. */
export interface TenderInput {
  method?: unknown;
  amount?: unknown;
}

/** A tender once checked, in cents. */
export interface TenderLine {
  method: Tender;
  amount: number;
}

/** A payment that adds up: its tenders merged by method (cents), what goes on account, the change to give. */
export interface Settlement {
  tenders: TenderLine[];
  /** Cents put on the person's account (the Credit tender). */
  credit: number;
  /** Cents received now (every tender but Credit). */
  received: number;
  /** Cents handed over in cash, when the user typed it; null otherwise. */
  cashGiven: number | null;
  /** Cents of change to give back (cash handed over minus the cash tender). */
  change: number;
}

/** Why a payment is refused: a message key and the figures it names. */
export interface PaymentRefusal {
  error: MessageKey;
  values?: Record<string, string>;
}

/** The largest amount one tender, or the cash handed over, may carry (as a price may, product.md §9). */
export const MAX_TENDER = 10_000_000;

function tenderAmount(value: unknown): number | PaymentRefusal {
  const amount = readAmount(value);
  if (value === null || value === undefined || String(value).trim() === '' || !Number.isFinite(amount)) return { error: 'tenderAmountRequired' };
  if (amount <= 0) return { error: 'tenderAmountPositive' };
  // Size before decimals: 1e300 is too large, whatever its decimals look like in floating point.
  if (amount > MAX_TENDER) return { error: 'tenderAmountTooLarge' };
  if (!hasAtMostTwoDecimals(amount)) return { error: 'tenderAmountDecimals' };
  // What is stored is cents: 0.000000001 is more than 0 but rounds to no cent at all.
  const cents = toCents(amount);
  if (cents <= 0) return { error: 'tenderAmountPositive' };
  return cents;
}

/** The tenders as typed, checked one by one and merged by method (cents, in TENDERS order). */
function readTenders(tenders: readonly TenderInput[] | null | undefined, allowed: readonly Tender[]): TenderLine[] | PaymentRefusal {
  if (!Array.isArray(tenders) || tenders.length === 0) return { error: 'tendersRequired' };
  const byMethod = new Map<Tender, number>();
  for (const tender of tenders) {
    const method = tender?.method as Tender;
    if (!allowed.includes(method)) return { error: 'tenderMethodInvalid' };
    const amount = tenderAmount(tender.amount);
    if (typeof amount !== 'number') return amount;
    byMethod.set(method, (byMethod.get(method) ?? 0) + amount);
  }
  return TENDERS.filter((method) => byMethod.has(method)).map((method) => ({ method, amount: byMethod.get(method)! }));
}

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * What is wrong with the cash handed over, if anything: an amount of 0 or more, to the cent,
 * no larger than a tender may be (the drawer's figures are summed from it), covering the cash
 * tender of `cash` cents. Nothing when it was not typed. The console shows it under the field.
 */
export function cashGivenRefusal(given: unknown, cash: number): PaymentRefusal | undefined {
  if (isBlank(given)) return undefined;
  const amount = readAmount(given);
  if (!Number.isFinite(amount) || amount < 0) return { error: 'cashGivenInvalid' };
  if (amount > MAX_TENDER) return { error: 'cashGivenTooLarge' };
  if (!hasAtMostTwoDecimals(amount)) return { error: 'cashGivenInvalid' };
  if (toCents(amount) < cash) return { error: 'cashGivenTooLittle', values: { cash: formatMoney(fromCents(cash)) } };
  return undefined;
}

/** The cash handed over (cents, null when not typed), which must cover the cash tender. */
function readCashGiven(given: unknown, lines: readonly TenderLine[]): number | null | PaymentRefusal {
  const cash = lines.find((line) => line.method === 'cash')?.amount ?? 0;
  const refusal = cashGivenRefusal(given, cash);
  if (refusal) return refusal;
  return isBlank(given) ? null : toCents(readAmount(given));
}

function settlement(lines: TenderLine[], cashGiven: number | null): Settlement {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const credit = lines.find((line) => line.method === 'credit')?.amount ?? 0;
  const cash = lines.find((line) => line.method === 'cash')?.amount ?? 0;
  return { tenders: lines, credit, received: total - credit, cashGiven, change: cashGiven === null ? 0 : cashGiven - cash };
}

/**
 * Checks the tenders offered for a sale of `due` cents. They must name known methods with
 * positive amounts and add up to `due` exactly (overpaying in cash is said with `cashGiven`,
 * not a larger tender); credit needs someone whose account it goes on (`hasAccount`); the
 * cash handed over, when given, must cover the cash tender. A sale with nothing due (a
 * product given at 0, a free SIM) is paid by no tender at all: there is nothing to record.
 */
export function settle(
  due: number,
  tenders: readonly TenderInput[] | null | undefined,
  options: { cashGiven?: unknown; hasAccount: boolean },
): Settlement | PaymentRefusal {
  if (due === 0 && (!Array.isArray(tenders) || tenders.length === 0)) return settlement([], null);
  const lines = readTenders(tenders, TENDERS);
  if (!Array.isArray(lines)) return lines;
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (total !== due) return { error: 'tendersDoNotAddUp', values: { paid: formatMoney(fromCents(total)), total: formatMoney(fromCents(due)) } };
  if (lines.some((line) => line.method === 'credit') && !options.hasAccount) return { error: 'creditNeedsAccount' };
  const cashGiven = readCashGiven(options.cashGiven, lines);
  if (cashGiven !== null && typeof cashGiven === 'object') return cashGiven;
  return settlement(lines, cashGiven);
}

/**
 * Checks a payment received on an account that owes `balance` cents: any tender but Credit,
 * part or all of what is owed, never more (an account is never paid below zero).
 */
export function receive(balance: number, tenders: readonly TenderInput[] | null | undefined, options: { cashGiven?: unknown } = {}): Settlement | PaymentRefusal {
  if (balance <= 0) return { error: 'nothingOwed' };
  const lines = readTenders(tenders, RECEIVING_TENDERS);
  if (!Array.isArray(lines)) return lines;
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (total > balance) return { error: 'paymentMoreThanOwed', values: { balance: formatMoney(fromCents(balance)) } };
  const cashGiven = readCashGiven(options.cashGiven, lines);
  if (cashGiven !== null && typeof cashGiven === 'object') return cashGiven;
  return settlement(lines, cashGiven);
}

/** What is still due while the user types: `due` minus the tenders typed so far (cents; negative when over). */
export function stillDue(due: number, tenders: readonly TenderInput[] | null | undefined): number {
  let paid = 0;
  for (const tender of tenders ?? []) {
    const amount = readAmount(tender?.amount);
    if (Number.isFinite(amount) && amount > 0) paid += toCents(amount);
  }
  return due - paid;
}

/** A refusal's text with its figures filled in. */
export function refusalText(refusal: PaymentRefusal): string {
  return messageText(refusalSaid(refusal));
}

/** True when `outcome` is a refusal. */
export function isRefusal(outcome: Settlement | PaymentRefusal): outcome is PaymentRefusal {
  return 'error' in outcome;
}

/** The most credit the owner may give one person: a price's ceiling (product.md §9). */
export const MAX_CREDIT_LIMIT = 10_000_000;

/** What is wrong with a credit limit as typed or sent, if anything: 0 or more, at most MAX_CREDIT_LIMIT, to the cent. */
export function creditLimitProblem(value: unknown): MessageKey | undefined {
  const amount = readAmount(value);
  if (isBlank(value) || !Number.isFinite(amount) || amount < 0) return 'creditLimitInvalid';
  if (amount > MAX_CREDIT_LIMIT) return 'creditLimitTooLarge';
  return hasAtMostTwoDecimals(amount) ? undefined : 'creditLimitInvalid';
}

/**
 * The credit limit check of a credit sale (cents): refused when what the person already owes
 * plus this sale's credit goes over their limit. The message says the limit and the balance.
 */
export function overLimit(balance: number, credit: number, limit: number): PaymentRefusal | undefined {
  if (credit <= 0 || balance + credit <= limit) return undefined;
  return {
    error: 'creditLimitExceeded',
    values: { limit: formatMoney(fromCents(limit)), balance: formatMoney(fromCents(balance)), amount: formatMoney(fromCents(credit)) },
  };
}

/** One movement on an account, oldest first: a debt (credit sale, positive) or a settlement (negative). */
export interface AccountMovement {
  at: string;
  amount: number;
}

/**
 * The day of the oldest debt not yet paid off: payments settle the oldest debts first, so
 * the first debt whose running total is not covered by everything paid is the oldest unpaid.
 * Undefined when nothing is owed.
 */
export function oldestUnpaid(movements: readonly AccountMovement[]): string | undefined {
  const paid = -movements.filter((movement) => movement.amount < 0).reduce((sum, movement) => sum + movement.amount, 0);
  let owed = 0;
  for (const movement of movements) {
    if (movement.amount <= 0) continue;
    owed += movement.amount;
    if (owed > paid) return movement.at;
  }
  return undefined;
}

/**
 * Checks an advance taken in with a repair whose agreed (final) amount is `amount` cents
 * (product.md §10): money received now, so any tender but Credit (a debt is no advance), part
 * or all of the amount, never more. The balance is paid when the customer collects.
 */
export function advance(amount: number, tenders: readonly TenderInput[] | null | undefined, options: { cashGiven?: unknown } = {}): Settlement | PaymentRefusal {
  if (Array.isArray(tenders) && tenders.some((tender) => tender?.method === 'credit')) return { error: 'advanceNoCredit' };
  const lines = readTenders(tenders, RECEIVING_TENDERS);
  if (!Array.isArray(lines)) return lines;
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (total > amount) return { error: 'advanceMoreThanAmount', values: { amount: formatMoney(fromCents(amount)) } };
  const cashGiven = readCashGiven(options.cashGiven, lines);
  if (cashGiven !== null && typeof cashGiven === 'object') return cashGiven;
  return settlement(lines, cashGiven);
}

/** What is still due on a repair (cents): its final amount less everything paid so far (credit counts as settled), never below 0. */
export function repairBalance(finalAmount: number, paid: number): number {
  return Math.max(0, finalAmount - paid);
}
