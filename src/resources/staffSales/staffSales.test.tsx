import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { captureDownloads } from '../../../tests/support/download';
import { renderApp, renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import type { StaffSalesAnswer } from '../../domain/staffSales';

/** Sales by staff member (issue 48): the owner's screen over GET /reports/staff-sales, its chart, table, CSV and menu item. */

const api = setupApi();
vi.setConfig({ testTimeout: 30_000 });

/** 24 Nov 2026, 10 am in Colombo. */
const NOW = new Date('2026-11-24T04:30:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const ANSWER: StaffSalesAnswer = {
  from: '2026-11-01',
  to: '2026-11-30',
  staff: [
    { name: 'Nimal Perera', businesses: { bills: { count: 1, amount: 1200 }, recharges: { count: 0, amount: 0 }, repairs: { count: 1, amount: 2000 } }, total: 3200 },
    { name: null, businesses: { bills: { count: 1, amount: 300 }, recharges: { count: 1, amount: 500 }, repairs: { count: 0, amount: 0 } }, total: 800 },
  ],
  total: 4000,
};

function serve({ fail = false } = {}) {
  const asked: string[] = [];
  api.use(
    http.get('*/api/reports/staff-sales', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
      return fail ? HttpResponse.json({ message: 'Internal error' }, { status: 500 }) : HttpResponse.json(ANSWER);
    }),
  );
  return asked;
}

describe('Sales by Staff Member', () => {
  it('shows the owner what each person took this month by business, with how many, and exports it', async () => {
    const asked = serve();
    renderScreen({ user: owner, path: '/reports/staff', features: ['reports'] });
    const table = await screen.findByRole('table', { name: 'Sales by Staff Member' });
    expect(asked).toContain('2026-11-01..2026-11-30');
    const nimal = within(table).getByText('Nimal Perera').closest('tr')!;
    expect(nimal).toHaveTextContent('LKR 1,200.00 (1)');
    expect(nimal).toHaveTextContent('LKR 3,200.00');
    expect(within(table).getByText('Not recorded').closest('tr')).toHaveTextContent('LKR 500.00 (1)');
    expect(within(table).getAllByText('Total').at(-1)!.closest('tr')).toHaveTextContent('LKR 4,000.00');
    expect(await screen.findByRole('heading', { name: 'Takings by staff member' })).toBeInTheDocument();

    const downloads = captureDownloads();
    const user = userEvent.setup({ delay: null });
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(((await downloads.last()) ?? '').split('\r\n')).toEqual([
        'Staff member,Bills (count),Bills,Recharge sales (count),Recharge sales,Repair payments (count),Repair payments,Total',
        'Nimal Perera,1,1200.00,0,0.00,1,2000.00,3200.00',
        'Not recorded,1,300.00,1,500.00,0,0.00,800.00',
      ]);
    } finally {
      downloads.restore();
    }
  });

  it('says so when the report cannot be loaded', async () => {
    serve({ fail: true });
    renderScreen({ user: owner, path: '/reports/staff', features: ['reports'] });
    expect(await screen.findByText('Sales by staff member could not be loaded')).toBeInTheDocument();
  });

  it('is in the owner’s menu where the backend names it; not in staff’s, nor in a backend’s that does not; staff get no figure', async () => {
    const asked = serve();
    const menuItem = async () => {
      const menu = await screen.findByRole('menu');
      await within(menu).findByText('Dashboard');
      return within(menu).queryByText('Sales by Staff Member');
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
    renderScreen({ user: staffUser, path: '/reports/staff', features: ['reports'] });
    expect((await screen.findAllByText('Access Denied')).length).toBeGreaterThan(0);
    expect(asked).toEqual([]);
  });
});
