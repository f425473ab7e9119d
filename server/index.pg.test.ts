import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from './db/migrations';
import { connectPostgres } from './db/postgres';
import { freshPostgresDatabase } from './test/postgres';
import { shopDay } from '../src/domain/dates';
import { dayAlreadyClosedMessage, dayClosedMessage } from '../src/domain/dayClose';
import { MESSAGES, messageText } from '../src/domain/messages';
import { buildCustomerInput, buildStaffInput, STAFF_PASSWORD } from './test/helpers';
import { OWNER, ownerOnlyEnv, signInOver, startServerProcess, stopServerProcess, type ServerProcess } from './test/serverProcess';

/**
 * Two servers on one PostgreSQL database, each in its own process with its own DATA_DIR (as on
 * two machines), sharing the JWT secret: what one writes, the other serves, and a rule checked
 * by one holds against writes through the other.
 */
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];
let url: string;
let first: ServerProcess;
let second: ServerProcess;

const SECRET = 'a-secret-both-servers-share-of-at-least-32-characters';

async function startOn(databaseUrl: string): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-pg-start-'));
  dataDirs.push(dataDir);
  const server = await startServerProcess({ ...ownerOnlyEnv(dataDir), DATABASE_URL: databaseUrl, JWT_SECRET: SECRET, BACKUP_KEEP: '0' });
  servers.push(server);
  return server;
}

