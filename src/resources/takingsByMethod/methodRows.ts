import { BUSINESSES } from '../../domain/dayClose';
import type { TakingsByMethodAnswer } from '../../domain/takingsByMethod';
import { toCsv } from '../../engine/list/exporter';

type Translate = (key: string, options?: object) => string;
export const t = (translate: Translate, key: string, options?: object) => translate(`resources.reports/payments.${key}`, options);

/** The table's headers: the method, each business's part, then received, refunded and net. */
export const methodHeaders = (translate: Translate): string[] => [
  t(translate, 'columns.method'),
  ...BUSINESSES.map((business) => t(translate, `business.${business}`)),
  t(translate, 'columns.received'),
  t(translate, 'columns.refunded'),
  t(translate, 'columns.net'),
];

/** A row a method, then the total, each amount written by `money`. */
export function methodRows(answer: TakingsByMethodAnswer, translate: Translate, money: (amount: number) => string): string[][] {
  const rows = answer.methods.map((line) => [
    translate(`app.payments.tenders.${line.method}`),
    ...BUSINESSES.map((business) => money(line.businesses[business])),
    money(line.received),
    money(line.refunded),
    money(line.net),
  ]);
  const totals = BUSINESSES.map((business) => answer.methods.reduce((sum, line) => sum + Math.round(line.businesses[business] * 100), 0) / 100);
  return [...rows, [t(translate, 'total'), ...totals.map(money), money(answer.total.received), money(answer.total.refunded), money(answer.total.net)]];
}

/** The table as a spreadsheet reads it: money as plain numbers with two decimals. */
export const methodCsv = (answer: TakingsByMethodAnswer, translate: Translate): string =>
  toCsv(methodHeaders(translate), methodRows(answer, translate, (amount) => amount.toFixed(2)));
