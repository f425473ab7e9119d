import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from './domain/messages';
import { createProviders } from './providers';
import type { ResourceDeclaration } from './resources/types';
import { SESSION_KEYS } from './session';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.history.pushState({}, '', '/');
});
afterAll(() => server.close());

const HOUR = 3600;

/** A JWT-shaped token expiring `expiresIn` seconds from now (negative: already expired). */
function token(expiresIn = HOUR): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + expiresIn })}.signature`;
}

const owner = { _id: 'u1', firstName: 'Owner', lastName: 'Demo', email: 'owner@shop.test', role: 'super_admin' };
const staffMember = { _id: 'u2', firstName: 'Staff', lastName: 'Demo', email: 'staff@shop.test', role: 'admin' };

function storeSession(authToken: string, user: object = staffMember) {
  localStorage.setItem(SESSION_KEYS.token, authToken);
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
}

const storedToken = () => localStorage.getItem(SESSION_KEYS.token);
const storedUser = () => JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? 'null');

const counters: ResourceDeclaration = {
  name: 'counters' as ResourceDeclaration['name'],
  icon: () => null,
  menu: { order: 1 },
  routes: { list: 'GET /counters' },
  columns: [],
  inputs: [],
};

/** The app's wiring (one HTTP client for both providers) with the browser redirect observed. */
function setup(now?: () => number) {
  const redirect = vi.fn();
  return { redirect, ...createProviders({ apiBase: '/api', resources: [counters], redirect, now }) };
}

function answer401(path: string) {
  server.use(mock.all(`*/api${path}`, () => HttpResponse.json({ message: MESSAGES.sessionExpired }, { status: 401 })));
}

describe('session at start', () => {
  it('drops a stored token whose expiry has passed, with the user', () => {
    storeSession(token(-60));
    setup();
    expect([storedToken(), storedUser()]).toEqual([null, null]);
  });

  it('drops a stored token that cannot be decoded', () => {
    storeSession('not-a-jwt');
    setup();
    expect(storedToken()).toBeNull();
  });

  it('keeps a stored token that is still valid', () => {
    const valid = token();
    storeSession(valid);
    setup();
    expect(storedToken()).toBe(valid);
  });
});

describe('checkAuth', () => {
  it('resolves while the token is valid', async () => {
    storeSession(token());
    await expect(setup().authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('rejects and clears the session once the token has expired', async () => {
    storeSession(token(60));
    let now = Date.now();
    const { authProvider } = setup(() => now);
    now += 120_000;
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login', message: 'app.messages.sessionExpired' });
    expect(storedToken()).toBeNull();
  });

  it('rejects when signed out', async () => {
    await expect(setup().authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });
});

describe('login', () => {
  it('posts the credentials, stores token and user, and goes to /dashboard', async () => {
    const issued = token();
    let sent: unknown;
    server.use(
      mock.post('*/api/auth/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token: issued, user: owner });
      }),
    );
    const result = await setup().authProvider.login({ email: 'owner@shop.test', password: 'owner123' });
    expect(result).toEqual({ redirectTo: '/dashboard' });
    expect(sent).toEqual({ email: 'owner@shop.test', password: 'owner123' });
    expect([storedToken(), storedUser()]).toEqual([issued, owner]);
  });

  it.each([
    ['the server message', () => HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }), 'Invalid email or password'],
    ['Login failed without a message', () => new HttpResponse(null, { status: 500 }), 'app.messages.loginFailed'],
    ['the unexpected text on a network failure', () => HttpResponse.error(), 'app.messages.unexpectedError'],
    ['the unexpected text on an answer without token', () => HttpResponse.json({ user: owner }), 'app.messages.unexpectedError'],
  ])('fails with %s', async (_case, reply, message) => {
    server.use(mock.post('*/api/auth/login', reply));
    await expect(setup().authProvider.login({ email: 'a@b.lk', password: 'secret1' })).rejects.toThrow(message);
  });

  it('does not treat its own 401 as the end of a session', async () => {
    window.history.pushState({}, '', '/staffs');
    const kept = token();
    storeSession(kept);
    answer401('/auth/login');
    const { authProvider, redirect } = setup();
    await authProvider.login({ email: 'a@b.lk', password: 'wrong12' }).catch(() => undefined);
    expect(redirect).not.toHaveBeenCalled();
    expect(storedToken()).toBe(kept);
  });
});

describe('a 401 from any call', () => {
  it('clears the session and sends the browser to /login', async () => {
    window.history.pushState({}, '', '/recharges/history');
    storeSession(token());
    answer401('/recharge/balance');
    const { http, redirect } = setup();
    await http.request('GET', '/recharge/balance').catch(() => undefined);
    expect(redirect).toHaveBeenCalledWith('/login');
    expect([storedToken(), storedUser()]).toEqual([null, null]);
  });

  it('does the same for a dataProvider call', async () => {
    window.history.pushState({}, '', '/counters');
    storeSession(token());
    answer401('/counters');
    const { dataProvider, redirect } = setup();
    await dataProvider.getList('counters', { filter: {} }).catch(() => undefined);
    expect(redirect).toHaveBeenCalledWith('/login');
    expect(storedToken()).toBeNull();
  });

  it('does not redirect while already on /login', async () => {
    window.history.pushState({}, '', '/login');
    answer401('/recharge/balance');
    const { http, redirect } = setup();
    await http.request('GET', '/recharge/balance').catch(() => undefined);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('but a 403 keeps the session', async () => {
    window.history.pushState({}, '', '/staffs');
    const kept = token();
    storeSession(kept);
    server.use(mock.get('*/api/counters', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    const { http, redirect } = setup();
    await http.request('GET', '/counters').catch(() => undefined);
    expect(redirect).not.toHaveBeenCalled();
    expect(storedToken()).toBe(kept);
  });
});

describe('checkError', () => {
  it('clears the session and asks for /login on a 401', async () => {
    window.history.pushState({}, '', '/customers');
    storeSession(token());
    await expect(setup().authProvider.checkError({ status: 401 })).rejects.toEqual({ redirectTo: '/login' });
    expect(storedToken()).toBeNull();
  });

  it('ignores a 401 while on /login', async () => {
    window.history.pushState({}, '', '/login');
    await expect(setup().authProvider.checkError({ status: 401 })).resolves.toBeUndefined();
  });

  it.each([403, 404, 500, undefined])('keeps the session on status %s', async (status) => {
    const kept = token();
    storeSession(kept);
    await expect(setup().authProvider.checkError({ status })).resolves.toBeUndefined();
    expect(storedToken()).toBe(kept);
  });
});

describe('logout', () => {
  it('clears token and user and goes to /login', async () => {
    storeSession(token());
    await expect(setup().authProvider.logout({})).resolves.toBe('/login');
    expect([storedToken(), storedUser()]).toEqual([null, null]);
  });

  it('empties the cached lists, so the next user refetches them', async () => {
    storeSession(token());
    let calls = 0;
    server.use(mock.get('*/api/counters', () => HttpResponse.json([{ _id: String(++calls) }])));
    const { authProvider, dataProvider } = setup();
    await dataProvider.getList('counters', { filter: {} });
    await authProvider.logout({});
    await dataProvider.getList('counters', { filter: {} });
    expect(calls).toBe(2);
  });
});

describe('identity and access', () => {
  it('gives the full name, email, role and default status of the stored user', async () => {
    storeSession(token(), owner);
    await expect(setup().authProvider.getIdentity!()).resolves.toEqual({
      id: 'u1',
      fullName: 'Owner Demo',
      email: 'owner@shop.test',
      role: 'super_admin',
      status: 'active',
    });
  });

  it.each([
    [{ role: 'super_admin' }, 'super_admin'],
    [{ role: 'superadmin' }, 'super_admin'],
    [{ userType: 'superadmin' }, 'super_admin'],
    [{ userType: 'admin' }, 'admin'],
    [{}, 'admin'],
  ])('normalises the role of %o to %s', async (roleFields, role) => {
    storeSession(token(), { firstName: 'A', lastName: 'B', ...roleFields });
    const { authProvider } = setup();
    expect((await authProvider.getIdentity!()).role).toBe(role);
    expect(await authProvider.getPermissions!({})).toBe(role);
  });

  it.each([
    ['admin', 'staffs', 'list', false],
    ['super_admin', 'staffs', 'list', true],
    ['admin', 'products', 'create', false],
    ['super_admin', 'products', 'refill', true],
    ['admin', 'customers', 'create', true],
    ['admin', 'customers', 'history', false],
    ['admin', 'expenses/categories', 'menu', false],
    ['admin', 'repairs/issues', 'edit', true],
    ['super_admin', 'unknown', 'list', false],
  ])('answers canAccess for %s on %s/%s: %s', async (role, resource, action, allowed) => {
    storeSession(token(), { ...staffMember, role });
    await expect(setup().authProvider.canAccess!({ resource, action })).resolves.toBe(allowed);
  });

  it('lets the owner add a repair issue only where the backend names warranties (the spec has no add)', async () => {
    storeSession(token(), { ...staffMember, role: 'super_admin' });
    await expect(setup().authProvider.canAccess!({ resource: 'repairs/issues', action: 'create' })).resolves.toBe(false);
    localStorage.setItem(SESSION_KEYS.features, JSON.stringify(['warranties']));
    await expect(setup().authProvider.canAccess!({ resource: 'repairs/issues', action: 'create' })).resolves.toBe(true);
  });

  it('lets staff receive goods, never see their costs, where the sign-in answer says the owner allows it (issue 47)', async () => {
    server.use(mock.post('*/api/auth/login', () => HttpResponse.json({ token: token(), user: staffMember, features: ['goodsReceipts'], allowances: ['staffReceiveGoods', 'unknownSwitch'] })));
    const { authProvider } = setup();
    await expect(authProvider.canAccess!({ resource: 'goods/received', action: 'create' })).resolves.toBe(false);
    await authProvider.login({ email: 'staff@shop.test', password: 'staff123' });
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.allowances) ?? 'null')).toEqual(['staffReceiveGoods']);
    for (const action of ['menu', 'list', 'show', 'create']) await expect(authProvider.canAccess!({ resource: 'goods/received', action })).resolves.toBe(true);
    for (const action of ['cost', 'adjust', 'audit']) await expect(authProvider.canAccess!({ resource: 'goods/received', action })).resolves.toBe(false);
    await authProvider.logout!({});
    expect(localStorage.getItem(SESSION_KEYS.allowances)).toBeNull();

    // A sign-in answer naming none (the shop's own backend, or the switch off) allows nothing.
    server.use(mock.post('*/api/auth/login', () => HttpResponse.json({ token: token(), user: staffMember })));
    await authProvider.login({ email: 'staff@shop.test', password: 'staff123' });
    await expect(authProvider.canAccess!({ resource: 'goods/received', action: 'list' })).resolves.toBe(false);
  });

  it('refuses every access when signed out', async () => {
    await expect(setup().authProvider.canAccess!({ resource: 'customers', action: 'list' })).resolves.toBe(false);
  });
});
