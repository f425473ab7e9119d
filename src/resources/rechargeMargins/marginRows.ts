import type { ProviderMargin, RechargeMarginsAnswer } from '../../domain/rechargeMargins';
import { toCsv } from '../../engine/list/exporter';

type Translate = (key: string, options?: object) => string;
export const t = (translate: Translate, key: string, options?: object) => translate(`resources.reports/recharges.${key}`, options);

const COLUMNS = ['provider', 'count', 'value', 'amount', 'profit', 'margin'] as const;
export const marginHeaders = (translate: Translate) => COLUMNS.map((column) => t(translate, `columns.${column}`));

type Line = Omit<ProviderMargin, 'rechargeType'>;
const cells = (name: string, line: Line, money: (amount: number) => string, percent: (margin: number | null) => string) => [
  name,
  String(line.count),
  money(line.value),
  money(line.amount),
  money(line.profit),
  percent(line.margin),
];

/** A row a provider (its name as the shop writes it in every language), then the total. */
export const marginRows = (answer: RechargeMarginsAnswer, translate: Translate, money: (amount: number) => string, percent: (margin: number | null) => string): string[][] => [
  ...answer.providers.map((line) => cells(line.rechargeType, line, money, percent)),
  cells(t(translate, 'total'), answer.total, money, percent),
];

/** As a spreadsheet reads it: plain numbers, the margin in percent without its sign. */
export const marginCsv = (answer: RechargeMarginsAnswer, translate: Translate): string =>
  toCsv(
    marginHeaders(translate),
    marginRows(answer, translate, (amount) => amount.toFixed(2), (margin) => (margin === null ? '' : margin.toFixed(1))),
  );
