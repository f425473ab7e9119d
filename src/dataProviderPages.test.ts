import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ListRows } from './api/listRows';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './http';
import type { ResourceDeclaration } from './resources/types';
import { SESSION_KEYS } from './session';

/** A sign-in whose answer named `features` (the setup file clears storage after each test). */
const signedInTo = (...features: string[]) => localStorage.setItem(SESSION_KEYS.features, JSON.stringify(features));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sales: ResourceDeclaration = {
  name: 'sales' as ResourceDeclaration['name'],
  icon: () => null,
  menu: { order: 1 },
  routes: { list: 'GET /sales' },
  list: { search: ['name'] },
  columns: [],
  inputs: [],
};

const SALES = [
  { _id: 's1', name: 'Kasun', amount: 100 },
  { _id: 's2', name: 'Nimal', amount: 250 },
  { _id: 's3', name: 'Kamal', amount: 75 },
];

function provider() {
  const http = createHttpClient({ baseUrl: '/api', getToken: () => 'token-1' });
  // A worked-out field, as bills have (src/api/resourceData.ts): added to paged rows too.
  const data = { sales: { derived: { label: (sale: Record<string, unknown>) => `S-${String(sale._id)}` } } };
  return createDataProvider({ http, resources: [sales], data });
}

/** A backend that pages: answers each asked page from SALES (filtered by `q` on name), and records what it was asked. */
function servePages() {
  const asked: URLSearchParams[] = [];
  server.use(
    mock.get('*/api/sales', ({ request }) => {
      const words = new URL(request.url).searchParams;
      asked.push(words);
      const filter = JSON.parse(words.get('_filter') ?? '{}') as { q?: string; id?: string[] };
      const matched = SALES.filter(
        (sale) => (!filter.q || sale.name.toLowerCase().includes(filter.q)) && (!filter.id || filter.id.includes(sale._id)),
      );
      if (!words.has('_page')) return HttpResponse.json(matched);
      const size = Number(words.get('_perPage'));
      const start = (Number(words.get('_page')) - 1) * size;
      const summary = { count: matched.length, total: matched.reduce((sum, sale) => sum + sale.amount, 0) };
      return HttpResponse.json({ data: matched.slice(start, start + size), total: matched.length, summary });
    }),
  );
  return asked;
}

/** A backend as the spec's: the whole list whatever it is asked. */
function serveWhole(answer: unknown = SALES) {
  const served = { calls: 0 };
  server.use(
    mock.get('*/api/sales', () => {
      served.calls += 1;
      return HttpResponse.json(answer as never);
    }),
  );
  return served;
}

const firstPage = { pagination: { page: 1, perPage: 2 }, sort: { field: 'amount', order: 'DESC' as const }, filter: {} };

describe('a backend that pages its lists (our server, which names `paging` at sign-in)', () => {
  beforeEach(() => signedInTo('paging'));

  it('is asked for the page, its order and filters, and answers the page, its total and the figures of the whole set', async () => {
    const asked = servePages();
    const answer = await provider().getList('sales', { ...firstPage, filter: { q: 'k' } });
    expect(Object.fromEntries(asked[0])).toEqual({ _page: '1', _perPage: '2', _sort: 'amount', _order: 'DESC', _filter: '{"q":"k"}' });
    expect(answer.data.map((sale) => sale.id)).toEqual(['s1', 's3']);
    expect(answer.data[0].label).toBe('S-s1');
    expect(answer.total).toBe(2);
    expect(answer.meta).toEqual({ summary: { count: 2, total: 175 } });
  });

  it('asks the server again for every page: the browser holds one page, not the list', async () => {
    const asked = servePages();
    const dataProvider = provider();
    await dataProvider.getList('sales', firstPage);
    const second = await dataProvider.getList('sales', { ...firstPage, pagination: { page: 2, perPage: 2 } });
    expect(second.data.map((sale) => sale.id)).toEqual(['s3']);
    expect(asked.map((words) => words.get('_page'))).toEqual(['1', '2']);
  });

  it('asks an export for every matching record, without a page', async () => {
    const asked = servePages();
    const dataProvider = provider();
    await dataProvider.getList('sales', firstPage);
    const exported = await dataProvider.getList('sales', { ...firstPage, pagination: { page: 1, perPage: 1_000_000 }, meta: { whole: true } });
    expect(exported.data.map((sale) => sale.id)).toEqual(['s1', 's2', 's3']);
    expect(asked[1].has('_page')).toBe(false);
  });

  it('finds records by id through the page (getMany, getOne), never reading the whole list', async () => {
    const asked = servePages();
    const dataProvider = provider();
    const many = await dataProvider.getMany('sales', { ids: ['s3', 's1'] });
    expect(many.data.map((sale) => sale.id).sort()).toEqual(['s1', 's3']);
    const one = await dataProvider.getOne('sales', { id: 's2' });
    expect(one.data.name).toBe('Nimal');
    expect(asked.map((words) => words.get('_filter'))).toEqual(['{"id":["s3","s1"]}', '{"id":["s2"]}']);
    expect(asked.every((words) => words.has('_page'))).toBe(true);
  });
});

