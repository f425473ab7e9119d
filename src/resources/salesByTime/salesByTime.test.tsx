import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { captureDownloads } from '../../../tests/support/download';
import { renderApp, renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import type { SalesByTimeAnswer } from '../../domain/salesByTime';

/** Sales by hour of day and day of week (issue 48): the owner's screen over GET /reports/sales-by-time, its charts, tables, CSV and menu item. */

const api = setupApi();
vi.setConfig({ testTimeout: 30_000 });

/** 24 Nov 2026, 10 am in Colombo. */
const NOW = new Date('2026-11-24T04:30:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const hours = Array.from({ length: 24 }, (_, hour) => (hour === 9 ? { count: 3, amount: 1800 } : hour === 18 ? { count: 1, amount: 900 } : { count: 0, amount: 0 }));
const grid = Array.from({ length: 7 }, (_, day) => Array.from({ length: 24 }, (_, hour) => (day === 0 && hour === 9 ? 900 : day === 0 && hour === 18 ? 900 : day === 1 && hour === 9 ? 900 : 0)));
const ANSWER: SalesByTimeAnswer = {
  from: '2026-11-01',
  to: '2026-11-30',
  hours,
  weekdays: Array.from({ length: 7 }, (_, day) => (day === 0 ? { count: 3, amount: 1800 } : day === 1 ? { count: 1, amount: 900 } : { count: 0, amount: 0 })),
  grid,
  total: { count: 4, amount: 2700 },
};

function serve({ fail = false } = {}) {
  const asked: string[] = [];
  api.use(
    http.get('*/api/reports/sales-by-time', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
      return fail ? HttpResponse.json({ message: 'Internal error' }, { status: 500 }) : HttpResponse.json(ANSWER);
    }),
  );
  return asked;
}

describe('Sales by Hour and Day', () => {
  it('shows the owner this month’s takings by the hours the shop sold in and by weekday, and exports each weekday’s hours', async () => {
    const asked = serve();
    renderScreen({ user: owner, path: '/reports/hours', features: ['reports'] });
    const byHour = await screen.findByRole('table', { name: 'Takings by hour of day' });
    expect(asked).toContain('2026-11-01..2026-11-30');
    // From the first hour sold in to the last: 09:00 to 18:00, ten rows.
    const rows = within(byHour).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toBe('09:00–10:00');
    expect(within(byHour).getByText('09:00–10:00').closest('tr')).toHaveTextContent('LKR 1,800.00');
    const byWeekday = screen.getByRole('table', { name: 'Takings by day of week' });
    expect(within(byWeekday).getByText('Monday').closest('tr')).toHaveTextContent('LKR 1,800.00');
    expect(within(byWeekday).getAllByText('Total').at(-1)!.closest('tr')).toHaveTextContent('LKR 2,700.00');
    expect(await screen.findByRole('heading', { name: 'Takings by hour of day' })).toBeInTheDocument();

    const downloads = captureDownloads();
    const user = userEvent.setup({ delay: null });
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      const csv = ((await downloads.last()) ?? '').split('\r\n');
      expect(csv).toHaveLength(8);
      expect(csv[0]!.split(',')).toHaveLength(26);
      expect(csv[0]!.startsWith('Day,00:00–01:00,01:00–02:00')).toBe(true);
      expect(csv[1]!.split(',').slice(10, 12)).toEqual(['900.00', '0.00']);
      expect(csv[1]!.endsWith(',1800.00')).toBe(true);
      expect(csv[7]!.startsWith('Sunday,')).toBe(true);
    } finally {
      downloads.restore();
    }
  });

  it('says so when the report cannot be loaded', async () => {
    serve({ fail: true });
    renderScreen({ user: owner, path: '/reports/hours', features: ['reports'] });
    expect(await screen.findByText('Sales by hour and day could not be loaded')).toBeInTheDocument();
  });

  it('is in the owner’s menu where the backend names it; not in staff’s, nor in a backend’s that does not; staff get no figure', async () => {
    const asked = serve();
    const menuItem = async () => {
      const menu = await screen.findByRole('menu');
      await within(menu).findByText('Dashboard');
      return within(menu).queryByText('Sales by Hour and Day');
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
    renderScreen({ user: staffUser, path: '/reports/hours', features: ['reports'] });
    expect((await screen.findAllByText('Access Denied')).length).toBeGreaterThan(0);
    expect(asked).toEqual([]);
  });
});
