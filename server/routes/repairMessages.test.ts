import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { DEFAULT_REPAIR_MESSAGES, defaultTemplates } from '../../src/domain/repairMessages';
import { DEMO_ACCOUNTS } from '../seed';
import { buildTestApp, call, loginAs, postLogin, inEnglish } from '../test/helpers';

type Rec = Record<string, unknown>;

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
});
afterAll(() => app.close());

const ROUTE = '/api/settings/repair-messages';
const get = (token = staffToken) => call(app, 'GET', ROUTE, { token });
const put = (body: unknown, token = ownerToken) => call(app, 'PUT', ROUTE, { token, body });

describe('each repair status’s WhatsApp message (product.md §10)', () => {
  it('is named at sign-in as the statusMessages feature', async () => {
    const { email, password } = DEMO_ACCOUNTS.staff;
    expect((await postLogin(app, { email, password })).json().features).toEqual(expect.arrayContaining(['statusMessages']));
  });

  it('starts as the defaults, the spec’s two among them, readable by staff (who send them)', async () => {
    const response = await get();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...defaultTemplates(), updatedAt: null, updatedByName: null });
    expect(response.json().returned).toBe(DEFAULT_REPAIR_MESSAGES['Returned from Company']);
  });

  it('refuses anyone signed out (401), and staff a change (403) without changing anything', async () => {
    expect((await call(app, 'GET', ROUTE)).statusCode).toBe(401);
    const before = (await get()).json();
    const byStaff = await put({ returned: 'Ready, {customerName}' }, staffToken);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toEqual({ message: MESSAGES.forbidden, key: 'forbidden' });
    expect((await get()).json()).toEqual(before);
  });

  it("is changed by the owner: trimmed, '' for no message, the rest kept, logged", async () => {
    const response = await put({ inProgress: '  Working on your {device}, {customerName}.\n{statusLink}  ', pendingParts: '' });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      ...defaultTemplates(),
      inProgress: 'Working on your {device}, {customerName}.\n{statusLink}',
      pendingParts: '',
      updatedByName: 'Owner Demo',
    };
    expect(response.json()).toMatchObject(expected);
    expect((await get()).json()).toMatchObject(expected);

    const log = (await call(app, 'GET', '/api/activity', { token: ownerToken })).json() as Rec[];
    const entry = log.find((row) => row.resource === 'settings' && JSON.stringify(row).includes('Working on your'));
    expect(entry).toMatchObject({ action: 'update', userName: 'Owner Demo' });
  });

  it('takes null as no message', async () => {
    const response = await put({ sent: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().sent).toBe('');
  });

  it('refuses an unknown placeholder under its field (400), keeping every template as it was', async () => {
    const before = (await get()).json();
    const response = await put({ received: 'Got it', returned: 'Dear {customer}, it is ready' });
    expect(response.statusCode).toBe(400);
    const message = MESSAGES.repairMessageUnknownPlaceholder.replace('{placeholder}', '{customer}');
    expect(inEnglish(response.json())).toEqual({ message, errors: { returned: message } });
    expect((await get()).json()).toEqual(before);
  });

  it('refuses a message over 1000 characters, or not text', async () => {
    const long = await put({ collected: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: MESSAGES.repairMessageTooLong, key: 'repairMessageTooLong', errors: { collected: MESSAGES.repairMessageTooLong }, errorKeys: { collected: { key: 'repairMessageTooLong' } } });
    expect((await put({ returned: 42 })).statusCode).toBe(400);
  });
});
