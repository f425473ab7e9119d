import { formatDate, formatDateTime } from '../../domain/format';
import { formatMoney } from '../../domain/labels';
import { toCents } from '../../domain/money';
import { change, type ProfitAndLossAnswer, type Statement } from '../../domain/profitAndLoss';
import { BUSINESSES } from '../../domain/takings';
import type { PrintDocument } from '../../engine/dialogs/PrintedDocument';
import { toCsv } from '../../engine/list/exporter';

type Translate = (key: string, options?: object) => string;
export const t = (translate: Translate, key: string, options?: object) => translate(`resources.reports/profit.${key}`, options);

/** The three periods, in the order their columns stand. */
const PERIODS = ['current', 'previous', 'yearEarlier'] as const;

/** One line of the statement: a section's heading (no figures), a line of it, or a total; LKR in each period. */
export interface StatementRow {
  key: string;
  label: string;
  kind: 'heading' | 'line' | 'total';
  values?: Record<(typeof PERIODS)[number], number>;
}

/**
 * The statement's lines, the same for the screen, the paper and the CSV: income, cost of sales
 * and gross profit by business, each with its total; expenses by category (every category any
 * of the three periods spent in) and their total; net profit last.
 */
export function statementRows(answer: ProfitAndLossAnswer, translate: Translate): StatementRow[] {
  const of = (value: (period: Statement) => number) =>
    Object.fromEntries(PERIODS.map((period) => [period, value(answer[period])])) as StatementRow['values'];
  const business = (name: string) => translate(`app.takings.business.${name}`);
  const section = (key: 'income' | 'cost' | 'gross', total: string): StatementRow[] => [
    { key, label: t(translate, key), kind: 'heading' },
    ...BUSINESSES.map((name) => ({
      key: `${key}.${name}`,
      label: business(name),
      kind: 'line' as const,
      values: of((period) => period.businesses.find((line) => line.business === name)?.[key] ?? 0),
    })),
    { key: `${key}.total`, label: t(translate, total), kind: 'total', values: of((period) => period[key]) },
  ];
  const categories = new Map<string, string>();
  for (const period of PERIODS) for (const line of answer[period].expenses) if (!categories.has(line.categoryId)) categories.set(line.categoryId, line.category);
  return [
    ...section('income', 'totalIncome'),
    ...section('cost', 'totalCost'),
    ...section('gross', 'totalGross'),
    { key: 'expenses', label: t(translate, 'expenses'), kind: 'heading' },
    ...[...categories].map(([id, name]) => ({
      key: `expenses.${id}`,
      label: name,
      kind: 'line' as const,
      values: of((period) => period.expenses.find((line) => line.categoryId === id)?.amount ?? 0),
    })),
    { key: 'expenses.total', label: t(translate, 'totalExpenses'), kind: 'total', values: of((period) => period.expensesTotal) },
    { key: 'net', label: t(translate, 'net'), kind: 'total', values: of((period) => period.net) },
  ];
}

/** The columns' headings: the line, this period, the previous one and its change, a year earlier and its change. */
export const statementHeaders = (translate: Translate): string[] =>
  ['line', 'current', 'previous', 'changePrevious', 'yearEarlier', 'changeYear'].map((key) => t(translate, `columns.${key}`));

/** A change as read on screen and paper: 'LKR +1,500.00 (+12.5%)', 'LKR -200.00 (-4.0%)'; the share left out when there was nothing before. */
export function shownChange(now: number, before: number): string {
  const { amount, percent } = change(toCents(now), toCents(before));
  const money = amount > 0 ? formatMoney(amount / 100).replace(/^LKR /, 'LKR +') : formatMoney(amount / 100);
  return percent === null ? money : `${money} (${percent > 0 ? '+' : ''}${percent.toFixed(1)}%)`;
}

/** Each row as text in the headers' order; `money` and `changed` say how amounts and changes are written. */
function rowCells(row: StatementRow, money: (amount: number) => string, changed: (now: number, before: number) => string): string[] {
  if (!row.values) return [row.label, '', '', '', '', ''];
  const { current, previous, yearEarlier } = row.values;
  return [row.label, money(current), money(previous), changed(current, previous), money(yearEarlier), changed(current, yearEarlier)];
}

/** The rows as the screen and the paper show them. */
export const shownRows = (rows: readonly StatementRow[]) => rows.map((row) => rowCells(row, formatMoney, shownChange));

/**
 * The statement as CSV a spreadsheet reads: amounts as plain numbers in LKR with two decimals
 * (no 'LKR', no thousands separators), a change as the difference alone.
 */
export function statementCsv(answer: ProfitAndLossAnswer, translate: Translate): string {
  const plain = (amount: number) => amount.toFixed(2);
  const difference = (now: number, before: number) => plain((toCents(now) - toCents(before)) / 100);
  return toCsv(
    statementHeaders(translate),
    statementRows(answer, translate).map((row) => rowCells(row, plain, difference)),
  );
}

/** The file the export saves, without '.csv': 'profit-and-loss-2026-03-01-to-2026-03-31'. */
export const statementFileName = (answer: ProfitAndLossAnswer) => `profit-and-loss-${answer.current.from}-to-${answer.current.to}`;

/** A period's days as read: '1 Mar 2026 – 31 Mar 2026'. */
export const periodOf = (period: Statement, translate: Translate) => translate('app.report.period', { from: formatDate(period.from), to: formatDate(period.to) });

/** The statement on A4 (turned: ProfitAndLossPage), through the printed-document parts receipts and the revenue reports use. */
export function statementDocument(answer: ProfitAndLossAnswer, translate: Translate, printedAt = new Date()): PrintDocument {
  const headers = statementHeaders(translate);
  const rows = statementRows(answer, translate);
  return {
    title: translate('resources.reports/profit.name', { smart_count: 1 }),
    number: periodOf(answer.current, translate),
    date: t(translate, 'printed', { date: formatDateTime(printedAt) }),
    details: [
      [t(translate, 'columns.previous'), periodOf(answer.previous, translate)],
      [t(translate, 'columns.yearEarlier'), periodOf(answer.yearEarlier, translate)],
    ],
    // Section headings and totals in bold, as on screen.
    table: { headers, rows: shownRows(rows), numeric: headers.map((_header, index) => index > 0), strong: rows.map((row) => row.kind !== 'line') },
    totals: [
      [t(translate, 'totalIncome'), formatMoney(answer.current.income)],
      [t(translate, 'totalGross'), formatMoney(answer.current.gross)],
      [t(translate, 'totalExpenses'), formatMoney(answer.current.expensesTotal)],
      [t(translate, 'net'), formatMoney(answer.current.net)],
    ],
    footer: [t(translate, 'basis')],
  };
}
