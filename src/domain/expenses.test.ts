import { describe, expect, it } from 'vitest';
import {
  categoryInUseMessage,
  categoryNameKey,
  categoryRules,
  colomboToday,
  expenseDay,
  expenseRulesOn,
  fromCents,
  toCents,
} from './expenses';
import type { MessageKey } from './messages';
import { firstError } from './validation';

const TODAY = '2026-03-12';
const rules = expenseRulesOn(() => TODAY);
const valid = { categoryId: 'abc', amount: 1250.5, expenseDate: '2026-03-12', description: 'Monthly shop rent' };

describe('categoryRules', () => {
  it.each<[unknown, MessageKey | undefined]>([
    ['Rent', undefined],
    ['Staff_Meals-2', undefined],
    ['ab', undefined],
    ['x'.repeat(50), undefined],
    ['  Water  ', undefined],
    ['විදුලි', undefined],
    [undefined, 'categoryNameRequired'],
    [null, 'categoryNameRequired'],
    ['   ', 'categoryNameRequired'],
    ['a', 'categoryNameLength'],
    [' a ', 'categoryNameLength'],
    ['x'.repeat(51), 'categoryNameLength'],
    ['Repairs & Maintenance', 'categoryNameChars'],
    ['Rent/Lease', 'categoryNameChars'],
    ['Rent.', 'categoryNameChars'],
  ])('name %j → %s', (name, expected) => {
    expect(firstError(categoryRules, { name })).toBe(expected);
  });
});

describe('expenseRules', () => {
  it.each<[string, unknown, MessageKey | undefined]>([
    ['categoryId', undefined, 'expenseCategoryRequired'],
    ['categoryId', '', 'expenseCategoryRequired'],
    ['amount', undefined, 'expenseAmountRequired'],
    ['amount', null, 'expenseAmountRequired'],
    ['amount', 0.01, undefined],
    ['amount', 0, 'expenseAmountPositive'],
    ['amount', 0.001, 'expenseAmountPositive'],
    ['amount', -5, 'expenseAmountPositive'],
    ['amount', 10.555, 'expenseAmountDecimals'],
    ['amount', 0.1 + 0.2, undefined],
    ['amount', 10_000_000, undefined],
    ['amount', 10_000_000.01, 'expenseAmountTooLarge'],
    ['amount', 'abc', 'expenseAmountInvalid'],
    ['amount', Number.NaN, 'expenseAmountInvalid'],
    ['amount', '250.75', undefined],
    ['expenseDate', undefined, 'expenseDateRequired'],
    ['expenseDate', '', 'expenseDateRequired'],
    ['expenseDate', '2026-03-11', undefined],
    ['expenseDate', '2026-03-12 23:59:59', undefined],
    ['expenseDate', '2026-03-13', 'expenseDateFuture'],
    ['expenseDate', '2026-03-13 00:00:00', 'expenseDateFuture'],
    ['expenseDate', '2026-02-30', 'expenseDateInvalid'],
    ['expenseDate', '12/03/2026', 'expenseDateInvalid'],
    ['expenseDate', '2026-03-12T10:00:00Z', 'expenseDateInvalid'],
    ['description', undefined, 'expenseDescriptionRequired'],
    ['description', '  ', 'expenseDescriptionRequired'],
    ['description', 'ab', 'expenseDescriptionLength'],
    ['description', 'abc', undefined],
    ['description', 'x'.repeat(500), undefined],
    ['description', 'x'.repeat(501), 'expenseDescriptionLength'],
  ])('%s %j → %s', (field, value, expected) => {
    expect(firstError(rules, { ...valid, [field]: value })).toBe(expected);
  });

  it('checks fields in form order: category first', () => {
    expect(firstError(rules, {})).toBe('expenseCategoryRequired');
  });
});

describe('helpers', () => {
  it.each([
    ['2026-03-11T18:29:59Z', '2026-03-11'],
    ['2026-03-11T18:30:00Z', '2026-03-12'],
  ])('colomboToday(%s) is %s', (instant, day) => {
    expect(colomboToday(new Date(instant))).toBe(day);
  });

  it.each([
    ['2026-03-12', '2026-03-12'],
    ['2026-03-12 08:30:00', '2026-03-12'],
    ['2026-13-01', undefined],
    ['2026-03-12 25:00:00', undefined],
  ])('expenseDay(%s) is %s', (input, day) => {
    expect(expenseDay(input)).toBe(day);
  });

  it.each([
    ['Rent', 'rent'],
    ['  Staff   Meals ', 'staff meals'],
  ])('categoryNameKey(%j) is %j', (name, key) => {
    expect(categoryNameKey(name)).toBe(key);
  });

  it.each([
    [1, 'This category is used by 1 expense and cannot be deleted'],
    [3, 'This category is used by 3 expenses and cannot be deleted'],
  ])('categoryInUseMessage(%d)', (count, message) => {
    expect(categoryInUseMessage(count)).toBe(message);
  });

  it.each([
    [1250.5, 125050],
    [0.1 + 0.2, 30],
    [19.99, 1999],
  ])('toCents(%d) is %d and back', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
    expect(fromCents(cents)).toBeCloseTo(amount, 10);
  });
});
