import { describe, expect, it } from 'vitest';
import { loginRules } from './auth';
import { MESSAGES } from './messages';
import { staffCreateRules, staffEditRules } from './staff';
import { firstError, isBlank, lengthBetween, localPhone, nic, normalisePhone, numberBetween, validateRecord } from './validation';

const text = (record: Record<string, unknown>, rules = loginRules) => {
  const errors = validateRecord(rules, record);
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, MESSAGES[key!]]));
};

describe('login rules (product.md §5)', () => {
  it.each([
    [{ email: '', password: 'secret1' }, { email: 'Please input your email!' }],
    [{ email: 'owner', password: 'secret1' }, { email: 'Please enter a valid email!' }],
    [{ email: 'owner@shop.test', password: '' }, { password: 'Please input your password!' }],
    [{ email: 'owner@shop.test', password: '12345' }, { password: 'Password must be at least 6 characters!' }],
    [{ email: 'owner@shop.test', password: '123456' }, {}],
    [{}, { email: 'Please input your email!', password: 'Please input your password!' }],
  ])('%j → %j', (record, expected) => {
    expect(text(record)).toEqual(expected);
  });
});

describe('staff rules (product.md §5)', () => {
  const valid = { firstName: 'Nimal', lastName: 'Perera', email: 'nimal@shop.test', password: 'secret1' };

  it('accepts a complete new staff member', () => {
    expect(validateRecord(staffCreateRules, valid)).toEqual({});
  });

  it.each([
    ['firstName', '', 'Please enter first name'],
    ['firstName', '   ', 'Please enter first name'],
    ['lastName', null, 'Please enter last name'],
    ['email', '', 'Please enter email'],
    ['email', 'nimal@', 'Please enter valid email'],
    ['password', undefined, 'Please enter password'],
    ['password', '12345', 'Password must be at least 6 characters'],
  ])('%s = %j gives "%s"', (field, value, message) => {
    expect(text({ ...valid, [field]: value }, staffCreateRules)).toEqual({ [field]: message });
  });

  it('does not ask for a password on edit', () => {
    expect(validateRecord(staffEditRules, { ...valid, password: undefined })).toEqual({});
  });

  it('answers the first failing field for the server', () => {
    expect(firstError(staffCreateRules, { ...valid, firstName: '', email: 'x' })).toBe('firstNameRequired');
  });
});

describe('phone and NIC formats (product.md §5, §9)', () => {
  it.each([
    ['0771234567', undefined],
    ['0112345678', undefined],
    ['771234567', 'phoneInvalid'],
    ['07712345678', 'phoneInvalid'],
    ['07712a4567', 'phoneInvalid'],
    ['', undefined],
    // As people type it: the rule applies to what is left after normalising.
    ['+94771234567', undefined],
    ['+94 77 123 4567', undefined],
    ['077-123 4567', undefined],
    ['+94 7712 3456', 'phoneInvalid'],
    ['+1 202 555 0101', 'phoneInvalid'],
  ])('phone %j → %s', (value, key) => {
    expect(localPhone()(value)).toBe(key);
  });

  it.each([
    ['+94 77 123 4567', '0771234567'],
    ['94771234567', '0771234567'],
    ['077-123 4567', '0771234567'],
    ['0094 77 123 4567', '0771234567'],
    ['+94 (0)77 123 4567', '0771234567'],
    ['(011) 234-5678', '0112345678'],
    [' 0771234567 ', '0771234567'],
    ['0771234567', '0771234567'],
    // Not a local number once normalised: given back as typed, for the rule to refuse.
    ['+94 77 123 456', '+94 77 123 456'],
    ['771234567', '771234567'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['077 ABC 4567', '077 ABC 4567'],
    ['', ''],
  ])('normalisePhone(%j) → %j', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  it.each([
    ['987654321V', undefined],
    ['987654321v', undefined],
    ['987654321X', undefined],
    ['987654321x', undefined],
    ['199012345678', undefined],
    ['98765432V', 'nicInvalid'],
    ['987654321Z', 'nicInvalid'],
    ['19901234567', 'nicInvalid'],
    ['1990123456789', 'nicInvalid'],
  ])('NIC %j → %s', (value, key) => {
    expect(nic()(value)).toBe(key);
  });
});

describe('isBlank (spec: "" and null mean none)', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['  ', true],
    ['a', false],
    [0, false],
    [false, false],
  ])('%j → %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});

describe('general rules for new resources', () => {
  const name = lengthBetween(2, 5, 'categoryNameLength');
  it.each([
    ['ab', undefined],
    ['  abcde  ', undefined],
    ['a', 'categoryNameLength'],
    ['abcdef', 'categoryNameLength'],
    ['කඩය', undefined],
    ['', undefined],
  ])('lengthBetween(2, 5) of %j → %j', (value, key) => {
    expect(name(value)).toBe(key);
  });

  const cost = numberBetween(0, 1_000_000, {
    invalid: 'issueCostInvalid',
    belowMin: 'issueCostNegative',
    aboveMax: 'issueCostTooLarge',
    decimals: 'issueCostDecimals',
  });
  it.each([
    [0, undefined],
    ['1000000', undefined],
    [0.1 + 0.2, undefined],
    [12.345, 'issueCostDecimals'],
    [-1, 'issueCostNegative'],
    [1_000_000.01, 'issueCostTooLarge'],
    ['abc', 'issueCostInvalid'],
    ['', undefined],
  ])('numberBetween(0, 1,000,000) of %j → %j', (value, key) => {
    expect(cost(value)).toBe(key);
  });

  it('counts whole units with decimals 0', () => {
    const units = numberBetween(1, 10, { invalid: 'quantityInvalid', belowMin: 'quantityMin' }, 0);
    expect([units(1), units(1.5), units(0), units(11)]).toEqual([undefined, 'quantityInvalid', 'quantityMin', 'quantityInvalid']);
    // Whole exactly: no typed whole number is a float's error away from itself.
    expect([units(1.0000001), units(2 + 1e-9), units('3')]).toEqual(['quantityInvalid', 'quantityInvalid', undefined]);
  });
});
