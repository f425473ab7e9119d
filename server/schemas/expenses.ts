import { fromCents } from '../../src/domain/money';
import type { ExpenseWithCategory } from '../db/expenses';
import { LIMITS, numberInput, numberOut, alwaysPresent, object, recordStamps, string, text, type Infer, type Schema } from './common';

/**
 * Expenses (product.md §3, §7; categories are a plain resource, server/resources). Types and sizes
 * only: presence, ranges, decimals and dates are the domain's `expenseRules`, so users read
 * the spec's messages. Size limits sit well above the rules' own (a 501-character description
 * gets the rule's message, not a schema error). `null` in any field means none.
 */

/** Far above the rules' 500-character descriptions. */
const DESCRIPTION_LIMIT = 2000;


/**
 * The category of an expense form: its id, or the `{ _id, name }` an expense answer carries
 * (so a record read can be sent back as is; `name` is dropped). The id branch comes first, so
 * a wrong type reads "categoryId must be a string" (Ajv reports the first branch's issue).
 */
const categoryIdInput = {
  anyOf: [
    { type: ['string', 'null'], maxLength: LIMITS.id },
    {
      type: 'object',
      properties: { _id: { type: ['string', 'null'], maxLength: LIMITS.id } },
      additionalProperties: false,
    },
  ],
} as unknown as Schema<string | { _id?: string | null } | null>;

/** POST /expenses and PUT /expenses/:id. */
export const expenseBody = object({
  categoryId: categoryIdInput,
  amount: numberInput,
  description: text(DESCRIPTION_LIMIT),
  expenseDate: text(LIMITS.word),
  // How it was paid (product.md §10), optional: checked by the domain, so a wrong one reads the shop's message.
  paidBy: text(LIMITS.word),
});
export type ExpenseBody = Infer<typeof expenseBody>;

const every = <P extends Record<string, unknown>>(properties: P) => Object.keys(properties) as (keyof P & string)[];

const categoryRefProperties = { _id: string, name: string };
const expenseProperties = {
  _id: string,
  categoryId: object(categoryRefProperties, every(categoryRefProperties)),
  amount: numberOut,
  description: string,
  expenseDate: string,
  /** How it was paid (product.md §10): cash, card, bank, wallet or lankaqr. */
  paidBy: string,
  ...recordStamps,
};
/** An expense record: the category as `{ _id, name }`, the amount in LKR, the date `YYYY-MM-DD`. No cost fields exist. */
export const expenseRecord = object(expenseProperties, alwaysPresent(expenseProperties));
export type ExpenseRecord = Infer<typeof expenseRecord>;

/** The one mapping from a stored expense (with its category's name) to what the API shows. */
export function toExpenseRecord(row: ExpenseWithCategory): ExpenseRecord {
  return {
    _id: row.id,
    categoryId: { _id: row.categoryId, name: row.categoryName },
    amount: fromCents(row.amount),
    description: row.description,
    expenseDate: row.expenseDate,
    paidBy: row.paidBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
  };
}
