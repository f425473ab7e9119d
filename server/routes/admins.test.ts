import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import type { StaffRecord } from '../schemas/staff';
import { buildStaffInput, buildTestApp, call, createStaff, demoRecord, loginAs, postLogin, STAFF_PASSWORD, STAFF_RECORD_KEYS, inEnglish } from '../test/helpers';

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
});
afterAll(() => app.close());

const create = (body: unknown, token = ownerToken) => call(app, 'POST', '/api/admins/create', { token, body });
const edit = (id: string, body: unknown, token = ownerToken) => call(app, 'PUT', `/api/admins/edit/${id}`, { token, body });
const remove = (id: string, token = ownerToken) => call(app, 'DELETE', `/api/admins/delete/${id}`, { token });
const list = async () => (await call(app, 'GET', '/api/admins', { token: ownerToken })).json() as StaffRecord[];

/** The edit form's payload for a record: its fields plus status (product.md §7). */
const editForm = ({ firstName, lastName, email, role, status }: StaffRecord) => ({ firstName, lastName, email, role, status });

describe('access', () => {
  it.each([
    ['GET', '/api/admins'],
    ['POST', '/api/admins/create'],
    ['PUT', '/api/admins/edit/ffffffffffffffffffffffff'],
    ['DELETE', '/api/admins/delete/ffffffffffffffffffffffff'],
  ] as const)('refuses staff (role admin) on %s %s with 403', async (method, url) => {
    const response = await call(app, method, url, { token: staffToken, body: method === 'POST' || method === 'PUT' ? buildStaffInput() : undefined });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.forbidden, key: 'forbidden' });
  });

  it.each([
    ['GET', '/api/admins'],
    ['POST', '/api/admins/create'],
    ['PUT', '/api/admins/edit/ffffffffffffffffffffffff'],
    ['DELETE', '/api/admins/delete/ffffffffffffffffffffffff'],
  ] as const)('refuses anonymous callers on %s %s with 401', async (method, url) => {
    const response = await call(app, method, url, { body: method === 'POST' || method === 'PUT' ? buildStaffInput() : undefined });

    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/admins', () => {
  it('lists every staff member as public records', async () => {
    const response = await call(app, 'GET', '/api/admins', { token: ownerToken });

    expect(response.statusCode).toBe(200);
    const records = response.json() as StaffRecord[];
    expect(records.map((record) => record.email)).toEqual(expect.arrayContaining(['owner@shop.test', 'staff@shop.test']));
    for (const record of records) expect(Object.keys(record).sort()).toEqual(STAFF_RECORD_KEYS);
  });

  it('lists the newest first', async () => {
    const older = await createStaff(app, ownerToken);
    const newer = await createStaff(app, ownerToken);

    const ids = (await list()).map((record) => record._id);

    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(ids.indexOf(newer._id)).toBe(0);
  });
});

