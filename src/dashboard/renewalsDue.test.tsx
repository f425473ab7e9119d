import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffUser } from '../../tests/support/builders';
import { renderApp } from '../../tests/support/renderApp';
import { setupApi } from '../../tests/support/server';

/** The dashboard's count of TV renewals due today and late, and the month's renewals made against due (issue 49, `renewals`). */

const api = setupApi();

function serve(counts: object = { dueToday: 2, overdue: 3, month: { due: 3, renewed: 2 } }) {
  const asked: string[] = [];
  api.use(
    http.get('*/api/recharge/balance', () => HttpResponse.json({ Dialog: 5000, DDTV: 5000, Mobitel: 5000, Hutch: 5000, Airtel: 5000 })),
    http.get('*/api/renewals/summary', ({ request }) => (asked.push(request.url), HttpResponse.json(counts))),
  );
  return asked;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime('2027-03-01T06:00:00.000Z');
});
afterEach(() => vi.useRealTimers());

describe('Needs attention: TV renewals', () => {
  it('counts the renewals due today and late for staff, leading to Renewals Due', async () => {
    serve();
    renderApp({ user: staffUser, path: '/dashboard', features: ['renewals'] });
    const item = await screen.findByText('TV renewals to remind', {}, { timeout: 15_000 });
    expect(screen.getByText('2 due today, 3 overdue')).toBeInTheDocument();
    expect(item.closest('a')!.getAttribute('href')).toContain('/renewals');
  });

  it('shows staff, among the month’s figures, the renewals made against those due so far, leading to Renewals Due', async () => {
    serve();
    renderApp({ user: staffUser, path: '/dashboard', features: ['renewals'] });
    const card = (await screen.findByText('TV renewals this month', {}, { timeout: 15_000 })).closest('a')!;
    expect(await within(card).findByText('2 of 3')).toBeInTheDocument();
    expect(within(card).getByText('renewed, of those due so far')).toBeInTheDocument();
    expect(card.getAttribute('href')).toContain('/renewals');
  });

  it('says nothing while none is due', async () => {
    const asked = serve({ dueToday: 0, overdue: 0 });
    renderApp({ user: staffUser, path: '/dashboard', features: ['renewals'] });
    await waitFor(() => expect(asked).toHaveLength(1), { timeout: 15_000 });
    expect(screen.queryByText('TV renewals to remind')).not.toBeInTheDocument();
  });

  it('asks nothing on a backend that names no `renewals`', async () => {
    const asked = serve();
    renderApp({ user: staffUser, path: '/dashboard', features: [] });
    await screen.findByText('Needs attention', {}, { timeout: 15_000 });
    expect(screen.queryByText('TV renewals to remind')).not.toBeInTheDocument();
    expect(screen.queryByText('TV renewals this month')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
