import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { AGENT_FIELDS, CUSTOMER_FIELDS } from '../../src/domain/people';
import { AGENT_RECORD_KEYS, buildAgentInput, buildCustomerInput, buildTestApp, call, CUSTOMER_RECORD_KEYS, loginAs, newPhoneNumber, signInNewSuperAdmin, inEnglish } from '../test/helpers';

/**
 * Customers and agents share their routes (routes/people.ts), so the shared behaviour is
 * tested once per resource; what differs (NIC format, card number, unique phone numbers)
 * follows in its own blocks.
 */

type PersonRecord = Record<string, unknown> & { _id: string; createdAt: string; updatedAt: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
});
afterAll(() => app.close());

interface Kind {
  resource: 'customers' | 'agents';
  fields: readonly string[];
  keys: string[];
  build: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  notFound: string;
  deleted: string;
}

const CUSTOMERS: Kind = {
  resource: 'customers',
  fields: CUSTOMER_FIELDS,
  keys: CUSTOMER_RECORD_KEYS,
  build: buildCustomerInput,
  notFound: MESSAGES.customerNotFound,
  deleted: MESSAGES.customerDeleted,
};

const AGENTS: Kind = {
  resource: 'agents',
  fields: AGENT_FIELDS,
  keys: AGENT_RECORD_KEYS,
  build: buildAgentInput,
  notFound: MESSAGES.agentNotFound,
  deleted: MESSAGES.agentDeleted,
};

const UNKNOWN_ID = 'ffffffffffffffffffffffff';

const collection = (kind: Kind) => `/api/${kind.resource}`;
const member = (kind: Kind, id: string) => `/api/${kind.resource}/${id}`;

const post = (kind: Kind, body: unknown, token = ownerToken) => call(app, 'POST', collection(kind), { token, body });
const put = (kind: Kind, id: string, body: unknown, token = ownerToken) => call(app, 'PUT', member(kind, id), { token, body });
const remove = (kind: Kind, id: string, token = ownerToken) => call(app, 'DELETE', member(kind, id), { token });
const list = async (kind: Kind) => (await call(app, 'GET', collection(kind), { token: ownerToken })).json() as PersonRecord[];
const stored = async (kind: Kind, id: string) => (await list(kind)).find((record) => record._id === id);

/** A raw request body, for JSON that is not JSON. */
const postRaw = (kind: Kind, payload: string) =>
  app.inject({
    method: 'POST',
    url: collection(kind),
    headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
    payload,
  });

