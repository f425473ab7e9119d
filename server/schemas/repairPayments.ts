import { fromCents } from '../../src/domain/money';
import { repairBalance } from '../../src/domain/payments';
import type { Payment } from '../db/schema';
import { arrayOf, numberOut, object, string, type Infer, type Schema } from './common';
import { paymentAddition, paymentProperties, toPaymentOut } from './payments';
import { repairBody, repairRecord, statusBody } from './repairs';

/**
 * A repair's advance and balance (product.md §10), an addition to the spec's API: `POST
 * /repairs` may carry the advance as `payment`, `PATCH /repairs/status/:id` the balance paid
 * on collection; a repair answers what was paid and what is still due. Clients of the spec's
 * API send neither and ignore both.
 */

/** A schema of an object with `added` properties beside those of `base` (unknown ones still dropped). */
function withProperties<T, A extends Record<string, Schema<unknown>>>(base: Schema<T>, added: A) {
  return { ...base, properties: { ...(base.properties as object), ...added } } as unknown as Schema<T & { [K in keyof A]?: Infer<A[K]> }>;
}

/** POST /repairs: the spec's payload, and the advance taken in with the repair (any tender but credit). */
export const repairCreateBody = withProperties(repairBody, { payment: paymentAddition.payment });
export type RepairCreateBody = Infer<typeof repairCreateBody>;

/** PATCH /repairs/status/:id: the spec's payload, and on 'Customer Collected' the balance's payment. */
export const statusChangeBody = withProperties(statusBody, paymentAddition);
export type StatusChangeBody = Infer<typeof statusChangeBody>;

/** One payment on a repair (its advance, or its balance on collection), LKR, with when it was taken. */
export const repairPaymentOut = object({ at: string, ...paymentProperties }, ['at', 'tenders', 'credit', 'received', 'cashGiven', 'change']);

/** What a repair answers beside the spec's fields: LKR paid so far (credit counts as settled) and still due; its payments on one-record answers. */
const repairPaymentFields = { paid: numberOut, due: numberOut, payments: arrayOf(repairPaymentOut) };

/** A repair as our server answers it: the spec's record, and what was paid and is due (optional: absent from other backends). */
export const repairAnswer = withProperties(repairRecord, repairPaymentFields);

/** Paid and due (LKR) of a repair of `finalAmount` cents that has `paid` cents paid. */
export function paidAndDue(finalAmount: number, paid: number) {
  return { paid: fromCents(paid), due: fromCents(repairBalance(finalAmount, paid)) };
}

/** A repair's tender rows as its payments, oldest first (rows of one payment share its number). */
export function toRepairPayments(rows: readonly Payment[]): Infer<typeof repairPaymentOut>[] {
  const byNumber = new Map<number, Payment[]>();
  for (const row of rows) byNumber.set(row.number, [...(byNumber.get(row.number) ?? []), row]);
  return [...byNumber.values()].map((tenders) => ({ at: tenders[0].createdAt, ...toPaymentOut(tenders)! }));
}
