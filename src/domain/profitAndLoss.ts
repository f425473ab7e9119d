import { PAYLOAD_DAY, dayjs } from './dayjs';
import { BUSINESSES, type Business, type BusinessTakings } from './takings';

/**
 * The profit-and-loss statement (issue 48, our server's `profitAndLoss`; the owner's alone):
 * over a range of shop days, each business's income as the revenue reports and the day close
 * count it (bills net of their returns, recharge sales, repairs when paid: the takings'
 * entries, src/domain/takings.ts), the cost of what was sold at the cost it was sold at (the
 * profit kept on each bill, return, recharge sale and repair, so income − profit), gross
 * profit, the expenses of those days by category, and net profit. Whole cents here.
 */

/** One business's line: its income, the cost of what it sold, and gross profit (cents). */
export interface BusinessProfit {
  business: Business;
  income: number;
  cost: number;
  gross: number;
}

/** The expenses of one category over the range (cents). */
export interface CategoryExpense {
  categoryId: string;
  category: string;
  amount: number;
}

/** A period's statement: its days, each business, the totals, expenses by category and net profit. */
export interface Statement {
  from: string;
  to: string;
  businesses: BusinessProfit[];
  income: number;
  cost: number;
  gross: number;
  expenses: CategoryExpense[];
  expensesTotal: number;
  net: number;
}

/** `GET /reports/profit-and-loss`: the range asked, the previous period of its length and the same days a year earlier. */
export interface ProfitAndLossAnswer {
  current: Statement;
  previous: Statement;
  yearEarlier: Statement;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The statement of `days` from the takings by business (cents, profit included) and the
 * expenses by category: cost is what the takings took less the profit they kept.
 */
export function statementOf(days: { from: string; to: string }, takings: readonly BusinessTakings[], expenses: readonly CategoryExpense[]): Statement {
  const businesses = BUSINESSES.map((business) => {
    const part = takings.find((line) => line.business === business);
    const income = part?.cents ?? 0;
    const gross = part?.profitCents ?? 0;
    return { business, income, cost: income - gross, gross };
  });
  const sorted = [...expenses].sort((a, b) => b.amount - a.amount || a.category.localeCompare(b.category));
  const gross = sum(businesses.map((line) => line.gross));
  const expensesTotal = sum(sorted.map((line) => line.amount));
  return {
    from: days.from,
    to: days.to,
    businesses,
    income: sum(businesses.map((line) => line.income)),
    cost: sum(businesses.map((line) => line.cost)),
    gross,
    expenses: sorted,
    expensesTotal,
    net: gross - expensesTotal,
  };
}

const day = (value: string) => dayjs(value, PAYLOAD_DAY, true);

/** Is the range whole calendar months (from a 1st to a month's last day)? */
function wholeMonths(from: string, to: string): number | undefined {
  const [start, end] = [day(from), day(to)];
  if (start.date() !== 1 || end.date() !== end.daysInMonth()) return undefined;
  return end.year() * 12 + end.month() - (start.year() * 12 + start.month()) + 1;
}

/**
 * The periods a statement is set beside: the one just before of the same length (whole months
 * when the range is whole months, so March's is February, not the 28 days before March 1st),
 * and the same days a year earlier (29 February falls back to the 28th).
 */
export function comparedRanges(from: string, to: string): { previous: { from: string; to: string }; yearEarlier: { from: string; to: string } } {
  const [start, end] = [day(from), day(to)];
  const months = wholeMonths(from, to);
  const previous =
    months !== undefined
      ? { from: start.subtract(months, 'month').format(PAYLOAD_DAY), to: start.subtract(1, 'day').format(PAYLOAD_DAY) }
      : {
          from: start.subtract(end.diff(start, 'day') + 1, 'day').format(PAYLOAD_DAY),
          to: start.subtract(1, 'day').format(PAYLOAD_DAY),
        };
  const yearBack = start.subtract(1, 'year');
  const yearEarlier = {
    from: yearBack.format(PAYLOAD_DAY),
    to: (months !== undefined ? yearBack.add(months, 'month').subtract(1, 'day') : end.subtract(1, 'year')).format(PAYLOAD_DAY),
  };
  return { previous, yearEarlier };
}

/** The first and last day of the month `day` falls in. */
export function monthOf(value: string): { from: string; to: string } {
  const start = day(value).startOf('month');
  return { from: start.format(PAYLOAD_DAY), to: start.endOf('month').format(PAYLOAD_DAY) };
}

/** The change from `before` to `now` (cents), and as a share of `before` (none when `before` is 0). */
export function change(now: number, before: number): { amount: number; percent: number | null } {
  return { amount: now - before, percent: before === 0 ? null : ((now - before) / Math.abs(before)) * 100 };
}

/** The twelve months ending with the one `value` falls in, oldest first, each its first and last day. */
export function lastTwelveMonths(value: string): { month: string; from: string; to: string }[] {
  const last = day(value).startOf('month');
  return Array.from({ length: 12 }, (_, index) => {
    const start = last.subtract(11 - index, 'month');
    return { month: start.format('YYYY-MM'), from: start.format(PAYLOAD_DAY), to: start.endOf('month').format(PAYLOAD_DAY) };
  });
}