async function create(kind: Kind, overrides: Record<string, unknown> = {}): Promise<PersonRecord> {
  const response = await post(kind, kind.build(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PersonRecord;
}

/** The edit form's payload for a record: its form fields (product.md §7: the same payload as create). */
const formOf = (kind: Kind, record: PersonRecord) => Object.fromEntries(kind.fields.map((field) => [field, record[field]]));

/** Rules customers and agents share (domain `person` rules), with the spec's messages. */
const SHARED_RULES: [string, Record<string, unknown>, string][] = [
  ['no first name', { firstName: undefined }, MESSAGES.firstNameRequired],
  ['a blank first name', { firstName: '   ' }, MESSAGES.firstNameRequired],
  ['a null first name', { firstName: null }, MESSAGES.firstNameRequired],
  ['no last name', { lastName: '' }, MESSAGES.lastNameRequired],
  ['no address', { address: null }, MESSAGES.addressRequired],
  ['a blank address', { address: ' \t ' }, MESSAGES.addressRequired],
  ['an email without a domain suffix', { email: 'kasun@gmail' }, MESSAGES.emailInvalid],
  ['an email with a space', { email: 'kasun perera@gmail.com' }, MESSAGES.emailInvalid],
  ['no phone number', { phoneNumber: undefined }, MESSAGES.phoneInvalid],
  ['an empty phone number', { phoneNumber: '' }, MESSAGES.phoneInvalid],
  ['a nine-digit phone number', { phoneNumber: '077123456' }, MESSAGES.phoneInvalid],
  ['an eleven-digit phone number', { phoneNumber: '07712345678' }, MESSAGES.phoneInvalid],
  ['a ten-digit phone number not starting with 0', { phoneNumber: '7712345678' }, MESSAGES.phoneInvalid],
  ['a foreign phone number', { phoneNumber: '+44 20 7946 0958' }, MESSAGES.phoneInvalid],
  ['a phone number one digit short, with spaces', { phoneNumber: '+94 77 123 456' }, MESSAGES.phoneInvalid],
  ['a phone number with letters', { phoneNumber: '07712345ab' }, MESSAGES.phoneInvalid],
  ['no WhatsApp number', { whatsappNumber: null }, MESSAGES.phoneInvalid],
  ['a WhatsApp number one digit short', { whatsappNumber: '9477123456' }, MESSAGES.phoneInvalid],
];

describe.each([CUSTOMERS, AGENTS])('/api/$resource', (kind) => {
  describe('access', () => {
    it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)('refuses anonymous callers on %s with 401', async (method) => {
      const record = await create(kind);
      const url = method === 'GET' || method === 'POST' ? collection(kind) : member(kind, record._id);

      const response = await call(app, method, url, { body: method === 'POST' || method === 'PUT' ? kind.build() : undefined });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.notSignedIn, key: 'notSignedIn' });
    });

    it('lets staff list', async () => {
      const response = await call(app, 'GET', collection(kind), { token: staffToken });

      expect(response.statusCode).toBe(200);
    });

    it('lets staff add', async () => {
      const response = await post(kind, kind.build(), staffToken);

      expect(response.statusCode).toBe(201);
    });

    it('refuses staff an edit with 403 and leaves the record as it was', async () => {
      const record = await create(kind);

      const response = await put(kind, record._id, { ...formOf(kind, record), firstName: 'Changed' }, staffToken);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.forbidden, key: 'forbidden' });
      expect(await stored(kind, record._id)).toEqual(record);
    });

    it('refuses staff a delete with 403 and keeps the record', async () => {
      const record = await create(kind);

      const response = await remove(kind, record._id, staffToken);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.forbidden, key: 'forbidden' });
      expect(await stored(kind, record._id)).toEqual(record);
    });
  });

  describe('GET', () => {
    it('answers records with exactly the public fields', async () => {
      await create(kind);

      const records = await list(kind);

      expect(records.length).toBeGreaterThan(0);
      for (const record of records) expect(Object.keys(record).sort()).toEqual(kind.keys);
    });

    it('lists the newest first', async () => {
      const older = await create(kind);
      const newer = await create(kind);

      const ids = (await list(kind)).map((record) => record._id);

      expect(ids[0]).toBe(newer._id);
      expect(ids[1]).toBe(older._id);
    });
  });

  describe('POST', () => {
    it('creates a record and answers 201 with it, trimmed', async () => {
      const input = kind.build({ firstName: '  Nimali ', lastName: ' Fernando', address: ' 17, Sea Street, Negombo  ', email: ' nimali@gmail.com ' });
      const phoneNumber = newPhoneNumber();

      const response = await post(kind, { ...input, phoneNumber: ` ${phoneNumber} `, whatsappNumber: `${phoneNumber}  ` });

      expect(response.statusCode).toBe(201);
      const { _id, createdAt, updatedAt, ...fields } = response.json() as PersonRecord;
      expect(fields).toEqual({
        ...input,
        firstName: 'Nimali',
        lastName: 'Fernando',
        address: '17, Sea Street, Negombo',
        email: 'nimali@gmail.com',
        phoneNumber,
        whatsappNumber: phoneNumber,
        // No preferred language given: none (product.md §10).
        language: null,
        createdByName: 'Owner Demo',
        updatedByName: null,
      });
      expect(_id).toMatch(/^[0-9a-f]{24}$/);
      expect(createdAt).toBe(updatedAt);
      expect(new Date(createdAt).toISOString()).toBe(createdAt);
    });

    it('stores the record so the list holds it', async () => {
      const record = await create(kind);

      expect(await stored(kind, record._id)).toEqual(record);
    });

    it('names the signed-in staff member as its creator, for the owner only (product.md §6)', async () => {
      const response = await post(kind, kind.build(), staffToken);
      const created = response.json();
      expect(created).not.toHaveProperty('createdByName');
      expect(created).not.toHaveProperty('updatedByName');

      expect(await stored(kind, created._id)).toMatchObject({ createdByName: 'Staff Demo', updatedByName: null });
    });

    it.each([
      ['absent', undefined],
      ['empty', ''],
      ['blank', '   '],
      ['null', null],
    ])('stores no email (null) when it is %s', async (_case, email) => {
      const response = await post(kind, kind.build({ email }));

      expect(response.statusCode).toBe(201);
      expect(response.json().email).toBeNull();
    });

    it.each(SHARED_RULES)('refuses %s with 400 and the spec message', async (_case, overrides, message) => {
      const response = await post(kind, kind.build(overrides));

      expect(response.statusCode).toBe(400);
      expect(inEnglish(response.json())).toEqual({ message });
    });

    it.each([
      ['an empty form', {}, MESSAGES.firstNameRequired],
      ['only a first name', { firstName: 'Kasun' }, MESSAGES.lastNameRequired],
      ['a bad email and a bad phone number', { ...kind.build(), email: 'x@', phoneNumber: '1' }, MESSAGES.emailInvalid],
      ['a bad phone and a bad WhatsApp number', { ...kind.build(), phoneNumber: '1', whatsappNumber: '2' }, MESSAGES.phoneInvalid],
      ['a bad WhatsApp number and no NIC', { ...kind.build(), whatsappNumber: '2', nicNumber: '' }, MESSAGES.phoneInvalid],
    ])('answers the first failing field of the form for %s', async (_case, body, message) => {
      const response = await post(kind, body);

      expect(response.statusCode).toBe(400);
      expect(inEnglish(response.json())).toEqual({ message });
    });

    it.each([
      ['a number for a name', { firstName: 5 }, 'firstName must be a string'],
      ['a number for a phone number', { phoneNumber: 771234567 }, 'phoneNumber must be a string'],
      ['true for an email', { email: true }, 'email must be a string'],
      ['an object for an address', { address: { line1: 'Galle Road' } }, 'address must be a string'],
      ['an address over 200 characters', { address: 'x'.repeat(201) }, 'address must be at most 200 characters'],
      ['a name over 100 characters', { lastName: 'x'.repeat(101) }, 'lastName must be at most 100 characters'],
    ])('refuses %s with 400 and writes nothing', async (_case, overrides, problem) => {
      const before = (await list(kind)).length;

      const response = await post(kind, kind.build(overrides));

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `${MESSAGES.invalidRequest}: ${problem}` });
      expect(await list(kind)).toHaveLength(before);
    });

    it('refuses a list for a body with 400 and writes nothing', async () => {
      const before = (await list(kind)).length;

      const response = await post(kind, [kind.build()]);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `${MESSAGES.invalidRequest}: body must be an object` });
      expect(await list(kind)).toHaveLength(before);
    });

    it('refuses malformed JSON with 400 and writes nothing', async () => {
      const before = (await list(kind)).length;

      const response = await postRaw(kind, '{"firstName": "Kasun",');

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.malformedJson, key: 'malformedJson' });
      expect(await list(kind)).toHaveLength(before);
    });

    it('refuses an empty body with 400 and writes nothing', async () => {
      const before = (await list(kind)).length;

      const response = await postRaw(kind, '');

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `${MESSAGES.invalidRequest}: body must be an object` });
      expect(await list(kind)).toHaveLength(before);
    });

    it('ignores an id, stamps and by-names sent by the client', async () => {
      const forged = { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', createdAt: '2001-01-01T00:00:00.000Z', createdByName: 'Someone', updatedByName: 'Else' };

      const response = await post(kind, kind.build(forged));

      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ createdByName: 'Owner Demo', updatedByName: null });
      expect(response.json()._id).not.toBe(forged._id);
      expect(response.json().createdAt).not.toBe(forged.createdAt);
    });
  });

  describe('PUT /:id', () => {
    it('replaces the form fields and answers the updated record, trimmed', async () => {
      const record = await create(kind);
      const phoneNumber = newPhoneNumber();
      const changes = { firstName: ' Ruwan ', lastName: 'Kumara', address: '27, Puttalam Road, Kurunegala', phoneNumber: ` ${phoneNumber}`, email: 'ruwan@yahoo.com ' };

      const response = await put(kind, record._id, { ...formOf(kind, record), ...changes });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...record,
        firstName: 'Ruwan',
        lastName: 'Kumara',
        address: '27, Puttalam Road, Kurunegala',
        phoneNumber,
        email: 'ruwan@yahoo.com',
        updatedByName: 'Owner Demo',
        updatedAt: expect.any(String),
      });
    });

    it('stores the change so the list shows it', async () => {
      const record = await create(kind);

      const updated = (await put(kind, record._id, { ...formOf(kind, record), lastName: 'Silva' })).json();

      expect(await stored(kind, record._id)).toEqual(updated);
      expect(updated.lastName).toBe('Silva');
    });

    it('keeps the creator and creation time and moves the update time on', async () => {
      const record = await create(kind);

      const updated = (await put(kind, record._id, formOf(kind, record))).json() as PersonRecord;

      expect(updated.createdAt).toBe(record.createdAt);
      expect(updated.createdByName).toBe(record.createdByName);
      expect(updated.updatedAt >= record.updatedAt).toBe(true);
    });

    it('names the signed-in super admin as the last editor', async () => {
      const otherAdminToken = await signInNewSuperAdmin(app, 'Anura', 'Silva');
      const record = await create(kind);

      const response = await put(kind, record._id, formOf(kind, record), otherAdminToken);

      expect(response.json()).toMatchObject({ createdByName: 'Owner Demo', updatedByName: 'Anura Silva' });
    });

    it('removes the email when the form leaves it out (a full replacement)', async () => {
      const record = await create(kind, { email: 'someone@gmail.com' });
      const { email: _email, ...withoutEmail } = formOf(kind, record);

      const response = await put(kind, record._id, withoutEmail);

      expect(response.statusCode).toBe(200);
      expect(response.json().email).toBeNull();
    });

    it.each([
      ['empty', ''],
      ['null', null],
    ])('removes the email when it is %s', async (_case, email) => {
      const record = await create(kind, { email: 'someone@gmail.com' });

      const response = await put(kind, record._id, { ...formOf(kind, record), email });

      expect(response.json().email).toBeNull();
    });

    it.each(SHARED_RULES)('refuses %s with 400 and the spec message', async (_case, overrides, message) => {
      const record = await create(kind);

      const response = await put(kind, record._id, { ...formOf(kind, record), ...overrides });

      expect(response.statusCode).toBe(400);
      expect(inEnglish(response.json())).toEqual({ message });
    });

    it('refuses a form missing a required field with its message and changes nothing', async () => {
      const record = await create(kind);
      const { address: _address, ...withoutAddress } = formOf(kind, record);

      const response = await put(kind, record._id, { ...withoutAddress, firstName: 'Changed' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.addressRequired, key: 'addressRequired' });
      expect(await stored(kind, record._id)).toEqual(record);
    });

    it('refuses a wrong type with 400 and changes nothing', async () => {
      const record = await create(kind);

      const response = await put(kind, record._id, { ...formOf(kind, record), lastName: 'Changed', whatsappNumber: 771234567 });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `${MESSAGES.invalidRequest}: whatsappNumber must be a string` });
      expect(await stored(kind, record._id)).toEqual(record);
    });

    it('refuses a list for a body with 400 and changes nothing', async () => {
      const record = await create(kind);

      const response = await put(kind, record._id, [{ ...formOf(kind, record), lastName: 'Changed' }]);

      expect(response.statusCode).toBe(400);
      expect(await stored(kind, record._id)).toEqual(record);
    });

    it('answers 404 with the not-found message for an unknown id', async () => {
      const response = await put(kind, UNKNOWN_ID, kind.build());

      expect(response.statusCode).toBe(404);
      expect(inEnglish(response.json())).toEqual({ message: kind.notFound });
    });

    it('answers 404 for an unknown id even when the form is invalid', async () => {
      const response = await put(kind, UNKNOWN_ID, {});

      expect(response.statusCode).toBe(404);
    });
  });

  describe('DELETE /:id', () => {
    it('deletes the record and confirms with its id', async () => {
      const record = await create(kind);

      const response = await remove(kind, record._id);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: kind.deleted, _id: record._id });
    });

    it('removes the record from the list', async () => {
      const record = await create(kind);

      await remove(kind, record._id);

      expect(await stored(kind, record._id)).toBeUndefined();
    });

    it('deletes only that record', async () => {
      const kept = await create(kind);
      const deleted = await create(kind);

      await remove(kind, deleted._id);

      expect(await stored(kind, kept._id)).toEqual(kept);
    });

    it('answers 404 with the not-found message for an unknown id', async () => {
      const response = await remove(kind, UNKNOWN_ID);

      expect(response.statusCode).toBe(404);
      expect(inEnglish(response.json())).toEqual({ message: kind.notFound });
    });

    it('answers 404 for a record deleted a moment ago', async () => {
      const record = await create(kind);
      await remove(kind, record._id);

      const response = await remove(kind, record._id);

      expect(response.statusCode).toBe(404);
    });
  });
});

