import { http as mock, HttpResponse, type DefaultBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient } from '@tanstack/react-query';
import { routeAnswerKey } from './engine/queryKeys';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDataTable } from './api/resourceData';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './http';
import { staffs } from './resources/staffs';
import type { RouteTable } from './api/routes';
import type { ResourceDeclaration } from './resources/types';
import { SESSION_KEYS } from './session';

/** A sign-in whose answer named `features` (the setup file clears storage after each test). */
const signedInTo = (...features: string[]) => localStorage.setItem(SESSION_KEYS.features, JSON.stringify(features));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A declaration as small as the interpreter needs; the names are not the app's. */
function declare(name: string, routes?: RouteTable, search: string[] = []): ResourceDeclaration {
  return { name: name as ResourceDeclaration['name'], icon: () => null, menu: { order: 1 }, routes, list: { search }, columns: [], inputs: [] };
}

const people = declare(
  'people',
  { list: 'GET /people', create: 'POST /people/new', update: 'PUT /people/edit/:id', delete: 'DELETE /people/remove/:id' },
  ['firstName', 'lastName', 'email'],
);
const gadgets = declare('gadgets', { list: 'GET /stock/gadgets', listKey: 'items', one: 'GET /stock/gadgets/:id' });
const readOnly = declare('readonly', { list: 'GET /readonly' });
// A screen of its own (settings) calls its API itself: no route table.
const pageOnly = declare('pageonly');

const PEOPLE = [
  { _id: 'p1', firstName: 'Nimal', lastName: 'Perera', email: 'nimal@shop.lk', age: 40, status: 'active' },
  { _id: 'p2', firstName: 'Kamal', lastName: 'Silva', email: 'kamal@shop.lk', age: 9, status: 'inactive' },
  { _id: 'p3', firstName: 'amara', lastName: 'Fernando', email: 'amara@mail.lk', age: 100, status: 'active' },
  { _id: 'p4', firstName: 'Sunil', lastName: 'Perera', email: 'sunil@mail.lk', status: 'active' },
];

function provider(resources = [people, gadgets, readOnly, pageOnly, staffs], cacheTtlMs?: number, extra: { data?: ResourceDataTable; queryClient?: QueryClient } = {}) {
  const http = createHttpClient({ baseUrl: '/api', getToken: () => 'token-1' });
  return createDataProvider({ http, resources, cacheTtlMs, data: {}, ...extra });
}

/** Serves `answer` at GET /api<path> and counts the calls. */
function serveList(path: string, answer: DefaultBodyType = PEOPLE) {
  const served = { calls: 0 };
  server.use(
    mock.get(`*/api${path}`, () => {
      served.calls += 1;
      return HttpResponse.json(answer);
    }),
  );
  return served;
}

/** Records every write call's method, path and body, answering `answer`. */
function recordWrites(answer: DefaultBodyType = { message: 'Done' }) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  server.use(
    mock.all('*/api/*', async ({ request }) => {
      if (request.method === 'GET') return undefined;
      const text = await request.text();
      calls.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
      return HttpResponse.json(answer);
    }),
  );
  return calls;
}

const ids = (result: { data: { id: unknown }[] }) => result.data.map((record) => record.id);
const list = (params: object = {}, resource = 'people') => provider().getList(resource, { filter: {}, ...params });

describe('getList answer shapes (product.md §7)', () => {
  it.each([
    ['a plain list', [{ _id: 'g1' }, { _id: 'g2' }], ['g1', 'g2']],
    ['{data: [...]}', { data: [{ _id: 'g1' }] }, ['g1']],
    ['{<listKey>: [...]}', { items: [{ _id: 'g1' }], total: 1 }, ['g1']],
    ['{<resource name>: [...]}', { gadgets: [{ _id: 'g2' }] }, ['g2']],
    ['an object with one list', { success: true, results: [{ _id: 'g3' }] }, ['g3']],
    ['a single object', { _id: 'g9', name: 'Remote' }, ['g9']],
    ['only a message', { message: 'No gadgets' }, []],
    ['an empty data with a message', { data: null, message: 'No gadgets' }, []],
  ])('reads %s', async (_shape, answer, expected) => {
    serveList('/stock/gadgets', answer);
    expect(ids(await list({}, 'gadgets'))).toEqual(expected);
  });

  it('copies _id to id and keeps _id', async () => {
    serveList('/people');
    const { data } = await list();
    expect(data[0]).toMatchObject({ id: 'p1', _id: 'p1', firstName: 'Nimal' });
  });

  it('keeps an id the record already has', async () => {
    serveList('/stock/gadgets', [{ id: 7, _id: 'other' }]);
    expect(ids(await list({}, 'gadgets'))).toEqual([7]);
  });
});

