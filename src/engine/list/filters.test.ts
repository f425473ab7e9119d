import { describe, expect, it } from 'vitest';
import type { ResourceDeclaration } from '../../resources/types';
import { activeFilters, filterKeys } from './filters';

const declaration = {
  name: 'bills',
  list: {
    search: ['name'],
    filters: [
      { kind: 'enum', source: 'status', choices: ['open', 'closed'] },
      { kind: 'day', source: 'createdAt' },
      { kind: 'dateRange', source: 'expenseDate' },
    ],
  },
} as unknown as ResourceDeclaration;

// Keys come back as the "translation", with their options, so the test reads what the chip says.
const translate = (key: string, options?: Record<string, unknown>) =>
  key === 'app.filters.chip' ? `${options!.name}: ${options!.value}` : String(options?._ ?? key.split('.').pop());

describe('filter keys in the URL', () => {
  it.each([
    [{ kind: 'enum', source: 'status', choices: [] }, ['status']],
    [{ kind: 'day', source: 'createdAt' }, ['createdAt_day']],
    [{ kind: 'dateRange', source: 'expenseDate' }, ['expenseDate_from', 'expenseDate_to']],
  ] as const)('%j → %j', (filter, keys) => {
    expect(filterKeys(filter as never)).toEqual(keys);
  });
});

describe('active filter chips', () => {
  it('names each set filter with its value, in the toolbar order', () => {
    const chips = activeFilters(declaration, { q: 'kasun', status: 'open', createdAt_day: '2026-03-12', expenseDate_to: '2026-03-31' }, translate as never);
    expect(chips).toEqual([
      { keys: ['q'], label: 'search: kasun' },
      { keys: ['status'], label: 'status: open' },
      { keys: ['createdAt_day'], label: 'createdAt: 12 Mar 2026' },
      { keys: ['expenseDate_from', 'expenseDate_to'], label: 'expenseDate: … – 31 Mar 2026' },
    ]);
  });

  it('has no chip for blank values', () => {
    expect(activeFilters(declaration, { q: '', status: undefined, createdAt_day: null }, translate as never)).toEqual([]);
  });
});
