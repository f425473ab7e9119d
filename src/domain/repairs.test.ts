import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, messageText } from './messages';
import {
  currentStatus,
  discountAboveTotalMessage,
  distinctIds,
  historyTone,
  issueNameRules,
  payloadMoment,
  issueRules,
  profitMargin,
  REPAIR_STATUSES,
  repairEditRules,
  repairRules,
  repairStatusTone,
  repairTotals,
  revenueRangeRules,
  statusChangeRules,
} from './repairs';
import { firstError, type Rule } from './validation';

const message = (key: ReturnType<typeof firstError>) => (key ? MESSAGES[key] : undefined);
const firstOf = (rules: readonly Rule[], value: unknown) => message(firstError({ value: rules }, { value }));

const issue = { actualCost: 6500, customerPrice: 9500 };
const repair = { customerId: 'c1', issues: ['i1', 'i2'], discount: 250.5, expectedReturnDate: '2026-03-20 17:30:00' };
const change = { status: 'Sent to Company', dateManual: '2026-03-14 10:15:00', note: 'Sent with courier' };

describe('repair statuses (product.md §4)', () => {
  it('are the four colour-coded statuses plus In Progress and Pending Parts', () => {
    expect([...REPAIR_STATUSES].sort()).toEqual(
      ['Customer Collected', 'In Progress', 'Pending Parts', 'Received from Customer', 'Returned from Company', 'Sent to Company'],
    );
  });

  it('are named in the invalid-status message in the same order', () => {
    expect(MESSAGES.repairStatusInvalid).toBe(`Status must be one of: ${REPAIR_STATUSES.join(', ')}`);
  });
});

describe('issue name (product.md §5, §9)', () => {
  it.each(['Screen Replacement', 'Remote Repair (Dialog TV)', 'Wi-Fi_Module v2.1', 'ස්ක්‍රීන් මාරු කිරීම', 'திரை மாற்றம்'])(
    'accepts %j',
    (name) => {
      expect(firstOf(issueNameRules, name)).toBeUndefined();
    },
  );

  it.each([
    ['nothing', '', MESSAGES.issueNameRequired],
    ['two characters', 'TV', MESSAGES.issueNameLength],
    ['101 characters', 'A'.repeat(101), MESSAGES.issueNameLength],
    ['a slash', 'Screen/Glass', MESSAGES.issueNameChars],
    ['an ampersand', 'Fix & Clean', MESSAGES.issueNameChars],
    ['a comma', 'Screen, Glass', MESSAGES.issueNameChars],
  ])('refuses %s', (_, name, expected) => {
    expect(firstOf(issueNameRules, name)).toBe(expected);
  });

  it('accepts exactly 3 and exactly 100 characters', () => {
    expect(firstOf(issueNameRules, 'LNB')).toBeUndefined();
    expect(firstOf(issueNameRules, 'B'.repeat(100))).toBeUndefined();
  });
});

describe('issue cost and price (product.md §5)', () => {
  it('accept a complete issue', () => {
    expect(firstError(issueRules, issue)).toBeUndefined();
  });

  it.each([0, 0.01, 999_999.99, 1_000_000, '1500.50'])('accept %j as cost and price', (amount) => {
    expect(firstError(issueRules, { actualCost: amount, customerPrice: amount })).toBeUndefined();
  });

  it.each([
    ['no cost', { actualCost: undefined }, MESSAGES.issueCostRequired],
    ['an empty cost', { actualCost: '' }, MESSAGES.issueCostRequired],
    ['a negative cost', { actualCost: -0.01 }, 'Cost cannot be negative'],
    ['a cost above 1,000,000', { actualCost: 1_000_000.01 }, 'Cost cannot exceed 1,000,000'],
    ['a cost with three decimals', { actualCost: 10.005 }, MESSAGES.issueCostDecimals],
    ['a cost that is no number', { actualCost: 'ten' }, MESSAGES.issueCostInvalid],
    ['no price', { customerPrice: null }, MESSAGES.issuePriceRequired],
    ['a negative price', { customerPrice: -1 }, 'Price cannot be negative'],
    ['a price above 1,000,000', { customerPrice: 2_000_000 }, 'Price cannot exceed 1,000,000'],
    ['a price with three decimals', { customerPrice: 0.001 }, MESSAGES.issuePriceDecimals],
  ])('refuse %s', (_, changed, expected) => {
    expect(message(firstError(issueRules, { ...issue, ...changed }))).toBe(expected);
  });
});

