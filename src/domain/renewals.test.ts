import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates';
import { lastSaleDays, monthRenewals, OVERDUE_SHOWN_DAYS, ownPackageDays, packageDays, renewalDaysLeft, renewalDueDay, renewalMessage, renewalTone } from './renewals';

describe('renewal days', () => {
  it('moves days across months, years and a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-12-15', 30)).toBe('2028-01-14');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(daysBetween('2027-12-31', '2028-01-02')).toBe(2);
    expect(daysBetween('2028-01-02', '2027-12-31')).toBe(-2);
  });

  it('falls due the package length after the last sale, and counts the days left (negative: late)', () => {
    expect(renewalDueDay('2027-01-20', 30)).toBe('2027-02-19');
    expect(renewalDaysLeft('2027-02-19', '2027-02-16')).toBe(3);
    expect(renewalDaysLeft('2027-02-19', '2027-02-19')).toBe(0);
    expect(renewalDaysLeft('2027-02-19', '2027-02-22')).toBe(-3);
    expect([renewalTone(-1), renewalTone(0), renewalTone(4)]).toEqual(['overdue', 'today', 'soon']);
  });

  it('finds the last-sale days of the renewals due within the days asked, late, or either', () => {
    const today = '2027-06-30';
    expect(lastSaleDays(today, 30, 7, 'due')).toEqual({ first: '2027-05-31', last: '2027-06-07' });
    expect(lastSaleDays(today, 30, 7, 'overdue')).toEqual({ first: addDays('2027-05-31', -OVERDUE_SHOWN_DAYS), last: '2027-05-30' });
    expect(lastSaleDays(today, 30, 7)).toEqual({ first: addDays('2027-05-31', -OVERDUE_SHOWN_DAYS), last: '2027-06-07' });
  });

  it('fills a reminder, leaving a placeholder without a value as written', () => {
    expect(renewalMessage('Card {cardNumber} due {dueDate}: LKR {amount} {other}', { cardNumber: 'DTV-1', dueDate: '2027-02-19', amount: '1,500.00' })).toBe(
      'Card DTV-1 due 2027-02-19: LKR 1,500.00 {other}',
    );
  });
});

describe('a customer’s own package length', () => {
  it('counts their own where the owner set one, else the shop’s', () => {
    expect(packageDays(45, 30)).toBe(45);
    expect(packageDays(null, 30)).toBe(30);
    expect(renewalDueDay('2027-01-31', packageDays(45, 30))).toBe('2027-03-17');
  });

  it('takes an empty length (the shop’s) or a whole number of days from 1 to 366, as typed', () => {
    for (const value of ['', null, undefined, 1, '45', 366]) expect(ownPackageDays(value), String(value)).toBeUndefined();
    for (const value of [0, 367, 1.5, '-3', 'soon']) expect(ownPackageDays(value), String(value)).toBe('renewalDaysInvalid');
  });
});

describe('renewals made against renewals due this month', () => {
  const dayOf = (instant: string) => instant.slice(0, 10);
  it('counts the packages due from the month’s first day to today, and those renewed by a later sale, each by its own length', () => {
    const packages = [
      { customerId: 'a', saleAt: '2027-02-02T06:00:00.000Z', days: 30 }, // due 4 Mar: renewed
      { customerId: 'b', saleAt: '2027-02-05T06:00:00.000Z', days: 30 }, // due 7 Mar: not renewed
      { customerId: 'c', saleAt: '2027-01-20T06:00:00.000Z', days: 45 }, // due 6 Mar: renewed late
      { customerId: 'd', saleAt: '2027-01-25T06:00:00.000Z', days: 30 }, // due 24 Feb: last month
      { customerId: 'e', saleAt: '2027-02-10T06:00:00.000Z', days: 30 }, // due 12 Mar: after today
    ];
    const last = new Map([
      ['a', '2027-03-03T06:00:00.000Z'],
      ['b', '2027-02-05T06:00:00.000Z'],
      ['c', '2027-03-09T06:00:00.000Z'],
      ['d', '2027-02-26T06:00:00.000Z'],
    ]);
    expect(monthRenewals(packages, last, '2027-03-01', '2027-03-10', dayOf)).toEqual({ due: 3, renewed: 2 });
    expect(monthRenewals([], last, '2027-03-01', '2027-03-10', dayOf)).toEqual({ due: 0, renewed: 0 });
  });
});
