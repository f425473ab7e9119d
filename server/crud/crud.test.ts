import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineFields, type FieldValues } from '../../src/domain/fields';
import { MESSAGES } from '../../src/domain/messages';
import { lengthBetween, localPhone, numberBetween } from '../../src/domain/validation';
import { asMessage, asResource } from '../../tests/support/throwAwayResource';
import { OPENAPI_PATH } from '../apiDocs';
import { buildTestAppWith, call, inEnglish, loginAs, signInNewSuperAdmin } from '../test/helpers';
import { plainResource } from './declaration';
import { createPlainTable } from './table';

/**
 * The generic routes on resources declared here and nowhere else: suppliers, with a table of
 * orders whose rows block a supplier's delete, and the same table without that check, so only
 * the orders' foreign key refuses.
 */

// The test's permission row and messages, in its own copies of the shared tables (the routes
// and the guard read these); the shipped tables stay as shipped.
const declared = vi.hoisted(() => ({
  permissions: { 'test/suppliers': { list: ['admin', 'super_admin'], create: ['admin', 'super_admin'], edit: ['super_admin'], delete: ['super_admin'] } } as const,
  messages: {
    supplierNameRequired: 'Please enter supplier name',
    supplierNameLength: 'Supplier name must be 2 to 60 characters',
    supplierCreditInvalid: 'Please enter a valid credit limit',
    supplierTaken: 'A supplier with this name already exists',
    supplierNotFound: 'Supplier not found',
    supplierDeleted: 'Supplier deleted successfully',
    supplierHasOrders: 'This supplier has orders and cannot be deleted',
  },
}));
vi.mock('../../src/domain/permissions', async (importOriginal) => {
  const { withPermissions } = await import('../../tests/support/throwAwayResource');
  return withPermissions(await importOriginal(), declared.permissions);
});
vi.mock('../../src/domain/messages', async (importOriginal) => {
  const { withMessages } = await import('../../tests/support/throwAwayResource');
  return withMessages(await importOriginal(), declared.messages);
});
const resource = asResource;
const message = (key: keyof typeof declared.messages) => asMessage(key);

const supplierFields = defineFields({
  name: { kind: 'text', required: message('supplierNameRequired'), rules: [lengthBetween(2, 60, message('supplierNameLength'))], maxLength: 120, normalise: (name) => name.replace(/ {2,}/g, ' ') },
  phone: { kind: 'phone', rules: [localPhone()], maxLength: 20 },
  credit: { kind: 'money', rules: [numberBetween(0, 1_000_000, { invalid: message('supplierCreditInvalid'), belowMin: message('supplierCreditInvalid') })] },
  grade: { kind: 'enum', values: ['A', 'B', 'C'] },
  notes: { kind: 'textarea', maxLength: 500 },
});

// The test's tables join the `Database` type as a shipped resource's do in db/schema.ts.
declare module '../db/schema' {
  interface Database {
    test_suppliers: FieldValues<typeof supplierFields> & { nameKey: string } & RecordStamps;
    test_orders: { id: string; supplierId: string };
  }
}

const table = {
  async up(db: Kysely<unknown>) {
    await createPlainTable(db, 'test_suppliers', (table) =>
      table
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('nameKey', 'text', (column) => column.notNull().unique())
        .addColumn('phone', 'text')
        .addColumn('credit', 'integer')
        .addColumn('grade', 'text')
        .addColumn('notes', 'text'),
    );
    await db.schema
      .createTable('test_orders')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('supplierId', 'text', (column) => column.notNull().references('test_suppliers.id').onDelete('restrict'))
      .execute();
  },
};

const common = {
  resource: resource('test/suppliers'),
  table: 'test_suppliers',
  fields: supplierFields,
  unique: { field: 'name', taken: message('supplierTaken'), key: { column: 'nameKey', of: (name: string) => name.toLowerCase() } },
  messages: { notFound: message('supplierNotFound'), deleted: message('supplierDeleted') },
  example: { name: 'Lanka Traders', phone: '0112345678', credit: 2500.5, grade: 'A', notes: 'Pays on the 5th' },
} as const;

const suppliers = plainResource({
  ...common,
  path: '/test-suppliers',
  migrations: { '9001_test_suppliers': table },
  blocksDelete: async (db, id) => {
    const { rows } = await sql<{ count: number }>`select count(*) as count from test_orders where ${sql.ref('supplierId')} = ${id}`.execute(db);
    return rows[0].count ? { key: message('supplierHasOrders') } : undefined;
  },
});
// The same table with no delete check of its own: the foreign key answers.
const unchecked = plainResource({ ...common, path: '/unchecked-suppliers' });

