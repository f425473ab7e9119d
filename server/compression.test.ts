import type { FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs } from './test/helpers';

describe('answers are compressed and conditional', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    headers = { authorization: `Bearer ${await loginAs(app, 'owner')}` };
  });
  afterAll(() => app.close());

  it('gzips a list for a client that accepts it, with the same JSON inside', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/customers', headers });
    const zipped = await app.inject({ method: 'GET', url: '/api/customers', headers: { ...headers, 'accept-encoding': 'gzip' } });

    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('answers 304 with no body to a request for an unchanged list', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/customers', headers });
    const tag = first.headers.etag as string;
    expect(tag).toBeTruthy();

    const again = await app.inject({ method: 'GET', url: '/api/customers', headers: { ...headers, 'if-none-match': tag } });

    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('gives a changed list a new tag', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/agents', headers })).headers.etag;
    const created = await app.inject({
      method: 'POST',
      url: '/api/agents',
      headers,
      payload: { firstName: 'New', lastName: 'Agent', address: 'Galle', phoneNumber: '0791234567', whatsappNumber: '0791234567', nicNumber: 'X1' },
    });
    expect(created.statusCode).toBe(201);

    const after = (await app.inject({ method: 'GET', url: '/api/agents', headers })).headers.etag;

    expect(after).not.toBe(before);
  });
});

describe('list answers are built once per change', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    headers = { authorization: `Bearer ${await loginAs(app, 'owner')}` };
  });
  afterAll(() => app.close());

  it('reuses the answer while nothing is written, and rebuilds it after a write', async () => {
    const built: string[] = [];
    const get = app.listCache.get.bind(app.listCache);
    app.listCache.get = (key, build) => get(key, () => (built.push(key), build()));
    const read = () => app.inject({ method: 'GET', url: '/api/customers', headers });

    const first = await read();
    await read();
    expect(built).toHaveLength(1);

    const id = first.json()[0]._id;
    const edited = await app.inject({ method: 'PUT', url: `/api/customers/${id}`, headers, payload: { ...first.json()[0], address: 'Changed Road, Galle' } });
    expect(edited.statusCode).toBe(200);
    const after = await read();

    expect(built).toHaveLength(2);
    expect(after.json()[0].address).toBe('Changed Road, Galle');
  });

  it('still strips what the response schema does not declare', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admins', headers });

    expect(Object.keys(response.json()[0])).not.toContain('passwordHash');
  });
});

describe('If-None-Match', () => {
  it('matches the tag alone, in a list, weak, or *, and nothing else', async () => {
    const { matchesTag } = await import('./listCache');
    const tag = '"abc"';
    expect(matchesTag(tag, tag)).toBe(true);
    expect(matchesTag('"x", "abc"', tag)).toBe(true);
    expect(matchesTag('W/"abc"', tag)).toBe(true);
    expect(matchesTag('*', tag)).toBe(true);
    expect(matchesTag(['"x"', '"abc"'], tag)).toBe(true);
    expect(matchesTag('"abcd"', tag)).toBe(false);
    expect(matchesTag(undefined, tag)).toBe(false);
  });

  it('tags a single record by its version, not by hashing its answer (no per-answer hashing on writes)', async () => {
    const app = await buildTestApp();
    const token = await loginAs(app, 'owner');
    const created = await app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: { authorization: `Bearer ${token}` },
      payload: { firstName: 'New', lastName: 'Agent', address: 'Galle', phoneNumber: '0791234568', whatsappNumber: '0791234568', nicNumber: 'X1' },
    });
    await app.close();

    expect(created.statusCode).toBe(201);
    expect(created.headers.etag).toBe(`"v-${created.json().updatedAt}"`);
  });
});
