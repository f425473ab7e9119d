import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/domain/messages';
import { PERMISSIONS } from '../src/domain/permissions';
import { WALK_IN_CUSTOMER_ID } from '../src/domain/walkIn';
import { DOCS_PATH, OPENAPI_PATH } from './apiDocs';
import { DEMO_ACCOUNTS } from './seed';
import { buildTestApp, call, loginAs, TEST_SECRET } from './test/helpers';

interface Operation {
  'x-roles': string[];
  security: unknown[];
  responses: Record<string, { description?: string; content?: { 'application/json': { schema: unknown } } }>;
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

/** `/api/customers/:id` as the document names it (under its server `/api`): `/customers/{id}`. */
const documentPath = (url: string) => url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');

/** product.md §7's calls, as written there: each must be in the document. */
const SPEC_CALLS = [
  'POST /auth/login', 'GET /admins', 'POST /admins/create', 'PUT /admins/edit/{id}', 'DELETE /admins/delete/{id}',
  'GET /customers', 'POST /customers', 'PUT /customers/{id}', 'DELETE /customers/{id}',
  'GET /bills/customer/{id}', 'GET /recharge/sales/customer/{id}', 'GET /customers/{id}/repairs',
  'GET /agents', 'POST /agents', 'PUT /agents/{id}', 'DELETE /agents/{id}',
  'GET /products', 'POST /products', 'PUT /products/{id}', 'DELETE /products/{id}',
  'GET /bills', 'GET /bills/{id}', 'POST /bills', 'DELETE /bills/{id}', 'GET /bills/report',
  'GET /recharge/topup', 'POST /recharge/topup', 'PUT /recharge/topup/{id}', 'DELETE /recharge/topup/{id}',
  'GET /recharge/balance', 'GET /recharge/sales', 'POST /recharge/sale',
  'GET /repairs', 'GET /repairs/issues', 'GET /repairs/statuses', 'POST /repairs', 'PUT /repairs/{id}', 'DELETE /repairs/{id}',
  'PATCH /repairs/status/{id}', 'PUT /repairs/{id}/status/{index}', 'DELETE /repairs/{id}/status/{index}',
  'GET /repairs/revenue', 'PUT /repairs/issues/{id}',
  'GET /expense-categories', 'POST /expense-categories', 'PUT /expense-categories/{id}', 'DELETE /expense-categories/{id}',
  'GET /expenses', 'POST /expenses', 'PUT /expenses/{id}', 'DELETE /expenses/{id}',
];

describe('the OpenAPI document and the reference page', () => {
  let app: FastifyInstance;
  /** Every API route the server registered, as the test saw it added (not as the document says). */
  const registered: { method: string; url: string }[] = [];
  let document: Document;
  let body: string;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

  beforeAll(async () => {
    app = await buildTestApp({}, (root) =>
      root.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          // HEAD routes are Fastify's automatic copies of GET ones; the page's own assets are not API calls.
          if (method !== 'HEAD' && route.url.startsWith('/api/') && !route.url.startsWith(DOCS_PATH)) registered.push({ method, url: route.url });
        }
      }),
    );
    const response = await call(app, 'GET', OPENAPI_PATH);
    expect(response.statusCode).toBe(200);
    body = response.body;
    document = response.json();
  });
  afterAll(() => app.close());

  it('is a valid OpenAPI 3.1 document, answered without a token', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(body) as Record<string, unknown>);

    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });

  it('has every route the server registers, with its method, and nothing else', () => {
    const described = operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    const expected = registered.map(({ method, url }) => `${method} ${documentPath(url)}`);

    expect(expected.length).toBeGreaterThan(50);
    expect(described.sort()).toEqual(expected.sort());
    expect(described).toEqual(expect.arrayContaining(SPEC_CALLS));
  });

  it('states who may call each route as the guard decides it: staff and anonymous calls are refused exactly where it says', async () => {
    const staff = await loginAs(app, 'staff');
    for (const { path, method, operation } of operations()) {
      const url = `/api${path.replace('{index}', '0').replace(/\{\w+\}/g, 'no-such-id')}`;
      const roles = operation['x-roles'];
      const anonymous = await call(app, method.toUpperCase() as 'GET', url);
      const asStaff = await call(app, method.toUpperCase() as 'GET', url, { token: staff });
      const where = `${method} ${path}`;

      expect(anonymous.statusCode === 401, where).toBe(roles.length > 0);
      expect(operation.security, where).toEqual(roles.length > 0 ? [{ bearer: [] }] : []);
      if (roles.length > 0) expect(asStaff.statusCode === 403, where).toBe(!roles.includes('admin'));
      // Whatever a route may refuse with, its answers document it.
      if (roles.length > 0) expect(Object.keys(operation.responses), where).toContain('401');
      if (asStaff.statusCode === 403) expect(Object.keys(operation.responses), where).toContain('403');
    }
  });

  it('takes the roles from the permission matrix', () => {
    const operation = (path: string, method: string) => document.paths[path][method];

    expect(operation('/products', 'post')['x-roles']).toEqual(PERMISSIONS.products.create);
    expect(operation('/repairs/issues/{id}', 'put')['x-roles']).toEqual(PERMISSIONS['repairs/issues'].edit);
    expect(operation('/customers/{id}/repairs', 'get')['x-roles']).toEqual(PERMISSIONS.customers.history);
    expect(operation('/auth/password', 'put')['x-roles']).toEqual(['admin', 'super_admin']);
    expect(operation('/auth/login', 'post')['x-roles']).toEqual([]);
  });

  it('describes the { message } refusals: the shared ones by the route\'s shape, its own where it declares them', () => {
    const responses = (path: string, method: string) => document.paths[path][method].responses;
    const errorSchema = { type: 'object', properties: { message: { type: 'string' } }, required: ['message'], additionalProperties: false };

    expect(Object.keys(responses('/customers/{id}', 'put')).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413']);
    // The list's paging words may be refused (400); a route that reads nothing but the caller cannot be.
    expect(Object.keys(responses('/customers', 'get')).sort()).toEqual(['200', '400', '401']);
    expect(Object.keys(responses('/customers/built-in', 'get')).sort()).toEqual(['200', '401']);
    expect(Object.keys(responses('/auth/login', 'post')).sort()).toEqual(['200', '400', '401', '403', '413', '429']);
    // 403: only the owner may let a credit sale go over the limit (product.md §10).
    expect(Object.keys(responses('/bills', 'post')).sort()).toEqual(['201', '400', '401', '403', '404', '409', '413']);
    expect(responses('/bills', 'post')['409'].content?.['application/json'].schema).toMatchObject(errorSchema);
    expect(responses('/customers/{id}', 'delete')['404'].content?.['application/json'].schema).toMatchObject(errorSchema);
  });

  it('lists the If-Match precondition on every edit that refuses a stale write, and only there', () => {
    const stale = operations().filter(({ operation }) => operation.responses['409']?.description?.includes(MESSAGES.staleWrite));
    const withHeader = operations().filter(({ operation }) => operation.parameters?.some((parameter) => parameter.in === 'header' && parameter.name === 'if-match'));

    expect(stale.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['put /customers/{id}', 'put /products/{id}', 'put /repairs/{id}', 'put /expense-categories/{id}']),
    );
    expect(withHeader.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(stale.map(({ method, path }) => `${method} ${path}`).sort());
  });

  it('lists If-Match and its 409 on every write of a record (PUT, PATCH, DELETE of an {id})', () => {
    const writes = operations().filter(({ path, method }) => ['put', 'patch', 'delete'].includes(method) && /\{id\}/.test(path));

    expect(writes.length).toBeGreaterThanOrEqual(20);
    for (const { path, method, operation } of writes) {
      const where = `${method} ${path}`;
      expect(operation.parameters?.some((parameter) => parameter.in === 'header' && parameter.name === 'if-match'), where).toBe(true);
      expect(operation.responses['409']?.description, where).toContain(MESSAGES.staleWrite);
    }
  });

  it('documents the ETag of every answer holding one record, and on a read of one record If-None-Match and its 304', () => {
    const isRecord = (response: Operation['responses'][string] | undefined) =>
      Boolean((response?.content?.['application/json'].schema as { properties?: Record<string, unknown> } | undefined)?.properties?.updatedAt);
    const deletesRecord = (path: string, method: string) => method === 'delete' && path.endsWith('{id}');
    let tagged = 0;
    for (const { path, method, operation } of operations()) {
      const where = `${method} ${path}`;
      for (const status of ['200', '201']) {
        const response = operation.responses[status] as (Operation['responses'][string] & { headers?: Record<string, unknown> }) | undefined;
        if (!isRecord(response) || deletesRecord(path, method)) {
          expect(response?.headers?.etag, `${where} ${status}`).toBeUndefined();
          continue;
        }
        tagged += 1;
        expect(response?.headers?.etag, `${where} ${status}`).toBeDefined();
      }
      const readsOne = method === 'get' && isRecord(operation.responses['200']);
      expect(Boolean(operation.responses['304']), where).toBe(readsOne);
      expect(operation.parameters?.some((parameter) => parameter.in === 'header' && parameter.name === 'if-none-match') ?? false, where).toBe(readsOne);
    }
    expect(tagged).toBeGreaterThan(20);
    expect(document.paths['/bills/{id}'].get.responses['304'].content).toBeUndefined();
  });

  it('sends refusals through those schemas byte for byte as before: `{"message":"…"}`', async () => {
    const staff = await loginAs(app, 'staff');

    expect((await call(app, 'GET', '/api/customers')).body).toBe(JSON.stringify({ message: MESSAGES.notSignedIn, key: 'notSignedIn' }));
    expect((await call(app, 'POST', '/api/products', { token: staff, body: {} })).body).toBe(JSON.stringify({ message: MESSAGES.productAddForbidden, key: 'productAddForbidden' }));
    expect((await call(app, 'GET', '/api/bills/no-such-id', { token: staff })).body).toBe(JSON.stringify({ message: MESSAGES.billNotFound, key: 'billNotFound' }));
  });

  it('holds no secret and no data', async () => {
    // A demo customer's (the built-in walk-in customer has no details to leak).
    const customer = await app.db.selectFrom('customers').select(['firstName', 'phoneNumber']).where('id', '!=', WALK_IN_CUSTOMER_ID).executeTakeFirstOrThrow();

    expect(body).not.toContain(TEST_SECRET);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect(body).not.toContain(account.email);
      expect(body).not.toContain(account.password);
    }
    expect(body).not.toContain(customer.phoneNumber);
    expect(body).not.toContain(customer.firstName);
    expect(body).not.toContain('$argon2');
  });

  it('serves the reference page and its assets without a token, under the console\'s security headers', async () => {
    const page = await call(app, 'GET', DOCS_PATH);
    const script = await call(app, 'GET', `${DOCS_PATH}/static/swagger-ui-bundle.js`);
    const initializer = await call(app, 'GET', `${DOCS_PATH}/static/swagger-initializer.js`);

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(script.statusCode).toBe(200);
    expect(initializer.body).toContain("resolveUrl('./json')");
  });

  it("carries the product's name, not the library's: title, logo and tab icon", async () => {
    const page = await call(app, 'GET', DOCS_PATH);
    const initializer = await call(app, 'GET', `${DOCS_PATH}/static/swagger-initializer.js`);
    expect(page.body).toContain('<title>Shop Staff Console API</title>');
    expect(page.body).toContain('/static/theme/favicon.svg');
    expect(page.body).not.toContain('favicon-32x32.png');
    const logo = /img\.src = 'data:image\/svg\+xml;base64,([^']+)'/.exec(initializer.body);
    expect(logo).not.toBeNull();
    expect(Buffer.from(logo![1]!, 'base64').toString()).toContain('Shop Staff Console API');
    expect((JSON.parse(body) as { info: { title: string } }).info.title).toBe('Shop Staff Console API');
    const icon = await call(app, 'GET', `${DOCS_PATH}/static/theme/favicon.svg`);
    expect(icon.statusCode).toBe(200);
    expect(body.toLowerCase()).not.toContain('fastify');
  });

  it('gives every route a summary of its own, and groups routes by the resource they serve', () => {
    const summaries = operations().map(({ method, path, operation }) => [`${method.toUpperCase()} ${path}`, (operation as { summary?: string }).summary]);
    for (const [call, summary] of summaries) {
      expect(summary, call).toBeTruthy();
      // Not the fallback that only repeats the method and path.
      expect(summary, call).not.toBe(call);
    }
    const tagOf = (call: string) => {
      const [method, path] = call.split(' ');
      return (document.paths[path!]![method!.toLowerCase()] as { tags?: string[] }).tags;
    };
    expect(tagOf('GET /repairs/revenue')).toEqual(['Repairs']);
    expect(tagOf('PUT /repairs/{id}/status/{index}')).toEqual(['Repairs']);
    expect(tagOf('POST /recharge/sale')).toEqual(['Recharges']);
    expect(tagOf('POST /admins/create')).toEqual(['Staffs']);
    expect(tagOf('POST /auth/login')).toEqual(['Sign-in']);
    expect(tagOf('GET /expense-categories')).toEqual(['Expense Categories']);
    expect(tagOf('GET /bills/customer/{id}')).toEqual(['Customer history']);
    const tags = new Set(operations().flatMap(({ operation }) => (operation as { tags?: string[] }).tags ?? []));
    // Words, not path segments or resource keys.
    for (const tag of tags) expect(tag).toMatch(/^[A-Z][A-Za-z -]+$/);
  });
});
