import { dayFigures, movementsInCents, type DayFigures } from '../../domain/dayClose';
import { formatDate, formatDateTime, formatMoney } from '../../domain/format';
import { fromCents, toCents } from '../../domain/money';
import type { PrintContext, PrintDocument } from '../../engine/dialogs/PrintedDocument';
import { shopSignature, type ShopDetails } from '../../engine/shop';
import { closesDay, type DayCloseReport } from '.';

type Translate = PrintContext['translate'];
type Line = readonly [string, string];
/** A report line, or a section's heading. */
type ReportLine = readonly [label: string, value: string, heading?: 'heading'];

const lkr = (cents: number) => formatMoney(fromCents(cents));

/** The figures of a close as it was closed (its stored sums and opening float). */
export const figuresOf = (close: DayCloseReport): DayFigures => dayFigures(movementsInCents(close.movements), toCents(close.openingFloat));

/**
 * The report's lines in sections (a heading row, then label and amount): takings by business
 * and by tender, refunds, expenses, the drawer's pay-ins and pay-outs, and the float checks of
 * the day. Shared by the printed report and the WhatsApp message, so both say the same.
 */
function sections(close: DayCloseReport, translate: Translate): ReportLine[] {
  const t = (key: string, options?: object) => translate(`resources.dayclose.report.${key}`, options);
  const tender = (method: string) => translate(`app.payments.tenders.${method}`);
  const business = (name: string) => translate(`resources.dayclose.form.business.${name}`);
  const figures = figuresOf(close);
  // The print dialog first has the list's copy of the close (react-admin seeds the one-record
  // cache from the list), without the report's fields, until GET /dayclose/:id answers.
  const cashMovements = close.cashMovements ?? [];
  const floatChecks = close.floatChecks ?? [];
  // In capitals on paper, where a heading cannot be bold.
  const heading = (key: string): ReportLine => [t(key).toUpperCase(), '', 'heading'];
  const lines: ReportLine[] = [];
  // A day's close closed after shifts: theirs first, its own figures (the last period) below.
  const shifts = close.shifts ?? [];
  if (shifts.length) {
    lines.push(heading('shifts'));
    for (const shift of shifts) {
      lines.push(
        [t('shiftExpected', { shift: shift.shift, name: shift.closedByName ?? '' }), formatMoney(shift.expected)],
        [t('shiftCounted', { shift: shift.shift }), formatMoney(shift.counted)],
        [t('shiftDifference', { shift: shift.shift }), formatMoney(shift.difference)],
      );
    }
  }
  lines.push(heading('byBusiness'));
  for (const line of figures.businesses) {
    lines.push([business(line.business), lkr(line.received)]);
    if (line.credit) lines.push([t('credit', { business: business(line.business) }), lkr(line.credit)]);
  }
  lines.push(heading('byTender'), ...figures.tenders.map((line): Line => [tender(line.method), lkr(line.received)]));
  const refunds = figures.tenders.filter((line) => line.refunded);
  if (refunds.length || figures.totals.refundedToAccounts) {
    lines.push(heading('refunds'), ...refunds.map((line): Line => [tender(line.method), lkr(line.refunded)]));
    if (figures.totals.refundedToAccounts) lines.push([t('refundedToAccounts'), lkr(figures.totals.refundedToAccounts)]);
  }
  const spent = figures.tenders.filter((line) => line.spent);
  if (spent.length) lines.push(heading('expenses'), ...spent.map((line): Line => [tender(line.method), lkr(line.spent)]));
  if (cashMovements.length) {
    lines.push(
      heading('drawer'),
      ...cashMovements.map((movement): Line => [t(movement.kind === 'in' ? 'payIn' : 'payOut', { reason: movement.reason }), formatMoney(movement.amount)]),
    );
  }
  lines.push(heading('float'));
  if (floatChecks.length === 0) lines.push([t('noFloat'), '']);
  for (const check of floatChecks) {
    const reason = check.reason ? ` (${translate(`resources.recharges/float.choices.reason.${check.reason}`)})` : '';
    lines.push([`${check.rechargeType}${reason}`, formatMoney(check.difference)]);
  }
  return lines;
}

