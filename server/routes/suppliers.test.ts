import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import { buildTestApp, call, inEnglish, loginAs, postCreated } from '../test/helpers';

/**
 * Suppliers as the shop keeps them (issue 47), on both engines: every field of the form, a name
 * unique ignoring case, the owner's edit and delete, and a supplier with goods received notes
 * kept, so what the shop owes them stays on its screens.
 */

type Rec = Record<string, any> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
});
afterAll(() => app.close());

const created = (url: string, body: unknown, token = ownerToken) => postCreated<Rec>(app, token, url, body);

/** The supplier as the list answers it. */
const listed = async (supplier: Rec, token = ownerToken) => ((await call(app, 'GET', '/api/suppliers', { token })).json() as Rec[]).find((row) => row._id === supplier._id);

describe('suppliers', () => {
  it('keep each field of the form, tidied; staff add them too', async () => {
    const supplier = await created('/api/suppliers', {
      name: '  Kandy   Electronics  Wholesale ',
      phoneNumber: '081 222 3344',
      whatsappNumber: '077 123 4567',
      email: 'orders@kandyelectronics.lk',
      address: '14 Peradeniya Road, Kandy',
      notes: 'Delivers on Tuesdays',
    });
    expect(supplier).toMatchObject({
      name: 'Kandy Electronics Wholesale',
      phoneNumber: '0812223344',
      whatsappNumber: '0771234567',
      email: 'orders@kandyelectronics.lk',
      address: '14 Peradeniya Road, Kandy',
      notes: 'Delivers on Tuesdays',
    });
    expect(await listed(supplier, staffToken)).toMatchObject({ name: 'Kandy Electronics Wholesale', whatsappNumber: '0771234567' });
    expect(await created('/api/suppliers', { name: 'Staff Added Traders' }, staffToken)).toMatchObject({ name: 'Staff Added Traders' });
  });

  it('refuse a name another supplier has, whatever its case and spaces, and a bad phone or email, each under its field', async () => {
    await created('/api/suppliers', { name: 'Galle Road Distributors' });
    const taken = await call(app, 'POST', '/api/suppliers', { token: ownerToken, body: { name: 'galle  road distributors' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: MESSAGES.supplierTaken });
    for (const [body, message] of [
      [{ name: 'Phone Test Traders', whatsappNumber: '12' }, MESSAGES.phoneInvalid],
      [{ name: 'Email Test Traders', email: 'orders@' }, MESSAGES.emailInvalid],
      [{ name: ' ' }, MESSAGES.supplierNameRequired],
    ] as const) {
      const refused = await call(app, 'POST', '/api/suppliers', { token: ownerToken, body });
      expect([refused.statusCode, inEnglish(refused.json()).message], JSON.stringify(body)).toEqual([400, message]);
    }
  });

  it('are the owner’s to edit and delete: staff are refused', async () => {
    const supplier = await created('/api/suppliers', { name: 'Owner Only Traders' });
    expect((await call(app, 'PUT', `/api/suppliers/${supplier._id}`, { token: staffToken, body: { name: 'Renamed Traders' } })).statusCode).toBe(403);
    expect((await call(app, 'DELETE', `/api/suppliers/${supplier._id}`, { token: staffToken })).statusCode).toBe(403);
    expect((await call(app, 'PUT', `/api/suppliers/${supplier._id}`, { token: ownerToken, body: { name: 'Renamed Traders' } })).json()).toMatchObject({ name: 'Renamed Traders' });
    expect((await call(app, 'DELETE', `/api/suppliers/${supplier._id}`, { token: ownerToken })).statusCode).toBe(200);
  });

  it('keep a supplier with goods received notes (409), and what is owed to them with it', async () => {
    const supplier = await created('/api/suppliers', { name: 'Owed Notes Traders' });
    const product = await created('/api/products', { name: 'Supplier delete item', quantity: 0, buyingPrice: 100, sellingPrice: 250 });
    await created('/api/goods-receipts', { supplierId: supplier._id, invoiceNumber: 'DEL-1', invoiceDate: shopDay(new Date()), payment: 'owed', lines: [{ productId: product._id, quantity: 2, unitCost: 100 }] });
    const refused = await call(app, 'DELETE', `/api/suppliers/${supplier._id}`, { token: ownerToken });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MESSAGES.supplierHasNotes, key: 'supplierHasNotes' });
    expect(await listed(supplier)).toMatchObject({ name: 'Owed Notes Traders', owed: 200 });
  });
});
