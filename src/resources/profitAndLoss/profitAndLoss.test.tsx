import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { captureDownloads } from '../../../tests/support/download';
import { pickerField, typeInPicker } from '../../../tests/support/pickers';
import { renderApp, renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import type { ProfitAndLossAnswer, Statement } from '../../domain/profitAndLoss';
import { statementDocument } from './statementRows';

/** The profit-and-loss statement (issue 48): the owner's screen over GET /reports/profit-and-loss, its cards, table, CSV and chart. */

const api = setupApi();
vi.setConfig({ testTimeout: 30_000 });

/** 24 Nov 2026, 10 am in Colombo. */
const NOW = new Date('2026-11-24T04:30:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const period = (from: string, to: string, bills: number, billCost: number, rent: number): Statement => ({
  from,
  to,
  businesses: [
    { business: 'bills', income: bills, cost: billCost, gross: bills - billCost },
    { business: 'recharges', income: 100, cost: 96.5, gross: 3.5 },
    { business: 'repairs', income: 12500, cost: 4000, gross: 8500 },
  ],
  income: bills + 12600,
  cost: billCost + 4096.5,
  gross: bills - billCost + 8503.5,
  expenses: rent ? [{ categoryId: 'c1', category: 'Rent', amount: rent }] : [],
  expensesTotal: rent,
  net: bills - billCost + 8503.5 - rent,
});

const ANSWER: ProfitAndLossAnswer = {
  current: period('2026-11-01', '2026-11-30', 5000, 3000, 1000),
  previous: period('2026-10-01', '2026-10-31', 4000, 2500, 1000),
  yearEarlier: period('2025-11-01', '2025-11-30', 2000, 1000, 0),
};

const MONTHS = Array.from({ length: 12 }, (_, index) => {
  const month = `${index < 1 ? 2025 : 2026}-${String(index < 1 ? 12 : index).padStart(2, '0')}`;
  return { month, income: 1000, gross: 500, expenses: 100, net: 400 };
});

/** Serves the statement (or fails it); records each range asked. */
function serve({ fail = false } = {}) {
  const asked: string[] = [];
  api.use(
    http.get('*/api/reports/profit-and-loss', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
      return fail ? HttpResponse.json({ message: 'Internal error' }, { status: 500 }) : HttpResponse.json(ANSWER);
    }),
    http.get('*/api/reports/profit-and-loss/months', () => {
      asked.push('months');
      return fail ? HttpResponse.json({ message: 'Internal error' }, { status: 500 }) : HttpResponse.json({ months: MONTHS });
    }),
  );
  return asked;
}