describe('customers only', () => {
  const CUSTOMER_RULES: [string, Record<string, unknown>, string][] = [
    ['no NIC', { nicNumber: undefined }, MESSAGES.nicInvalid],
    ['an empty NIC', { nicNumber: '' }, MESSAGES.nicInvalid],
    ['a NIC of eight digits and V', { nicNumber: '98765432V' }, MESSAGES.nicInvalid],
    ['a NIC of ten digits and V', { nicNumber: '9876543210V' }, MESSAGES.nicInvalid],
    ['a NIC of nine digits and Z', { nicNumber: '987654321Z' }, MESSAGES.nicInvalid],
    ['a NIC of nine digits and no letter', { nicNumber: '987654321' }, MESSAGES.nicInvalid],
    ['a NIC of eleven digits', { nicNumber: '12345678901' }, MESSAGES.nicInvalid],
    ['a NIC of thirteen digits', { nicNumber: '1234567890123' }, MESSAGES.nicInvalid],
    ['a NIC with the letter first', { nicNumber: 'V987654321' }, MESSAGES.nicInvalid],
    ['no card number', { cardNumber: undefined }, MESSAGES.cardNumberRequired],
    ['an empty card number', { cardNumber: '' }, MESSAGES.cardNumberRequired],
    ['a blank card number', { cardNumber: '   ' }, MESSAGES.cardNumberRequired],
    ['a null card number', { cardNumber: null }, MESSAGES.cardNumberRequired],
  ];

  it.each(CUSTOMER_RULES)('refuses %s on create with 400 and the spec message', async (_case, overrides, message) => {
    const response = await post(CUSTOMERS, buildCustomerInput(overrides));

    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message });
  });

  it.each(CUSTOMER_RULES)('refuses %s on edit with 400 and the spec message', async (_case, overrides, message) => {
    const record = await create(CUSTOMERS);

    const response = await put(CUSTOMERS, record._id, { ...formOf(CUSTOMERS, record), ...overrides });

    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message });
  });

  it('answers the NIC message before the card number one when both fail', async () => {
    const response = await post(CUSTOMERS, buildCustomerInput({ nicNumber: '123', cardNumber: '' }));

    expect(response.json()).toEqual({ message: MESSAGES.nicInvalid, key: 'nicInvalid' });
  });

  it.each(['987654321V', '987654321v', '987654321X', '987654321x', '200012345678'])('accepts the NIC %s', async (nicNumber) => {
    const response = await post(CUSTOMERS, buildCustomerInput({ nicNumber }));

    expect(response.statusCode).toBe(201);
    expect(response.json().nicNumber).toBe(nicNumber);
  });

  it('stores the card number trimmed', async () => {
    const response = await post(CUSTOMERS, buildCustomerInput({ cardNumber: '  DD-7730015546 ' }));

    expect(response.json().cardNumber).toBe('DD-7730015546');
  });

  it("refuses another customer's phone number on create with 409 and writes nothing", async () => {
    const existing = await create(CUSTOMERS);
    const before = (await list(CUSTOMERS)).length;

    const response = await post(CUSTOMERS, buildCustomerInput({ phoneNumber: existing.phoneNumber }));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.phoneTaken, key: 'phoneTaken', errors: { phoneNumber: MESSAGES.phoneTaken }, errorKeys: { phoneNumber: { key: 'phoneTaken' } } });
    expect(await list(CUSTOMERS)).toHaveLength(before);
  });

  it('compares phone numbers after trimming', async () => {
    const existing = await create(CUSTOMERS);

    const response = await post(CUSTOMERS, buildCustomerInput({ phoneNumber: ` ${existing.phoneNumber as string} ` }));

    expect(response.statusCode).toBe(409);
  });

  it("refuses a demo customer's phone number with 409", async () => {
    // Newest first: the last is the oldest demo customer.
    const demo = (await list(CUSTOMERS)).at(-1)!;

    const response = await post(CUSTOMERS, buildCustomerInput({ phoneNumber: demo.phoneNumber }));

    expect(response.statusCode).toBe(409);
  });

  it("refuses an edit to another customer's phone number with 409 and changes nothing", async () => {
    const other = await create(CUSTOMERS);
    const record = await create(CUSTOMERS);

    const response = await put(CUSTOMERS, record._id, { ...formOf(CUSTOMERS, record), phoneNumber: other.phoneNumber, lastName: 'Changed' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.phoneTaken, key: 'phoneTaken', errors: { phoneNumber: MESSAGES.phoneTaken }, errorKeys: { phoneNumber: { key: 'phoneTaken' } } });
    expect(await stored(CUSTOMERS, record._id)).toEqual(record);
  });

  it('accepts an edit that keeps the customer’s own phone number', async () => {
    const record = await create(CUSTOMERS);

    const response = await put(CUSTOMERS, record._id, { ...formOf(CUSTOMERS, record), lastName: 'Silva' });

    expect(response.statusCode).toBe(200);
    expect(response.json().phoneNumber).toBe(record.phoneNumber);
  });

  it("accepts another customer's phone number as a WhatsApp number", async () => {
    const existing = await create(CUSTOMERS);

    const response = await post(CUSTOMERS, buildCustomerInput({ whatsappNumber: existing.phoneNumber }));

    expect(response.statusCode).toBe(201);
  });

  it('frees a phone number when its customer is deleted', async () => {
    const existing = await create(CUSTOMERS);
    await remove(CUSTOMERS, existing._id);

    const response = await post(CUSTOMERS, buildCustomerInput({ phoneNumber: existing.phoneNumber }));

    expect(response.statusCode).toBe(201);
  });
});

