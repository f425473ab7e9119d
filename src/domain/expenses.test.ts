import { describe, expect, it } from 'vitest';
import {
  categoryIdOf,
  categoryInUseMessage,
  categoryNameKey,
  categoryRules,
  DEFAULT_EXPENSE_TENDER,
  EXPENSE_TENDERS,
  expensePaidBy,
  expenseRules,
  expenseRulesOn,
  normaliseCategoryName,
} from './expenses';
import { messageText, type MessageKey } from './messages';
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
    ['மின்சாரம்', undefined],
    ['Shop    Rent', undefined],
    ['a' + ' '.repeat(60) + 'b', undefined],
    [undefined, 'categoryNameRequired'],
    [null, 'categoryNameRequired'],
    ['   ', 'categoryNameRequired'],
    ['a', 'categoryNameLength'],
    [' a ', 'categoryNameLength'],
    ['x'.repeat(51), 'categoryNameLength'],
    ['Repairs & Maintenance', 'categoryNameChars'],
    ['Rent/Lease', 'categoryNameChars'],
    ['Rent.', 'categoryNameChars'],
    ['Rent²', 'categoryNameChars'],
    ['Tea\tBreak', 'categoryNameChars'],
    ['x'.repeat(49) + ' '.repeat(3) + 'y', 'categoryNameLength'],
  ])('name %j → %s', (name, expected) => {
    expect(firstError(categoryRules, { name })).toBe(expected);
  });
});

describe('expenseRules', () => {
  it.each<[string, unknown, MessageKey | undefined]>([
    ['categoryId', undefined, 'expenseCategoryRequired'],
    ['categoryId', '', 'expenseCategoryRequired'],
    ['categoryId', { _id: 'abc', name: 'Rent' }, undefined],
    ['categoryId', { name: 'Rent' }, 'expenseCategoryRequired'],
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
    ['amount', '250.755', 'expenseAmountDecimals'],
    ['amount', '0x10', 'expenseAmountInvalid'],
    ['amount', '1e3', 'expenseAmountInvalid'],
    ['amount', 'Infinity', 'expenseAmountInvalid'],
    ['amount', Number.POSITIVE_INFINITY, 'expenseAmountInvalid'],
    ['expenseDate', undefined, 'expenseDateRequired'],
    ['expenseDate', '', 'expenseDateRequired'],
    ['expenseDate', '2026-03-11', undefined],
    ['expenseDate', '2026-03-12 23:59:59', undefined],
    ['expenseDate', '2026-03-13', 'expenseDateFuture'],
    ['expenseDate', '2026-03-13 00:00:00', 'expenseDateFuture'],
    ['expenseDate', '2026-02-30', 'dateInvalid'],
    ['expenseDate', '12/03/2026', 'dateInvalid'],
    ['expenseDate', '2026-03-12T10:00:00Z', 'dateInvalid'],
    ['expenseDate', '2026-03-12 10:00', 'dateInvalid'],
    ['expenseDate', '2025-03-12', undefined],
    ['description', undefined, 'expenseDescriptionRequired'],
    ['description', '  ', 'expenseDescriptionRequired'],
    ['description', 'ab', 'expenseDescriptionLength'],
    ['description', 'abc', undefined],
    ['description', 'x'.repeat(500), undefined],
    ['description', 'x'.repeat(501), 'expenseDescriptionLength'],
    ['description', '  ab  ', 'expenseDescriptionLength'],
    ['description', 'ශ්‍රී', undefined],
  ])('%s %j → %s', (field, value, expected) => {
    expect(firstError(rules, { ...valid, [field]: value })).toBe(expected);
  });

  it('checks fields in form order: category first', () => {
    expect(firstError(rules, {})).toBe('expenseCategoryRequired');
  });
});

describe('expenseRules (the live clock)', () => {
  it('refuses tomorrow and accepts today, as days in Asia/Colombo', () => {
    const today = new Date();
    const colombo = (offsetDays: number) =>
      new Date(today.getTime() + offsetDays * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
    expect(firstError(expenseRules, { ...valid, expenseDate: colombo(0) })).toBeUndefined();
    expect(firstError(expenseRules, { ...valid, expenseDate: colombo(1) })).toBe('expenseDateFuture');
  });
});

describe('helpers', () => {
  it.each([
    ['Rent', 'rent'],
    ['  Staff   Meals ', 'staff meals'],
    ['SHOP rent', 'shop rent'],
  ])('categoryNameKey(%j) is %j', (name, key) => {
    expect(categoryNameKey(name)).toBe(key);
  });

  it('stores a name trimmed with single spaces, its case kept', () => {
    expect(normaliseCategoryName('  Staff   Meals ')).toBe('Staff Meals');
  });

  it.each([
    ['abc', 'abc'],
    [{ _id: 'abc', name: 'Rent' }, 'abc'],
    [null, null],
  ])('categoryIdOf(%j) is %j', (value, id) => {
    expect(categoryIdOf(value)).toBe(id);
  });

  it.each([
    [1, 'This category is used by 1 expense and cannot be deleted'],
    [3, 'This category is used by 3 expenses and cannot be deleted'],
  ])('categoryInUseMessage(%d)', (count, message) => {
    expect(messageText(categoryInUseMessage(count))).toBe(message);
  });
});

describe('expensePaidBy: how an expense was paid (product.md §10)', () => {
  it('offers every tender but Credit, and cash when nobody says', () => {
    expect(EXPENSE_TENDERS).toEqual(['cash', 'card', 'bank', 'wallet', 'lankaqr']);
    expect(DEFAULT_EXPENSE_TENDER).toBe('cash');
    expect(expensePaidBy(undefined)).toBe('cash');
    expect(expensePaidBy(null)).toBe('cash');
    expect(expensePaidBy('  ')).toBe('cash');
  });

  it('keeps what was stored when an edit does not say, and takes a named tender', () => {
    expect(expensePaidBy(undefined, 'bank')).toBe('bank');
    expect(expensePaidBy('lankaqr', 'bank')).toBe('lankaqr');
    expect(expensePaidBy(' card ')).toBe('card');
  });

  it.each([['credit'], ['Cash'], ['cheque'], [1], [{ method: 'cash' }]])('refuses %j', (value) => {
    expect(expensePaidBy(value)).toBeUndefined();
  });
});
