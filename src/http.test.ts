import { delay, http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from './domain/messages';
import { createHttpClient, type HttpClientOptions } from './http';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(overrides: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ baseUrl: '/api', getToken: () => 'token-1', onUnauthorized: vi.fn(), ...overrides });
}

/** Answers any call to /api/echo with what the request carried. */
function echo() {
  server.use(
    mock.all('*/api/echo', async ({ request }) =>
      HttpResponse.json({
        method: request.method,
        url: request.url,
        authorization: request.headers.get('Authorization'),
        contentType: request.headers.get('Content-Type'),
        body: request.method === 'GET' ? null : await request.json(),
      }),
    ),
  );
}

async function failure(promise: Promise<unknown>): Promise<any> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('request', () => {
  it('sends the stored token as a bearer authorisation header', async () => {
    echo();
    const answer = await client().request<{ authorization: string }>('GET', '/echo');
    expect(answer.authorization).toBe('Bearer token-1');
  });

  it('sends no authorisation header when signed out', async () => {
    echo();
    const answer = await client({ getToken: () => null }).request<{ authorization: string | null }>('GET', '/echo');
    expect(answer.authorization).toBeNull();
  });

  it('sends the body as JSON and resolves the parsed answer', async () => {
    echo();
    const answer = await client().request('POST', '/echo', { body: { name: 'Dialog' } });
    expect(answer).toMatchObject({ method: 'POST', contentType: 'application/json', body: { name: 'Dialog' } });
  });

  it('adds the query parameters that have a value', async () => {
    echo();
    const answer = await client().request<{ url: string }>('GET', '/echo', {
      query: { from: '2026-03-01', to: undefined, page: 2 },
    });
    expect(new URL(answer.url).search).toBe('?from=2026-03-01&page=2');
  });

  it('calls an absolute API base', async () => {
    server.use(mock.get('https://shop.example/v1/admins', () => HttpResponse.json([{ _id: 'a1' }])));
    const answer = await client({ baseUrl: 'https://shop.example/v1/' }).request('GET', '/admins');
    expect(answer).toEqual([{ _id: 'a1' }]);
  });

  it('resolves null for an empty answer', async () => {
    server.use(mock.delete('*/api/things/1', () => new HttpResponse(null, { status: 204 })));
    await expect(client().request('DELETE', '/things/1')).resolves.toBeNull();
  });

  it.each([400, 403, 404, 409, 500])('carries the server message, status and body of a %i', async (status) => {
    server.use(mock.post('*/api/things', () => HttpResponse.json({ message: 'Phone number already exists' }, { status })));
    const error = await failure(client().request('POST', '/things', { body: {} }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Phone number already exists', status, body: { message: 'Phone number already exists' } });
  });

  it('gives a generic text when the failure carries no message', async () => {
    server.use(mock.get('*/api/things', () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await failure(client().request('GET', '/things'));
    expect(error).toMatchObject({ message: 'Request failed (status 502)', status: 502 });
  });

  it('tells onUnauthorized of a 401 with the path and method before failing', async () => {
    server.use(mock.get('*/api/recharge/balance', () => HttpResponse.json({ message: 'Expired' }, { status: 401 })));
    const onUnauthorized = vi.fn();
    const error = await failure(client({ onUnauthorized }).request('GET', '/recharge/balance'));
    expect(onUnauthorized).toHaveBeenCalledWith('/recharge/balance', 'GET');
    expect(error).toMatchObject({ status: 401, message: 'Expired' });
  });

  it('does not call onUnauthorized for a 403', async () => {
    server.use(mock.get('*/api/admins', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    const onUnauthorized = vi.fn();
    await failure(client({ onUnauthorized }).request('GET', '/admins'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives up after the time-out with the time-out message', async () => {
    server.use(
      mock.get('*/api/slow', async () => {
        await delay(1_000);
        return HttpResponse.json([]);
      }),
    );
    const error = await failure(client({ timeoutMs: 30 }).request('GET', '/slow'));
    expect(error.message).toBe(MESSAGES.requestTimeout);
  });

  it('reports a network failure with the network message', async () => {
    server.use(mock.get('*/api/things', () => HttpResponse.error()));
    const error = await failure(client().request('GET', '/things'));
    expect(error.message).toBe(MESSAGES.networkError);
  });

  it('lets a call cancelled by its caller fail as an abort, not as a network failure', async () => {
    server.use(
      mock.get('*/api/slow', async () => {
        await delay(1_000);
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const call = client().request('GET', '/slow', { signal: controller.signal });
    controller.abort();
    const error = await failure(call);
    expect(error.name).toBe('AbortError');
  });

  it('fails with the unexpected-error text on a success that is not JSON', async () => {
    server.use(mock.get('*/api/things', () => new HttpResponse('<html></html>', { status: 200 })));
    const error = await failure(client().request('GET', '/things'));
    expect(error.message).toBe(MESSAGES.unexpectedError);
  });
});