async function send(server: ServerProcess, token: string, method: string, route: string, body?: unknown) {
  const response = await fetch(`${server.url}api/${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as any };
}

beforeAll(async () => {
  url = await freshPostgresDatabase();
  // One after the other: the first migrates and makes the owner, the second finds them.
  first = await startOn(url);
  second = await startOn(url);
}, 90_000);

afterAll(async () => {
  for (const server of servers) await stopServerProcess(server.child);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('two servers on one PostgreSQL database', () => {
  it('migrated it to the latest schema once, and both serve', async () => {
    const db = await connectPostgres(url);
    try {
      const applied = await db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never).execute();
      expect((applied as { name: string }[]).map(({ name }) => name)).toEqual(Object.keys(migrations).sort());
    } finally {
      await db.destroy();
    }
    expect(first.output()).toContain('running at');
    expect(second.output()).toContain('running at');
  });

  it('a customer created through one is listed by the other, whose list was read before', async () => {
    const token = await signInOver(first.url, OWNER);
    // A token from one server is good on the other (the same secret).
    const before = await send(second, token, 'GET', 'customers');
    expect(before.status).toBe(200);
    const created = await send(first, token, 'POST', 'customers', buildCustomerInput({ firstName: 'Nadeesha', phoneNumber: '0771110001', whatsappNumber: '0771110001', nicNumber: '901110001V' }));
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const after = await send(second, token, 'GET', 'customers');
    expect(after.json.map((customer: { _id: string }) => customer._id)).toContain(created.json._id);
    expect(after.json).toHaveLength(before.json.length + 1);
  });

  it('40 one-unit bills split across both never oversell a stock of 10', async () => {
    const token = await signInOver(second.url, OWNER);
    const buyer = await send(first, token, 'POST', 'customers', buildCustomerInput({ phoneNumber: '0771110002', whatsappNumber: '0771110002', nicNumber: '901110002V' }));
    const product = await send(second, token, 'POST', 'products', { name: 'Dialog TV Remote', quantity: 10, buyingPrice: 450, sellingPrice: 750 });
    expect([buyer.status, product.status]).toEqual([201, 201]);

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        send(index % 2 ? first : second, token, 'POST', 'bills', { customerId: buyer.json._id, products: [{ productId: product.json._id, quantity: 1, billedPrice: 750 }] }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30);
    for (const server of [first, second]) {
      const products = await send(server, token, 'GET', 'products');
      expect(products.json.find((row: { _id: string }) => row._id === product.json._id).quantity).toBe(0);
      const bills = await send(server, token, 'GET', 'bills');
      expect(bills.json.filter((bill: { customerId: string }) => bill.customerId === buyer.json._id)).toHaveLength(10);
    }
  }, 60_000);
  it('40 reloads of LKR 100 split across both never overdraw a float of LKR 1,000', async () => {
    const token = await signInOver(first.url, OWNER);
    const buyer = await send(second, token, 'POST', 'customers', buildCustomerInput({ phoneNumber: '0771110003', whatsappNumber: '0771110003', nicNumber: '901110003V' }));
    // Hutch: a provider nothing else in this file sells, so its balance is this test's alone.
    const topUp = await send(first, token, 'POST', 'recharge/topup', { rechargeType: 'Hutch', topUpValue: 1000, topUpCost: 965, topUpDate: '2026-03-12' });
    expect([buyer.status, topUp.status]).toEqual([201, 201]);

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        send(index % 2 ? first : second, token, 'POST', 'recharge/sale', { rechargeType: 'Hutch', soldValue: 100, soldPrice: 100, soldToType: 'customer', soldToId: buyer.json._id }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30);
    for (const server of [first, second]) {
      const balance = await send(server, token, 'GET', 'recharge/balance');
      expect(balance.json.Hutch).toBe(0);
    }
  }, 60_000);

  it('closes a day once when both servers close it at the same moment, and the other then refuses that day\'s money', async () => {
    const token = await signInOver(first.url, OWNER);
    // A past day of this file's own: nothing else here is dated 40 days back.
    const day = shopDay(new Date(Date.now() - 40 * 86_400_000));
    const category = await send(second, token, 'POST', 'expense-categories', { name: 'Two tills' });
    const spent = await send(first, token, 'POST', 'expenses', { categoryId: category.json._id, amount: 120, description: 'Bus fare', expenseDate: day, paidBy: 'cash' });
    expect([category.status, spent.status]).toEqual([201, 201]);

    const close = { day, openingFloat: 0, count: {}, note: 'Counted at the back till' };
    const answers = await Promise.all([send(first, token, 'POST', 'dayclose', close), send(second, token, 'POST', 'dayclose', close)]);
    const made = answers.filter((answer) => answer.status === 201);
    expect(made, JSON.stringify(answers)).toHaveLength(1);
    expect(answers.find((answer) => answer.status !== 201)).toEqual({ status: 409, json: { message: messageText(dayAlreadyClosedMessage(day)), ...dayAlreadyClosedMessage(day) } });
    // The close counted the expense written through the other server before it.
    expect(made[0].json.expected).toBe(-120);

    for (const server of [first, second]) {
      const late = await send(server, token, 'POST', 'expenses', { categoryId: category.json._id, amount: 80, description: 'Tea', expenseDate: day, paidBy: 'cash' });
      expect(late).toEqual({ status: 409, json: { message: messageText(dayClosedMessage(day)), ...dayClosedMessage(day) } });
    }
  });

  it("a staff member deactivated through one is signed out on the other at their next call", async () => {
    const ownerToken = await signInOver(first.url, OWNER);
    const staff = await send(first, ownerToken, 'POST', 'admins/create', buildStaffInput());
    expect(staff.status, JSON.stringify(staff.json)).toBe(201);
    const staffToken = await signInOver(second.url, { email: staff.json.email, password: STAFF_PASSWORD });
    expect((await send(second, staffToken, 'GET', 'customers')).status).toBe(200);

    const edited = await send(first, ownerToken, 'PUT', `admins/edit/${staff.json._id}`, { ...staff.json, status: 'inactive' });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    const refused = await send(second, staffToken, 'GET', 'customers');
    expect(refused).toEqual({ status: 401, json: { message: MESSAGES.accountInactive, key: 'accountInactive' } });
  });

  it('counts wrong passwords for one email across both: the eleventh try in a minute is refused, whichever server it reaches', async () => {
    const tries = [];
    // The counts are kept per minute of the clock (rateLimitStore.ts): begin early in a minute, so
    // that all twelve tries fall within one.
    const leftOfMinute = 60_000 - (Date.now() % 60_000);
    if (leftOfMinute < 10_000) await new Promise((resolve) => setTimeout(resolve, leftOfMinute + 100));
    const minute = Math.floor(Date.now() / 60_000);
    // One after the other, alternating: ten allowed a minute per address and email (LOGIN_RATE_LIMIT).
    for (let index = 0; index < 12; index++) {
      const server = index % 2 ? second : first;
      const response = await fetch(`${server.url}api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'guessing@shop.test', password: `wrong-${index}` }),
      });
      tries.push(response.status);
    }
    expect(Math.floor(Date.now() / 60_000), 'the tries outlasted the minute they began in').toBe(minute);
    expect(tries).toEqual([...Array(10).fill(401), 429, 429]);
  }, 60_000);
});