describe('POST /api/admins/create', () => {
  it('creates an active admin and answers 201 with its record', async () => {
    const input = buildStaffInput({ firstName: '  Kamal ', lastName: ' Silva ', email: '  Kamal.Silva@Shop.Test ' });

    const response = await create(input);

    expect(response.statusCode).toBe(201);
    const record = response.json() as StaffRecord;
    expect(record).toMatchObject({
      firstName: 'Kamal',
      lastName: 'Silva',
      email: 'kamal.silva@shop.test',
      role: 'admin',
      status: 'active',
      createdByName: 'Owner Demo',
      updatedByName: null,
    });
    expect(record._id).toMatch(/^[0-9a-f]{24}$/);
    expect(record.createdAt).toBe(record.updatedAt);
    expect(Object.keys(record).sort()).toEqual(STAFF_RECORD_KEYS);
  });

  it('stores the new account so it appears in the list and can sign in', async () => {
    const record = await createStaff(app, ownerToken);

    expect((await list()).map((staff) => staff._id)).toContain(record._id);
    expect((await postLogin(app, { email: record.email, password: STAFF_PASSWORD })).statusCode).toBe(200);
  });

  it.each([
    ['an absent role', undefined],
    ['an empty role', ''],
    ['a null role', null],
  ])('makes an admin when given %s', async (_case, role) => {
    const response = await create(buildStaffInput({ role }));

    expect(response.statusCode).toBe(201);
    expect(response.json().role).toBe('admin');
  });

  it.each([
    ['no first name', { firstName: undefined }, MESSAGES.firstNameRequired],
    ['a blank first name', { firstName: '   ' }, MESSAGES.firstNameRequired],
    ['no last name', { lastName: '' }, MESSAGES.lastNameRequired],
    ['no email', { email: null }, MESSAGES.staffEmailRequired],
    ['an invalid email', { email: 'nimal@shop' }, MESSAGES.staffEmailInvalid],
    ['no password', { password: undefined }, MESSAGES.staffPasswordRequired],
    ['a short password', { password: '12345' }, MESSAGES.staffPasswordMin],
    ['the super_admin role', { role: 'super_admin' }, MESSAGES.roleFixedOnCreate],
    ['an unknown role', { role: 'manager' }, MESSAGES.roleFixedOnCreate],
  ])('refuses %s with 400 and the spec message', async (_case, overrides, message) => {
    const response = await create(buildStaffInput(overrides));

    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message });
  });

  it('refuses an email already in use, whatever its case, with 409', async () => {
    const response = await create(buildStaffInput({ email: ' STAFF@Shop.Test' }));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.emailTaken, key: 'emailTaken', errors: { email: MESSAGES.emailTaken }, errorKeys: { email: { key: 'emailTaken' } } });
  });

  it('refuses a first name of the wrong type with 400', async () => {
    const response = await create(buildStaffInput({ firstName: 5 }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${MESSAGES.invalidRequest}: firstName must be a string` });
  });

  it('refuses an absurdly long name with 400', async () => {
    const response = await create(buildStaffInput({ lastName: 'x'.repeat(101) }));

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/lastName must be at most 100 characters/);
  });

  it('ignores fields it does not know, such as an id or a status', async () => {
    const response = await create(buildStaffInput({ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', status: 'inactive', passwordHash: 'x' }));

    expect(response.statusCode).toBe(201);
    expect(response.json()._id).not.toBe('aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(response.json().status).toBe('active');
  });
});

describe('PUT /api/admins/edit/:id', () => {
  it('updates names and status and answers the updated record', async () => {
    const staff = await createStaff(app, ownerToken);

    const response = await edit(staff._id, { ...editForm(staff), firstName: ' Sunil ', lastName: 'Fernando', status: 'inactive' });

    expect(response.statusCode).toBe(200);
    const record = response.json() as StaffRecord;
    expect(record).toMatchObject({ _id: staff._id, firstName: 'Sunil', lastName: 'Fernando', status: 'inactive', updatedByName: 'Owner Demo' });
    expect(record.createdAt).toBe(staff.createdAt);
    expect(record.updatedAt >= staff.updatedAt).toBe(true);
    expect(Object.keys(record).sort()).toEqual(STAFF_RECORD_KEYS);
  });

  it('reactivates an inactive account', async () => {
    const staff = await createStaff(app, ownerToken);
    await edit(staff._id, { ...editForm(staff), status: 'inactive' });

    const response = await edit(staff._id, { ...editForm(staff), status: 'active' });

    expect(response.json().status).toBe('active');
  });

  it('ends the account\'s sessions for good when it is switched off: switched on again, it needs a new sign-in', async () => {
    const staff = await createStaff(app, ownerToken);
    const before = (await postLogin(app, { email: staff.email, password: STAFF_PASSWORD })).json().token as string;
    const asStaff = () => call(app, 'GET', '/api/customers', { token: before });
    expect((await asStaff()).statusCode).toBe(200);
    await edit(staff._id, { ...editForm(staff), status: 'inactive' });
    expect((await asStaff()).json()).toEqual({ message: MESSAGES.accountInactive, key: 'accountInactive' });
    await edit(staff._id, { ...editForm(staff), status: 'active' });
    const revived = await asStaff();
    expect(revived.statusCode).toBe(401);
    expect(revived.json()).toEqual({ message: MESSAGES.signInEnded, key: 'signInEnded' });
    // A new sign-in works; an edit that leaves the status as it was ends nothing.
    const after = (await postLogin(app, { email: staff.email, password: STAFF_PASSWORD })).json().token as string;
    await edit(staff._id, { ...editForm(staff), status: 'active', firstName: 'Sunil' });
    expect((await call(app, 'GET', '/api/customers', { token: after })).statusCode).toBe(200);
  });

  it('keeps the stored status when none is sent', async () => {
    const staff = await createStaff(app, ownerToken);

    const response = await edit(staff._id, { firstName: 'Ruwan', lastName: 'Jayasuriya' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Ruwan', status: 'active', email: staff.email, role: 'admin' });
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['null', null],
    ['the same in another case', 'UPPER'],
  ])('accepts the email when it is %s', async (_case, email) => {
    const staff = await createStaff(app, ownerToken);
    const sent = email === 'UPPER' ? staff.email.toUpperCase() : email;

    const response = await edit(staff._id, { ...editForm(staff), email: sent });

    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(staff.email);
  });

  it('refuses a different email with 400', async () => {
    const staff = await createStaff(app, ownerToken);

    const response = await edit(staff._id, { ...editForm(staff), email: 'someone.else@shop.test' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.emailNotChangeable, key: 'emailNotChangeable' });
  });

  it('refuses a role change with 400', async () => {
    const staff = await createStaff(app, ownerToken);

    const response = await edit(staff._id, { ...editForm(staff), role: 'super_admin' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.roleNotChangeable, key: 'roleNotChangeable' });
  });

  it.each([
    ['no first name', { firstName: undefined }, MESSAGES.firstNameRequired],
    ['an empty first name', { firstName: '' }, MESSAGES.firstNameRequired],
    ['no last name', { lastName: null }, MESSAGES.lastNameRequired],
    ['an invalid email', { email: 'not-an-email' }, MESSAGES.staffEmailInvalid],
  ])('refuses %s with 400 and the spec message', async (_case, overrides, message) => {
    const staff = await createStaff(app, ownerToken);

    const response = await edit(staff._id, { ...editForm(staff), ...overrides });

    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message });
  });

  it('refuses a status other than active or inactive with 400', async () => {
    const staff = await createStaff(app, ownerToken);

    const response = await edit(staff._id, { ...editForm(staff), status: 'paused' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${MESSAGES.invalidRequest}: status must be one of: active, inactive` });
  });

  it("refuses to switch a super admin's status", async () => {
    const owner = await demoRecord(app, ownerToken, 'owner');

    const response = await edit(owner._id, { ...editForm(owner), status: 'inactive' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.superAdminStatusFixed, key: 'superAdminStatusFixed' });
  });

  it("accepts a super admin's edit form while the status stays active", async () => {
    const owner = await demoRecord(app, ownerToken, 'owner');

    const response = await edit(owner._id, editForm(owner));

    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('super_admin');
  });

  it('answers 404 for an unknown id', async () => {
    const response = await edit('ffffffffffffffffffffffff', buildStaffInput());

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.staffNotFound, key: 'staffNotFound' });
  });

  it('refuses a body that is not an object with 400', async () => {
    const staff = await createStaff(app, ownerToken);

    const response = await edit(staff._id, [editForm(staff)]);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${MESSAGES.invalidRequest}: body must be an object` });
  });

  it('makes one of several edits sent at once from the same version; the rest are stale (409)', async () => {
    const staff = await createStaff(app, ownerToken);
    const tag = `"v-${staff.updatedAt}"`;
    const responses = await Promise.all(
      ['Sunil', 'Ruwan', 'Kamal', 'Nimal'].map((firstName) =>
        call(app, 'PUT', `/api/admins/edit/${staff._id}`, { token: ownerToken, body: { ...editForm(staff), firstName }, headers: { 'if-match': tag } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    const made = responses.find((response) => response.statusCode === 200)!.json();
    expect((await list()).find((row) => row._id === staff._id)?.firstName).toBe(made.firstName);
  });
});

describe('DELETE /api/admins/delete/:id', () => {
  it('deletes a staff member and answers a confirmation with its id', async () => {
    const staff = await createStaff(app, ownerToken);

    const response = await remove(staff._id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.staffDeleted, _id: staff._id });
    expect((await list()).map((record) => record._id)).not.toContain(staff._id);
  });

  it('refuses to delete a super admin with 409', async () => {
    const owner = await demoRecord(app, ownerToken, 'owner');

    const response = await remove(owner._id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.superAdminNotDeletable, key: 'superAdminNotDeletable' });
    expect((await list()).map((record) => record._id)).toContain(owner._id);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await remove('ffffffffffffffffffffffff');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.staffNotFound, key: 'staffNotFound' });
  });

  it('answers 404 for an id deleted a moment ago', async () => {
    const staff = await createStaff(app, ownerToken);
    await remove(staff._id);

    const response = await remove(staff._id);

    expect(response.statusCode).toBe(404);
  });
});
