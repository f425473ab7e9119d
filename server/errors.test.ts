import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/domain/messages';
import { HttpError } from './errors';
import { errorAnswer } from './schemas/common';
import { OPENAPI_PATH } from './apiDocs';
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
      // Answered through a response schema, as every route's refusals are: Fastify writes only what it names.
      app.post('/api/test/short', { schema: { response: { 409: errorAnswer(MESSAGES.quantityAboveStock) } } }, async () => {
        const said = { key: 'quantityAboveStock', values: { available: '3' } } as const;
        throw new HttpError(409, said, { 'products.0.quantity': said, note: 'A text of no catalogue' });
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
    expect(response.json()).toEqual({ message: MESSAGES.malformedJson, key: 'malformedJson' });
  });

  it('answers a body over 100 KB with 413', async () => {
    const response = await postRaw(JSON.stringify(buildStaffInput({ firstName: 'x'.repeat(101 * 1024) })));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: MESSAGES.requestTooLarge, key: 'requestTooLarge' });
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
    expect(response.json()).toEqual({ message: MESSAGES.notFound, key: 'notFound' });
  });

  // PostgreSQL's text cannot hold U+0000: these were 500s there, and stored on SQLite.
  it('refuses a null character in a body field with 400 naming the field, and stores nothing', async () => {
    const input = buildStaffInput({ firstName: 'Ni\u0000mal' });
    const response = await call(app, 'POST', '/api/admins/create', { token: ownerToken, body: input });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.unsavableCharacter, key: 'unsavableCharacter', errors: { firstName: MESSAGES.unsavableCharacter }, errorKeys: { firstName: { key: 'unsavableCharacter' } } });
    expect(await app.db.selectFrom('admins').select('id').where('email', '=', input.email as string).execute()).toEqual([]);
  });

  it('refuses a null character deep in a body, in a key, in a path id and in a query with 400', async () => {
    const nested = await call(app, 'POST', '/api/bills', { token: ownerToken, body: { customerId: 'x', products: [{ productId: 'a\u0000', quantity: 1 }] } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ message: MESSAGES.unsavableCharacter, key: 'unsavableCharacter', errors: { 'products.0.productId': MESSAGES.unsavableCharacter }, errorKeys: { 'products.0.productId': { key: 'unsavableCharacter' } } });

    const key = await call(app, 'POST', '/api/dayclose', { token: ownerToken, body: { day: '2026-01-05', count: { '\u0000': 1 } } });
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toBe(MESSAGES.unsavableCharacter);

    for (const url of ['/api/dayclose/%00', '/api/bills/%00', '/api/accounts/customer/%00', `/api/customers?_filter=${encodeURIComponent('{"q":"\u0000"}')}`]) {
      const response = await call(app, 'GET', url, { token: ownerToken });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: MESSAGES.unsavableCharacter, key: 'unsavableCharacter' });
    }
    const put = await call(app, 'PUT', '/api/products/%00', { token: ownerToken, body: { name: 'Charger', quantity: 1, buyingPrice: 1, sellingPrice: 2 } });
    expect(put.statusCode).toBe(400);
  });

  it('refuses half of a surrogate pair with 400, and keeps a whole pair (an emoji)', async () => {
    for (const firstName of ['Nimal \ud83d', '\ude00 Nimal']) {
      const response = await call(app, 'POST', '/api/admins/create', { token: ownerToken, body: buildStaffInput({ firstName }) });
      expect(response.statusCode, JSON.stringify(firstName)).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.unsavableCharacter, key: 'unsavableCharacter', errors: { firstName: MESSAGES.unsavableCharacter }, errorKeys: { firstName: { key: 'unsavableCharacter' } } });
    }
    const emoji = await call(app, 'POST', '/api/admins/create', { token: ownerToken, body: buildStaffInput({ firstName: 'Nimal 😀' }) });
    expect(emoji.statusCode, emoji.body).toBe(201);
    expect(emoji.json().firstName).toBe('Nimal 😀');
  });

  it.each([
    ['a right-to-left override', '\u202eevil'],
    ['a zero-width space', 'Nim\u200bal'],
    ['a left-to-right mark', 'Nimal\u200e'],
    ['a direction isolate', '\u2067Nimal\u2069'],
    ['a byte-order mark', '\ufeffNimal'],
    ['a word joiner', 'Ni\u2060mal'],
  ])('refuses %s in a text field with 400 naming the field, and stores nothing', async (_what, firstName) => {
    const input = buildStaffInput({ firstName });
    const response = await call(app, 'POST', '/api/admins/create', { token: ownerToken, body: input });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.hiddenCharacter, key: 'hiddenCharacter', errors: { firstName: MESSAGES.hiddenCharacter }, errorKeys: { firstName: { key: 'hiddenCharacter' } } });
    expect(await app.db.selectFrom('admins').select('id').where('email', '=', input.email as string).execute()).toEqual([]);
  });

  it('keeps the zero-width joiners Sinhala and Tamil spelling needs (ශ්‍රී)', async () => {
    const response = await call(app, 'POST', '/api/admins/create', { token: ownerToken, body: buildStaffInput({ lastName: 'ශ්\u200dරී ලංකා', firstName: 'க்\u200cஷ' }) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().lastName).toBe('ශ්\u200dරී ලංකා');
  });

  it('refuses a body that is not UTF-8 with 400, storing nothing (no U+FFFD in its place)', async () => {
    const input = buildStaffInput();
    const json = Buffer.from(JSON.stringify({ ...input, firstName: 'NIMAL' }));
    // 'NIMAL' → 'NI', a lone continuation byte, 'AL'.
    const broken = Buffer.from(json.toString('latin1').replace('NIMAL', 'NI\u0080AL'), 'latin1');
    const response = await app.inject({
      method: 'POST',
      url: '/api/admins/create',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      payload: broken,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.bodyNotUtf8, key: 'bodyNotUtf8' });
    expect(await app.db.selectFrom('admins').select('id').where('email', '=', input.email as string).execute()).toEqual([]);
  });

  it('looks through a body nested 20,000 deep without running out of stack (400, not 500)', async () => {
    for (const [inner, message] of [['"x"', `${MESSAGES.invalidRequest}: firstName must be a string`], ['"\\u0000"', MESSAGES.unsavableCharacter]]) {
      const response = await postRaw(`{"firstName":${'['.repeat(20_000)}${inner}${']'.repeat(20_000)}}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('asks for a sign-in before it looks for null characters', async () => {
    const response = await call(app, 'GET', '/api/bills/%00');

    expect(response.statusCode).toBe(401);
  });

  it("answers a rule message's key and values beside its English text, and each field's, through the route's response schema", async () => {
    const response = await call(app, 'POST', '/api/test/short', { token: ownerToken });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Only 3 in stock',
      key: 'quantityAboveStock',
      values: { available: '3' },
      errors: { 'products.0.quantity': 'Only 3 in stock', note: 'A text of no catalogue' },
      errorKeys: { 'products.0.quantity': { key: 'quantityAboveStock', values: { available: '3' } } },
    });
  });

  it("lets every route's error answers carry the key, the values and the fields' keys", async () => {
    const document = (await call(app, 'GET', OPENAPI_PATH)).json() as { paths: Record<string, Record<string, { responses: Record<string, any> }>> };
    const errorAnswers = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, { responses }]) =>
        Object.entries(responses)
          .filter(([status]) => Number(status) >= 400)
          .map(([status, answer]) => [`${method} ${path} ${status}`, Object.keys(answer.content?.['application/json']?.schema?.properties ?? {})] as const),
      ),
    );
    expect(errorAnswers.length).toBeGreaterThan(100);
    expect(errorAnswers.filter(([, fields]) => !['message', 'key', 'values', 'errors', 'errorKeys'].every((field) => fields.includes(field)))).toEqual([]);
  });

  it('answers a thrown HttpError with its status and message', async () => {
    const response = await call(app, 'GET', '/api/test/teapot');

    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ message: 'I am a teapot' });
  });

  it('answers an unexpected error with 500 and no detail', async () => {
    const response = await call(app, 'GET', '/api/test/crash');

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: MESSAGES.internalError, key: 'internalError' });
    expect(response.body).not.toMatch(/secret detail|\.ts|at /);
  });
});
