import type { RepairReportAnswer } from '../../domain/repairReport';
import { toCsv } from '../../engine/list/exporter';

type Translate = (key: string, options?: object) => string;
export const t = (translate: Translate, key: string, options?: object) => translate(`resources.reports/repairs.${key}`, options);

export const issueHeaders = (translate: Translate) => ['issue', 'count', 'amount'].map((column) => t(translate, `columns.${column}`));

/** A row an issue: its name, the repairs taken in with it, what customers were charged for it. */
export const issueRows = (answer: RepairReportAnswer, money: (amount: number) => string): string[][] =>
  answer.issues.map((line) => [line.name, String(line.count), money(line.amount)]);

/** The issues as a spreadsheet reads them: plain numbers. */
export const issueCsv = (answer: RepairReportAnswer, translate: Translate): string =>
  toCsv(issueHeaders(translate), issueRows(answer, (amount) => amount.toFixed(2)));
