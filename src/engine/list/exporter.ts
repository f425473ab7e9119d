import { downloadCSV } from 'react-admin';
import { fromCents, toCents } from '../../domain/money';
import type { ColumnDeclaration } from '../../resources/types';
import { cellText, columnValue } from './columnRenderers';

type Translate = (key: string, options?: object) => string;

/**
 * Text a spreadsheet would run as a formula: it starts with =, +, -, @, a tab or a carriage
 * return (OWASP, "CSV Injection"). A plain number (a negative amount) is a number, not a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV field: a would-be formula (a customer's address typed as `=HYPERLINK(…)`) shown as the
 * text it is, behind a single quote; quoted when it holds a comma, a quote or a line break (RFC 4180).
 */
export function csvField(value: string): string {
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text: the header line, then one line per row, CRLF-separated. */
export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return [headers, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
}

/**
 * A value as a spreadsheet reads it: money as a plain number with its decimals (two; a unit
 * cost four), no 'LKR' and no thousands separator, so a column sums; counts and quantities as
 * whole numbers; the rest (names, choices, dates as 12 Mar 2026) as the table shows it.
 */
export function csvCell(column: ColumnDeclaration, resource: string, record: object, translate: Translate): string {
  const value = columnValue(column, record, translate);
  const blank = value === undefined || value === null || value === '';
  if (column.kind === 'money') {
    const amount = Number(value);
    if (blank || !Number.isFinite(amount)) return '';
    const decimals = column.decimals ?? 2;
    return (decimals === 2 ? fromCents(toCents(amount)) : amount).toFixed(decimals);
  }
  if (column.kind === 'integer' || column.kind === 'quantity') return blank || !Number.isFinite(Number(value)) ? '' : String(Number(value));
  return cellText(column, resource, record, translate);
}

/** The CSV of `records`: `columns` under their labels, one line per record. */
export function csvText(resource: string, columns: readonly ColumnDeclaration[], records: readonly object[], translate: Translate, label: (column: ColumnDeclaration) => string): string {
  const headers = columns.map((column) => translate(label(column)));
  const rows = records.map((record) => columns.map((column) => csvCell(column, resource, record, translate)));
  return toCsv(headers, rows);
}

/**
 * A react-admin exporter writing `columns` (the ones the role may see, with the list's
 * export-only ones) under their labels. Staff get no cost column because they are not given one.
 */
export function csvExporter(resource: string, columns: readonly ColumnDeclaration[], translate: Translate, label: (column: ColumnDeclaration) => string) {
  return (records: object[]) => downloadCSV(csvText(resource, columns, records, translate, label), resource.replace(/\//g, '-'));
}
