import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/domain/messages';
import { HttpError } from './errors';
import { buildTestApp, buildStaffInput, call, loginAs } from './test/helpers';

describe('error answers', () => {
  let app: FastifyInstance;
  let ownerToken: string;
  beforeAll(async () => {
    app = await buildTestApp({}, (app) => {
      app.get('/api/test/crash', async () => {
        throw new Error('secret detail at /work/main/server/db/admins.ts:12');
      });
      app.get('/api/test/teapot', async () => {
        throw new HttpError(418, 'I am a teapot');
      });
    });
    ownerToken = await loginAs(app, 'owner');
  });
  afterAll(() => app.close());

  const postRaw = (payload: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/api/admins/create',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': contentType },
      payload,
    });

  it('answers malformed JSON with 400', async () => {
    const response = await postRaw('{"firstName": "Nimal",');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.malformedJson });
  });

  it('answers a body over 100 KB with 413', async () => {
    const response = await postRaw(JSON.stringify(buildStaffInput({ firstName: 'x'.repeat(101 * 1024) })));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: MESSAGES.requestTooLarge });
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await postRaw('firstName=Nimal', 'application/x-www-form-urlencoded');

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses a JSON body carrying __proto__ with 400', async () => {
    const response = await postRaw('{"firstName": "Nimal", "__proto__": {"role": "super_admin"}}');

    expect(response.statusCode).toBe(400);
  });

  it('answers a POST without a body with 400 and a readable message', async () => {
    const response = await call(app, 'POST', '/api/admins/create', { token: ownerToken });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${MESSAGES.invalidRequest}: body must be an object` });
  });

  it('accepts an empty JSON body on a DELETE, as react-admin sends it', async () => {
    const staff = (await call(app, 'POST', '/api/admins/create', { token: ownerToken, body: buildStaffInput() })).json();

    const response = await app.inject({
      method: 'DELETE',
      url: `/api/admins/delete/${staff._id}`,
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
    });

    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['GET', '/api'],
    ['POST', '/api/admins'],
    ['DELETE', '/api/admins/delete'],
  ] as const)('answers an unknown API route (%s %s) with a 404 message', async (method, url) => {
    const response = await call(app, method, url, { token: ownerToken });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: MESSAGES.notFound });
  });

  it('answers a thrown HttpError with its status and message', async () => {
    const response = await call(app, 'GET', '/api/test/teapot');

    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ message: 'I am a teapot' });
  });

  it('answers an unexpected error with 500 and no detail', async () => {
    const response = await call(app, 'GET', '/api/test/crash');

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: MESSAGES.internalError });
    expect(response.body).not.toMatch(/secret detail|\.ts|at /);
  });
});
