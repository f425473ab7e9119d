import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBill, buildCustomer, owner } from '../../tests/support/builders';
import { renderApp } from '../../tests/support/renderApp';
import { setupApi } from '../../tests/support/server';

const api = setupApi();
const NOW = '2026-03-13T10:00:00.000Z';
const kasun = buildCustomer();
// Sold 1,500 (profit 600) this morning; one of the two cables came back (750, profit 300).
const returned = {
  ...buildBill(kasun, [{ name: 'HDMI', quantity: 2, billedPrice: 750 }], { createdAt: '2026-03-13T04:30:00.000Z', profit: 600 }),
  returnedAmount: 750,
  returnedProfit: 300,
};
const kept = buildBill(kasun, [{ name: 'Remote', quantity: 1, billedPrice: 1000 }], { createdAt: '2026-03-13T05:00:00.000Z', profit: 200 });

const card = (label: string) => screen.getByText(label).closest('.MuiCard-root, .MuiAlert-root')!.textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the dashboard counts bills net of their returns (product.md §10)', () => {
  it('takes what went back off today’s bills and profit', async () => {
    api.use(
      http.get('*/api/bills', () => HttpResponse.json([returned, kept])),
      ...['recharge/sales', 'repairs', 'products', 'expenses'].map((path) => http.get(`*/api/${path}`, () => HttpResponse.json([]))),
      http.get('*/api/recharge/balance', () => HttpResponse.json({})),
    );
    renderApp({ user: owner, path: '/dashboard', features: ['payments'] });
    await waitFor(() => expect(card('Bills today')).toContain('LKR 1,750.00'));
    expect(card('Bills today')).toContain('2 bills');
    expect(card('Profit today')).toContain('LKR 500.00');
  });
});
