import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatTime, fullName } from './format';

describe('dates in Asia/Colombo (product.md §1, §9)', () => {
  it.each([
    ['2026-03-12T10:00:00Z', '12 Mar 2026'],
    // 20:00 UTC is 01:30 next day in Colombo (+05:30).
    ['2026-03-12T20:00:00Z', '13 Mar 2026'],
    [null, ''],
    ['not a date', ''],
  ])('formatDate(%j) is %j', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each([
    ['2026-03-12T10:00:00Z', '12 Mar 2026 03:30 PM'],
    ['2026-03-12T19:00:00Z', '13 Mar 2026 12:30 AM'],
    [undefined, ''],
  ])('formatDateTime(%j) is %j', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });

  it.each([
    ['2026-03-12T10:00:00Z', '03:30 PM'],
    ['2026-03-12T19:00:00Z', '12:30 AM'],
    [null, ''],
  ])('formatTime(%j) is %j', (value, expected) => {
    expect(formatTime(value)).toBe(expected);
  });
});

describe('money in LKR with two decimals (product.md §9)', () => {
  it.each([
    [1250, 'LKR 1,250.00'],
    [0.5, 'LKR 0.50'],
    ['99.999', 'LKR 100.00'],
    [1234567.891, 'LKR 1,234,567.89'],
    [null, 'LKR 0.00'],
    ['abc', 'LKR 0.00'],
  ])('formatMoney(%j) is %j', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});

describe('fullName', () => {
  it.each([
    [{ firstName: 'Owner', lastName: 'Demo' }, 'Owner Demo'],
    [{ firstName: 'Owner' }, 'Owner'],
    [{ lastName: 'Demo', firstName: null }, 'Demo'],
    [null, ''],
  ])('%j → %j', (person, expected) => {
    expect(fullName(person)).toBe(expected);
  });
});

describe("formatDateTime agrees with the platform's Asia/Colombo zone data", () => {
  it('across a year of instants', () => {
    const zone = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Colombo',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h12',
    });
    for (let hour = 0; hour < 24 * 366; hour += 5) {
      const instant = new Date(Date.UTC(2025, 0, 1) + hour * 3_600_000 + 7 * 60_000);
      const parts = Object.fromEntries(zone.formatToParts(instant).map((part) => [part.type, part.value]));
      const expected = `${parts.day} ${parts.month.slice(0, 3)} ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod.toUpperCase()}`;
      expect(formatDateTime(instant.toISOString())).toBe(expected);
    }
  });

  it('shows payload days and moments as the shop day and time they name', () => {
    expect(formatDate('2026-03-12')).toBe('12 Mar 2026');
    expect(formatDateTime('2026-03-12 14:30:00')).toBe('12 Mar 2026 02:30 PM');
    expect(formatDateTime('2026-03-12 00:05:00')).toBe('12 Mar 2026 12:05 AM');
  });
});