describe('getList in memory (the rules themselves: src/api/listQuery.test.ts)', () => {
  it('searches the declared fields', async () => {
    serveList('/people');
    expect(ids(await list({ filter: { q: 'SHOP.LK' } }))).toEqual(['p1', 'p2']);
  });

  it('filters on an equal value', async () => {
    serveList('/people');
    expect(ids(await list({ filter: { status: 'inactive' } }))).toEqual(['p2']);
  });

  it('sorts on the asked field', async () => {
    serveList('/people');
    expect(ids(await list({ sort: { field: 'age', order: 'DESC' } }))).toEqual(['p3', 'p1', 'p2', 'p4']);
  });

  it('returns the asked page and the filtered total', async () => {
    serveList('/people');
    const result = await list({ filter: { status: 'active' }, sort: { field: 'firstName', order: 'ASC' }, pagination: { page: 2, perPage: 2 } });
    expect(result).toMatchObject({ total: 3 });
    expect(ids(result)).toEqual(['p4']);
  });
});

describe('the collection cache', () => {
  it('fetches once across pages, searches and sorts', async () => {
    const served = serveList('/people');
    const dataProvider = provider();
    await dataProvider.getList('people', { filter: {}, pagination: { page: 1, perPage: 2 } });
    await dataProvider.getList('people', { filter: { q: 'per' }, pagination: { page: 2, perPage: 2 } });
    await dataProvider.getList('people', { filter: {}, sort: { field: 'age', order: 'DESC' } });
    expect(served.calls).toBe(1);
  });

  it('shares one request between concurrent calls', async () => {
    const served = serveList('/people');
    const dataProvider = provider();
    await Promise.all([1, 2, 3].map((page) => dataProvider.getList('people', { filter: {}, pagination: { page, perPage: 1 } })));
    expect(served.calls).toBe(1);
  });

  it('fetches again once the time to live has passed', async () => {
    const served = serveList('/people');
    const dataProvider = provider(undefined, 10);
    await dataProvider.getList('people', { filter: {} });
    await new Promise((resolve) => setTimeout(resolve, 30));
    await dataProvider.getList('people', { filter: {} });
    expect(served.calls).toBe(2);
  });

  it.each([
    ['create', { data: { firstName: 'New' } }],
    ['update', { id: 'p1', data: { firstName: 'Changed' }, previousData: PEOPLE[0] }],
    ['delete', { id: 'p1', previousData: PEOPLE[0] }],
  ] as const)('fetches again after a %s', async (verb, params) => {
    const served = serveList('/people');
    recordWrites();
    const dataProvider = provider();
    await dataProvider.getList('people', { filter: {} });
    await (dataProvider[verb] as (resource: string, params: object) => Promise<unknown>)('people', params);
    await dataProvider.getList('people', { filter: {} });
    expect(served.calls).toBe(2);
  });

  it('reads a joined collection once, and without its joins when asked (meta.joins false)', async () => {
    const orders = declare('orders', { list: 'GET /orders', delete: 'DELETE /orders/:id' });
    const servedOrders = serveList('/orders', [{ _id: 'o1', personId: 'p2' }]);
    const servedPeople = serveList('/people');
    recordWrites();
    const dataProvider = provider([people, orders], undefined, { data: { orders: { joins: { person: { id: 'personId', reference: 'people' as never } } } } });

    const plain = await dataProvider.getList('orders', { filter: {}, meta: { joins: false } });
    expect([plain.data[0].person, servedPeople.calls]).toEqual([undefined, 0]);
    const joined = await dataProvider.getList('orders', { filter: {} });
    expect([joined.data[0].person?.firstName, servedOrders.calls, servedPeople.calls]).toEqual(['Kamal', 1, 1]);

    await dataProvider.delete('orders', { id: 'o1' });
    await dataProvider.getList('orders', { filter: {} });
    expect(servedOrders.calls).toBe(2);
  });

  it('fetches again after invalidate(resource)', async () => {
    const served = serveList('/people');
    const dataProvider = provider();
    await dataProvider.getList('people', { filter: {} });
    dataProvider.invalidate('people');
    await dataProvider.getList('people', { filter: {} });
    expect(served.calls).toBe(2);
  });
});

