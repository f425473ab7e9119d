import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, fullName } from './format';

describe('dates in Asia/Colombo (spec §1, §9)', () => {
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
});

describe('money in LKR with two decimals (spec §9)', () => {
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