type Rec = Record<string, unknown>;
const UNKNOWN_ID = 'ffffffffffffffffffffffff';
const KEYS = ['_id', 'name', 'phone', 'credit', 'grade', 'notes', 'createdAt', 'updatedAt', 'createdByName', 'updatedByName'];

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let sequence = 0;
const freshName = (base = 'Supplier') => `${base} ${++sequence}`;

beforeAll(async () => {
  app = await buildTestAppWith([suppliers, unchecked]);
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
});
afterAll(() => app.close());

const list = async (path = '/api/test-suppliers', token = ownerToken): Promise<Rec[]> => (await call(app, 'GET', path, { token })).json();
async function add(body: Rec = {}, token = ownerToken): Promise<Rec & { _id: string }> {
  const response = await call(app, 'POST', '/api/test-suppliers', { token, body: { name: freshName(), ...body } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const activityOf = async (recordId: string) =>
  (await app.db.selectFrom('activity').select(['action', 'resource', 'userName']).where('recordId', '=', recordId).orderBy(sql`rowid`).execute());

describe('the role matrix (a permission row guards each route)', () => {
  it.each([
    ['GET', '/api/test-suppliers'],
    ['POST', '/api/test-suppliers'],
    ['PUT', `/api/test-suppliers/${UNKNOWN_ID}`],
    ['DELETE', `/api/test-suppliers/${UNKNOWN_ID}`],
  ] as const)('refuses %s %s without a token (401)', async (method, url) => {
    const response = await call(app, method, url, { body: method === 'POST' || method === 'PUT' ? common.example : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.notSignedIn, key: 'notSignedIn' });
  });

  it('lets staff list and add but not edit or delete (403), which the super admin may', async () => {
    const record = await add({}, staffToken);
    expect((await list('/api/test-suppliers', staffToken)).some((row) => row._id === record._id)).toBe(true);
    for (const [method, body] of [['PUT', { name: 'Renamed' }], ['DELETE', undefined]] as const) {
      const refused = await call(app, method, `/api/test-suppliers/${record._id}`, { token: staffToken, body });
      expect([refused.statusCode, refused.json()]).toEqual([403, { message: MESSAGES.forbidden, key: 'forbidden' }]);
    }
    expect((await call(app, 'PUT', `/api/test-suppliers/${record._id}`, { token: ownerToken, body: { name: freshName() } })).statusCode).toBe(200);
    expect((await call(app, 'DELETE', `/api/test-suppliers/${record._id}`, { token: ownerToken })).statusCode).toBe(200);
  });

  it('is documented in the API reference, grouped under its name in words', async () => {
    const document = (await call(app, 'GET', OPENAPI_PATH)).json();
    expect(document.paths['/test-suppliers'].get.tags).toEqual(['Test suppliers']);
    expect(document.paths['/test-suppliers/{id}'].delete.tags).toEqual(['Test suppliers']);
  });

  it('is named in the sign-in answer, beside the features, so a console offers it only on this server', async () => {
    const answer = await call(app, 'POST', '/api/auth/login', { body: { email: 'staff@shop.test', password: 'staff123' } });
    expect(answer.json().features).toContain('test/suppliers');
  });
});

describe('POST and the list', () => {
  it('creates a record (201): fields as stored, blanks null, money in LKR, stamps, in the declared order', async () => {
    const name = freshName('  Ceylon   Hardware');
    const response = await call(app, 'POST', '/api/test-suppliers', { token: staffToken, body: { name, phone: ' 0771234567 ', credit: 12.5, grade: 'B', notes: '' } });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(Object.keys(record)).toEqual(KEYS);
    expect(record).toMatchObject({ name: name.trim().replace(/ {2,}/g, ' '), phone: '0771234567', credit: 12.5, grade: 'B', notes: null });
    expect(record).toMatchObject({ createdByName: 'Staff Demo', updatedByName: null, updatedAt: record.createdAt });
    const stored = await app.db.selectFrom('test_suppliers').selectAll().where('id' as never, '=', record._id as never).executeTakeFirst();
    expect(stored).toMatchObject({ credit: 1250, nameKey: record.name.toLowerCase() });
    expect(await activityOf(record._id)).toEqual([{ action: 'create', resource: 'test/suppliers', userName: 'Staff Demo' }]);
  });

  it('lists newest first, gzipped with an ETag; an unchanged list is a 304 and a write changes it', async () => {
    const first = await add();
    const second = await add();
    const response = await app.inject({ method: 'GET', url: '/api/test-suppliers', headers: { authorization: `Bearer ${ownerToken}`, 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    const ids = (JSON.parse(gunzipSync(response.rawPayload).toString()) as Rec[]).map((row) => row._id);
    expect(ids.slice(0, 2)).toEqual([second._id, first._id]);
    const etag = String(response.headers.etag);
    const again = await call(app, 'GET', '/api/test-suppliers', { token: ownerToken, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const third = await add();
    const changed = await call(app, 'GET', '/api/test-suppliers', { token: ownerToken, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()[0]._id).toBe(third._id);
  });

  it('answers the whole list to the paging words when the declaration does not page (no `paged`), as the spec backend does', async () => {
    await add();
    await add();
    const response = await call(app, 'GET', `/api/test-suppliers?_page=1&_perPage=1&_filter=${encodeURIComponent('{"q":"x"}')}`, { token: ownerToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(await list());
  });

  it.each([
    ['no name', { name: undefined }, 'Please enter supplier name'],
    ['a blank name', { name: '   ' }, 'Please enter supplier name'],
    ['a one-letter name', { name: 'X' }, 'Supplier name must be 2 to 60 characters'],
    ['a foreign phone number', { phone: '+44 20 7946 0958' }, MESSAGES.phoneInvalid],
    ['a negative credit', { credit: -1 }, 'Please enter a valid credit limit'],
    ['a credit of three decimals', { credit: 1.005 }, 'Please enter a valid credit limit'],
    ['a credit as text', { credit: '12' }, 'Invalid request: credit must be a number'],
    ['a grade not offered', { grade: 'Z' }, 'Invalid request: grade must be one of: A, B, C'],
    ['a name as a number', { name: 42 }, 'Invalid request: name must be a string'],
    ['an oversized name', { name: 'x'.repeat(121) }, 'Invalid request: name must be at most 120 characters'],
  ])('refuses %s (400) and stores and logs nothing', async (_, fields, expected) => {
    const before = await list();
    const response = await call(app, 'POST', '/api/test-suppliers', { token: ownerToken, body: { ...common.example, name: freshName(), ...fields } });
    expect([response.statusCode, inEnglish(response.json())]).toEqual([400, { message: expected }]);
    expect(await list()).toEqual(before);
  });

  it.each(['[]', '"Lanka"', 'null'])('refuses the body %s (400)', async (payload) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-suppliers',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      payload,
    });
    expect([response.statusCode, response.json()]).toEqual([400, { message: 'Invalid request: body must be an object' }]);
  });
});

describe('unique values', () => {
  it('refuses a name already taken, in another case (409), and logs nothing', async () => {
    const taken = await add();
    const before = await app.db.selectFrom('activity').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await call(app, 'POST', '/api/test-suppliers', { token: ownerToken, body: { name: String(taken.name).toUpperCase() } });
    expect([response.statusCode, inEnglish(response.json())]).toEqual([409, { message: 'A supplier with this name already exists', errors: { name: 'A supplier with this name already exists' } }]);
    expect(await app.db.selectFrom('activity').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('refuses renaming to another record’s name (409) but lets a record keep its own', async () => {
    const taken = await add();
    const record = await add();
    const clash = await call(app, 'PUT', `/api/test-suppliers/${record._id}`, { token: ownerToken, body: { name: taken.name } });
    expect(clash.statusCode).toBe(409);
    const own = await call(app, 'PUT', `/api/test-suppliers/${record._id}`, { token: ownerToken, body: { name: String(record.name).toLowerCase() } });
    expect(own.statusCode).toBe(200);
  });

  it('lets one of two simultaneous creates of a name win: one 201, one 409', async () => {
    const name = freshName('Race');
    const answers = await Promise.all([name, name.toLowerCase()].map((body) => call(app, 'POST', '/api/test-suppliers', { token: ownerToken, body: { name: body } })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('PUT /:id', () => {
  it('replaces the fields (a left-out one becomes null), stamps the editor and logs before and after', async () => {
    const record = await add({ phone: '0771234567', grade: 'A' });
    const editor = await signInNewSuperAdmin(app, 'Nadeesha', 'Silva');
    const name = freshName('Renamed');
    const response = await call(app, 'PUT', `/api/test-suppliers/${record._id}`, { token: editor, body: { name, credit: 99.99 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: record._id, name, phone: null, grade: null, credit: 99.99, createdByName: 'Owner Demo', updatedByName: 'Nadeesha Silva' });
    expect((await list()).find((row) => row._id === record._id)).toEqual(response.json());
    expect((await activityOf(record._id)).map((entry) => entry.action)).toEqual(['create', 'update']);
  });

  it('answers 404 for an unknown id, before reading the body', async () => {
    const response = await call(app, 'PUT', `/api/test-suppliers/${UNKNOWN_ID}`, { token: ownerToken, body: { name: '' } });
    expect([response.statusCode, response.json()]).toEqual([404, { message: 'Supplier not found', key: 'supplierNotFound' }]);
  });

  it('refuses an edit made from an older version (If-Match, 409) and writes it from the current one', async () => {
    const record = await add();
    const first = await call(app, 'PUT', `/api/test-suppliers/${record._id}`, { token: ownerToken, body: { name: freshName() }, headers: { 'if-match': `"v-${record.updatedAt}"` } });
    expect(first.statusCode).toBe(200);
    const stale = await call(app, 'PUT', `/api/test-suppliers/${record._id}`, { token: ownerToken, body: { name: freshName() }, headers: { 'if-match': `"v-${record.updatedAt}"` } });
    expect([stale.statusCode, stale.json()]).toEqual([409, { message: MESSAGES.staleWrite, key: 'staleWrite' }]);
    expect((await list()).find((row) => row._id === record._id)).toEqual(first.json());
  });
});

describe('conditional requests', () => {
  const tagOf = (record: Rec) => `"v-${String(record.updatedAt)}"`;

  it('tags the record a create and an update answer with its version', async () => {
    const created = await call(app, 'POST', '/api/test-suppliers', { token: ownerToken, body: { name: freshName() } });
    expect(created.headers.etag).toBe(tagOf(created.json()));
    const updated = await call(app, 'PUT', `/api/test-suppliers/${created.json()._id}`, { token: ownerToken, body: { name: freshName() }, headers: { 'if-match': created.headers.etag as string } });
    expect(updated.statusCode).toBe(200);
    expect(updated.headers.etag).toBe(tagOf(updated.json()));
    expect(updated.headers.etag).not.toBe(created.headers.etag);
  });

  it('refuses a delete made from an older version, or with an unknown tag (409), and keeps the record; * deletes', async () => {
    const record = await add();
    await call(app, 'PUT', `/api/test-suppliers/${record._id}`, { token: ownerToken, body: { name: freshName() } });
    const current = (await list()).find((row) => row._id === record._id);
    for (const tag of [tagOf(record), 'garbage', '"v-1999-01-01T00:00:00.000Z"']) {
      const stale = await call(app, 'DELETE', `/api/test-suppliers/${record._id}`, { token: ownerToken, headers: { 'if-match': tag } });
      expect([stale.statusCode, stale.json()], tag).toEqual([409, { message: MESSAGES.staleWrite, key: 'staleWrite' }]);
    }
    expect((await list()).find((row) => row._id === record._id)).toEqual(current);
    const deleted = await call(app, 'DELETE', `/api/test-suppliers/${record._id}`, { token: ownerToken, headers: { 'if-match': '*' } });
    expect(deleted.statusCode).toBe(200);
  });
});

describe('DELETE /:id', () => {
  it('deletes a record ({ message, _id }) and logs it', async () => {
    const record = await add();
    const response = await call(app, 'DELETE', `/api/test-suppliers/${record._id}`, { token: ownerToken });
    expect([response.statusCode, response.json()]).toEqual([200, { message: 'Supplier deleted successfully', _id: record._id }]);
    expect((await list()).some((row) => row._id === record._id)).toBe(false);
    expect((await activityOf(record._id)).map((entry) => entry.action)).toEqual(['create', 'delete']);
  });

  it('answers 404 for an unknown id and for one already deleted', async () => {
    const record = await add();
    await call(app, 'DELETE', `/api/test-suppliers/${record._id}`, { token: ownerToken });
    for (const id of [UNKNOWN_ID, record._id]) {
      const response = await call(app, 'DELETE', `/api/test-suppliers/${id}`, { token: ownerToken });
      expect([response.statusCode, response.json()]).toEqual([404, { message: 'Supplier not found', key: 'supplierNotFound' }]);
    }
  });

  it('refuses what blocksDelete names (409), and what only the foreign key sees (409 in general words)', async () => {
    const record = await add();
    await app.db.insertInto('test_orders').values({ id: 'order-1', supplierId: record._id }).execute();
    const blocked = await call(app, 'DELETE', `/api/test-suppliers/${record._id}`, { token: ownerToken });
    expect([blocked.statusCode, blocked.json()]).toEqual([409, { message: 'This supplier has orders and cannot be deleted', key: 'supplierHasOrders' }]);
    const keyBlocked = await call(app, 'DELETE', `/api/unchecked-suppliers/${record._id}`, { token: ownerToken });
    expect([keyBlocked.statusCode, keyBlocked.json()]).toEqual([409, { message: MESSAGES.recordInUse, key: 'recordInUse' }]);
    expect((await list()).some((row) => row._id === record._id)).toBe(true);
    expect((await activityOf(record._id)).map((entry) => entry.action)).toEqual(['create']);
  });
});
