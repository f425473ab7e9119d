import type { MessageKey } from './messages';
import type { Rule } from './validation';

/**
 * The walk-in customer (product.md §10, beyond the spec): one customer our server keeps itself,
 * so a cash sale of a charger or a small reload needs no registration. It has no NIC, card
 * number or phone, no account and no WhatsApp; it pays in full, and a repair or a credit sale
 * still needs a registered customer. Its id is fixed (shaped like every other id, created "at
 * the epoch"), so both sides, and every record that refers to it, can tell it apart.
 */
export const WALK_IN_CUSTOMER_ID = '000000000000000000000001';

/** Is this the walk-in customer's id? */
export const isWalkInId = (id: unknown): boolean => id === WALK_IN_CUSTOMER_ID;

/** Is this record the walk-in customer? (a customer record: `_id`, or `id` once the console has read it) */
export const isWalkIn = (customer: { id?: unknown; _id?: unknown } | null | undefined): boolean =>
  isWalkInId(customer?.id) || isWalkInId(customer?._id);

/** Does the form or body pay (part of) it on Credit? */
function onCredit(record: Record<string, unknown> | undefined): boolean {
  const tenders = (record?.payment as { tenders?: unknown } | null | undefined)?.tenders;
  return Array.isArray(tenders) && tenders.some((tender) => (tender as { method?: unknown } | null)?.method === 'credit');
}

/**
 * A bill's customer or a sale's buyer: the walk-in customer pays in full, so no Credit tender
 * (the tenders add up to the total, so nothing else can stay unpaid). A sale to an agent is
 * never the walk-in customer.
 */
export const walkInPaysInFull: Rule = (value, record) =>
  isWalkInId(value) && record?.soldToType !== 'agent' && onCredit(record) ? 'walkInNoCredit' : undefined;

/** A repair's customer: a registered one, since a repair is collected, called about and may go on account. */
export const registeredCustomer: Rule = (value): MessageKey | undefined => (isWalkInId(value) ? 'walkInNoRepair' : undefined);

/**
 * A sale to the walk-in customer with something due must say how it was paid: its money is
 * taken now and counted in the drawer's figures, and nobody can be asked for it later. A
 * registered customer's or an agent's sale may still come without (the spec's payload).
 */
export function walkInPaymentMissing(party: { type: string; id: string } | null, due: number, payment: unknown): MessageKey | undefined {
  return party?.type === 'customer' && isWalkInId(party.id) && due > 0 && !payment ? 'walkInPaymentRequired' : undefined;
}