describe('reading records', () => {
  it('finds getOne in the collection when no route is declared', async () => {
    serveList('/people');
    const { data } = await provider().getOne('people', { id: 'p3' });
    expect(data).toMatchObject({ id: 'p3', firstName: 'amara' });
  });

  it('rejects an unknown id with a 404', async () => {
    serveList('/people');
    await expect(provider().getOne('people', { id: 'nobody' })).rejects.toMatchObject({ status: 404 });
  });

  it('calls the declared one route, unwrapping the answer', async () => {
    server.use(mock.get('*/api/stock/gadgets/g%201', () => HttpResponse.json({ data: { _id: 'g 1', name: 'Remote' } })));
    const { data } = await provider().getOne('gadgets', { id: 'g 1' });
    expect(data).toMatchObject({ id: 'g 1', name: 'Remote' });
  });

  it('calls a one route of a feature only where the backend named that feature, else finds the record in the collection', async () => {
    const sales = declare('sales', { list: 'GET /sales', one: { route: 'GET /sales/:id', feature: 'payments' } });
    const asked: string[] = [];
    serveList('/sales', [{ _id: 's1', price: 500 }]);
    server.use(
      mock.get('*/api/sales/:id', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ _id: 's1', price: 500, payment: { change: 0 } });
      }),
    );
    const listed = await provider([sales]).getOne('sales', { id: 's1' });
    expect(listed.data).toMatchObject({ id: 's1', price: 500 });
    expect(listed.data).not.toHaveProperty('payment');
    expect(asked).toEqual([]);
    localStorage.setItem(SESSION_KEYS.features, JSON.stringify(['payments']));
    try {
      expect((await provider([sales]).getOne('sales', { id: 's1' })).data).toMatchObject({ id: 's1', payment: { change: 0 } });
    } finally {
      localStorage.removeItem(SESSION_KEYS.features);
    }
    expect(asked).toEqual(['s1']);
  });

  it('gives getMany the asked records from the collection', async () => {
    serveList('/people');
    expect(ids(await provider().getMany('people', { ids: ['p4', 'p2', 'absent'] }))).toEqual(['p2', 'p4']);
  });

  it('gives getManyReference the records whose target matches', async () => {
    serveList('/people');
    const result = await provider().getManyReference('people', {
      target: 'lastName',
      id: 'Perera',
      filter: {},
      sort: { field: 'firstName', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(ids(result)).toEqual(['p1', 'p4']);
  });
});

describe('writing records', () => {
  it.each([
    ['create', { data: { firstName: 'New' } }, { method: 'POST', path: '/api/people/new', body: { firstName: 'New' } }],
    ['update', { id: 'p/1', data: { firstName: 'X' }, previousData: {} }, { method: 'PUT', path: '/api/people/edit/p%2F1', body: { firstName: 'X' } }],
    ['delete', { id: 'p1', previousData: PEOPLE[0] }, { method: 'DELETE', path: '/api/people/remove/p1', body: null }],
  ] as const)('sends %s to exactly the declared method and path', async (verb, params, expected) => {
    const calls = recordWrites();
    await (provider()[verb] as (resource: string, params: object) => Promise<unknown>)('people', params);
    expect(calls).toEqual([expected]);
  });

  it.each([
    ['the record', { _id: 'n1', firstName: 'New' }],
    ['{data: record}', { data: { _id: 'n1', firstName: 'New' } }],
    ['{<singular>: record}', { message: 'Created', person: { _id: 'n1', firstName: 'New' } }],
  ])('reads a create answered with %s', async (_shape, answer) => {
    recordWrites(answer);
    const { data } = await provider().create('people', { data: { firstName: 'New' } });
    expect(data).toMatchObject({ id: 'n1', _id: 'n1', firstName: 'New' });
  });

  it('answers a create answered with only a message with what was sent and a temporary id', async () => {
    recordWrites({ message: 'Staff created successfully' });
    const { data } = await provider().create('people', { data: { firstName: 'New' } });
    expect(data).toMatchObject({ firstName: 'New', id: expect.stringMatching(/^temporary-/) });
  });

  it('answers an update answered with only a message with the previous record and the changes', async () => {
    recordWrites({ message: 'Updated' });
    const { data } = await provider().update('people', { id: 'p1', data: { firstName: 'Changed' }, previousData: PEOPLE[0] });
    expect(data).toMatchObject({ id: 'p1', firstName: 'Changed', lastName: 'Perera' });
  });

  it('resolves a delete with the previous record', async () => {
    recordWrites();
    const { data } = await provider().delete('people', { id: 'p1', previousData: { ...PEOPLE[0], id: 'p1' } });
    expect(data).toMatchObject({ id: 'p1', firstName: 'Nimal' });
  });

  it('sends one call per id for deleteMany', async () => {
    const calls = recordWrites();
    const { data } = await provider().deleteMany('people', { ids: ['p1', 'p2'] });
    expect([data, calls.map((call) => call.path)]).toEqual([['p1', 'p2'], ['/api/people/remove/p1', '/api/people/remove/p2']]);
  });

  it('rejects a verb whose route is not declared, naming it', async () => {
    await expect(provider().create('readonly', { data: {} })).rejects.toThrow('The resource "readonly" declares no "create" route');
  });
});

describe('the staffs declaration', () => {
  it.each([
    ['getList', () => provider().getList('staffs', { filter: {} }), 'GET /api/admins'],
    ['create', () => provider().create('staffs', { data: { firstName: 'A' } }), 'POST /api/admins/create'],
    ['update', () => provider().update('staffs', { id: 's1', data: {}, previousData: { id: 's1' } }), 'PUT /api/admins/edit/s1'],
    ['delete', () => provider().delete('staffs', { id: 's1', previousData: { id: 's1' } }), 'DELETE /api/admins/delete/s1'],
  ])('sends %s to the spec path', async (_verb, call, expected) => {
    const seen: string[] = [];
    server.use(
      mock.all('*/api/*', ({ request }) => {
        seen.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json([]);
      }),
    );
    await call();
    expect(seen).toEqual([expected]);
  });
});

describe('a resource without routes, or not declared', () => {
  it.each(['pageonly', 'undeclared'])('refuses %s, naming it, and sends nothing', async (name) => {
    const seen: string[] = [];
    server.use(
      mock.all('*/api/*', ({ request }) => {
        seen.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json([]);
      }),
    );
    const shop = provider();
    await expect(shop.getList(name, { filter: {}, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 10 } })).rejects.toThrow(`The resource "${name}" declares no routes`);
    await expect(shop.delete(name, { id: 'w1', previousData: { id: 'w1' } })).rejects.toThrow(`The resource "${name}" declares no routes`);
    expect(seen).toEqual([]);
  });
});

