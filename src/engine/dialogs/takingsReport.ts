import { formatDate, formatDateTime } from '../../domain/format';
import { formatMoney } from '../../domain/labels';
import { BUSINESSES, type TakingsReport } from '../../domain/takings';
import { toCsv } from '../list/exporter';
import type { PrintDocument } from './PrintedDocument';

type Translate = (key: string, options?: object) => string;
const t = (translate: Translate, key: string, options?: object) => translate(`app.takings.${key}`, options);

/** Profit is in the answer only for the owner; so is its column. */
const hasProfit = (report: TakingsReport) => report.total.profit !== undefined;

/** The table's header: the day, each business, the total and (for the owner) the profit. */
export function takingsHeaders(report: TakingsReport, translate: Translate): string[] {
  return [
    t(translate, 'day'),
    ...BUSINESSES.map((business) => t(translate, `business.${business}`)),
    t(translate, 'total'),
    ...(hasProfit(report) ? [t(translate, 'profit')] : []),
  ];
}

/** Each day's amounts, then the range's, in the header's order; `money` says how an amount is written. */
function takingsRows(report: TakingsReport, translate: Translate, day: (day: string) => string, money: (amount: number) => string): string[][] {
  const amountOf = (business: string) => report.businesses.find((part) => part.business === business)?.amount ?? 0;
  const profit = (value: number | undefined) => (hasProfit(report) ? [money(value ?? 0)] : []);
  return [
    ...report.days.map((row) => [day(row.day), ...BUSINESSES.map((business) => money(row[business])), money(row.total), ...profit(row.profit)]),
    [t(translate, 'total'), ...BUSINESSES.map((business) => money(amountOf(business))), money(report.total.amount), ...profit(report.total.profit)],
  ];
}

/** The rows as the screen and the paper show them: '12 Mar 2026', 'LKR 1,500.00'. */
export const shownTakingsRows = (report: TakingsReport, translate: Translate) => takingsRows(report, translate, formatDate, formatMoney);

/**
 * The breakdown as CSV a spreadsheet reads: days as `YYYY-MM-DD`, amounts as plain numbers in
 * LKR with two decimals (no 'LKR', no thousands separators), the range's total last.
 */
export function takingsCsv(report: TakingsReport, translate: Translate): string {
  return toCsv(
    takingsHeaders(report, translate),
    takingsRows(report, translate, (day) => day, (amount) => amount.toFixed(2)),
  );
}

/** The file the export saves, without '.csv': 'takings-2026-03-01-to-2026-03-31'. */
export const takingsFileName = (report: TakingsReport) => `takings-${report.from}-to-${report.to}`;

/**
 * One business's count (and for the owner its profit) under its amount: '3 bills · Profit LKR
 * 950.00'. The profit is kept on one line (no-break spaces): a narrow card wraps before it.
 */
export function businessDetail(part: TakingsReport['businesses'][number], translate: Translate): string {
  const count = t(translate, `count.${part.business}`, { smart_count: part.count });
  if (part.profit === undefined) return count;
  return `${count} · ${t(translate, 'profitOf', { amount: formatMoney(part.profit) }).replace(/ /g, '\u00a0')}`;
}

interface PaperContext {
  /** The report's title ('Revenue Report'). */
  title: string;
  /** The spec's figures as shown above the breakdown: label and text. */
  figures: readonly (readonly [string, string])[];
  /** What the spec's figures count ('Repairs taken in on these days…'), printed above them. */
  basis?: string;
  translate: Translate;
  printedAt?: Date;
}

/**
 * The report on A4, through the same printed-document parts receipts use: the period, the
 * spec's figures, the table by day with its total row, each business's takings and how
 * repairs are counted.
 */
export function takingsDocument(report: TakingsReport, { title, figures, basis, translate, printedAt = new Date() }: PaperContext): PrintDocument {
  const headers = takingsHeaders(report, translate);
  return {
    title,
    number: translate('app.report.period', { from: formatDate(report.from), to: formatDate(report.to) }),
    date: t(translate, 'printed', { date: formatDateTime(printedAt) }),
    details: basis ? [[t(translate, 'figures'), basis], ...figures] : figures,
    table: { headers, rows: shownTakingsRows(report, translate), numeric: headers.map((_header, index) => index > 0) },
    totals: [
      ...report.businesses.map((part) => [`${t(translate, `business.${part.business}`)} (${businessDetail(part, translate)})`, formatMoney(part.amount)] as const),
      [t(translate, 'all'), formatMoney(report.total.amount)],
      ...(report.total.profit !== undefined ? [[t(translate, 'profit'), formatMoney(report.total.profit)] as const] : []),
    ],
    footer: [t(translate, 'repairsWhenPaid')],
  };
}
