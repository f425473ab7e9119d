import { describe, expect, it } from 'vitest';
import type { ResourceDeclaration } from '../../resources/types';
import { activeFilters } from './filters';

// One field filtered two ways (an expense's specific date and its range): each names itself by its own label.
const declaration = {
  name: 'expenses/management',
  list: {
    filters: [
      { kind: 'day', source: 'expenseDate' },
      { kind: 'dateRange', source: 'expenseDate', label: 'expenseDateRange' },
    ],
  },
} as unknown as ResourceDeclaration;

const translate = (key: string, options?: Record<string, unknown>) =>
  key === 'app.filters.chip' ? `${options!.name}: ${options!.value}` : key.split('.').pop()!;

describe('a filter label', () => {
  it('names the chip by `label` when given, else by the source', () => {
    const chips = activeFilters(declaration, { expenseDate_day: '2026-03-12', expenseDate_from: '2026-03-01', expenseDate_to: '2026-03-31' }, translate as never);
    expect(chips.map((chip) => chip.label)).toEqual(['expenseDate: 12 Mar 2026', 'expenseDateRange: 01 Mar 2026 – 31 Mar 2026']);
  });
});
