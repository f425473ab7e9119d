import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { fakeResourceApi } from './fakeResourceApi';

interface Thing {
  _id: string;
  name: string;
}

const things = (initial: Thing[]) =>
  fakeResourceApi<Thing>(
    { list: 'GET /things', create: 'POST /things', update: 'PUT /things/:id', delete: 'DELETE /things/:id' },
    initial,
    (body) => ({ _id: 'new', name: '', ...body }),
  );

const api = setupServer();
beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
afterAll(() => api.close());

const send = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`http://localhost/api${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
};

describe('the fake resource API', () => {
  it('answers an update or delete of an id it does not hold with 404 and changes nothing', async () => {
    const fake = things([{ _id: 'a', name: 'Kept' }]);
    api.resetHandlers(...fake.handlers);

    expect(await send('PUT', '/things/missing', { name: 'Ghost' })).toEqual({ status: 404, body: { message: MESSAGES.notFound } });
    expect(await send('DELETE', '/things/missing')).toEqual({ status: 404, body: { message: MESSAGES.notFound } });
    expect(fake.state.records).toEqual([{ _id: 'a', name: 'Kept' }]);
  });

  it('updates and deletes a record it holds', async () => {
    const fake = things([{ _id: 'a', name: 'Kept' }]);
    api.resetHandlers(...fake.handlers);

    expect(await send('PUT', '/things/a', { name: 'Renamed' })).toEqual({ status: 200, body: { _id: 'a', name: 'Renamed' } });
    expect((await send('DELETE', '/things/a')).status).toBe(200);
    expect(fake.state.records).toEqual([]);
  });
});
