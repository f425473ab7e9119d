import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBill, buildCategory, buildCustomer, buildExpense, buildProduct, owner, staffUser, staffView } from '../../tests/support/builders';
import { buildSale } from '../../tests/support/recharges';
import { buildIssue, buildRepair, staffRepair } from '../../tests/support/repairBuilders';
import { renderApp } from '../../tests/support/renderApp';
import { setupApi } from '../../tests/support/server';

const api = setupApi();

// One minute before midnight, 13 Mar 2026 in Colombo (UTC+05:30): "today" is 13 Mar.
const NOW = '2026-03-13T18:29:00.000Z';
const kasun = buildCustomer();
const screenFix = buildIssue({ actualCost: 6000, customerPrice: 10000 });
const battery = buildIssue({ name: 'Battery', actualCost: 2500, customerPrice: 4500 });
const port = buildIssue({ name: 'Charging Port', actualCost: 800, customerPrice: 2000.5 });

const bills = [
  buildBill(kasun, [{ name: 'Remote', quantity: 1, billedPrice: 1000 }], { createdAt: '2026-03-12T18:29:59.999Z' }), // 12 Mar 23:59:59
  buildBill(kasun, [{ name: 'HDMI', quantity: 2, billedPrice: 750 }], { createdAt: '2026-03-12T18:30:00.000Z' }), // 13 Mar 00:00
  buildBill(kasun, [{ name: 'Cable', quantity: 1, billedPrice: 250.5 }], { createdAt: '2026-03-13T18:00:00.000Z' }), // 13 Mar 23:30
  buildBill(kasun, [{ name: 'Dish', quantity: 1, billedPrice: 5000 }], { createdAt: '2026-02-28T18:29:00.000Z' }), // 28 Feb 23:59
];
const sales = [
  buildSale({ saleDate: '2026-03-13T04:30:00.000Z', soldPrice: 500, profit: 17.5 }),
  buildSale({ saleDate: '2026-03-12T18:29:59.000Z', soldPrice: 1000, profit: 35 }),
];
const collected = (at: string) => ({ status: 'Customer Collected', note: null, dateEntered: at, updatedByName: 'Staff Demo', isDeleted: false });
const repairs = [
  buildRepair(kasun, [screenFix], { dateIn: '2026-03-13T03:00:00.000Z', expectedReturnDate: '2026-03-20T04:30:00.000Z' }),
  buildRepair(kasun, [battery], { dateIn: '2026-03-05T04:30:00.000Z', status: 'Customer Collected' }),
  buildRepair(kasun, [port], { dateIn: '2026-03-01T04:30:00.000Z', status: 'Returned from Company' }),
  buildRepair(kasun, [port], { dateIn: '2026-02-20T04:30:00.000Z', status: 'In Progress', expectedReturnDate: '2026-03-12T04:30:00.000Z' }),
];
repairs[1].statusHistory.push(collected('2026-03-12T18:45:00.000Z')); // 13 Mar 00:15
const rent = buildCategory();
const expenses = [buildExpense(rent, { expenseDate: '2026-03-13', amount: 1200.5 }), buildExpense(rent, { expenseDate: '2026-02-28', amount: 300 })];
const products = [buildProduct({ name: 'Remote', quantity: 3 }), buildProduct({ name: 'Splitter', quantity: 25 }), buildProduct({ name: 'HDMI', quantity: 5 })];
const balance = { Dialog: 800, DDTV: 5000, Mobitel: 1000, Hutch: 20000, Airtel: 0 };

/** The shop as `role` receives it: staff get no profit or cost (the server strips them). */
function serveShop(role: 'owner' | 'staff') {
  const staff = role === 'staff';
  api.use(
    http.get('*/api/bills', () => HttpResponse.json(staff ? bills.map((bill) => staffView(bill, ['profit'])) : bills)),
    http.get('*/api/recharge/sales', () => HttpResponse.json(staff ? sales.map((sale) => staffView(sale, ['profit', 'unitCost', 'soldValue'])) : sales)),
    http.get('*/api/repairs', () => HttpResponse.json(staff ? repairs.map(staffRepair) : repairs)),
    http.get('*/api/products', () => HttpResponse.json(staff ? products.map((product) => staffView(product, ['buyingPrice'])) : products)),
    http.get('*/api/expenses', () => HttpResponse.json(expenses)),
    http.get('*/api/recharge/balance', () => HttpResponse.json(balance)),
  );
}

