import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { dayReport, dayReportMessage } from './dayReport';
import type { DayCloseReport } from '.';

const { translate } = createI18nProvider();

/** 24 Nov 2026 closed 100 short: bills in cash and on credit, a wallet reload, a cash refund and expense, a pay-out, a Dialog check. */
const CLOSE: DayCloseReport = {
  id: 'c1',
  _id: 'c1',
  day: '2026-11-24',
  status: 'closed',
  openingFloat: 2000,
  expected: 12750,
  counted: 12650,
  difference: -100,
  floatLeft: 2000,
  note: 'A 100 note missing',
  closedAt: '2026-11-24T15:30:00.000Z',
  closedByName: 'Staff Demo',
  reopenedAt: null,
  reopenedByName: null,
  reopenReason: null,
  count: { '5000': 2, '1000': 2, '500': 1, '100': 1, '50': 1 },
  movements: { received: { bill: { cash: 12500, credit: 350 }, account: { cash: 300 }, sale: { wallet: 800 } }, refunds: { cash: 500 }, expenses: { cash: 250 }, payIns: 0, payOuts: 1300 },
  cashMovements: [{ _id: 'm1', kind: 'out', amount: 1300, reason: 'Delivery', createdAt: '2026-11-24T05:00:00.000Z', createdByName: 'Staff Demo' }],
  floatChecks: [{ rechargeType: 'Dialog', computed: 1250, shown: 1000, difference: -250, reason: 'saleNotEntered', checkedAt: '2026-11-24T12:00:00.000Z', adjustedAmount: null }],
  shopPhone: '0771234567',
};

describe('the day report (product.md §10)', () => {
  it('prints takings by business and tender, refunds, expenses, pay-outs, the float check, and the drawer from float to difference', () => {
    const report = dayReport(CLOSE, { translate });
    expect(report).toMatchObject({ title: 'Day report', number: 'Day 24 Nov 2026', date: '24 Nov 2026 09:00 PM' });
    expect(report.details).toEqual([
      ['Closed by', 'Staff Demo'],
      ['Closed at', '24 Nov 2026 09:00 PM'],
    ]);
    const rows = report.table!.rows.map(([label, amount]) => `${label}|${amount}`);
    expect(rows).toEqual([
      'TAKINGS BY BUSINESS|',
      'Bills|LKR 12,500.00',
      'Bills on credit|LKR 350.00',
      'Recharge sales|LKR 800.00',
      'Repairs|LKR 0.00',
      'Payments on account|LKR 300.00',
      'TAKINGS BY TENDER|',
      'Cash|LKR 12,800.00',
      'Card|LKR 0.00',
      'Bank transfer|LKR 0.00',
      'Mobile wallet|LKR 800.00',
      'LankaQR|LKR 0.00',
      'REFUNDS|',
      'Cash|LKR 500.00',
      'EXPENSES|',
      'Cash|LKR 250.00',
      'PAY-INS AND PAY-OUTS|',
      'Pay out: Delivery|LKR 1,300.00',
      'FLOAT CHECKS|',
      'Dialog (Sale not entered)|LKR -250.00',
    ]);
    expect(report.totals).toEqual([
      ['Opening float', 'LKR 2,000.00'],
      ['+ cash received', 'LKR 12,800.00'],
      ['+ pay-ins', 'LKR 0.00'],
      ['− cash refunds', 'LKR 500.00'],
      ['− cash expenses', 'LKR 250.00'],
      ['− pay-outs', 'LKR 1,300.00'],
      ['Expected cash', 'LKR 12,750.00'],
      ['Counted', 'LKR 12,650.00'],
      ['Difference', 'LKR -100.00'],
      ['Left in the drawer', 'LKR 2,000.00'],
    ]);
    expect(report.footer).toEqual(['Note: A 100 note missing']);
  });

  it('draws the list’s copy of a close (no sums yet) without failing, until the report is read', () => {
    const { count: _count, movements: _movements, cashMovements: _cash, floatChecks: _checks, shopPhone: _phone, ...listRow } = CLOSE;
    const report = dayReport(listRow as DayCloseReport, { translate });
    expect(report.table!.rows.map(([label]) => label)).toContain('No float check that day');
    expect(report.totals).toContainEqual(['Expected cash', 'LKR 12,750.00']);
  });

  it('lists the day’s shifts (expected, counted, difference) above a day close’s own figures; a shift’s report is its own', () => {
    const shift1 = { shift: 1, expected: 5000, counted: 4900, difference: -100, closedAt: '2026-11-24T08:32:00.000Z', closedByName: 'Nimal' };
    const day = dayReport({ ...CLOSE, closesDay: true, shift: 2, fromAt: shift1.closedAt, shifts: [shift1] }, { translate });
    expect(day.table!.rows.slice(0, 5).map(([label, amount]) => `${label}|${amount}`)).toEqual([
      'SHIFTS CLOSED|',
      'Shift 1 (Nimal) expected|LKR 5,000.00',
      'Shift 1 counted|LKR 4,900.00',
      'Shift 1 difference|LKR -100.00',
      'TAKINGS BY BUSINESS|',
    ]);
    expect(day.details![0]).toEqual(['Since', '24 Nov 2026 02:02 PM']);
    const shift = dayReport({ ...CLOSE, closesDay: false, shift: 1, fromAt: null, shifts: [] }, { translate });
    expect(shift).toMatchObject({ title: 'Shift report', number: 'Day 24 Nov 2026, shift 1' });
    expect(shift.table!.rows[0][0]).toBe('TAKINGS BY BUSINESS');
    expect(dayReportMessage({ ...CLOSE, closesDay: false, shift: 1 }, translate).split('\n')[0]).toBe('Shift 1 report of 24 Nov 2026');
  });

  it('says the same in the WhatsApp message to the owner, signed by the shop', () => {
    const message = dayReportMessage(CLOSE, translate, { name: 'Kasun Communication', address: '', phone: '0771234567', footer: '' });
    expect(message.split('\n')[0]).toBe('Day report of 24 Nov 2026');
    expect(message).toContain('\n*TAKINGS BY BUSINESS*\nBills: LKR 12,500.00\nBills on credit: LKR 350.00');
    expect(message).toContain('Expected cash: LKR 12,750.00\nCounted: LKR 12,650.00\nDifference: LKR -100.00');
    expect(message).toContain('Dialog (Sale not entered): LKR -250.00');
    expect(message.trimEnd().endsWith('Kasun Communication\nTel: 0771234567')).toBe(true);
  });
});
