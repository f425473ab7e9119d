import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { buildTestApp, call, inEnglish, listWords, loginAs, postCreated } from '../test/helpers';

type Rec = Record<string, unknown> & { _id: string; barcode?: string | null };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;

const product = (name: string, barcode?: string | null) => ({ name, quantity: 5, buyingPrice: 100, sellingPrice: 150, ...(barcode !== undefined ? { barcode } : {}) });
const create = (body: unknown) => call(app, 'POST', '/api/products', { token: ownerToken, body });
const edit = (id: string, body: unknown) => call(app, 'PUT', `/api/products/${id}`, { token: ownerToken, body });
const one = async (id: string, token = ownerToken): Promise<Rec> =>
  ((await call(app, 'GET', '/api/products', { token })).json() as Rec[]).find((record) => record._id === id)!;
const found = async (filter: Record<string, unknown>, token = ownerToken) => {
  const answer = await call(app, 'GET', `/api/products?${listWords({ _page: '1', _perPage: '50', _filter: filter })}`, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: Rec[] }).data.map((record) => record._id);
};
const productCount = async () => ((await call(app, 'GET', '/api/products', { token: ownerToken })).json() as Rec[]).length;

/** The 409 of a barcode taken, in English, under the field too. */
const TAKEN = { message: MESSAGES.barcodeTaken, errors: { barcode: MESSAGES.barcodeTaken } };

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
});
afterAll(() => app.close());

describe('a product’s barcode (issue 47)', () => {
  it('is kept with the product, trimmed, and shown to staff too; none is null', async () => {
    const remote = await postCreated<Rec>(app, ownerToken, '/api/products', product('Barcoded Remote', ' 4791234567894 '));
    expect(remote.barcode).toBe('4791234567894');
    expect((await one(remote._id, staffToken)).barcode).toBe('4791234567894');
    const plain = await postCreated<Rec>(app, ownerToken, '/api/products', product('Unlabelled Cable'));
    expect(plain.barcode).toBeNull();
    const blank = await postCreated<Rec>(app, ownerToken, '/api/products', product('Blank Label Cable', ''));
    expect(blank.barcode).toBeNull();
  });

  it('refuses a barcode another product holds with a 409 under the field, and writes nothing', async () => {
    await postCreated(app, ownerToken, '/api/products', product('First Charger', 'CHG-20W-01'));
    const before = await productCount();
    const second = await create(product('Second Charger', 'CHG-20W-01'));
    expect(second.statusCode).toBe(409);
    expect(inEnglish(second.json())).toEqual(TAKEN);
    expect(second.json().errorKeys).toEqual({ barcode: { key: 'barcodeTaken' } });
    expect(await productCount()).toBe(before);
  });

  it('gives two racing creates of one barcode one product and one 409', async () => {
    const before = await productCount();
    const answers = await Promise.all([create(product('Race A', 'RACE-0001')), create(product('Race B', 'RACE-0001'))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(inEnglish(answers.find((answer) => answer.statusCode === 409)!.json())).toEqual(TAKEN);
    expect(await productCount()).toBe(before + 1);
    expect(await found({ barcode: 'RACE-0001' })).toHaveLength(1);
  });

  it('refuses a malformed barcode with a 400 under the field, after the spec’s own fields', async () => {
    for (const barcode of ['ab', 'has space', 'x'.repeat(49)]) {
      const answer = await create(product('Odd Label', barcode));
      expect(answer.statusCode, barcode).toBe(400);
      expect(inEnglish(answer.json())).toEqual({ message: MESSAGES.barcodeInvalid, errors: { barcode: MESSAGES.barcodeInvalid } });
    }
    // A missing name is said first, as the spec says it.
    const nameless = await create({ ...product('', 'ab') });
    expect(inEnglish(nameless.json())).toEqual({ message: MESSAGES.productNameRequired });
  });

  it('stays through an edit that leaves it out (a client of the spec’s API) and a refill; an edit clears or changes it', async () => {
    const lead = await postCreated<Rec>(app, ownerToken, '/api/products', product('HDMI Lead', 'HDMI-LEAD-1'));
    expect((await edit(lead._id, product('HDMI Lead 2m'))).json().barcode).toBe('HDMI-LEAD-1');
    expect((await edit(lead._id, { quantity: 9 })).json().barcode).toBe('HDMI-LEAD-1');
    expect((await edit(lead._id, product('HDMI Lead 2m', 'HDMI-LEAD-2'))).json().barcode).toBe('HDMI-LEAD-2');
    expect((await edit(lead._id, product('HDMI Lead 2m', null))).json().barcode).toBeNull();
  });

  it('refuses an edit to a barcode another product holds, and leaves the product as it was', async () => {
    await postCreated(app, ownerToken, '/api/products', product('Holder', 'HELD-0001'));
    const other = await postCreated<Rec>(app, ownerToken, '/api/products', product('Other', 'OTHER-0001'));
    const answer = await edit(other._id, product('Other renamed', 'HELD-0001'));
    expect(answer.statusCode).toBe(409);
    expect(inEnglish(answer.json())).toEqual(TAKEN);
    expect(await one(other._id)).toMatchObject({ name: 'Other', barcode: 'OTHER-0001' });
    // Its own barcode again is no conflict.
    expect((await edit(other._id, product('Other', 'OTHER-0001'))).statusCode).toBe(200);
  });

  it('is found by the products search and by its exact code, for staff too, and no longer once changed', async () => {
    const glass = await postCreated<Rec>(app, ownerToken, '/api/products', product('Tempered Glass A14', '9781000000011'));
    expect(await found({ q: '9781000000011' }, staffToken)).toEqual([glass._id]);
    expect(await found({ q: '100000001' })).toContain(glass._id);
    expect(await found({ q: 'tempered glass a14' })).toEqual([glass._id]);
    expect(await found({ barcode: '9781000000011' }, staffToken)).toEqual([glass._id]);
    expect(await found({ barcode: '978100000001' })).toEqual([]);
    await edit(glass._id, product('Tempered Glass A14', '9781000000028'));
    expect(await found({ q: '9781000000011' })).toEqual([]);
    expect(await found({ q: '9781000000028' })).toEqual([glass._id]);
    expect(await found({ q: 'tempered glass a14' })).toEqual([glass._id]);
  });
});
