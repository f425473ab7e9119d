import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldNames } from '../../src/domain/fields';
import { MESSAGES } from '../../src/domain/messages';
import { buildTestApp, call, loginAs } from '../test/helpers';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resourceIndexSource } from '../../scripts/plainResourceFolder.mjs';
import { collectPlainResources } from '../crud/discover';
import { resourceFiles } from '../crud/resourceFiles.mjs';
import { plainResource } from '../crud/declaration';
import { plainResources } from '.';

/**
 * Every declared plain resource, driven through its routes with its own example: so a new
 * declaration is tested by being listed, with no test of its own for what the generic routes
 * do (those are server/crud/crud.test.ts).
 */
let app: FastifyInstance;
let ownerToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
});
afterAll(() => app.close());

describe('finding the plain resources', () => {
  it('finds every declaration exported from a file of server/resources, with no list to keep', async () => {
    expect(plainResources.map((declaration) => declaration.resource)).toEqual(
      expect.arrayContaining(['agents', 'customers', 'expenses/categories']),
    );
    // Each file there declares something (a file that forgot `plainResource(...)` would serve nothing).
    for (const file of resourceFiles(import.meta.dirname)) {
      const declared = collectPlainResources([await import(`./${file}`)]);
      expect(declared.length, file).toBeGreaterThan(0);
      for (const declaration of declared) expect(plainResources).toContain(declaration);
    }
  });

  it('skips what is not a declaration, and a declaration exported twice', () => {
    const declaration = plainResource({
      resource: 'agents',
      table: 'agents',
      fields: {},
      messages: { notFound: 'agentNotFound', deleted: 'agentDeleted' },
      example: {},
    });
    const lookalike = { ...declaration };
    expect(collectPlainResources([{ declaration, again: declaration, lookalike, text: 'agents' }, { declaration }])).toEqual([
      declaration,
    ]);
  });

  it('reads the TypeScript files but the index, tests and type declarations, as the bundle does (scripts/plainResourceFolder.mjs)', () => {
    const names = ['suppliers.ts', 'index.ts', 'agents.test.ts', 'types.d.ts', 'notes.md', 'agents.ts'];
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'resources-'));
    for (const name of names) writeFileSync(path.join(scratch, name), '');
    expect(resourceFiles(scratch)).toEqual(['agents.ts', 'suppliers.ts']);
    rmSync(scratch, { recursive: true });
    const source = resourceIndexSource(['agents.ts', 'suppliers.ts']);
    expect(source).toContain("import * as module1 from './suppliers.ts';");
    expect(source).toContain('collectPlainResources([module0, module1])');
  });
});

describe.each(plainResources.map((declaration) => [declaration.resource, declaration] as const))('%s', (resource, declaration) => {
  const collection = `/api${declaration.path ?? `/${resource}`}`;
  const idKey = declaration.dialect === 'rest' ? 'id' : '_id';

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
    expect(missing.json()).toEqual({ message: MESSAGES[declaration.messages.notFound] });
  });
});

const withUnique = plainResources.filter((declaration) => declaration.unique);

describe.each(withUnique.map((declaration) => [declaration.resource, declaration] as const))('%s, a unique field', (resource, declaration) => {
  it('answers its message for a second record with the same value', async () => {
    const collection = `/api${declaration.path ?? `/${resource}`}`;
    const first = await call(app, 'POST', collection, { token: ownerToken, body: declaration.example });
    expect(first.statusCode, first.body).toBe(201);
    const second = await call(app, 'POST', collection, { token: ownerToken, body: declaration.example });
    expect([second.statusCode, second.json()]).toEqual([409, { message: MESSAGES[declaration.unique!.taken] }]);
  });
});
