import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shopDay, shopDayStart } from '../../src/domain/dates';
import { MESSAGES } from '../../src/domain/messages';
import type { StaffSalesAnswer } from '../../src/domain/staffSales';
import { buildCustomerInput, buildTestApp, call, inEnglish, loginAs } from '../test/helpers';
import { catalogue } from '../test/repairs';

/**
 * Sales by staff member (issue 48, `GET /api/reports/staff-sales`): two days of trade about 820
 * days from now (no demo record falls then) by the owner and a staff member; the owner's alone;
 * the people adding up to the revenue reports' takings over the same days.
 */

type Rec = Record<string, unknown> & { _id: string };
const DAY = 24 * 60 * 60 * 1000;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

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

describe('GET /api/reports/staff-sales', () => {
  const first = shopDay(new Date(Date.now() + 820 * DAY));
  const second = shopDay(new Date(Date.parse(shopDayStart(first)!) + 30 * 60 * 60 * 1000));

  it('gives what each person took by business, a return taken off the bill’s maker, adding up to the takings', async () => {
    let owner = await on(first);
    const customer = await created(owner, '/api/customers', buildCustomerInput());
    const product = await created(owner, '/api/products', { name: 'SS Cable', quantity: 50, buyingPrice: 100, sellingPrice: 300 });
    const issues = await catalogue(app, owner);
    await created(owner, '/api/recharge/topup', { rechargeType: 'Dialog', topUpValue: 5000, topUpCost: 4825, topUpDate: first });
    const ownerBill = await created(owner, '/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity: 4, billedPrice: 300 }] });
    const repair = await created(owner, '/api/repairs', {
      customerId: customer._id,
      issues: [issues.get('Screen Replacement')!._id],
      repairProduct: 'Galaxy A14',
      payment: { tenders: [{ method: 'cash', amount: 2000 }] },
    });
    let staff = await on(first, 'staff');
    const staffBill = await created(staff, '/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity: 2, billedPrice: 300 }] });
    await created(staff, '/api/recharge/sale', { rechargeType: 'Dialog', soldValue: 500, soldPrice: 500, soldToType: 'customer', soldToId: customer._id });

    // The next day the owner takes back one of the staff member's cables.
    owner = await on(second);
    await created(owner, `/api/bills/${staffBill._id}/returns`, { lines: [{ productId: product._id, quantity: 1 }], refund: { method: 'cash' } });
    staff = await on(second, 'staff');

    const response = await call(app, 'GET', `/api/reports/staff-sales?from=${first}&to=${second}`, { token: owner });
    expect(response.statusCode, response.body).toBe(200);
    const answer: StaffSalesAnswer = response.json();
    const [ownerName, staffName] = [ownerBill.createdByName as string, staffBill.createdByName as string];
    expect(ownerName).not.toBe(staffName);
    expect(answer.staff).toEqual([
      { name: ownerName, businesses: { bills: { count: 1, amount: 1200 }, recharges: { count: 0, amount: 0 }, repairs: { count: 1, amount: 2000 } }, total: 3200 },
      { name: staffName, businesses: { bills: { count: 1, amount: 300 }, recharges: { count: 1, amount: 500 }, repairs: { count: 0, amount: 0 } }, total: 800 },
    ]);
    expect(answer.total).toBe(4000);
    expect(repair.createdByName).toBe(ownerName);

    // The people add up to the revenue reports' takings over the same days, business by business.
    const takings = await call(app, 'GET', `/api/reports/takings?from=${first}&to=${second}`, { token: owner });
    expect(takings.statusCode, takings.body).toBe(200);
    expect(answer.total).toBe(takings.json().total.amount);
    for (const part of takings.json().businesses as { business: 'bills' | 'recharges' | 'repairs'; amount: number }[])
      expect(answer.staff.reduce((sum, line) => sum + line.businesses[part.business].amount, 0), part.business).toBe(part.amount);
  });

  it('keeps a renamed staff member one line, under the name they bear now', async () => {
    const day = shopDay(new Date(Date.now() + 840 * DAY));
    let owner = await on(day);
    const customer = await created(owner, '/api/customers', buildCustomerInput());
    const product = await created(owner, '/api/products', { name: 'SS Remote', quantity: 10, buyingPrice: 100, sellingPrice: 250 });
    const person = await created(owner, '/api/admins/create', { firstName: 'Ruwan', lastName: 'Silva', email: 'ruwan.ss@shop.test', password: 'ruwan-pass-1', role: 'admin' });
    const asRuwan = async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(Date.parse(shopDayStart(day)!) + 11 * 60 * 60 * 1000));
      return loginAs(app, { email: 'ruwan.ss@shop.test', password: 'ruwan-pass-1' });
    };
    await created(await asRuwan(), '/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity: 1, billedPrice: 250 }] });

    owner = await on(day);
    const renamed = await call(app, 'PUT', `/api/admins/edit/${person._id}`, { token: owner, body: { firstName: 'Ruwan', lastName: 'Perera', email: 'ruwan.ss@shop.test', role: 'admin', status: 'active' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const ruwan = await asRuwan();
    await created(ruwan, '/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity: 2, billedPrice: 250 }] });

    const response = await call(app, 'GET', `/api/reports/staff-sales?from=${day}&to=${day}`, { token: owner });
    expect(response.statusCode, response.body).toBe(200);
    const answer: StaffSalesAnswer = response.json();
    expect(answer.staff.map((line) => [line.name, line.businesses.bills])).toEqual([['Ruwan Perera', { count: 2, amount: 750 }]]);
  });

  it('refuses staff with a message and no figure, and a range missing or backwards with the reports’ messages', async () => {
    const staff = await loginAs(app, 'staff');
    const refused = await call(app, 'GET', '/api/reports/staff-sales?from=2026-01-01&to=2026-01-31', { token: staff });
    expect(refused.statusCode).toBe(403);
    expect(inEnglish(refused.json())).toEqual({ message: MESSAGES.forbidden });
    const owner = await loginAs(app, 'owner');
    const missing = await call(app, 'GET', '/api/reports/staff-sales?from=2026-01-01', { token: owner });
    expect(missing.statusCode).toBe(400);
    expect(inEnglish(missing.json())).toEqual({ message: MESSAGES.revenueRangeRequired });
    const backwards = await call(app, 'GET', '/api/reports/staff-sales?from=2026-02-01&to=2026-01-01', { token: owner });
    expect(backwards.statusCode).toBe(400);
    expect(inEnglish(backwards.json())).toEqual({ message: MESSAGES.dateRangeOrder });
  });
});
