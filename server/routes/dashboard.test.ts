import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerDays, ledgerOf, lowStockSummary, repairsWaiting, type LedgerDay } from '../../src/domain/dashboard';
import { MESSAGES } from '../../src/domain/messages';
import { collectedAt } from '../../src/domain/repairs';
import { netOfReturns, profitNetOfReturns } from '../../src/domain/returns';
import { buildCustomerInput, buildTestApp, call, inEnglish, loginAs } from '../test/helpers';
import { allKeys, catalogue } from '../test/repairs';

/**
 * GET /api/dashboard/ledgers (product.md §10): the dashboard's figures summed per Colombo day,
 * over days of 2020 that no demo record falls on. 2020-03-02 in Colombo runs from
 * 2020-03-01T18:30Z to 2020-03-02T18:30Z.
 */

type Rec = Record<string, unknown> & { _id: string };
type Answer = Record<'bills' | 'recharges' | 'repairs' | 'takenIn' | 'collected', LedgerDay[]> & { from: string; to: string; expenses?: LedgerDay[] };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;

const created = async (path: string, body: unknown, token = ownerToken): Promise<Rec> => {
  const response = await call(app, 'POST', path, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const move = (table: 'bills' | 'repairs' | 'recharge_sales', column: 'createdAt' | 'dateIn' | 'saleDate', id: string, at: string) =>
  app.db.updateTable(table).set({ [column]: at }).where('id', '=', id).execute();
const ledgers = (query: string, token = ownerToken) => call(app, 'GET', `/api/dashboard/ledgers${query}`, { token });
const answer = async (query: string, token = ownerToken): Promise<Answer> => {
  const response = await ledgers(query, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  const customer = await created('/api/customers', buildCustomerInput());
  const product = await created('/api/products', { name: 'Dashboard Cable', quantity: 50, buyingPrice: 100, sellingPrice: 150 });
  const bill = (quantity: number, price: number) =>
    created('/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity, billedPrice: price }] });

  // Bills: 2 Mar 23:59:59 (150), 3 Mar 00:00 (2 × 150.50, one returned later).
  const late = await bill(1, 150);
  const midnight = await bill(2, 150.5);
  await move('bills', 'createdAt', late._id, '2020-03-02T18:29:59.999Z');
  await move('bills', 'createdAt', midnight._id, '2020-03-02T18:30:00.000Z');
  const returned = await call(app, 'POST', `/api/bills/${midnight._id}/returns`, {
    token: staffToken,
    body: { lines: [{ productId: product._id, quantity: 1 }], refund: { method: 'cash' } },
  });
  expect(returned.statusCode, returned.body).toBe(201);

  // A recharge sale of 2 Mar.
  await created('/api/recharge/topup', { rechargeType: 'Dialog', topUpValue: 1000, topUpCost: 965, topUpDate: '2020-03-01' });
  const sale = await created('/api/recharge/sale', { rechargeType: 'Dialog', soldValue: 100, soldPrice: 100, soldToType: 'customer', soldToId: customer._id });
  await move('recharge_sales', 'saleDate', sale._id, '2020-03-02T06:00:00.000Z');

  // A repair taken in on 1 Mar and collected on 4 Mar, paid in full then.
  const issues = await catalogue(app, ownerToken);
  const repair = await created('/api/repairs', { customerId: customer._id, issues: [issues.get('Screen Replacement')!._id], discount: 0, repairProduct: 'Redmi' }, staffToken);
  await move('repairs', 'dateIn', repair._id, '2020-03-01T05:00:00.000Z');
  const collected = await call(app, 'PATCH', `/api/repairs/status/${repair._id}`, {
    token: staffToken,
    body: { status: 'Customer Collected', dateManual: '2020-03-04 11:00:00', note: null, payment: { tenders: [{ method: 'cash', amount: repair.finalAmount }] } },
  });
  expect(collected.statusCode, collected.body).toBe(200);
  await app.db.updateTable('payments').set({ createdAt: '2020-03-04T05:30:00.000Z' }).where('sourceId', '=', repair._id).execute();

  // An expense of 3 Mar.
  const categories = (await call(app, 'GET', '/api/expense-categories', { token: ownerToken })).json() as Rec[];
  await created('/api/expenses', { categoryId: categories[0]._id, amount: 250.25, description: 'Dashboard test', expenseDate: '2020-03-03' });
});
afterAll(() => app.close());

describe('GET /api/dashboard/ledgers', () => {
  it('sums each kind per Colombo day, bills net of their returns, the owner seeing profit and expenses', async () => {
    const ledger = await answer('?from=2020-03-01&to=2020-03-04');
    expect(ledger.bills.map(({ profit: _profit, ...day }) => day)).toEqual([
      { day: '2020-03-02', count: 1, amount: 150 },
      // 301 sold at midnight less the 150.50 returned.
      { day: '2020-03-03', count: 1, amount: 150.5 },
    ]);
    expect(ledger.bills[0].profit).toBe(50);
    expect(ledger.recharges).toEqual([{ day: '2020-03-02', count: 1, amount: 100, profit: 3.5 }]);
    // A repair's money counts when paid (the revenue reports' rule); the day it came in is only counted.
    expect(ledger.repairs).toEqual([{ day: '2020-03-04', count: 1, amount: 9500, profit: 3000 }]);
    expect(ledger.takenIn).toEqual([{ day: '2020-03-01', count: 1, amount: 9500 }]);
    expect(ledger.collected).toEqual([expect.objectContaining({ day: '2020-03-04', count: 1 })]);
    expect(ledger.expenses).toEqual([{ day: '2020-03-03', count: 1, amount: 250.25 }]);
  });

  it('answers what the console computes from the whole lists, over the same days', async () => {
    const ledger = await answer('?from=2020-03-01&to=2020-03-04');
    const list = async (path: string) => (await call(app, 'GET', `/api/${path}`, { token: ownerToken })).json() as Record<string, any>[];
    const inRange = (days: LedgerDay[]) => days.filter((day) => day.day >= '2020-03-01' && day.day <= '2020-03-04');
    const fromList = (rows: Record<string, any>[], fields: Parameters<typeof ledgerOf<Record<string, any>>>[1], withProfit = true) =>
      inRange(ledgerDays(ledgerOf(rows, fields), withProfit));

    // The bills list carries each bill's returns (returnedAmount, returnedProfit), as the console reads it.
    expect(ledger.bills).toEqual(fromList(await list('bills'), { day: (bill) => bill.createdAt, amount: netOfReturns, profit: profitNetOfReturns }));
    expect(ledger.recharges).toEqual(fromList(await list('recharge/sales'), { day: (sale) => sale.saleDate, amount: (sale) => sale.soldPrice, profit: (sale) => sale.profit }));
    const repairs = await list('repairs');
    expect(ledger.takenIn).toEqual(fromList(repairs, { day: (repair) => repair.dateIn, amount: (repair) => repair.finalAmount }, false));
    expect(ledger.collected).toEqual(fromList(repairs, { day: (repair) => collectedAt(repair), amount: (repair) => repair.finalAmount }, false));
    expect(ledger.expenses).toEqual(fromList(await list('expenses'), { day: (expense) => expense.expenseDate, amount: (expense) => expense.amount }, false));
  });

  it('gives staff the counts and amounts, never profit or expenses', async () => {
    const ledger = await answer('?from=2020-03-01&to=2020-03-04', staffToken);
    expect(ledger.bills.map((day) => day.amount)).toEqual([150, 150.5]);
    expect(ledger.expenses).toBeUndefined();
    expect([...allKeys(ledger)]).not.toContain('profit');
  });

  it('answers empty days as no days', async () => {
    expect(await answer('?from=2019-01-01&to=2019-12-31')).toEqual({ from: '2019-01-01', to: '2019-12-31', bills: [], recharges: [], repairs: [], takenIn: [], collected: [], expenses: [] });
  });

  it.each([
    ['', MESSAGES.revenueRangeRequired],
    ['?from=2020-03-01', MESSAGES.revenueRangeRequired],
    ['?from=2020-02-30&to=2020-03-01', MESSAGES.dateInvalid],
    ['?from=2020-03-05&to=2020-03-04', MESSAGES.dateRangeOrder],
    ['?from=2019-03-01&to=2020-03-01', MESSAGES.dashboardRangeTooLong],
  ])('refuses %s (400)', async (query, message) => {
    const response = await ledgers(query);
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message });
  });

});

describe('GET /api/dashboard/attention', () => {
  const attention = (query: string, token = ownerToken) => call(app, 'GET', `/api/dashboard/attention${query}`, { token });

  it('counts what the console counts from the whole repairs and products lists, for staff too', async () => {
    // One more repair, back from the company, and one past its expected return date.
    const customer = await created('/api/customers', buildCustomerInput());
    const issues = await catalogue(app, ownerToken);
    const late = await created('/api/repairs', { customerId: customer._id, issues: [issues.get('Screen Replacement')!._id], discount: 0, repairProduct: 'Late phone' }, staffToken);
    await app.db.updateTable('repairs').set({ expectedReturnDate: '2020-01-01T04:30:00.000Z' }).where('id', '=', late._id).execute();
    const back = await created('/api/repairs', { customerId: customer._id, issues: [issues.get('Screen Replacement')!._id], discount: 0, repairProduct: 'Back phone' }, staffToken);
    await app.db.updateTable('repairs').set({ status: 'Returned from Company' }).where('id', '=', back._id).execute();

    const list = async (path: string) => (await call(app, 'GET', `/api/${path}`, { token: ownerToken })).json() as Record<string, any>[];
    const repairs = await list('repairs');
    const products = await list('products');
    for (const token of [ownerToken, staffToken]) {
      const response = await attention('?stock=5', token);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json();
      expect({ returned: answer.returned, overdue: answer.overdue }).toEqual(repairsWaiting(repairs, Date.now()));
      expect(answer.lowStock).toEqual(lowStockSummary(products, 5));
    }
    const answer = (await attention('?stock=5')).json();
    expect(answer.returned).toBeGreaterThanOrEqual(1);
    expect(answer.overdue).toBeGreaterThanOrEqual(1);
    // A higher threshold names more products, the lowest first.
    const more = (await attention('?stock=100000')).json();
    expect(more.lowStock.total).toBe(products.length);
    expect(more.lowStock.products.map((product: { quantity: number }) => product.quantity)).toEqual(
      [...products].map((product) => product.quantity).sort((a, b) => a - b).slice(0, 3),
    );
  });

  it.each(['', '?stock=', '?stock=-1', '?stock=2.5', '?stock=many', '?stock=100001'])('refuses %s (400)', async (query) => {
    const response = await attention(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.stockThresholdInvalid, key: 'stockThresholdInvalid' });
  });
});
