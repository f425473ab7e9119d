import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { captureDownloads } from '../../../tests/support/download';
import { renderApp, renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import type { CustomerSalesAnswer } from '../../domain/customerSales';

/** Top customers and new against returning (issue 48): the owner's screen over GET /reports/customers, its cards, table, CSV and menu item. */

const api = setupApi();
vi.setConfig({ testTimeout: 30_000 });

/** 24 Nov 2026, 10 am in Colombo. */
const NOW = new Date('2026-11-24T04:30:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const ANSWER: CustomerSalesAnswer = {
  from: '2026-11-01',
  to: '2026-11-30',
  top: [
    { customerId: 'c2', name: 'Kasun Silva', bills: 1, amount: 1200, isNew: true },
    { customerId: 'c1', name: 'Nimal Perera', bills: 1, amount: 600, isNew: false },
  ],
  newCustomers: { customers: 1, bills: 1, amount: 1200 },
  returning: { customers: 1, bills: 1, amount: 600 },
  walkIn: { bills: 3, amount: 900 },
  total: 2700,
};

function serve({ fail = false } = {}) {
  const asked: string[] = [];
  api.use(
    http.get('*/api/reports/customers', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
      return fail ? HttpResponse.json({ message: 'Internal error' }, { status: 500 }) : HttpResponse.json(ANSWER);
    }),
  );
  return asked;
}

describe('Top Customers', () => {
  it('shows the owner this month’s new and returning customers and who spent most, and exports them', async () => {
    const asked = serve();
    renderScreen({ user: owner, path: '/reports/customers', features: ['reports'] });
    const cards = await screen.findByRole('group', { name: 'This period' });
    expect(await within(cards).findByText('spent LKR 1,200.00')).toBeInTheDocument();
    expect(asked).toContain('2026-11-01..2026-11-30');
    const table = await screen.findByRole('table', { name: 'Customers who spent most' });
    expect(within(table).getByText('Kasun Silva').closest('tr')).toHaveTextContent('New');
    expect(within(table).getByText('Nimal Perera').closest('tr')).toHaveTextContent('Returning');
    expect(screen.getByText(/The walk-in customer spent LKR 900.00; all bills: LKR 2,700.00/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Spent by new, returning and walk-in customers' })).toBeInTheDocument();

    const downloads = captureDownloads();
    const user = userEvent.setup({ delay: null });
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(((await downloads.last()) ?? '').split('\r\n')).toEqual(['Customer,Bills,Spent,New or returning', 'Kasun Silva,1,1200.00,New', 'Nimal Perera,1,600.00,Returning']);
    } finally {
      downloads.restore();
    }
  });

  it('says so when the report cannot be loaded', async () => {
    serve({ fail: true });
    renderScreen({ user: owner, path: '/reports/customers', features: ['reports'] });
    expect(await screen.findByText('Top customers could not be loaded')).toBeInTheDocument();
  });

  it('is in the owner’s menu where the backend names it; not in staff’s, nor in a backend’s that does not; staff get no figure', async () => {
    const asked = serve();
    const menuItem = async () => {
      const menu = await screen.findByRole('menu');
      await within(menu).findByText('Dashboard');
      return within(menu).queryByText('Top Customers');
    };
    let rendered = renderApp({ user: owner, path: '/dashboard', features: ['reports'] });
    expect(await menuItem()).toBeInTheDocument();
    rendered.unmount();
    rendered = renderApp({ user: owner, path: '/dashboard', features: [] });
    expect(await menuItem()).not.toBeInTheDocument();
    rendered.unmount();
    rendered = renderApp({ user: staffUser, path: '/dashboard', features: ['reports'] });
    expect(await menuItem()).not.toBeInTheDocument();
    rendered.unmount();
    renderScreen({ user: staffUser, path: '/reports/customers', features: ['reports'] });
    expect((await screen.findAllByText('Access Denied')).length).toBeGreaterThan(0);
    expect(asked).toEqual([]);
  });
});
