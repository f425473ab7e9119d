import type { SalesByTimeAnswer } from '../../domain/salesByTime';
import { toCsv } from '../../engine/list/exporter';

type Translate = (key: string, options?: object) => string;
export const t = (translate: Translate, key: string, options?: object) => translate(`resources.reports/hours.${key}`, options);

/** '09:00–10:00' for hour 9: the shop's clock, the same in every language. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`;

/** Monday first, as the server gives them. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const weekdayLabel = (index: number, translate: Translate) => t(translate, `weekdays.${WEEKDAYS[index]}`);

/** The hours a sale was made in, from the first to the last (a closed shop's night left out). */
export function openHours(answer: SalesByTimeAnswer): number[] {
  const sold = answer.hours.flatMap((line, hour) => (line.count !== 0 || line.amount !== 0 ? [hour] : []));
  if (sold.length === 0) return [];
  return Array.from({ length: sold.at(-1)! - sold[0]! + 1 }, (_, index) => sold[0]! + index);
}

/** Each weekday's takings by hour as a spreadsheet reads it: a row a weekday, a column an hour (plain numbers). */
export function timeCsv(answer: SalesByTimeAnswer, translate: Translate): string {
  return toCsv(
    [t(translate, 'columns.weekday'), ...answer.hours.map((_, hour) => hourLabel(hour)), t(translate, 'columns.total')],
    answer.grid.map((row, index) => [weekdayLabel(index, translate), ...row.map((amount) => amount.toFixed(2)), answer.weekdays[index]!.amount.toFixed(2)]),
  );
}