describe('profit margin (product.md §9)', () => {
  it.each([
    [6500, 9500, 46.2],
    [800, 1800, 125],
    [3, 4, 33.3],
    [100, 100, 0],
    [100, 50, -50],
    [3, 2, -33.3],
    [200, 224.1, 12.1],
    [200, 175.9, -12.1],
    [0, 1500, 0],
    [0, 0, 0],
  ])('cost %s, price %s: %s%', (cost, price, expected) => {
    expect(profitMargin(cost, price)).toBe(expected);
  });

  it('never answers −0', () => {
    expect(Object.is(profitMargin(100, 99.99), -0)).toBe(false);
  });
});

describe('repair form (product.md §5)', () => {
  it('accepts a complete repair, and one with only customer and issues', () => {
    expect(firstError(repairRules, repair)).toBeUndefined();
    expect(firstError(repairRules, { customerId: 'c1', issues: ['i1'] })).toBeUndefined();
  });

  it.each([
    ['no customer', { customerId: undefined }, 'Please select customer'],
    ['an empty customer', { customerId: ' ' }, 'Please select customer'],
    ['no issues', { issues: undefined }, 'Please select issues'],
    ['an empty issue list', { issues: [] }, 'Please select issues'],
    ['issues that are no list', { issues: 'i1' }, 'Please select issues'],
    ['a negative discount', { discount: -1 }, MESSAGES.repairDiscountNegative],
    ['a discount with three decimals', { discount: 1.001 }, MESSAGES.repairDiscountDecimals],
    ['a discount that is no number', { discount: 'some' }, MESSAGES.repairDiscountInvalid],
    ['a return date without seconds', { expectedReturnDate: '2026-03-20 17:30' }, MESSAGES.repairDateInvalid],
    ['a return date in another format', { expectedReturnDate: '20/03/2026' }, MESSAGES.repairDateInvalid],
    ['a return date that does not exist', { expectedReturnDate: '2026-02-30 10:00:00' }, MESSAGES.repairDateInvalid],
    ['a return time that does not exist', { expectedReturnDate: '2026-03-20 25:00:00' }, MESSAGES.repairDateInvalid],
  ])('refuses %s', (_, changed, expected) => {
    expect(message(firstError(repairRules, { ...repair, ...changed }))).toBe(expected);
  });

  it('accepts a return day without a time, and no discount', () => {
    expect(firstError(repairRules, { ...repair, expectedReturnDate: '2026-03-20', discount: null })).toBeUndefined();
  });

  it('on edit, checks only what is sent', () => {
    expect(firstError(repairEditRules, {})).toBeUndefined();
    expect(message(firstError(repairEditRules, { issues: [] }))).toBe('Please select issues');
    expect(message(firstError(repairEditRules, { discount: -5 }))).toBe(MESSAGES.repairDiscountNegative);
  });
});

describe('repair totals', () => {
  const issues = [
    { customerPrice: 9500, actualCost: 6500 },
    { customerPrice: 1800.5, actualCost: 800.25 },
  ];

  it('final amount = Σ prices − discount; profit = final amount − Σ costs', () => {
    expect(repairTotals(issues, 300.5)).toEqual({ subtotal: 11300.5, totalCost: 7300.25, finalAmount: 11000, profit: 3699.75 });
  });

  it('has no discount by default', () => {
    expect(repairTotals(issues)).toMatchObject({ finalAmount: 11300.5, profit: 4000.25 });
  });

  it('sums in cents, without binary drift', () => {
    const dimes = Array.from({ length: 3 }, () => ({ customerPrice: 0.1, actualCost: 0.1 }));
    expect(repairTotals(dimes, 0.2)).toEqual({ subtotal: 0.3, totalCost: 0.3, finalAmount: 0.1, profit: -0.2 });
  });

  it('shows a loss when the discount eats more than the margin', () => {
    expect(repairTotals([{ customerPrice: 1500, actualCost: 1000 }], 1500).profit).toBe(-1000);
  });

  it('words a discount above the total with the total', () => {
    expect(messageText(discountAboveTotalMessage(11300.5))).toBe('Discount cannot exceed the total price of the issues (LKR 11,300.50)');
  });
});

describe('status change form (product.md §5)', () => {
  it('accepts a change with or without a note', () => {
    expect(firstError(statusChangeRules, change)).toBeUndefined();
    expect(firstError(statusChangeRules, { ...change, note: undefined })).toBeUndefined();
  });

  it.each(REPAIR_STATUSES)('accepts the status %s (any order: no transition is checked)', (status) => {
    expect(firstError(statusChangeRules, { ...change, status })).toBeUndefined();
  });

  it.each([
    ['no status', { status: '' }, 'Please select status'],
    ['an unknown status', { status: 'Lost' }, MESSAGES.repairStatusInvalid],
    ['a status in the wrong case', { status: 'in progress' }, MESSAGES.repairStatusInvalid],
    ['no date', { dateManual: undefined }, 'Please select date'],
    ['a malformed date', { dateManual: '14-03-2026 10:15:00' }, MESSAGES.repairDateInvalid],
  ])('refuses %s', (_, changed, expected) => {
    expect(message(firstError(statusChangeRules, { ...change, ...changed }))).toBe(expected);
  });
});

