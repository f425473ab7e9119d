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
});
