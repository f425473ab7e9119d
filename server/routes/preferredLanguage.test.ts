import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { DEMO_ACCOUNTS } from '../seed';
import { buildAgentInput, buildCustomerInput, buildTestApp, call, listWords, loginAs, postCreated, postLogin } from '../test/helpers';
import { catalogue, createRepair, type Rec } from '../test/repairs';

/**
 * A customer's and an agent's preferred language (product.md §10, the `preferredLanguage`
 * feature): kept on create and edit, refused under its field when it is none of en, si, ta,
 * and carried by the records about them, so the console writes their documents in it.
 */

let app: FastifyInstance;
let ownerToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
});
afterAll(() => app.close());

const created = <T = Rec>(path: string, body: unknown) => postCreated<T & Rec>(app, ownerToken, path, body);
/** A record that embeds its customer (a bill). */
type Billed = Rec & { customer: Record<string, unknown> };
const get = async (path: string) => {
  const response = await call(app, 'GET', `/api${path}`, { token: ownerToken });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const byId = (records: Rec[], id: string) => records.find((record) => record._id === id);

describe.each([
  ['customers', buildCustomerInput],
  ['agents', buildAgentInput],
] as const)('/api/%s with a preferred language', (resource, build) => {
  it('keeps it on create and answers it, in the list too', async () => {
    const person = await created(`/api/${resource}`, build({ language: 'si' }));
    expect(person.language).toBe('si');
    expect(byId(await get(`/${resource}`), person._id)?.language).toBe('si');
  });

  it('changes it on edit, keeps it when an edit leaves it out, and clears it when sent blank', async () => {
    const input = build({ language: 'ta' });
    const person = await created(`/api/${resource}`, input);
    const put = (body: Record<string, unknown>) => call(app, 'PUT', `/api/${resource}/${person._id}`, { token: ownerToken, body });

    expect((await put({ ...input, language: 'en' })).json()).toMatchObject({ language: 'en' });
    // A client of the spec's API does not know the field: its edit leaves the language as it was.
    const { language: _left, ...spec } = input;
    const edited = await put({ ...spec, firstName: 'Renamed' });
    expect(edited.json()).toMatchObject({ firstName: 'Renamed', language: 'en' });
    expect((await put({ ...input, language: null })).json()).toMatchObject({ language: null });
    expect((await put({ ...input, language: 'si' })).json()).toMatchObject({ language: 'si' });
    expect((await put({ ...input, language: '' })).json()).toMatchObject({ language: null });
  });

  it('refuses any other value under its field, on create and on edit, and keeps nothing', async () => {
    const refusal = { message: MESSAGES.languageInvalid, key: 'languageInvalid', errors: { language: MESSAGES.languageInvalid }, errorKeys: { language: { key: 'languageInvalid' } } };
    const before = (await get(`/${resource}`)).length;
    for (const language of ['fr', 'SI', 'sinhala', 'en-GB']) {
      const response = await call(app, 'POST', `/api/${resource}`, { token: ownerToken, body: build({ language }) });
      expect(response.statusCode, language).toBe(400);
      expect(response.json()).toEqual(refusal);
    }
    expect(await get(`/${resource}`)).toHaveLength(before);

    const input = build({ language: 'ta' });
    const person = await created(`/api/${resource}`, input);
    const response = await call(app, 'PUT', `/api/${resource}/${person._id}`, { token: ownerToken, body: { ...input, language: 'xx' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
    expect(byId(await get(`/${resource}`), person._id)?.language).toBe('ta');
  });
});

it('is named at sign-in, so the console asks for it only here', async () => {
  const { email, password } = DEMO_ACCOUNTS.staff;
  const response = await postLogin(app, { email, password });
  expect(response.json().features).toContain('preferredLanguage');
});

describe('the records about a person carry their language', () => {
  let tamil: Rec;
  let english: Rec;
  let sinhalaAgent: Rec;
  let product: Rec;

  beforeAll(async () => {
    tamil = await created('/api/customers', buildCustomerInput({ firstName: 'Tharshini', lastName: 'Yogarajah', language: 'ta' }));
    english = await created('/api/customers', buildCustomerInput({ firstName: 'Nimal', lastName: 'Silva' }));
    sinhalaAgent = await created('/api/agents', buildAgentInput({ firstName: 'Ruwan', lastName: 'Kumara', language: 'si' }));
    product = await created('/api/products', { name: 'Remote control', quantity: 20, buyingPrice: 800, sellingPrice: 1200 });
    await created('/api/recharge/topup', { rechargeType: 'Dialog', topUpValue: 100000, topUpCost: 96000, topUpDate: '2026-03-01' });
  });

  it("a bill's customer: as created, read, listed whole and by the page, and after a return", async () => {
    const body = { customerId: tamil._id, products: [{ productId: product._id, quantity: 2, billedPrice: 1200 }] };
    const bill = await created('/api/bills', body);
    expect(bill.customer).toMatchObject({ firstName: 'Tharshini', language: 'ta' });
    expect((await get(`/bills/${bill._id}`)).customer.language).toBe('ta');
    expect(byId(await get('/bills'), bill._id)?.customer).toMatchObject({ language: 'ta' });
    const page = await get(`/bills?${listWords({ _page: '1', _perPage: '5' })}`);
    expect(byId(page.data, bill._id)?.customer).toMatchObject({ language: 'ta' });

    // None kept: null, so the console uses the screen's language.
    const plain = await created<Billed>('/api/bills', { ...body, customerId: english._id });
    expect(plain.customer.language).toBeNull();

    const returned = await created<Billed>(`/api/bills/${bill._id}/returns`, { lines: [{ productId: product._id, quantity: 1 }], refund: { method: 'cash' } });
    expect(returned.customer.language).toBe('ta');
  });

  it("a bill follows the customer's language as it is now, not as it was when billed", async () => {
    const customer = await created('/api/customers', buildCustomerInput({ language: 'en' }));
    const bill = await created('/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity: 1, billedPrice: 1200 }] });
    const { _id, createdAt, updatedAt, createdByName, updatedByName, ...fields } = customer;
    const edited = await call(app, 'PUT', `/api/customers/${customer._id}`, { token: ownerToken, body: { ...fields, language: 'si' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await get(`/bills/${bill._id}`)).customer.language).toBe('si');
  });

  it("a repair's customer: as created, listed whole and by the page", async () => {
    const issues = await catalogue(app, ownerToken);
    const repair = await createRepair(app, ownerToken, { customerId: tamil._id, repairProduct: 'Galaxy A14', issues: [[...issues.values()][0]._id], discount: 0 });
    expect(repair.customer).toMatchObject({ _id: tamil._id, language: 'ta' });
    expect(byId(await get('/repairs'), repair._id)?.customer).toMatchObject({ language: 'ta' });
    const page = await get(`/repairs?${listWords({ _page: '1', _perPage: '5' })}`);
    expect(byId(page.data, repair._id)?.customer).toMatchObject({ language: 'ta' });
  });

  it("a recharge sale's buyer, customer or agent, by the page", async () => {
    const toAgent = await created('/api/recharge/sale', { rechargeType: 'Dialog', soldValue: 500, soldPrice: 490, soldToType: 'agent', soldToId: sinhalaAgent._id });
    const toCustomer = await created('/api/recharge/sale', { rechargeType: 'Dialog', soldValue: 100, soldPrice: 100, soldToType: 'customer', soldToId: english._id });
    const page = await get(`/recharge/sales?${listWords({ _page: '1', _perPage: '10' })}`);
    expect(byId(page.data, toAgent._id)?.buyer).toMatchObject({ _id: sinhalaAgent._id, language: 'si' });
    expect(byId(page.data, toCustomer._id)?.buyer).toMatchObject({ _id: english._id, language: null });
  });

  it("an account's statement and its line in who owes what", async () => {
    const limit = await call(app, 'PUT', `/api/accounts/agent/${sinhalaAgent._id}`, { token: ownerToken, body: { creditLimit: 5000 } });
    expect(limit.statusCode, limit.body).toBe(200);
    expect(limit.json()).toMatchObject({ name: 'Ruwan Kumara', language: 'si' });
    await created('/api/recharge/sale', {
      rechargeType: 'Dialog',
      soldValue: 1000,
      soldPrice: 980,
      soldToType: 'agent',
      soldToId: sinhalaAgent._id,
      payment: { tenders: [{ method: 'credit', amount: 980 }] },
    });
    expect(await get(`/accounts/agent/${sinhalaAgent._id}`)).toMatchObject({ balance: 980, language: 'si' });
    expect(byId(await get('/accounts'), sinhalaAgent._id)).toMatchObject({ balance: 980, language: 'si' });
    expect(await get(`/accounts/customer/${english._id}`)).toMatchObject({ language: null });
  });
});