/** The drawer: from the opening float to the cash expected, what was counted, the difference and what was left. */
function cashLines(close: DayCloseReport, translate: Translate): Line[] {
  const t = (key: string) => translate(`resources.dayclose.report.${key}`);
  const { cash } = figuresOf(close);
  return [
    [t('opening'), lkr(cash.opening)],
    [t('cashIn'), lkr(cash.received)],
    [t('payIns'), lkr(cash.payIns)],
    [t('cashRefunds'), lkr(cash.refunded)],
    [t('cashExpenses'), lkr(cash.spent)],
    [t('payOuts'), lkr(cash.payOuts)],
    [t('expected'), formatMoney(close.expected)],
    [t('counted'), formatMoney(close.counted)],
    [t('difference'), formatMoney(close.difference)],
    [t('floatLeft'), formatMoney(close.floatLeft)],
  ];
}

/** Who closed it, and who reopened it and why. */
function closingLines(close: DayCloseReport, translate: Translate): string[] {
  const t = (key: string, options?: object) => translate(`resources.dayclose.report.${key}`, options);
  return [
    ...(close.note ? [t('note', { note: close.note })] : []),
    ...(close.reopenedAt ? [t('reopened', { name: close.reopenedByName ?? '', reason: close.reopenReason ?? '' })] : []),
  ];
}

/** The report's name: the day's, or a shift's of the day. */
const numberOf = (close: DayCloseReport, t: (key: string, options?: object) => string) =>
  closesDay(close) ? t('number', { day: formatDate(close.day) }) : t('shiftNumber', { day: formatDate(close.day), shift: close.shift });

/** A closed day (or shift) as a printed report, on an 80 mm roll or A4: a shift's is its own period. */
export function dayReport(close: DayCloseReport, { translate }: PrintContext): PrintDocument {
  const t = (key: string, options?: object) => translate(`resources.dayclose.report.${key}`, options);
  return {
    title: t(closesDay(close) ? 'title' : 'shiftTitle'),
    number: numberOf(close, t),
    date: formatDateTime(close.closedAt),
    details: [
      ...(close.fromAt ? [[t('since'), formatDateTime(close.fromAt)] as const] : []),
      [t('closedBy'), close.closedByName ?? ''],
      [t('closedAt'), formatDateTime(close.closedAt)],
    ],
    table: { headers: [t('item'), t('amount')], rows: sections(close, translate).map(([label, value]) => [label, value]), numeric: [false, true] },
    totals: cashLines(close, translate),
    footer: closingLines(close, translate),
  };
}

/** The day report as a WhatsApp message to the owner (editable in the dialog). */
export function dayReportMessage(close: DayCloseReport, translate: Translate, shop?: ShopDetails): string {
  const t = (key: string, options?: object) => translate(`resources.dayclose.report.${key}`, options);
  const line = ([label, value]: Line) => (value ? `${label}: ${value}` : label);
  return [
    closesDay(close) ? t('whatsapp', { day: formatDate(close.day) }) : t('shiftWhatsapp', { day: formatDate(close.day), shift: close.shift }),
    ...(close.fromAt ? [`${t('since')}: ${formatDateTime(close.fromAt)}`] : []),
    `${t('closedBy')}: ${close.closedByName ?? ''}, ${formatDateTime(close.closedAt)}`,
    '',
    ...sections(close, translate).map(([label, value, heading]) => (heading ? `\n*${label}*` : line([label, value]))),
    '',
    ...cashLines(close, translate).map(line),
    ...closingLines(close, translate),
    '',
    shopSignature(shop, translate),
  ].join('\n');
}
