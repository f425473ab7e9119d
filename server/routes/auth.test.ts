import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { DEMO_ACCOUNTS } from '../seed';
import { buildTestApp, call, createStaff, holdTheClock, loginAs, postLogin, STAFF_PASSWORD, STAFF_RECORD_KEYS, inEnglish } from '../test/helpers';

const owner = DEMO_ACCOUNTS.owner;

describe('POST /api/auth/login', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers a token and the public staff record for the right email and password', async () => {
    const response = await postLogin(app, { email: owner.email, password: owner.password });

    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(Object.keys(user).sort()).toEqual(STAFF_RECORD_KEYS);
    expect(user).toMatchObject({ email: owner.email, firstName: 'Owner', lastName: 'Demo', role: 'super_admin', status: 'active' });
    expect(decodeJwt(token).sub).toBe(user._id);
  });

  it("issues a token that lasts a shop's day (14 hours, the default JWT_LIFETIME)", async () => {
    const response = await postLogin(app, { email: owner.email, password: owner.password });

    const { exp, iat } = decodeJwt(response.json().token);
    expect(exp! - iat!).toBe(14 * 3600);
  });

  it('issues tokens of the configured JWT_LIFETIME instead, when one is set', async () => {
    const short = await buildTestApp({ jwtLifetime: '30m' });
    const response = await postLogin(short, { email: owner.email, password: owner.password });
    const { exp, iat } = decodeJwt(response.json().token);
    expect(exp! - iat!).toBe(30 * 60);
    await short.close();
  });

  it('never answers the password or its hash', async () => {
    const response = await postLogin(app, { email: owner.email, password: owner.password });
    // Beside the token and the user, only names of what the server offers (one of them `passwordChange`).
    const { features, ...rest } = response.json();
    expect(features).toContain('passwordChange');
    expect(JSON.stringify(rest)).not.toMatch(/password|argon2|owner123/i);
    expect(response.body).not.toMatch(/argon2|owner123/i);
  });

  it('names what it offers beyond the spec: its features and the resources it serves beyond the spec\'s', async () => {
    const { features } = (await postLogin(app, { email: owner.email, password: owner.password })).json();
    expect(features).toEqual(expect.arrayContaining(['paging', 'preconditions', 'activity', 'reportRange', 'payments', 'stockLedger', 'goodsReceipts', 'stockAdjustments', 'stockCounts', 'stockValue', 'supplierReturns', 'profitAndLoss', 'renewals', 'reports']));
    // Its plain resources, as the console's registry names them.
    expect(features).toEqual(expect.arrayContaining(['customers', 'agents', 'expenses/categories']));
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const response = await postLogin(app, { email: '  OWNER@Shop.Test ', password: owner.password });

    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', { email: owner.email, password: 'wrong-password' }],
    ['an unknown email', { email: 'nobody@shop.test', password: owner.password }],
  ])('refuses %s with 401 and the same message', async (_case, credentials) => {
    const response = await postLogin(app, credentials);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.invalidCredentials, key: 'invalidCredentials' });
  });

  it('refuses an inactive account with 403 once the password is right', async () => {
    const ownerToken = await loginAs(app, 'owner');
    const staff = await createStaff(app, ownerToken);
    await call(app, 'PUT', `/api/admins/edit/${staff._id}`, { token: ownerToken, body: { ...staff, status: 'inactive' } });

    const response = await postLogin(app, { email: staff.email, password: STAFF_PASSWORD });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.accountInactive, key: 'accountInactive' });
  });

  it('answers an inactive account with a wrong password like any wrong password', async () => {
    const ownerToken = await loginAs(app, 'owner');
    const staff = await createStaff(app, ownerToken);
    await call(app, 'PUT', `/api/admins/edit/${staff._id}`, { token: ownerToken, body: { ...staff, status: 'inactive' } });

    const response = await postLogin(app, { email: staff.email, password: 'wrong-password' });

    expect(response.json()).toEqual({ message: MESSAGES.invalidCredentials, key: 'invalidCredentials' });
  });

  it.each([
    ['no email', { password: 'owner123' }, MESSAGES.loginEmailRequired],
    ['an empty email', { email: '  ', password: 'owner123' }, MESSAGES.loginEmailRequired],
    ['an invalid email', { email: 'owner-at-shop', password: 'owner123' }, MESSAGES.loginEmailInvalid],
    ['no password', { email: owner.email }, MESSAGES.loginPasswordRequired],
    ['a null password', { email: owner.email, password: null }, MESSAGES.loginPasswordRequired],
    ['a short password', { email: owner.email, password: '12345' }, MESSAGES.loginPasswordMin],
  ])('refuses %s with 400 and the spec message', async (_case, body, message) => {
    const response = await postLogin(app, body);

    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message });
  });

  it('refuses a non-string email with 400', async () => {
    const response = await postLogin(app, { email: 42, password: 'owner123' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${MESSAGES.invalidRequest}: email must be a string` });
  });
});

describe('login rate limit', () => {
  holdTheClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ loginRateLimit: 3 });
  });
  afterAll(() => app.close());

  it('answers 429 once LOGIN_RATE_LIMIT attempts for one email were made within a minute', async () => {
    const attempt = () => postLogin(app, { email: owner.email, password: 'wrong-password' });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);

    const response = await attempt();

    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: MESSAGES.tooManyLogins, key: 'tooManyLogins' });
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('counts each email separately, so one person cannot lock out the others', async () => {
    const attempt = () => postLogin(app, { email: 'someone@shop.test', password: 'wrong-password' });
    for (let i = 0; i < 3; i += 1) await attempt();

    const response = await postLogin(app, { email: DEMO_ACCOUNTS.staff.email, password: DEMO_ACCOUNTS.staff.password });

    expect(response.statusCode).toBe(200);
  });

  const from = (remoteAddress: string, email: string, password = 'wrong-password') =>
    app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

  it('counts one account across addresses: guessing its password from several machines stays slow', async () => {
    const email = 'guessed@shop.test';
    for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) expect((await from(address, email)).statusCode).toBe(401);
    const fourth = await from('127.0.0.5', email);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ message: MESSAGES.tooManyLogins, key: 'tooManyLogins' });
  });

  it('counts one address across accounts: a machine trying account after account is stopped, and logs no more', async () => {
    const refusedLogged = async () => Number((await app.db.selectFrom('activity').select((eb) => eb.fn.countAll().as('n')).where('action', '=', 'signInRefused').executeTakeFirstOrThrow()).n);
    const before = await refusedLogged();
    const answers: number[] = [];
    for (let n = 0; n < 12; n += 1) answers.push((await from('127.0.0.9', `flood${n}@shop.test`)).statusCode);
    // Three accounts' worth (3 × LOGIN_RATE_LIMIT), then 429 with no password check and no entry.
    expect(answers).toEqual([...Array(9).fill(401), 429, 429, 429]);
    expect((await refusedLogged()) - before).toBe(9);
    // Another machine is not held up by it.
    expect((await from('127.0.0.10', DEMO_ACCOUNTS.staff.email, DEMO_ACCOUNTS.staff.password)).statusCode).toBe(200);
  });
});
