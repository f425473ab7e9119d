import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { refusalSaid } from '../src/domain/messages';
import { fromCents } from '../src/domain/money';
import { isRefusal, overLimit, settle } from '../src/domain/payments';
import { can } from '../src/domain/permissions';
import { walkInPaymentMissing } from '../src/domain/walkIn';
import { actorOf, currentUser } from './auth/guard';
import { recordActivity } from './db/activity';
import { accountOf, holdParty, recordTenders, type Party, type PaymentSource } from './db/payments';
import type { Database, Payment } from './db/schema';
import { HttpError } from './errors';
import type { PaymentInput } from './schemas/payments';

/** What a sale's body may say about its payment (schemas/payments.ts `paymentAddition`). */
export interface SalePaymentBody {
  payment?: PaymentInput | null;
  allowOverLimit?: boolean | null;
}

/**
 * Records how a sale of `due` cents was paid, inside the sale's own transaction, so a sale
 * never stands without its payment and a refusal undoes the sale (product.md §10). A bill or
 * a recharge sale whose body has no `payment` (a client of the spec's API, which takes the
 * money at the counter) is paid in full in cash (`unsaid: 'cash'`): the day's close expects
 * that cash, and a return can give back only cash. A repair's balance without one stays due
 * (`unsaid: 'due'`). The walk-in customer's sale must say how it was paid. Refusals: 400 when the tenders do not add up, credit
 * has no account or a walk-in sale says nothing of its payment; 409 when credit goes over the person's
 * limit, unless the owner allows this one sale (logged); 403 when staff ask to allow it.
 */
export async function chargeSale(
  db: Kysely<Database>,
  request: FastifyRequest,
  sale: { due: number; body: SalePaymentBody; party: Party | null; paid: PaymentSource; unsaid: 'cash' | 'due' },
): Promise<Payment[]> {
  const payment = sale.body.payment;
  const missing = walkInPaymentMissing(sale.party, sale.due, payment);
  if (missing) throw new HttpError(400, { key: missing });
  if (!payment && (sale.unsaid === 'due' || sale.due === 0)) return [];
  const paid = payment ?? { tenders: [{ method: 'cash', amount: fromCents(sale.due) }], cashGiven: null };
  const outcome = settle(sale.due, paid.tenders, { cashGiven: paid.cashGiven, hasAccount: sale.party !== null });
  if (isRefusal(outcome)) throw new HttpError(400, refusalSaid(outcome));
  if (outcome.credit > 0 && sale.party) {
    if (!(await holdParty(db, sale.party))) throw new HttpError(404, { key: sale.party.type === 'agent' ? 'agentNotFound' : 'customerNotFound' });
    const account = await accountOf(db, sale.party, { toChange: true });
    const refusal = overLimit(account.balance, outcome.credit, account.creditLimit);
    if (refusal) {
      if (!sale.body.allowOverLimit) throw new HttpError(409, refusalSaid(refusal));
      if (!can(currentUser(request).role, 'accounts', 'overLimit')) throw new HttpError(403, { key: 'overLimitForbidden' });
      await recordActivity(db, {
        user: actorOf(request),
        action: 'overLimit',
        resource: 'accounts',
        recordId: sale.party.id,
        before: { balance: account.balance, creditLimit: account.creditLimit },
        after: { balance: account.balance + outcome.credit, creditLimit: account.creditLimit, [sale.paid.source]: sale.paid.sourceId },
      });
    }
  }
  return recordTenders(db, outcome, sale.paid, sale.party, actorOf(request));
}
