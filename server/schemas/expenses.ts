import { fromCents } from '../../src/domain/money';
import type { ExpenseCategory } from '../db/schema';
import type { ExpenseWithCategory } from '../db/expenses';
import { LIMITS, numberInput, numberOut, object, recordStamps, string, text, type Infer, type Schema } from './common';

/**
 * Expense categories and expenses (spec §3, §7). Types and sizes only: presence, lengths,
 * characters, ranges, decimals and dates are the domain's `categoryRules` / `expenseRules`,
 * so users read the spec's messages. Size limits sit well above the rules' own (a 51-character
 * name gets the rule's message, not a schema error). `null` in any field means none.
 */

/** Far above the rules' 50-character names and 500-character descriptions. */
const NAME_LIMIT = 200;
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

/** POST /expense-categories and PUT /expense-categories/:id. */
export const categoryBody = object({ name: text(NAME_LIMIT) });
export type CategoryBody = Infer<typeof categoryBody>;

/** POST /expenses and PUT /expenses/:id. */
export const expenseBody = object({
  categoryId: categoryIdInput,
  amount: numberInput,
  description: text(DESCRIPTION_LIMIT),
  expenseDate: text(LIMITS.word),
});
export type ExpenseBody = Infer<typeof expenseBody>;

const every = <P extends Record<string, unknown>>(properties: P) => Object.keys(properties) as (keyof P & string)[];

const categoryProperties = { _id: string, name: string, ...recordStamps };
/** A category record: every field always present. */
export const categoryRecord = object(categoryProperties, every(categoryProperties));
export type CategoryRecord = Infer<typeof categoryRecord>;

const categoryRefProperties = { _id: string, name: string };
const expenseProperties = {
  _id: string,
  categoryId: object(categoryRefProperties, every(categoryRefProperties)),
  amount: numberOut,
  description: string,
  expenseDate: string,
  ...recordStamps,
};
/** An expense record: the category as `{ _id, name }`, the amount in LKR, the date `YYYY-MM-DD`. No cost fields exist. */
export const expenseRecord = object(expenseProperties, every(expenseProperties));
export type ExpenseRecord = Infer<typeof expenseRecord>;

/** The one mapping from a stored category to what the API shows. */
export function toCategoryRecord(row: ExpenseCategory): CategoryRecord {
  return {
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
  };
}

/** The one mapping from a stored expense (with its category's name) to what the API shows. */
export function toExpenseRecord(row: ExpenseWithCategory): ExpenseRecord {
  return {
    _id: row.id,
    categoryId: { _id: row.categoryId, name: row.categoryName },
    amount: fromCents(row.amount),
    description: row.description,
    expenseDate: row.expenseDate,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
  };
}