describe('Profit and Loss', () => {
  it('shows the owner this month’s statement beside the month before and a year earlier, on cards and in a table, and exports it', async () => {
    const asked = serve();
    renderScreen({ user: owner, path: '/reports/profit', features: ['profitAndLoss'] });
    const cards = await screen.findByRole('group', { name: 'This period' });
    expect(await within(cards).findByText('LKR 17,600.00')).toBeInTheDocument();
    expect(asked).toContain('2026-11-01..2026-11-30');
    // Net profit: 2,000 + 8,503.50 − 1,000 = 9,503.50; the month before 1,500 + 8,503.50 − 1,000 = 9,003.50.
    expect(within(cards).getByText('LKR 9,503.50')).toBeInTheDocument();
    expect(within(cards).getByText('LKR +500.00 (+5.6%) on the previous period', { exact: false })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Profit and Loss' });
    const bills = within(table).getAllByText('Bills')[0]!.closest('tr')!;
    expect(within(bills).getByText('LKR 5,000.00')).toBeInTheDocument();
    expect(within(bills).getByText('LKR 4,000.00')).toBeInTheDocument();
    expect(within(bills).getByText('LKR +1,000.00 (+25.0%)')).toBeInTheDocument();
    expect(within(bills).getByText('LKR +3,000.00 (+150.0%)')).toBeInTheDocument();
    const rent = within(table).getByText('Rent').closest('tr')!;
    expect(within(rent).getAllByText('LKR 1,000.00')).toHaveLength(2);
    // Nothing spent a year earlier: a change, but no share of nothing.
    expect(within(rent).getByText('LKR +1,000.00')).toBeInTheDocument();
    expect(within(table).getByText('Net profit').closest('tr')).toHaveTextContent('LKR 9,503.50');

    // On A4 for Print: the period, the periods beside it, the statement and its net profit.
    const paper = document.querySelector('.shop-print-root') as HTMLElement;
    expect(paper).toHaveTextContent('Profit and Loss');
    expect(paper).toHaveTextContent('1 Nov 2026 – 30 Nov 2026');
    expect(paper).toHaveTextContent('1 Oct 2026 – 31 Oct 2026');
    expect(within(paper).getAllByText('Net profit').length).toBeGreaterThan(0);
    expect(within(paper).getAllByText('LKR 9,503.50').length).toBeGreaterThan(0);
    // On a sheet turned sideways: three periods and two changes beside each line (the browser test prints it).
    expect(paper.querySelector('style')?.textContent).toContain('size: A4 landscape');

    const downloads = captureDownloads();
    const user = userEvent.setup({ delay: null });
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      const csv = ((await downloads.last()) ?? '').split('\r\n');
      expect(csv[0]).toBe('Line,This period,Previous period,Change on the previous period,A year earlier,Change on a year earlier');
      expect(csv).toContain('Bills,5000.00,4000.00,1000.00,2000.00,3000.00');
      expect(csv.at(-1)).toBe('Net profit,9503.50,9003.50,500.00,9503.50,0.00');
    } finally {
      downloads.restore();
    }
    expect(await screen.findByRole('heading', { name: 'Net profit by month' })).toBeInTheDocument();
    await vi.waitFor(() => expect(asked).toContain('months'));
  });

  it('sets the paper’s section headings and totals in bold, as the screen does, and its lines plain', () => {
    const { table } = statementDocument(ANSWER, (key: string) => key.replace('resources.reports/profit.', ''));
    const strong = table!.rows.filter((_row, index) => table!.strong![index]).map((row) => row[0]);
    expect(strong).toEqual(['income', 'totalIncome', 'cost', 'totalCost', 'gross', 'totalGross', 'expenses', 'totalExpenses', 'net']);
    expect(table!.rows.filter((_row, index) => !table!.strong![index]).map((row) => row[0])).toContain('Rent');
  });

  it('asks another range of days as it is picked, or a whole month of the last twelve', async () => {
    const asked = serve();
    renderScreen({ user: owner, path: '/reports/profit', features: ['profitAndLoss'] });
    await screen.findByRole('table', { name: 'Profit and Loss' });
    const user = userEvent.setup({ delay: null });
    await typeInPicker(user, pickerField(document.body, /^From/), '01102026');
    await vi.waitFor(() => expect(asked).toContain('2026-10-01..2026-11-30'));
    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'Sep 2026' }));
    await vi.waitFor(() => expect(asked).toContain('2026-09-01..2026-09-30'));
  });

  it('says so when the statement and the months cannot be loaded', async () => {
    serve({ fail: true });
    renderScreen({ user: owner, path: '/reports/profit', features: ['profitAndLoss'] });
    expect(await screen.findByText('The profit and loss statement could not be loaded')).toBeInTheDocument();
    expect(await screen.findByText('Net profit by month could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Profit and Loss' })).not.toBeInTheDocument();
  });

  it('is in the owner’s menu where the backend names it; not in staff’s, nor in a backend’s that does not; staff get no figure', async () => {
    const asked = serve();
    const menuItem = async () => {
      const menu = await screen.findByRole('menu');
      await within(menu).findByText('Dashboard');
      return within(menu).queryByText('Profit and Loss');
    };
    let rendered = renderApp({ user: owner, path: '/dashboard', features: ['profitAndLoss'] });
    expect(await menuItem()).toBeInTheDocument();
    rendered.unmount();
    rendered = renderApp({ user: owner, path: '/dashboard', features: [] });
    expect(await menuItem()).not.toBeInTheDocument();
    rendered.unmount();
    rendered = renderApp({ user: staffUser, path: '/dashboard', features: ['profitAndLoss'] });
    expect(await menuItem()).not.toBeInTheDocument();
    rendered.unmount();
    // Staff who type its address see the access-denied page.
    renderScreen({ user: staffUser, path: '/reports/profit', features: ['profitAndLoss'] });
    expect((await screen.findAllByText('Access Denied')).length).toBeGreaterThan(0);
    expect(asked).toEqual([]);
  });
});
