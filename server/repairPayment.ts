import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { formatMoney } from '../src/domain/labels';
import { refusalSaid } from '../src/domain/messages';
import { fromCents } from '../src/domain/money';
import { advance, isRefusal, repairBalance } from '../src/domain/payments';
import { COLLECTED_STATUS } from '../src/domain/repairs';
import { actorOf, currentUser } from './auth/guard';
import { paymentsFor, recordTenders, removeTenders, type PaymentSource } from './db/payments';
import type { RepairRow } from './db/repairs';
import type { Database, Payment } from './db/schema';
import { HttpError } from './errors';
import { chargeSale } from './salePayment';
import type { PaymentInput } from './schemas/payments';
import { paidAndDue, toRepairPayments, type StatusChangeBody } from './schemas/repairPayments';

/**
 * A repair's money (product.md §10): an advance when it is taken in, the balance when the
 * customer collects it. Every function runs inside the repair's own transaction, so a refused
 * payment leaves the repair as it was.
 */

const source = (repairId: string): PaymentSource => ({ source: 'repair', sourceId: repairId });

/** Cents paid on a repair so far; a Credit tender counts, as the repair is settled by it (the debt is on the account). */
export async function paidOn(db: Kysely<Database>, repairId: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('paid'))
    .where('source', '=', 'repair')
    .where('sourceId', '=', repairId)
    .executeTakeFirstOrThrow();
  return Number(row.paid);
}

/** Cents paid on every repair that has a payment (or on those of `ids`, a page's), by repair id (one query for the whole list). */
export async function paidByRepair(db: Kysely<Database>, ids?: readonly string[]): Promise<Map<string, number>> {
  if (ids?.length === 0) return new Map();
  let query = db
    .selectFrom('payments')
    .select(['sourceId', (eb) => eb.fn.sum<number>('amount').as('paid')])
    .where('source', '=', 'repair');
  if (ids) query = query.where('sourceId', 'in', ids);
  const rows = await query.groupBy('sourceId').execute();
  return new Map(rows.map((row) => [row.sourceId!, Number(row.paid)]));
}

/**
 * Takes the advance of a repair just inserted: money received now, at most its final amount
 * (400 otherwise, which undoes the repair). A body without `payment` takes none.
 */
export async function takeAdvance(db: Kysely<Database>, request: FastifyRequest, repair: RepairRow, payment: PaymentInput | null | undefined): Promise<Payment[]> {
  if (!payment) return [];
  const outcome = advance(repair.finalAmount, payment.tenders, { cashGiven: payment.cashGiven });
  if (isRefusal(outcome)) throw new HttpError(400, refusalSaid(outcome));
  return recordTenders(db, outcome, source(repair.id), { type: 'customer', id: repair.customerId }, actorOf(request), payment.note ?? null);
}

/**
 * The balance paid as the customer collects the repair: only with the status 'Customer
 * Collected', only while something is due, tenders adding up to that balance exactly, credit
 * on the customer's account within their limit (a sale's rules: `chargeSale`). Collecting
 * without `payment` stays the spec's call: the balance simply stays due.
 */
export async function chargeCollection(db: Kysely<Database>, request: FastifyRequest, repair: RepairRow, body: StatusChangeBody): Promise<Payment[]> {
  if (!body.payment) return [];
  if (body.status?.trim() !== COLLECTED_STATUS) throw new HttpError(400, { key: 'repairPaymentOnCollection' });
  const balance = repairBalance(repair.finalAmount, await paidOn(db, repair.id));
  if (balance === 0) throw new HttpError(400, { key: 'repairNothingDue' });
  return chargeSale(db, request, { due: balance, body, party: { type: 'customer', id: repair.customerId }, paid: source(repair.id), unsaid: 'due' });
}

/** An edit may lower the final amount, never below what the customer already paid (409). */
export async function checkAmountCoversPaid(db: Kysely<Database>, repairId: string, finalAmount: number): Promise<void> {
  const paid = await paidOn(db, repairId);
  if (finalAmount < paid) throw new HttpError(409, refusalSaid({ error: 'repairAmountBelowPaid', values: { paid: formatMoney(fromCents(paid)) } }));
}

/** A deleted repair takes its payments with it (and what went on the account comes off, as a deleted bill's does). */
export function removeRepairPayments(db: Kysely<Database>, repairId: string, request: FastifyRequest): Promise<void> {
  return removeTenders(db, source(repairId), currentUser(request).fullName);
}

/** A repair's payments, oldest first: its advance and its balance on collection, each with its tenders. */
export async function repairPayments(db: Kysely<Database>, repairId: string) {
  return toRepairPayments(await paymentsFor(db, source(repairId)));
}

/** What a one-record answer adds: paid, due and the payments themselves (when there are any). */
export async function repairMoney(db: Kysely<Database>, repair: RepairRow) {
  const rows = await paymentsFor(db, source(repair.id));
  const paid = rows.reduce((sum, row) => sum + row.amount, 0);
  // No payments, no list: the answer then reads as the list's row does.
  return { ...paidAndDue(repair.finalAmount, paid), ...(rows.length > 0 && { payments: toRepairPayments(rows) }) };
}
