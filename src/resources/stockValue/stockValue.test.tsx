import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { captureDownloads } from '../../../tests/support/download';
import { pickerField, pickerText, typeInPicker } from '../../../tests/support/pickers';
import { renderApp, renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import type { StockValueAnswer } from '../../domain/stockValue';

/** The stock's value (issue 47): the owner's screen over GET /stock/value?day=, its figure card, table and CSV. */

const api = setupApi();
vi.setConfig({ testTimeout: 30_000 });

/** 24 Nov 2026, 10 am in Colombo. */
const NOW = new Date('2026-11-24T04:30:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const ANSWERS: Record<string, StockValueAnswer> = {
  '2026-11-24': {
    day: '2026-11-24',
    total: 3640,
    lines: [
      { _id: 'p1', name: 'HDMI Cable 1.5m', quantity: 16, averageCost: 115, value: 1840 },
      { _id: 'p2', name: 'TV Remote, universal', quantity: 9, averageCost: 200, value: 1800 },
    ],
  },
  '2026-11-20': { day: '2026-11-20', total: 1000, lines: [{ _id: 'p1', name: 'HDMI Cable 1.5m', quantity: 10, averageCost: 100, value: 1000 }] },
};

/** Serves the answers by day; records each day asked. */
function serveValues() {
  const asked: (string | null)[] = [];
  api.use(
    http.get('*/api/stock/value', ({ request }) => {
      const day = new URL(request.url).searchParams.get('day');
      asked.push(day);
      const answer = day ? ANSWERS[day] : undefined;
      return answer ? HttpResponse.json(answer) : HttpResponse.json({ message: 'Please enter a valid date (YYYY-MM-DD)', key: 'dateInvalid' }, { status: 400 });
    }),
  );
  return asked;
}

describe('Stock Value', () => {
  it('shows the owner today’s value on its card and each product’s line, then a past day’s, and exports the lines as CSV', async () => {
    const asked = serveValues();
    renderScreen({ user: owner, path: '/stock/value', features: ['stockValue'] });
    expect(await screen.findByText('LKR 3,640.00')).toBeInTheDocument();
    expect(screen.getByText('Stock value at the end of 24 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('2 products in stock')).toBeInTheDocument();
    const row = screen.getByText('HDMI Cable 1.5m').closest('tr')!;
    expect(within(row).getByText('LKR 115.00')).toBeInTheDocument();
    expect(within(row).getByText('LKR 1,840.00')).toBeInTheDocument();

    const downloads = captureDownloads();
    const user = userEvent.setup({ delay: null });
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(await downloads.last()).toBe(
        ['Product,On hand,Average cost,Value', 'HDMI Cable 1.5m,16,115.00,1840.00', '"TV Remote, universal",9,200.00,1800.00'].join('\r\n'),
      );
    } finally {
      downloads.restore();
    }

    await typeInPicker(user, pickerField(document.body, /^At the end of/), '20112026');
    expect((await screen.findByText('Stock value at the end of 20 Nov 2026')).parentElement).toHaveTextContent('LKR 1,000.00');
    expect(screen.getByText('1 product in stock')).toBeInTheDocument();
    expect(screen.queryByText('TV Remote, universal')).not.toBeInTheDocument();
    expect(asked).toContain('2026-11-20');
  });

  it('refuses a day after today with the rule’s message, without asking', async () => {
    const asked = serveValues();
    renderScreen({ user: owner, path: '/stock/value', features: ['stockValue'] });
    await screen.findByText('LKR 3,640.00');
    const user = userEvent.setup({ delay: null });
    await typeInPicker(user, pickerField(document.body, /^At the end of/), '25112026');
    expect(await screen.findByText('The stock can be valued for today or an earlier day')).toBeInTheDocument();
    expect(screen.queryByText('HDMI Cable 1.5m')).not.toBeInTheDocument();
    expect(asked).not.toContain('2026-11-25');
  });

  it('asks only for a whole day typed: none for the years on the way (0002, 0020, 0202), one for the day finished', async () => {
    const asked = serveValues();
    renderScreen({ user: owner, path: '/stock/value', features: ['stockValue'] });
    await screen.findByText('LKR 3,640.00');
    expect(asked).toEqual(['2026-11-24']);
    const user = userEvent.setup({ delay: null });
    const field = pickerField(document.body, /^At the end of/);
    await typeInPicker(user, field, '2011');
    // The year a digit at a time, as a person types: after each, a moment (the picker's own timers run).
    for (const digit of '202') {
      await user.keyboard(digit);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(asked).toEqual(['2026-11-24']);
    }
    // Half typed: what was typed stays in the field, and today's value, for the day it says.
    expect(pickerText(field)).toBe('20 Nov 0202');
    expect(screen.getByText('Stock value at the end of 24 Nov 2026').parentElement).toHaveTextContent('LKR 3,640.00');
    await user.keyboard('6');
    expect((await screen.findByText('Stock value at the end of 20 Nov 2026')).parentElement).toHaveTextContent('LKR 1,000.00');
    expect(pickerText(field)).toBe('20 Nov 2026');
    expect(asked).toEqual(['2026-11-24', '2026-11-20']);
  });

  it('shows a day without stock as such: LKR 0.00, no lines, nothing to export', async () => {
    api.use(http.get('*/api/stock/value', () => HttpResponse.json({ day: '2026-11-24', total: 0, lines: [] } satisfies StockValueAnswer)));
    renderScreen({ user: owner, path: '/stock/value', features: ['stockValue'] });
    expect(await screen.findByText('No stock on that day')).toBeInTheDocument();
    const card = screen.getByText('Stock value at the end of 24 Nov 2026').parentElement!;
    expect(card).toHaveTextContent('LKR 0.00');
    expect(card).toHaveTextContent('0 products in stock');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it.each([
    ['a server fault', () => HttpResponse.json({ message: 'Internal server error', key: 'internalError' }, { status: 500 })],
    ['no answer', () => HttpResponse.error()],
  ])('says a failed load (%s) failed, and draws nothing of an answer', async (_what, answer) => {
    api.use(http.get('*/api/stock/value', answer));
    renderScreen({ user: owner, path: '/stock/value', features: ['stockValue'] });
    expect(await screen.findByText('The stock value could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
    const card = screen.getByText('Stock value at the end of 24 Nov 2026').parentElement!;
    expect(card).not.toHaveTextContent('LKR');
    expect(card.querySelector('.MuiSkeleton-root')).toBeNull();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No stock on that day')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('is in the owner’s menu where the backend names it; not in staff’s, nor in a backend’s that does not; staff get no figure', async () => {
    const asked = serveValues();
    const menuItem = async () => {
      const menu = await screen.findByRole('menu');
      await within(menu).findByText('Dashboard');
      return within(menu).queryByText('Stock Value');
    };
    let rendered = renderApp({ user: owner, path: '/dashboard', features: ['stockValue'] });
    expect(await menuItem()).toBeInTheDocument();
    rendered.unmount();
    rendered = renderApp({ user: owner, path: '/dashboard', features: [] });
    expect(await menuItem()).not.toBeInTheDocument();
    rendered.unmount();
    rendered = renderApp({ user: staffUser, path: '/dashboard', features: ['stockValue'] });
    expect(await menuItem()).not.toBeInTheDocument();
    rendered.unmount();
    // Staff who type its address see the access-denied page.
    renderScreen({ user: staffUser, path: '/stock/value', features: ['stockValue'] });
    expect((await screen.findAllByText('Access Denied')).length).toBeGreaterThan(0);
    expect(asked).toEqual([]);
  });
});
