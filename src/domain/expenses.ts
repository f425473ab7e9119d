import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { MESSAGES } from './messages';
import { isBlank, required, type Rule, type RuleSet } from './validation';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/**
 * Expenses and expense categories (spec §3, §5, §9): the form rules with their messages,
 * and the money conversion. Amounts are LKR with at most two decimals, stored in cents.
 */

export const CATEGORY_NAME_MIN = 2;
export const CATEGORY_NAME_MAX = 50;
export const DESCRIPTION_MIN = 3;
export const DESCRIPTION_MAX = 500;
/** The smallest expense (spec §9) and the largest we accept (LKR), far above any real one. */
export const MIN_EXPENSE_AMOUNT = 0.01;
export const MAX_EXPENSE_AMOUNT = 10_000_000;

/** Letters (any script, with their vowel signs), digits, spaces, hyphens and underscores. */
const CATEGORY_NAME = /^[\p{L}\p{M}\p{N} _-]+$/u;
const DAY = /^(\d{4}-\d{2}-\d{2})(?: \d{2}:\d{2}:\d{2})?$/;

const length = (value: unknown) => [...String(value).trim()].length;

/** LKR → whole cents (the amount has at most two decimals once validated). */
export const toCents = (amount: number): number => Math.round(amount * 100);
/** Whole cents → LKR. */
export const fromCents = (cents: number): number => cents / 100;

/** The key a category name is unique by: trimmed, inner spaces collapsed, lowercased. */
export function categoryNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Today in Asia/Colombo as `YYYY-MM-DD`. */
export function colomboToday(now: Date = new Date()): string {
  return dayjs(now).tz('Asia/Colombo').format('YYYY-MM-DD');
}

/**
 * A payload date, `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` (a real calendar day / time), as
 * the day it names (`YYYY-MM-DD`, an Asia/Colombo day); undefined when malformed.
 */
export function expenseDay(value: string): string | undefined {
  const match = DAY.exec(value.trim());
  if (!match) return undefined;
  const format = value.trim().length > 10 ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
  return dayjs(value.trim(), format, true).isValid() ? match[1] : undefined;
}

/** 'This category is used by N expense(s) and cannot be deleted'. */
export function categoryInUseMessage(count: number): string {
  return MESSAGES.categoryInUse.replace('{count}', `${count} expense${count === 1 ? '' : 's'}`);
}

const categoryNameLength: Rule = (value) =>
  isBlank(value) || (length(value) >= CATEGORY_NAME_MIN && length(value) <= CATEGORY_NAME_MAX) ? undefined : 'categoryNameLength';
const categoryNameChars: Rule = (value) =>
  isBlank(value) || CATEGORY_NAME.test(String(value).trim()) ? undefined : 'categoryNameChars';

/** Add / edit category (spec §5, §9): name required, 2–50 letters, digits, spaces, hyphens, underscores. */
export const categoryRules: RuleSet = {
  name: [required('categoryNameRequired'), categoryNameLength, categoryNameChars],
};

const expenseAmount: Rule = (value) => {
  if (isBlank(value)) return undefined;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(number)) return 'expenseAmountInvalid';
  if (number < MIN_EXPENSE_AMOUNT) return 'expenseAmountPositive';
  if (number > MAX_EXPENSE_AMOUNT) return 'expenseAmountTooLarge';
  if (Math.abs(number * 100 - Math.round(number * 100)) > 1e-6) return 'expenseAmountDecimals';
  return undefined;
};

const description: Rule = (value) =>
  isBlank(value) || (length(value) >= DESCRIPTION_MIN && length(value) <= DESCRIPTION_MAX) ? undefined : 'expenseDescriptionLength';

/** The expense form's rules with "today" fixed (Asia/Colombo `YYYY-MM-DD`): for tests and the clock below. */
export function expenseRulesOn(today: () => string): RuleSet {
  const day: Rule = (value) => {
    if (isBlank(value)) return undefined;
    const parsed = expenseDay(String(value));
    if (!parsed) return 'expenseDateInvalid';
    return parsed > today() ? 'expenseDateFuture' : undefined;
  };
  return {
    categoryId: [required('expenseCategoryRequired')],
    amount: [required('expenseAmountRequired'), expenseAmount],
    expenseDate: [required('expenseDateRequired'), day],
    description: [required('expenseDescriptionRequired'), description],
  };
}

/** Add / edit expense (spec §5): category, amount (0.01 … 10,000,000, two decimals), date (not after today in Colombo), description 3–500. */
export const expenseRules: RuleSet = expenseRulesOn(() => colomboToday());
