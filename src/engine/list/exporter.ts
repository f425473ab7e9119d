import { downloadCSV } from 'react-admin';
import type { ColumnDeclaration } from '../../resources/types';
import { getPath } from '../../api/getPath';
import { cellText } from './columnRenderers';

type Translate = (key: string, options?: object) => string;

/** One CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text: the header line, then one line per row, CRLF-separated. */
export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return [headers, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** Money as a plain number with two decimals (a spreadsheet sums it); the rest as the table shows it. */
function csvCell(column: ColumnDeclaration, resource: string, record: object, translate: Translate): string {
  const value = getPath(record, column.source);
  if (column.kind === 'money') return value === undefined || value === null || value === '' ? '' : Number(value).toFixed(2);
  return cellText(column, resource, record, translate);
}

/**
 * A react-admin exporter writing `columns` (the ones the role may see) under their labels,
 * values as the table shows them (money as plain numbers). Staff get no cost column because they are not given one.
 */
export function csvExporter(resource: string, columns: readonly ColumnDeclaration[], translate: Translate, label: (column: ColumnDeclaration) => string) {
  return (records: object[]) => {
    const headers = columns.map((column) => translate(label(column)));
    const rows = records.map((record) => columns.map((column) => csvCell(column, resource, record, translate)));
    downloadCSV(toCsv(headers, rows), resource.replace(/\//g, '-'));
  };
}
