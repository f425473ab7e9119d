import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { captureDownloads } from '../../../tests/support/download';
import { renderApp, renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import type { RepairReportAnswer } from '../../domain/repairReport';

/** The repairs report (issue 48): the owner's screen over GET /reports/repairs, its cards, chart, table, CSV and menu item. */

const api = setupApi();
vi.setConfig({ testTimeout: 30_000 });

/** 24 Nov 2026, 10 am in Colombo. */
const NOW = new Date('2026-11-24T04:30:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const ANSWER: RepairReportAnswer = {
  from: '2026-11-01',
  to: '2026-11-30',
  takenIn: 3,
  issues: [
    { issueId: 'i1', name: 'Screen Replacement', count: 3, amount: 37500 },
    { issueId: 'i2', name: 'Battery Replacement', count: 1, amount: 4500 },
  ],
  collected: 2,
  averageDays: 3.5,
  medianDays: 3.5,
  bands: [
    { band: 'sameDay', count: 0 },
    { band: 'oneToTwo', count: 0 },
    { band: 'threeToSeven', count: 2 },
    { band: 'eightToFourteen', count: 0 },
    { band: 'overFourteen', count: 0 },
  ],
  claims: { count: 1, approved: 1, awaiting: 0 },
};

function serve({ fail = false } = {}) {
  const asked: string[] = [];
  api.use(
    http.get('*/api/reports/repairs', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
      return fail ? HttpResponse.json({ message: 'Internal error' }, { status: 500 }) : HttpResponse.json(ANSWER);
    }),
  );
  return asked;
}

describe('Repairs Report', () => {
  it('shows the owner this month’s repairs taken in by issue, the days to collection and the claims, and exports the issues', async () => {
    const asked = serve();
    renderScreen({ user: owner, path: '/reports/repairs', features: ['reports'] });
    const cards = await screen.findByRole('group', { name: 'This period' });
    expect(await within(cards).findByText('3.5 days')).toBeInTheDocument();
    expect(within(cards).getByText('median 3.5 days')).toBeInTheDocument();
    expect(within(cards).getByText('1 approved, 0 awaiting approval')).toBeInTheDocument();
    expect(asked).toContain('2026-11-01..2026-11-30');
    const table = await screen.findByRole('table', { name: 'Repairs taken in by issue' });
    expect(within(table).getByText('Screen Replacement').closest('tr')).toHaveTextContent('LKR 37,500.00');
    expect(await screen.findByRole('heading', { name: 'Days from taken in to collected' })).toBeInTheDocument();

    const downloads = captureDownloads();
    const user = userEvent.setup({ delay: null });
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(((await downloads.last()) ?? '').split('\r\n')).toEqual(['Issue,Repairs,Charged', 'Screen Replacement,3,37500.00', 'Battery Replacement,1,4500.00']);
    } finally {
      downloads.restore();
    }
  });

  it('says so when the report cannot be loaded', async () => {
    serve({ fail: true });
    renderScreen({ user: owner, path: '/reports/repairs', features: ['reports'] });
    expect(await screen.findByText('The repairs report could not be loaded')).toBeInTheDocument();
  });

  it('is in the owner’s menu where the backend names it; not in staff’s, nor in a backend’s that does not; staff get no figure', async () => {
    const asked = serve();
    const menuItem = async () => {
      const menu = await screen.findByRole('menu');
      await within(menu).findByText('Dashboard');
      return within(menu).queryByText('Repairs Report');
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
    renderScreen({ user: staffUser, path: '/reports/repairs', features: ['reports'] });
    expect((await screen.findAllByText('Access Denied')).length).toBeGreaterThan(0);
    expect(asked).toEqual([]);
  });
});
