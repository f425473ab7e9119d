import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { demoPasswordsInUse } from '../seed';
import { buildTestApp, call, createStaff, loginAs, postLogin, signInNewSuperAdmin, STAFF_PASSWORD, STAFF_RECORD_KEYS, inEnglish } from '../test/helpers';

const changePassword = (app: FastifyInstance, token: string, body: Record<string, unknown>) =>
  call(app, 'PUT', '/api/auth/password', { token, body });

/** A route every signed-in user may call: shows whether a token still holds. */
const whoAmI = (app: FastifyInstance, token: string) => call(app, 'GET', '/api/customers', { token });

describe('PUT /api/auth/password: change your own password', () => {
  let app: FastifyInstance;
  let ownerToken: string;
  beforeAll(async () => {
    app = await buildTestApp();
    ownerToken = await loginAs(app, 'owner');
  });
  afterAll(() => app.close());

  it('answers 401 without a session', async () => {
    const response = await call(app, 'PUT', '/api/auth/password', { body: { currentPassword: 'x', newPassword: 'yyyyyy' } });

    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ newPassword: 'new-pass-1' }, MESSAGES.currentPasswordRequired],
    [{ currentPassword: STAFF_PASSWORD }, MESSAGES.newPasswordRequired],
    [{ currentPassword: STAFF_PASSWORD, newPassword: '' }, MESSAGES.newPasswordRequired],
    [{ currentPassword: STAFF_PASSWORD, newPassword: '12345' }, MESSAGES.staffPasswordMin],
    [{ currentPassword: STAFF_PASSWORD, newPassword: STAFF_PASSWORD }, MESSAGES.newPasswordSame],
  ])('refuses %j with 400 and the rule message, changing nothing', async (body, message) => {
    const staff = await createStaff(app, ownerToken);
    const token = await loginAs(app, { email: staff.email, password: STAFF_PASSWORD });

    const response = await changePassword(app, token, body);

    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message });
    expect((await whoAmI(app, token)).statusCode).toBe(200);
    expect((await postLogin(app, { email: staff.email, password: STAFF_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 (not 401: the session goes on) and keeps the old password', async () => {
    const staff = await createStaff(app, ownerToken);
    const token = await loginAs(app, { email: staff.email, password: STAFF_PASSWORD });

    const response = await changePassword(app, token, { currentPassword: 'wrong-one', newPassword: 'new-pass-1' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.currentPasswordWrong, key: 'currentPasswordWrong' });
    expect((await whoAmI(app, token)).statusCode).toBe(200);
    expect((await postLogin(app, { email: staff.email, password: 'new-pass-1' })).statusCode).toBe(401);
  });

  it('changes it: the new password signs in, the old no longer does', async () => {
    const staff = await createStaff(app, ownerToken);
    const token = await loginAs(app, { email: staff.email, password: STAFF_PASSWORD });

    const response = await changePassword(app, token, { currentPassword: STAFF_PASSWORD, newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' });

    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.message).toBe(MESSAGES.passwordChanged);
    expect(Object.keys(answer.user).sort()).toEqual(STAFF_RECORD_KEYS);
    expect(answer.user.updatedByName).toBe('Nimal Perera');
    expect((await postLogin(app, { email: staff.email, password: STAFF_PASSWORD })).statusCode).toBe(401);
    expect((await postLogin(app, { email: staff.email, password: 'new-pass-1' })).statusCode).toBe(200);
  });

  it("ends the person's other sessions (401) and keeps this one going with the token it answers", async () => {
    const staff = await createStaff(app, ownerToken);
    const here = await loginAs(app, { email: staff.email, password: STAFF_PASSWORD });
    const elsewhere = await loginAs(app, { email: staff.email, password: STAFF_PASSWORD });
    expect((await whoAmI(app, elsewhere)).statusCode).toBe(200);

    const response = await changePassword(app, here, { currentPassword: STAFF_PASSWORD, newPassword: 'new-pass-2' });
    const fresh = response.json().token as string;

    const refusedElsewhere = await whoAmI(app, elsewhere);
    expect(refusedElsewhere.statusCode).toBe(401);
    expect(refusedElsewhere.json()).toEqual({ message: MESSAGES.signInEnded, key: 'signInEnded' });
    expect((await whoAmI(app, here)).statusCode).toBe(401);
    expect((await whoAmI(app, fresh)).statusCode).toBe(200);
    // A later sign-in with the new password holds too.
    const later = await loginAs(app, { email: staff.email, password: 'new-pass-2' });
    expect((await whoAmI(app, later)).statusCode).toBe(200);
  });

  it("does not touch anyone else's sessions", async () => {
    const staff = await createStaff(app, ownerToken);
    const token = await loginAs(app, { email: staff.email, password: STAFF_PASSWORD });

    await changePassword(app, token, { currentPassword: STAFF_PASSWORD, newPassword: 'new-pass-3' });

    expect((await whoAmI(app, ownerToken)).statusCode).toBe(200);
  });

  it('lets a super admin change their own password too', async () => {
    const superToken = await signInNewSuperAdmin(app, 'Second', 'Owner');

    const response = await changePassword(app, superToken, { currentPassword: STAFF_PASSWORD, newPassword: 'owner-new-1' });

    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('super_admin');
  });
});

describe('PUT /api/admins/edit/:id with a password: a super admin sets a staff member\'s password', () => {
  let app: FastifyInstance;
  let ownerToken: string;
  beforeAll(async () => {
    app = await buildTestApp();
    ownerToken = await loginAs(app, 'owner');
  });
  afterAll(() => app.close());

  const edit = (id: string, body: Record<string, unknown>, token = ownerToken) => call(app, 'PUT', `/api/admins/edit/${id}`, { token, body });

  it('sets it: the new password signs in, the staff member\'s sessions end with 401', async () => {
    const staff = await createStaff(app, ownerToken);
    const staffToken = await loginAs(app, { email: staff.email, password: STAFF_PASSWORD });

    const response = await edit(staff._id, { firstName: staff.firstName, lastName: staff.lastName, password: 'set-by-owner' });

    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(STAFF_RECORD_KEYS);
    expect((await whoAmI(app, staffToken)).statusCode).toBe(401);
    expect((await postLogin(app, { email: staff.email, password: STAFF_PASSWORD })).statusCode).toBe(401);
    expect((await postLogin(app, { email: staff.email, password: 'set-by-owner' })).statusCode).toBe(200);
    expect((await whoAmI(app, ownerToken)).statusCode).toBe(200);
  });

  it.each([
    ['absent', {}],
    ['empty', { password: '' }],
    ['null', { password: null }],
    ['only spaces', { password: '      ' }],
  ])('keeps the password and the sessions when it is %s', async (_case, extra) => {
    const staff = await createStaff(app, ownerToken);
    const staffToken = await loginAs(app, { email: staff.email, password: STAFF_PASSWORD });

    const response = await edit(staff._id, { firstName: 'Renamed', lastName: staff.lastName, ...extra });

    expect(response.statusCode).toBe(200);
    expect(response.json().firstName).toBe('Renamed');
    expect((await whoAmI(app, staffToken)).statusCode).toBe(200);
    expect((await postLogin(app, { email: staff.email, password: STAFF_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a password under 6 characters with the spec message, changing nothing', async () => {
    const staff = await createStaff(app, ownerToken);

    const response = await edit(staff._id, { firstName: 'Changed', lastName: staff.lastName, password: '12345' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.staffPasswordMin, key: 'staffPasswordMin' });
    expect((await postLogin(app, { email: staff.email, password: STAFF_PASSWORD })).json().user.firstName).toBe(staff.firstName);
  });

  it('is refused to staff (403)', async () => {
    const staff = await createStaff(app, ownerToken);
    const staffToken = await loginAs(app, { email: staff.email, password: STAFF_PASSWORD });

    const response = await edit(staff._id, { firstName: 'x', lastName: 'y', password: 'hijack-1' }, staffToken);

    expect(response.statusCode).toBe(403);
  });
});

describe('demoPasswordsInUse (warned at every start)', () => {
  it('names the demo accounts still on their published password, until each is changed', async () => {
    const app = await buildTestApp();
    try {
      expect(await demoPasswordsInUse(app.db)).toEqual(['owner@shop.test', 'staff@shop.test']);
      const ownerToken = await loginAs(app, 'owner');

      await changePassword(app, ownerToken, { currentPassword: 'owner123', newPassword: 'a-real-secret' });

      expect(await demoPasswordsInUse(app.db)).toEqual(['staff@shop.test']);
    } finally {
      await app.close();
    }
  });
});
