/**
 * A price refused below cost tells staff a little about the cost each time: every refusal is
 * logged, and after a few in a row the answers slow down (priceProbes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/domain/messages';
import { FREE_REFUSALS } from './priceProbes';
import { buildCustomerInput, buildTestApp, call, loginAs } from './test/helpers';

type Rec = Record<string, any> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let customer: Rec;
let product: Rec;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  customer = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput() })).json();
  const body = { name: 'Smart TV Box', quantity: 50, buyingPrice: 36_250.75, sellingPrice: 39_900 };
  product = (await call(app, 'POST', '/api/products', { token: ownerToken, body })).json();
});
afterAll(() => app.close());

const tryPrice = (billedPrice: number) =>
  call(app, 'POST', '/api/bills', {
    token: staffToken,
    body: { customerId: customer._id, products: [{ productId: product._id, quantity: 1, billedPrice, discountReason: 'Asked for it' }] },
  });
const refusedEntries = async () =>
  ((await call(app, 'GET', '/api/activity', { token: ownerToken })).json() as Rec[]).filter((entry) => entry.action === 'priceRefused');

describe('prices refused below cost', () => {
  it('are each written to the activity log with the product and the price tried, and name no cost', async () => {
    const before = (await refusedEntries()).length;
    const refused = await tryPrice(36_100);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.belowCostForbidden, key: 'belowCostForbidden', errors: { 'products.0.billedPrice': MESSAGES.belowCostForbidden }, errorKeys: { 'products.0.billedPrice': { key: 'belowCostForbidden' } } });
    expect(refused.body).not.toMatch(/36[,]?250/);
    const entries = await refusedEntries();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({ userName: 'Staff Demo', resource: 'bills', recordId: product._id });
    // A sale at the selling price starts the count again.
    expect((await tryPrice(39_900)).statusCode).toBe(201);
  });

  it(`answer slowly after ${FREE_REFUSALS} in a row by one user, and count again once a sale goes through`, async () => {
    for (let n = 1; n <= FREE_REFUSALS; n += 1) expect((await tryPrice(36_000 + n)).statusCode).toBe(403);
    const started = performance.now();
    expect((await tryPrice(36_200)).statusCode).toBe(403);
    // The fourth in a row waits at least a second before its answer.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_000);
    const entries = await refusedEntries();
    expect(entries.slice(0, FREE_REFUSALS + 1).map((entry) => entry.changes.find((change: Rec) => change.field === 'inARow')?.after)).toEqual(['4', '3', '2', '1']);
    expect((await tryPrice(39_900)).statusCode).toBe(201);
    expect((await tryPrice(36_250)).statusCode).toBe(403);
    const [latest] = await refusedEntries();
    expect(latest.changes.find((change: Rec) => change.field === 'inARow')?.after).toBe('1');
  }, 20_000);
});
