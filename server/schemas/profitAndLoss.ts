import { fromCents } from '../../src/domain/money';
import type { Statement } from '../../src/domain/profitAndLoss';
import { BUSINESSES } from '../../src/domain/takings';
import { arrayOf, enumOf, LIMITS, numberOut, object, string, text, type Infer } from './common';

/** GET /reports/profit-and-loss?from=&to=: both shop days, `YYYY-MM-DD`, as the revenue reports ask them. */
export const profitAndLossQuery = object({ from: text(LIMITS.word), to: text(LIMITS.word) });
export type ProfitAndLossQuery = Infer<typeof profitAndLossQuery>;

/** GET /reports/profit-and-loss/months?to=: the twelve months ending with the one `to` falls in (default: this month). */
export const profitMonthsQuery = object({ to: text(LIMITS.word) });
export type ProfitMonthsQuery = Infer<typeof profitMonthsQuery>;

const businessProfit = object({ business: enumOf(BUSINESSES), income: numberOut, cost: numberOut, gross: numberOut }, ['business', 'income', 'cost', 'gross']);
const categoryExpense = object({ categoryId: string, category: string, amount: numberOut }, ['categoryId', 'category', 'amount']);
const statement = object(
  {
    from: string,
    to: string,
    businesses: arrayOf(businessProfit),
    income: numberOut,
    cost: numberOut,
    gross: numberOut,
    expenses: arrayOf(categoryExpense),
    expensesTotal: numberOut,
    net: numberOut,
  },
  ['from', 'to', 'businesses', 'income', 'cost', 'gross', 'expenses', 'expensesTotal', 'net'],
);

/** The statement of the range asked, of the period before it and of the same days a year earlier (LKR). */
export const profitAndLossAnswer = object({ current: statement, previous: statement, yearEarlier: statement }, ['current', 'previous', 'yearEarlier']);

/** Each month's net profit (LKR), oldest first. */
export const profitMonthsAnswer = object(
  { months: arrayOf(object({ month: string, income: numberOut, gross: numberOut, expenses: numberOut, net: numberOut }, ['month', 'income', 'gross', 'expenses', 'net'])) },
  ['months'],
);

/** A statement in cents as the API answers it, in LKR. */
export function toStatementAnswer(cents: Statement): Statement {
  return {
    from: cents.from,
    to: cents.to,
    businesses: cents.businesses.map((line) => ({ business: line.business, income: fromCents(line.income), cost: fromCents(line.cost), gross: fromCents(line.gross) })),
    income: fromCents(cents.income),
    cost: fromCents(cents.cost),
    gross: fromCents(cents.gross),
    expenses: cents.expenses.map((line) => ({ ...line, amount: fromCents(line.amount) })),
    expensesTotal: fromCents(cents.expensesTotal),
    net: fromCents(cents.net),
  };
}
