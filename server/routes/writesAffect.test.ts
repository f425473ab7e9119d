import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_DATA } from '../../src/api/resourceData';
import { PAYLOAD_DATE_TIME, shopNow } from '../../src/domain/dayjs';
import { resolveRoute } from '../../src/api/routes';
import { registry } from '../../src/resources/registry';
import { DEMO_ACCOUNTS } from '../seed';
import { buildTestApp, postLogin } from '../test/helpers';

/**
 * Which lists a write changes, as the console knows it (src/api/resourceData.ts `affects`: a
 * write drops those lists' cached copies too), checked against our server: each write a screen
 * makes, and the lists whose answers it changed. A list it changed that the table does not name
 * would stay stale on screen; a name no write needs is a copy to delete.
 */

type Rec = Record<string, any> & { _id: string };
let app: FastifyInstance;
let token: string;

const api = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown): Promise<any> => {
  const answer = await app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, payload: payload as object });
  expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
  return answer.json();
};

// The activity log records every write; its screen reads it again whenever it is opened.
const LISTS = registry.filter((declaration) => declaration.routes?.list && declaration.name !== 'activity');

/** Every list's answer, by resource. */
async function lists(): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  for (const declaration of LISTS) {
    const { path } = resolveRoute(declaration.routes!.list);
    answers.set(declaration.name, JSON.stringify(await api('GET', path)));
  }
  return answers;
}

/** The lists whose answers `write` changed. */
async function changedBy(write: () => Promise<unknown>): Promise<string[]> {
  const before = await lists();
  await write();
  const after = await lists();
  return [...after].filter(([name, answer]) => before.get(name) !== answer).map(([name]) => name).sort();
}

const declared = (resource: string) => [resource, ...(RESOURCE_DATA[resource]?.affects ?? [])].sort();

let customer: Rec;
let product: Rec;
const credit = (amount: number) => ({ tenders: [{ method: 'credit', amount }] });

beforeAll(async () => {
  app = await buildTestApp();
  token = (await postLogin(app, DEMO_ACCOUNTS.owner)).json().token;
  customer = (await api('GET', '/customers'))[0];
  await api('PUT', `/accounts/customer/${customer._id}`, { creditLimit: 1_000_000 });
  product = (await api('GET', '/products')).find((each: Rec) => each.quantity > 5);
}, 60_000);
afterAll(() => app.close());

/** Each screen's writes, as the console sends them, under the resource the console writes them for. */
const WRITES: [resource: string, what: string, write: () => Promise<unknown>][] = [
  [
    'bills',
    'a bill on credit, then a return to the account',
    async () => {
      const bill = await api('POST', '/bills', {
        customerId: customer._id,
        products: [{ productId: product._id, quantity: 2, billedPrice: product.sellingPrice }],
        payment: credit(product.sellingPrice * 2),
      });
      await api('POST', `/bills/${bill._id}/returns`, { lines: [{ productId: product._id, quantity: 1 }], refund: { method: 'credit' } });
    },
  ],
  [
    'repairs/management',
    'a repair collected with its balance on credit',
    async () => {
      const [issue] = await api('GET', '/repairs/issues');
      const repair = await api('POST', '/repairs', { customerId: customer._id, issues: [issue._id], discount: 0, repairProduct: 'Nokia' });
      await api('PATCH', `/repairs/status/${repair._id}`, { status: 'Customer Collected', dateManual: shopNow().format(PAYLOAD_DATE_TIME), note: null, payment: credit(repair.finalAmount) });
    },
  ],
  [
    'recharges/history',
    'a recharge sale on credit',
    () => api('POST', '/recharge/sale', { rechargeType: 'Dialog', soldValue: 100, soldPrice: 100, soldToType: 'customer', soldToId: customer._id, payment: credit(100) }),
  ],
  [
    'recharges/history',
    'a DDTV sale renewing the package of the first customer on the renewals list',
    async () => {
      const { data } = await api('GET', '/renewals');
      expect(data.length).toBeGreaterThan(0);
      await api('POST', '/recharge/sale', { rechargeType: 'DDTV', soldValue: 100, soldPrice: 100, soldToType: 'customer', soldToId: data[0]._id, payment: { tenders: [{ method: 'cash', amount: 100 }] } });
    },
  ],
  [
    'recharges/float',
    "the owner's float check, adjusting the balance to what the provider shows",
    async () => {
      const balance = await api('GET', '/recharge/balance');
      await api('POST', '/recharge/float', { checks: [{ rechargeType: 'Dialog', shown: Number(balance.Dialog ?? 0) + 50, computed: balance.Dialog, reason: 'providerCommission', note: '', adjust: true }] });
    },
  ],
  ['recharges/management', 'a top-up', () => api('POST', '/recharge/topup', { rechargeType: 'Mobitel', topUpValue: 1000, topUpCost: 970, topUpDate: shopNow().format('YYYY-MM-DD') })],
  [
    'expenses/management',
    'an expense',
    async () => {
      const [category] = await api('GET', '/expense-categories');
      await api('POST', '/expenses', { categoryId: category._id, amount: 500, description: 'Affects test', expenseDate: shopNow().format('YYYY-MM-DD') });
    },
  ],
  ['products', 'a refill', () => api('PUT', `/products/${product._id}`, { quantity: product.quantity + 10 })],
  [
    'goods/received',
    'goods received from a supplier, owed',
    async () => {
      const [supplier] = await api('GET', '/suppliers');
      await api('POST', '/goods-receipts', { supplierId: supplier._id, invoiceNumber: 'AFF-1', invoiceDate: shopNow().format('YYYY-MM-DD'), payment: 'owed', lines: [{ productId: product._id, quantity: 3, unitCost: 99 }] });
    },
  ],
  [
    'stock/counts',
    'a count sheet posted with one short',
    async () => {
      const sheet = await api('POST', '/stock-counts', { search: product.name });
      await api('POST', `/stock-counts/${sheet._id}/counts`, { lines: [{ _id: sheet.lines[0]._id, counted: sheet.lines[0].expected - 1 }] });
      await api('POST', `/stock-counts/${sheet._id}/post`);
    },
  ],
  ['customers', 'a new customer', () => api('POST', '/customers', { firstName: 'Affects', lastName: 'Test', address: 'Kandy', phoneNumber: '0771112223', whatsappNumber: '0771112223', nicNumber: '199011112222', cardNumber: 'AFF-1' })],
];

describe('a write changes only the lists the console drops with it', () => {
  it.each(WRITES)('%s: %s', async (resource, _what, write) => {
    const changed = await changedBy(write);
    expect(changed).toContain(resource);
    expect(changed.filter((name) => !declared(resource).includes(name))).toEqual([]);
  });

  it('and every list the table names is changed by a write of that resource', async () => {
    for (const [resource, data] of Object.entries(RESOURCE_DATA)) {
      for (const affected of data?.affects ?? []) {
        const writes = WRITES.filter(([name]) => name === resource);
        expect(writes.length, `a write of ${resource} in WRITES`).toBeGreaterThan(0);
        let seen = false;
        for (const [, , write] of writes) seen ||= (await changedBy(write)).includes(affected);
        expect(seen, `${resource} changes ${affected}`).toBe(true);
      }
    }
  });
});
