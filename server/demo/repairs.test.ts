import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentStatus, REPAIR_STATUSES, repairRules, repairTotals } from '../../src/domain/repairs';
import { firstError } from '../../src/domain/validation';
import { deviceIdRule } from '../../src/domain/deviceId';
import { listCustomers } from '../db/customers';
import { listIssues, listRepairs } from '../db/repairs';
import type { Database } from '../db/schema';
import { toRepairRecord } from '../schemas/repairs';
import type { SeedReport } from '../seed';
import { demoDatabase } from '../test/helpers';

let db: Kysely<Database>;
let report: SeedReport;
// One seeding for the file: every test only reads it (a test that seeds again makes its own).
beforeAll(async () => {
  ({ db, report } = await demoDatabase());
});
afterAll(() => db.destroy());

const DAY_MS = 24 * 60 * 60 * 1000;

describe('demo repairs', () => {
  it('takes in about 40 repairs over the last five weeks, none in the future', async () => {
    const repairs = await listRepairs(db);
    expect(repairs.length).toBeGreaterThanOrEqual(35);
    expect(repairs.length).toBeLessThanOrEqual(40);
    const now = Date.now();
    for (const repair of repairs) {
      expect(now - Date.parse(repair.dateIn)).toBeLessThan(36 * DAY_MS);
      expect(repair.createdAt).toBe(repair.dateIn);
      for (const entry of repair.history) expect(Date.parse(entry.dateEntered)).toBeLessThan(now);
    }
    expect(report.notes).toContain(`${repairs.length} repairs`);
  });

  it('spreads them over several statuses, some collected, some waiting for parts', async () => {
    const statuses = new Set((await listRepairs(db)).map((repair) => repair.status));
    expect(statuses.size).toBeGreaterThanOrEqual(4);
    expect(statuses).toContain('Customer Collected');
    expect(statuses).toContain('Pending Parts');
    for (const status of statuses) expect(REPAIR_STATUSES).toContain(status);
  });

  it('gives each a history that starts when it came in, runs forward and ends at its status', async () => {
    const repairs = await listRepairs(db);
    for (const repair of repairs) {
      expect(repair.history[0]).toMatchObject({ status: 'Received from Customer', dateEntered: repair.dateIn, isDeleted: false });
      const dates = repair.history.map((entry) => entry.dateEntered);
      expect(dates).toEqual([...dates].sort());
      expect(repair.status).toBe(currentStatus(repair.history));
    }
    expect(repairs.some((repair) => repair.history.length >= 4)).toBe(true);
    expect(repairs.some((repair) => repair.history.some((entry) => entry.isDeleted))).toBe(true);
  });

  it('gives phones an IMEI the form accepts and some issues a warranty (product.md §10)', async () => {
    const repairs = await listRepairs(db);
    const withImei = repairs.filter((repair) => repair.imei);
    expect(withImei.length).toBeGreaterThan(repairs.length / 2);
    for (const repair of withImei) expect(deviceIdRule(repair.imei)).toBeUndefined();
    expect(new Set(withImei.map((repair) => repair.imei)).size).toBe(withImei.length);
    expect(repairs.some((repair) => repair.issueLines.some((line) => (line.warrantyDays ?? 0) > 0))).toBe(true);
  });

  it('copies the catalogue’s prices and gets the money right', async () => {
    const catalogue = new Map((await listIssues(db)).map((issue) => [issue.id, issue]));
    for (const repair of await listRepairs(db)) {
      for (const line of repair.issueLines) {
        expect(catalogue.get(line.issueId)).toMatchObject({ name: line.name, customerPrice: line.customerPrice, actualCost: line.actualCost, warrantyDays: line.warrantyDays });
      }
      const totals = repairTotals(
        repair.issueLines.map((line) => ({ customerPrice: line.customerPrice / 100, actualCost: line.actualCost / 100 })),
        repair.discount / 100,
      );
      expect(repair.finalAmount / 100).toBe(totals.finalAmount);
      expect(repair.profit / 100).toBe(totals.profit);
      expect(repair.finalAmount).toBeGreaterThanOrEqual(0);
    }
  });

  it('takes repairs only from customers who existed then, and passes the form rules', async () => {
    const customers = new Map((await listCustomers(db)).map((person) => [person.id, person]));
    for (const repair of await listRepairs(db)) {
      expect(customers.get(repair.customerId)!.createdAt < repair.dateIn).toBe(true);
      const record = toRepairRecord(repair, true);
      expect(firstError(repairRules, { ...record, issues: record.issues.map((line) => line.issueId), expectedReturnDate: undefined })).toBeUndefined();
    }
  });

  it('takes advances when devices come in and the rest when they are collected, so the takings report has repairs', async () => {
    const payments = await db.selectFrom('payments').selectAll().where('source', '=', 'repair').execute();
    const repairs = await listRepairs(db);
    const paid = (id: string) => payments.filter((row) => row.sourceId === id);
    const advances = repairs.filter((repair) => paid(repair.id).some((row) => row.createdAt === repair.dateIn));
    expect(advances.length).toBeGreaterThanOrEqual(10);
    const collected = repairs.filter((repair) => repair.status === 'Customer Collected');
    expect(collected.length).toBeGreaterThan(0);
    for (const repair of collected) expect(paid(repair.id).reduce((sum, row) => sum + row.amount, 0)).toBe(repair.finalAmount);
    for (const row of payments) expect(row.method).toBe('cash');
  });

  it('is the same data on every seeding (only ids and dates differ)', async () => {
    const shape = async (database: Kysely<Database>) =>
      (await listRepairs(database)).map((repair) => [
        repair.repairProduct,
        repair.issueLines.map((line) => line.name),
        repair.finalAmount,
        repair.customerPhoneNumber,
      ]);
    const { db: again } = await demoDatabase();
    try {
      expect(await shape(again)).toEqual(await shape(db));
    } finally {
      await again.destroy();
    }
  });
});