describe('a status change is never dated in the future', () => {
  // 2026-03-14 12:00 in Colombo (UTC+05:30).
  const NOW = new Date('2026-03-14T06:30:00Z');
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['now', '2026-03-14 12:00:00', undefined],
    ['earlier today', '2026-03-14 08:00:00', undefined],
    ['a few minutes ahead (a clock a little fast)', '2026-03-14 12:04:00', undefined],
    ['later today', '2026-03-14 12:30:00', MESSAGES.repairStatusDateFuture],
    ['tomorrow', '2026-03-15 09:00:00', MESSAGES.repairStatusDateFuture],
  ])('%s: %s → %s', (_, dateManual, expected) => {
    expect(message(firstError(statusChangeRules, { ...change, dateManual }))).toBe(expected);
  });
});

describe('revenue report range (product.md §5)', () => {
  it('needs both days', () => {
    expect(firstError(revenueRangeRules, { from: '2026-03-01', to: '2026-03-31' })).toBeUndefined();
    expect(message(firstError(revenueRangeRules, { to: '2026-03-31' }))).toBe('Please select date range');
    expect(message(firstError(revenueRangeRules, { from: '2026-03-01', to: '' }))).toBe('Please select date range');
  });

  it('refuses a day in another format', () => {
    expect(message(firstError(revenueRangeRules, { from: '2026-03-01', to: '31/03/2026' }))).toBe(MESSAGES.dateInvalid);
  });
});

describe('status history', () => {
  const entry = (status: string, isDeleted = false) => ({ status, isDeleted });

  it('the current status is the last entry not deleted', () => {
    expect(currentStatus([entry('Received from Customer'), entry('Sent to Company')])).toBe('Sent to Company');
    expect(currentStatus([entry('Received from Customer'), entry('Sent to Company', true)])).toBe('Received from Customer');
    expect(currentStatus([entry('Received from Customer', true), entry('In Progress'), entry('Pending Parts', true)])).toBe('In Progress');
  });

  it('is undefined when every entry is deleted', () => {
    expect(currentStatus([entry('In Progress', true)])).toBeUndefined();
  });
});

describe('distinctIds', () => {
  it('keeps each id once, in first-seen order', () => {
    expect(distinctIds(['b', 'a', 'b', 'c', 'a'])).toEqual(['b', 'a', 'c']);
  });
});

describe('status colours (product.md §4)', () => {
  it.each([
    ['Received from Customer', 'info'],
    ['Sent to Company', 'warning'],
    ['Returned from Company', 'secondary'],
    ['Customer Collected', 'success'],
    ['In Progress', 'default'],
    ['Pending Parts', 'default'],
    [undefined, 'default'],
  ])('the list colours %s as %s', (status, tone) => {
    expect(repairStatusTone(status)).toBe(tone);
  });

  it.each([
    ['Customer Collected', 'success'],
    ['Collected by neighbour', 'success'],
    ['Returned from Company', 'secondary'],
    ['Returned (no fault found)', 'secondary'],
    ['In Progress', 'primary'],
    ['Pending Parts', 'warning'],
    ['Sent to Company', 'warning'],
    ['Received from Customer', 'info'],
    ['Something else', 'default'],
  ])('the history colours %s as %s', (status, tone) => {
    expect(historyTone(status)).toBe(tone);
  });

  it('shows a deleted history entry in red whatever its status', () => {
    expect(historyTone('Customer Collected', true)).toBe('error');
  });

  it('every status of the list has a history colour', () => {
    for (const status of REPAIR_STATUSES) expect(historyTone(status)).not.toBe('default');
  });
});

describe('payloadMoment', () => {
  it('gives an instant as the Colombo payload moment', () => {
    expect(payloadMoment('2026-03-12T04:30:00.000Z')).toBe('2026-03-12 10:00:00');
    expect(payloadMoment('2026-03-12T18:45:10Z')).toBe('2026-03-13 00:15:10');
  });

  it('is undefined for no or bad input', () => {
    expect(payloadMoment(null)).toBeUndefined();
    expect(payloadMoment('soon')).toBeUndefined();
  });
});