describe('what the engine needs of the interpreter', () => {
  it('answers every matched row and the whole collection as meta.rows, for summaries and exports', async () => {
    serveList('/people');
    const { total, data, meta } = await provider().getList('people', {
      filter: { status: 'active' },
      sort: { field: 'age', order: 'DESC' },
      pagination: { page: 1, perPage: 1 },
    });
    expect([total, data.map((record) => record.id)]).toEqual([3, ['p3']]);
    expect(meta.rows.filtered.map((record: { id: string }) => record.id)).toEqual(['p3', 'p1', 'p4']);
    expect(meta.rows.all).toHaveLength(4);
  });

  it('answers the same meta.rows for every page of one query, so figures over them are computed once', async () => {
    serveList('/people');
    const shop = provider();
    const page = (number: number) =>
      shop.getList('people', { filter: { status: 'active' }, sort: { field: 'age', order: 'DESC' }, pagination: { page: number, perPage: 1 } });
    const [one, two] = [await page(1), await page(2)];
    expect(two.data.map((record) => record.id)).toEqual(['p1']);
    expect(two.meta.rows).toBe(one.meta.rows);
  });

  it("adds the resource's preconditions on the record as read to an update", async () => {
    serveList('/people');
    const seen: (string | null)[] = [];
    server.use(
      mock.put('*/api/people/edit/:id', ({ request }) => {
        seen.push(request.headers.get('if-match'));
        return HttpResponse.json({ _id: 'p1' });
      }),
    );
    const data: ResourceDataTable = { people: { preconditions: (record) => ({ 'If-Match': `"age-${record.age}"` }) } };
    signedInTo('preconditions');
    await provider([people], undefined, { data }).update('people', { id: 'p1', data: { age: 41 }, previousData: { id: 'p1', age: 40 } });
    expect(seen).toEqual(['"age-40"']);
  });

  it('otherwise sends the version the record was read at, so an edit never overwrites a newer one', async () => {
    serveList('/people');
    const seen: (string | null)[] = [];
    server.use(
      mock.put('*/api/people/edit/:id', ({ request }) => {
        seen.push(request.headers.get('if-match'));
        return HttpResponse.json({ _id: 'p1' });
      }),
    );
    signedInTo('preconditions');
    const dataProvider = provider([people]);
    await dataProvider.update('people', { id: 'p1', data: { age: 41 }, previousData: { id: 'p1', age: 40, updatedAt: '2026-11-23T04:30:00.000Z' } });
    await dataProvider.update('people', { id: 'p1', data: { age: 42 }, previousData: { id: 'p1', age: 41 } });
    expect(seen).toEqual(['"v-2026-11-23T04:30:00.000Z"', null]);
  });

  it('sends no precondition to a backend that did not name `preconditions` (the spec\'s issues no versions)', async () => {
    serveList('/people');
    const seen: (string | null)[] = [];
    server.use(
      mock.put('*/api/people/edit/:id', ({ request }) => {
        seen.push(request.headers.get('if-match'));
        return HttpResponse.json({ _id: 'p1' });
      }),
    );
    signedInTo('payments', 'paging');
    await provider([people]).update('people', { id: 'p1', data: { age: 41 }, previousData: { id: 'p1', age: 40, updatedAt: '2026-11-23T04:30:00.000Z' } });
    expect(seen).toEqual([null]);
  });

  it('drops the cached lists a write affects (a bill takes stock), so they are read again', async () => {
    const stock = serveList('/people');
    serveList('/readonly', []);
    recordWrites({ _id: 'r1' });
    const selling = { ...readOnly, routes: { list: 'GET /readonly', create: 'POST /readonly' } as RouteTable };
    const dataProvider = provider([people, selling], undefined, { data: { readonly: { affects: ['people'] as never } } });
    const query = { filter: {}, sort: { field: 'id', order: 'ASC' as const }, pagination: { page: 1, perPage: 10 } };
    await dataProvider.getList('people', query);
    await dataProvider.create('readonly', { data: { name: 'x' } });
    await dataProvider.getList('people', query);
    expect(stock.calls).toBe(2);
  });
});

