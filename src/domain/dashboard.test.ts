import { describe, expect, it } from 'vitest';
import {
  addTotals,
  daysUpTo,
  ledgerDays,
  ledgerOf,
  ledgerOfDays,
  ledgerOfEntries,
  lowStock,
  lowStockSummary,
  monthStart,
  repairsWaiting,
  providerBalances,
  takingsByDay,
  totalsBetween,
  totalsOn,
} from './dashboard';
import { collectedAt, isOverdue } from './repairs';

// 13 Mar 2026 in Colombo runs from 2026-03-12T18:30Z to 2026-03-13T18:30Z.
const BILLS = [
  { createdAt: '2026-03-12T18:29:59.999Z', totalAmount: 1000, profit: 400 }, // 12 Mar, 23:59:59
  { createdAt: '2026-03-12T18:30:00.000Z', totalAmount: 250.1, profit: 100.05 }, // 13 Mar, 00:00
  { createdAt: '2026-03-13T18:29:59.999Z', totalAmount: 0.2, profit: 0.1 }, // 13 Mar, 23:59:59
  { createdAt: '2026-03-13T18:30:00.000Z', totalAmount: 5000, profit: 2000 }, // 14 Mar, 00:00
  { createdAt: '2026-02-28T20:00:00.000Z', totalAmount: 300, profit: 30 }, // 1 Mar, 01:30
  { createdAt: 'not a date', totalAmount: 999, profit: 999 },
];
const bills = ledgerOf(BILLS, { day: (bill) => bill.createdAt, amount: (bill) => bill.totalAmount, profit: (bill) => bill.profit });

describe('a ledger of Colombo days', () => {
  it.each([
    ['the evening before, at 23:59:59', '2026-03-12', { count: 1, amount: 1000, profit: 400 }],
    ['midnight to 23:59:59, in cents (250.10 + 0.20)', '2026-03-13', { count: 2, amount: 250.3, profit: 100.15 }],
    ['the next midnight', '2026-03-14', { count: 1, amount: 5000, profit: 2000 }],
    ['a day without rows', '2026-03-15', { count: 0, amount: 0, profit: 0 }],
  ])('counts %s', (_case, day, expected) => {
    expect(totalsOn(bills, day)).toEqual(expected);
  });

  it.each([
    ['the month to the 13th', '2026-03-01', '2026-03-13', { count: 4, amount: 1550.3, profit: 530.15 }],
    ['one day as its own range', '2026-03-14', '2026-03-14', { count: 1, amount: 5000, profit: 2000 }],
    ['February (nothing: 1 Mar 01:30 is March in Colombo)', '2026-02-01', '2026-02-28', { count: 0, amount: 0, profit: 0 }],
  ])('sums %s', (_case, first, last, expected) => {
    expect(totalsBetween(bills, first, last)).toEqual(expected);
  });

  it('counts a missing profit (staff answers) as 0', () => {
    const staffBills: { createdAt: string; totalAmount: number; profit?: number }[] = [{ createdAt: '2026-03-13T04:30:00.000Z', totalAmount: 750 }];
    const staff = ledgerOf(staffBills, { day: (bill) => bill.createdAt, amount: (bill) => bill.totalAmount, profit: (bill) => bill.profit });
    expect(totalsOn(staff, '2026-03-13')).toEqual({ count: 1, amount: 750, profit: 0 });
  });

  it('reads payload days as they are (an expense of 2026-03-13)', () => {
    const expenses = ledgerOf([{ expenseDate: '2026-03-13', amount: 1200.5 }], { day: (e) => e.expenseDate, amount: (e) => e.amount });
    expect(totalsOn(expenses, '2026-03-13')).toEqual({ count: 1, amount: 1200.5, profit: 0 });
  });
});

