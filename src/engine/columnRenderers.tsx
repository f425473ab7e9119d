import { Chip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate, formatDateTime, formatMoney, fullName } from '../domain/format';
import type { ColumnKind } from '../resources/types';

type Value = unknown;

function ChoiceChip({ resource, source, value, status }: { resource: string; source: string; value: Value; status?: boolean }) {
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return null;
  const label = translate(`resources.${resource}.choices.${source}.${String(value)}`, { _: String(value) });
  const color = status ? (value === 'active' ? 'success' : 'default') : 'primary';
  return <Chip size="small" label={label} color={color} variant={status ? 'filled' : 'outlined'} />;
}

/** How each column kind shows a record's value. */
export function renderCell(kind: ColumnKind, resource: string, source: string, record: Record<string, Value>): ReactNode {
  const value = record[source];
  switch (kind) {
    case 'fullName':
      return fullName(record as { firstName?: string; lastName?: string });
    case 'enum':
      return <ChoiceChip resource={resource} source={source} value={value} />;
    case 'status':
      return <ChoiceChip resource={resource} source={source} value={value ?? 'active'} status />;
    case 'money':
      return formatMoney(value as number);
    case 'integer':
      return value === undefined || value === null ? '' : String(value);
    case 'date':
      return formatDate(value as string);
    case 'datetime':
      return formatDateTime(value as string);
    default:
      return value === undefined || value === null ? '' : String(value);
  }
}

/** The i18n key of a column's header. */
export function columnLabel(resource: string, kind: ColumnKind, source: string): string {
  return `resources.${resource}.fields.${kind === 'fullName' ? 'fullName' : source}`;
}
