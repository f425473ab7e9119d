import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RouteTable } from './api/routes';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './http';
import type { ResourceDeclaration } from './resources/types';
import { SESSION_KEYS } from './session';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.removeItem(SESSION_KEYS.features);
});
afterAll(() => server.close());

const routes: RouteTable = { list: 'GET /people' };
const people = { name: 'people', icon: () => null, menu: { order: 1 }, routes, columns: [], inputs: [], list: { search: ['firstName'] } } as unknown as ResourceDeclaration;
const data = { people: { builtIns: { route: 'GET /people/built-in' as const, feature: 'walkIn' as const } } };
const PEOPLE = [
  { _id: 'p2', firstName: 'Nimal', createdAt: '2026-03-02' },
  { _id: 'p1', firstName: 'Kasun', createdAt: '2026-03-01' },
];
const WALK_IN = { _id: 'w', firstName: 'Walk-in', createdAt: '1970-01-01' };

function provider() {
  const http = createHttpClient({ baseUrl: '/api', getToken: () => 'token-1' });
  return createDataProvider({ http, resources: [people], data });
}

const ask = (dataProvider: ReturnType<typeof provider>, meta?: object, q?: string) =>
  dataProvider.getList('people', { filter: q ? { q } : {}, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: 25 }, meta });

describe('records the backend keeps itself (the walk-in customer, product.md §10)', () => {
  it('are left off a list, offered first to a picker that asks (matching what was typed), and found by id', async () => {
    localStorage.setItem(SESSION_KEYS.features, JSON.stringify(['walkIn']));
    server.use(mock.get('*/api/people', () => HttpResponse.json(PEOPLE)), mock.get('*/api/people/built-in', () => HttpResponse.json([WALK_IN])));
    const dataProvider = provider();

    const listed = await ask(dataProvider);
    expect([listed.data.map((row) => row.id), listed.total]).toEqual([['p2', 'p1'], 2]);
    const picked = await ask(dataProvider, { builtIn: true });
    expect([picked.data.map((row) => row.id), picked.total]).toEqual([['w', 'p2', 'p1'], 3]);
    expect((await ask(dataProvider, { builtIn: true }, 'kas')).data.map((row) => row.id)).toEqual(['p1']);
    expect((await dataProvider.getMany('people', { ids: ['w'] })).data).toEqual([expect.objectContaining({ id: 'w', firstName: 'Walk-in' })]);
  });

  it('are not asked for from a backend that does not name the feature (the shop’s own)', async () => {
    let asked = 0;
    server.use(
      mock.get('*/api/people', () => HttpResponse.json(PEOPLE)),
      mock.get('*/api/people/built-in', () => {
        asked += 1;
        return HttpResponse.json([WALK_IN]);
      }),
    );

    const picked = await ask(provider(), { builtIn: true });

    expect(picked.data.map((row) => row.id)).toEqual(['p2', 'p1']);
    expect(asked).toBe(0);
  });
});