describe('joins on a paged list', () => {
  it("keeps a join the server made (a sale's buyer) and reads no other list for it", async () => {
    signedInTo('paging');
    server.use(
      mock.get('*/api/sales', () =>
        HttpResponse.json({ data: [{ _id: 's1', buyerId: 'c1', buyer: { _id: 'c1', phoneNumber: '0771234567' } }], total: 1, summary: {} }),
      ),
    );
    const http = createHttpClient({ baseUrl: '/api', getToken: () => 'token-1' });
    const people = { ...sales, name: 'people' as ResourceDeclaration['name'], routes: { list: 'GET /people' as const } };
    const data = { sales: { joins: { buyer: { id: 'buyerId', reference: 'people' as never } } } };
    // No handler serves /people: reading it would fail the test (onUnhandledRequest: 'error').
    const answer = await createDataProvider({ http, resources: [sales, people], data }).getList('sales', firstPage);
    expect(answer.data[0].buyer).toEqual({ _id: 'c1', phoneNumber: '0771234567' });
  });
});

describe("a backend that answers whole lists (the shop's own, which names no `paging`)", () => {
  it('is asked exactly the spec\'s call: no query words at all, for a page, a search, an export or records by id', async () => {
    const urls: string[] = [];
    server.use(
      mock.get('*/api/sales', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json(SALES);
      }),
    );
    const dataProvider = provider();
    await dataProvider.getList('sales', { ...firstPage, filter: { q: 'ka' } });
    await dataProvider.invalidate('sales');
    await dataProvider.getList('sales', { ...firstPage, pagination: { page: 1, perPage: 1_000_000 }, meta: { whole: true } });
    await dataProvider.invalidate('sales');
    await dataProvider.getMany('sales', { ids: ['s1'] });
    expect(urls).toHaveLength(3);
    expect(urls.map((url) => new URL(url).search)).toEqual(['', '', '']);
  });

  it('is read once: its answer to the first page is the collection, paged, searched and summed in the browser', async () => {
    const served = serveWhole();
    const dataProvider = provider();
    const first = await dataProvider.getList('sales', firstPage);
    const searched = await dataProvider.getList('sales', { ...firstPage, filter: { q: 'ka' } });
    expect(first.data.map((sale) => sale.id)).toEqual(['s2', 's1']);
    expect(first.total).toBe(3);
    expect(first.meta.rows).toBeInstanceOf(ListRows);
    expect(searched.data.map((sale) => sale.id)).toEqual(['s1', 's3']);
    expect(served.calls).toBe(1);
  });

  it('shares one read between lists asked at once (a page and its neighbours)', async () => {
    const served = serveWhole();
    const dataProvider = provider();
    await Promise.all([1, 2, 3].map((page) => dataProvider.getList('sales', { ...firstPage, pagination: { page, perPage: 1 } })));
    expect(served.calls).toBe(1);
  });

  it('takes a {data, total} holding more than a page as the whole list', async () => {
    serveWhole({ data: SALES, total: 3 });
    const answer = await provider().getList('sales', { ...firstPage, pagination: { page: 1, perPage: 1 } });
    expect(answer.data.map((sale) => sale.id)).toEqual(['s2']);
    expect(answer.meta.rows).toBeInstanceOf(ListRows);
  });

  it('pages once a later sign-in names `paging`: another sign-in may be another backend', async () => {
    serveWhole();
    const dataProvider = provider();
    await dataProvider.getList('sales', firstPage);
    await dataProvider.invalidate();
    signedInTo('paging');
    const asked = servePages();
    const answer = await dataProvider.getList('sales', firstPage);
    expect(asked).toHaveLength(1);
    expect(answer.meta).toEqual({ summary: { count: 3, total: 425 } });
  });
});
