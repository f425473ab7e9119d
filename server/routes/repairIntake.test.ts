import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { buildCustomerInput, buildTestApp, call, loginAs, inEnglish } from '../test/helpers';
import { catalogue, createRepair, listRepairs, storedRepair, type Rec } from '../test/repairs';

/** Intake that protects the shop (product.md §10): accessories received and the device's condition, on our server. */

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let customer: Rec;
let issueId: string;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  customer = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput({ firstName: 'Nadeesha', lastName: 'Silva' }) })).json();
  issueId = (await catalogue(app, ownerToken)).get('Screen Replacement')!._id;
});
afterAll(() => app.close());

const repairInput = (extra: Record<string, unknown> = {}) => ({ customerId: customer._id, repairProduct: 'Galaxy A14', issues: [issueId], discount: 0, ...extra });
const INTAKE_KEYS = ['accessories', 'otherAccessory', 'condition'];

describe('a repair taken in with its intake', () => {
  it('keeps the accessories (each once, in the form order), what Other was and the condition, and lists them', async () => {
    const created = await createRepair(app, staffToken, repairInput({
      accessories: ['SIM card', 'Charger', 'Other', 'Charger'],
      otherAccessory: '  Stylus pen ',
      condition: ' Cracked screen, scratches on back ',
    }));
    expect(created).toMatchObject({ accessories: ['Charger', 'SIM card', 'Other'], otherAccessory: 'Stylus pen', condition: 'Cracked screen, scratches on back' });
    expect(await storedRepair(app, ownerToken, created._id)).toMatchObject({ accessories: ['Charger', 'SIM card', 'Other'], otherAccessory: 'Stylus pen' });
  });

  it("answers the spec's payload as before: no intake keys at all", async () => {
    const created = await createRepair(app, staffToken, repairInput());
    for (const key of INTAKE_KEYS) expect(created).not.toHaveProperty(key);
  });

  it('keeps "none received" apart from "not noted", and forgets what Other was once Other is not ticked', async () => {
    const created = await createRepair(app, staffToken, repairInput({ accessories: [], otherAccessory: 'Stylus pen' }));
    expect(created.accessories).toEqual([]);
    expect(created).not.toHaveProperty('otherAccessory');
  });

  it.each([
    ['an unknown accessory', { accessories: ['Charger', 'Headphones'] }, 'accessories', MESSAGES.accessoryUnknown],
    ['Other without what it was', { accessories: ['Other'], otherAccessory: ' ' }, 'otherAccessory', MESSAGES.otherAccessoryRequired],
    ['a condition of 301 characters', { condition: 'x'.repeat(301) }, 'condition', MESSAGES.conditionTooLong],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_case, intake, field, message) => {
    const before = (await listRepairs(app, ownerToken)).length;
    const response = await call(app, 'POST', '/api/repairs', { token: staffToken, body: repairInput(intake) });
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message, errors: { [field]: message } });
    expect((await listRepairs(app, ownerToken)).length).toBe(before);
  });
});

describe('an edited repair', () => {
  const put = (id: string, body: Record<string, unknown>) => call(app, 'PUT', `/api/repairs/${id}`, { token: ownerToken, body });

  it('keeps the intake when the payload leaves it out (the spec PUT), changes what is sent and clears what is sent empty', async () => {
    const created = await createRepair(app, staffToken, repairInput({ accessories: ['Charger', 'Other'], otherAccessory: 'Stylus', condition: 'Dented corner' }));
    const spec = await put(created._id, { issues: [issueId], discount: 0, expectedReturnDate: null });
    expect(spec.statusCode, spec.body).toBe(200);
    expect(spec.json()).toMatchObject({ accessories: ['Charger', 'Other'], otherAccessory: 'Stylus', condition: 'Dented corner' });

    const changed = await put(created._id, { accessories: ['Box', 'Other'], condition: '' });
    expect(changed.statusCode, changed.body).toBe(200);
    // What Other was stays with Other; the condition sent empty is cleared.
    expect(changed.json()).toMatchObject({ accessories: ['Box', 'Other'], otherAccessory: 'Stylus' });
    expect(changed.json()).not.toHaveProperty('condition');

    const refused = await put(created._id, { accessories: ['Cable', 'Phone'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ accessories: MESSAGES.accessoryUnknown });
    expect((await storedRepair(app, ownerToken, created._id))!.accessories).toEqual(['Box', 'Other']);
  });
});

describe('a repair taken in while its customer is deleted', () => {
  it('is one or the other: the repair (the delete refused, 409) or the delete (the repair refused, 404), never 500', async () => {
    for (let round = 0; round < 4; round += 1) {
      const person = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput({ phoneNumber: `07711${String(round).padStart(5, '0')}` }) })).json();
      const [taken, deleted] = await Promise.all([
        call(app, 'POST', '/api/repairs', { token: staffToken, body: repairInput({ customerId: person._id }) }),
        call(app, 'DELETE', `/api/customers/${person._id}`, { token: ownerToken }),
      ]);
      expect([[201, 409], [404, 200]]).toContainEqual([taken.statusCode, deleted.statusCode]);
    }
  });
});