describe('a write says what it changed, one way, to both caches', () => {
  const query = { filter: {}, sort: { field: 'id', order: 'ASC' as const }, pagination: { page: 1, perPage: 2 } };

  /** A react-query cache holding one list query of each resource, to see which a write marks stale. */
  function seeded(...resources: string[]) {
    const queryClient = new QueryClient();
    for (const resource of resources) queryClient.setQueryData([resource, 'getList', query], { data: [], total: 0 });
    const stale = () => resources.filter((resource) => queryClient.getQueryState([resource, 'getList', query])?.isInvalidated);
    return { queryClient, stale };
  }

  it('marks the written resource and those its writes affect stale in react-query, and only those', async () => {
    serveList('/people');
    serveList('/readonly', []);
    recordWrites({ _id: 'r1' });
    const { queryClient, stale } = seeded('people', 'readonly', 'gadgets');
    const selling = { ...readOnly, routes: { list: 'GET /readonly', create: 'POST /readonly' } as RouteTable };
    const dataProvider = provider([people, selling, gadgets], undefined, { data: { readonly: { affects: ['people'] as never } }, queryClient });
    await dataProvider.create('readonly', { data: { name: 'x' } });
    expect(stale().sort()).toEqual(['people', 'readonly']);
  });

  it('after a refused write, reads the collection again but leaves the screen as it is (what the user typed stays)', async () => {
    const served = serveList('/people');
    server.use(mock.put('*/api/people/edit/:id', () => HttpResponse.json({ message: 'Changed meanwhile' }, { status: 409 })));
    const { queryClient, stale } = seeded('people', 'gadgets');
    const dataProvider = provider([people, gadgets], undefined, { queryClient });
    await dataProvider.getList('people', query);
    await expect(dataProvider.update('people', { id: 'p1', data: {}, previousData: PEOPLE[0] as never })).rejects.toMatchObject({ status: 409 });
    await dataProvider.getList('people', query);
    expect([stale(), served.calls]).toEqual([[], 2]);
  });

  it('does so for a delete too, marking only the written resource where its writes affect no other', async () => {
    server.use(mock.delete('*/api/people/remove/:id', () => HttpResponse.json({ message: 'Deleted', _id: 'p1' })));
    const { queryClient, stale } = seeded('people', 'gadgets');
    await provider(undefined, undefined, { queryClient }).delete('people', { id: 'p1', previousData: { id: 'p1' } });
    expect(stale()).toEqual(['people']);
  });

  it('send(): a route of the resource’s own, with its path parameters, then the same invalidation', async () => {
    const served = serveList('/people');
    const seen: string[] = [];
    server.use(
      mock.patch('*/api/people/:id/tags/:index', ({ params }) => {
        seen.push(`${params.id}/${params.index}`);
        return HttpResponse.json({ _id: 'p1' });
      }),
    );
    const { queryClient, stale } = seeded('people');
    const dataProvider = provider([people], undefined, { queryClient });
    await dataProvider.getList('people', query);
    await dataProvider.send('people', { route: 'PATCH /people/:id/tags/:index', id: 'p 1', params: { index: 2 }, body: {} });
    await dataProvider.getList('people', query);
    expect([seen, stale(), served.calls]).toEqual([['p 1/2'], ['people'], 2]);
  });

  it('marks the route answers under the written path, and under the lists of those it affects, stale: one key per answer', async () => {
    serveList('/readonly', []);
    recordWrites({ _id: 'r1' });
    const queryClient = new QueryClient();
    const answers = ['GET /readonly/balance', 'GET /people/summary', 'GET /stock/gadgets/count'] as const;
    for (const route of answers) queryClient.setQueryData(routeAnswerKey(route), {});
    const selling = { ...readOnly, routes: { list: 'GET /readonly', create: 'POST /readonly' } as RouteTable };
    const dataProvider = provider([people, selling, gadgets], undefined, { data: { readonly: { affects: ['people'] as never } }, queryClient });
    await dataProvider.create('readonly', { data: { name: 'x' } });
    expect(answers.filter((route) => queryClient.getQueryState(routeAnswerKey(route))?.isInvalidated)).toEqual(['GET /readonly/balance', 'GET /people/summary']);
  });

  it('invalidate(resource) asks both caches again; invalidate() drops every collection', async () => {
    const served = serveList('/people');
    const { queryClient, stale } = seeded('people');
    const dataProvider = provider(undefined, undefined, { queryClient });
    await dataProvider.getList('people', query);
    await dataProvider.invalidate('people');
    await dataProvider.getList('people', query);
    await dataProvider.invalidate();
    await dataProvider.getList('people', query);
    expect([served.calls, stale()]).toEqual([3, ['people']]);
  });
});
