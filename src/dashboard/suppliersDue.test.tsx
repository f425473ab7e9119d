import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../tests/support/builders';
import { renderApp } from '../../tests/support/renderApp';
import { setupApi } from '../../tests/support/server';

/** The dashboard's reminder of what the shop owes its suppliers once a payment is due (issue 47). */

const api = setupApi();
const NOW = '2026-03-13T06:00:00.000Z';

const BALANCES = [
  { _id: 's1', name: 'Ceylon Mobile Distributors', owed: 17600, firstDueDate: '2026-03-13' },
  { _id: 's2', name: 'Pettah Accessories Wholesale', owed: 31000.5, firstDueDate: '2026-04-01' },
];

function serve(balances = BALANCES) {
  const asked: string[] = [];
  api.use(
    ...['bills', 'recharge/sales', 'repairs', 'products', 'expenses'].map((path) => http.get(`*/api/${path}`, () => HttpResponse.json([]))),
    http.get('*/api/recharge/balance', () => HttpResponse.json({ Dialog: 5000, DDTV: 5000, Mobitel: 5000, Hutch: 5000, Airtel: 5000 })),
    http.get('*/api/suppliers/balances', ({ request }) => (asked.push(request.url), HttpResponse.json(balances))),
  );
  return asked;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('Needs attention: suppliers to pay', () => {
  it('tells the owner what is owed to suppliers in all once a note is due, leading to the owed notes', async () => {
    const asked = serve();
    renderApp({ user: owner, path: '/dashboard', features: ['goodsReceipts'] });
    const item = await screen.findByText('Owed to suppliers: LKR 48,600.50');
    expect(screen.getByText('A payment is due to 1 supplier')).toBeInTheDocument();
    expect(item.closest('a')!.getAttribute('href')).toContain('/goods/received');
    expect(decodeURIComponent(item.closest('a')!.getAttribute('href')!)).toContain('"status":"owed"');
    expect(asked).toHaveLength(1);
  });

  it('says nothing while no note is due', async () => {
    const asked = serve([{ ...BALANCES[1]! }]);
    renderApp({ user: owner, path: '/dashboard', features: ['goodsReceipts'] });
    await waitFor(() => expect(asked).toHaveLength(1));
    await screen.findByText('Needs attention');
    expect(screen.queryByText(/Owed to suppliers/)).not.toBeInTheDocument();
  });

  it('asks nothing for staff, nor on a backend without goods received', async () => {
    const asked = serve();
    const { unmount } = renderApp({ user: staffUser, path: '/dashboard', features: ['goodsReceipts'] });
    await screen.findByText('Needs attention');
    unmount();
    renderApp({ user: owner, path: '/dashboard', features: [] });
    await screen.findByText('Needs attention');
    expect(screen.queryByText(/Owed to suppliers/)).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
