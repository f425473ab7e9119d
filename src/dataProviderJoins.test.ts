import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './http';
import type { RouteTable } from './api/routes';
import type { ResourceDeclaration } from './resources/types';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function declare(name: string, routes: RouteTable, extra: Partial<ResourceDeclaration> = {}): ResourceDeclaration {
  return { name: name as ResourceDeclaration['name'], icon: () => null, menu: { order: 1 }, routes, columns: [], inputs: [], ...extra };
}

// A sale names its buyer by id, in customers or in agents depending on `soldToType`.
const buyers = declare('buyers', { list: 'GET /buyers' });
const dealers = declare('dealers', { list: 'GET /dealers' });
const orders = declare('orders', { list: 'GET /orders' }, { list: { search: ['buyer.nicNumber'] } });
const data = {
  orders: { joins: { buyer: { id: 'buyerId', reference: { by: 'kind', map: { customer: 'buyers' as never, agent: 'dealers' as never } } } } },
};
const ORDERS = [
  { _id: 'o1', kind: 'customer', buyerId: 'b1' },
  { _id: 'o2', kind: 'agent', buyerId: 'd1' },
  { _id: 'o3', kind: 'agent', buyerId: 'gone' },
];

function provider() {
  const http = createHttpClient({ baseUrl: '/api', getToken: () => 'token-1' });
  return createDataProvider({ http, resources: [buyers, dealers, orders], data });
}

const list = (dataProvider: ReturnType<typeof provider>, filter: Record<string, unknown> = {}) =>
  dataProvider.getList('orders', { filter, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 10 } });

describe('joins: rows carry the record their id names, from the resource their type names', () => {
  it('attaches the customer or agent, nothing for an unknown id, and searches its fields', async () => {
    server.use(
      mock.get('*/api/orders', () => HttpResponse.json(ORDERS)),
      mock.get('*/api/buyers', () => HttpResponse.json([{ _id: 'b1', firstName: 'Kasun', nicNumber: '199012345678' }])),
      mock.get('*/api/dealers', () => HttpResponse.json([{ _id: 'd1', firstName: 'Ruwan', nicNumber: '881234567V' }])),
    );
    const dataProvider = provider();
    const { data } = await list(dataProvider);
    expect(data.map((row) => (row.buyer as { firstName?: string } | undefined)?.firstName)).toEqual(['Kasun', 'Ruwan', undefined]);
    const found = await list(dataProvider, { q: '881234567v' });
    expect(found.data.map((row) => row.id)).toEqual(['o2']);
  });

  it('still lists the rows when a joined list cannot be read', async () => {
    server.use(
      mock.get('*/api/orders', () => HttpResponse.json(ORDERS)),
      mock.get('*/api/buyers', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
      mock.get('*/api/dealers', () => HttpResponse.json([{ _id: 'd1', firstName: 'Ruwan' }])),
    );
    const { data, total } = await list(provider());
    expect(total).toBe(3);
    expect(data[0].buyer).toBeUndefined();
    expect((data[1].buyer as { firstName: string }).firstName).toBe('Ruwan');
  });
});
