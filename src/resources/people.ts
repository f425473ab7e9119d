import type { FieldSet } from '../domain/fields';
import { fullName } from '../domain/labels';
import { offeredByBackend } from '../engine/features';
import { fieldInputs } from './fieldInputs';
import type { ColumnDeclaration, InputDeclaration, ShopRecord } from './types';

/**
 * How a customer or an agent reads as a picker's option: a picker tells namesakes apart by
 * what the shop asks for (phone, NIC, and a customer's card number). Blanks are left out, so
 * the walk-in customer reads as its name alone.
 */
export const personPickerText = (person: ShopRecord): string =>
  [fullName(person), person.phoneNumber, person.nicNumber, person.cardNumber].filter(Boolean).join(' · ');

/**
 * Customers and agents share most of their shape (product.md §3): these build their columns and
 * inputs from the domain field list, so each declaration says only how it differs.
 */
export function personInputs(fields: FieldSet): InputDeclaration[] {
  // A WhatsApp number is most often the phone number: it starts as a copy until changed.
  return fieldInputs(fields, { fullWidth: ['address'] }).map((input) => (input.source === 'whatsappNumber' ? { ...input, follows: 'phoneNumber' } : input));
}

export function personColumns(extra: readonly ColumnDeclaration[] = []): ColumnDeclaration[] {
  return [
    { source: 'firstName', kind: 'fullName', sortable: true },
    { source: 'phoneNumber', kind: 'text' },
    // Hidden until asked for (Columns button), so the table fits a 1366 px window with its actions.
    { source: 'whatsappNumber', kind: 'text', optional: true },
    { source: 'nicNumber', kind: 'text', sortable: true },
    ...extra,
    // Often blank, and with the Account action the row needs its room at 1366 px: behind Columns.
    { source: 'email', kind: 'email', sortable: true, optional: true },
    { source: 'address', kind: 'text' },
    { source: 'createdByName', kind: 'text', sortable: true, access: 'audit', optional: true },
    { source: 'updatedByName', kind: 'text', sortable: true, access: 'audit', optional: true },
    { source: 'createdAt', kind: 'date', sortable: true },
  ];
}

/** product.md §2: customers (and agents, "the same pattern") page by 5, 10, 20, 50 or 100. */
export const PERSON_PAGE_SIZES = [5, 10, 20, 50, 100] as const;

/**
 * product.md §7: the same payload on create and edit; '' for a blank email means none. A field
 * beyond the spec (the preferred language, §10) only to a backend that offers it, so the shop's
 * own backend gets the spec's payload exactly.
 */
export const personPayload = (fields: FieldSet) => (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => offeredByBackend(field))
      .map(([name]) => [name, typeof values[name] === 'string' ? (values[name] as string).trim() : (values[name] ?? '')]),
  );