describe('agents only', () => {
  it.each([
    ['no NIC', undefined],
    ['an empty NIC', ''],
    ['a blank NIC', '  '],
    ['a null NIC', null],
  ])('refuses %s with 400 and the spec message', async (_case, nicNumber) => {
    const response = await post(AGENTS, buildAgentInput({ nicNumber }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.nicRequired, key: 'nicRequired' });
  });

  it.each(['AB-1234', '98765432V', 'old passport N1234567'])('accepts the NIC %j in any format', async (nicNumber) => {
    const response = await post(AGENTS, buildAgentInput({ nicNumber }));

    expect(response.statusCode).toBe(201);
    expect(response.json().nicNumber).toBe(nicNumber);
  });

  it('needs no card number and drops one that is sent', async () => {
    const response = await post(AGENTS, buildAgentInput({ cardNumber: 'DTV-40211873' }));

    expect(response.statusCode).toBe(201);
    expect(response.json()).not.toHaveProperty('cardNumber');
  });

  it("accepts another agent's phone number", async () => {
    const existing = await create(AGENTS);

    const response = await post(AGENTS, buildAgentInput({ phoneNumber: existing.phoneNumber }));

    expect(response.statusCode).toBe(201);
  });

  it("accepts an edit to another agent's phone number", async () => {
    const other = await create(AGENTS);
    const record = await create(AGENTS);

    const response = await put(AGENTS, record._id, { ...formOf(AGENTS, record), phoneNumber: other.phoneNumber });

    expect(response.statusCode).toBe(200);
    expect(response.json().phoneNumber).toBe(other.phoneNumber);
  });

  it("accepts a customer's phone number", async () => {
    const customer = await create(CUSTOMERS);

    const response = await post(AGENTS, buildAgentInput({ phoneNumber: customer.phoneNumber }));

    expect(response.statusCode).toBe(201);
  });

  it('does not find a customer under the agents path', async () => {
    const customer = await create(CUSTOMERS);

    const response = await remove(AGENTS, customer._id);

    expect(response.statusCode).toBe(404);
    expect(await stored(CUSTOMERS, customer._id)).toEqual(customer);
  });
});

