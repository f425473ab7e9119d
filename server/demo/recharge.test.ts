import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECHARGE_TYPES, saleRules, topUpRules } from '../../src/domain/recharge';
import { firstError } from '../../src/domain/validation';
import { listAgents } from '../db/agents';
import { listCustomers } from '../db/customers';
import { listSales, listTopUps, valueTotalsByType } from '../db/recharge';
import type { Database } from '../db/schema';
import { toSaleRecord, toTopUpRecord } from '../schemas/recharge';
import type { SeedReport } from '../seed';
import { demoDatabase } from '../test/helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
let db: Kysely<Database>;
let report: SeedReport;
// One seeding for the file: every test only reads it.
beforeAll(async () => {
  ({ db, report } = await demoDatabase());
});
afterAll(() => db.destroy());

describe('demo recharges', () => {
  it('tops up every provider several times over the last four weeks, and each sale from stock bought before it', async () => {
    const topUps = await listTopUps(db);
    const recent = topUps.filter((row) => Date.now() - Date.parse(row.createdAt) < 30 * DAY_MS);
    for (const type of RECHARGE_TYPES) expect(recent.filter((row) => row.rechargeType === type).length).toBeGreaterThanOrEqual(3);
    // The shop's history is a couple of months at most: nothing older than the lapsed TV packages' stock.
    const oldest = Math.min(...topUps.map((row) => Date.parse(row.createdAt)));
    expect(Date.now() - oldest).toBeLessThan(63 * DAY_MS);
    for (const sale of await listSales(db)) {
      const first = Math.min(...topUps.filter((row) => row.rechargeType === sale.rechargeType).map((row) => Date.parse(row.createdAt)));
      expect(first, `${sale.rechargeType} sold ${sale.saleDate}`).toBeLessThan(Date.parse(sale.saleDate));
    }
  });

  it('leaves some TV packages unrenewed for weeks, so the renewals list has customers late as well as due soon', async () => {
    const lastDdtv = new Map<string, number>();
    for (const sale of await listSales(db)) {
      if (sale.rechargeType !== 'DDTV' || sale.soldToType !== 'customer') continue;
      lastDdtv.set(sale.soldToId, Math.max(lastDdtv.get(sale.soldToId) ?? 0, Date.parse(sale.saleDate)));
    }
    const daysAgo = [...lastDdtv.values()].map((at) => (Date.now() - at) / DAY_MS);
    // Late on a 30-day package, but within the 90 days the list keeps showing them.
    expect(daysAgo.filter((days) => days > 31 && days < 90).length).toBeGreaterThanOrEqual(3);
    expect(daysAgo.filter((days) => days > 21 && days < 30).length).toBeGreaterThanOrEqual(1);
  });

  it('records about 80 sales (and four lapsed TV packages), to customers and agents', async () => {
    const sales = await listSales(db);
    expect(sales.length).toBeGreaterThanOrEqual(70);
    expect(sales.length).toBeLessThanOrEqual(84);
    expect(sales.some((sale) => sale.soldToType === 'agent')).toBe(true);
    expect(sales.some((sale) => sale.soldToType === 'customer')).toBe(true);
  });

  it('reports them among the demo data', async () => {
    const sales = await listSales(db);
    expect(report.notes).toEqual(expect.arrayContaining(['21 recharge top-ups', `${sales.length} recharge sales`]));
  });

  it('never lets a provider’s balance go below zero, sale by sale', async () => {
    const events = [
      ...(await listTopUps(db)).map((row) => ({ at: row.createdAt, type: row.rechargeType, change: row.topUpValue })),
      ...(await listSales(db)).map((row) => ({ at: row.createdAt, type: row.rechargeType, change: -row.soldValue })),
    ].sort((a, b) => a.at.localeCompare(b.at));
    const running: Record<string, number> = {};
    for (const event of events) {
      running[event.type] = (running[event.type] ?? 0) + event.change;
      expect(running[event.type]).toBeGreaterThanOrEqual(0);
    }
    const totals = await valueTotalsByType(db);
    for (const type of RECHARGE_TYPES) expect((totals.bought[type] ?? 0) - (totals.sold[type] ?? 0)).toBeGreaterThan(0);
  });

  it('sells only to existing people, by their full names, after they were added', async () => {
    const people = new Map([...(await listCustomers(db)), ...(await listAgents(db))].map((person) => [person.id, person]));
    for (const sale of await listSales(db)) {
      const person = people.get(sale.soldToId);
      expect(person).toBeDefined();
      expect(sale.soldToName).toBe(`${person!.firstName} ${person!.lastName}`);
      expect(person!.createdAt < sale.createdAt).toBe(true);
    }
  });

  it('creates records that pass the form rules, none dated in the future', async () => {
    const now = new Date().toISOString();
    for (const row of await listTopUps(db)) {
      const record = toTopUpRecord(row);
      expect(firstError(topUpRules, { ...record, topUpDate: '2026-01-01' })).toBeUndefined();
      expect(row.createdAt < now).toBe(true);
    }
    for (const row of await listSales(db)) {
      expect(firstError(saleRules, toSaleRecord(row, true))).toBeUndefined();
      expect(row.saleDate < now).toBe(true);
    }
  });
});