/** The text of the card (or failure) a label heads. */
const card = (label: string | RegExp) => screen.getByText(label).closest('.MuiCard-root, .MuiAlert-root')!.textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('Dashboard, at 23:59 on 13 Mar in Colombo', () => {
  it("shows the owner today's figures, this month's, and what needs attention, each linked to its list", async () => {
    serveShop('owner');
    renderApp({ user: owner, path: '/dashboard' });

    await waitFor(() => expect(card('Bills today')).toContain('LKR 1,750.50'));
    expect(screen.getByRole('group', { name: 'Today, 13 Mar 2026' })).toBeInTheDocument();
    expect(card('Bills today')).toContain('2 bills');
    expect(card('Recharge sales today')).toContain('LKR 500.00');
    expect(card('Repairs taken in today')).toContain('1');
    expect(card('Repairs collected today')).toContain('1');
    // Bills 600 + 100.20, the sale 17.50, and the repair collected at 00:15 (2,000): a repair's money
    // counts when paid, which on the spec's backend (no payments) is when it is collected. The
    // screen-fix taken in today counts nothing yet.
    expect(card('Profit today')).toContain('LKR 2,717.70');
    expect(screen.getByText('Repairs count on the day they are collected.')).toBeInTheDocument();
    // 1–13 March: bills 2,750.50, sales 1,500, the repair collected 4,500 (28 Feb 23:59 excluded).
    expect(card('Sales this month')).toContain('LKR 8,750.50');
    expect(card('Profit this month')).toContain('LKR 3,152.70');
    await waitFor(() => expect(card('Expenses this month')).toContain('LKR 1,200.50'));

    expect(screen.getByRole('link', { name: /Bills today/ })).toHaveAttribute('href', `/bills?filter=${encodeURIComponent('{"createdAt_day":"2026-03-13"}')}`);
    expect(screen.getByRole('link', { name: /Repairs taken in today/ })).toHaveAttribute(
      'href',
      `/repairs/management?filter=${encodeURIComponent('{"dateIn_day":"2026-03-13"}')}`,
    );
    const attention = within(screen.getByRole('list', { name: 'Needs attention' }));
    expect(attention.getByRole('link', { name: /Dialog balance.*LKR 800.00: running low/ })).toHaveAttribute(
      'href',
      `/recharges/management?filter=${encodeURIComponent('{"rechargeType":"Dialog"}')}`,
    );
    expect(attention.getByRole('link', { name: /DDTV balance/ })).not.toHaveTextContent('running low');
    expect(attention.getByRole('link', { name: /waiting for the customer.*1 repair$/ })).toHaveAttribute(
      'href',
      `/repairs/management?filter=${encodeURIComponent('{"status":"Returned from Company"}')}`,
    );
    expect(attention.getByRole('link', { name: /Past the expected return date.*1 repair$/ })).toHaveAttribute(
      'href',
      `/repairs/management?filter=${encodeURIComponent('{"overdue":true}')}`,
    );
    expect(attention.getByRole('link', { name: /Low in stock \(5 or fewer\).*Remote \(3\), HDMI \(5\)/ })).toHaveAttribute(
      'href',
      `/products?filter=${encodeURIComponent('{"quantity_lte":5}')}`,
    );
  });

  it('shows staff the same counts and takings, and no profit or month figures', async () => {
    serveShop('staff');
    renderApp({ user: staffUser, path: '/' });

    await waitFor(() => expect(card('Bills today')).toContain('LKR 1,750.50'));
    expect(card('Recharge sales today')).toContain('1 sale');
    expect(card('Repairs collected today')).toContain('1');
    const attention = within(screen.getByRole('list', { name: 'Needs attention' }));
    // Staff top up nowhere: a balance leads to Sales History.
    expect(attention.getByRole('link', { name: /Airtel balance/ })).toHaveAttribute('href', `/recharges/history?filter=${encodeURIComponent('{"rechargeType":"Airtel"}')}`);
    expect(screen.queryByText(/profit/i)).not.toBeInTheDocument();
    expect(screen.queryByText('Sales this month')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Low balance at/)).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch bills' where bills count and keeps the rest", async () => {
    serveShop('owner');
    api.use(http.get('*/api/bills', () => HttpResponse.json({ message: 'Database is down' }, { status: 500 })));
    renderApp({ user: owner, path: '/dashboard' });

    expect(await screen.findByText('Bills today: Failed to fetch bills', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Profit today: Failed to fetch bills')).toBeInTheDocument();
    expect(card('Recharge sales today')).toContain('LKR 500.00');
    expect(card('Expenses this month')).toContain('LKR 1,200.50');
    expect(within(screen.getByRole('list', { name: 'Needs attention' })).getByRole('link', { name: /HDMI \(5\)/ })).toBeInTheDocument();
  });
});

describe('Dashboard thresholds kept on the server (product.md §10)', () => {
  it('calls a balance and a stock low by the shop’s settings, the same for staff, and sends the owner to Settings to change them', async () => {
    serveShop('staff');
    // 3 in stock is the highest counted low, and a balance of LKR 5,000 is low: Remote (3) yes, HDMI (5) no; DDTV now low.
    api.use(http.get('*/api/settings', () => HttpResponse.json({ shopName: 'Perera Communication', address: '', phone: '', receiptFooter: '', lowBalanceThreshold: 5000, lowStockThreshold: 3 })));
    const { unmount } = renderApp({ user: staffUser, path: '/dashboard', features: ['payments', 'settings'] });
    const attention = within(await screen.findByRole('list', { name: 'Needs attention' }));
    await waitFor(() => expect(attention.getByRole('link', { name: /Low in stock \(3 or fewer\)/ })).toHaveTextContent('Remote (3)'));
    expect(attention.getByRole('link', { name: /Low in stock/ })).not.toHaveTextContent('HDMI');
    expect(attention.getByRole('link', { name: /DDTV balance/ })).toHaveTextContent('running low');
    unmount();

    serveShop('owner');
    renderApp({ user: owner, path: '/dashboard', features: ['payments', 'settings'] });
    expect(await screen.findByRole('link', { name: 'Change the thresholds in Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByLabelText(/Low balance at/)).not.toBeInTheDocument();
  });
});

describe('Dashboard with closing the day (product.md §10)', () => {
  const recent = {
    today: '2026-03-13',
    days: [
      { day: '2026-03-13', closed: false, difference: null, floatChecks: [] },
      {
        day: '2026-03-12',
        closed: true,
        difference: -100,
        floatChecks: [
          { rechargeType: 'Dialog', difference: -250, adjusted: false },
          { rechargeType: 'Hutch', difference: 150, adjusted: true },
          { rechargeType: 'Mobitel', difference: 0, adjusted: false },
        ],
      },
      { day: '2026-03-11', closed: true, difference: 0, floatChecks: [{ rechargeType: 'Dialog', difference: 0, adjusted: false }] },
    ],
  };
  const serveRecent = () => {
    const read = vi.fn();
    api.use(http.get('*/api/dayclose/recent', ({ request }) => (read(new URL(request.url).search), HttpResponse.json(recent))));
    return read;
  };
  const rowOf = (day: string) => within(screen.getByRole('table', { name: 'Closes, last 7 days' })).getByRole('cell', { name: day }).closest('tr')!;

  it('after the closing hour (8 pm by default) asks staff for today’s close, and shows the last days’ cash and float differences', async () => {
    serveShop('staff');
    const read = serveRecent();
    renderApp({ user: staffUser, path: '/dashboard', features: ['dayClose', 'floatChecks'] });
    const attention = within(await screen.findByRole('list', { name: 'Needs attention' }, { timeout: 15_000 }));
    expect(await attention.findByRole('link', { name: /Today is not closed yet.*closes at 20:00/ })).toHaveAttribute('href', '/dayclose');
    expect(read).toHaveBeenCalledWith('?days=7');

    await screen.findByRole('table', { name: 'Closes, last 7 days' });
    expect(within(rowOf('13 Mar 2026')).getByText('Not closed')).toBeInTheDocument();
    expect(rowOf('13 Mar 2026')).toHaveTextContent('Not checked');
    const short = rowOf('12 Mar 2026');
    expect(within(short).getByText('LKR -100.00').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(short).getByText('Dialog LKR -250.00')).toBeInTheDocument();
    expect(within(short).getByText('Hutch LKR 150.00 · adjusted')).toBeInTheDocument();
    expect(short).not.toHaveTextContent('Mobitel');
    expect(within(rowOf('11 Mar 2026')).getByText('LKR 0.00').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(rowOf('11 Mar 2026')).toHaveTextContent('Matched');
  });

  it('before the shop’s own closing hour asks nothing, and shows no float without float checks', async () => {
    vi.setSystemTime('2026-03-13T15:00:00.000Z'); // 20:30 in Colombo; the shop closes at 21:00
    serveShop('owner');
    serveRecent();
    api.use(http.get('*/api/settings', () => HttpResponse.json({ shopName: 'Perera Communication', address: '', phone: '', receiptFooter: '', lowBalanceThreshold: 1000, lowStockThreshold: 3, maxDiscountPercent: 10, closingHour: 21 })));
    renderApp({ user: owner, path: '/dashboard', features: ['dayClose', 'settings'] });
    await screen.findByRole('table', { name: 'Closes, last 7 days' }, { timeout: 15_000 });
    // The settings are read (their stock threshold shows) and still no reminder.
    await waitFor(() => expect(card('Needs attention')).toContain('Low in stock (3 or fewer)'));
    expect(screen.queryByText('Today is not closed yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Float' })).not.toBeInTheDocument();
    expect(rowOf('12 Mar 2026')).toHaveTextContent('LKR -100.00');
  });

  it('shows none of it, and asks nothing, on a backend that does not close days', async () => {
    serveShop('owner');
    const read = serveRecent();
    renderApp({ user: owner, path: '/dashboard', features: ['payments', 'floatChecks'] });
    await waitFor(() => expect(card('Needs attention')).toContain('Remote (3)'), { timeout: 15_000 });
    expect(screen.queryByText('Today is not closed yet')).not.toBeInTheDocument();
    expect(screen.queryByText('Closes, last 7 days')).not.toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });
});

describe('Dashboard from a backend that sums its figures (product.md §10)', () => {
  const day = (date: string, count: number, amount: number, profit?: number) => ({ day: date, count, amount, ...(profit === undefined ? {} : { profit }) });
  const summed = {
    from: '2026-02-12',
    to: '2026-03-13',
    bills: [day('2026-03-01', 1, 100, 10), day('2026-03-13', 3, 2222.25, 222.25)],
    recharges: [day('2026-03-13', 2, 700, 24.5)],
    // Repairs paid today (their money, when paid), and the repairs taken in and collected (counts).
    repairs: [day('2026-03-13', 1, 10000, 4000)],
    takenIn: [day('2026-03-13', 2, 18000)],
    collected: [day('2026-03-13', 4, 9000)],
    expenses: [day('2026-03-02', 2, 1500.75)],
  };

  it('reads the figures and what needs attention as two answers, and no whole list', async () => {
    serveShop('owner');
    const asked: string[] = [];
    api.use(
      http.get('*/api/dashboard/ledgers', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(summed);
      }),
      http.get('*/api/dashboard/attention', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ returned: 2, overdue: 7, lowStock: { total: 5, products: [{ name: 'Tuner', quantity: 0 }, { name: 'Remote', quantity: 1 }, { name: 'LNB', quantity: 1 }] } });
      }),
    );
    const read: string[] = [];
    api.events.on('request:start', ({ request }) => void read.push(new URL(request.url).pathname));
    renderApp({ user: owner, path: '/dashboard', features: ['dashboardLedgers', 'payments'] });

    await waitFor(() => expect(card('Bills today')).toContain('LKR 2,222.25'));
    expect(card('Bills today')).toContain('3 bills');
    expect(card('Recharge sales today')).toContain('LKR 700.00');
    expect(card('Repairs collected today')).toContain('4');
    expect(card('Repairs taken in today')).toContain('2');
    expect(card('Profit today')).toContain('LKR 4,246.75');
    expect(screen.getByText(/Repairs count on the day they are paid/)).toBeInTheDocument();
    expect(card('Sales this month')).toContain('LKR 13,022.25');
    expect(card('Expenses this month')).toContain('LKR 1,500.75');
    // What needs attention, counted by the server at the dashboard's stock threshold.
    const attention = within(screen.getByRole('list', { name: 'Needs attention' }));
    expect(await attention.findByRole('link', { name: /Low in stock \(5 or fewer\).*Tuner \(0\), Remote \(1\), LNB \(1\), \+2 more/ })).toBeInTheDocument();
    expect(attention.getByRole('link', { name: /waiting for the customer.*2 repairs$/ })).toBeInTheDocument();
    expect(attention.getByRole('link', { name: /Past the expected return date.*7 repairs$/ })).toBeInTheDocument();
    // The month's first day or the chart's first of 30 days, whichever is earlier, up to today; no whole list.
    expect(asked.sort()).toEqual(['?from=2026-02-12&to=2026-03-13', '?stock=5']);
    for (const list of ['/api/bills', '/api/expenses', '/api/recharge/sales', '/api/repairs', '/api/products']) expect(read).not.toContain(list);
    api.events.removeAllListeners();
  });

  it("says 'Failed to fetch bills' where the summed answer fails, and keeps what needs attention", async () => {
    serveShop('staff');
    api.use(
      http.get('*/api/dashboard/ledgers', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
      http.get('*/api/dashboard/attention', () => HttpResponse.json({ returned: 0, overdue: 0, lowStock: { total: 1, products: [{ name: 'HDMI', quantity: 5 }] } })),
    );
    renderApp({ user: staffUser, path: '/dashboard', features: ['dashboardLedgers'] });

    await waitFor(() => expect(card(/^Bills today/)).toContain('Failed to fetch bills'), { timeout: 15_000 });
    expect(await within(screen.getByRole('list', { name: 'Needs attention' })).findByRole('link', { name: /Low in stock.*HDMI \(5\)/ })).toBeInTheDocument();
  });
});
