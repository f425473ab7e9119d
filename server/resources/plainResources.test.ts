import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldNames } from '../../src/domain/fields';
import { MESSAGES } from '../../src/domain/messages';
import { buildTestApp, call, loginAs, inEnglish } from '../test/helpers';
import { plainResources } from '.';

/**
 * Every declared plain resource, driven through its routes with its own example: so a new
 * declaration is tested by being listed in server/resources/index.ts, with no test of its own
 * for what the generic routes do (those are server/crud/crud.test.ts).
 */
let app: FastifyInstance;
let ownerToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
});
afterAll(() => app.close());

it('serves each declared resource at its own path', () => {
  expect(plainResources.length).toBeGreaterThan(0);
  const paths = plainResources.map((declaration) => declaration.path ?? `/${declaration.resource}`);
  expect(new Set(paths).size).toBe(paths.length);
});

describe.each(plainResources.map((declaration) => [declaration.resource, declaration] as const))('%s', (resource, declaration) => {
  const collection = `/api${declaration.path ?? `/${resource}`}`;
  // Every plain resource answers in the shop's shape: `_id` (product.md §7).
  const idKey = '_id';

  it('creates its example, lists it first, edits it and deletes it', async () => {
    const created = await call(app, 'POST', collection, { token: ownerToken, body: declaration.example });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    for (const field of fieldNames(declaration.fields)) expect(record[field]).toEqual(declaration.example[field] ?? null);
    expect((await call(app, 'GET', collection, { token: ownerToken })).json()[0]).toEqual(record);

    const edited = await call(app, 'PUT', `${collection}/${record[idKey]}`, {
      token: ownerToken,
      body: declaration.example,
      headers: { 'if-match': `"v-${record.updatedAt}"` },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ [idKey]: record[idKey], updatedByName: 'Owner Demo' });

    const deleted = await call(app, 'DELETE', `${collection}/${record[idKey]}`, { token: ownerToken });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const missing = await call(app, 'DELETE', `${collection}/${record[idKey]}`, { token: ownerToken });
    expect(inEnglish(missing.json())).toEqual({ message: MESSAGES[declaration.messages.notFound] });
  });
});

const withUnique = plainResources.filter((declaration) => declaration.unique);

describe.each(withUnique.map((declaration) => [declaration.resource, declaration] as const))('%s, a unique field', (resource, declaration) => {
  it('answers its message for a second record with the same value', async () => {
    const collection = `/api${declaration.path ?? `/${resource}`}`;
    const first = await call(app, 'POST', collection, { token: ownerToken, body: declaration.example });
    expect(first.statusCode, first.body).toBe(201);
    const second = await call(app, 'POST', collection, { token: ownerToken, body: declaration.example });
    expect([second.statusCode, inEnglish(second.json())]).toEqual([409, { message: MESSAGES[declaration.unique!.taken], errors: { [declaration.unique!.field]: MESSAGES[declaration.unique!.taken] } }]);
  });
});
