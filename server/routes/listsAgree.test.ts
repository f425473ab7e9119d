import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDataProvider, type ShopDataProvider } from '../../src/dataProvider';
import { ListRows } from '../../src/api/listRows';
import { toCents } from '../../src/domain/money';
import { shopDay } from '../../src/domain/dates';
import { can } from '../../src/domain/permissions';
import { createHttpClient } from '../../src/http';
import { NORMAL_PRODUCTS } from '../../src/resources/products';
import { registry } from '../../src/resources/registry';
import { saveSession } from '../../src/session';
import { DEMO_ACCOUNTS } from '../seed';
import { buildTestApp, postLogin } from '../test/helpers';

/**
 * Each paged list's figures and search are written twice: in the console's declaration (the
 * in-browser path, for a backend that keeps whole lists) and in the server's SQL (a backend
 * that pages). Through the console's own dataProvider, on the demo shop, both paths must
 * answer the same total and the same summary figures for the same filter and search, for the
 * owner and for staff.
 */

/** The session as the console keeps it, in memory: the dataProvider reads what the backend named. */
const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
});

let app: FastifyInstance;

/** The console's dataProvider over `app.inject`, signed in as `who` with what our server names at sign-in. */
async function consoleAs(who: 'owner' | 'staff'): Promise<ShopDataProvider> {
  const signIn = (await postLogin(app, DEMO_ACCOUNTS[who])).json();
  saveSession(signIn.token, signIn.user, signIn.features);
  const http = createHttpClient({
    baseUrl: 'http://shop.test/api',
    getToken: () => signIn.token,
    fetch: async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: url.pathname + url.search,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        payload: init?.body as string | undefined,
      });
      return new Response(answer.statusCode === 204 ? null : answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
    },
  });
  return createDataProvider({ http, resources: registry });
}

/** The lists our server pages, each with the filters its screen offers. */
const today = shopDay();
const LISTS: [resource: string, filters: Record<string, unknown>[]][] = [
  ['bills', [{}, { createdAt_day: today }, { q: 'nimal' }, { q: '07' }]],
  ['recharges/history', [{}, { saleDate_from: today.slice(0, 8) + '01', saleDate_to: today }, { q: 'dialog' }, { rechargeType: 'Mobitel' }]],
  ['recharges/management', [{}, { rechargeType: 'Dialog' }]],
  ['repairs/management', [{}, { status: 'In Progress' }, { overdue: true }, { q: 'samsung' }]],
  ['expenses/management', [{}, { expenseDate_from: today.slice(0, 8) + '01', expenseDate_to: today }, { q: 'rent' }]],
  ['products', [{}, { q: 'cable' }, { quantity_lte: 5 }]],
  ['customers', [{}, { q: 'perera' }]],
  ['agents', [{}, { q: 'a' }]],
  ['goods/received', [{}, { status: 'owed' }, { status: 'paid' }, { q: 'lanka' }]],
];

beforeAll(async () => {
  app = await buildTestApp();
  // A bill with a return today: its figures count net of it on both paths.
  const token = (await postLogin(app, DEMO_ACCOUNTS.owner)).json().token as string;
  const api = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const answer = await app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, payload: payload as object });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json();
  };
  const [customer] = await api('GET', '/customers');
  const product = (await api('GET', '/products')).find((each: { quantity: number }) => each.quantity > 2);
  const bill = await api('POST', '/bills', { customerId: customer._id, products: [{ productId: product._id, quantity: 2, billedPrice: product.sellingPrice }] });
  await api('POST', `/bills/${bill._id}/returns`, { lines: [{ productId: product._id, quantity: 1 }], refund: { method: 'cash' } });
}, 60_000);
afterAll(() => app.close());

describe.each(['owner', 'staff'] as const)('as %s, the paged and the in-browser lists agree', (who) => {
  let provider: ShopDataProvider;
  beforeAll(async () => {
    provider = await consoleAs(who);
  });

  it.each(LISTS.filter(([resource]) => can(who === 'owner' ? 'super_admin' : 'admin', resource, 'list')))('%s', async (resource, filters) => {
    const declaration = registry.find((each) => each.name === resource)!;
    const sort = declaration.list?.defaultSort ?? { field: 'id', order: 'ASC' as const };
    for (const filter of filters) {
      const full = { ...(resource === 'products' ? NORMAL_PRODUCTS : {}), ...filter };
      const paged = await provider.getList(resource, { pagination: { page: 1, perPage: 10 }, sort, filter: full });
      const inBrowser = await provider.getList(resource, { pagination: { page: 1, perPage: 10 }, sort, filter: full, meta: { rows: true } });
      const label = `${resource} ${JSON.stringify(filter)}`;
      expect(paged.meta?.summary, `${label}: the server pages it`).toBeDefined();
      expect(paged.total, label).toBe(inBrowser.total);
      expect(paged.data.map((row) => row.id), label).toEqual(inBrowser.data.map((row) => row.id));

      const rows = inBrowser.meta!.rows as ListRows;
      const summed = paged.meta!.summary as Record<string, number | string>;
      const own = (declaration.list?.summary ?? []).filter((figure) => !figure.route);
      // Staff are summed no figure of cost; the owner every figure the screen shows.
      expect(Object.keys(summed).sort(), label).toEqual(own.filter((figure) => who === 'owner' || !figure.access).map((figure) => figure.key).sort());
      for (const figure of own) {
        if (!(figure.key in summed)) continue;
        const browser = (figure.value as (rows: ListRows) => unknown)(rows);
        const server = summed[figure.key];
        if (figure.kind === 'money') expect(toCents(Number(server)), `${label} ${figure.key}`).toBe(toCents(Number(browser)));
        else expect(String(server), `${label} ${figure.key}`).toBe(String(browser));
      }
    }
  });
});
