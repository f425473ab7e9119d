import DayCloseIcon from '@mui/icons-material/PointOfSale';
import { formatDate } from '../../domain/format';
import { fromCents, sumMoney, toCents } from '../../domain/money';
import { closedDays } from '../../domain/shiftCloses';
import { required } from '../../domain/validation';
import type { ChipColor, ResourceDeclaration, ShopRecord } from '../types';

/** A closed day as the list shows it (LKR). */
export interface DayClose extends ShopRecord {
  /** The Asia/Colombo day, `YYYY-MM-DD`. */
  day: string;
  status: 'closed' | 'reopened';
  openingFloat: number;
  expected: number;
  counted: number;
  /** counted − expected: below zero the drawer was short. */
  difference: number;
  floatLeft: number;
  note: string | null;
  closedAt: string;
  closedByName: string | null;
  reopenedAt: string | null;
  reopenedByName: string | null;
  reopenReason: string | null;
  /** The day's close (locks the day) or a shift's; absent from a server before shifts: the day's. */
  closesDay?: boolean;
  /** 1, 2, … within the day; the day's close is the last. */
  shift?: number;
  /** When its period started (the day's previous close), null: the day's start. */
  fromAt?: string | null;
}

/** A shift closed before a day's close, as that day's report lists it (LKR). */
export interface ShiftLine {
  shift: number;
  expected: number;
  counted: number;
  difference: number;
  closedAt: string;
  closedByName: string | null;
}

/** A close with its report: the counts, the day's sums (LKR), pay-ins and pay-outs, float checks, and the shop's phone. */
export interface DayCloseReport extends DayClose {
  count: Record<string, number>;
  movements: Record<string, unknown>;
  cashMovements: CashMovement[];
  floatChecks: DayFloatCheck[];
  /** A day's close: the shifts closed before it that day. */
  shifts?: ShiftLine[];
  shopPhone: string;
}

export interface CashMovement {
  _id: string;
  kind: 'in' | 'out';
  amount: number;
  reason: string;
  createdAt: string;
  createdByName: string | null;
}

export interface DayFloatCheck {
  rechargeType: string;
  computed: number;
  shown: number;
  difference: number;
  reason: string | null;
  checkedAt: string;
  adjustedAmount: number | null;
}

/** The day's close, not a shift's (a server before shifts knows only the day's). */
export const closesDay = (close: Pick<DayClose, 'closesDay'>) => close.closesDay !== false;

/** The days closed among the list's rows, each with all its standing closes' differences summed (LKR). */
const daysClosed = (closes: readonly DayClose[]) =>
  closedDays(closes.map((close) => ({ day: close.day, closesDay: closesDay(close), difference: toCents(close.difference), standing: close.status === 'closed' }))).map(
    (day) => ({ ...day, difference: fromCents(day.difference) }),
  );

/** A day's difference as a chip: green when the count matched, red when short, amber when over. */
export const differenceColor = (difference: number): ChipColor => (difference === 0 ? 'success' : difference < 0 ? 'error' : 'warning');

/**
 * Day Close (product.md §10, beyond the spec: our server's `dayClose` feature): every close, the
 * day's or a shift's, with its cash expected, counted and the difference as a coloured chip, so a pattern shows.
 * Everyone closes a day (Close the day: the drawer counted by notes and coins) and records
 * pay-ins and pay-outs; the day report prints (80 mm or A4) and goes to the shop's phone by
 * WhatsApp; the owner reopens a day.
 */
// Declared over the report: the row actions read one close through `GET /dayclose/:id`, the list's rows carry its first fields.
export const dayClose: ResourceDeclaration<DayCloseReport> = {
  name: 'dayclose',
  icon: DayCloseIcon,
  menu: { order: 88 },
  feature: 'dayClose',
  routes: { list: 'GET /dayclose', one: 'GET /dayclose/:id', create: 'POST /dayclose' },
  recordRepresentation: (close) => formatDate(close.day),
  columns: [
    { source: 'day', kind: 'date', sortable: true },
    { source: 'shift', kind: 'integer' },
    { source: 'status', kind: 'status', sortable: true, color: (status) => (status === 'closed' ? 'default' : 'warning') },
    { source: 'openingFloat', kind: 'money', optional: true },
    { source: 'expected', kind: 'money', sortable: true },
    { source: 'counted', kind: 'money', sortable: true },
    { source: 'difference', kind: 'money', sortable: true },
    { source: 'note', kind: 'text' },
    { source: 'closedByName', kind: 'text', sortable: true },
    { source: 'closedAt', kind: 'datetime', sortable: true, optional: true },
    { source: 'reopenedByName', kind: 'text', optional: true },
  ],
  inputs: [],
  views: () => import('./views'),
  list: {
    search: ['note', 'closedByName', 'reopenReason'],
    filters: [
      { kind: 'dateRange', source: 'day' },
      { kind: 'enum', source: 'status', choices: ['closed', 'reopened'] },
      { kind: 'flag', source: 'differs', match: (close: DayClose) => close.difference !== 0 },
    ],
    summary: [
      { key: 'closes', kind: 'count', value: (rows) => daysClosed(rows.filtered).length },
      { key: 'short', kind: 'count', value: (rows) => daysClosed(rows.filtered).filter((day) => day.difference < 0).length },
      { key: 'over', kind: 'count', value: (rows) => daysClosed(rows.filtered).filter((day) => day.difference > 0).length },
      { key: 'difference', kind: 'money', value: (rows) => sumMoney(rows.filtered.filter((close) => close.status === 'closed'), (close) => close.difference) },
    ],
    defaultSort: { field: 'day', order: 'DESC' },
  },
  rowActions: [
    { name: 'report', action: 'show', print: () => import('./dayReport').then((module) => module.dayReport) },
    {
      name: 'whatsapp',
      action: 'show',
      whatsapp: {
        numbers: (close) => [close.shopPhone],
        missing: 'dayReportPhoneMissing',
        message: () => import('./dayReport').then((module) => module.dayReportMessage),
      },
    },
    {
      name: 'reopen',
      action: 'reopen',
      when: (close) => close.status === 'closed',
      form: {
        inputs: [{ source: 'reason', kind: 'textarea', rules: [required('dayReopenReasonRequired')], maxLength: 500, fullWidth: true }],
        route: 'POST /dayclose/:id/reopen',
        payload: (values) => ({ reason: values.reason }),
      },
    },
  ],
};
