import { payloadDay, shopDay } from './dates';
import { defineFields, rulesOf } from './fields';
import type { Said } from './messages';
import { hasAtMostTwoDecimals } from './money';
import { RECEIVING_TENDERS } from './payments';
import { isBlank, required, type Rule, type RuleSet } from './validation';

/**
 * Expenses and expense categories (product.md §3, §5, §9): the form rules with their messages,
 * shared by the console's forms and the server. Amounts are LKR with at most two decimals
 * (stored in cents, see money.ts); dates are Asia/Colombo days (see dates.ts).
 */

export const CATEGORY_NAME_MIN = 2;
export const CATEGORY_NAME_MAX = 50;
export const DESCRIPTION_MIN = 3;
export const DESCRIPTION_MAX = 500;
/** The smallest expense (product.md §9) and the largest we accept (LKR), far above any real one. */
export const MIN_EXPENSE_AMOUNT = 0.01;
export const MAX_EXPENSE_AMOUNT = 10_000_000;

/**
 * Letters (any script, with their vowel signs: Sinhala and Tamil names are letters too),
 * decimal digits, spaces, hyphens and underscores (product.md §5).
 */
const CATEGORY_NAME = /^[\p{L}\p{M}\p{Nd} _-]+$/u;
/** A typed amount: plain decimal notation only (no '0x10', '1e3' or 'Infinity'). */
const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Length in characters as people count them (a code point, not a UTF-16 unit). */
const length = (text: string) => [...text].length;

/** A category name as stored and shown: trimmed, runs of spaces collapsed to one. */
export function normaliseCategoryName(name: string): string {
  return name.trim().replace(/ {2,}/g, ' ');
}

/** The key a category name is unique by: its normalised form, lowercased ('Shop  rent' = 'shop rent'). */
export function categoryNameKey(name: string): string {
  return normaliseCategoryName(name).toLowerCase();
}

/** 'This category is used by N expense(s) and cannot be deleted'. */
export function categoryInUseMessage(count: number): Said {
  return { key: 'categoryInUse', values: { expenses: `${count} expense${count === 1 ? '' : 's'}` } };
}

const categoryNameLength: Rule = (value) => {
  if (isBlank(value)) return undefined;
  const size = length(normaliseCategoryName(String(value)));
  return size >= CATEGORY_NAME_MIN && size <= CATEGORY_NAME_MAX ? undefined : 'categoryNameLength';
};
const categoryNameChars: Rule = (value) =>
  isBlank(value) || CATEGORY_NAME.test(normaliseCategoryName(String(value))) ? undefined : 'categoryNameChars';

/**
 * A category's one field (product.md §3, §5, §9): the name, required, 2–50 letters, digits, spaces,
 * hyphens, underscores, counted once repeated spaces are collapsed (as it is stored). The API
 * accepts up to 200 characters (the default bound), so a 51-character name gets the rule's message.
 */
export const categoryFields = defineFields({
  name: {
    kind: 'text',
    required: 'categoryNameRequired',
    rules: [categoryNameLength, categoryNameChars],
    normalise: normaliseCategoryName,
  },
});

/** Where a search for a category looks: the console's search box. */
export const CATEGORY_SEARCH = ['name'] as const satisfies readonly (keyof typeof categoryFields)[];

/** Add / edit category. */
export const categoryRules: RuleSet = rulesOf(categoryFields);

/** A number, or numeric text from a form field; NaN for anything else. */
function amountOf(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = String(value).trim();
  return DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN;
}

const expenseAmount: Rule = (value) => {
  if (isBlank(value)) return undefined;
  const amount = amountOf(value);
  if (!Number.isFinite(amount)) return 'expenseAmountInvalid';
  if (amount < MIN_EXPENSE_AMOUNT) return 'expenseAmountPositive';
  if (amount > MAX_EXPENSE_AMOUNT) return 'expenseAmountTooLarge';
  return hasAtMostTwoDecimals(amount) ? undefined : 'expenseAmountDecimals';
};

const description: Rule = (value) => {
  if (isBlank(value)) return undefined;
  const size = length(String(value).trim());
  return size >= DESCRIPTION_MIN && size <= DESCRIPTION_MAX ? undefined : 'expenseDescriptionLength';
};

/** The id of the category picked: the id itself, or the `_id` of the `{ _id, name }` an expense answer carries. */
export function categoryIdOf(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? (value as { _id?: unknown })._id : value;
}

/** Category required; marked `isRequired` like `required` rules, so forms show the field as mandatory. */
const categoryId: Rule = Object.assign(
  (value: unknown) => (isBlank(categoryIdOf(value)) ? ('expenseCategoryRequired' as const) : undefined),
  { isRequired: true },
);

/**
 * The expense form's rules with "today" given (an Asia/Colombo `YYYY-MM-DD`), so tests can
 * fix the clock. The date is a day: any time on today is today, not the future.
 */
export function expenseRulesOn(today: () => string): RuleSet {
  const day: Rule = (value) => {
    if (isBlank(value)) return undefined;
    const named = payloadDay(String(value));
    if (!named) return 'dateInvalid';
    return named > today() ? 'expenseDateFuture' : undefined;
  };
  return {
    categoryId: [categoryId],
    amount: [required('expenseAmountRequired'), expenseAmount],
    expenseDate: [required('expenseDateRequired'), day],
    description: [required('expenseDescriptionRequired'), description],
  };
}

/**
 * Add / edit expense (product.md §5): category, amount (0.01 … 10,000,000, two decimals), date
 * (`YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`, not after today in Colombo), description 3–500.
 */
export const expenseRules: RuleSet = expenseRulesOn(() => shopDay());

/**
 * How an expense was paid (product.md §10, beyond the spec): money that left the shop by a
 * tender, so a day close can count the cash that left the drawer. Not Credit: in this console
 * Credit is what a customer or agent owes the shop; a bill the shop has not paid yet is no
 * expense until it is paid, and is recorded then.
 */
export const EXPENSE_TENDERS = RECEIVING_TENDERS;
export type ExpenseTender = (typeof EXPENSE_TENDERS)[number];

/** What an expense was paid by when nobody said (the spec's payload, older expenses): cash from the drawer. */
export const DEFAULT_EXPENSE_TENDER: ExpenseTender = 'cash';

/**
 * The tender an expense was paid by, from a payload: absent or blank keeps `current` (an edit
 * sent without it changes nothing; a new expense is cash); anything but an expense tender is
 * refused (undefined).
 */
export function expensePaidBy(value: unknown, current: ExpenseTender = DEFAULT_EXPENSE_TENDER): ExpenseTender | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return current;
  const named = typeof value === 'string' ? value.trim() : value;
  return EXPENSE_TENDERS.find((tender) => tender === named);
}
