import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** One msw server per test file; handlers are added per test with `api.use(...)`. */
export function setupApi() {
  const api = setupServer();
  beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => api.resetHandlers());
  afterAll(() => api.close());
  return api;
}
