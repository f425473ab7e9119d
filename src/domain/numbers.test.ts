import { describe, expect, it } from 'vitest';
import { documentNumber, matchesDocumentNumber, numberOfRecord, numberSearchText, sequenceOf } from './numbers';
import { settingsRules } from './settings';
import { validateRecord } from './validation';

describe('documentNumber (product.md §10)', () => {
  it.each([
    ['bill', 123, 'B-000123'],
    ['creditNote', 45, 'CN-000045'],
    ['payment', 1, 'P-000001'],
    ['repair', 678, 'R-000678'],
    ['bill', 999_999, 'B-999999'],
    ['bill', 1_234_567, 'B-1234567'],
  ] as const)('%s %i reads %s', (kind, number, text) => {
    expect(documentNumber(kind, number)).toBe(text);
  });
});

describe('numberOfRecord', () => {
  it('uses the sequential number when the backend gave one', () => {
    expect(numberOfRecord('bill', { id: '65a1b2c3d4e5f6a7b8c9d0e1', number: 42 })).toBe('B-000042');
    expect(numberOfRecord('repair', { id: '65a1b2c3d4e5f6a7b8c9d0e1', number: '7' })).toBe('R-000007');
  });

  it.each([undefined, null, 0, -3, 1.5, 'abc', ''])('falls back to the id’s last characters for number %j (the shop’s own backend)', (number) => {
    expect(numberOfRecord('bill', { id: '65a1b2c3d4e5f6a7b8c9d0e1', number })).toBe('B8C9D0E1');
  });
});

describe('searching a number', () => {
  it.each(['B-000123', 'b-000123', '000123', '123', ' 0123 ', 'B-0001'])('finds bill 123 by %j', (query) => {
    expect(matchesDocumentNumber(query, 'bill', 123)).toBe(true);
  });

  it.each(['R-000123', 'B-000124', '1234', 'CN-', ''])('does not find bill 123 by %j', (query) => {
    expect(matchesDocumentNumber(query, 'bill', 123)).toBe(false);
  });

  it('has nothing to search in a record without a number', () => {
    expect(numberSearchText('repair', undefined)).toBeUndefined();
    expect(matchesDocumentNumber('123', 'repair', undefined)).toBe(false);
    expect(sequenceOf('12')).toBe(12);
  });
});

describe('settingsRules', () => {
  const valid = { shopName: 'Perera Communication', address: '', phone: '', receiptFooter: '', lowBalanceThreshold: 1000, lowStockThreshold: 5, maxDiscountPercent: 10, closingHour: 20 };

  it('accept a name, the two thresholds, the discount limit and the closing hour, the rest optional', () => {
    expect(validateRecord(settingsRules, valid)).toEqual({});
    expect(validateRecord(settingsRules, { ...valid, phone: '+94 77 123 4567', lowBalanceThreshold: '0', lowStockThreshold: 0 })).toEqual({});
  });

  it.each([
    [{ shopName: '' }, 'shopName', 'shopNameRequired'],
    [{ shopName: 'x'.repeat(81) }, 'shopName', 'shopNameLength'],
    [{ address: 'x'.repeat(201) }, 'address', 'shopAddressTooLong'],
    [{ phone: '077123' }, 'phone', 'phoneInvalid'],
    [{ receiptFooter: 'x'.repeat(301) }, 'receiptFooter', 'receiptFooterTooLong'],
    [{ lowBalanceThreshold: -0.01 }, 'lowBalanceThreshold', 'lowBalanceThresholdInvalid'],
    [{ lowBalanceThreshold: '' }, 'lowBalanceThreshold', 'lowBalanceThresholdInvalid'],
    [{ lowStockThreshold: 1.5 }, 'lowStockThreshold', 'lowStockThresholdInvalid'],
    [{ lowStockThreshold: -1 }, 'lowStockThreshold', 'lowStockThresholdInvalid'],
  ])('refuse %j under %s', (change, field, key) => {
    expect(validateRecord(settingsRules, { ...valid, ...change })).toEqual({ [field]: key });
  });
});
