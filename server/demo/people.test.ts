import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentRules, customerRules } from '../../src/domain/people';
import { validateRecord } from '../../src/domain/validation';
import { listAgents } from '../db/agents';
import { connectDatabase, IN_MEMORY } from '../db/connect';
import { listCustomers } from '../db/customers';
import { migrateToLatest } from '../db/migrate';
import type { Agent, Customer, Database } from '../db/schema';
import { seedDatabase, type SeedReport } from '../seed';
import { testConfig } from '../test/helpers';
import { demoCreatedAt } from './people';

async function emptyDatabase(): Promise<Kysely<Database>> {
  const db = connectDatabase(IN_MEMORY);
  await migrateToLatest(db);
  return db;
}

interface Seeded {
  report: SeedReport;
  customers: Customer[];
  agents: Agent[];
}

/** The demo data seeded on a database of its own, as read back. */
async function seedOnce(): Promise<Seeded> {
  const db = await emptyDatabase();
  try {
    const report = await seedDatabase(db, testConfig());
    return { report, customers: await listCustomers(db), agents: await listAgents(db) };
  } finally {
    await db.destroy();
  }
}

// One seeding for the file: the tests below only read what it made (a test about seeding again seeds its own).
let seeded: Seeded;
beforeAll(async () => {
  seeded = await seedOnce();
});
const seedDemo = async (): Promise<Seeded> => seeded;

const DAY_MS = 24 * 60 * 60 * 1000;
const OLD_NIC = /^\d{9}[VvXx]$/;
const NEW_NIC = /^\d{12}$/;

