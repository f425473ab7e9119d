import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYLOAD_DATE_TIME, shopNow } from '../../src/domain/dayjs';
import { MESSAGES } from '../../src/domain/messages';
import { buildCustomerInput, buildTestApp, call, loginAs } from '../test/helpers';
import { catalogue, createRepair, storedRepair } from '../test/repairs';

/** A status change records what has happened: the server refuses one dated in the future, as the form does. */

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let repairInput: Record<string, unknown>;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  const customer = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json();
  const issues = await catalogue(app, ownerToken);
  repairInput = { customerId: customer._id, issues: [issues.get('TV Power Board Repair')!._id], repairProduct: 'Singer 32" LED TV' };
});
afterAll(() => app.close());

/** A moment `minutes` from now on the shop's clock, as the API takes it. */
const inMinutes = (minutes: number) => shopNow().add(minutes, 'minute').format(PAYLOAD_DATE_TIME);

describe('a status dated in the future', () => {
  it.each([
    ['in an hour', 60],
    ['tomorrow', 24 * 60],
  ])('is refused on a change (%s): 400 with the message, nothing written', async (_, minutes) => {
    const repair = await createRepair(app, staffToken, repairInput);

    const response = await call(app, 'PATCH', `/api/repairs/status/${repair._id}`, {
      token: staffToken,
      body: { status: 'Sent to Company', dateManual: inMinutes(minutes) },
    });

    expect([response.statusCode, response.json()]).toEqual([400, { message: MESSAGES.repairStatusDateFuture, key: 'repairStatusDateFuture' }]);
    expect(await storedRepair(app, ownerToken, repair._id)).toMatchObject({ status: repair.status, statusHistory: repair.statusHistory });
  });

  it('is refused on an edit of a history entry, which keeps its date', async () => {
    const repair = await createRepair(app, staffToken, repairInput);

    const response = await call(app, 'PUT', `/api/repairs/${repair._id}/status/0`, {
      token: ownerToken,
      body: { status: 'Received from Customer', dateManual: inMinutes(24 * 60) },
    });

    expect([response.statusCode, response.json()]).toEqual([400, { message: MESSAGES.repairStatusDateFuture, key: 'repairStatusDateFuture' }]);
    expect((await storedRepair(app, ownerToken, repair._id))!.statusHistory).toEqual(repair.statusHistory);
  });

  it('is accepted for now and for earlier today', async () => {
    const repair = await createRepair(app, staffToken, repairInput);
    for (const dateManual of [inMinutes(-60), inMinutes(0)]) {
      const response = await call(app, 'PATCH', `/api/repairs/status/${repair._id}`, { token: staffToken, body: { status: 'In Progress', dateManual } });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});
