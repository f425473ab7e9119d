import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopDay, shopDayStart } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import { comparedRanges, monthOf, type ProfitAndLossAnswer, type Statement } from '../../src/domain/profitAndLoss';
import { buildCustomerInput, buildTestApp, call, inEnglish, listWords, loginAs } from '../test/helpers';
import { catalogue } from '../test/repairs';

/**
 * The profit-and-loss statement (issue 48, `GET /api/reports/profit-and-loss`): a small shop
 * worked by hand in a month about 500 days from now (no demo record falls in it, nor in the month
 * before, nor a year before), with a bill and its return, a recharge sale, a repair taken in one
 * month and paid the next, and expenses; the owner's alone. Then every figure against the
 * screens that show it elsewhere, over the demo's last weeks.
 */

type Rec = Record<string, unknown> & { _id: string };
const DAY = 24 * 60 * 60 * 1000;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

/** Signs in as `who` with the clock at 10 am in Colombo on `day` (a token's times follow the clock). */
async function on(day: string, who: 'owner' | 'staff' = 'owner'): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.parse(shopDayStart(day)!) + 10 * 60 * 60 * 1000));
  return loginAs(app, who);
}

const created = async (token: string, path: string, body: unknown): Promise<Rec> => {
  const response = await call(app, 'POST', path, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

const statement = async (token: string, from: string, to: string): Promise<ProfitAndLossAnswer> => {
  const response = await call(app, 'GET', `/api/reports/profit-and-loss?from=${from}&to=${to}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const line = (period: Statement, business: string) => period.businesses.find((part) => part.business === business)!;
const cents = (amount: number) => Math.round(amount * 100);

describe('GET /api/reports/profit-and-loss', () => {
  // The month worked: its 5th, the 12th of the month before, and the 5th a year before.
  const month = monthOf(shopDay(new Date(Date.now() + 500 * DAY)));
  const dayOf = (first: string, date: number) => `${first.slice(0, 8)}${String(date).padStart(2, '0')}`;
  const { previous, yearEarlier } = comparedRanges(month.from, month.to);

  it('states income, cost of sales and gross profit by business, expenses by category and net profit, beside the month before and a year before', async () => {
    // A year before: one expense of LKR 400.00.
    let token = await on(dayOf(yearEarlier.from, 5));
    const rent = await created(token, '/api/expense-categories', { name: 'PL Rent' });
    const power = await created(token, '/api/expense-categories', { name: 'PL Electricity' });
    await created(token, '/api/expenses', { categoryId: rent._id, amount: 400, description: 'Rent a year before', expenseDate: dayOf(yearEarlier.from, 5) });

    // The month before: a repair taken in (nothing paid: it counts when paid), rent of LKR 1,000.00.
    token = await on(dayOf(previous.from, 12));
    const customer = await created(token, '/api/customers', buildCustomerInput());
    const issues = await catalogue(app, token);
    const repair = await created(token, '/api/repairs', {
      customerId: customer._id,
      issues: [issues.get('Screen Replacement')!._id, issues.get('Battery Replacement')!._id],
      discount: 500,
      repairProduct: 'Redmi Note 12',
    });
    await created(token, '/api/expenses', { categoryId: rent._id, amount: 1000, description: 'Rent', expenseDate: dayOf(previous.from, 12) });

    // The month: 3 chargers bought at 1,500.00 sold at 2,500.00, one returned the next day; a
    // recharge of 100.00 (bought at 96.5%); the repair collected, 12,500.00 paid; 700.00 + 300.00 spent.
    token = await on(dayOf(month.from, 5));
    const charger = await created(token, '/api/products', { name: 'P&L Charger', quantity: 10, buyingPrice: 1500, sellingPrice: 2500 });
    const bill = await created(token, '/api/bills', { customerId: customer._id, products: [{ productId: charger._id, quantity: 3, billedPrice: 2500 }] });
    await created(token, '/api/recharge/topup', { rechargeType: 'Dialog', topUpValue: 1000, topUpCost: 965, topUpDate: dayOf(month.from, 5) });
    await created(token, '/api/recharge/sale', { rechargeType: 'Dialog', soldValue: 100, soldPrice: 100, soldToType: 'customer', soldToId: customer._id });
    token = await on(dayOf(month.from, 6));
    await created(token, `/api/bills/${bill._id}/returns`, { lines: [{ productId: charger._id, quantity: 1 }], refund: { method: 'cash' } });
    token = await on(dayOf(month.from, 7));
    const collected = await call(app, 'PATCH', `/api/repairs/status/${repair._id}`, {
      token,
      body: { status: 'Customer Collected', dateManual: `${dayOf(month.from, 7)} 10:00:00`, note: null, payment: { tenders: [{ method: 'cash', amount: 12500 }], cashGiven: 12500 } },
    });
    expect(collected.statusCode, collected.body).toBe(200);
    // The charger's buying price rises after the sale: the statement keeps the cost it was sold at.
    const repriced = await call(app, 'PUT', `/api/products/${charger._id}`, { token, body: { name: 'P&L Charger', quantity: 8, buyingPrice: 1900, sellingPrice: 2500 } });
    expect(repriced.statusCode, repriced.body).toBe(200);
    await created(token, '/api/expenses', { categoryId: power._id, amount: 700, description: 'Electricity', expenseDate: dayOf(month.from, 7) });
    token = await on(dayOf(month.from, 8));
    await created(token, '/api/expenses', { categoryId: rent._id, amount: 300, description: 'Rent top-up', expenseDate: dayOf(month.from, 8) });

    token = await on(month.to);
    const answer = await statement(token, month.from, month.to);
    const repairProfit = repair.profit as number;
    expect(answer.current).toMatchObject({ from: month.from, to: month.to });
    expect(line(answer.current, 'bills')).toEqual({ business: 'bills', income: 5000, cost: 3000, gross: 2000 });
    expect(line(answer.current, 'recharges')).toEqual({ business: 'recharges', income: 100, cost: 96.5, gross: 3.5 });
    expect(line(answer.current, 'repairs')).toEqual({ business: 'repairs', income: 12500, cost: (cents(12500) - cents(repairProfit)) / 100, gross: repairProfit });
    expect(answer.current.income).toBe(17600);
    expect(answer.current.gross).toBe((cents(2003.5) + cents(repairProfit)) / 100);
    expect(answer.current.cost).toBe((cents(17600) - cents(answer.current.gross)) / 100);
    expect(answer.current.expenses).toEqual([
      { categoryId: power._id, category: 'PL Electricity', amount: 700 },
      { categoryId: rent._id, category: 'PL Rent', amount: 300 },
    ]);
    expect(answer.current.expensesTotal).toBe(1000);
    expect(answer.current.net).toBe((cents(answer.current.gross) - cents(1000)) / 100);

    // The month before is the whole calendar month: the repair taken in then earned nothing yet.
    expect(answer.previous).toMatchObject({ from: previous.from, to: previous.to, income: 0, cost: 0, gross: 0, expensesTotal: 1000, net: -1000 });
    expect(answer.previous.expenses).toEqual([{ categoryId: rent._id, category: 'PL Rent', amount: 1000 }]);
    expect(answer.yearEarlier).toMatchObject({ from: yearEarlier.from, to: yearEarlier.to, income: 0, expensesTotal: 400, net: -400 });

    // A range of days inside the month: the bill's day alone (its return counts on it), then the period before is as long.
    const billDay = await statement(token, dayOf(month.from, 5), dayOf(month.from, 6));
    expect(line(billDay.current, 'bills')).toMatchObject({ income: 5000, cost: 3000 });
    expect(line(billDay.current, 'repairs').income).toBe(0);
    expect(billDay.previous).toMatchObject({ from: dayOf(month.from, 3), to: dayOf(month.from, 4), income: 0 });

    // Net profit by month, the last twelve ending with this one.
    const months = await call(app, 'GET', `/api/reports/profit-and-loss/months?to=${month.to}`, { token });
    expect(months.statusCode, months.body).toBe(200);
    const byMonth = months.json().months as { month: string; income: number; gross: number; expenses: number; net: number }[];
    expect(byMonth).toHaveLength(12);
    expect(byMonth[11]).toEqual({ month: month.from.slice(0, 7), income: 17600, gross: answer.current.gross, expenses: 1000, net: answer.current.net });
    expect(byMonth[10]).toEqual({ month: previous.from.slice(0, 7), income: 0, gross: 0, expenses: 1000, net: -1000 });
  });

  it('refuses staff with a message and no figure, and a range missing or backwards with the reports’ messages', async () => {
    const staff = await loginAs(app, 'staff');
    for (const path of ['/api/reports/profit-and-loss?from=2026-01-01&to=2026-01-31', '/api/reports/profit-and-loss/months']) {
      const refused = await call(app, 'GET', path, { token: staff });
      expect(refused.statusCode).toBe(403);
      expect(inEnglish(refused.json())).toEqual({ message: MESSAGES.forbidden });
    }
    const owner = await loginAs(app, 'owner');
    const missing = await call(app, 'GET', '/api/reports/profit-and-loss?from=2026-01-01', { token: owner });
    expect(missing.statusCode).toBe(400);
    expect(inEnglish(missing.json())).toEqual({ message: MESSAGES.revenueRangeRequired });
    const backwards = await call(app, 'GET', '/api/reports/profit-and-loss?from=2026-02-01&to=2026-01-01', { token: owner });
    expect(backwards.statusCode).toBe(400);
    expect(inEnglish(backwards.json())).toEqual({ message: MESSAGES.dateRangeOrder });
    const badMonth = await call(app, 'GET', '/api/reports/profit-and-loss/months?to=2026-13-01', { token: owner });
    expect(badMonth.statusCode).toBe(400);
  });
});

describe('the statement agrees with the screens that show its figures elsewhere', () => {
  // A week of trade about 620 days from now, through the routes: bills paid in cash, on credit
  // and in part, a return the day after its bill, recharge sales, a repair's advance and balance,
  // expenses. (The demo's recharge sales are written without their payments, so its day closes
  // do not count them: a hand-made week, not the demo's.)
  const first = shopDay(new Date(Date.now() + 620 * DAY));
  const days = Array.from({ length: 5 }, (_, index) => shopDay(new Date(Date.parse(shopDayStart(first)!) + (index * 24 + 6) * 60 * 60 * 1000)));

  it('the revenue reports, their breakdown, each day’s close, the dashboard, the Bills list, Sales History and Expense Management, over the same days', async () => {
    let token = await on(days[0]!);
    const customer = await created(token, '/api/customers', buildCustomerInput());
    expect((await call(app, 'PUT', `/api/accounts/customer/${customer._id}`, { token, body: { creditLimit: 1000 } })).statusCode).toBe(200);
    const category = await created(token, '/api/expense-categories', { name: 'PL Agreement' });
    const product = await created(token, '/api/products', { name: 'P&L Agreement cable', quantity: 50, buyingPrice: 120.25, sellingPrice: 300 });
    const issues = await catalogue(app, token);
    const sell = (quantity: number, payment?: unknown) =>
      created(token, '/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity, billedPrice: 300 }], ...(payment ? { payment } : {}) });
    await created(token, '/api/recharge/topup', { rechargeType: 'Mobitel', topUpValue: 5000, topUpCost: 4850, topUpDate: days[0] });
    const repair = await created(token, '/api/repairs', {
      customerId: customer._id,
      issues: [issues.get('Screen Replacement')!._id],
      repairProduct: 'Galaxy A14',
      payment: { tenders: [{ method: 'cash', amount: 2000 }] },
    });
    const returned = await sell(4, { tenders: [{ method: 'cash', amount: 1200 }] });
    await created(token, '/api/expenses', { categoryId: category._id, amount: 250.75, description: 'Tea', expenseDate: days[0] });

    token = await on(days[1]!);
    await sell(2, { tenders: [{ method: 'card', amount: 200 }, { method: 'credit', amount: 400 }] });
    await created(token, '/api/recharge/sale', { rechargeType: 'Mobitel', soldValue: 500, soldPrice: 500, soldToType: 'customer', soldToId: customer._id });
    await created(token, `/api/bills/${returned._id}/returns`, { lines: [{ productId: product._id, quantity: 1 }], refund: { method: 'cash' } });

    token = await on(days[3]!);
    await created(token, '/api/recharge/sale', { rechargeType: 'Mobitel', soldValue: 250, soldPrice: 250, soldToType: 'customer', soldToId: customer._id });
    const collected = await call(app, 'PATCH', `/api/repairs/status/${repair._id}`, {
      token,
      body: { status: 'Customer Collected', dateManual: `${days[3]} 09:00:00`, note: null, payment: { tenders: [{ method: 'card', amount: (repair.finalAmount as number) - 2000 }] } },
    });
    expect(collected.statusCode, collected.body).toBe(200);
    await created(token, '/api/expenses', { categoryId: category._id, amount: 1000, description: 'Transport', expenseDate: days[3] });

    token = await on(days[4]!);
    const [from, to] = [days[0]!, days[4]!];
    const { current } = await statement(token, from, to);
    const read = async (path: string) => {
      const response = await call(app, 'GET', path, { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    // The revenue reports: bills (net of returns) and repairs (when paid), with their profit.
    const bills = await read(`/api/bills/report?from=${from}&to=${to}`);
    expect(line(current, 'bills')).toMatchObject({ income: bills.totalSales, gross: bills.totalProfit });
    expect(line(current, 'bills').income).toBe(1500); // 6 × 300 less 1 returned
    const repairs = await read(`/api/repairs/revenue?from=${from}&to=${to}`);
    expect(line(current, 'repairs')).toMatchObject({ income: repairs.totalRevenue, gross: repairs.totalProfit });
    expect(line(current, 'repairs').income).toBe(repair.finalAmount);
    // The revenue reports' breakdown by business, recharges among them.
    const takings = await read(`/api/reports/takings?from=${from}&to=${to}`);
    for (const part of takings.businesses) expect(line(current, part.business)).toMatchObject({ income: part.amount, gross: part.profit });
    expect(line(current, 'recharges').income).toBe(750);
    expect(current).toMatchObject({ income: takings.total.amount, gross: takings.total.profit });

    // Each day's close: what each business took, in money and on credit, summed over the days;
    // the bills' refunds taken off, their returns being of bills of these days.
    const closed = { bill: 0, sale: 0, repair: 0, refunds: 0 };
    for (const day of days) {
      const { movements } = await read(`/api/dayclose/day/${day}`);
      for (const business of ['bill', 'sale', 'repair'] as const)
        closed[business] += Object.values((movements.received[business] ?? {}) as Record<string, number>).reduce((sum, amount) => sum + cents(amount), 0);
      closed.refunds += Object.values(movements.refunds as Record<string, number>).reduce((sum, amount) => sum + cents(amount), 0);
    }
    expect(cents(line(current, 'recharges').income)).toBe(closed.sale);
    expect(cents(line(current, 'repairs').income)).toBe(closed.repair);
    expect(cents(line(current, 'bills').income)).toBe(closed.bill - closed.refunds);

    // The dashboard's cards and chart over the same days: each business's takings and profit, day by day.
    const dashboard = await read(`/api/dashboard/ledgers?from=${from}&to=${to}`);
    for (const business of ['bills', 'recharges', 'repairs'] as const) {
      const shown = dashboard[business] as { amount: number; profit: number }[];
      expect(shown.reduce((sum, day) => sum + cents(day.amount), 0), business).toBe(cents(line(current, business).income));
      expect(shown.reduce((sum, day) => sum + cents(day.profit), 0), business).toBe(cents(line(current, business).gross));
    }

    // The Bills list's summary cards filtered to the same days: sales net of returns, and their profit.
    const billList = await read(`/api/bills?${listWords({ _page: '1', _perPage: '10', _filter: { createdAt_from: from, createdAt_to: to } })}`);
    expect(line(current, 'bills')).toMatchObject({ income: billList.summary.totalSales, gross: billList.summary.totalProfit });

    // Sales History's figures over the same days: what recharges sold for, their cost and profit.
    const sales = await read(`/api/recharge/sales?${listWords({ _page: '1', _perPage: '10', _filter: { saleDate_from: from, saleDate_to: to } })}`);
    expect(line(current, 'recharges')).toEqual({ business: 'recharges', income: sales.summary.totalSoldPrice, cost: sales.summary.totalCost, gross: sales.summary.totalProfit });

    // Expense Management's total over the same days.
    const expenses = await read(`/api/expenses?${listWords({ _page: '1', _perPage: '10', _filter: { expenseDate_from: from, expenseDate_to: to } })}`);
    expect(current.expensesTotal).toBe(expenses.summary.filteredTotal);
    expect(current.expensesTotal).toBe(1250.75);
  });
});
