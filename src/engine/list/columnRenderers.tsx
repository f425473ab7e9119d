import { Box, Chip, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { getPath } from '../../api/getPath';
import { formatDate, formatDateTime, formatMoney, fullName } from '../../domain/format';
import type { ChipColor, ColumnDeclaration, ColumnKind } from '../../resources/types';
import { useThresholds } from '../../dashboard/thresholds';
import { CELL_CLASSES } from './tableStyles';

type Value = unknown;
type Translate = (key: string, options?: object) => string;

/** product.md §9: a stock badge shows at most 9999, then '9999+'. */
export const QUANTITY_BADGE_MAX = 9999;
/** product.md §9: a bill row shows at most two product tags, then '+N more'. */
export const TAGS_SHOWN = 2;

/** A column's value: computed (in words where it needs them: a repair's warranty), or read from its (dotted) source. */
export const columnValue = (column: ColumnDeclaration, record: object, translate: Translate): Value =>
  column.value ? column.value(record, translate) : getPath(record, column.source);

const isEmpty = (value: Value) => value === undefined || value === null || value === '';

function choiceLabel(translate: Translate, resource: string, source: string, value: Value): string {
  return translate(`resources.${resource}.choices.${source}.${String(value)}`, { _: String(value) });
}

/** The names of a `tags` column's items. */
function tagNames(column: ColumnDeclaration, value: Value): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => String((column.tagField ? getPath(item, column.tagField) : item) ?? ''));
}

/**
 * A column's value as plain text (CSV export, print, tooltips): money as 'LKR 1,250.00',
 * dates in Asia/Colombo, choices by their label.
 */
export function cellText(column: ColumnDeclaration, resource: string, record: object, translate: Translate): string {
  const value = columnValue(column, record, translate);
  switch (column.kind) {
    case 'fullName':
      return fullName(record);
    case 'person':
      return fullName(value as object);
    case 'enum':
    case 'status':
      return isEmpty(value) ? '' : choiceLabel(translate, resource, column.source, value);
    case 'money':
      return isEmpty(value) ? '' : formatMoney(value as number, column.decimals);
    case 'percent':
      return isEmpty(value) || !Number.isFinite(Number(value)) ? '' : formatPercent(Number(value));
    case 'tags':
      return tagNames(column, value).join(', ');
    case 'date':
      return formatDate(value as string);
    case 'datetime':
      return formatDateTime(value as string);
    default:
      return isEmpty(value) ? '' : String(value);
  }
}

interface ChipProps {
  resource: string;
  source: string;
  value: Value;
  status?: boolean;
  color?: (value: unknown) => ChipColor;
}

function ChoiceChip({ resource, source, value, status, color: colorOf }: ChipProps) {
  const translate = useTranslate();
  if (isEmpty(value)) return null;
  const color = colorOf?.(value) ?? (status ? 'default' : 'primary');
  return (
    <Chip size="small" label={choiceLabel(translate, resource, source, value)} color={color} variant={status ? 'filled' : 'outlined'} />
  );
}

/** Stock as a badge: red when none is left, amber at or below the owner's low-stock threshold, '9999+' above the badge's room. */
export function QuantityBadge({ value }: { value: number }) {
  const [{ stock: low }] = useThresholds();
  const shown = value > QUANTITY_BADGE_MAX ? `${QUANTITY_BADGE_MAX}+` : String(value);
  const color = value <= 0 ? 'error' : value <= low ? 'warning' : 'success';
  return <Chip size="small" label={shown} color={color} sx={{ minWidth: 48, fontVariantNumeric: 'tabular-nums' }} />;
}

/**
 * Two names as tags, then '+N more'. With `moreTo`, '+N more' is a link there (a bill's
 * Details dialog, where every line shows).
 */
export function Tags({ names, moreTo, moreHint }: { names: string[]; moreTo?: string; moreHint?: string }) {
  const translate = useTranslate();
  const hidden = names.length - TAGS_SHOWN;
  const more = translate('app.list.more', { count: hidden });
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: 240 }}>
      {names.slice(0, TAGS_SHOWN).map((name, index) => (
        <Chip key={`${name}-${index}`} size="small" variant="outlined" label={name} />
      ))}
      {hidden > 0 &&
        (moreTo ? (
          <Chip size="small" label={more} component={Link} to={moreTo} clickable title={moreHint} />
        ) : (
          <Chip size="small" label={more} />
        ))}
    </Stack>
  );
}

/** Text that stays on one line and is cut at the cell's width; hovering shows it all. */
function Truncated({ text }: { text: string }) {
  return (
    <span className={CELL_CLASSES.truncated} title={text}>
      {text}
    </span>
  );
}

/**
 * A date and time whose date and time each keep one line (no-break spaces inside each, one
 * plain space between): where the table is narrow (a 1280 px screen, Tamil's long month names)
 * the time goes under the date, rather than the row's buttons out of view. One text, so it reads
 * and copies as the date and time it is.
 */
export function dateTimeCell(text: string, date: string): string {
  if (!date || !text.startsWith(date)) return text;
  const keep = (part: string) => part.trim().replace(/ /g, '\u00A0');
  return `${keep(date)} ${keep(text.slice(date.length))}`;
}

/** How each column kind shows a record's value in a table cell. */
export function renderCell(column: ColumnDeclaration, resource: string, record: Record<string, Value>, translate: Translate): ReactNode {
  const value = columnValue(column, record, translate);
  switch (column.kind) {
    case 'enum':
      return <ChoiceChip resource={resource} source={column.source} value={value} color={column.color} />;
    case 'status':
      return <ChoiceChip resource={resource} source={column.source} value={value} color={column.color} status />;
    case 'quantity':
      return isEmpty(value) ? '' : <QuantityBadge value={Number(value)} />;
    case 'percent': {
      const text = cellText(column, resource, record, translate);
      const color = text && column.color ? column.color(Number(value)) : 'default';
      return color === 'default' ? text : <Box component="span" sx={{ color: `${color}.main`, fontWeight: 500 }}>{text}</Box>;
    }
    case 'money': {
      const text = cellText(column, resource, record, translate);
      // A loss reads at a glance: a negative amount (a bill sold below cost) is red, its sign kept.
      return isNegative(value) ? <Box component="span" sx={{ color: 'error.main', fontWeight: 500 }}>{text}</Box> : text;
    }
    case 'tags':
      return <Tags names={tagNames(column, value)} />;
    case 'datetime':
      return dateTimeCell(cellText(column, resource, record, translate), formatDate(value as string));
    case 'text':
    case 'email':
      return isEmpty(value) ? '' : <Truncated text={String(value)} />;
    default:
      return cellText(column, resource, record, translate);
  }
}

/** An amount below zero (a loss); blanks and text are not. */
export const isNegative = (value: unknown) => !isEmpty(value) && Number(value) < 0;

/** Numbers line up on the right. */
export const isNumeric = (kind: ColumnKind) => kind === 'money' || kind === 'integer' || kind === 'percent';

/** Kinds whose text must stay on one line ('LKR 10,090.00', a date); a date and time keeps each part on one (dateTimeCell). */
export const keepsOneLine = (kind: ColumnKind) => kind === 'money' || kind === 'integer' || kind === 'percent' || kind === 'date';

/** `12.5%`: one decimal (product.md §9's profit margin). */
export const formatPercent = (value: number) => `${value.toFixed(1)}%`;

/** The i18n key of a column's header. */
export function columnLabel(resource: string, kind: ColumnKind, source: string): string {
  return `resources.${resource}.fields.${kind === 'fullName' ? 'fullName' : source}`;
}
