import type { StaffSales, StaffSalesAnswer } from '../../domain/staffSales';
import { BUSINESSES } from '../../domain/takings';
import { toCsv } from '../../engine/list/exporter';

type Translate = (key: string, options?: object) => string;
export const t = (translate: Translate, key: string, options?: object) => translate(`resources.reports/staff.${key}`, options);

/** A person's name, or what the report calls records kept without one. */
export const staffName = (line: StaffSales, translate: Translate) => line.name ?? t(translate, 'unknown');

/** The table's headers: the person, each business, the total. */
export const staffHeaders = (translate: Translate): string[] => [
  t(translate, 'columns.staff'),
  ...BUSINESSES.map((business) => t(translate, `business.${business}`)),
  t(translate, 'columns.total'),
];

/** A row a person: each business's amount with how many beside it, then the total. */
export const staffRows = (answer: StaffSalesAnswer, translate: Translate, money: (amount: number) => string): string[][] =>
  answer.staff.map((line) => [
    staffName(line, translate),
    ...BUSINESSES.map((business) => `${money(line.businesses[business].amount)} (${line.businesses[business].count})`),
    money(line.total),
  ]);

/** As a spreadsheet reads it: each business's count and amount in columns of their own. */
export function staffCsv(answer: StaffSalesAnswer, translate: Translate): string {
  const plain = (amount: number) => amount.toFixed(2);
  return toCsv(
    [
      t(translate, 'columns.staff'),
      ...BUSINESSES.flatMap((business) => [t(translate, 'columns.count', { business: t(translate, `business.${business}`) }), t(translate, `business.${business}`)]),
      t(translate, 'columns.total'),
    ],
    answer.staff.map((line) => [
      staffName(line, translate),
      ...BUSINESSES.flatMap((business) => [String(line.businesses[business].count), plain(line.businesses[business].amount)]),
      plain(line.total),
    ]),
  );
}
