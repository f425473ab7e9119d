import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { buildCustomerInput, buildTestApp, call, inEnglish, loginAs } from '../test/helpers';
import { allKeys, catalogue } from '../test/repairs';

/**
 * GET /api/reports/takings (product.md §10): the shop's takings by Colombo day and business,
 * over days of 2020 that no demo record falls on. 2020-03-02 in Colombo runs from
 * 2020-03-01T18:30Z to 2020-03-02T18:30Z.
 */

type Rec = Record<string, unknown> & { _id: string };
type Answer = {
  businesses: { business: string; count: number; amount: number; profit?: number }[];
  days: { day: string; bills: number; recharges: number; repairs: number; total: number; profit?: number }[];
  total: { count: number; amount: number; profit?: number };
};

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let repair: Rec;

const created = async (path: string, body: unknown, token = ownerToken): Promise<Rec> => {
  const response = await call(app, 'POST', path, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const cash = (amount: number) => ({ tenders: [{ method: 'cash', amount }] });
const move = (table: 'bills' | 'repairs' | 'recharge_sales', column: 'createdAt' | 'dateIn' | 'saleDate', id: string, at: string) =>
  app.db.updateTable(table).set({ [column]: at }).where('id', '=', id).execute();

const takings = (query: string, token = ownerToken) => call(app, 'GET', `/api/reports/takings${query}`, { token });
const answer = async (query: string): Promise<Answer> => {
  const response = await takings(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const business = (report: Answer, name: string) => report.businesses.find((part) => part.business === name)!;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  const customer = await created('/api/customers', buildCustomerInput());
  const product = await created('/api/products', { name: 'Report Cable', quantity: 50, buyingPrice: 100, sellingPrice: 150 });
  const bill = (quantity: number, price: number) =>
    created('/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity, billedPrice: price }] });

  // Bills: 2 Mar 23:59:59 (150, profit 50), 3 Mar 00:00 (2 × 150.50, one returned later), 3 Mar 10:00 (999).
  const late = await bill(1, 150);
  const midnight = await bill(2, 150.5);
  const morning = await bill(1, 999);
  await move('bills', 'createdAt', late._id, '2020-03-02T18:29:59.999Z');
  await move('bills', 'createdAt', midnight._id, '2020-03-02T18:30:00.000Z');
  await move('bills', 'createdAt', morning._id, '2020-03-03T04:30:00.000Z');
  const returned = await call(app, 'POST', `/api/bills/${midnight._id}/returns`, {
    token: staffToken,
    body: { lines: [{ productId: product._id, quantity: 1 }], refund: { method: 'cash' } },
  });
  expect(returned.statusCode, returned.body).toBe(201);

  // A recharge sale of 2 Mar (price 100 for value 100 bought at 96.50).
  await created('/api/recharge/topup', { rechargeType: 'Dialog', topUpValue: 1000, topUpCost: 965, topUpDate: '2020-03-01' });
  const sale = await created('/api/recharge/sale', { rechargeType: 'Dialog', soldValue: 100, soldPrice: 100, soldToType: 'customer', soldToId: customer._id });
  await move('recharge_sales', 'saleDate', sale._id, '2020-03-02T06:00:00.000Z');

  // A repair taken in on 1 Mar with an advance of 5,000, collected on 4 Mar paying the 7,500 left (12,500 agreed).
  const issues = await catalogue(app, ownerToken);
  repair = await created(
    '/api/repairs',
    {
      customerId: customer._id,
      issues: [issues.get('Screen Replacement')!._id, issues.get('Battery Replacement')!._id],
      discount: 500,
      repairProduct: 'Redmi Note 12',
      payment: cash(5000),
    },
    staffToken,
  );
  await move('repairs', 'dateIn', repair._id, '2020-03-01T05:00:00.000Z');
  await app.db.updateTable('payments').set({ createdAt: '2020-03-01T05:00:00.000Z' }).where('sourceId', '=', repair._id).execute();
  const collected = await call(app, 'PATCH', `/api/repairs/status/${repair._id}`, {
    token: staffToken,
    body: { status: 'Customer Collected', dateManual: '2020-03-04 11:00:00', note: null, payment: cash(7500) },
  });
  expect(collected.statusCode, collected.body).toBe(200);
  await app.db
    .updateTable('payments')
    .set({ createdAt: '2020-03-04T05:30:00.000Z' })
    .where('sourceId', '=', repair._id)
    .where('createdAt', '>', '2021-01-01')
    .execute();
});
afterAll(() => app.close());

describe('GET /api/reports/takings', () => {
  it('breaks the takings down by Colombo day and business, bills net of their returns', async () => {
    const report = await answer('?from=2020-03-01&to=2020-03-04');
    expect(report.days.map(({ profit: _profit, ...day }) => day)).toEqual([
      { day: '2020-03-01', bills: 0, recharges: 0, repairs: 5000, total: 5000 },
      { day: '2020-03-02', bills: 150, recharges: 100, repairs: 0, total: 250 },
      // 301 sold at midnight less 150.50 returned, and 999 in the morning.
      { day: '2020-03-03', bills: 1149.5, recharges: 0, repairs: 0, total: 1149.5 },
      { day: '2020-03-04', bills: 0, recharges: 0, repairs: 7500, total: 7500 },
    ]);
    expect(report.businesses.map(({ business: name, count, amount }) => [name, count, amount])).toEqual([
      ['bills', 3, 1299.5],
      ['recharges', 1, 100],
      ['repairs', 2, 12500],
    ]);
    expect(report.total).toMatchObject({ count: 6, amount: 13899.5 });
  });

  it("sums its days to its businesses' totals, and its bills to the spec's bill report over the same days", async () => {
    const report = await answer('?from=2020-03-01&to=2020-03-04');
    const sum = (pick: (day: Answer['days'][number]) => number) => Math.round(report.days.reduce((total, day) => total + pick(day) * 100, 0)) / 100;
    expect(sum((day) => day.bills)).toBe(business(report, 'bills').amount);
    expect(sum((day) => day.recharges)).toBe(business(report, 'recharges').amount);
    expect(sum((day) => day.repairs)).toBe(business(report, 'repairs').amount);
    expect(sum((day) => day.total)).toBe(report.total.amount);
    expect(sum((day) => day.profit!)).toBe(report.total.profit);
    const spec = (await call(app, 'GET', '/api/bills/report?from=2020-03-01&to=2020-03-04', { token: ownerToken })).json();
    expect(spec).toEqual({ count: 3, totalSales: business(report, 'bills').amount, totalProfit: business(report, 'bills').profit });
  });

  it("counts a repair's money on the days it is paid, and the repair revenue report with it", async () => {
    const stored = await app.db.selectFrom('repairs').select(['finalAmount', 'profit']).where('id', '=', repair._id).executeTakeFirstOrThrow();
    const profit = stored.profit / 100;
    // Taken in on 1 Mar with the advance: 5,000 and 40 % of the profit count that day.
    const inDay = await answer('?from=2020-03-01&to=2020-03-01');
    expect(business(inDay, 'repairs')).toEqual({ business: 'repairs', count: 1, amount: 5000, profit: Math.round(profit * 40) / 100 });
    const report = (query: string) => call(app, 'GET', `/api/repairs/revenue${query}`, { token: ownerToken });
    expect((await report('?from=2020-03-01&to=2020-03-01')).json()).toEqual({ count: 1, totalRevenue: 5000, totalProfit: Math.round(profit * 40) / 100 });
    // Collected on 4 Mar: the balance counts then.
    const outDay = await answer('?from=2020-03-04&to=2020-03-04');
    expect(outDay.days).toEqual([{ day: '2020-03-04', bills: 0, recharges: 0, repairs: 7500, total: 7500, profit: Math.round(profit * 60) / 100 }]);
    expect((await report('?from=2020-03-04&to=2020-03-04')).json()).toEqual({ count: 1, totalRevenue: 7500, totalProfit: Math.round(profit * 60) / 100 });
    // Over both days, one repair and all of its money and profit.
    expect((await report('?from=2020-03-01&to=2020-03-04')).json()).toEqual({ count: 1, totalRevenue: 12500, totalProfit: profit });
  });

  it('names every business over days that took nothing', async () => {
    expect(await answer('?from=2019-01-01&to=2019-12-31')).toEqual({
      from: '2019-01-01',
      to: '2019-12-31',
      businesses: ['bills', 'recharges', 'repairs'].map((name) => ({ business: name, count: 0, amount: 0, profit: 0 })),
      days: [],
      total: { count: 0, amount: 0, profit: 0 },
    });
  });

  it('refuses staff, as the revenue reports do, and gives them no figure (403)', async () => {
    const response = await takings('?from=2020-03-01&to=2020-03-04', staffToken);
    expect(response.statusCode).toBe(403);
    expect([...allKeys(response.json())]).toEqual(['message', 'key']);
  });

  it.each([
    ['', MESSAGES.revenueRangeRequired],
    ['?from=2020-03-01', MESSAGES.revenueRangeRequired],
    ['?from=2020-02-30&to=2020-03-01', MESSAGES.dateInvalid],
    ['?from=2020-03-05&to=2020-03-04', MESSAGES.dateRangeOrder],
  ])('refuses %s (400)', async (query, message) => {
    const response = await takings(query);
    expect(response.statusCode).toBe(400);
    expect(inEnglish(response.json())).toEqual({ message });
  });
});

/**
 * One figure, one definition (product.md §10): for the same days, every screen that shows the
 * shop's takings or profit shows the same number. The dashboard's cards and chart, the revenue
 * reports and their breakdown, and the Bills and Sales History lists filtered to those days all
 * read the takings as `takingsEntries` computes them: repairs when paid.
 */
describe('every screen shows one figure for the same days', () => {
  type Day = { day: string; count: number; amount: number; profit?: number };
  const get = async (path: string, token = ownerToken) => {
    const response = await call(app, 'GET', path, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const sumOf = (days: Day[], pick: (day: Day) => number) => Math.round(days.reduce((total, day) => total + pick(day) * 100, 0)) / 100;
  const totals = (days: Day[]) => ({ count: days.reduce((total, day) => total + day.count, 0), amount: sumOf(days, (day) => day.amount), profit: sumOf(days, (day) => day.profit ?? 0) });
  const paged = (path: string, filter: object) => get(`${path}?_page=1&_perPage=5&_filter=${encodeURIComponent(JSON.stringify(filter))}`);
  const cents = (amount: number) => Math.round(amount * 100);

  // Each day of the fixture alone (the day a repair came in and was paid an advance, a sales day,
  // the day of a returned bill, the collection day), and all four together.
  it.each([
    ['2020-03-01', '2020-03-01'],
    ['2020-03-02', '2020-03-02'],
    ['2020-03-03', '2020-03-03'],
    ['2020-03-04', '2020-03-04'],
    ['2020-03-01', '2020-03-04'],
  ])('%s to %s', async (from, to) => {
    const days = `from=${from}&to=${to}`;
    const report: Answer = await get(`/api/reports/takings?${days}`);
    const dashboard = await get(`/api/dashboard/ledgers?${days}`);
    const [bills, recharges, repairs] = ['bills', 'recharges', 'repairs'].map((name) => business(report, name));

    // The dashboard: each business's card and chart series, and its profit (today's and the month's cards).
    expect(totals(dashboard.bills)).toEqual({ count: bills.count, amount: bills.amount, profit: bills.profit });
    expect(totals(dashboard.recharges)).toEqual({ count: recharges.count, amount: recharges.amount, profit: recharges.profit });
    expect(totals(dashboard.repairs)).toEqual({ count: repairs.count, amount: repairs.amount, profit: repairs.profit });
    const dashboardProfit = cents(totals(dashboard.bills).profit) + cents(totals(dashboard.recharges).profit) + cents(totals(dashboard.repairs).profit);
    expect(dashboardProfit).toBe(cents(report.total.profit!));
    // Staff see the same takings on their dashboard, without profit.
    const staff = await get(`/api/dashboard/ledgers?${days}`, staffToken);
    expect(totals(staff.repairs)).toEqual({ ...totals(dashboard.repairs), profit: 0 });

    // The revenue reports (Bills, Repair Management).
    expect(await get(`/api/bills/report?${days}`)).toEqual({ count: bills.count, totalSales: bills.amount, totalProfit: bills.profit });
    expect(await get(`/api/repairs/revenue?${days}`)).toMatchObject({ totalRevenue: repairs.amount, totalProfit: repairs.profit });

    // The lists' summary cards over the same days.
    const billList = await paged('/api/bills', { createdAt_from: from, createdAt_to: to });
    expect(billList.summary).toMatchObject({ count: bills.count, totalSales: bills.amount, totalProfit: bills.profit });
    const saleList = await paged('/api/recharge/sales', { saleDate_from: from, saleDate_to: to });
    expect(saleList.summary).toMatchObject({ count: recharges.count, totalSoldPrice: recharges.amount, totalProfit: recharges.profit });
  });
});
