import type { CustomerSalesAnswer } from '../../domain/customerSales';
import { toCsv } from '../../engine/list/exporter';

type Translate = (key: string, options?: object) => string;
export const t = (translate: Translate, key: string, options?: object) => translate(`resources.reports/customers.${key}`, options);

export const customerHeaders = (translate: Translate) => ['customer', 'bills', 'amount', 'kind'].map((column) => t(translate, `columns.${column}`));

/** A row a customer of the top: name, bills, what they spent, new or returning. */
export const customerRows = (answer: CustomerSalesAnswer, translate: Translate, money: (amount: number) => string): string[][] =>
  answer.top.map((line) => [line.name, String(line.bills), money(line.amount), t(translate, line.isNew ? 'new' : 'returning')]);

/** The top customers as a spreadsheet reads them: plain numbers. */
export const customerCsv = (answer: CustomerSalesAnswer, translate: Translate): string =>
  toCsv(customerHeaders(translate), customerRows(answer, translate, (amount) => amount.toFixed(2)));
