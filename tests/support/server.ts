import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * What the dashboard (the page after sign-in, and at /) reads, answered empty unless a test
 * serves it: tests that only pass through the dashboard need not serve a whole shop.
 */
const emptyShop = [
  ...['bills', 'recharge/sales', 'repairs', 'products', 'expenses'].map((path) => http.get(`*/api/${path}`, () => HttpResponse.json([]))),
  http.get('*/api/recharge/balance', () => HttpResponse.json({})),
  // Where the backend closes days (the `dayClose` feature).
  http.get('*/api/dayclose/recent', () => HttpResponse.json({ today: '', days: [] })),
  // A buyer's account, read beside a sale's payment: unknown unless a test serves it (the server then decides alone).
  http.get('*/api/accounts/:partyType/:id', () => HttpResponse.json({ message: 'Customer not found' }, { status: 404 })),
];

/** One msw server per test file; handlers are added per test with `api.use(...)` (they come before the empty shop). */
export function setupApi() {
  const api = setupServer(...emptyShop);
  beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => api.resetHandlers());
  afterAll(() => api.close());
  return api;
}
