import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetHeaders } from './securityHeaders';
import { buildTestApp, loginAs } from './test/helpers';

describe('security headers', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await buildTestApp();
    token = await loginAs(app, 'owner');
  });
  afterAll(() => app.close());

  it("are helmet's, with the console's Content-Security-Policy", () => {
    const headers = helmetHeaders();

    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
  });

  it.each([
    ['an answer', '/api/customers', true, 200],
    ['a refusal', '/api/customers', false, 401],
    ['an unknown route', '/api/nothing-here', true, 404],
  ])('go out on %s', async (_what, url, signedIn, status) => {
    const response = await app.inject({ method: 'GET', url, headers: signedIn ? { authorization: `Bearer ${token}` } : {} });

    expect(response.statusCode).toBe(status);
    for (const [name, value] of Object.entries(helmetHeaders())) expect(response.headers[name], name).toBe(value);
  });

  const vary = (header: unknown) => String(header ?? '').split(',').map((name) => name.trim().toLowerCase());

  it.each([
    ['a whole list', 'GET', '/api/customers', 200],
    ['a page of a list', 'GET', '/api/bills?_page=1&_perPage=5', 200],
    ['one record', 'GET', 'first bill', 200],
    ['a refusal', 'GET', '/api/admins/nothing', 404],
  ])('keep %s private to its user: no cache stores it or gives it to another', async (_what, method, url, status) => {
    const target = url === 'first bill' ? `/api/bills/${(await app.inject({ method: 'GET', url: '/api/bills', headers: { authorization: `Bearer ${token}` } })).json()[0]._id}` : url;
    const response = await app.inject({ method: method as 'GET', url: target, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(vary(response.headers.vary)).toContain('authorization');
  });

  it('keep the sign-in answer (a token) out of every cache too', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'owner@shop.test', password: 'owner123' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(vary(response.headers.vary)).toContain('authorization');
  });

  it('keep a 304 of a list private as its answer, with both its Vary names', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/customers', headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
    const again = await app.inject({ method: 'GET', url: '/api/customers', headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect(vary(again.headers.vary)).toEqual(expect.arrayContaining(['accept-encoding', 'authorization']));
  });

  it('leave the console\'s own files cacheable (they hold no one\'s data)', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control'] ?? '').not.toContain('private');
  });
});