describe('days', () => {
  it.each([
    ['2026-03-13', '2026-03-01'],
    ['2026-12-31', '2026-12-01'],
  ])('the month of %s starts on %s', (day, start) => {
    expect(monthStart(day)).toBe(start);
  });

  it('counts back across a month and a leap day', () => {
    expect(daysUpTo('2024-03-02', 4)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
    expect(daysUpTo('2026-03-13', 30)).toHaveLength(30);
    expect(daysUpTo('2026-03-13', 30)[0]).toBe('2026-02-12');
  });
});

describe('takings', () => {
  it('adds kinds in cents', () => {
    expect(addTotals({ count: 1, amount: 0.1, profit: 0.1 }, { count: 2, amount: 0.2, profit: 0.2 })).toEqual({ count: 3, amount: 0.3, profit: 0.3 });
  });

  it('lays out each day of the chart, the three kinds and their profit', () => {
    const recharges = ledgerOf([{ saleDate: '2026-03-13T10:00:00.000Z', soldPrice: 500, profit: 17.5 }], {
      day: (sale) => sale.saleDate,
      amount: (sale) => sale.soldPrice,
      profit: (sale) => sale.profit,
    });
    const repairs = ledgerOf([], { day: () => undefined, amount: () => 0 });
    const days = takingsByDay({ bills, recharges, repairs }, '2026-03-14', 3);
    expect(days).toEqual([
      { day: '2026-03-12', bills: 1000, recharges: 0, repairs: 0, profit: 400 },
      { day: '2026-03-13', bills: 250.3, recharges: 500, repairs: 0, profit: 117.65 },
      { day: '2026-03-14', bills: 5000, recharges: 0, repairs: 0, profit: 2000 },
    ]);
  });
});

describe('needs attention', () => {
  it.each([
    ['below the threshold', { Dialog: 999.99 }, 1000, true],
    ['at the threshold', { Dialog: 1000 }, 1000, true],
    ['above it', { Dialog: 1000.01 }, 1000, false],
    ['missing from the answer (0)', {}, 1000, true],
  ])('marks a balance %s', (_case, answer, threshold, low) => {
    expect(providerBalances(['Dialog'], answer, threshold)).toEqual([{ type: 'Dialog', amount: Number((answer as Record<string, number>).Dialog ?? 0), low }]);
  });

  it('lists products at or below the stock threshold, lowest first', () => {
    const products = [
      { name: 'HDMI', quantity: 6 },
      { name: 'Remote', quantity: 5 },
      { name: 'Dish', quantity: 0 },
    ];
    expect(lowStock(products, 5).map((product) => product.name)).toEqual(['Dish', 'Remote']);
  });

  const NOW = Date.parse('2026-03-13T04:30:00.000Z');
  it.each([
    ['in progress, expected yesterday', { status: 'In Progress', expectedReturnDate: '2026-03-12T04:30:00.000Z' }, true],
    ['in progress, expected a minute from now', { status: 'In Progress', expectedReturnDate: '2026-03-13T04:31:00.000Z' }, false],
    ['expected at 09:59 Colombo time (04:29 UTC), as a payload moment', { status: 'Received from Customer', expectedReturnDate: '2026-03-13 09:59:00' }, true],
    ['expected at 10:01 Colombo time, as a payload moment', { status: 'Sent to Company', expectedReturnDate: '2026-03-13 10:01:00' }, false],
    ['without an expected date', { status: 'Sent to Company', expectedReturnDate: null }, false],
    ['back from the company (waiting for the customer)', { status: 'Returned from Company', expectedReturnDate: '2026-03-01T04:30:00.000Z' }, false],
    ['collected', { status: 'Customer Collected', expectedReturnDate: '2026-03-01T04:30:00.000Z' }, false],
  ])('a repair %s is overdue: %s', (_case, repair, overdue) => {
    expect(isOverdue(repair, NOW)).toBe(overdue);
  });

  it('dates a collection by its last entry not deleted', () => {
    const entry = (status: string, dateEntered: string, isDeleted = false) => ({ status, dateEntered, isDeleted });
    const history = [
      entry('Received from Customer', '2026-03-10T04:30:00.000Z'),
      entry('Customer Collected', '2026-03-12T04:30:00.000Z'),
      entry('Customer Collected', '2026-03-13T04:30:00.000Z', true),
    ];
    expect(collectedAt({ status: 'Customer Collected', statusHistory: history })).toBe('2026-03-12T04:30:00.000Z');
    expect(collectedAt({ status: 'In Progress', statusHistory: history })).toBeUndefined();
  });
});

describe('ledgers summed by a backend', () => {
  it('groups half-hour entries on the Colombo day each falls on, across midnight (18:30Z)', () => {
    const ledger = ledgerOfEntries([
      { at: '2026-03-02T18:00:00.000Z', count: 2, cents: 15_050, profitCents: 5_000 },
      { at: '2026-03-02T18:30:00.000Z', count: 1, cents: 99_900, profitCents: 100 },
      { at: '2026-03-03T04:30:00.000Z', count: 3, cents: 1, profitCents: 1 },
      { at: '2026-03-04', count: 1, cents: 25_025, profitCents: 0 },
      { at: 'not a day', count: 9, cents: 9, profitCents: 9 },
    ]);
    expect([...ledger]).toEqual([
      ['2026-03-02', { count: 2, cents: 15_050, profitCents: 5_000 }],
      ['2026-03-03', { count: 4, cents: 99_901, profitCents: 101 }],
      ['2026-03-04', { count: 1, cents: 25_025, profitCents: 0 }],
    ]);
  });

  it('goes to an answer in LKR (profit only when asked) and back to the same cents', () => {
    const ledger = ledgerOfEntries([
      { at: '2026-03-03T04:30:00.000Z', count: 1, cents: 10, profitCents: 20 },
      { at: '2026-03-02T04:30:00.000Z', count: 2, cents: 30, profitCents: -5 },
    ]);
    const days = ledgerDays(ledger, true);
    expect(days).toEqual([
      { day: '2026-03-02', count: 2, amount: 0.3, profit: -0.05 },
      { day: '2026-03-03', count: 1, amount: 0.1, profit: 0.2 },
    ]);
    expect(ledgerOfDays(days)).toEqual(new Map([...ledger].sort()));
    expect(ledgerDays(ledger, false)[0]).toEqual({ day: '2026-03-02', count: 2, amount: 0.3 });
    // Without profit (staff), the ledger counts none, as ledgerOf does for rows without it.
    expect(ledgerOfDays(ledgerDays(ledger, false)).get('2026-03-03')).toEqual({ count: 1, cents: 10, profitCents: 0 });
  });
});

describe('what needs attention', () => {
  const now = Date.parse('2026-03-13T10:00:00.000Z');
  it('counts repairs back from the company, and open repairs past their expected return', () => {
    const repairs = [
      { status: 'Returned from Company', expectedReturnDate: '2026-03-01T04:30:00.000Z' },
      { status: 'In Progress', expectedReturnDate: '2026-03-13T09:59:59.000Z' },
      { status: 'In Progress', expectedReturnDate: '2026-03-13T10:00:01.000Z' },
      { status: 'Customer Collected', expectedReturnDate: '2026-03-01T04:30:00.000Z' },
      { status: 'Pending Parts', expectedReturnDate: null },
    ];
    expect(repairsWaiting(repairs, now)).toEqual({ returned: 1, overdue: 1 });
  });

  it('names the three lowest products, by name among equals, and counts them all', () => {
    const products = [
      { name: 'Splitter', quantity: 2 },
      { name: 'HDMI', quantity: 2 },
      { name: 'Remote', quantity: 0 },
      { name: 'Dish', quantity: 5 },
      { name: 'LNB', quantity: 6 },
    ];
    expect(lowStockSummary(products, 5)).toEqual({
      total: 4,
      products: [
        { name: 'Remote', quantity: 0 },
        { name: 'HDMI', quantity: 2 },
        { name: 'Splitter', quantity: 2 },
      ],
    });
    expect(lowStockSummary(products, -1)).toEqual({ total: 0, products: [] });
  });
});