/** One local number written the ways people type it. */
const typedWays = (phone: string) => ({
  international: `+94 ${phone.slice(1, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`,
  countryCode: `94${phone.slice(1)}`,
  grouped: `${phone.slice(0, 3)}-${phone.slice(3, 6)} ${phone.slice(6)}`,
});

describe.each([CUSTOMERS, AGENTS])('/api/$resource phone numbers as people type them', (kind) => {
  it.each(['international', 'countryCode', 'grouped'] as const)('stores a %s number as 0XXXXXXXXX (product.md §5)', async (way) => {
    const phone = newPhoneNumber();
    const whatsapp = newPhoneNumber();
    const response = await post(kind, kind.build({ phoneNumber: typedWays(phone)[way], whatsappNumber: typedWays(whatsapp)[way] }));

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ phoneNumber: phone, whatsappNumber: whatsapp });
    expect(await stored(kind, response.json()._id)).toMatchObject({ phoneNumber: phone, whatsappNumber: whatsapp });
  });

  it('stores an edited number normalised too', async () => {
    const record = await create(kind);
    const phone = newPhoneNumber();

    const response = await put(kind, record._id, { ...formOf(kind, record), phoneNumber: typedWays(phone).international });

    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(kind, record._id))!.phoneNumber).toBe(phone);
  });
});

describe('customers: one number is one customer however it is written', () => {
  it.each(['international', 'countryCode', 'grouped'] as const)('refuses a taken number written %s (409, under phoneNumber)', async (way) => {
    const existing = await create(CUSTOMERS);
    const before = (await list(CUSTOMERS)).length;

    const response = await post(CUSTOMERS, buildCustomerInput({ phoneNumber: typedWays(existing.phoneNumber as string)[way] }));

    expect([response.statusCode, response.json()]).toEqual([409, { message: MESSAGES.phoneTaken, key: 'phoneTaken', errors: { phoneNumber: MESSAGES.phoneTaken }, errorKeys: { phoneNumber: { key: 'phoneTaken' } } }]);
    expect(await list(CUSTOMERS)).toHaveLength(before);
  });

  it('lets a customer keep their own number written another way', async () => {
    const record = await create(CUSTOMERS);

    const response = await put(CUSTOMERS, record._id, { ...formOf(CUSTOMERS, record), phoneNumber: typedWays(record.phoneNumber as string).international });

    expect(response.statusCode, response.body).toBe(200);
  });
});