describe('demo customers and agents', () => {
  it('creates 36 customers and 12 agents', async () => {
    const { customers, agents } = await seedDemo();

    expect(customers).toHaveLength(36);
    expect(agents).toHaveLength(12);
  });

  it('reports them among the demo data', async () => {
    const { report } = await seedDemo();

    expect(report.notes).toEqual(expect.arrayContaining(['36 customers', '12 agents']));
  });

  it('creates customers that pass every customer rule', async () => {
    const { customers } = await seedDemo();

    for (const customer of customers) expect([customer.phoneNumber, validateRecord(customerRules, customer)]).toEqual([customer.phoneNumber, {}]);
  });

  it('creates agents that pass every agent rule', async () => {
    const { agents } = await seedDemo();

    for (const agent of agents) expect([agent.phoneNumber, validateRecord(agentRules, agent)]).toEqual([agent.phoneNumber, {}]);
  });

  it('gives every customer a different phone number', async () => {
    const { customers } = await seedDemo();

    expect(new Set(customers.map((customer) => customer.phoneNumber)).size).toBe(customers.length);
  });

  it('uses real Sri Lankan mobile prefixes (070–078), never the tests’ 079', async () => {
    const { customers, agents } = await seedDemo();

    for (const person of [...customers, ...agents]) {
      expect(person.phoneNumber).toMatch(/^07[0-8]\d{7}$/);
      expect(person.whatsappNumber).toMatch(/^07[0-8]\d{7}$/);
    }
  });

  it('stores every field trimmed', async () => {
    const { customers, agents } = await seedDemo();

    for (const person of [...customers, ...agents]) {
      for (const value of Object.values(person)) if (typeof value === 'string') expect(value).toBe(value.trim());
    }
  });

  it('gives customers NICs in both formats', async () => {
    const { customers } = await seedDemo();

    expect(customers.filter((customer) => OLD_NIC.test(customer.nicNumber)).length).toBeGreaterThan(5);
    expect(customers.filter((customer) => NEW_NIC.test(customer.nicNumber)).length).toBeGreaterThan(5);
  });

  it('gives some people an email and leaves it null for the others', async () => {
    const { customers, agents } = await seedDemo();
    const people = [...customers, ...agents];

    expect(people.filter((person) => person.email === null).length).toBeGreaterThan(10);
    expect(people.filter((person) => person.email !== null).length).toBeGreaterThan(10);
  });

  it('gives some customers a WhatsApp number other than their phone number', async () => {
    const { customers } = await seedDemo();

    expect(customers.some((customer) => customer.whatsappNumber !== customer.phoneNumber)).toBe(true);
  });

  it('records the demo super admin as creator and nobody as editor', async () => {
    const { customers, agents } = await seedDemo();

    for (const person of [...customers, ...agents]) {
      expect([person.createdByName, person.updatedByName, person.updatedAt]).toEqual(['Owner Demo', null, person.createdAt]);
    }
  });

  it('dates customers over the last five months, all in the past and all different', async () => {
    const { customers } = await seedDemo();
    const times = customers.map((customer) => Date.parse(customer.createdAt));

    expect(Math.max(...times)).toBeLessThan(Date.now());
    expect(Math.min(...times)).toBeGreaterThan(Date.now() - 152 * DAY_MS);
    expect(Math.min(...times)).toBeLessThan(Date.now() - 120 * DAY_MS);
    expect(new Set(times).size).toBe(times.length);
  });

  it('dates agents over the last months, all in the past', async () => {
    const { agents } = await seedDemo();
    const times = agents.map((agent) => Date.parse(agent.createdAt));

    expect(Math.max(...times)).toBeLessThan(Date.now());
    expect(Math.min(...times)).toBeLessThan(Date.now() - 60 * DAY_MS);
  });

  it('creates the same people on every run', async () => {
    const withoutIdsAndTimes = (people: (Customer | Agent)[]) => people.map(({ id: _id, createdAt: _c, updatedAt: _u, ...fields }) => fields);
    const first = await seedOnce();
    const second = await seedOnce();

    expect(withoutIdsAndTimes(second.customers)).toEqual(withoutIdsAndTimes(first.customers));
    expect(withoutIdsAndTimes(second.agents)).toEqual(withoutIdsAndTimes(first.agents));
  });

  it('creates no customers or agents when ADMIN_EMAIL is configured', async () => {
    const db = await emptyDatabase();
    try {
      await seedDatabase(db, testConfig({ initialAdmin: { email: 'boss@shop.lk', password: 'long-enough', firstName: 'Shop', lastName: 'Owner' } }));

      expect(await listCustomers(db)).toEqual([]);
      expect(await listAgents(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});

describe('demoCreatedAt', () => {
  const today = new Date('2026-03-15T10:00:00.000Z');

  it('dates the first record spanDays days before today and the last one the day before', () => {
    expect(demoCreatedAt(today, 0, 10, 100).toISOString().slice(0, 10)).toBe('2025-12-05');
    expect(demoCreatedAt(today, 9, 10, 100).toISOString().slice(0, 10)).toBe('2026-03-14');
  });

  it('moves forward in time with the index', () => {
    const times = Array.from({ length: 36 }, (_, index) => demoCreatedAt(today, index, 36, 150).getTime());

    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('keeps to shop hours (08:30–18:30 in Colombo, 03:00–13:00 UTC)', () => {
    for (let index = 0; index < 50; index += 1) {
      const minutes = demoCreatedAt(today, index, 50, 150).getUTCHours() * 60 + demoCreatedAt(today, index, 50, 150).getUTCMinutes();
      expect(minutes).toBeGreaterThanOrEqual(3 * 60);
      expect(minutes).toBeLessThan(13 * 60);
    }
  });

  it("gives the same date for the same day in Colombo, whatever the time of day, and the next day's after Colombo's midnight", () => {
    // 00:01 and 23:59 of 15 Mar in Colombo (UTC+5:30).
    expect(demoCreatedAt(new Date('2026-03-14T18:31:00.000Z'), 3, 10, 100)).toEqual(demoCreatedAt(today, 3, 10, 100));
    expect(demoCreatedAt(new Date('2026-03-15T18:29:00.000Z'), 3, 10, 100)).toEqual(demoCreatedAt(today, 3, 10, 100));
    // 00:01 of 16 Mar in Colombo, still 15 Mar in UTC: the shop's day has moved on.
    const nextDay = demoCreatedAt(new Date('2026-03-15T18:31:00.000Z'), 3, 10, 100);
    expect(nextDay.getTime() - demoCreatedAt(today, 3, 10, 100).getTime()).toBe(24 * 60 * 60 * 1000);
  });
});
