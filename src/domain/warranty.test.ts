import { describe, expect, it } from 'vitest';
import {
  underWarrantyOn,
  warrantyDaysOf,
  warrantyDaysRule,
  warrantyEnd,
  warrantySearchOf,
  type WarrantyFacts,
} from './warranty';

const collected = (dateEntered: string, days: number[], extra: Partial<WarrantyFacts> = {}): WarrantyFacts => ({
  status: 'Customer Collected',
  statusHistory: [
    { status: 'Received from Customer', isDeleted: false, dateEntered: '2026-01-02T04:00:00.000Z' },
    { status: 'Customer Collected', isDeleted: false, dateEntered },
  ],
  issues: days.map((warrantyDays) => ({ warrantyDays })),
  ...extra,
});

describe('warrantyDaysRule: whole days from 0 to 3650', () => {
  it.each([
    [0, undefined],
    [90, undefined],
    ['30', undefined],
    [3650, undefined],
    ['', undefined],
    [3651, 'warrantyDaysInvalid'],
    [-1, 'warrantyDaysInvalid'],
    [1.5, 'warrantyDaysInvalid'],
    ['ten', 'warrantyDaysInvalid'],
  ])('%j → %s', (value, expected) => expect(warrantyDaysRule(value)).toBe(expected));
});

describe('warrantyEnd: the collection day (Colombo) plus the longest warranty of the issues', () => {
  it('counts from the Colombo day of collection, not the UTC one', () => {
    // 20:00 UTC on 31 Jan is 01:30 on 1 Feb in Colombo.
    expect(warrantyEnd(collected('2026-01-31T20:00:00.000Z', [30, 90]))).toBe('2026-05-02');
    expect(warrantyEnd(collected('2026-01-31T10:00:00.000Z', [30]))).toBe('2026-03-02');
  });

  it('is none before collection, without a warranty, and for a claim', () => {
    expect(warrantyEnd({ ...collected('2026-01-31T10:00:00.000Z', [30]), status: 'In Progress' })).toBeUndefined();
    expect(warrantyEnd(collected('2026-01-31T10:00:00.000Z', [0, 0]))).toBeUndefined();
    expect(warrantyEnd(collected('2026-01-31T10:00:00.000Z', []))).toBeUndefined();
    expect(warrantyEnd(collected('2026-01-31T10:00:00.000Z', [30], { warrantyOf: 'abc' }))).toBeUndefined();
  });

  it('reads lines without warranty days (the shop\'s own backend) as none', () => {
    expect(warrantyDaysOf([{}, { warrantyDays: 7 }])).toBe(7);
    expect(warrantyDaysOf(undefined)).toBe(0);
  });

  it('uses the last collection that was not deleted', () => {
    const repair = collected('2026-01-10T04:00:00.000Z', [10]);
    repair.statusHistory = [...repair.statusHistory!, { status: 'Customer Collected', isDeleted: true, dateEntered: '2026-02-10T04:00:00.000Z' }];
    expect(warrantyEnd(repair)).toBe('2026-01-20');
  });
});

describe('underWarrantyOn: through the last day, in Asia/Colombo', () => {
  const repair = collected('2026-01-01T04:00:00.000Z', [30]); // ends 31 Jan 2026
  it.each([
    ['2026-01-31T18:29:59.000Z', true], // 23:59:59 on 31 Jan in Colombo
    ['2026-01-31T18:30:00.000Z', false], // midnight into 1 Feb in Colombo
    ['2026-01-15T00:00:00.000Z', true],
  ])('at %s → %s', (at, expected) => expect(underWarrantyOn(repair, at)).toBe(expected));
});

describe('warrantySearchOf: a phone, a job number or an IMEI / serial', () => {
  it.each([
    ['0771234567', { phone: '0771234567', deviceId: '0771234567' }],
    ['+94 77 123 4567', { phone: '0771234567' }],
    ['R-000123', { number: 123, deviceId: 'R000123' }],
    ['123', { number: 123 }],
    ['490154203237518', { deviceId: '490154203237518' }],
    ['  ', {}],
    ['R-000000', { deviceId: 'R000000' }],
  ])('%j → %j', (text, expected) => expect(warrantySearchOf(text)).toEqual(expected));
});
