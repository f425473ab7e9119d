import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { buildTestApp, call, createStaff, demoRecord, loginAs, STAFF_PASSWORD, TEST_SECRET } from '../test/helpers';

/** A token like the server's, with any claims, signed with any secret. */
function craftToken({ sub, secret = TEST_SECRET, exp = '1h', role = 'admin' }: { sub: string; secret?: string; exp?: string | number; role?: string }) {
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

/** A JWT-shaped value, for sending without the Bearer scheme. */
const BARE_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln';

const listStaff = (app: FastifyInstance, headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/admins', headers });

describe('the guard, on GET /api/admins', () => {
  let app: FastifyInstance;
  let ownerToken: string;
  let ownerId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    ownerToken = await loginAs(app, 'owner');
    ownerId = (await demoRecord(app, ownerToken, 'owner'))._id;
  });
  afterAll(() => app.close());

  it('lets a valid token of an allowed role through', async () => {
    const response = await listStaff(app, { authorization: `Bearer ${ownerToken}` });

    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['no Authorization header', {}],
    ['a header without Bearer', { authorization: BARE_TOKEN }],
    ['a Basic header', { authorization: 'Basic b3duZXI6b3duZXIxMjM=' }],
    ['a bearer value that is no JWT', { authorization: 'Bearer not-a-token' }],
    ['an empty bearer value', { authorization: 'Bearer ' }],
  ])('answers 401 "sign in" for %s', async (_case, headers) => {
    const response = await listStaff(app, headers);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.notSignedIn, key: 'notSignedIn' });
  });

  it('answers 401 for a token signed with another secret', async () => {
    const forged = await craftToken({ sub: ownerId, secret: 'another-secret-of-thirty-two-characters!!', role: 'super_admin' });

    const response = await listStaff(app, { authorization: `Bearer ${forged}` });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.notSignedIn, key: 'notSignedIn' });
  });

  it('answers 401 for an unsigned (alg none) token', async () => {
    const [, payload] = ownerToken.split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;

    const response = await listStaff(app, { authorization: `Bearer ${unsigned}` });

    expect(response.statusCode).toBe(401);
  });

  it('answers 401 "session expired" for an expired token', async () => {
    const expired = await craftToken({ sub: ownerId, exp: Math.floor(Date.now() / 1000) - 60 });

    const response = await listStaff(app, { authorization: `Bearer ${expired}` });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.sessionExpired, key: 'sessionExpired' });
  });

  it('answers 401 for a valid token of an account that no longer exists', async () => {
    const ghost = await craftToken({ sub: 'ffffffffffffffffffffffff', role: 'super_admin' });

    const response = await listStaff(app, { authorization: `Bearer ${ghost}` });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.notSignedIn, key: 'notSignedIn' });
  });

  it('takes the role from the account, not from the token', async () => {
    const staffId = (await demoRecord(app, ownerToken, 'staff'))._id;
    const claimsSuperAdmin = await craftToken({ sub: staffId, role: 'super_admin' });

    const response = await listStaff(app, { authorization: `Bearer ${claimsSuperAdmin}` });

    expect(response.statusCode).toBe(403);
  });

  it("refuses a deactivated user's existing token on the next call", async () => {
    // A super admin cannot be deactivated, so check the lock-out on a route staff may call.
    const staff = await createStaff(app, ownerToken);
    const staffToken = await loginAs(app, { email: staff.email, password: STAFF_PASSWORD });
    const listAsStaff = () => call(app, 'GET', '/api/admins', { token: staffToken });
    expect((await listAsStaff()).statusCode).toBe(403);

    await call(app, 'PUT', `/api/admins/edit/${staff._id}`, { token: ownerToken, body: { ...staff, status: 'inactive' } });
    const response = await listAsStaff();

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.accountInactive, key: 'accountInactive' });
  });

  it("refuses a deleted user's existing token on the next call", async () => {
    const staff = await createStaff(app, ownerToken);
    const staffToken = await loginAs(app, { email: staff.email, password: STAFF_PASSWORD });

    await call(app, 'DELETE', `/api/admins/delete/${staff._id}`, { token: ownerToken });
    const response = await call(app, 'GET', '/api/admins', { token: staffToken });

    expect(response.statusCode).toBe(401);
  });
});

describe('the guard runs before the body is read', () => {
  let app: FastifyInstance;
  let staffToken: string;
  beforeAll(async () => {
    app = await buildTestApp();
    staffToken = await loginAs(app, 'staff');
  });
  afterAll(() => app.close());

  // A caller who may not use a route learns nothing about its schema.
  it.each([
    ['POST', '/api/admins/create'],
    ['PUT', '/api/admins/edit/000000000000000000000000'],
    ['PUT', '/api/customers/000000000000000000000000'],
    ['POST', '/api/customers'],
  ])('answers 401, not 400, to an anonymous %s %s with a bad body', async (method, url) => {
    const response = await app.inject({ method: method as 'POST', url, payload: '{not json', headers: { 'content-type': 'application/json' } });

    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['POST', '/api/admins/create'],
    ['PUT', '/api/customers/000000000000000000000000'],
  ])('answers 403, not 400, to staff sending a bad body to %s %s', async (method, url) => {
    const response = await app.inject({
      method: method as 'POST',
      url,
      payload: [1, 2],
      headers: { authorization: `Bearer ${staffToken}` },
    });

    expect(response.statusCode).toBe(403);
  });
});
