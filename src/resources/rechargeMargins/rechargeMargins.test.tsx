import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { captureDownloads } from '../../../tests/support/download';
import { renderApp, renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import type { RechargeMarginsAnswer } from '../../domain/rechargeMargins';

/** Recharge sales and margin by provider (issue 48): the owner's screen over GET /reports/recharge-margins, its chart, table, CSV and menu item. */

const api = setupApi();
vi.setConfig({ testTimeout: 30_000 });

/** 24 Nov 2026, 10 am in Colombo. */
const NOW = new Date('2026-11-24T04:30:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const none = { count: 0, value: 0, amount: 0, profit: 0, margin: null };
const ANSWER: RechargeMarginsAnswer = {
  from: '2026-11-01',
  to: '2026-11-30',
  providers: [
    { rechargeType: 'Dialog', count: 1, value: 100, amount: 100, profit: 3.5, margin: 3.5 },
    { rechargeType: 'DDTV', ...none },
    { rechargeType: 'Mobitel', count: 2, value: 750, amount: 750, profit: 22.5, margin: 3 },
    { rechargeType: 'Hutch', ...none },
    { rechargeType: 'Airtel', ...none },
  ],
  total: { count: 3, value: 850, amount: 850, profit: 26, margin: 3.1 },
};

function serve({ fail = false } = {}) {
  const asked: string[] = [];
  api.use(
    http.get('*/api/reports/recharge-margins', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
      return fail ? HttpResponse.json({ message: 'Internal error' }, { status: 500 }) : HttpResponse.json(ANSWER);
    }),
  );
  return asked;
}

describe('Recharge Margins', () => {
  it('shows the owner this month’s recharge sales, takings, profit and margin by provider, and exports them', async () => {
    const asked = serve();
    renderScreen({ user: owner, path: '/reports/recharges', features: ['reports'] });
    const table = await screen.findByRole('table', { name: 'Recharge Margins' });
    expect(asked).toContain('2026-11-01..2026-11-30');
    expect(within(table).getByText('Mobitel').closest('tr')).toHaveTextContent('LKR 22.50');
    expect(within(table).getByText('Mobitel').closest('tr')).toHaveTextContent('3.0%');
    expect(within(table).getByText('Hutch').closest('tr')).toHaveTextContent('–');
    expect(within(table).getByText('Total').closest('tr')).toHaveTextContent('3.1%');
    expect(await screen.findByRole('heading', { name: 'Takings and profit by provider' })).toBeInTheDocument();

    const downloads = captureDownloads();
    const user = userEvent.setup({ delay: null });
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      const csv = ((await downloads.last()) ?? '').split('\r\n');
      expect(csv[0]).toBe('Provider,Sales,Value sold,Takings,Profit,Margin');
      expect(csv[1]).toBe('Dialog,1,100.00,100.00,3.50,3.5');
      expect(csv[2]).toBe('DDTV,0,0.00,0.00,0.00,');
      expect(csv.at(-1)).toBe('Total,3,850.00,850.00,26.00,3.1');
    } finally {
      downloads.restore();
    }
  });

  it('says so when the report cannot be loaded', async () => {
    serve({ fail: true });
    renderScreen({ user: owner, path: '/reports/recharges', features: ['reports'] });
    expect(await screen.findByText('Recharge margins could not be loaded')).toBeInTheDocument();
  });

  it('is in the owner’s menu where the backend names it; not in staff’s, nor in a backend’s that does not; staff get no figure', async () => {
    const asked = serve();
    const menuItem = async () => {
      const menu = await screen.findByRole('menu');
      await within(menu).findByText('Dashboard');
      return within(menu).queryByText('Recharge Margins');
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
    renderScreen({ user: staffUser, path: '/reports/recharges', features: ['reports'] });
    expect((await screen.findAllByText('Access Denied')).length).toBeGreaterThan(0);
    expect(asked).toEqual([]);
  });
});
